package printer_test

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// noteURLs are the four example URLs of the note this project grew from.
var noteURLs = []string{
	"http://www.iec.ch",
	"http://www.iec.ch/about/mission-e.htm",
	"news:comp.os.unix",
	"news:XYZ123@news.iso.org",
}

// teachingURLs are the URLs of the golden files of the teaching output:
// the note's four, one of every scheme of RFC 1738, generic ones, and a
// few that show empty parts, escapes and a hostnumber.
var teachingURLs = append(append([]string(nil), noteURLs...),
	"ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a",
	"http://www.iec.ch:8080/search/index.htm?q=url%20syntax",
	"gopher://gopher.iec.ch/7/search%09url%09+",
	"mailto:someone@iec.ch",
	"news:*",
	"nntp://news.iso.org/comp.os.unix/42",
	"telnet://guest:visitor@telnet.iec.ch:2323/",
	"wais://wais.iec.ch/standards/TEXT/doc%2F42",
	"file:///etc/motd",
	"prospero://host.dom//pros/name;OBJECT-VERSION=2",
	"x-iec://anon@www.iec.ch/about/mission-e.htm",
	"urn:iec:std:iec:60050",
	"ftp://@host.com/",
	"ftp://a%40b:p%3Aw@ftp.iec.ch/my%20caf%C3%A9.txt",
	"http://192.0.2.1:8080/",
)

// invalidTeachingURLs are the invalid URLs of the golden files.
var invalidTeachingURLs = []string{
	"http://u:p@host/",
	"http://www.iec.ch:a",
	"ftp://ftp.iec.ch/pub;type=x",
	"news://host/x",
	"nntp://host/",
	"\u201chttp://www.iec.ch\u201d",
}

// TestTeachingGolden compares the diagrams, trees and JSON of
// teachingURLs and invalidTeachingURLs, in English and in French, with
// testdata/{diagram,tree,json}.{en,fr}.golden; go test -update rewrites
// them.
func TestTeachingGolden(t *testing.T) {
	kinds := []struct {
		name, title string
		print       func(c *printer.DiagramConfig, b *strings.Builder, n ast.Node) error
	}{
		{"diagram", "Diagrams (FprintDiagram, FprintError)", func(c *printer.DiagramConfig, b *strings.Builder, n ast.Node) error { return c.FprintDiagram(b, n) }},
		{"tree", "Trees (FprintTree)", func(c *printer.DiagramConfig, b *strings.Builder, n ast.Node) error { return c.FprintTree(b, n) }},
		{"json", "JSON (FprintJSON)", func(c *printer.DiagramConfig, b *strings.Builder, n ast.Node) error { return c.FprintJSON(b, n) }},
	}
	for _, k := range kinds {
		for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
			name := k.name + "." + lang.String() + ".golden"
			t.Run(name, func(t *testing.T) {
				c := &printer.DiagramConfig{Lang: lang}
				var b strings.Builder
				b.WriteString("# " + k.title + " in " + lang.String() + ". Regenerate with go test -update.\n")
				for _, in := range teachingURLs {
					b.WriteString("\n## " + strconv.QuoteToASCII(in) + "\n\n")
					if err := k.print(c, &b, mustParse(t, in)); err != nil {
						t.Fatalf("%q: %v", in, err)
					}
				}
				for _, in := range invalidTeachingURLs {
					offset, end, message := parseError(t, in, c.Lang)
					prefix := printer.ParsedPrefix(in, offset, end, parseURL)
					b.WriteString("\n## " + strconv.QuoteToASCII(in) + ", invalid")
					if k.name == "diagram" {
						b.WriteString("\n\n")
						var parsed ast.Node
						if prefix != nil {
							parsed = prefix
						}
						if err := c.FprintError(&b, in, parsed, offset, message); err != nil {
							t.Fatalf("%q: %v", in, err)
						}
						continue
					}
					if prefix == nil {
						b.WriteString(": no prefix parses\n")
						continue
					}
					b.WriteString(": its longest prefix that parses, " + strconv.QuoteToASCII(prefix.String()) + "\n\n")
					if err := k.print(c, &b, prefix); err != nil {
						t.Fatalf("%q: %v", in, err)
					}
				}
				checkGolden(t, name, b.String())
			})
		}
	}
}

// parseURL is parser.Parse, for ParsedPrefix.
func parseURL(s string) (*ast.URL, error) { return parser.Parse(s) }

// parseError returns the offset, End and message, in lang, of the error
// parsing in reports, failing the test when in parses.
func parseError(t testing.TB, in string, lang grammar.Lang) (int, bool, string) {
	t.Helper()
	_, err := parser.Parse(in)
	if err == nil {
		t.Fatalf("parser.Parse(%q) succeeded", in)
	}
	var pe *parser.Error
	if errors.As(err, &pe) {
		return pe.Offset, pe.End, pe.Text(lang)
	}
	return 0, false, err.Error()
}

// checkGolden compares got with testdata/name, or with -update writes it
// there.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s mismatch (-want +got):\n%s", path, diff)
	}
}
