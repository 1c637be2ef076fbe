package parser_test

import (
	"strings"
	"testing"
)

// TestParseInvalid covers every generic production with invalid boundary
// cases, in URLs of schemes that keep the generic syntax, then each
// scheme's production, with the cases where it rejects what the generic
// syntax accepts. Each offset is the first impossible byte, worked out
// from the BNF of section 5 (and the readings of parser/doc.go): the
// input before it is still the start of some valid URL, the input up to
// and including it is not; at the end of the input when it stops too
// early. The production is the innermost one that every way of going on
// from there lies in: every byte that could stand there, and the end
// when the URL could end there; where that is the whole scheme part, the
// scheme's production (genericurl's parts keep their names). An error
// in a URL of a scheme with its own production also names that
// production (checkInvalid).
//
// In the generic syntax, ftp and telnet a login may start with
// user [ ":" password ] "@", and user and password take letters, digits,
// safe and extra characters, escapes, ";", "?", "&" and "=": text that
// cannot be a host (or host and port) may still be a user name waiting
// for its "@", so the error moves on to where neither reading can go
// on, often the "/" or the end of the input. The error's notes then say
// where the host reading stopped; TestErrorNotes checks them.
func TestParseInvalid(t *testing.T) {
	for _, tc := range []invalidCase{
		// genericurl = scheme ":" schemepart. Without a ":" the input is
		// still the start of a scheme, which more scheme characters or
		// the ":" of genericurl may follow.
		{name: "genericurl/empty input", in: "", want: synErr{0, "scheme", ""}},
		{name: "genericurl/no colon", in: "http", want: synErr{4, "genericurl", ""}},
		{name: "genericurl/no colon before query", in: "ab?c", want: synErr{2, "genericurl", "?"}},
		// scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]: the first
		// character can only be a scheme's; after it, ":" may come too.
		{name: "scheme/empty", in: ":x", want: synErr{0, "scheme", ":"}},
		{name: "scheme/underscore", in: "a_b:x", want: synErr{1, "genericurl", "_"}},
		{name: "scheme/space", in: "ht tp:x", want: synErr{2, "genericurl", " "}},
		{name: "scheme/non-ASCII", in: "é:x", want: synErr{0, "scheme", "é"}},
		{name: "scheme/escape", in: "ht%74p://h", want: synErr{2, "genericurl", "%74"}},
		// schemepart = *xchar | ip-schemepart
		{name: "schemepart/space", in: "foo:a b", want: synErr{5, "schemepart", " "}},
		{name: "schemepart/tilde", in: "foo:~x", want: synErr{4, "schemepart", "~"}},
		// "%" may start an escape; the end comes where a hex digit must.
		{name: "schemepart/percent at end", in: "foo:%", want: synErr{5, "escape", ""}},
		// "//" makes an ip-schemepart (parser/doc.go). "host:abc" is no
		// host and port (a port is digits), but it is a user "host" and
		// a password "abc" waiting for their "@"; a password has no "/".
		{name: "schemepart/double slash commits", in: "foo://host:abc/", want: synErr{14, "login", "/"}},
		// A host, or a user and password, must follow "//".
		{name: "schemepart/double slash then nothing", in: "foo://", want: synErr{6, "login", ""}},
		// ip-schemepart = "//" login [ "/" urlpath ]: "h?q" is no host
		// followed by a path, but it is a user name ("?" is one of its
		// characters) that only ":" or "@" can go on.
		{name: "ip-schemepart/query without slash", in: "x-ip://h?q", want: synErr{10, "login", ""}},
		// An empty login is neither a user name's "@" nor a host.
		{name: "ip-schemepart/empty host before path", in: "x-ip:///etc/motd", want: synErr{7, "login", "/"}},
		// login = [ user [ ":" password ] "@" ] hostport. After "a@b"
		// the host "b" may go on, or a port, a path or the end: every way
		// but the end lies in the ip-schemepart, not the login.
		{name: "login/second at", in: "foo://a@b@h/", want: synErr{9, "ip-schemepart", "@"}},
		// After "@" only a host can come: a hostname or a hostnumber.
		{name: "login/empty host after at", in: "foo://u:p@/", want: synErr{10, "host", "/"}},
		// After "a" the host, the user name, a port, a path or the end:
		// the space is none of them.
		{name: "user/space", in: "foo://a b@h/", want: synErr{7, "ip-schemepart", " "}},
		// "%" starts an escape of the user name; "z" is not a hex digit.
		{name: "user/bad escape", in: "foo://a%zz@h", want: synErr{8, "escape", "z"}},
		// "a:b" is a user and a password ("b" is no port); a password has
		// no ":".
		{name: "password/colon", in: "foo://a:b:c@h/", want: synErr{9, "login", ":"}},
		{name: "password/tilde", in: "foo://u:p~@h/", want: synErr{9, "login", "~"}},
		// hostname = *[ domainlabel "." ] toplabel. In the generic
		// syntax each of these hosts is also a user name ("." "-" "_"
		// and escapes are uchars), so the error is where the user name
		// cannot go on: at the "/" (no "@" came) or at the end.
		{name: "hostname/trailing dot", in: "x-ip://www.iec.ch.", want: synErr{18, "login", ""}},
		{name: "hostname/trailing dot before path", in: "x-ip://example.com../", want: synErr{20, "login", "/"}},
		{name: "hostname/empty label", in: "x-ip://a..b/", want: synErr{11, "login", "/"}},
		{name: "hostname/leading hyphen", in: "x-ip://-a/", want: synErr{9, "login", "/"}},
		{name: "toplabel/trailing hyphen", in: "x-ip://a-/", want: synErr{9, "login", "/"}},
		{name: "domainlabel/trailing hyphen", in: "x-ip://a-.com/", want: synErr{13, "login", "/"}},
		// A label may start with a digit, but the toplabel may not: "1a"
		// could go on as "1a.com", not end before a "/".
		{name: "toplabel/starts with digit", in: "x-ip://1a/", want: synErr{9, "login", "/"}},
		{name: "toplabel/digit after dot", in: "x-ip://h.1/", want: synErr{10, "login", "/"}},
		{name: "toplabel/digit letter after dot", in: "x-ip://h.1a/", want: synErr{11, "login", "/"}},
		{name: "hostname/underscore", in: "x-ip://a_b/", want: synErr{10, "login", "/"}},
		// A space or a non-ASCII byte is no host's, no user's, no
		// port's and no path's: the error stays where it stands.
		{name: "domainlabel/space", in: "x-ip://exa mple.com/", want: synErr{10, "ip-schemepart", " "}},
		{name: "domainlabel/non-ASCII", in: "x-ip://bücher.ch", want: synErr{8, "ip-schemepart", "ü"}},
		// "[" is national: no host starts with it, and a user name has it
		// only escaped.
		{name: "host/bracketed", in: "x-ip://[::1]/", want: synErr{7, "login", "["}},
		// A host has no escapes, a user name has.
		{name: "host/escape", in: "x-ip://a%2Fb/", want: synErr{12, "login", "/"}},
		// hostnumber = digits "." digits "." digits "." digits: three
		// parts, or five, are no host, but a user name.
		{name: "hostnumber/three parts", in: "x-ip://1.2.3/", want: synErr{12, "login", "/"}},
		{name: "hostnumber/five parts", in: "x-ip://1.2.3.4.5/", want: synErr{16, "login", "/"}},
		// port = digits. "h:" followed by no digit is a user "h" and a
		// password, which ends with "@", not "/" nor the end.
		{name: "port/empty", in: "x-ip://h:/", want: synErr{9, "login", "/"}},
		{name: "port/empty at end", in: "x-ip://h:", want: synErr{9, "login", ""}},
		{name: "port/letter", in: "x-ip://h:a/", want: synErr{10, "login", "/"}},
		{name: "port/sign", in: "x-ip://h:-1/", want: synErr{11, "login", "/"}},
		// "h:80" is a host and port, and a user and password: after it a
		// port digit, a password character, "@", "/" or the end; a
		// password has no ":".
		{name: "port/second colon", in: "x-ip://h:80:80/", want: synErr{11, "ip-schemepart", ":"}},
		{name: "port/letter after digits", in: "x-ip://host:80x/", want: synErr{15, "login", "/"}},
		{name: "port/escape", in: "x-ip://h:%38%30/", want: synErr{15, "login", "/"}},
		// urlpath = *xchar: the path is the last part, so every way of
		// going on lies in it.
		{name: "urlpath/hash", in: "x-ip://h/a#b", want: synErr{10, "urlpath", "#"}},
		{name: "urlpath/tilde", in: "x-ip://h/~u", want: synErr{9, "urlpath", "~"}},
		{name: "urlpath/space", in: "x-ip://h/a b", want: synErr{10, "urlpath", " "}},
		{name: "urlpath/two spaces", in: "x-ip://h/a b c", want: synErr{10, "urlpath", " "}},
		{name: "urlpath/brackets", in: "x-ip://h/a[1]", want: synErr{10, "urlpath", "["}},
		{name: "urlpath/non-ASCII", in: "x-ip://h/é", want: synErr{9, "urlpath", "é"}},
		{name: "urlpath/invalid UTF-8", in: "x-ip://h/\xff", want: synErr{9, "urlpath", "\xff"}},
		{name: "urlpath/control", in: "x-ip://h/a\x01b", want: synErr{10, "urlpath", "\x01"}},
		{name: "urlpath/delete", in: "x-ip://h/\x7f", want: synErr{9, "urlpath", "\x7f"}},
		// escape = "%" hex hex, read byte by byte: the error is at the
		// first byte after "%" that is not a hex digit, or at the end.
		{name: "escape/not hex", in: "x-ip://h/%zz", want: synErr{10, "escape", "z"}},
		{name: "escape/one hex then not", in: "x-ip://h/%4g", want: synErr{11, "escape", "g"}},
		{name: "escape/truncated", in: "x-ip://h/%4", want: synErr{11, "escape", ""}},
		{name: "escape/percent at end", in: "x-ip://h/a%", want: synErr{11, "escape", ""}},
		// The second "%" starts an escape of its own, "%41", where the
		// first one needs a hex digit.
		{name: "escape/percent percent", in: "x-ip://h/%%41", want: synErr{10, "escape", "%41"}},
		// readings of parser/doc.go
		{name: "reading/angle brackets", in: "<URL:http://x>", want: synErr{0, "scheme", "<"}},
		{name: "reading/fragment rejected", in: "foo:xxx#frag", want: synErr{7, "schemepart", "#"}},

		// ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]: an
		// fsegment has no ";", so a ";" starts ";type=", which is
		// ftpurl's own.
		{name: "ftpurl/semicolon not type", in: "ftp://h/a;b", want: synErr{10, "ftpurl", "b"}},
		{name: "ftpurl/semicolon at end", in: "ftp://h/a;", want: synErr{10, "ftpurl", ""}},
		{name: "ftpurl/misspelt type", in: "ftp://h/a;typo=d", want: synErr{13, "ftpurl", "o"}},
		// After the typecode only the end.
		{name: "ftpurl/second typecode", in: "ftp://h/a;type=d;type=d", want: synErr{16, "ftpurl", ";"}},
		// Without the "/" of the path, ";type=a" goes on the user name
		// "h;type=a" (";" and "=" are a user's), which waits for its "@".
		{name: "ftpurl/typecode without path", in: "ftp://h;type=a", want: synErr{14, "login", ""}},
		{name: "ftpurl/bad host", in: "ftp://u:p@/", want: synErr{10, "host", "/"}},
		// "h:a" is a user and a password, which need an "@".
		{name: "ftpurl/port letter", in: "ftp://h:a/", want: synErr{9, "login", "/"}},
		{name: "ftptype/other letter", in: "ftp://h/a;type=x", want: synErr{15, "ftptype", "x"}},
		{name: "ftptype/empty", in: "ftp://h/a;type=", want: synErr{15, "ftptype", ""}},
		// After "a" the fsegment, a "/" of the fpath, ";type=" or the
		// end: all in ftpurl.
		{name: "fsegment/hash", in: "ftp://h/a#b", want: synErr{9, "ftpurl", "#"}},
		{name: "fsegment/bad escape", in: "ftp://h/%2", want: synErr{10, "escape", ""}},

		// fileurl = "file://" [ host | "localhost" ] "/" fpath: the "/"
		// is fileurl's, the host's characters the host's.
		{name: "fileurl/nothing after slashes", in: "file://", want: synErr{7, "fileurl", ""}},
		{name: "fileurl/host without slash", in: "file://h", want: synErr{8, "fileurl", ""}},
		{name: "fileurl/localhost without slash", in: "file://localhost", want: synErr{16, "fileurl", ""}},
		{name: "fileurl/one slash", in: "file:/etc/motd", want: synErr{6, "fileurl", "e"}},
		// A host and no login, no port.
		{name: "fileurl/port", in: "file://h:80/x", want: synErr{8, "fileurl", ":"}},
		{name: "fileurl/user", in: "file://u@h/x", want: synErr{8, "fileurl", "@"}},
		// After "h." a label: a letter or a digit.
		{name: "fileurl/trailing dot", in: "file://h./x", want: synErr{9, "hostname", "/"}},
		// The fpath ends the URL: an fsegment character, "/" or the end.
		{name: "fileurl/semicolon", in: "file://h/a;b", want: synErr{10, "fpath", ";"}},
		{name: "fileurl/no typecode", in: "file://h/a;type=d", want: synErr{10, "fpath", ";"}},
		{name: "fileurl/hash", in: "file://h/a#b", want: synErr{10, "fpath", "#"}},

		// httpurl = "http://" hostport [ "/" hpath [ "?" search ]]:
		// "No user name or password is allowed" (3.3), so "u:" is a host
		// and a port.
		{name: "httpurl/user and password", in: "http://u:p@host/", want: synErr{9, "port", "p"}},
		// After "u": the host, a port, a path or the end.
		{name: "httpurl/user", in: "http://u@h/", want: synErr{8, "httpurl", "@"}},
		{name: "httpurl/empty user", in: "http://@h/", want: synErr{7, "host", "@"}},
		// "1.2.3" may become a hostnumber "1.2.3.4" or a hostname
		// "1.2.3a.com": a host.
		{name: "httpurl/three part hostnumber", in: "http://1.2.3", want: synErr{12, "host", ""}},
		// Five numbers are no hostnumber; a hostname would need a label
		// that starts with a letter.
		{name: "httpurl/five part hostnumber", in: "http://1.2.3.4.5/", want: synErr{16, "hostname", "/"}},
		// "?" only after the "/" of the hpath.
		{name: "httpurl/search without path", in: "http://h?q", want: synErr{8, "httpurl", "?"}},
		{name: "httpurl/empty search without path", in: "http://h?", want: synErr{8, "httpurl", "?"}},
		{name: "httpurl/empty port", in: "http://h:/", want: synErr{9, "port", "/"}},
		{name: "httpurl/trailing dot", in: "http://www.iec.ch.", want: synErr{18, "hostname", ""}},
		// After "a" the hsegment, a "/" of the hpath, "?" or the end.
		{name: "hsegment/hash", in: "http://h/a#b", want: synErr{10, "httpurl", "#"}},
		{name: "hsegment/tilde", in: "http://h/~u", want: synErr{9, "httpurl", "~"}},
		{name: "hsegment/bad escape", in: "http://h/%zz", want: synErr{10, "escape", "z"}},
		// The search ends the URL.
		{name: "search/second question mark", in: "http://h/a?b?c", want: synErr{12, "search", "?"}},
		{name: "search/slash", in: "http://h/a?b/c", want: synErr{12, "search", "/"}},
		{name: "search/hash", in: "http://h/a?b#c", want: synErr{12, "search", "#"}},

		// gopherurl: a hostport, no login
		{name: "gopherurl/user", in: "gopher://u@h/", want: synErr{10, "gopherurl", "@"}},
		// After the "/", the gopher-path (ast.GopherPathP, section
		// 3.4.1's name for it) or the end.
		{name: "gtype/hash", in: "gopher://h/#", want: synErr{11, "gopher-path", "#"}},
		{name: "selector/space", in: "gopher://h/0/a b", want: synErr{14, "gopher-path", " "}},
		// "%0" may go on as an escape of the selector or as the "%09"
		// before the search: both in the gopher-path.
		{name: "selector/bad escape", in: "gopher://h/1%0", want: synErr{14, "escape", ""}},
		{name: "gopher+_string/space", in: "gopher://h/1a%09b%09c d", want: synErr{21, "gopher+_string", " "}},

		// mailtourl = "mailto:" encoded822addr; encoded822addr = 1*xchar
		{name: "encoded822addr/empty", in: "mailto:", want: synErr{7, "encoded822addr", ""}},
		{name: "encoded822addr/space", in: "mailto:a b@c", want: synErr{8, "encoded822addr", " "}},
		{name: "encoded822addr/tilde", in: "mailto:~", want: synErr{7, "encoded822addr", "~"}},
		{name: "encoded822addr/hash", in: "mailto:a@b#x", want: synErr{10, "encoded822addr", "#"}},
		{name: "encoded822addr/bad escape", in: "mailto:a%", want: synErr{9, "escape", ""}},

		// newsurl = "news:" grouppart; grouppart = "*" | group | article.
		// An article is 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ]
		// "@" host: any run of those characters can still become one,
		// so the error of a text that is no "*" and no group is at its
		// end, where the "@" is missing. A grouppart is the whole scheme
		// part, which the parser names by the scheme's production.
		{name: "newsurl/server", in: "news://host/x", want: synErr{13, "article", ""}},
		{name: "grouppart/empty", in: "news:", want: synErr{5, "newsurl", ""}},
		{name: "grouppart/slash", in: "news:/", want: synErr{6, "article", ""}},
		{name: "group/digit first", in: "news:1abc", want: synErr{9, "article", ""}},
		{name: "group/escape", in: "news:a%41", want: synErr{9, "article", ""}},
		{name: "grouppart/star then more", in: "news:*x", want: synErr{7, "article", ""}},
		// "a" is a group, or the start of an article: the grouppart.
		{name: "group/space", in: "news:a b", want: synErr{6, "newsurl", " "}},
		{name: "article/no host", in: "news:a@", want: synErr{7, "host", ""}},
		// "b" starts with a letter: a hostname, which ends the URL.
		{name: "article/second at", in: "news:a@b@c", want: synErr{8, "hostname", "@"}},
		{name: "article/port", in: "news:a@b:119", want: synErr{8, "hostname", ":"}},
		{name: "article/path after host", in: "news:a@h/x", want: synErr{8, "hostname", "/"}},
		// "b.1" can only go on as a hostname whose label "1..." is no
		// toplabel yet.
		{name: "article/digit toplabel", in: "news:a@b.1", want: synErr{10, "hostname", ""}},

		// nntpurl = "nntp://" hostport "/" group [ "/" digits ]
		{name: "nntpurl/no group", in: "nntp://host/", want: synErr{12, "group", ""}},
		{name: "nntpurl/no slash", in: "nntp://h", want: synErr{8, "nntpurl", ""}},
		{name: "nntpurl/user", in: "nntp://u@h/g", want: synErr{8, "nntpurl", "@"}},
		{name: "nntpurl/empty article", in: "nntp://h/g/", want: synErr{11, "digits", ""}},
		{name: "nntpurl/article letter", in: "nntp://h/g/1a", want: synErr{12, "digits", "a"}},
		{name: "nntpurl/slash after article", in: "nntp://h/g/1/", want: synErr{12, "digits", "/"}},
		{name: "group/digit first in nntp", in: "nntp://h/1g", want: synErr{9, "group", "1"}},
		{name: "group/star in nntp", in: "nntp://h/*", want: synErr{9, "group", "*"}},
		// After "a" the group, the "/" before the article or the end.
		{name: "group/article in nntp", in: "nntp://h/a@b", want: synErr{10, "nntpurl", "@"}},
		{name: "group/escape in nntp", in: "nntp://h/g%41", want: synErr{10, "nntpurl", "%41"}},

		// telneturl = "telnet://" login [ "/" ]
		{name: "telneturl/path", in: "telnet://h/x", want: synErr{11, "telneturl", "x"}},
		{name: "telneturl/two slashes", in: "telnet://h//", want: synErr{11, "telneturl", "/"}},
		{name: "telneturl/two slashes after login", in: "telnet://u:p@h:23//", want: synErr{18, "telneturl", "/"}},
		// "h?" is a user name waiting for ":" or "@".
		{name: "telneturl/query", in: "telnet://h?", want: synErr{11, "login", ""}},

		// waisurl = waisdatabase | waisindex | waisdoc. WAISPart holds
		// the three forms: where only waisdoc is left, the parser names
		// the scheme's production.
		{name: "waisurl/no database", in: "wais://h", want: synErr{8, "waisurl", ""}},
		{name: "waisurl/user", in: "wais://u@h/db", want: synErr{8, "waisurl", "@"}},
		{name: "waisdoc/no wpath", in: "wais://h/db/t", want: synErr{13, "waisurl", ""}},
		// After "d" the database, "?", "/" or the end.
		{name: "database/semicolon", in: "wais://h/d;b", want: synErr{10, "waisurl", ";"}},
		// After "t" the wtype or the "/" before the wpath.
		{name: "wtype/semicolon", in: "wais://h/db/t;x/p", want: synErr{13, "waisurl", ";"}},
		{name: "wpath/slash", in: "wais://h/db/t/p/q", want: synErr{15, "wpath", "/"}},
		{name: "wpath/question mark", in: "wais://h/db/t/p?x", want: synErr{15, "wpath", "?"}},
		{name: "search/slash in wais", in: "wais://h/db?a/b", want: synErr{13, "search", "/"}},
		{name: "search/question mark in wais", in: "wais://h/db?x?y", want: synErr{13, "search", "?"}},

		// prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]:
		// "No username or password is allowed" (3.11)
		{name: "prosperourl/no path", in: "prospero://h", want: synErr{12, "prosperourl", ""}},
		{name: "prosperourl/user", in: "prospero://u@h/x", want: synErr{12, "prosperourl", "@"}},
		// fieldspec = ";" fieldname "=" fieldvalue: the "=" is the
		// fieldspec's.
		{name: "fieldspec/no equals", in: "prospero://h/a;x", want: synErr{16, "fieldspec", ""}},
		{name: "fieldname/empty field at end", in: "prospero://h/a;x=1;", want: synErr{19, "fieldspec", ""}},
		// After "1" the fieldvalue, another fieldspec or the end.
		{name: "fieldvalue/equals", in: "prospero://h/a;x=1=2", want: synErr{18, "prosperourl", "="}},
		{name: "fieldvalue/slash", in: "prospero://h/a;x=a/b", want: synErr{18, "prosperourl", "/"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkInvalid(t, tc) })
	}
	// national and punctuation (section 5), "%" and "#" aside: unsafe,
	// so never allowed unescaped (section 2.2), in the generic urlpath
	// and in an hsegment (after "a": the hsegment, "/", "?" or the end,
	// all in httpurl)
	for _, c := range strings.Split(`{ } | \ ^ ~ [ ] `+"`"+` < > "`, " ") {
		for _, tc := range []invalidCase{
			{name: "urlpath/unsafe " + c, in: "x-ip://h/a" + c, want: synErr{10, "urlpath", c}},
			{name: "hsegment/unsafe " + c, in: "http://h/a" + c, want: synErr{10, "httpurl", c}},
		} {
			t.Run(tc.name, func(t *testing.T) { checkInvalid(t, tc) })
		}
	}
}
