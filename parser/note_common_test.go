package parser_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestCommonNoteAdvice checks the notes that say how to rewrite a common
// mistake: each fires, its rewrite is the one given, and the rewrite
// parses; the notes that give no rewrite fire at their offset.
func TestCommonNoteAdvice(t *testing.T) {
	for _, tc := range []struct {
		in   string
		code parser.Code
		off  int
		args map[string]string // the note's arguments; "url" and "local" must parse
	}{
		{"http:www.iec.ch", parser.NoteSchemeSlashes, 5, map[string]string{"url": "http://www.iec.ch"}},
		{"http:/www.iec.ch", parser.NoteSchemeSlashes, 5, map[string]string{"url": "http://www.iec.ch"}},
		{"file:/etc/motd", parser.NoteSchemeSlashes, 5, map[string]string{"url": "file:///etc/motd"}},
		// A file URL's host is most often empty: the path etc/motd, not a host etc.
		{"file:etc/motd", parser.NoteSchemeSlashes, 5, map[string]string{"url": "file:///etc/motd"}},
		{"file:c:/x", parser.NoteSchemeSlashes, 5, map[string]string{"url": "file:///c:/x"}},
		{"http://www.iec.ch:/", parser.NoteEmptyPort, 17, map[string]string{"url": "http://www.iec.ch/"}},
		{"http://www.iec.ch:", parser.NoteEmptyPort, 17, map[string]string{"url": "http://www.iec.ch"}},
		{"file://host.example.org", parser.NoteFileHost, 23, map[string]string{"url": "file://host.example.org/", "local": "file:///host.example.org"}},
		{"file://README.md", parser.NoteFileHost, 16, map[string]string{"url": "file://README.md/", "local": "file:///README.md"}},
		{"nntp://news.iso.org/42", parser.NoteNNTPGroup, 20, map[string]string{"url": "nntp://news.iso.org/group/42"}},
		{"wais://h/db/t", parser.NoteWAISPath, 13, map[string]string{"url": "wais://h/db/t/wpath"}},
		{"http://www.iec.ch/ ", parser.NoteSpaceAround, 18, map[string]string{"url": "http://www.iec.ch/"}},
		{"mailto: joe@iec.ch", parser.NoteSchemeSpace, 7, map[string]string{"url": "mailto:joe@iec.ch"}},
		{"mailto:joe@iec.ch, thanks", parser.NoteTextAfter, 17, map[string]string{"url": "mailto:joe@iec.ch"}}, // the sentence's "," goes too
		{"http://www.iec.ch, for more", parser.NoteTextAfter, 17, map[string]string{"url": "http://www.iec.ch"}},
		{"http://www.iec.ch/a). And so on", parser.NoteTextAfter, 19, map[string]string{"url": "http://www.iec.ch/a"}},                                  // a ")" that closes no "("
		{"http://en.wikipedia.org/wiki/URL_(a). And so on", parser.NoteTextAfter, 36, map[string]string{"url": "http://en.wikipedia.org/wiki/URL_(a)"}}, // the URL's own pair                   // found at the ","
		{"wais://wais.iec.ch/db?了解", parser.NoteTextAfter, 22, map[string]string{"url": "wais://wais.iec.ch/db?"}},                                      // a search, not the sentence's "?"
		{"ftp://ftp.iec.ch/a;type=i for details", parser.NoteTextAfter, 25, map[string]string{"url": "ftp://ftp.iec.ch/a;type=i"}},                      // nothing goes on with a type code
		{"http://www.iec.ch/ : voir", parser.NoteTextAfter, 18, map[string]string{"url": "http://www.iec.ch/"}},
		{"http://www.iec.ch/index.html for more", parser.NoteTextAfter, 28, map[string]string{"url": "http://www.iec.ch/index.html"}},
		{"httр://gοοgle.com/", parser.NoteLookalike, 3, map[string]string{"latin": "p", "url": "http://google.com/"}},
		{"http://www.iec.ch/ａ。", parser.NoteFullwidth, 18, map[string]string{"ascii": "a", "url": "http://www.iec.ch/a"}}, // the "。" is the sentence's
		{"http://www.iec.ch/）。", parser.NoteSentenceEnd, 18, map[string]string{"url": "http://www.iec.ch/"}},
		{"http://www．iec．ch/", parser.NoteFullwidth, 10, map[string]string{"ascii": ".", "url": "http://www.iec.ch/"}},
		{"http://www.iec。ch／a", parser.NoteFullwidth, 14, map[string]string{"ascii": ".", "url": "http://www.iec.ch/a"}},
		{"http：//www.iec.ch/", parser.NoteFullwidth, 4, map[string]string{"ascii": ":", "url": "http://www.iec.ch/"}},
		{"news:  comp.os.unix", parser.NoteSchemeSpace, 5, map[string]string{"url": "news:comp.os.unix"}},
		{"\t http://www.iec.ch/\r\n", parser.NoteSpaceAround, 0, map[string]string{"url": "http://www.iec.ch/"}},
		{"<http://www.iec.ch/", parser.NoteDelimiterEdge, 0, map[string]string{"url": "http://www.iec.ch/"}},
		{"(http://www.iec.ch/).", parser.NoteQuotation, 0, map[string]string{"url": "http://www.iec.ch/"}}, // the sentence's "." goes with the ")"
		{"“http://www.iec.ch/”,", parser.NoteQuotation, 0, map[string]string{"url": "http://www.iec.ch/"}},
		{"(http://en.wikipedia.org/wiki/URL_(disambiguation))", parser.NoteQuotation, 0, map[string]string{"url": "http://en.wikipedia.org/wiki/URL_(disambiguation)"}},
		{"<URL:http://www.iec.ch/", parser.NoteDelimiterEdge, 0, map[string]string{"url": "http://www.iec.ch/"}},
		{"http://www.iec.ch/”", parser.NoteQuotation, 18, map[string]string{"url": "http://www.iec.ch/"}},
		{"http://www.iec.ch/»", parser.NoteQuotation, 18, map[string]string{"url": "http://www.iec.ch/"}},
		// Marks nested, and the sentence's punctuation after the closing one.
		{"(http://h/).”", parser.NoteQuotation, 0, map[string]string{"url": "http://h/"}},
		{"\"(http://h/)\".", parser.NoteQuotation, 0, map[string]string{"url": "http://h/"}},
		{"(<http://h/>).", parser.NoteQuotation, 0, map[string]string{"url": "http://h/"}},
		{"http://h/>.", parser.NoteDelimiterEdge, 9, map[string]string{"url": "http://h/"}},
		{"\"http://h/\",", parser.NoteDelimiterEdge, 0, map[string]string{"url": "http://h/"}},
		{"<URL:http://h/>.", parser.NoteDelimiterEdge, 0, map[string]string{"url": "http://h/"}},
		{"(http://h/URL_(x)).", parser.NoteQuotation, 0, map[string]string{"url": "http://h/URL_(x)"}},
		{"C:\\Users\\a.txt", parser.NoteFileWindows, 0, map[string]string{"path": `C:\Users\a.txt`, "url": "file:///C:/Users/a.txt"}},
		// What a Windows name holds freely and a file URL's path only escaped.
		{"C:\\Program Files\\a#1;b%.txt", parser.NoteFileWindows, 0, map[string]string{"path": `C:\Program Files\a#1;b%.txt`, "url": "file:///C:/Program%20Files/a%231%3Bb%25.txt"}},
		{"C:\\100%20\\x.txt", parser.NoteFileWindows, 0, map[string]string{"path": `C:\100%20\x.txt`, "url": "file:///C:/100%2520/x.txt"}}, // a file name's "%" is a character
		{"file://localhost/C:\\a", parser.NoteFileWindows, 17, map[string]string{"path": `C:\a`, "url": "file://localhost/C:/a"}},
		{"file://host/C:\\a\\b", parser.NoteFileWindows, 12, map[string]string{"path": `C:\a\b`, "url": "file://host/C:/a/b"}},
		{"file:///C:\\a%41 b", parser.NoteFileWindows, 8, map[string]string{"path": `C:\a%41 b`, "url": "file:///C:/a%41%20b"}},
		{"news:@news.iso.org", parser.NoteArticleUnique, 5, nil},
		{"file://localhost", parser.NoteFileLocalhost, 16, map[string]string{"url": "file://localhost/"}},
		{"news:comp.os/123", parser.NoteNewsNNTP, 12, map[string]string{"url": "nntp://host/comp.os/123"}},
		{"file://LocalHost", parser.NoteFileLocalhost, 16, map[string]string{"url": "file://LocalHost/"}},
		{"http://[::1]:8080/", parser.NoteIPv6Host, 7, nil},
		{"news:comp.os.unix/123", parser.NoteNewsGroup, 17, nil},
		{"news:123abc", parser.NoteNewsGroup, 5, nil},
		{"ftp://h.example.org/a;b", parser.NoteFTPSemicolon, 21, nil},
		{"telnet://h/path", parser.NoteTelnetPath, 11, nil},
		{"ftp://ftp.iec.ch:/pub", parser.NoteEmptyPort, 16, map[string]string{"url": "ftp://ftp.iec.ch/pub"}},
		{"telnet://h:/", parser.NoteEmptyPort, 10, map[string]string{"url": "telnet://h/"}},
		{"gopher://h:70/0a\tb", parser.NoteGopherTab, 16, nil},
		{"gopher://h/1sel\tq\t+", parser.NoteGopherTab, 15, nil},
		{"file:///c|/x", parser.NoteFileDriveBar, 9, map[string]string{"drive": "c:", "url": "file:///c:/x"}},
		{"file://host/C|/x", parser.NoteFileDriveBar, 13, map[string]string{"drive": "C:", "url": "file://host/C:/x"}},
		{"http://ex%41mple.com/", parser.NoteHostEscape, 9, map[string]string{"decoded": "A", "url": "http://exAmple.com/"}},
		{"http://www%2Eexample%2Ecom/", parser.NoteHostEscape, 10, map[string]string{"decoded": ".", "url": "http://www.example.com/"}},
		{"ftp://%5B2001:db8::1%5D/pub", parser.NoteIPv6Host, 6, nil},
		{"http:///path", parser.NoteHostMissing, 7, map[string]string{"scheme": "httpurl", "rfc": "RFC 1738", "section": "3.3", "rule": `httpurl = "http://" hostport [ "/" hpath [ "?" search ]]`}},
		{"news:*.os", parser.NoteNewsStar, 5, nil},
		{"http://www.example.com\\path", parser.NoteBackslash, 22, map[string]string{"url": "http://www.example.com/path"}},
		{"http://h.example.org\\a\\b", parser.NoteBackslash, 20, map[string]string{"url": "http://h.example.org/a/b"}},
		{"javascript://comment%0Aalert(1)", parser.NoteCommonSyntax, 11, nil},
	} {
		_, err := parser.Parse(tc.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %v, want a *parser.Error", tc.in, err)
			continue
		}
		var n *parser.Note
		for i := range e.Notes {
			if e.Notes[i].Code == tc.code {
				n = &e.Notes[i]
			}
		}
		if n == nil {
			t.Errorf("Parse(%q): no note %s in %v", tc.in, tc.code, err)
			continue
		}
		if n.Offset != tc.off {
			t.Errorf("Parse(%q): note %s at %d, want %d", tc.in, tc.code, n.Offset, tc.off)
		}
		if d := cmp.Diff(tc.args, n.Args); d != "" {
			t.Errorf("Parse(%q): note %s arguments (-want +got):\n%s", tc.in, tc.code, d)
		}
		for _, k := range []string{"url", "local"} {
			if u, ok := n.Args[k]; ok {
				if _, err := parser.Parse(u); err != nil {
					t.Errorf("Parse(%q): the note's %s %q does not parse: %v", tc.in, k, u, err)
				}
			}
		}
	}
}

// TestFTPSemicolonEscaped checks the advice of note-ftp-semicolon, which
// names no rewrite: with the ";" written %3B, the URL parses.
func TestFTPSemicolonEscaped(t *testing.T) {
	if _, err := parser.Parse("ftp://h.example.org/a%3Bb"); err != nil {
		t.Errorf("the escaped path does not parse: %v", err)
	}
}
