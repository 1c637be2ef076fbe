package explaintool

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
)

// TestRegisteredSchemeRuleSpan checks that a registered scheme's own
// production is shown as its RFC's rule reads it, from the scheme's
// first byte (RFC 4516 ldapurl = scheme COLON SLASH SLASH ...; RFC 2326
// rtsp_URL = ( "rtsp:" | "rtspu:" ) "//" ...), as RFC 1738's are: in
// the diagram, the tree and the JSON form, in English and French.
func TestRegisteredSchemeRuleSpan(t *testing.T) {
	for _, tc := range []struct {
		scheme, in, production string
		nodePos                int
	}{
		{"ldap", "ldap://h/o=x??sub", "ldapurl", 5},
		{"rtsp", "rtsp://h:554/a/b", "rtsp_URL", 5},
	} {
		for _, lang := range []string{"en", "fr"} {
			l, _ := grammar.ParseLang(lang)
			label := tc.production // their labels are their RFC names, in French too
			var out, errOut strings.Builder
			if st := run([]string{"-lang", lang, "-scheme", tc.scheme, tc.in}, &out, &errOut); st != exitValid {
				t.Fatalf("%s %q: status %d\n%s", lang, tc.in, st, errOut.String())
			}
			band := "^" + strings.Repeat("~", len(tc.in)-1) + "\n" + label + "\n"
			if !strings.Contains(out.String(), band) {
				t.Errorf("%s %q: no band %q from the scheme's first byte in\n%s", lang, tc.in, band, out.String())
			}
			out.Reset()
			if st := run([]string{"-lang", lang, "-scheme", tc.scheme, "-tree", tc.in}, &out, &errOut); st != exitValid {
				t.Fatalf("%s -tree %q: status %d\n%s", lang, tc.in, st, errOut.String())
			}
			lines := strings.Split(out.String(), "\n")
			if len(lines) < 3 || !strings.HasPrefix(lines[1], "└─ "+label) || !strings.Contains(lines[1], "[0,") || !strings.HasSuffix(lines[1], grammar.Quoted(tc.in, l)) ||
				!strings.HasPrefix(lines[2], "   ├─ ") { // the scheme, under the production that holds it
				t.Errorf("%s -tree %q:\n%s", lang, tc.in, out.String())
			}
			out.Reset()
			if st := run([]string{"-lang", lang, "-scheme", tc.scheme, "-json", tc.in}, &out, &errOut); st != exitValid {
				t.Fatalf("%s -json %q: status %d\n%s", lang, tc.in, st, errOut.String())
			}
			var doc struct {
				Children []struct {
					Production string
					Pos, End   int
					NodePos    *int `json:"nodePos"`
					Text       string
				}
			}
			if err := json.Unmarshal([]byte(out.String()), &doc); err != nil {
				t.Fatalf("%s -json %q: %v\n%s", lang, tc.in, err, out.String())
			}
			if len(doc.Children) != 1 {
				t.Fatalf("%s -json %q: the scheme is not under its production:\n%s", lang, tc.in, out.String())
			}
			p := doc.Children[0]
			if p.Production != tc.production || p.Pos != 0 || p.End != len(tc.in) || p.Text != tc.in || p.NodePos == nil || *p.NodePos != tc.nodePos {
				t.Errorf("%s -json %q: the scheme's production is %+v", lang, tc.in, p)
			}
		}
	}
}
