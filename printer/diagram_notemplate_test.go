package printer_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestDiagramWithoutTemplate draws trees that have no part of the note's
// general form, whose first band stays empty and is not drawn: an RFC
// 1808 reference and a host alone.
func TestDiagramWithoutTemplate(t *testing.T) {
	ref, err := parser.ParseRelative("g;x?y#s")
	if err != nil {
		t.Fatal(err)
	}
	u := mustParse(t, "http://a.b/")
	for _, tc := range []struct {
		name string
		got  func(*strings.Builder) error
		want string
	}{
		{"reference", func(b *strings.Builder) error { return (&printer.DiagramConfig{}).FprintDiagram(b, ref) }, `g;x?y#s
^~~~~~~
URL
^~~~~ ^
|     fragment
relativeURL
^~~~~
rel_path
^ ^ ^
| | query
| params
path
`},
		{"hostname", func(b *strings.Builder) error {
			return (&printer.DiagramConfig{}).FprintDiagram(b, u.HostPort().Host.Name)
		}, `a.b
^~~
hostname
^ ^
| toplabel
domainlabel
`},
	} {
		var b strings.Builder
		if err := tc.got(&b); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tc.want, b.String()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}
