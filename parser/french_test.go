package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestFrenchSyntaxMessage checks the one French sentence of a syntax
// error, « on trouve « x » alors qu'on attendait … », with no inverted
// subject and so no participle to agree, and its typography: a no-break
// space inside « » and before ":" and ";", none in the source's words.
func TestFrenchSyntaxMessage(t *testing.T) {
	const nb = "\u00a0"
	for _, tc := range []struct{ input, want string }{
		{"http://host:80x/", "on trouve «" + nb + "x" + nb + "» alors qu'on attendait un chiffre, «" + nb + "/" + nb + "» ou la fin de l'URL"},
		{"http:/", "l'URL s'arrête alors qu'on attendait «" + nb + "/" + nb + "»"},
		{"http://-a", "on trouve «" + nb + "-" + nb + "» alors qu'on attendait une lettre ou un chiffre"},
		{"http://a:", "l'URL s'arrête alors qu'on attendait un chiffre"},
	} {
		_, err := parser.Parse(tc.input)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Fatalf("Parse(%q) = %v, want an *Error", tc.input, err)
		}
		if got := e.Message(grammar.French); got != tc.want {
			t.Errorf("Parse(%q): Message(French) = %q, want %q", tc.input, got, tc.want)
		}
		if got, want := e.Message(grammar.French), parser.FoundExpected(e.Found, e.Expected, e.End, grammar.French); got != want {
			t.Errorf("Parse(%q): Message(French) = %q, FoundExpected = %q", tc.input, got, want)
		}
		if got, want := e.Message(grammar.English), parser.FoundExpected(e.Found, e.Expected, e.End, grammar.English); got != want {
			t.Errorf("Parse(%q): Message(English) = %q, FoundExpected = %q", tc.input, got, want)
		}
		text := e.Text(grammar.French)
		if !strings.HasPrefix(text, "position ") || !strings.Contains(text, ", ") {
			t.Errorf("Parse(%q): Text(French) = %q, want « position N, production : … »", tc.input, text)
		}
		for _, plain := range []string{"« ", " »", " :", " ;", " ?", " !"} {
			if strings.Contains(text, plain) {
				t.Errorf("Parse(%q): Text(French) has %q with a plain space: %q", tc.input, plain, text)
			}
		}
	}
	var none parser.ByteSet
	if got, want := parser.FoundExpected("x", none, false, grammar.French), "on trouve «"+nb+"x"+nb+"» alors qu'on n'attendait rien"; got != want {
		t.Errorf("FoundExpected(nothing) = %q, want %q", got, want)
	}
	if got, want := parser.FoundExpected("", none, true, grammar.French), "l'URL s'arrête alors qu'on attendait la fin de l'URL"; got != want {
		t.Errorf("FoundExpected(end) = %q, want %q", got, want)
	}
}

// TestFrenchTypography checks that every French text of the catalogue,
// rendered, follows French typography, while its source keeps plain
// spaces, and that no diagnostic asks the reader a question.
func TestFrenchTypography(t *testing.T) {
	for _, c := range parser.Codes() {
		if c == parser.CodeSyntax || c == parser.CodeText {
			continue
		}
		tmpl := parser.Template(c, grammar.French)
		if strings.Contains(tmpl, "\u00a0") {
			t.Errorf("%s: the template has a no-break space; write a plain one, the output gets it", c)
		}
		if strings.Contains(tmpl, "vouliez-vous") || strings.HasSuffix(tmpl, "?") {
			t.Errorf("%s: a diagnostic is impersonal, it asks no question: %s", c, tmpl)
		}
		if strings.Contains(tmpl, "  ") {
			t.Errorf("%s: a doubled space: %q", c, tmpl)
		}
		e := &parser.Error{Code: c, Found: "x"}
		msg := e.Message(grammar.French)
		for _, plain := range []string{"« ", " »", " :", " ;", " ?", " !"} {
			if strings.Contains(msg, plain) {
				t.Errorf("%s: Message(French) has %q with a plain space: %q", c, plain, msg)
			}
		}
	}
}
