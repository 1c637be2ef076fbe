package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// ruleForms maps each note that names a URL to its rule-only form, the
// note given where a second mistake makes that URL no URL.
var ruleForms = map[parser.Code]parser.Code{
	parser.NoteSchemeSlashes:   parser.NoteSchemeSlashesRule,
	parser.NoteAngleBrackets:   parser.NoteAngleBracketsRule,
	parser.NoteSchemeColon:     parser.NoteSchemeColonRule,
	parser.NoteEmptyPort:       parser.NoteEmptyPortRule,
	parser.NotePortColons:      parser.NotePortColonsRule,
	parser.NoteHostEscape:      parser.NoteHostEscapeRule,
	parser.NoteHostSpace:       parser.NoteHostSpaceRule,
	parser.NoteFilePath:        parser.NoteFilePathRule,
	parser.NoteFileDrive:       parser.NoteFileDriveRule,
	parser.NoteFileDriveBar:    parser.NoteFileDriveBarRule,
	parser.NoteBackslash:       parser.NoteBackslashRule,
	parser.NoteQuoteMarks:      parser.NoteQuoteMarksRule,
	parser.NoteSpaceAround:     parser.NoteSpaceAroundRule,
	parser.NoteSchemeSpace:     parser.NoteSchemeSpaceRule,
	parser.NoteFullwidth:       parser.NoteFullwidthRule,
	parser.NoteURLPrefix:       parser.NoteURLPrefixRule,
	parser.NoteLookalike:       parser.NoteLookalikeRule,
	parser.NoteLineBreak:       parser.NoteLineBreakRule,
	parser.NoteLineBreakHyphen: parser.NoteLineBreakRule,
	parser.NoteNewsNNTP:        parser.NoteNewsNNTPRule,
	parser.NoteNNTPGroup:       parser.NoteNNTPGroupRule,
	parser.NoteNoLogin:         parser.NoteNoLoginRule,
	parser.NoteNewsServer:      parser.NoteNoAuthority,
	parser.NoteDelimiterEdge:   parser.NoteDelimiterEdgeRule,
	parser.NoteQuotation:       parser.NoteQuotationRule,
	parser.NoteSingleQuotes:    parser.NoteSingleQuotesRule,
}

// wholeText are the notes about what section 5 alone makes of the whole
// text, which a second mistake changes: given only where section 5 would
// accept it all.
var wholeText = map[parser.Code]bool{parser.NoteCommonSyntax: true, parser.NoteSchemeProduction: true}

// withSecondMistake returns in with second written after its first
// mistake, at off: before the delimiters, whitespace and punctuation
// that end it (a closing """, "'" or ">" belongs around the URL, a "。"
// to the sentence); ok is false where the first mistake is the input's
// end or those delimiters themselves.
func withSecondMistake(in string, off int, second string) (string, bool) {
	at := len(strings.TrimRight(in, "\"'>\t\n 。，）"))
	if at <= off {
		return "", false
	}
	return in[:at] + second + in[at:], true
}

// TestNoteSurvivesSecondMistake checks that a later mistake does not
// silence the note of the first: on each case of errorNoteCases with a
// second mistake after its error, the error stays where it was, and
// each of the case's notes is still given, or, for a note that names a
// URL, which the second mistake makes no URL, its rule-only form. Two
// kinds of notes are let off: those about what section 5 alone makes of
// the whole text (wholeText), and, where the second mistake is a "\"
// that makes the text a Windows path, the notes that NoteFileWindows
// stands in for.
func TestNoteSurvivesSecondMistake(t *testing.T) {
	for _, tc := range errorNoteCases {
		for _, second := range []string{" x", `\x`, "%zz", "#a#b", "<>"} {
			in, ok := withSecondMistake(tc.in, tc.off, second)
			if !ok {
				continue
			}
			_, err := parser.Parse(in)
			var e *parser.Error
			if !errors.As(err, &e) || e.Offset != tc.off {
				t.Errorf("Parse(%q): %v, want the error at %d", in, err, tc.off)
				continue
			}
			for _, want := range tc.notes {
				if wholeText[want.Code] || second == `\x` && hasCode(e.Notes, parser.NoteFileWindows) {
					continue
				}
				if !hasNote(e.Notes, want) {
					t.Errorf("Parse(%q): no note %s at %d (nor its rule-only form): %v", in, want.Code, want.Offset, err)
				}
			}
		}
	}
}

// hasNote reports whether notes hold want, or its rule-only form, at
// want's offset.
func hasNote(notes []parser.Note, want note) bool {
	for _, n := range notes {
		if n.Offset == want.Offset && (n.Code == want.Code || n.Code == ruleForms[want.Code]) {
			return true
		}
	}
	return false
}

// hasCode reports whether notes hold a note of code c.
func hasCode(notes []parser.Note, c parser.Code) bool {
	for _, n := range notes {
		if n.Code == c {
			return true
		}
	}
	return false
}

// atTheEnd are the notes that name a URL only for an error at the
// input's end (a host with no "/" after it, a WAIS document with no
// path, an nntp group with a "/" and no number), after which no second mistake can come: they need no rule-only
// form, and TestNoteAtTheEnd holds them to the end.
var atTheEnd = map[parser.Code]bool{
	parser.NoteFileHost: true, parser.NoteFileLocalhost: true, parser.NoteWAISPath: true, parser.NoteNNTPSlash: true,
}

// escapesAll are the notes whose advice escapes every byte its
// production does not hold, so that a second mistake after the first is
// escaped with it, not left to make the advice no URL: they need no
// rule-only form.
var escapesAll = map[parser.Code]bool{parser.NoteFileWindows: true}

// TestNoteAtTheEnd checks that the notes of atTheEnd are given only for
// an error at the input's end: with text after it, they are not.
func TestNoteAtTheEnd(t *testing.T) {
	for _, tc := range errorNoteCases {
		for _, n := range tc.notes {
			if !atTheEnd[n.Code] {
				continue
			}
			if tc.off != len(tc.in) {
				t.Errorf("Parse(%q): %s for an error at %d, not at the end", tc.in, n.Code, tc.off)
			}
			in := tc.in + "%zz"
			_, err := parser.Parse(in)
			var e *parser.Error
			if errors.As(err, &e) && hasCode(e.Notes, n.Code) {
				t.Errorf("Parse(%q): %s, with text after the end it needs: %v", in, n.Code, err)
			}
		}
	}
}

// TestNotesNamingAURLHaveARuleForm checks that every note that names a
// URL in its text has a rule-only form in ruleForms, whose text names
// none: a new "did you mean" note cannot be dropped by a second
// mistake. Fix's notes and ParseRelative's are not Parse's.
func TestNotesNamingAURLHaveARuleForm(t *testing.T) {
	for _, c := range parser.Codes() {
		en := parser.Template(c, grammar.English)
		if !strings.HasPrefix(string(c), "note-") || strings.HasPrefix(string(c), "note-fix-") || !strings.Contains(en, "{url") {
			continue
		}
		rule, ok := ruleForms[c]
		if atTheEnd[c] || escapesAll[c] || c == parser.NoteSentenceEnd || c == parser.NoteTextAfter {
			// NoteTextAfter names the text before the error, which a
			// later mistake leaves a URL.
			// NoteSentenceEnd's error is in the punctuation that ends
			// the input, after the URL: a second mistake before it is
			// the error (withSecondMistake keeps the punctuation last).
			continue
		}
		if !ok {
			t.Errorf("note %s names a URL and has no rule-only form in ruleForms: %s", c, en)
			continue
		}
		for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
			if text := parser.Template(rule, lang); text == "" || strings.Contains(text, "{url") {
				t.Errorf("the rule-only form %s of %s names a URL, or has no text: %q", rule, c, text)
			}
		}
	}
}

// TestLoginEscapeRuleSaysTheFirstAt checks what the rule form of the
// login-escape note says of several "@": the first ends the login, as
// section 5's user and password hold none; never that the last does,
// as later parsers read it.
func TestLoginEscapeRuleSaysTheFirstAt(t *testing.T) {
	_, err := parser.Parse("ftp://a:b@c:d@h/")
	var e *parser.Error
	if !errors.As(err, &e) || !hasCode(e.Notes, parser.NoteLoginEscapeRule) {
		t.Fatalf("no %s on ftp://a:b@c:d@h/: %v", parser.NoteLoginEscapeRule, err)
	}
	if msg := e.Error(); !strings.Contains(msg, `the first "@" ends the login`) || strings.Contains(msg, "last") {
		t.Errorf("the error reads %q", msg)
	}
}
