package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// mailPart is an IMAP-like part, "//" [ user [ ";AUTH=" auth ] "@" ]
// hostport [ "/" mailbox ], whose user has no password.
type (
	mailPart struct {
		ast.Span
		User     *mailWord     `parser:"'/' '/' ( (?= (Alpha | Digit | Safe | Escape | ';' | '=')+ '@' ) @@"`
		Auth     *mailWord     `parser:"( ';' 'A' 'U' 'T' 'H' '=' @@ )? '@' )?"`
		HostPort *ast.HostPort `parser:"@@"`
		Mailbox  *mailWord     `parser:"( '/' @@ )?"`
	}
	mailWord struct {
		ast.Span
		Text ast.Text `parser:"@( Alpha | Digit | Safe | Escape )+"`
	}
)

var mailP = ast.Production{Name: "mailurl", RFC: "this test", Section: "1", Rule: `mailurl = "//" [ user [ ";AUTH=" auth ] "@" ] hostport [ "/" mailbox ]`}

func (*mailPart) String() string             { return "" }
func (*mailPart) DefaultPort() (int, bool)   { return 143, true }
func (*mailPart) Production() ast.Production { return mailP }
func (w *mailWord) String() string           { return string(w.Text) }
func (*mailWord) Production() ast.Production { return ast.Production{Name: "mailword"} }

// The codes of the scheme's own notes, registered as an author registers
// them.
const (
	codeNoPassword parser.Code = "test-mail-no-password"
	codeMechanism  parser.Code = "test-mail-mechanism"
)

var _ = func() bool {
	if err := parser.RegisterMessages(map[parser.Code]parser.Message{
		codeNoPassword: {
			English: `{scheme} has no password: did you mean ";AUTH=", an authentication mechanism?`,
			French:  "{scheme} n'a pas de mot de passe : pour un mécanisme d'authentification, écrire « ;AUTH= »"},
		codeMechanism: {
			English: "the mechanism {mech:q} is not known",
			French:  "le mécanisme {mech:q} est inconnu"},
	}); err != nil {
		panic(err)
	}
	return true
}()

// noPasswordNote is the scheme's rule: a ":" between "//" and the
// error, where its author's users write a password, is advised to be
// ";AUTH=".
func noPasswordNote(input string, e *parser.Error) []parser.SchemeNote {
	start := strings.Index(input, "//")
	if start < 0 {
		return nil
	}
	i := strings.IndexByte(input[start+2:], ':')
	if i < 0 {
		return nil
	}
	return []parser.SchemeNote{{Code: codeNoPassword, Offset: start + 2 + i, Args: map[string]string{"scheme": "mailurl"}, Old: ":", New: ";AUTH="}}
}

// TestSchemeNotes checks that the notes of a scheme's own are added to
// its syntax errors, in English and French, only when they hold: a
// registered code with its arguments, an offset in the input, and advice
// that gets past the error.
func TestSchemeNotes(t *testing.T) {
	constant := func(n parser.SchemeNote) func(string, *parser.Error) []parser.SchemeNote {
		return func(string, *parser.Error) []parser.SchemeNote { return []parser.SchemeNote{n} }
	}
	mech := map[string]string{"mech": "X"}
	for _, tc := range []struct {
		name  string
		notes func(string, *parser.Error) []parser.SchemeNote
		in    string
		want  []noteView
	}{
		{"advice that fixes the URL", noPasswordNote, "mail://joe:pw@h/INBOX", []noteView{{codeNoPassword, 10, "mailurl", ":",
			`mailurl has no password: did you mean ";AUTH=", an authentication mechanism?`,
			"mailurl n'a pas de mot de passe : pour un mécanisme d'authentification, écrire « ;AUTH= »"}}},
		{"advice that does not", noPasswordNote, "mail://h:1|x", nil},
		{"a note without advice", constant(parser.SchemeNote{Code: codeMechanism, Offset: 7, Args: mech}), "mail://h:1x", []noteView{{codeMechanism, 7, "mailurl", "h",
			`the mechanism "X" is not known`, "le mécanisme « X » est inconnu"}}},
		{"a code not registered", constant(parser.SchemeNote{Code: "test-mail-unknown", Offset: 7}), "mail://h:1x", nil},
		{"an argument missing", constant(parser.SchemeNote{Code: codeMechanism, Offset: 7}), "mail://h:1x", nil},
		{"an offset outside the input", constant(parser.SchemeNote{Code: codeMechanism, Offset: 12, Args: mech}), "mail://h:1x", nil},
		{"advice after the error", constant(parser.SchemeNote{Code: codeMechanism, Offset: 11, Args: mech, Old: "y", New: ""}), "mail://h:1xy", nil},
		{"advice on other text", constant(parser.SchemeNote{Code: codeMechanism, Offset: 9, Args: mech, Old: "2", New: ""}), "mail://h:1x", nil},
		{"advice that removes the error", constant(parser.SchemeNote{Code: codeMechanism, Offset: 10, Production: ast.Production{Name: "mailword"}, Args: mech, Old: "x", New: ""}), "mail://h:1x", []noteView{{codeMechanism, 10, "mailword", "x",
			`the mechanism "X" is not known`, "le mécanisme « X » est inconnu"}}},
		{"a rule that panics", func(string, *parser.Error) []parser.SchemeNote { panic("a bug") }, "mail://h:1x", nil},
	} {
		p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "mail", Part: &mailPart{}, Notes: tc.notes}))
		if err != nil {
			t.Fatal(err)
		}
		_, parseErr := p.Parse(tc.in)
		var checked *parser.Error
		errors.As(p.Check(tc.in), &checked)
		q := p.Extract("see <URL:" + tc.in + ">")
		for via, err := range map[string]error{"Parse": parseErr, "Check": checked, "Extract": q[0].Err} {
			var e *parser.Error
			if !errors.As(err, &e) {
				t.Errorf("%s: %s(%q) = %v, want a syntax error", tc.name, via, tc.in, err)
				continue
			}
			var got []noteView
			for _, n := range e.Notes {
				if strings.HasPrefix(string(n.Code), "test-") {
					// The no-break spaces of French typography, which the
					// parser adds (grammar.FrenchSpaces), compare as spaces.
					french := strings.ReplaceAll(n.Message(grammar.French), "\u00a0", " ")
					got = append(got, noteView{n.Code, n.Offset, n.Production.Name, n.Found, n.Message(grammar.English), french})
				}
			}
			want := tc.want
			if via == "Extract" {
				want = shifted(tc.want, len("see <URL:"))
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("%s: %s(%q) notes (-want +got):\n%s", tc.name, via, tc.in, d)
			}
		}
	}
}

// noteView is what TestSchemeNotes compares of a note.
type noteView struct {
	Code       parser.Code
	Offset     int
	Production string
	Found      string
	English    string
	French     string
}

// shifted returns notes with their offsets moved by d: Extract's are
// into the text it read.
func shifted(notes []noteView, d int) []noteView {
	var out []noteView
	for _, n := range notes {
		n.Offset += d
		out = append(out, n)
	}
	return out
}

// TestFixSchemeNotes checks that Fix's error carries the scheme's own
// notes, as Parse's does, at their offsets in Fix's input, also when
// Fix made edits before the error, and that Fix does not apply their
// advice.
func TestFixSchemeNotes(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "mail", Part: &mailPart{}, Notes: noPasswordNote}))
	if err != nil {
		t.Fatal(err)
	}
	note := func(off int) []noteView {
		return []noteView{{codeNoPassword, off, "mailurl", ":",
			`mailurl has no password: did you mean ";AUTH=", an authentication mechanism?`,
			"mailurl n'a pas de mot de passe : pour un mécanisme d'authentification, écrire « ;AUTH= »"}}
	}
	for _, tc := range []struct {
		name string
		in   string
		want []noteView
	}{
		{"as Parse", "mail://joe:pw@h/INBOX", note(10)},
		{"after an edit", "mail://j%oe:pw@h/INBOX", note(11)},
		{"inside the appendix's wrapper", "<URL:mail://joe:pw@h/INBOX>", note(15)},
		{"advice that does not get past the error", "mail://h:1|x", nil},
	} {
		fixed, err := p.Fix(tc.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Errorf("%s: Fix(%q) = %+v, %v, want a syntax error", tc.name, tc.in, fixed, err)
			continue
		}
		var got []noteView
		for _, n := range e.Notes {
			if strings.HasPrefix(string(n.Code), "test-") {
				french := strings.ReplaceAll(n.Message(grammar.French), "\u00a0", " ")
				got = append(got, noteView{n.Code, n.Offset, n.Production.Name, n.Found, n.Message(grammar.English), french})
			}
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s: Fix(%q) notes (-want +got):\n%s", tc.name, tc.in, d)
		}
		if strings.HasPrefix(tc.in, "mail:") && !strings.Contains(tc.in, "%") {
			// With no edit before it, Fix's error is Parse's.
			_, parseErr := p.Parse(tc.in)
			if d := cmp.Diff(parseErr, err); d != "" {
				t.Errorf("%s: Fix(%q)'s error differs from Parse's (-Parse +Fix):\n%s", tc.name, tc.in, d)
			}
		}
	}
}

// TestCheckNote checks that CheckNote says which rule a note that the
// parser drops breaks, and nothing of one that it adds.
func TestCheckNote(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "mail", Part: &mailPart{}, Notes: noPasswordNote}))
	if err != nil {
		t.Fatal(err)
	}
	mech := map[string]string{"mech": "X"}
	for _, tc := range []struct {
		name string
		in   string
		n    parser.SchemeNote
		want string
	}{
		{"advice that fixes the URL", "mail://joe:pw@h/INBOX", parser.SchemeNote{Code: codeNoPassword, Offset: 10, Args: map[string]string{"scheme": "mailurl"}, Old: ":", New: ";AUTH="}, ""},
		{"a note without advice", "mail://h:1x", parser.SchemeNote{Code: codeMechanism, Offset: 7, Args: mech}, ""},
		{"a code not registered", "mail://h:1x", parser.SchemeNote{Code: "test-mail-unknown", Offset: 7},
			"note test-mail-unknown: the code has no words in English (RegisterMessages)"},
		{"an argument missing", "mail://h:1x", parser.SchemeNote{Code: codeMechanism, Offset: 7},
			"note test-mail-mechanism: Args gives no value to {mech} of its words in English"},
		{"an offset outside the input", "mail://h:1x", parser.SchemeNote{Code: codeMechanism, Offset: 12, Args: mech},
			"note test-mail-mechanism: offset 12 is outside the input, of 11 bytes"},
		{"a negative offset", "mail://h:1x", parser.SchemeNote{Code: codeMechanism, Offset: -1, Args: mech},
			"note test-mail-mechanism: offset -1 is outside the input, of 11 bytes"},
		{"advice after the error", "mail://h:1xy", parser.SchemeNote{Code: codeMechanism, Offset: 11, Args: mech, Old: "y"},
			"note test-mail-mechanism: its advice is at offset 11, after the error's, 10"},
		{"advice on other text", "mail://h:1x", parser.SchemeNote{Code: codeMechanism, Offset: 9, Args: mech, Old: "2"},
			`note test-mail-mechanism: its advice replaces "2", but the input at offset 9 is "1"`},
		{"advice that does not get past the error", "mail://h:1|x", parser.SchemeNote{Code: codeMechanism, Offset: 8, Args: mech, Old: ":", New: ";AUTH="},
			`note test-mail-mechanism: its advice, ":" written ";AUTH=", does not get past the error: the input so edited, "mail://h;AUTH=1|x", is refused at offset 15, not past the error, at 15 in it`},
	} {
		_, perr := p.Parse(tc.in)
		var e *parser.Error
		if !errors.As(perr, &e) {
			t.Fatalf("%s: Parse(%q) = %v, want a syntax error", tc.name, tc.in, perr)
		}
		got := ""
		if err := p.CheckNote(tc.in, e, tc.n); err != nil {
			got = err.Error()
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s: CheckNote (-want +got):\n%s", tc.name, d)
		}
	}
	if err := p.CheckNote("mail://h", nil, parser.SchemeNote{}); err == nil {
		t.Error("CheckNote with no error = nil, want an error")
	}
}
