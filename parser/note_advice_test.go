package parser_test

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// adviceOf returns the input rewritten by the advice of note n, for each
// code whose note says how to write the input: the URL it names, or the
// text at its offset written as its words say ("write %5B", "a label
// does not start with "-"", "nothing follows its last "/""). A note that
// only explains (a reading, a later RFC) has no entry.
var adviceOf = map[parser.Code]func(in string, n parser.Note) []string{
	parser.NoteUnsafe:            escapeFound,
	parser.NoteLaterUnreserved:   escapeFound, // NoteUnsafe's advice
	parser.NoteUTF8:              escapeFound, // NoteUnsafe's advice
	parser.NoteSearchChar:        escapeFound,
	parser.NoteLoginEscape:       escapeFound,
	parser.NoteFragment:          escapeFound,
	parser.NoteFTPSemicolon:      escapeFound,
	parser.NoteProsperoSemicolon: escapeFound,
	parser.NoteEscape:            replaceAt("%", "%25"),
	parser.NoteTypeWithoutPath:   replaceAt("", "/"),
	parser.NoteSearchWithoutPath: replaceAt("", "/"),
	parser.NoteLabelHyphen:       replaceAt("-", ""),
	parser.NoteTrailingDot:       replaceAt(".", ""),
	parser.NoteEmptyLabel:        replaceAt(".", ""),
	parser.NoteArticleUnique:     replaceAt("", "unique"),
	parser.NoteTelnetPath:        func(in string, n parser.Note) []string { return []string{in[:n.Offset]} },
	parser.NoteURLWrapper: func(in string, _ parser.Note) []string {
		return []string{strings.TrimSuffix(in[len("<URL:"):], ">")}
	},
	parser.NoteSchemeSlashes:   args("url"),
	parser.NoteSchemeColon:     args("url"),
	parser.NoteEmptyPort:       args("url"),
	parser.NoteFilePath:        args("url"),
	parser.NoteFileDrive:       args("url"),
	parser.NoteFileHost:        args("url", "local"),
	parser.NoteFileLocalhost:   args("url"),
	parser.NoteNewsNNTP:        args("url"),
	parser.NoteNNTPGroup:       args("url"),
	parser.NoteWAISPath:        args("url"),
	parser.NoteAngleBrackets:   args("url"),
	parser.NoteSpaceAround:     args("url"),
	parser.NoteSchemeSpace:     args("url"),
	parser.NoteFullwidth:       args("url"),
	parser.NoteURLPrefix:       args("url"),
	parser.NoteLookalike:       args("url"),
	parser.NoteSentenceEnd:     args("url"),
	parser.NoteTextAfter:       args("url"),
	parser.NoteLineBreak:       args("url"),
	parser.NoteLineBreakHyphen: args("url", "other"),
	parser.NoteFileDriveBar:    args("url"),
	parser.NoteBackslash:       args("url"),
	parser.NoteFileWindows:     args("url"),
	parser.NotePortColons:      args("url"),
	parser.NoteHostSpace:       args("url"),
	parser.NoteQuoteMarks:      args("url"),
	parser.NoteHostEscape:      args("url"),
	parser.NoteGopherTab:       escapeFound, // NoteUnsafe's advice
	parser.NoteNoLogin:         args("url"),
	parser.NoteNewsServer:      args("url", "other"),
	parser.NoteDelimiterEdge:   args("url"),
	parser.NoteQuotation:       args("url"),
	parser.NoteSingleQuotes:    args("url"),
	parser.NoteNNTPSlash:       args("url"),
	parser.NoteTypeCase: func(in string, n parser.Note) []string {
		return []string{in[:n.Offset] + ";type=" + in[n.Offset+len(";type="):]}
	},
}

// escapeFound writes the text the note found escaped, byte by byte.
func escapeFound(in string, n parser.Note) []string {
	var b strings.Builder
	for i := 0; i < len(n.Found); i++ {
		fmt.Fprintf(&b, "%%%02X", n.Found[i])
	}
	return []string{in[:n.Offset] + b.String() + in[n.Offset+len(n.Found):]}
}

// replaceAt returns the advice that writes old, at the note's offset,
// as repl.
func replaceAt(old, repl string) func(string, parser.Note) []string {
	return func(in string, n parser.Note) []string {
		if !strings.HasPrefix(in[n.Offset:], old) {
			return []string{fmt.Sprintf("(no %q at %d)", old, n.Offset)}
		}
		return []string{in[:n.Offset] + repl + in[n.Offset+len(old):]}
	}
}

// args returns the advice that the note's arguments name.
func args(names ...string) func(string, parser.Note) []string {
	return func(_ string, n parser.Note) []string {
		var out []string
		for _, k := range names {
			out = append(out, n.Args[k])
		}
		return out
	}
}

// TestNoteAdviceParses checks the rule of the notes that say how to write
// the input: on an input with one mistake, each such note's advice,
// applied alone, makes a URL that Parse accepts. A note whose advice
// only gets past the error ("write %5B" in "ftp://[::1]/", which is then
// read as a user name) would mislead, and fails here.
func TestNoteAdviceParses(t *testing.T) {
	checked := map[parser.Code]bool{}
	for _, tc := range errorNoteCases {
		_, err := parser.Parse(tc.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			continue // TestErrorNotes reports it
		}
		for _, n := range e.Notes {
			advise, ok := adviceOf[n.Code]
			if !ok {
				continue
			}
			checked[n.Code] = true
			for _, fixed := range advise(tc.in, n) {
				if err := parser.Check(fixed); err != nil {
					t.Errorf("Parse(%q): the advice of %s, %q, is no URL: %v", tc.in, n.Code, fixed, err)
				}
			}
		}
	}
	for c := range adviceOf {
		if !checked[c] {
			t.Errorf("no case of errorNoteCases gives a note %s, whose advice is to check", c)
		}
	}
}

// TestAdviceNotesChecked checks that every note whose words say how to
// write the input has its advice in adviceOf, so that
// TestNoteAdviceParses checks it: a new "write ..." or "did you mean"
// note cannot go unchecked.
func TestAdviceNotesChecked(t *testing.T) {
	advises := regexp.MustCompile(`\b(write|did you mean|drop)\b|\{(url|local|escaped)`)
	for _, c := range parser.Codes() {
		en := parser.Template(c, grammar.English)
		if !strings.HasPrefix(string(c), "note-") || strings.HasPrefix(string(c), "note-fix-") || c == parser.NoteRelativeSlashes {
			continue // Fix's notes and ParseRelative's have tests of their own
		}
		if w := advises.FindString(en); w != "" {
			if _, ok := adviceOf[c]; !ok {
				t.Errorf("note %s says how to write the input (%q), and adviceOf has no rewrite for it: %s", c, w, en)
			}
		}
	}
}

// TestNoteURLAdviceParses checks the rule of the notes that name a URL
// ("did you mean", "write" and a whole URL) on inputs with more than
// one mistake, where TestNoteAdviceParses has one: the URL named must
// parse whole, not only get past the error. Windows paths ("file:C:\x")
// hold a second mistake, "\", after the missing "//"; the other inputs
// are errorNoteCases with a second mistake added after the first.
func TestNoteURLAdviceParses(t *testing.T) {
	inputs := []string{
		`file:C:\Users\joe`, `file:c:\x`, `file:C:\`, `file://C:\Users\joe`, `file:///C:\Users\joe`,
		`file:/C:\x`, `file:C:\x y`, `file:\\server\share`, `http:\\www.example.com\`,
		`file://c:80/x`, `file://d:/x`, `file://C|/x`, `file://C|\x`, `http:www.iec.ch\x`,
		`http:/www.ex ample.com`, `http://www.iec.ch::80/`, `"http://www.iec.ch/"`,
	}
	for _, tc := range twoMistakeCases {
		inputs = append(inputs, tc.in)
	}
	for _, tc := range errorNoteCases {
		for _, second := range []string{" x", `\x`, "%zz", "#a#b", "<>"} {
			inputs = append(inputs, tc.in+second)
		}
	}
	for _, in := range inputs {
		_, err := parser.Parse(in)
		var e *parser.Error
		if !errors.As(err, &e) {
			continue
		}
		for _, n := range e.Notes {
			for _, k := range []string{"url", "local"} {
				if u, ok := n.Args[k]; ok && parser.Check(u) != nil {
					t.Errorf("Parse(%q): the note %s names %q, which is no URL: %v", in, n.Code, u, parser.Check(u))
				}
			}
		}
	}
}
