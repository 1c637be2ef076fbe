package parser_test

import (
	"errors"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// A registered scheme's part: "//", a host that may be left out (as a
// file URL's), then "/" and a path; and one whose host must be there.
type (
	shelfPart struct {
		ast.Span
		Host *ast.Host  `parser:"'/' '/' @@? '/'"`
		Path *shelfWord `parser:"@@"`
	}
	standPart struct {
		ast.Span
		Host *ast.Host  `parser:"'/' '/' @@ '/'"`
		Path *shelfWord `parser:"@@"`
	}
	shelfWord struct {
		ast.Span
		Text ast.Text `parser:"@( Alpha | Digit | Safe | Escape | '/' )+"`
	}
)

var (
	shelfP = ast.Production{Name: "shelfurl", RFC: "this test", Section: "1", Rule: `shelfurl = "shelf://" [ host ] "/" path`}
	standP = ast.Production{Name: "standurl", RFC: "this test", Section: "1", Rule: `standurl = "stand://" host "/" path`}
)

func (*shelfPart) String() string             { return "" }
func (*shelfPart) DefaultPort() (int, bool)   { return 0, false }
func (*standPart) DefaultPort() (int, bool)   { return 0, false }
func (*shelfPart) Production() ast.Production { return shelfP }
func (*standPart) String() string             { return "" }
func (*standPart) Production() ast.Production { return standP }
func (w *shelfWord) String() string           { return string(w.Text) }
func (*shelfWord) Production() ast.Production { return ast.Production{Name: "shelfpath"} }

// TestSchemeSlashesRegistered checks that the advice for a scheme part
// written without its "//" follows the registered scheme's grammar, not
// the name "file": where the host may be left out, "a/b" most likely
// is the path, "shelf:///a/b"; where it may not, "a" is the host.
func TestSchemeSlashesRegistered(t *testing.T) {
	p, err := parser.New(
		parser.WithScheme(parser.Scheme{Name: "shelf", Part: &shelfPart{}}),
		parser.WithScheme(parser.Scheme{Name: "stand", Part: &standPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want string }{
		{"shelf:a/b", "shelf:///a/b"},
		{"shelf:/a/b", "shelf:///a/b"},
		{"stand:a/b", "stand://a/b"},
		{"stand:/a/b", "stand://a/b"},
	} {
		var e *parser.Error
		if !errors.As(p.Check(tc.in), &e) {
			t.Errorf("Check(%q): want a syntax error", tc.in)
			continue
		}
		got := ""
		for _, n := range e.Notes {
			if n.Code == parser.NoteSchemeSlashes {
				got = n.Args["url"]
			}
		}
		if got != tc.want {
			t.Errorf("Check(%q): %s advises %q, want %q", tc.in, parser.NoteSchemeSlashes, got, tc.want)
		}
		if p.Check(tc.want) != nil {
			t.Errorf("Check(%q), the advice for %q: %v", tc.want, tc.in, p.Check(tc.want))
		}
	}
}
