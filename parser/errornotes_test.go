package parser_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestErrorNotes checks the notes that explain a syntax error: where
// another reading of the input got stuck, or how to write what was
// found. Each note has its own offset and production, and Error prints
// it after the error's citation.
func TestErrorNotes(t *testing.T) {
	tested := map[parser.Code]bool{}
	for _, tc := range slices.Concat(errorNoteCases, twoMistakeCases) {
		_, err := parser.Parse(tc.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Fatalf("Parse(%q): %v, want a *parser.Error", tc.in, err)
		}
		var got []note
		for _, n := range e.Notes {
			got = append(got, note{n.Code, n.Offset, n.Production.Name})
			if want := fmt.Sprintf("; note: offset %d: %s: %s", n.Offset, n.Production.Name, n.Message(grammar.English)); !strings.Contains(err.Error(), want) {
				t.Errorf("Parse(%q): Error() = %q does not print the note %q", tc.in, err.Error(), want)
			}
		}
		if e.Offset != tc.off {
			t.Errorf("Parse(%q): offset %d, want %d", tc.in, e.Offset, tc.off)
		}
		if d := cmp.Diff(tc.notes, got); d != "" {
			t.Errorf("Parse(%q) notes (-want +got):\n%s\n%v", tc.in, d, err)
		}
		for _, n := range tc.notes {
			tested[n.Code] = true
		}
	}
	// A note of RFC 1808's grammar, given by ParseRelative.
	if _, err := parser.ParseRelative("//a//b"); err != nil {
		var e *parser.Error
		if errors.As(err, &e) && len(e.Notes) == 1 && e.Notes[0].Code == parser.NoteRelativeSlashes && e.Notes[0].Offset == 4 {
			tested[parser.NoteRelativeSlashes] = true
		} else {
			t.Errorf(`ParseRelative("//a//b"): %v, want note-relative-slashes at 4`, err)
		}
	}
	// The notes of Fix's errors, which parser's TestFixRefusalNotes
	// holds at their offsets.
	for in, code := range map[string]parser.Code{`http://h/a\b`: parser.NoteFixBackslash, "http://h/a\tb": parser.NoteFixRemoved} {
		_, err := parser.Fix(in)
		var e *parser.Error
		if errors.As(err, &e) && len(e.Notes) == 1 && e.Notes[0].Code == code {
			tested[code] = true
		} else {
			t.Errorf("Fix(%q): %v, want the note %s", in, err, code)
		}
	}
	for _, c := range parser.Codes() {
		if strings.HasPrefix(string(c), "note-") && !tested[c] {
			t.Errorf("no case gives a note %s", c)
		}
	}
}

// note is a note as TestErrorNotes compares it.
type note struct {
	Code       parser.Code
	Offset     int
	Production string
}

// errorNoteCases are inputs with the notes Parse gives them: each with
// one mistake, so that the advice of each note, applied alone, makes a
// URL (TestNoteAdviceParses).
var errorNoteCases = []struct {
	in    string
	off   int // the error's offset
	notes []note
}{
	// Read as host and port, "host:80" stops at the "x" (13); the
	// parser reads on as a user and a password, which stop at the
	// "/" (14), where no "@" came.
	{"ftp://host:80x/", 14, []note{{parser.NotePortReading, 13, "port"}}},
	{"foo://host:abc/", 14, []note{{parser.NotePortReading, 11, "port"}, {parser.NoteCommonSyntax, 4, "schemepart"}}},
	// Read as a host, "h" stops at the "?" (8); read as a user name,
	// "h?q" waits for its "@" at the end.
	{"x-ip://h?q", 10, []note{{parser.NoteHostReading, 8, "host"}, {parser.NoteCommonSyntax, 5, "schemepart"}}},
	// ";type=" where the "/" of the path could have stood.
	{"ftp://h;type=a", 14, []note{{parser.NoteTypeWithoutPath, 7, "ftpurl"}}},
	// The "." at 17 ends the hostname.
	{"x-ip://www.iec.ch.", 18, []note{{parser.NoteTrailingDot, 17, "hostname"}, {parser.NoteCommonSyntax, 5, "schemepart"}}},
	{"http://www.iec.ch.", 18, []note{{parser.NoteTrailingDot, 17, "hostname"}}},
	// The "-" at 8 ends the only label, which could be the toplabel.
	{"http://a-/", 9, []note{{parser.NoteLabelHyphen, 8, "toplabel"}}},
	// The last label "1" starts with a digit.
	{"http://h.1/", 10, []note{{parser.NoteToplabelDigit, 9, "toplabel"}}},
	{"http://9lives", 13, []note{{parser.NoteToplabelDigit, 7, "toplabel"}}},
	// Three numbers make no hostnumber.
	{"http://1.2.3/", 12, []note{{parser.NoteHostnumberParts, 7, "hostnumber"}}},
	// httpurl has no login: the "@" would end one.
	// Section 3.3 says so in words, which the note after it quotes.
	{"http://u@h/", 8, []note{{parser.NoteNoLogin, 8, "httpurl"}, {parser.NoteNoLoginSaid, 8, "httpurl"}}},
	{"http://u:p@h/", 9, []note{{parser.NoteNoLogin, 10, "httpurl"}, {parser.NoteNoLoginSaid, 10, "httpurl"}}},
	// gopherurl has no login either, and its section says nothing of it.
	{"gopher://u@h/", 10, []note{{parser.NoteNoLogin, 10, "gopherurl"}}},
	// newsurl names no server: "//host/comp.lang" reads as an
	// article, which ends with "@" and a host; but a file URL's
	// "//" is its own.
	{"news://host/comp.lang", 21, []note{{parser.NoteNewsServer, 5, "newsurl"}}},
	{"news://host", 11, []note{{parser.NoteNoAuthority, 5, "newsurl"}}},
	{"news://host/comp.os/12", 22, []note{{parser.NoteNoAuthority, 5, "newsurl"}}}, // no news URL without the server
	// "file://name": the name is a host, which "/" follows; the note
	// gives "file:///name", a file here, second, as another URL.
	{"file://h", 8, []note{{parser.NoteFileHost, 8, "fileurl"}}},
	{"file://node.gypi", 16, []note{{parser.NoteFileHost, 16, "fileurl"}}},
	{"file://host.example.org", 23, []note{{parser.NoteFileHost, 23, "fileurl"}}},
	{"file://localhost", 16, []note{{parser.NoteFileLocalhost, 16, "fileurl"}}},
	{"http://bücher.de/", 8, []note{{parser.NoteHostChar, 8, "hostname"}, {parser.NoteIDNHost, 8, "host"}}},
	// A character outside ASCII: its escapes are its bytes in UTF-8,
	// which RFC 1738 does not name; a byte that is no UTF-8 is
	// escaped alone.
	{"http://h/bücher", 10, []note{{parser.NoteUnsafe, 10, "httpurl"}, {parser.NoteUTF8, 10, "httpurl"}}},
	{"http://www.iec.ch/café", 21, []note{{parser.NoteUnsafe, 21, "httpurl"}, {parser.NoteUTF8, 21, "httpurl"}}},
	{"http://h/caf\xe9", 12, []note{{parser.NoteUnsafe, 12, "httpurl"}}},
	{"news:comp.os/123", 16, []note{{parser.NoteNewsGroup, 12, "group"}, {parser.NoteNewsNNTP, 12, "group"}, {parser.NoteSchemeProduction, 5, "newsurl"}}},
	// Not a host: only the file here.
	{"file://h=x", 8, []note{{parser.NoteFilePath, 7, "fileurl"}, {parser.NoteHostChar, 8, "hostname"}}},
	{"file://.flake8", 7, []note{{parser.NoteFilePath, 7, "fileurl"}}},
	// A port where the production has none.
	{"file://host:21/x", 11, []note{{parser.NoteNoPort, 11, "fileurl"}}},
	// A drive letter where the host goes: not also a port.
	{"file://C:/x", 8, []note{{parser.NoteFileDrive, 7, "fileurl"}}},
	// A port that goes on with a letter, where "/" or the end could
	// also come: the error names httpurl, the note the port.
	{"http://host:80x/", 14, []note{{parser.NotePortDigits, 14, "port"}}},
	// A scheme name without its ":", and no scheme at all.
	{"http//host", 4, []note{{parser.NoteSchemeColon, 4, "scheme"}}},
	{"www.example.com", 15, []note{{parser.NoteNoScheme, 0, "scheme"}}},
	// The "//" after the ":" left out, or one "/" of it; a "/" that
	// is there stays the path's in a file URL.
	{"http:www.iec.ch", 5, []note{{parser.NoteSchemeSlashes, 5, "httpurl"}, {parser.NoteSchemeProduction, 5, "httpurl"}}},
	{"http:/www.iec.ch", 6, []note{{parser.NoteSchemeSlashes, 5, "httpurl"}, {parser.NoteSchemeProduction, 5, "httpurl"}}},
	{"file:/etc/motd", 6, []note{{parser.NoteSchemeSlashes, 5, "fileurl"}, {parser.NoteSchemeProduction, 5, "fileurl"}}},
	// With a second mistake, no way of writing the "//" makes a URL:
	// the rule alone.
	{"http:www.iec.ch/a b", 5, []note{{parser.NoteSchemeSlashesRule, 5, "httpurl"}}},
	// Of the ways to write the "//", one that makes a valid URL.
	{"file:c:/path/to/file", 5, []note{{parser.NoteSchemeSlashes, 5, "fileurl"}, {parser.NoteSchemeProduction, 5, "fileurl"}}},
	// "//" is data to mailto, not its syntax. Section 5 alone would
	// read "mailto:" as an otherurl: the error rests on the reading
	// that "mailto" picks mailtourl.
	{"mailto:", 7, []note{{parser.NoteSchemeProduction, 7, "mailtourl"}}},
	// A ":" with no port; an IPv6 host of RFC 2732.
	{"http://www.iec.ch:/", 18, []note{{parser.NoteEmptyPort, 17, "port"}}},
	{"http://www.iec.ch:", 18, []note{{parser.NoteEmptyPort, 17, "port"}}},
	// A ":" before another URL's "//": no advice to drop it.
	{"http://a.jphttp://b.jp", 16, nil},
	{"http://[::1]:8080/", 7, []note{{parser.NoteIPv6Host, 7, "host"}}},
	// In a scheme with a login, where "[" could be escaped in a user
	// name: no escape makes "[...]" a host, so no "write %5B".
	{"ftp://[2001:db8::1]/pub", 6, []note{{parser.NoteIPv6Host, 6, "host"}}},
	{"telnet://[::1]/", 9, []note{{parser.NoteIPv6Host, 9, "host"}}},
	// A "[" with no "]" after it is a character of a user name.
	{"ftp://a[b@h/", 7, []note{{parser.NoteHostChar, 7, "hostname"}, {parser.NoteUnsafe, 7, "ftpurl"}}},
	// News text that is no group, nor an article for want of "@".
	{"news:comp.os.unix/123", 21, []note{{parser.NoteNewsGroup, 17, "group"}, {parser.NoteNewsNNTP, 17, "group"}, {parser.NoteSchemeProduction, 5, "newsurl"}}},
	{"news:123abc", 11, []note{{parser.NoteNewsGroup, 5, "group"}, {parser.NoteSchemeProduction, 5, "newsurl"}}},
	// A ";" in an FTP path that starts no ";type=".
	{"ftp://h.example.org/a;b", 22, []note{{parser.NoteFTPSemicolon, 21, "fsegment"}}},
	{"prospero://h/a;b", 16, []note{{parser.NoteProsperoSemicolon, 14, "psegment"}}},
	{"prospero://h/a;b;c=d", 16, []note{{parser.NoteProsperoSemicolon, 14, "psegment"}}},
	{"prospero://h/a;x=1;b", 20, nil}, // the ";" may be the value's
	// A type code that is none: what the three mean.
	{"ftp://h/a;type=x", 15, []note{{parser.NoteTypeCode, 15, "ftptype"}}},
	// A path after a telnet URL's "/".
	{"telnet://h/path", 11, []note{{parser.NoteTelnetPath, 11, "telneturl"}}},
	{"telnet://u:p@h:23/x", 18, []note{{parser.NoteTelnetPath, 18, "telneturl"}}},
	// A "/" of the "//" is not the last "/" of a telnet URL: no
	// note-telnet-path, but the host that telneturl cannot leave out.
	{"telnet:///x", 9, []note{{parser.NoteHostMissing, 9, "telneturl"}}},
	// Parts that news, nntp and WAIS URLs leave out: an article's
	// unique part, the group before an article's number, a
	// document's path; and where they are not missing.
	{"news:@news.iso.org", 5, []note{{parser.NoteArticleUnique, 5, "article"}, {parser.NoteSchemeProduction, 5, "newsurl"}}},
	{"news:a@@h", 7, []note{{parser.NoteArticleHost, 6, "article"}, {parser.NoteSchemeProduction, 5, "newsurl"}}},
	{"nntp://news.iso.org/42", 20, []note{{parser.NoteNNTPGroup, 20, "group"}}},
	{"nntp://news.iso.org/4a", 20, nil},
	{"wais://h/db/t", 13, []note{{parser.NoteWAISPath, 13, "waisdoc"}}},
	{"wais://h/db/t/p/q", 15, nil},
	// Hosts: an empty label, a "-" before a ".", a "_".
	{"http://a..b/", 9, []note{{parser.NoteEmptyLabel, 9, "hostname"}}},
	{"http://a-.com/", 9, []note{{parser.NoteLabelHyphen, 8, "domainlabel"}}},
	{"http://exa_mple.com/", 10, []note{{parser.NoteHostChar, 10, "hostname"}}},
	// "?" right after the host; "/" and "?" inside a search.
	{"http://host?q", 11, []note{{parser.NoteSearchWithoutPath, 11, "httpurl"}}},
	{"http://host/a?b/c", 15, []note{{parser.NoteSearchChar, 15, "search"}}},
	{"wais://h/db?x?y", 13, []note{{parser.NoteSearchChar, 13, "search"}}},
	// A ":" in a password, a second "@" in a login.
	{"ftp://anon:pa:ss@h/", 13, []note{{parser.NotePortReading, 11, "port"}, {parser.NoteLoginEscape, 13, "login"}}},
	{"ftp://user@pass@host/", 15, []note{{parser.NoteLoginEscape, 10, "login"}}},
	// A "/" in a password, which section 3.1 wants encoded too; with no
	// "@" after it, it ends the authority, and nothing is to escape.
	{"ftp://joe:se/cret@ftp.example.com/", 12, []note{{parser.NotePortReading, 10, "port"}, {parser.NoteLoginEscape, 12, "login"}}},
	// A ":" where there is no user name or password, since no "@"
	// follows: escaped, it would make no URL, so no note says to.
	{"ftp://h:21:22/", 10, []note{{parser.NotePortDigits, 10, "port"}}},
	{"ftp://a:b:c/", 9, []note{{parser.NotePortReading, 8, "port"}}},
	{"telnet://h:23:x", 13, []note{{parser.NotePortDigits, 13, "port"}}},
	// An IPv6 address with its brackets escaped: read as a host, the
	// text stops at "%5B", which no host holds, and which is the "["
	// of RFC 2732.
	{"ftp://%5B2001:db8::1%5D/pub", 17, []note{{parser.NoteHostReading, 6, "host"}, {parser.NoteHostEscapeChar, 6, "host"}, {parser.NoteIPv6Host, 6, "host"}}},
	{"http://%5B::1%5D/", 7, []note{{parser.NoteHostEscapeChar, 7, "host"}, {parser.NoteIPv6Host, 7, "host"}}},
	{"ftp://a:b:c@h/", 9, []note{{parser.NotePortReading, 8, "port"}, {parser.NoteLoginEscape, 9, "login"}}},
	// A host missing after the "@" that ends a login, or an article's
	// unique part: the note names what the "@" made of the text.
	{"ftp://anon:pw@", 14, []note{{parser.NoteLoginHost, 13, "login"}}},
	{"ftp://anon@", 11, []note{{parser.NoteLoginHost, 10, "login"}}},
	{"telnet://u:p@", 13, []note{{parser.NoteLoginHost, 12, "login"}}},
	{"ftp://@", 7, []note{{parser.NoteLoginHostEmpty, 6, "login"}}},
	{"news:comp.os.unix@", 18, []note{{parser.NoteArticleHost, 17, "article"}, {parser.NoteSchemeProduction, 5, "newsurl"}}},
	// Notes that are right or not given: a valid hostnumber before
	// the error; a "-" that starts a label; "?" in gopher, where
	// "/?" would make a type, not a search.
	{"http://1.2.3.4 /", 14, nil},
	{"http://a.-b/", 9, []note{{parser.NoteLabelHyphen, 9, "hostname"}}},
	{"http://-bad.example/", 7, []note{{parser.NoteLabelHyphen, 7, "hostname"}}},
	{"gopher://h?q", 10, nil},
	{"http://h?x@y", 8, []note{{parser.NoteSearchWithoutPath, 8, "httpurl"}}},
	// Text's delimiters around a URL or its scheme part.
	{"<URL:http://x/>", 0, []note{{parser.NoteURLWrapper, 0, "scheme"}}},
	{"<http://x/>", 0, []note{{parser.NoteAngleBrackets, 0, "scheme"}}},
	{"news:<abc@h>", 5, []note{{parser.NoteAngleBrackets, 5, "newsurl"}}},
	{"<x>", 0, []note{{parser.NoteAngleBracketsRule, 0, "scheme"}}},
	{"<http://h/a b>", 0, []note{{parser.NoteAngleBracketsRule, 0, "scheme"}}},
	// How to write what was found: a space escaped, a "#" as the
	// start of a fragment, a "%" that starts no escape.
	{"http://h/a b", 10, []note{{parser.NoteUnsafe, 10, "httpurl"}}},
	// Whitespace at the input's edge is dropped, not escaped, where
	// the input without it is a URL.
	{"http://www.iec.ch/ ", 18, []note{{parser.NoteSpaceAround, 18, "httpurl"}}},
	{"http://www.iec.ch/a\nb", 19, []note{{parser.NoteLineBreak, 19, "httpurl"}}},
	{"http://www.iec.ch/a \r\n  b", 19, []note{{parser.NoteLineBreak, 19, "httpurl"}}},
	{"http://www.iec.ch/about/mission-\ne.htm", 32, []note{{parser.NoteLineBreakHyphen, 32, "httpurl"}}},
	{"http://h/a\u200bb", 10, []note{{parser.NoteUnsafe, 10, "httpurl"}, {parser.NoteUTF8, 10, "httpurl"}, {parser.NoteInvisible, 10, "httpurl"}}},
	{"\ufeffhttp://h/", 0, []note{{parser.NoteInvisible, 0, "scheme"}}},
	{"http://h/a\nb c", 10, []note{{parser.NoteLineBreakRule, 10, "httpurl"}}},
	{"http://www.iec.ch/\t\n", 18, []note{{parser.NoteSpaceAround, 18, "httpurl"}}},
	{" http://www.iec.ch/", 0, []note{{parser.NoteSpaceAround, 0, "scheme"}}},
	{"\n http://www.iec.ch/ ", 0, []note{{parser.NoteSpaceAround, 0, "scheme"}}},
	// Whitespace inside the URL is escaped; before a text that is no
	// URL either, no advice to drop it.
	{"http://h/ a", 9, []note{{parser.NoteUnsafe, 9, "httpurl"}}},
	{" http:www.iec.ch", 0, []note{{parser.NoteSpaceAroundRule, 0, "scheme"}}},
	{"http://h/~joe", 9, []note{{parser.NoteUnsafe, 9, "httpurl"}, {parser.NoteLaterUnreserved, 9, "httpurl"}}},
	{"http://h/a#b", 10, []note{{parser.NoteFragment, 10, "httpurl"}}},
	{"http://h/%zz", 10, []note{{parser.NoteEscape, 9, "escape"}}},
	// Both: the host reading stops at the "%", which starts no
	// escape of the user name.
	{"foo://a%zz@h", 8, []note{{parser.NoteHostReading, 7, "host"}, {parser.NoteEscape, 7, "escape"}}},
	// "h:" may go on as a host and a port, or as a user and a
	// password, and neither takes "/": no "@" makes the ":" a
	// password's, so the port is empty.
	{"x-ip://h:/", 9, []note{{parser.NoteEmptyPort, 8, "port"}, {parser.NoteCommonSyntax, 5, "schemepart"}}},
	// A ":" with no port in a login's hostport, where no "@" comes to
	// make it a password's; with an "@" after the "/", the password
	// may have been meant to hold it, and dropping the ":" would make
	// a path of it: the "/" is then the password's, written %2F.
	{"ftp://ftp.iec.ch:/pub", 17, []note{{parser.NoteEmptyPort, 16, "port"}}},
	{"telnet://h:/", 11, []note{{parser.NoteEmptyPort, 10, "port"}}},
	{"ftp://u:/x@h/", 8, []note{{parser.NoteLoginEscape, 8, "login"}}},
	// A raw tab in a gopher selector, the %09 before a search; not
	// in the search, after a %09, nor where the gtype goes.
	{"gopher://h:70/0a\tb", 16, []note{{parser.NoteUnsafe, 16, "gopher-path"}, {parser.NoteGopherTab, 16, "selector"}}},
	{"gopher://h/0a%09b\tc", 17, []note{{parser.NoteUnsafe, 17, "gopher-path"}}},
	// The old "|" of a drive letter; not after more than a letter.
	{"file:///c|/x", 9, []note{{parser.NoteFileDriveBar, 9, "fpath"}, {parser.NoteUnsafe, 9, "fpath"}}},
	{"file:///ab|/x", 10, []note{{parser.NoteUnsafe, 10, "fpath"}}},
	// Escapes in a host: decoded where a host holds the character;
	// where it does not, or where decoded it makes no host, no advice.
	{"http://ex%41mple.com/", 9, []note{{parser.NoteHostEscape, 9, "host"}}},
	{"http://www%2Eexample.com/", 10, []note{{parser.NoteHostEscape, 10, "host"}}},
	{"ftp://ex%41mple.com/", 19, []note{{parser.NoteHostReading, 8, "host"}, {parser.NoteHostEscape, 8, "host"}}},
	{"http://ex%20ample.com/", 9, []note{{parser.NoteHostEscapeChar, 9, "host"}}},
	{"http://a%2D.com/", 8, nil},
	// Escapes in a login, where they may stand: NoteNoLogin's, not a
	// host's.
	{"http://root%5Buser%5D@h/", 11, []note{{parser.NoteNoLogin, 21, "httpurl"}, {parser.NoteNoLoginSaid, 21, "httpurl"}}},
	// Nothing where a host is required; a file URL's may be empty.
	{"http:///path", 7, []note{{parser.NoteHostMissing, 7, "httpurl"}}},
	{"http://:80/", 7, []note{{parser.NoteHostMissing, 7, "httpurl"}}},
	{"ftp:///pub", 6, []note{{parser.NoteHostMissing, 6, "ftpurl"}}},
	{"file://", 7, []note{{parser.NoteFilePath, 7, "fileurl"}}},
	// A login with no host is NoteNoLogin's where the scheme has none.
	{"https://:pw@example.net", 8, []note{{parser.NoteNoLogin, 11, "httpsurl"}, {parser.NoteNoLoginSaid, 11, "httpsurl"}}},
	// A news "*" that is not the whole grouppart; an article may hold
	// one.
	{"news:*.os", 9, []note{{parser.NoteNewsStar, 5, "grouppart"}, {parser.NoteSchemeProduction, 5, "newsurl"}}},
	{"news:comp.*", 11, []note{{parser.NoteNewsGroup, 10, "group"}, {parser.NoteNewsStar, 10, "grouppart"}, {parser.NoteSchemeProduction, 5, "newsurl"}}},
	// A "\" where the "/" that ends a host could stand, after the
	// NoteHostChar of a host that goes on; in a path, where it may be
	// data, NoteUnsafe's escape alone.
	{"http://www.example.com\\path", 22, []note{{parser.NoteHostChar, 22, "hostname"}, {parser.NoteBackslash, 22, "httpurl"}}},
	{"http://h/a\\b", 10, []note{{parser.NoteUnsafe, 10, "httpurl"}}},
	// "\" where the "//" after the scheme's ":" goes.
	{`http:\\www.example.com\`, 5, []note{{parser.NoteBackslash, 5, "httpurl"}}},
	{`file:\\server\share`, 5, []note{{parser.NoteBackslash, 5, "fileurl"}}},
	// A Windows path: the drive letter in the path, "/" for "\",
	// whether the "//" is missing or there; not NoteUnsafe's "%5C",
	// which would make data of a separator.
	{`file:C:\Users\joe`, 5, []note{{parser.NoteFileWindows, 5, "fileurl"}}},
	// A Windows path alone, its drive letter read as a scheme.
	{`C:\Users\a.txt`, 2, []note{{parser.NoteFileWindows, 0, "fileurl"}}},
	{`C:\Users\a b.txt`, 2, []note{{parser.NoteFileWindows, 0, "fileurl"}}}, // its space escaped
	{`file:c:\x`, 5, []note{{parser.NoteFileWindows, 5, "fileurl"}}},
	{`file:C:\`, 5, []note{{parser.NoteFileWindows, 5, "fileurl"}}},
	{`file://C:\Users\joe`, 8, []note{{parser.NoteFileWindows, 7, "fileurl"}}},
	{`file:///C:\Users\joe`, 10, []note{{parser.NoteFileWindows, 8, "fileurl"}}},
	// A drive letter with an old "|"; a one-letter host with a port,
	// which is no drive letter.
	{"file://C|/x", 8, []note{{parser.NoteFileDrive, 7, "fileurl"}, {parser.NoteHostChar, 8, "hostname"}}},
	{"file://c:80/x", 8, []note{{parser.NoteNoPort, 8, "fileurl"}}},
	// Two ":" before a port; a space inside a host name, not after
	// it; quote marks around the input.
	{"http://www.iec.ch::80/", 18, []note{{parser.NotePortColons, 18, "port"}}},
	{"ftp://h::21/", 8, []note{{parser.NotePortColons, 8, "port"}}},
	{"http://www.exa mple.com/", 14, []note{{parser.NoteHostSpace, 14, "hostname"}}},
	{"http://www.iec.ch /", 17, nil},
	{`"http://www.iec.ch/"`, 0, []note{{parser.NoteQuoteMarks, 0, "scheme"}}},
	{`"http://www.iec.ch/ x"`, 0, []note{{parser.NoteQuoteMarksRule, 0, "scheme"}}},
	// A delimiter of the text at one end only, or prose's quotation marks.
	{`"http://www.iec.ch/`, 0, []note{{parser.NoteDelimiterEdge, 0, "scheme"}}},
	{`http://www.iec.ch/>`, 18, []note{{parser.NoteDelimiterEdge, 18, "httpurl"}, {parser.NoteUnsafe, 18, "httpurl"}}},
	{`http://www.iec.ch/"`, 18, []note{{parser.NoteDelimiterEdge, 18, "httpurl"}, {parser.NoteUnsafe, 18, "httpurl"}}},
	{"“http://www.iec.ch/”", 0, []note{{parser.NoteQuotation, 0, "scheme"}}},
	{"« http://www.iec.ch »", 0, []note{{parser.NoteQuotation, 0, "scheme"}}},
	{"„http://h/a b“", 0, []note{{parser.NoteQuotationRule, 0, "scheme"}}},
	{"(http://www.iec.ch/)", 0, []note{{parser.NoteQuotation, 0, "scheme"}}},
	{"(http://h/a b)", 0, []note{{parser.NoteQuotationRule, 0, "scheme"}}},
	{`"http://h/a b`, 0, []note{{parser.NoteDelimiterEdgeRule, 0, "scheme"}}},
	{"http://www. iec.ch/", 11, []note{{parser.NoteHostSpace, 11, "hostname"}}}, // not "does not end with ".""
	// A news URL with no "@": no escape makes it one (a group holds
	// none, an article needs its "@"): the group's note, not "write %XX".
	{"news:comp.os~unix", 12, []note{{parser.NoteNewsGroup, 12, "group"}}},
	// No "%25" nor "%23" where no escape can stand: a group, a host.
	{"news:comp.os%zz", 13, []note{{parser.NoteNewsGroup, 12, "group"}}},
	{"news:comp.os#x", 12, []note{{parser.NoteNewsGroup, 12, "group"}}},
	{"ftp://h%zz/", 8, []note{{parser.NoteHostReading, 7, "host"}}},
	{"ftp://h#x/", 7, nil},
	{"ftp://u%zz@h/", 8, []note{{parser.NoteHostReading, 7, "host"}, {parser.NoteEscape, 7, "escape"}}},
	// An "@" after the host's "/" ends no login: the text is a host.
	{"ftp://h%zz/x@y", 8, []note{{parser.NoteHostReading, 7, "host"}}},
	{"ftp://h#x/y@z", 7, nil},
	// An "@" before the "/" makes the text a user, whose space is escaped.
	{"ftp://u p@h/", 7, []note{{parser.NoteUnsafe, 7, "ftpurl"}}},
	{"news:a b@h", 6, []note{{parser.NoteUnsafe, 6, "newsurl"}}}, // an article: its space escaped
	// A host where a user name could start: with no "@" after, no escape.
	{"ftp://h\u00a0ost/x", 7, []note{{parser.NoteInvisible, 7, "ftpurl"}}},
	{"telnet://h\u00a0ost/", 10, []note{{parser.NoteInvisible, 10, "telneturl"}}},
	{"ftp://u\u00a0s@h/x", 7, []note{{parser.NoteUnsafe, 7, "ftpurl"}, {parser.NoteUTF8, 7, "ftpurl"}, {parser.NoteInvisible, 7, "ftpurl"}}},
	// Other whitespace, or a character that shows nothing, in a host:
	// its own note, never the name's shape before it nor the IDN note.
	{"http://www.\u00a0iec.ch/", 11, []note{{parser.NoteInvisible, 11, "hostname"}}},
	{"http://www.iec\u200b.ch/", 14, []note{{parser.NoteInvisible, 14, "httpurl"}}},
	{"http://www.\niec.ch/", 11, []note{{parser.NoteLineBreak, 11, "hostname"}}},
	{"http://www.\tiec.ch/", 11, nil},
	{`http://h/a"b`, 10, []note{{parser.NoteUnsafe, 10, "httpurl"}}}, // inside: data to escape
	// Inside a host name of one label, nothing says the host ended.
	{"https://exam\\ple.net", 12, []note{{parser.NoteHostChar, 12, "hostname"}}},
	// A scheme the library does not know, whose "//" it reads as the
	// common Internet syntax, where section 5 alone takes *xchar; not
	// where section 5 would refuse the text too.
	{"x-foo://a:b:c/", 11, []note{{parser.NotePortReading, 10, "port"}, {parser.NoteCommonSyntax, 6, "schemepart"}}},
	{"x-foo://h/a b", 11, []note{{parser.NoteUnsafe, 11, "urlpath"}}},
	// A known scheme's text that section 5 alone would accept whole,
	// as an otherurl; not where it would not: a scheme name in upper
	// case (section 5's scheme is lowalpha), a character no xchar, or
	// a scheme part that starts with "//", as section 3.1 announces
	// the scheme's own syntax.
	{"news:", 5, []note{{parser.NoteSchemeProduction, 5, "newsurl"}}},
	{"http:/www.example.com/", 6, []note{{parser.NoteSchemeSlashes, 5, "httpurl"}, {parser.NoteSchemeProduction, 5, "httpurl"}}},
	{"HTTP:www.iec.ch", 5, []note{{parser.NoteSchemeSlashes, 5, "httpurl"}}},
	{"mailto:a b", 8, []note{{parser.NoteUnsafe, 8, "encoded822addr"}}},
	{"http://www.iec.ch./", 18, []note{{parser.NoteTrailingDot, 17, "hostname"}}},
	// Mistakes that teaching trials saw: single quotes; a "\" after a
	// host of one label with no "." after it; a drive letter's "|"
	// with no "//"; a "~" for a home directory; ";TYPE="; a "/" after
	// an nntp group; a network-path reference. A port that starts with
	// a letter ("gopher://h:x/") needs none: the error names the port.
	{"gopher://h:x/", 11, nil},
	{"'http://h/'", 0, []note{{parser.NoteSingleQuotes, 0, "scheme"}}},
	{`file://srv\s`, 10, []note{{parser.NoteHostChar, 10, "hostname"}, {parser.NoteBackslash, 10, "fileurl"}}},
	{`http://h\\x`, 8, []note{{parser.NoteHostChar, 8, "hostname"}, {parser.NoteBackslash, 8, "httpurl"}}},
	{"file:c|/x", 5, []note{{parser.NoteFileDriveBar, 6, "fpath"}}},
	{"file:/c|/x", 6, []note{{parser.NoteFileDriveBar, 7, "fpath"}}},
	{"file:~/x", 5, []note{{parser.NoteSchemeSlashesRule, 5, "fileurl"}, {parser.NoteFileTilde, 5, "fpath"}}},
	{"ftp://h/a;TYPE=i", 10, []note{{parser.NoteTypeCase, 9, "ftpurl"}, {parser.NoteFTPSemicolon, 9, "fsegment"}}},
	{"nntp://h/group/", 15, []note{{parser.NoteNNTPSlash, 14, "nntpurl"}}},
	{"//www.example.com/", 0, []note{{parser.NoteNetworkPath, 0, "scheme"}}},
	// Full-width characters: written in ASCII, not by "xn--" labels.
	{"http://www.iec.ch:８０/", 18, []note{{parser.NoteFullwidth, 18, "port"}}},
	{"http://ｗｗｗ.iec.ch/", 7, []note{{parser.NoteFullwidth, 7, "host"}}},
	// The sentence's punctuation after a URL in Chinese, Japanese or Korean text.
	{"mailto:joe@iec.ch。", 17, []note{{parser.NoteSentenceEnd, 17, "encoded822addr"}}},
	{"http://www.iec.ch，", 17, []note{{parser.NoteHostChar, 17, "hostname"}, {parser.NoteSentenceEnd, 17, "httpurl"}}}, // no "xn--" note for punctuation
	// Cyrillic letters that look like Latin ones: no "xn--" name, which would be another host.
	{"http://www.iес.ch/", 12, []note{{parser.NoteHostChar, 12, "hostname"}, {parser.NoteLookalike, 12, "httpurl"}}},
	{"http://h＿x/", 8, []note{{parser.NoteHostChar, 8, "hostname"}, {parser.NoteFullwidthRule, 8, "httpurl"}}}, // no "xn--" label writes it
	// Spaces where a host or the scheme part starts: dropped, not escaped.
	{"http:// www.iec.ch/", 7, []note{{parser.NoteHostSpace, 7, "hostname"}}},
	{"mailto: joe@iec.ch", 7, []note{{parser.NoteSchemeSpace, 7, "encoded822addr"}}},
	{"URL: http://www.iec.ch/", 4, []note{{parser.NoteURLPrefix, 0, "schemepart"}}},                                                                        // the appendix's prefix, not a scheme
	{"http://www.iec.ch/ !", 18, []note{{parser.NoteUnsafe, 18, "httpurl"}, {parser.NoteTextAfter, 18, "httpurl"}}},                                        // French puts a space before "!"
	{"mailto:joe@iec.ch, thanks", 18, []note{{parser.NoteUnsafe, 18, "encoded822addr"}, {parser.NoteTextAfter, 17, "encoded822addr"}}},                     // the URL ends before the ","
	{"http://www.iec.ch/\u00a0!", 18, []note{{parser.NoteUnsafe, 18, "httpurl"}, {parser.NoteUTF8, 18, "httpurl"}, {parser.NoteTextAfter, 18, "httpurl"}}}, // not "delete it", which would join them
	// Where no escape stands (a port or a group with no "@" after it, a
	// number, a type code), the end of the URL is the reading left.
	{"telnet://host.iec.ch:23の", 23, []note{{parser.NotePortDigits, 23, "port"}, {parser.NoteTextAfter, 23, "telneturl"}}},
	{"news:comp.os.unix的", 17, []note{{parser.NoteNewsGroup, 17, "group"}, {parser.NoteTextAfter, 17, "newsurl"}}},
	{"nntp://news.iec.ch/comp.os.unix/12を参照", 34, []note{{parser.NoteTextAfter, 34, "digits"}}},
	{"http://www.iec.ch for more", 17, []note{{parser.NoteTextAfter, 17, "httpurl"}}},
	{"http://www.iec.ch. Then we go", 18, []note{{parser.NoteTextAfter, 17, "hostname"}}}, // a sentence ends there: not "www.iec.ch.Then"
	// The appendix's prefix glued to a URL is left out of the advice,
	// and a note says why.
	{"URL:http://www.iec.ch/。", 22, []note{{parser.NoteSentenceEnd, 22, "schemepart"}, {parser.NoteURLPrefixRule, 0, "schemepart"}}},
	{"mailto:\tjoe@iec.ch", 7, []note{{parser.NoteSchemeSpace, 7, "encoded822addr"}}},                  // not "write %09"
	{"mailto:\u00a0joe@iec.ch", 7, []note{{parser.NoteSchemeSpace, 7, "encoded822addr"}}},              // a no-break space
	{"news: *", 5, []note{{parser.NoteNewsGroup, 5, "group"}, {parser.NoteSchemeSpace, 5, "newsurl"}}}, // the "*" stands alone
	{"news: comp.os.unix", 5, []note{{parser.NoteNewsGroup, 5, "group"}, {parser.NoteSchemeSpace, 5, "newsurl"}}},
	{"ftp://u@ h/x", 8, []note{{parser.NoteLoginHost, 7, "login"}, {parser.NoteHostSpace, 8, "hostname"}}},
}

// twoMistakeCases are inputs with a second mistake after the first,
// with the notes Parse gives them: the note of the first mistake names
// no URL, which the second would make no URL, and gives its rule alone
// (TestNoteSurvivesSecondMistake adds one to every case of
// errorNoteCases).
var twoMistakeCases = []struct {
	in    string
	off   int
	notes []note
}{
	{"http://www.iec.ch:/a b", 18, []note{{parser.NoteEmptyPortRule, 17, "port"}}},
	{"ftp://anon:pw@ftp.iec.ch:/pub/a;b", 25, []note{{parser.NoteEmptyPortRule, 24, "port"}}},
	{"http://h%2Ecom/a b", 8, []note{{parser.NoteHostEscapeRule, 8, "host"}}},
	{"http://www.iec.ch::80/a b", 18, []note{{parser.NotePortColonsRule, 18, "port"}}},
	{"news:comp.os.unix/123 x", 21, []note{{parser.NoteNewsGroup, 17, "group"}, {parser.NoteNewsNNTPRule, 17, "group"}}},
	{"http//host x", 4, []note{{parser.NoteSchemeColonRule, 4, "scheme"}}},
	{"file://h=x x", 8, []note{{parser.NoteFilePathRule, 7, "fileurl"}, {parser.NoteHostChar, 8, "hostname"}}},
	{"file://C:/x y", 8, []note{{parser.NoteFileDriveRule, 7, "fileurl"}}},
	{"file:///c|/x y", 9, []note{{parser.NoteFileDriveBarRule, 9, "fpath"}, {parser.NoteUnsafe, 9, "fpath"}}},
	{`file:C:\x y`, 5, []note{{parser.NoteFileWindows, 5, "fileurl"}}},
	{`http://www.example.com\path x`, 22, []note{{parser.NoteHostChar, 22, "hostname"}, {parser.NoteBackslashRule, 22, "httpurl"}}},
	{`"http://h/a b"`, 0, []note{{parser.NoteQuoteMarksRule, 0, "scheme"}}},
	{" http://h/a b", 0, []note{{parser.NoteSpaceAroundRule, 0, "scheme"}}},
	{"nntp://news.iso.org/42 x", 20, []note{{parser.NoteNNTPGroupRule, 20, "group"}}},
	{"http://u@h/a b", 8, []note{{parser.NoteNoLoginRule, 8, "httpurl"}, {parser.NoteNoLoginSaid, 8, "httpurl"}}},
	{"http://www.exa mple.com/a b", 14, []note{{parser.NoteHostSpaceRule, 14, "hostname"}}},
	{"'http://h/a b'", 0, []note{{parser.NoteSingleQuotesRule, 0, "scheme"}}},
	{"ftp://a:b@c:d@h/", 12, []note{{parser.NoteLoginEscapeRule, 9, "login"}}},
	// The spaces of a host name may come before a ".".
	{"http://www.iec .ch/", 14, []note{{parser.NoteHostSpace, 14, "hostname"}}},
	{"mailto: joe@iec.ch x", 7, []note{{parser.NoteSchemeSpaceRule, 7, "encoded822addr"}}},
	{"URL: http://h/a b", 4, []note{{parser.NoteURLPrefixRule, 0, "schemepart"}}},
	{"http://www.iес.ch/a b", 12, []note{{parser.NoteHostChar, 12, "hostname"}, {parser.NoteLookalikeRule, 12, "httpurl"}}},
	{"http://www.iec。ch/a b", 14, []note{{parser.NoteHostChar, 14, "hostname"}, {parser.NoteFullwidthRule, 14, "httpurl"}}},
}
