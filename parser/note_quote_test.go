package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestNotesQuoteTheInput checks that a terminal control in the input
// reaches no text of its error: a program that prints a parse error
// prints nothing of its input that a terminal acts on. The notes that
// repeat the input as a suggestion ("did you mean ...?") are not given
// for it, as the URL they would name holds the control and is no URL;
// ParseRelative's, which names a reference, quotes it.
func TestNotesQuoteTheInput(t *testing.T) {
	const ctl = "\x1b]0;PWNED\a\u202e\x7f"
	for _, tc := range []struct {
		input string
		code  parser.Code
		given bool
	}{
		{"http//h/" + ctl, parser.NoteSchemeColon, false},
		{"<http://h/" + ctl + ">", parser.NoteAngleBrackets, false},
		{"file://h=x" + ctl, parser.NoteFilePath, false},
		{"//h//x" + ctl, parser.NoteRelativeSlashes, true},
	} {
		var err error
		if tc.code == parser.NoteRelativeSlashes {
			_, err = parser.ParseRelative(tc.input)
		} else {
			_, err = parser.Parse(tc.input)
		}
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Errorf("%q: no error", tc.input)
			continue
		}
		found := false
		for _, n := range e.Notes {
			found = found || n.Code == tc.code
		}
		if found != tc.given {
			t.Errorf("%q: note %s given %v, want %v: %v", tc.input, tc.code, found, tc.given, err)
		}
		for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
			if msg := e.Text(lang); strings.ContainsAny(msg, "\x1b\a\u202e\x7f") {
				t.Errorf("%q: the error's text holds a control of the input: %q", tc.input, msg)
			}
		}
	}
}

// TestNotesCiteTheAppendix checks that no note cites an "appendix A" of
// RFC 1738, which has one appendix, unlettered ("APPENDIX:
// Recommendations for URLs in Context"), that the note about "<URL:"
// cites it by its title, in English and in French, and that the note on
// whitespace around a URL does not: the appendix speaks of whitespace
// added inside a URL to break it across lines, not around it.
func TestNotesCiteTheAppendix(t *testing.T) {
	for _, c := range parser.Codes() {
		if !strings.HasPrefix(string(c), "note-") {
			continue
		}
		for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
			text := parser.Template(c, lang)
			if l := strings.ToLower(text); strings.Contains(l, "appendix a") || strings.Contains(l, "annexe a") {
				t.Errorf("%s cites a lettered appendix: %s", c, text)
			}
			if c == parser.NoteURLWrapper && !strings.Contains(text, "Recommendations for URLs in Context") {
				t.Errorf("%s does not cite RFC 1738's appendix by its title: %s", c, text)
			}
			if (c == parser.NoteSpaceAround || c == parser.NoteSpaceAroundRule) && strings.Contains(text, "Recommendations for URLs in Context") {
				t.Errorf("%s cites the appendix, whose whitespace breaks long URLs across lines: %s", c, text)
			}
		}
	}
}
