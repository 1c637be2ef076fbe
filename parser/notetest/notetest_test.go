package notetest_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/parser/notetest"
)

// popPart is a POP-like part, "//" [ user [ ";AUTH=" auth ] "@" ] host,
// whose user has no password.
type popPart struct {
	ast.Span
	User ast.Text `parser:"'/' '/' ( (?= (Alpha | Digit | ';' | '=')+ '@' ) @(Alpha | Digit)+"`
	Auth ast.Text `parser:"( ';' 'A' 'U' 'T' 'H' '=' @(Alpha | Digit)+ )? '@' )?"`
	Host ast.Text `parser:"@Alpha+"`
}

func (p *popPart) String() string { return "" }

func (*popPart) Production() ast.Production {
	return ast.Production{Name: "popurl", RFC: "test", Section: "1", Rule: `popurl = "//" [ user [ ";AUTH=" auth ] "@" ] host`}
}

func (*popPart) DefaultPort() (int, bool) { return 110, true }

const codePopNoPassword parser.Code = "test-pop-no-password"

var _ = func() bool {
	if err := parser.RegisterMessages(map[parser.Code]parser.Message{
		codePopNoPassword: {
			English: "{scheme} has no password: did you mean {auth:q}?",
			French:  "{scheme} n'a pas de mot de passe : vouliez-vous dire {auth:q} ?"},
	}); err != nil {
		panic(err)
	}
	return true
}()

// popNote returns a note at the first ":" after "//", advising New for
// it, with args; it returns a note of an unregistered code too when e
// holds a note of the scheme's own, which Notes must not be given.
func popNote(args map[string]string, code parser.Code, repl string) func(string, *parser.Error) []parser.SchemeNote {
	return func(in string, e *parser.Error) []parser.SchemeNote {
		i := strings.Index(in, "//")
		j := strings.IndexByte(in[i+2:], ':')
		if i < 0 || j < 0 {
			return nil
		}
		notes := []parser.SchemeNote{{Code: code, Offset: i + 2 + j, Args: args, Old: ":", New: repl}}
		for _, n := range e.Notes {
			if strings.HasPrefix(string(n.Code), "test-") {
				notes = append(notes, parser.SchemeNote{Code: "test-pop-given-own"})
			}
		}
		return notes
	}
}

// recorder is a testing.TB that keeps what Check reports, so that the
// test can see it fail.
type recorder struct {
	testing.TB
	errors []string
}

func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

func (r *recorder) Helper() {}

// TestCheck checks that Check reports each note the parser drops, with
// why, and the inputs it cannot check, and nothing of notes that hold.
func TestCheck(t *testing.T) {
	args := map[string]string{"scheme": "popurl", "auth": ";AUTH="}
	for _, tc := range []struct {
		name   string
		notes  func(string, *parser.Error) []parser.SchemeNote
		inputs []string
		want   []string
	}{
		{"notes that hold", popNote(args, codePopNoPassword, ";AUTH="), []string{"pop://rg:pw@h", "POP://rg:pw@h"}, nil},
		{"a code not registered", popNote(args, "test-pop-unknown", ";AUTH="), []string{"pop://rg:pw@h"},
			[]string{`"pop://rg:pw@h": the parser drops note test-pop-unknown: the code has no words in English (RegisterMessages)`}},
		{"an argument missing", popNote(map[string]string{"scheme": "popurl"}, codePopNoPassword, ";AUTH="), []string{"pop://rg:pw@h"},
			[]string{`"pop://rg:pw@h": the parser drops note test-pop-no-password: Args gives no value to {auth} of its words in English`}},
		{"advice that does not get past the error", popNote(args, codePopNoPassword, ";AUTH"), []string{"pop://rg:pw@h"},
			[]string{`"pop://rg:pw@h": the parser drops note test-pop-no-password: its advice, ":" written ";AUTH", does not get past the error: the input so edited, "pop://rg;AUTHpw@h", is refused at offset 13, not past the error, at 13 in it`}},
		{"no note", popNote(args, codePopNoPassword, ";AUTH="), []string{"pop://rg@h@"},
			[]string{`"pop://rg@h@": Notes gives no note`}},
		{"a valid input", popNote(args, codePopNoPassword, ";AUTH="), []string{"pop://rg@h"},
			[]string{`"pop://rg@h": Parse gives <nil>, not a syntax error to note`}},
		{"a panic", func(string, *parser.Error) []parser.SchemeNote { panic("a bug") }, []string{"pop://rg:pw@h"},
			[]string{`"pop://rg:pw@h": Notes panics (the parser then adds no note): a bug`}},
		{"no Notes", nil, []string{"pop://rg:pw@h"},
			[]string{`"pop://rg:pw@h": the parser has no scheme "pop" with Notes`}},
	} {
		p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "pop", Part: &popPart{}, Notes: tc.notes}))
		if err != nil {
			t.Fatal(err)
		}
		r := &recorder{TB: t}
		notetest.Check(r, p, tc.inputs)
		got := r.errors
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s: Check reports (-want +got):\n%s", tc.name, d)
		}
	}
}
