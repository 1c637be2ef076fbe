package printer_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestSchemeRuleSpan checks that a scheme's own production is shown over
// the span its rule covers, from the scheme's first byte (ftpurl =
// "ftp://" login ...), in the diagram, the tree and the JSON form, while
// its node keeps the span the parser set, after "ftp:"; and that the
// generic schemepart and ip-schemepart, which genericurl writes after
// the ":", keep theirs.
func TestSchemeRuleSpan(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "pair", Part: &pairPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		in, production string
		pos, nodePos   int
	}{
		{"ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a", "ftpurl", 0, 4},
		{"HTTP://www.iec.ch", "httpurl", 0, 5},
		{"news:*", "newsurl", 0, 5},
		{"mailto:someone@iec.ch", "mailtourl", 0, 7},
		{"pair://h/k=v", "pairurl", 0, 5}, // a scheme author's
		{"irc://www.iec.ch/", "ip-schemepart", 4, 4},
		{"https://www.iec.ch/", "httpsurl", 0, 6}, // http's part, named by https's production (RFC 2818 section 2.4)
		{"urn:iso:std", "schemepart", 4, 4},
	} {
		u, err := p.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		part := u.Part
		own := [2]int{part.Pos(), part.End()}
		root := (&printer.DiagramConfig{}).JSONTree(u)
		kids := root.Children
		generic := root.Production == "url" && kids[0].Production == "otherurl"
		if generic {
			kids = kids[0].Children[0].Children // url, otherurl, genericurl: scheme and schemepart
		}
		j := kids[len(kids)-1] // the part: after the scheme, or holding it when widened
		if widened := tc.pos == 0; widened != (len(kids) == 1) || widened && j.Children[0].Production != "scheme" {
			t.Errorf("%q: the scheme is not under the part widened to hold it: %d children", tc.in, len(kids))
		}
		text := tc.in[tc.pos:]
		if j.Production != tc.production || j.Pos != tc.pos || j.End != len(tc.in) || j.Text != text {
			t.Errorf("%q: JSON %s [%d,%d) %q, want %s [%d,%d) %q", tc.in, j.Production, j.Pos, j.End, j.Text, tc.production, tc.pos, len(tc.in), text)
		}
		if tc.pos == tc.nodePos {
			if j.NodePos != nil {
				t.Errorf("%q: nodePos %d for a part shown at its own span", tc.in, *j.NodePos)
			}
		} else if j.NodePos == nil || *j.NodePos != tc.nodePos {
			t.Errorf("%q: nodePos %v, want %d", tc.in, j.NodePos, tc.nodePos)
		}
		tree := sprintWith(t, (&printer.DiagramConfig{}).FprintTree, u)
		line, branch := 4, "      └─ " // after url, otherurl, genericurl and the scheme
		if tc.pos == 0 {
			line, branch = 1, "└─ " // under url, the part holds the scheme's line
		}
		if widened := tc.pos == 0; widened == generic {
			t.Errorf("%q: url holds otherurl: %v, its scheme part widened: %v", tc.in, generic, widened)
		}
		if lines := strings.Split(tree, "\n"); len(lines) < line+1 || !strings.HasPrefix(lines[line], branch+tc.production+" ") ||
			!strings.Contains(lines[line], fmt.Sprintf("[%d,%d)", tc.pos, len(tc.in))) || !strings.Contains(lines[line], `"`+text+`"`) {
			t.Errorf("%q: tree:\n%s", tc.in, tree)
		}
		// The diagram: the band under url's, or under genericurl's where
		// url holds otherurl, starts where the production's span does.
		d := strings.Split(sprintWith(t, (&printer.DiagramConfig{}).FprintDiagram, u), "\n")
		above := "url"
		if generic {
			above = "genericurl"
		}
		found := false
		for i, ln := range d {
			if ln == above && i+2 < len(d) {
				found = true
				if got := strings.Index(d[i+1], "^"); got != tc.pos || d[i+2] != strings.Repeat(" ", tc.pos)+tc.production {
					t.Errorf("%q: diagram's band under %s:\n%s\n%s", tc.in, above, d[i+1], d[i+2])
				}
			}
		}
		if !found {
			t.Errorf("%q: no %s band in\n%s", tc.in, above, strings.Join(d, "\n"))
		}
		if got := [2]int{part.Pos(), part.End()}; got != own || own[0] != tc.nodePos {
			t.Errorf("%q: the part's own span is [%d,%d) after printing, [%d,%d) before; want it to start at %d", tc.in, got[0], got[1], own[0], own[1], tc.nodePos)
		}
	}
}

// TestSchemeRuleSpanAlone checks that a scheme's part drawn on its own,
// without its URL, is shown over its own span: there is no scheme
// before it.
func TestSchemeRuleSpanAlone(t *testing.T) {
	u := mustParse(t, "http://www.iec.ch/x")
	j := (&printer.DiagramConfig{}).JSONTree(u.Part)
	if j.Pos != 5 || j.NodePos != nil || j.Text != "//www.iec.ch/x" {
		t.Errorf("JSON of the part alone: [%d,%d) %q, nodePos %v", j.Pos, j.End, j.Text, j.NodePos)
	}
	got := sprintWith(t, (&printer.DiagramConfig{}).FprintDiagram, u.Part)
	want := `//www.iec.ch/x
  ^~~~~~~~~~ ^
  host       url-path
^~~~~~~~~~~~~~
httpurl
  ^~~~~~~~~~ ^
  hostport   hpath
  ^~~~~~~~~~ ^
  hostname   hsegment
  ^~~ ^~~ ^~
  |   |   toplabel
  |   domainlabel
  domainlabel
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("diagram of the part alone (-want +got):\n%s", diff)
	}
}

// TestSchemeRuleSpanError checks the diagram of an input that did not
// parse: the part that parsed shows its scheme's production from the
// scheme's first byte too, in English and French.
func TestSchemeRuleSpanError(t *testing.T) {
	const in = "ftp://h/a b"
	for _, tc := range []struct {
		lang     grammar.Lang
		url, ftp string
	}{{grammar.English, "url", "ftpurl"}, {grammar.French, "URL", "URL ftp"}} {
		offset, end, message := parseError(t, in, tc.lang)
		prefix := printer.ParsedPrefix(in, offset, end, parseURL)
		if prefix == nil {
			t.Fatalf("%q: no prefix parses", in)
		}
		var b strings.Builder
		if err := (&printer.DiagramConfig{Lang: tc.lang}).FprintError(&b, in, prefix, offset, message); err != nil {
			t.Fatal(err)
		}
		want := strings.Join([]string{
			"^" + strings.Repeat("~", len(prefix.String())-1), tc.url,
			"^" + strings.Repeat("~", len(prefix.String())-1), tc.ftp,
		}, "\n")
		if !strings.Contains(b.String(), want) {
			t.Errorf("%s: want\n%s\nin\n%s", tc.lang, want, b.String())
		}
		if prefix.Part.Pos() != 4 {
			t.Errorf("the part's own span starts at %d", prefix.Part.Pos())
		}
	}
}
