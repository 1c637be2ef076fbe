package parser_test

import (
	"errors"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// TestScriptNotes checks the notes for characters of other keyboards
// and scripts where they meet other mistakes: each note that names a
// URL names one Parse accepts (a "did you mean" on a scheme a character
// hid was once checked by the generic syntax alone), the code expected
// is given, and the IDN note only where a name is of another script.
func TestScriptNotes(t *testing.T) {
	for _, tc := range []struct {
		in        string
		want, not parser.Code
		wantURL   string
	}{
		{"httр:/www.iec.ch/", parser.NoteLookalikeRule, parser.NoteLookalike, ""},
		{"http：/www.iec.ch/", parser.NoteFullwidthRule, parser.NoteFullwidth, ""},
		{"httр://www.iec.ch/", parser.NoteLookalike, "", "http://www.iec.ch/"},
		{"http://сахар.com/", parser.NoteIDNHost, parser.NoteLookalike, ""}, // a Cyrillic word
		{"http://www.iеc.ch/。", parser.NoteLookalike, parser.NoteIDNHost, "http://www.iec.ch/"},
		{"http://www.iec.ch/（a）", parser.NoteFullwidth, "", "http://www.iec.ch/(a)"}, // the URL's own ")"
		{"http://www.iec.ch/ａ）。", parser.NoteFullwidth, "", "http://www.iec.ch/a"},
		// Chinese and Japanese text glued to the URL, or after its "。".
		{"http://www.iec.ch/了解更多", parser.NoteTextAfter, "", "http://www.iec.ch/"},
		{"mailto:joe@iec.chまで", parser.NoteTextAfter, "", "mailto:joe@iec.ch"},
		{"http://www.iec.ch/。詳しくは", parser.NoteTextAfter, "", "http://www.iec.ch/"},
		{"http://www.iec.ch/ 了解更多", parser.NoteTextAfter, "", "http://www.iec.ch/"},
	} {
		_, err := parser.Parse(tc.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %v, want a syntax error", tc.in, err)
			continue
		}
		got := map[parser.Code]string{}
		for _, n := range e.Notes {
			got[n.Code] = n.Args["url"]
			if u, ok := n.Args["url"]; ok {
				if err := parser.Check(u); err != nil {
					t.Errorf("Parse(%q): %s advises %q, no URL: %v", tc.in, n.Code, u, err)
				}
			}
		}
		if u, ok := got[tc.want]; !ok || u != tc.wantURL {
			t.Errorf("Parse(%q): %s with %q: got %v", tc.in, tc.want, tc.wantURL, got)
		}
		if _, ok := got[tc.not]; ok && tc.not != "" {
			t.Errorf("Parse(%q): %s given: %v", tc.in, tc.not, err)
		}
	}
}

// TestTextAfterNames checks that the reading "the URL ends before this
// space" is not offered where the words after it most likely go on a
// name with spaces, which the URL holds escaped.
func TestTextAfterNames(t *testing.T) {
	for _, in := range []string{
		"http://www.iec.ch/New York City",
		"http://www.iec.ch/Los Angeles",
		"ftp://ftp.iec.ch/pub/a b c",
		"gopher://spinaltap.micro.umn.edu/00/Weather/California/Los Angeles County",
		"https://e x a m p l e.com?check", // a host typed with spaces
		"http://www.iec。ch/a b",           // a full-width dot inside a host
	} {
		_, err := parser.Parse(in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %v, want a syntax error", in, err)
			continue
		}
		for _, n := range e.Notes {
			if n.Code == parser.NoteTextAfter {
				t.Errorf("Parse(%q): %s, %q: a name's first word taken for the URL's end", in, n.Code, n.Args["url"])
			}
		}
	}
}
