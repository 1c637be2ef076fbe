package rfc1738_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/internal/errortest"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// hostileResult is what Parse makes of a hostile input: a syntax error,
// or the parts of the URL that decide where it leads. Each expectation
// in TestHostileInputs is worked out from the BNF of RFC 1738 section 5
// (and the readings of parser/doc.go), not from the parser's output.
type hostileResult struct {
	Err *hostileErr // nil when the input parses

	Scheme   string   // as written
	Part     string   // the production the scheme part was read by
	Host     *string  // u.Host().String(); nil when the URL has no host
	HostKind string   // "hostname" or "hostnumber"; "" without a host
	User     *string  // decoded; nil when the URL has no user
	Password *string  // decoded; nil when it has no password
	Port     *string  // as written; nil when it has none
	Segments []string // decoded segments of an http, ftp or file path; nil otherwise
	Warnings []string // Validate's findings, as "production@offset"
}

// hostileErr is a syntax error as TestHostileInputs compares it. The
// offset is the first impossible byte, as in TestParseInvalid: the
// input before it is still the start of some valid URL, the input up to
// and including it is not (an escape is read byte by byte, so a bad one
// is reported at its first byte that is not a hex digit). The
// production is the innermost one that every way of going on from there
// lies in.
type hostileErr struct {
	Offset     int
	Production string
}

func hostileFails(off int, production string) hostileResult {
	return hostileResult{Err: &hostileErr{off, production}}
}

// hostileAt is a URL of scheme (as written) whose part was read by the
// production part and whose host is host, a hostnumber when it is digits
// and dots and a hostname otherwise; an http, ftp or file URL's path
// segments must then be given with withSegments.
func hostileAt(scheme, part, host string) hostileResult {
	kind := "hostname"
	if strings.Trim(host, "0123456789.") == "" {
		kind = "hostnumber"
	}
	return hostileResult{Scheme: scheme, Part: part, Host: &host, HostKind: kind}
}

// hostileOpaque is a URL without a host.
func hostileOpaque(scheme, part string) hostileResult {
	return hostileResult{Scheme: scheme, Part: part}
}

func (r hostileResult) withUser(s string) hostileResult     { r.User = &s; return r }
func (r hostileResult) withPassword(s string) hostileResult { r.Password = &s; return r }
func (r hostileResult) withPort(s string) hostileResult     { r.Port = &s; return r }
func (r hostileResult) withSegments(s ...string) hostileResult {
	r.Segments = s
	return r
}
func (r hostileResult) withWarnings(s ...string) hostileResult {
	r.Warnings = s
	return r
}

// hostileResultOf returns what Parse made of in.
func hostileResultOf(t *testing.T, in string, u *ast.URL, err error) hostileResult {
	t.Helper()
	if err != nil {
		l, ok := errortest.List(err)
		if !ok || len(l) == 0 {
			t.Fatalf("Parse(%q): error %T is neither a *parser.Error nor a parser.ErrorList: %v", shortInput(in), err, err)
		}
		if u != nil {
			t.Errorf("Parse(%q) returned a tree with its error", shortInput(in))
		}
		return hostileFails(l[0].Offset, l[0].Production.Name)
	}
	r := hostileResult{Scheme: string(u.Scheme.Text), Part: grammar.Of(u.Part).Name}
	if h := u.Host(); h != nil {
		s := h.String()
		r.Host = &s
		switch {
		case h.Name != nil:
			r.HostKind = "hostname"
		case h.Number != nil:
			r.HostKind = "hostnumber"
		}
	}
	if l := u.Login(); l != nil && l.User != nil {
		s := l.User.Decoded()
		r.User = &s
		if l.Password != nil {
			s := l.Password.Decoded()
			r.Password = &s
		}
	}
	if hp := u.HostPort(); hp != nil && hp.Port != nil {
		s := string(hp.Port.Text)
		r.Port = &s
	}
	switch p := u.Part.(type) {
	case *ast.HTTPPart:
		r.Segments = p.Segments()
	case *ast.FTPPart:
		r.Segments = p.Segments()
	case *ast.FilePart:
		r.Segments = p.Segments()
	}
	for _, w := range rfc1738.Validate(u) {
		r.Warnings = append(r.Warnings, fmt.Sprintf("%s@%d", w.Production.Name, w.Offset))
	}
	return r
}

// shortInput abbreviates the long inputs of TestHostileInputs for messages.
func shortInput(s string) string {
	if len(s) <= 80 {
		return s
	}
	return fmt.Sprintf("%s...(%d bytes)...%s", s[:40], len(s), s[len(s)-20:])
}

// abbreviateLong makes cmp.Diff print long strings as short ones, so that a
// failure on a 1 MiB input stays readable.
var abbreviateLong = cmp.FilterValues(func(a, b string) bool { return len(a) > 80 || len(b) > 80 },
	cmp.Transformer("short", shortInput))

// repeatedSegments returns n copies of s, as a slice of path segments.
func repeatedSegments(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}

// unlimitedParser parses inputs of any length: parser.MaxLength(0)
// lifts the limit of parser.DefaultMaxLength, which the default entry
// points keep (TestDefaultMaxLength).
var unlimitedParser = func() *parser.Parser {
	p, err := parser.New(parser.MaxLength(0))
	if err != nil {
		panic(err)
	}
	return p
}()

// TestHostileInputs feeds Parse inputs built to confuse a URL parser
// and checks that each gets a clear syntax error, at the offset and in
// the production section 5 gives, or exactly the parse RFC 1738 gives:
// never a host other than the one the BNF reads. The errors of the
// inputs up to 4 KiB are also checked against grammar/oracle
// (errortest.CheckOracle).
//
// Long inputs are here too: the grammar's automaton reads the input once
// and the tree parser is linear, so the test finishes quickly (no timing
// asserts; a quadratic parser would make it time out). Inputs longer
// than parser.DefaultMaxLength are refused by Parse (CodeTooLong at
// 65536, checked for each such row) and parsed by a parser built with
// parser.MaxLength(0), which shows what the grammar makes of them.
func TestHostileInputs(t *testing.T) {
	const mib = 1 << 20
	for _, tc := range []struct {
		name string
		in   string
		want hostileResult
		msg  string // for an error: a substring of its message
	}{
		// Control characters, NUL and DEL are neither xchar nor part of
		// any production (section 2.2: "octets 00-1F and 7F hexadecimal"
		// must be encoded), so each is an error where it stands. Before a
		// ":" the input can still be a scheme, which a scheme character
		// or the ":" of genericurl may follow: genericurl.
		{name: "control/NUL in scheme", in: "ht\x00tp://h/", want: hostileFails(2, "genericurl"), msg: `found the byte ⟨%00⟩`},
		{name: "control/NUL at host start", in: "http://\x00h/", want: hostileFails(7, "host"), msg: `found the byte ⟨%00⟩`},
		// After the host "h" of an httpurl: more of the host, a port, a
		// path or the end, all in httpurl. No escape can stand there (a
		// host has none), so the message gives no escaped form.
		{name: "control/NUL after host", in: "http://h\x00/", want: hostileFails(8, "httpurl"), msg: `found the byte ⟨%00⟩`},
		// After the "/" of an httpurl: an hsegment, another "/", "?" or
		// the end, all in httpurl.
		{name: "control/NUL in path", in: "http://h/\x00", want: hostileFails(9, "httpurl"), msg: `found the byte ⟨%00⟩`},
		// After "u" in an ftpurl: the host, the user, a port, a password,
		// an "@", a path or the end: ftpurl. A user name may hold an
		// escape, so the message says how to write the NUL.
		{name: "control/NUL in user", in: "ftp://u\x00@h/", want: hostileFails(7, "ftpurl"), msg: `write %00`},
		{name: "control/NUL in mailto", in: "mailto:a@b\x00", want: hostileFails(10, "encoded822addr"), msg: `found the byte ⟨%00⟩`},
		{name: "control/escaped NUL is data", in: "http://h/%00", want: hostileAt("http", "httpurl", "h").withSegments("\x00")},
		{name: "control/tab in scheme", in: "ht\ttp://x", want: hostileFails(2, "genericurl"), msg: `found the byte ⟨%09⟩`},
		{name: "control/tab in path", in: "http://h/x\ty", want: hostileFails(10, "httpurl"), msg: `write %09`},
		{name: "control/CR LF at end", in: "http://h/\r\n", want: hostileFails(9, "httpurl"), msg: `found the byte ⟨%0D⟩`},
		{name: "control/LF in host", in: "http://h\nevil.com/", want: hostileFails(8, "httpurl"), msg: `found the byte ⟨%0A⟩`},
		{name: "control/DEL", in: "http://h/\x7f", want: hostileFails(9, "httpurl"), msg: `write %7F`},
		{name: "control/C1 NEL", in: "http://h/\u0085", want: hostileFails(9, "httpurl"), msg: `write %C2%85`},
		// The search ends an httpurl: every way of going on lies in it.
		{name: "control/in search", in: "http://h/?\x01", want: hostileFails(10, "search"), msg: `found the byte ⟨%01⟩`},
		{name: "control/in opaque part", in: "x:a\x1bb", want: hostileFails(3, "schemepart"), msg: `found the byte ⟨%1B⟩`},
		{name: "control/ftptype", in: "ftp://h/a;type=\x00", want: hostileFails(15, "ftptype"), msg: `found the byte ⟨%00⟩`},

		// Bytes above 7F are not in the URL character set (section
		// 2.2), valid UTF-8 or not; escaped, any octet is allowed.
		{name: "utf8/invalid as scheme", in: "\xff:x", want: hostileFails(0, "scheme"), msg: `found the byte ⟨%FF⟩`},
		// A host has no escapes: the message says what was found.
		{name: "utf8/truncated sequence as host", in: "http://\xc3/", want: hostileFails(7, "host"), msg: `found the byte ⟨%C3⟩`},
		{name: "utf8/overlong slash in path", in: "http://h/\xc0\xaf", want: hostileFails(9, "httpurl"), msg: `found the byte ⟨%C0⟩`},
		{name: "utf8/surrogate in path", in: "http://h/\xed\xa0\x80", want: hostileFails(9, "httpurl"), msg: `found the byte ⟨%ED⟩`},
		{name: "utf8/non-ASCII host", in: "http://bücher.ch/", want: hostileFails(8, "httpurl"), msg: `found "ü"`},
		{name: "utf8/escaped overlong is data", in: "http://h/%C0%AF", want: hostileAt("http", "httpurl", "h").withSegments("\xc0\xaf")},

		// escape = "%" hex hex, read byte by byte: "%" and one hex digit
		// can still go on, so the error is at the first byte after the
		// "%" that is not a hex digit, or at the end.
		{name: "escape/percent at end", in: "http://h/%", want: hostileFails(10, "escape"), msg: `found the end of the URL, expected a hex digit`},
		{name: "escape/one hex digit at end", in: "http://h/%4", want: hostileFails(11, "escape"), msg: `found the end of the URL`},
		{name: "escape/not hex", in: "http://h/%zz", want: hostileFails(10, "escape"), msg: `found "z"`},
		{name: "escape/one hex then not", in: "http://h/%4g", want: hostileFails(11, "escape"), msg: `found "g"`},
		{name: "escape/percent percent", in: "http://h/%%41", want: hostileFails(10, "escape"), msg: `write a "%" that is data as %25`},
		// "u%4" can only be a user name: a host has no "%".
		{name: "escape/in user before at", in: "ftp://u%4@h/", want: hostileFails(9, "escape"), msg: `found "@"`},
		{name: "escape/in search at end", in: "http://h/?a=%", want: hostileFails(13, "escape"), msg: `offset 12: escape: "%" starts an escape`},

		// One mebibyte, valid and invalid, parsed without a limit.
		{name: "1MiB/path", in: "http://h/" + strings.Repeat("a", mib-9),
			want: hostileAt("http", "httpurl", "h").withSegments(strings.Repeat("a", mib-9))},
		{name: "1MiB/space at end", in: "http://h/" + strings.Repeat("a", mib-10) + " ", want: hostileFails(mib-1, "httpurl"), msg: `without it, the URL is "http://h/aaa`},
		{name: "1MiB/space at start", in: "http://h/ " + strings.Repeat("a", mib-10), want: hostileFails(9, "httpurl"), msg: `found "␣" (a space)`},
		{name: "1MiB/one label", in: "http://" + strings.Repeat("a", mib-8) + "/",
			want: hostileAt("http", "httpurl", strings.Repeat("a", mib-8)).withSegments("").withWarnings("hostname@7", "toplabel@7")},
		// The first "%" starts an escape; the second is no hex digit.
		{name: "1MiB/percent signs", in: "http://h/" + strings.Repeat("%", mib-9), want: hostileFails(10, "escape"), msg: `found "%"`},
		{name: "1MiB/user", in: "ftp://" + strings.Repeat("u", mib-9) + "@h/",
			want: hostileAt("ftp", "ftpurl", "h").withUser(strings.Repeat("u", mib-9)).withSegments("")},
		{name: "1MiB/opaque", in: "x:" + strings.Repeat("a", mib-2), want: hostileOpaque("x", "schemepart")},
		// No scheme starts with NUL.
		{name: "1MiB/NUL bytes", in: strings.Repeat("\x00", mib), want: hostileFails(0, "scheme"), msg: `found the byte ⟨%00⟩`},

		// Long repetitions of one production.
		{name: "repeat/labels", in: "http://" + strings.Repeat("a.", 100000) + "com/",
			want: hostileAt("http", "httpurl", strings.Repeat("a.", 100000)+"com").withSegments("").withWarnings("hostname@7")},
		// After a "." a label must come: a letter or a digit, in a
		// domainlabel or the toplabel, so in hostname.
		{name: "repeat/labels then trailing dot", in: "http://" + strings.Repeat("a.", 100000) + "/", want: hostileFails(200007, "hostname"), msg: `found "/"`},
		// One label "a-a-...a-", which cannot end with "-": a letter, a
		// digit or another "-" must follow.
		{name: "repeat/hyphens then trailing hyphen", in: "http://" + strings.Repeat("a-", 100000) + "/", want: hostileFails(200007, "hostname"), msg: `found "/"`},
		{name: "repeat/digit labels", in: "http://" + strings.Repeat("1.", 100000) + "com/",
			want: hostileAt("http", "httpurl", strings.Repeat("1.", 100000)+"com").withSegments("").withWarnings("hostname@7")},
		// 100001 numbers are no hostnumber, and the last label starts
		// with a digit: it may go on ("1a", "1.com"), not end.
		{name: "repeat/digit labels without toplabel", in: "http://" + strings.Repeat("1.", 100000) + "1/", want: hostileFails(200008, "hostname"), msg: `found "/"`},
		{name: "repeat/segments", in: "http://h/" + strings.Repeat("a/", 100000),
			want: hostileAt("http", "httpurl", "h").withSegments(append(repeatedSegments("a", 100000), "")...)},
		{name: "repeat/ftp segments and typecode", in: "ftp://h/" + strings.Repeat("a/", 100000) + "b;type=i",
			want: hostileAt("ftp", "ftpurl", "h").withSegments(append(repeatedSegments("a", 100000), "b")...)},
		{name: "repeat/escapes", in: "http://h/" + strings.Repeat("%41", 100000),
			want: hostileAt("http", "httpurl", "h").withSegments(strings.Repeat("A", 100000))},
		// "%4" then "%", no hex digit.
		{name: "repeat/truncated escapes", in: "http://h/" + strings.Repeat("%4", 100000), want: hostileFails(11, "escape"), msg: `found "%"`},
		{name: "repeat/escapes then truncated", in: "http://h/" + strings.Repeat("%41", 100000) + "%4", want: hostileFails(300011, "escape"), msg: `found the end of the URL`},
		// "u:u" is no host and port (the port is digits) but a user and a
		// password, which has no ":": the error is at the second ":",
		// with a note where the port reading stopped.
		{name: "repeat/colons in login", in: "ftp://" + strings.Repeat("u:", 100000) + "@h/", want: hostileFails(9, "login"), msg: `note: offset 8: port:`},
		// The first "@" ends an empty user name; a host must follow it.
		{name: "repeat/at signs", in: "ftp://" + strings.Repeat("@", 100000) + "h/", want: hostileFails(7, "host"), msg: `found "@"`},
		{name: "repeat/scheme", in: strings.Repeat("a", 100000) + ":x", want: hostileOpaque(strings.Repeat("a", 100000), "schemepart")},
		{name: "repeat/port digits", in: "http://h:" + strings.Repeat("8", 100000) + "/",
			want: hostileAt("http", "httpurl", "h").withPort(strings.Repeat("8", 100000)).withSegments("").withWarnings("port@9")},
		// A scheme part that starts with "//" is an ip-schemepart, for
		// any scheme (a reading of parser/doc.go; the bare BNF would
		// also allow *xchar), so a login must follow: a user name, its
		// "@" or ":", or a host.
		{name: "repeat/slashes", in: "x:" + strings.Repeat("/", 100000), want: hostileFails(4, "login"), msg: `found "/"`},

		// Userinfo against host. user and password have no "@" (section
		// 3.1: it must be encoded), so the first "@" ends the login and
		// the host follows it; http has no login at all (section 3.3),
		// and after its host "good" come more of the host, a port, a
		// path or the end, all in httpurl.
		{name: "login/two users in http", in: "http://good@evil@x/", want: hostileFails(11, "httpurl"), msg: `httpurl has no place for one`},
		{name: "login/two users in ftp", in: "ftp://good@evil@x/", want: hostileFails(15, "ftpurl"), msg: `found "@"`},
		{name: "login/fragment before at", in: "ftp://a#@b/", want: hostileFails(7, "ftpurl"), msg: `"#" starts a fragment`},
		{name: "login/backslash before at", in: "http://a\\@b/", want: hostileFails(8, "httpurl"), msg: `found "\"`},
		{name: "login/at after host", in: "ftp://u:p@h@evil/", want: hostileFails(11, "ftpurl"), msg: `found "@"`},
		// After the port: more digits, a path or the end.
		{name: "login/at after port", in: "ftp://u@h:21@evil/", want: hostileFails(12, "ftpurl"), msg: `found "@"`},
		{name: "login/at after port in http", in: "http://h:80@evil/", want: hostileFails(11, "httpurl"), msg: `found "@"`},
		{name: "login/user in http", in: "http://u@h/", want: hostileFails(8, "httpurl"), msg: `found "@"`},
		// Without a login, "u:" is a host and a port.
		{name: "login/password in http", in: "http://u:p@h/", want: hostileFails(9, "port"), msg: `found "p"`},
		// "u:u" is a user and a password, which has no ":".
		{name: "login/two colons", in: "ftp://u:u:u:@h/", want: hostileFails(9, "login"), msg: `found ":"`},
		{name: "login/host:port looking user", in: "ftp://h:80@evil/",
			want: hostileAt("ftp", "ftpurl", "evil").withUser("h").withPassword("80").withSegments("")},
		{name: "login/domain looking user", in: "ftp://good.com:80@evil.com/",
			want: hostileAt("ftp", "ftpurl", "evil.com").withUser("good.com").withPassword("80").withSegments("")},
		{name: "login/escaped at in user", in: "ftp://evil.com%40good.com@h/",
			want: hostileAt("ftp", "ftpurl", "h").withUser("evil.com@good.com").withSegments("")},
		{name: "login/escaped at and colon", in: "ftp://u%40evil:p@h/",
			want: hostileAt("ftp", "ftpurl", "h").withUser("u@evil").withPassword("p").withSegments("")},
		{name: "login/escaped at in password", in: "ftp://u:p%40evil@h/",
			want: hostileAt("ftp", "ftpurl", "h").withUser("u").withPassword("p@evil").withSegments("")},
		// After the "@" only a host, which has no escapes.
		{name: "login/escaped at in host", in: "ftp://u@h%40evil/", want: hostileFails(9, "ftpurl"), msg: `found "%40"`},
		{name: "login/at in path", in: "http://h/@evil.com", want: hostileAt("http", "httpurl", "h").withSegments("@evil.com")},
		{name: "login/at in search", in: "http://h/?x=@evil.com", want: hostileAt("http", "httpurl", "h").withSegments("")},
		{name: "login/at after telnet host", in: "telnet://u:p@h@x/", want: hostileFails(14, "telneturl"), msg: `found "@"`},
		// A file URL has a host and no login: after "evil.com" more of
		// the host or the "/" of fileurl.
		{name: "login/user in file", in: "file://evil.com@good/x", want: hostileFails(15, "fileurl"), msg: `found "@"`},

		// host = hostname | hostnumber, hostnumber = digits "." digits
		// "." digits "." digits: no hex, octal, or fewer or more parts.
		// A label may start with a digit, but the toplabel may not, so
		// "0x7f" or "1" can still be followed by "." and a toplabel: the
		// error is at the byte that ends the host, where only a hostname
		// can go on (the "x" rules out a hostnumber).
		{name: "number/hex and short", in: "http://0x7f.1/", want: hostileFails(13, "hostname"), msg: `found "/"`},
		{name: "number/hex", in: "http://0x7f000001/", want: hostileFails(17, "hostname"), msg: `found "/"`},
		{name: "number/hex, four parts", in: "http://0x7f.0.0.1/", want: hostileFails(17, "hostname"), msg: `found "/"`},
		// Digits and dots could still become a hostnumber or a hostname:
		// host.
		{name: "number/one decimal", in: "http://2130706433/", want: hostileFails(17, "host"), msg: `"2130706433" has 1`},
		{name: "number/one octal", in: "http://017700000001/", want: hostileFails(19, "host"), msg: `found "/"`},
		{name: "number/two parts", in: "http://127.1/", want: hostileFails(12, "host"), msg: `found "/"`},
		// Five numbers, or a letter in the fourth, leave only a hostname.
		{name: "number/five parts", in: "http://1.2.3.4.5/", want: hostileFails(16, "hostname"), msg: `found "/"`},
		{name: "number/letter in fourth part", in: "http://1.2.3.4a/", want: hostileFails(15, "hostname"), msg: `found "/"`},
		{name: "number/four parts", in: "http://1.2.3.4/", want: hostileAt("http", "httpurl", "1.2.3.4").withSegments("")},
		// A leading zero is decimal to RFC 1738 and octal to inet_aton:
		// 0177.0.0.1 is the loopback address to many resolvers.
		{name: "number/leading zero", in: "http://0127.0.0.1/", want: hostileAt("http", "httpurl", "0127.0.0.1").withSegments("").withWarnings("hostnumber@7")},
		{name: "number/octal loopback", in: "http://0177.0.0.1/", want: hostileAt("http", "httpurl", "0177.0.0.1").withSegments("").withWarnings("hostnumber@7")},
		{name: "number/octal in a login", in: "ftp://u@010.8.8.8/", want: hostileAt("ftp", "ftpurl", "010.8.8.8").withUser("u").withSegments("").withWarnings("hostnumber@8")},
		{name: "number/zero alone", in: "http://0.0.0.0/", want: hostileAt("http", "httpurl", "0.0.0.0").withSegments("")},
		{name: "number/part above 255", in: "http://256.1.1.1/", want: hostileAt("http", "httpurl", "256.1.1.1").withSegments("").withWarnings("hostnumber@7")},
		{name: "number/all parts above 255", in: "http://999.999.999.999/",
			want: hostileAt("http", "httpurl", "999.999.999.999").withSegments("").withWarnings("hostnumber@7", "hostnumber@11", "hostnumber@15", "hostnumber@19")},
		{name: "number/four parts then toplabel", in: "http://1.2.3.4.com/",
			want: hostileAt("http", "httpurl", "1.2.3.4.com").withSegments("")},
		{name: "number/escaped digit", in: "http://%31.2.3.4/", want: hostileFails(7, "host"), msg: `found "%31"`},
		// After "1.2.3." the fourth number or a label: host.
		{name: "number/escaped last digit", in: "http://1.2.3.%34/", want: hostileFails(13, "host"), msg: `found "%34"`},

		// A host has no escapes (hostname and hostnumber are letters,
		// digits, "-" and "."); an escaped delimiter in a path is data
		// inside its segment (sections 2.2 and 3.3).
		{name: "escaped/host letter", in: "http://%65vil.com/", want: hostileFails(7, "host"), msg: `found "%65"`},
		{name: "escaped/slash in host", in: "http://h%2Fevil.com/", want: hostileFails(8, "httpurl"), msg: `found "%2F"`},
		{name: "escaped/colon in host", in: "http://h%3A80/", want: hostileFails(8, "httpurl"), msg: `found "%3A"`},
		{name: "escaped/port digits", in: "http://h:%38%30/", want: hostileFails(9, "port"), msg: `found "%38"`},
		{name: "escaped/slashes and dots in path", in: "http://h/%2F..%2F", want: hostileAt("http", "httpurl", "h").withSegments("/../")},
		{name: "escaped/slash in ftp path", in: "ftp://h/%2Fetc/motd", want: hostileAt("ftp", "ftpurl", "h").withSegments("/etc", "motd")},
		{name: "escaped/question mark in path", in: "http://h/%3F?q", want: hostileAt("http", "httpurl", "h").withSegments("?")},
		{name: "escaped/hash in path", in: "http://h/%23x", want: hostileAt("http", "httpurl", "h").withSegments("#x")},

		// scheme = 1*[ lowalpha | digit | "+" | "-" | "." ], upper case
		// accepted (section 2.1); a scheme of section 3 is read by its
		// own production whatever its case.
		{name: "scheme/upper case", in: "HTTP://h/", want: hostileAt("HTTP", "httpurl", "h").withSegments("")},
		{name: "scheme/mixed case keeps httpurl", in: "hTtP://u@h/", want: hostileFails(8, "httpurl"), msg: `httpurl has no place for one`},
		{name: "scheme/mixed case ftp", in: "Ftp://u:p@h/", want: hostileAt("Ftp", "ftpurl", "h").withUser("u").withPassword("p").withSegments("")},
		{name: "scheme/plus dot hyphen", in: "h+t.t-p://x", want: hostileAt("h+t.t-p", "ip-schemepart", "x")},
		{name: "scheme/digit first", in: "1http://x", want: hostileAt("1http", "ip-schemepart", "x")},
		{name: "scheme/hyphen first", in: "-x:y", want: hostileOpaque("-x", "schemepart")},
		{name: "scheme/empty", in: ":x", want: hostileFails(0, "scheme"), msg: `found ":"`},
		// After a scheme character: another one or the ":".
		{name: "scheme/space before colon", in: "http ://x", want: hostileFails(4, "genericurl"), msg: `found "␣" (a space)`},
		{name: "scheme/tab inside", in: "ht\ttp://x", want: hostileFails(2, "genericurl"), msg: `found the byte ⟨%09⟩`},
		{name: "scheme/escape inside", in: "ht%74p://h", want: hostileFails(2, "genericurl"), msg: `found "%74"`},
		{name: "scheme/leading space", in: " http://h/", want: hostileFails(0, "scheme"), msg: `found "␣" (a space)`},
		{name: "scheme/empty input", in: "", want: hostileFails(0, "scheme"), msg: `found the end of the URL`},
		{name: "scheme/no colon", in: "http", want: hostileFails(4, "genericurl"), msg: `found the end of the URL`},

		// "\" is national (section 2.2): never a separator.
		{name: "backslash/instead of slashes", in: "http:\\\\h\\", want: hostileFails(5, "httpurl"), msg: `found "\"`},
		{name: "backslash/second slash", in: "http:/\\h/", want: hostileFails(6, "httpurl"), msg: `found "\"`},
		{name: "backslash/after host", in: "http://h\\evil.com/", want: hostileFails(8, "httpurl"), msg: `found "\"`},
		{name: "backslash/in path", in: "http://h/a\\b", want: hostileFails(10, "httpurl"), msg: `write %5C`},
		{name: "backslash/opaque", in: "foo:\\x", want: hostileFails(4, "schemepart"), msg: `write %5C`},
		// After "c:" the fsegment, a "/" or the end: the fpath; a
		// Windows path, written with "/" in the file URL.
		{name: "backslash/file path", in: "file://h/c:\\x", want: hostileFails(11, "fpath"), msg: `write "file://h/c:/x"`},

		// Space is unsafe (section 2.2) everywhere.
		{name: "space/in host", in: "http://a b/", want: hostileFails(8, "httpurl"), msg: `found "␣" (a space)`},
		{name: "space/after host", in: "http://h /", want: hostileFails(8, "httpurl"), msg: `found "␣" (a space)`},
		{name: "space/before host", in: "http:// h/", want: hostileFails(7, "host"), msg: `found "␣" (a space)`},
		{name: "space/trailing", in: "http://h/ ", want: hostileFails(9, "httpurl"), msg: `without it, the URL is "http://h/"`},
		{name: "space/escaped", in: "http://h/a%20b", want: hostileAt("http", "httpurl", "h").withSegments("a b")},

		// IPv6 literals (RFC 2732, later than RFC 1738): "[" is national.
		// No host starts with it, escaped or not.
		{name: "ipv6/literal", in: "http://[::1]/", want: hostileFails(7, "host"), msg: `found "["`},
		{name: "ipv6/literal and port", in: "http://[::1]:80/", want: hostileFails(7, "host"), msg: `found "["`},
		{name: "ipv6/after user", in: "ftp://u@[::1]/", want: hostileFails(8, "host"), msg: `found "["`},
		// In the generic syntax the login may also start with a user
		// name, which may hold "[" escaped.
		{name: "ipv6/zone", in: "foo://[fe80::1%25eth0]/", want: hostileFails(6, "login"), msg: `IPv6 addresses in "[" and "]" came later, with RFC 2732`},

		// hostname = *[ domainlabel "." ] toplabel: no trailing dot, no
		// empty label, labels start and end with a letter or digit. After
		// a "." a label starts, a domainlabel or the toplabel: hostname.
		{name: "dot/trailing before path", in: "http://example.com./", want: hostileFails(19, "hostname"), msg: `a hostname does not end with "."`},
		{name: "dot/trailing at end", in: "http://example.com.", want: hostileFails(19, "hostname"), msg: `found the end of the URL`},
		{name: "dot/trailing before port", in: "http://example.com.:80/", want: hostileFails(19, "hostname"), msg: `found ":"`},
		{name: "dot/three trailing", in: "http://www.example.com.../", want: hostileFails(23, "hostname"), msg: `found "."`},
		{name: "dot/only", in: "http://./", want: hostileFails(7, "host"), msg: `found "."`},
		{name: "dot/leading", in: "http://.h/", want: hostileFails(7, "host"), msg: `found "."`},
		{name: "dot/trailing in file", in: "file://h./x", want: hostileFails(9, "hostname"), msg: `found "/"`},
		{name: "label/leading hyphen", in: "http://-a.com/", want: hostileFails(7, "host"), msg: `found "-"`},
		// After "a-" the label goes on: a letter, a digit or "-".
		{name: "label/trailing hyphen", in: "http://a-.com/", want: hostileFails(9, "hostname"), msg: `found "."`},
		{name: "label/underscore", in: "http://h_x/", want: hostileFails(8, "httpurl"), msg: `found "_"`},
		{name: "label/empty host", in: "http:///", want: hostileFails(7, "host"), msg: `found "/"`},
		{name: "label/nothing after slashes", in: "http://", want: hostileFails(7, "host"), msg: `found the end of the URL`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := rfc1738.Parse
			if len(tc.in) > parser.DefaultMaxLength {
				checkTooLong(t, "Parse", tc.in, func() error { _, err := rfc1738.Parse(tc.in); return err })
				p = unlimitedParser.Parse
			}
			u, err := p(tc.in)
			got := hostileResultOf(t, tc.in, u, err)
			if d := cmp.Diff(tc.want, got, abbreviateLong); d != "" {
				t.Fatalf("Parse(%q) (-want +got):\n%s\n%v", shortInput(tc.in), d, err)
			}
			if err != nil {
				if tc.msg == "" {
					t.Fatalf("a row with an error must give a substring of its message")
				}
				if !strings.Contains(err.Error(), tc.msg) {
					t.Errorf("Parse(%q): message %q does not contain %q", shortInput(tc.in), err.Error(), tc.msg)
				}
				var e *parser.Error
				if errors.As(err, &e) && e.Code == parser.CodeSyntax {
					errortest.CheckOracle(t, tc.in, e)
				}
				return
			}
			if s := u.String(); s != tc.in {
				t.Errorf("Parse(%q).String() = %q", shortInput(tc.in), shortInput(s))
			}
		})
	}
}

// checkTooLong checks that err, which entry point name returned for
// input, refuses it for its length: a *parser.Error (errors.As finds it)
// of code CodeTooLong at offset DefaultMaxLength, whose arguments are
// the input's length and the limit.
func checkTooLong(t *testing.T, name, input string, do func() error) {
	t.Helper()
	checkTooLongAt(t, name, input, parser.DefaultMaxLength, do)
}

// checkTooLongAt is checkTooLong with the error at offset at: input's
// limit, in the text it was found in.
func checkTooLongAt(t *testing.T, name, input string, at int, do func() error) {
	t.Helper()
	err := do()
	var e *parser.Error
	if !errors.As(err, &e) {
		t.Fatalf("%s(%s): %v, want a *parser.Error of code %q", name, shortInput(input), err, parser.CodeTooLong)
	}
	want := map[string]string{"length": strconv.Itoa(len(input)), "limit": strconv.Itoa(parser.DefaultMaxLength)}
	if e.Code != parser.CodeTooLong || e.Offset != at || !cmp.Equal(e.Args, want) {
		t.Errorf("%s(%s): code %q at offset %d, args %v; want code %q at %d, args %v: %v",
			name, shortInput(input), e.Code, e.Offset, e.Args, parser.CodeTooLong, at, want, err)
	}
}

// TestDefaultMaxLength checks that every entry point that parses with
// the default parser refuses an input longer than
// parser.DefaultMaxLength (64 KiB) with CodeTooLong at offset 65536,
// valid URL or not, and accepts one of exactly that length;
// TestHostileInputs parses such inputs with parser.MaxLength(0).
func TestDefaultMaxLength(t *testing.T) {
	const limit = parser.DefaultMaxLength
	if limit != 65536 {
		t.Fatalf("DefaultMaxLength = %d, want 65536", limit)
	}
	// Valid URLs of limit and limit+1 bytes, and a longer one.
	atLimit := "http://h/" + strings.Repeat("a", limit-9)
	for _, in := range []string{atLimit + "a", "http://h/" + strings.Repeat("a", 1<<20)} {
		t.Run(fmt.Sprintf("%d bytes", len(in)), func(t *testing.T) {
			checkTooLong(t, "rfc1738.Parse", in, func() error { _, err := rfc1738.Parse(in); return err })
			checkTooLong(t, "parser.Parse", in, func() error { _, err := parser.Parse(in); return err })
			checkTooLong(t, "rfc1738.ParseReference", in+"#f", func() error { _, _, err := rfc1738.ParseReference(in + "#f"); return err })
			// ParseReference counts the fragment in: limit bytes and a
			// fragment are too long.
			checkTooLong(t, "rfc1738.ParseReference", atLimit+"#f", func() error { _, _, err := rfc1738.ParseReference(atLimit + "#f"); return err })
			var u rfc1738.URL
			checkTooLong(t, "URL.UnmarshalText", in, func() error { return u.UnmarshalText([]byte(in)) })
			checkTooLong(t, "URL.UnmarshalJSON", in, func() error { return u.UnmarshalJSON([]byte(`"` + in + `"`)) })
			checkTooLong(t, "json.Unmarshal", in, func() error { return json.Unmarshal([]byte(`"`+in+`"`), &u) })
			if !u.IsZero() {
				t.Errorf("a refused URL changed the rfc1738.URL: %s", shortInput(u.String()))
			}
			// Extract reports the error of the quoted URL, its offsets into
			// the text it read.
			for name, extract := range map[string]func(string) []parser.Quote{"rfc1738.Extract": rfc1738.Extract, "parser.Extract": parser.Extract} {
				qs := extract("see <URL:" + in + ">.")
				if len(qs) != 1 || qs[0].Text != in || qs[0].URL != nil {
					t.Fatalf("%s: %d quotes, want one of the URL, unparsed", name, len(qs))
				}
				checkTooLongAt(t, name, in, len("see <URL:")+parser.DefaultMaxLength, func() error { return qs[0].Err })
			}
			// FromNetURL writes the url.URL's text and parses it; its
			// *NetURLError wraps the parser's error.
			nu, err := url.Parse(in)
			if err != nil {
				t.Fatal(err)
			}
			checkTooLong(t, "rfc1738.FromNetURL", in, func() error { _, err := rfc1738.FromNetURL(nu); return err })
			// MarshalText parses the text it writes, so a tree that only a
			// parser without the limit accepts cannot be marshaled.
			tree, err := unlimitedParser.Parse(in)
			if err != nil {
				t.Fatalf("Parse with MaxLength(0): %v", err)
			}
			checkTooLong(t, "URL.MarshalText", in, func() error { _, err := rfc1738.URL{URL: tree}.MarshalText(); return err })
		})
	}
	// Exactly the limit is accepted, by the same entry points.
	if _, err := rfc1738.Parse(atLimit); err != nil {
		t.Errorf("rfc1738.Parse of %d bytes: %v", len(atLimit), err)
	}
	if _, _, err := rfc1738.ParseReference(atLimit); err != nil {
		t.Errorf("rfc1738.ParseReference of %d bytes: %v", len(atLimit), err)
	}
	var u rfc1738.URL
	if err := json.Unmarshal([]byte(`"`+atLimit+`"`), &u); err != nil || u.String() != atLimit {
		t.Errorf("json.Unmarshal of %d bytes: %v", len(atLimit), err)
	}
	if _, err := u.MarshalText(); err != nil {
		t.Errorf("URL.MarshalText of %d bytes: %v", len(atLimit), err)
	}
	if qs := rfc1738.Extract("<URL:" + atLimit + ">"); len(qs) != 1 || qs[0].Err != nil {
		t.Errorf("rfc1738.Extract of %d bytes: %v", len(atLimit), qs)
	}
	nu, _ := url.Parse(atLimit)
	if _, err := rfc1738.FromNetURL(nu); err != nil {
		t.Errorf("rfc1738.FromNetURL of %d bytes: %v", len(atLimit), err)
	}
}

// TestHostileConversions holds the conversions an attacker can use to
// move a host: a url.URL whose fields FromNetURL would write into
// another part, and URLs whose NetURL or Canonical text net/url would
// read with a host the URL does not have. Each row is a way found to
// move a host, or a variant of one; FuzzFromNetURL and
// FuzzHostInvariants look for more.
func TestHostileConversions(t *testing.T) {
	from := []struct {
		name  string
		in    *url.URL
		field string // the *NetURLError's Field
	}{
		{"host/at sign makes a user", &url.URL{Scheme: "ftp", Host: "good.com@evil.com", Path: "/"}, "Host"},
		{"host/slash makes a path", &url.URL{Scheme: "ftp", Host: "evil.com/x.good.com", Path: "/"}, "Host"},
		{"host/port then at sign", &url.URL{Scheme: "http", Host: "evil.com:21@good.com", Path: "/"}, "Host"},
		{"host/question mark", &url.URL{Scheme: "http", Host: "evil.com?.good.com", Path: "/"}, "Host"},
		{"host/hash", &url.URL{Scheme: "x-y", Host: "evil.com#.good.com", Path: "/"}, "Host"},
		{"host/escape", &url.URL{Scheme: "ftp", Host: "evil.com%2F.good.com", Path: "/"}, "Host"},
		{"host/space", &url.URL{Scheme: "telnet", Host: "evil.com good.com"}, "Host"},
		{"host/generic scheme at sign", &url.URL{Scheme: "x-y", Host: "good.com@evil.com"}, "Host"},
		{"scheme/with an authority", &url.URL{Scheme: "ftp://evil.com/x", Host: "good.com", Path: "/"}, "Scheme"},
		{"scheme/with a colon", &url.URL{Scheme: "http:", Host: "h"}, "Scheme"},
		{"mailto/host", &url.URL{Scheme: "mailto", Host: "evil.com", Opaque: ""}, "Host"},
		{"mailto/user", &url.URL{Scheme: "mailto", User: url.User("joe"), Path: "x@y"}, "User"},
		{"mailto/opaque and host", &url.URL{Scheme: "mailto", Opaque: "joe@good.com", Host: "evil.com"}, "Host"},
		{"news/host", &url.URL{Scheme: "news", Host: "x", Path: "/a@b"}, "Host"},
		{"news/opaque with slashes", &url.URL{Scheme: "news", Opaque: "//evil.com/a@b"}, "Opaque"},
		{"mailto/opaque with slashes", &url.URL{Scheme: "mailto", Opaque: "//evil.com"}, "Opaque"},
	}
	for _, tc := range from {
		u, err := rfc1738.FromNetURL(tc.in)
		var e *rfc1738.NetURLError
		if !errors.As(err, &e) || e.Field != tc.field {
			t.Errorf("%s: FromNetURL(%#v) = %q, %v; want a *NetURLError for %s", tc.name, tc.in, u, err, tc.field)
		}
	}
	// A login that holds what ends an authority for net/url, browsers and
	// RFC 3986 ("?", "#", "/", "\", "@", ":") is written escaped, so that
	// every reader reads the url.URL's host and port in the URL's own
	// text: RFC 1738 allows a plain "?" there, which they read as the end
	// of the host.
	mustURL := func(s string) *url.URL {
		nu, err := url.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return nu
	}
	lp := loginParser(t)
	for _, tc := range []struct {
		name string
		p    *parser.Parser
		in   *url.URL
		want string
	}{
		{"user/? moves the host", nil, mustURL("x-y://attacker.example%3F@allowed.example/"), "x-y://attacker.example%3F@allowed.example/"},
		{"password/? moves host and port", nil, &url.URL{Scheme: "ftp", User: url.UserPassword("attacker.example", "21?"), Host: "allowed.example", Path: "/"}, "ftp://attacker.example:21%3F@allowed.example/"},
		{"user/? alone", nil, &url.URL{Scheme: "ftp", User: url.User("?"), Host: "allowed.example", Path: "/"}, "ftp://%3F@allowed.example/"},
		{"user/? in telnet", nil, &url.URL{Scheme: "telnet", User: url.User("attacker.example?"), Host: "allowed.example:23"}, "telnet://attacker.example%3F@allowed.example:23"},
		{"user/? in a registered scheme", lp, &url.URL{Scheme: "acct", User: url.User("attacker.example?"), Host: "allowed.example", Path: "/p"}, "acct://attacker.example%3F@allowed.example/p"},
		{"user/hash", nil, &url.URL{Scheme: "x-y", User: url.User("attacker.example#"), Host: "allowed.example", Path: "/"}, "x-y://attacker.example%23@allowed.example/"},
		{"user/backslash", nil, &url.URL{Scheme: "ftp", User: url.User(`attacker.example\`), Host: "allowed.example", Path: "/"}, "ftp://attacker.example%5C@allowed.example/"},
		{"password/slash", nil, &url.URL{Scheme: "ftp", User: url.UserPassword("attacker.example", "21/"), Host: "allowed.example", Path: "/"}, "ftp://attacker.example:21%2F@allowed.example/"},
		{"user/at sign and colon", nil, &url.URL{Scheme: "ftp", User: url.User("a@attacker.example:21"), Host: "allowed.example", Path: "/"}, "ftp://a%40attacker.example%3A21@allowed.example/"},
	} {
		u, err := rfc1738.FromNetURLWith(tc.p, tc.in)
		if err != nil || u.String() != tc.want {
			t.Errorf("%s: FromNetURL = %q, %v; want %q", tc.name, u, err, tc.want)
			continue
		}
		if p := ownTextProblems(u, tc.in.Hostname(), tc.in.Port()); p != "" {
			t.Errorf("%s: %s", tc.name, p)
		}
	}
	for _, tc := range []struct{ name, in string }{
		{"NetURL/mailto with slashes", "mailto://evil.com"},
		{"NetURL/news with slashes", "news://evil.com/x@good.com"},
		{"Canonical/mailto escaped slashes", "mailto:%2F%2Fevil.com"},
		{"Canonical/mailto slash and escape", "mailto:/%2Fevil.com"},
		{"Canonical/mailto escaped ? after //", "mailto://good.com%3F@evil.com"},
		{"Canonical/mailto escaped @ after //", "mailto://x%40evil.com"},
		{"Canonical/news escape and case after //", "news://%70/@A"},
		{"Canonical/user with ? and an escape", "A://%70?@A"},
		{"Canonical/ftp password with ?", "ftp://u:%70?@evil.com/"},
		{"NetURL/file localhost", "file://localhost/etc/passwd"},
		{"NetURL/userinfo with at sign", "ftp://a%40b:c%40d@h/"},
		{"NetURL/user with ?", "x-y://attacker.example?@allowed.example/"},
		{"NetURL/password with ? before a port", "ftp://attacker.example:21?@allowed.example/"},
		{"Canonical/user with escaped ?", "ftp://attacker.example%3F@allowed.example/"},
	} {
		u, err := rfc1738.Parse(tc.in)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if p := hostProblems(u); p != "" {
			t.Errorf("%s: %q: %s", tc.name, tc.in, p)
		}
	}
}

// TestHostileOthers holds the other hostile findings: the printer on the
// nil tree a failed Parse returns, a diagram whose size grew with the
// square of its URL, Extract's rewritten bytes, and a ForceQuery in an
// ftp URL, which FromNetURL's doc said it refused.
func TestHostileOthers(t *testing.T) {
	t.Run("printer/nil tree of a failed Parse", func(t *testing.T) {
		u, _ := rfc1738.Parse("http://h:x/")
		var b strings.Builder
		c := &printer.DiagramConfig{}
		for name, f := range map[string]func() error{
			"FprintDiagram": func() error { return c.FprintDiagram(&b, u) },
			"FprintTree":    func() error { return c.FprintTree(&b, u) },
			"FprintJSON":    func() error { return c.FprintJSON(&b, u) },
			"FprintError":   func() error { return c.FprintError(&b, "http://h:x/", u, 9, "port") },
		} {
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("%s panics on a nil *ast.URL: %v", name, r)
					}
				}()
				_ = f()
			}()
		}
		if c.JSONTree(u) != nil || rfc1738.Canonical(u) != "" {
			t.Errorf("JSONTree or Canonical of a nil tree is not empty")
		}
	})
	t.Run("printer/diagram of an 8 KiB URL", func(t *testing.T) {
		in := "http://h/" + strings.Repeat("a/", 4<<10)
		u, err := rfc1738.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if err := (&printer.DiagramConfig{}).FprintDiagram(&b, u); err != nil {
			t.Fatal(err)
		}
		if b.Len() > 32*len(in) {
			t.Errorf("diagram of %d bytes is %d bytes: more than 32 a byte", len(in), b.Len())
		}
	})
	t.Run("Extract/invalid UTF-8", func(t *testing.T) {
		text := "see <URL:http://h/\xff>"
		qs := rfc1738.Extract(text)
		var e *parser.Error
		if len(qs) != 1 || qs[0].Text != "http://h/\xff" || !errors.As(qs[0].Err, &e) || text[e.Offset] != 0xff {
			t.Errorf("Extract(%q) = %+v: want the byte 0xff kept and the error at it", text, qs)
		}
	})
	t.Run("FromNetURL/ForceQuery in ftp", func(t *testing.T) {
		u, err := rfc1738.FromNetURL(&url.URL{Scheme: "ftp", Host: "h", Path: "/a", ForceQuery: true})
		if err != nil || u.String() != "ftp://h/a?" {
			t.Errorf("FromNetURL = %v, %v: want ftp://h/a?, whose path is \"a?\"", u, err)
		}
	})
}

// TestHostileCanonicalResolution holds that no canonical form may change
// what RFC 1808 resolution gives. Decoding the escaped dots of "%2E%2E"
// would make a dot segment, which resolution removes, and decoding
// escapes in a reference's net_loc, where RFC 1738 takes none, would
// make a host of a reference that resolves to no URL. Each row gives the
// canonical form and what resolving a reference gives against the input
// and against its canonical form alike; parser's FuzzCanonical and
// printer's FuzzReferenceCanonical look for more.
func TestHostileCanonicalResolution(t *testing.T) {
	urls := []struct{ name, in, canonical, ref, resolved string }{
		{"finding 6", "http://h/pub/%2E%2E/%2E%2E/etc/x", "http://h/pub/%2E%2E/%2E%2E/etc/x", "passwd", "http://h/pub/%2E%2E/%2E%2E/etc/passwd"},
		{"lower-case hex", "http://h/pub/%2e%2e/x", "http://h/pub/%2E%2E/x", "passwd", "http://h/pub/%2E%2E/passwd"},
		{"plain and escaped dot", "http://h/a/.%2e/b", "http://h/a/.%2E/b", "g", "http://h/a/.%2E/g"},
		{"one escaped dot", "http://h/a/%2E/b", "http://h/a/%2E/b", "g", "http://h/a/%2E/g"},
		{"three dots decoded", "http://h/a/%2E%2E%2E/b", "http://h/a/.../b", "g", "http://h/a/.../g"},
		{"dot and letter decoded", "http://h/a/%2Ex/b", "http://h/a/.x/b", "g", "http://h/a/.x/g"},
		{"last segment", "http://h/a/%2E%2E", "http://h/a/%2E%2E", "?q", "http://h/a/%2E%2E?q"},
		{"before params", "http://h/a/%2E%2E;p/b", "http://h/a/%2E%2E;p/b", "?q", "http://h/a/%2E%2E;p/b?q"},
		{"ftp", "ftp://h/pub/%2e%2e/etc/x;type=a", "ftp://h/pub/%2E%2E/etc/x;type=a", "passwd", "ftp://h/pub/%2E%2E/etc/passwd"},
		{"gopher type and selector", "gopher://h/%2E%2E/x", "gopher://h/%2E%2E/x", "g", "gopher://h/%2E%2E/g"},
		{"gopher type alone", "gopher://h/%2E", "gopher://h/%2E", "?q", "gopher://h/%2E?q"},
		{"gopher type then letter", "gopher://h/%2Ex", "gopher://h/.x", "g", "gopher://h/g"},
		{"wais database", "wais://h/%2E%2E/t/p", "wais://h/%2E%2E/t/p", "x", "wais://h/%2E%2E/t/x"},
		{"file", "file:///etc/%2E%2E/x", "file:///etc/%2E%2E/x", "passwd", "file:///etc/%2E%2E/passwd"},
		{"generic path", "x://h/a/%2E%2E/b", "x://h/a/%2E%2E/b", "g", "x://h/a/%2E%2E/g"},
		{"generic opaque", "x:a/%2E%2E/b", "x:a/%2E%2E/b", "g", "x:a/%2E%2E/g"},
		{"prospero", "prospero://h/a/%2E%2E/b;f=%2E%2E", "prospero://h/a/%2E%2E/b;f=%2E%2E", "g", "prospero://h/a/%2E%2E/g"},
		{"news article", "news:a/%2E%2E/b@h", "news:a/%2E%2E/b@h", "c@h2", "news:a/%2E%2E/c@h2"},
		{"news after //", "news://%2e%41/@H", "news://%2E%41/@H", "", "news://%2E%41/@H"},
		{"mailto dots", "mailto:a/%2E%2E/b", "mailto:a/%2E%2E/b", "g", "mailto:a/%2E%2E/g"},
		{"mailto slash", "mailto:x%2Fy", "mailto:x%2Fy", "g", "mailto:g"},
		{"mailto question mark", "mailto:a%3Fb", "mailto:a%3Fb", ";p", "mailto:a%3Fb;p"},
		{"user and password dots", "ftp://%2E%2E:%2e@h/", "ftp://%2E%2E:%2E@h/", "g", "ftp://%2E%2E:%2E@h/g"},
		{"user letter decoded", "ftp://%41@h/x", "ftp://A@h/x", "g", "ftp://A@h/g"},
	}
	for _, tc := range urls {
		u, err := rfc1738.Parse(tc.in)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if c := rfc1738.Canonical(u); c != tc.canonical {
			t.Errorf("%s: Canonical(%q) = %q, want %q", tc.name, tc.in, c, tc.canonical)
		}
		for _, base := range []string{tc.in, tc.canonical} {
			if got := hostileResolution(t, base, tc.ref); got != tc.resolved {
				t.Errorf("%s: Resolve(%q, %q) gives %q, want %q", tc.name, base, tc.ref, got, tc.resolved)
			}
		}
	}
	refs := []struct{ name, base, ref, canonical, resolved string }{
		{"finding 7", "ftp://h/", "//evil%2Eexample/x", "//evil%2Eexample/x", "no RFC 1738 URL"},
		{"lower-case hex in a host", "ftp://h/", "//evil%2eexample/x", "//evil%2Eexample/x", "no RFC 1738 URL"},
		{"letter in a host", "http://h/", "//h%41/x", "//h%41/x", "no RFC 1738 URL"},
		{"letter in a user", "ftp://h/", "//%41@h/x", "//%41@h/x", "ftp://A@h/x"},
		{"digits in a port", "http://h/", "//h:%38%30/x", "//h:%38%30/x", "no RFC 1738 URL"},
		{"news host in a path", "news:x", "a@h%2Ecom", "a@h%2Ecom", "no RFC 1738 URL"},
		{"nntp group", "nntp://h/g", "a%2Eb", "a%2Eb", "no RFC 1738 URL"},
		{"ftp typecode", "ftp://h/x", "y;type=%61", "y;type=%61", "no RFC 1738 URL"},
		{"dot segments", "http://h/pub/x", "%2E%2E/%2e%2E/etc/passwd", "%2E%2E/%2E%2E/etc/passwd", "http://h/pub/%2E%2E/%2E%2E/etc/passwd"},
		{"absolute", "http://a/b", "HTTP://h/%2e%2e/x", "http://h/%2E%2E/x", "http://h/%2E%2E/x"},
		{"fragment dot segment", "http://a/b", "g#%2e%2E", "g#%2E%2E", "http://a/g#%2E%2E"},
		{"fragment decoded", "http://a/b", "g#%41%2E%2E", "g#A..", "http://a/g#A.."},
		{"escaped scheme letter", "http://a/b", "%6Aavascript:alert(1)", "%6Aavascript:alert(1)", "http://a/javascript:alert(1)"},
	}
	for _, tc := range refs {
		ref, err := rfc1738.ParseRelative(tc.ref)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var b strings.Builder
		if err := (&printer.Config{Mode: printer.CanonicalFormat}).Fprint(&b, ref); err != nil || b.String() != tc.canonical {
			t.Errorf("%s: canonical form of %q = %q, %v; want %q", tc.name, tc.ref, b.String(), err, tc.canonical)
		}
		for _, r := range []string{tc.ref, tc.canonical} {
			if got := hostileResolution(t, tc.base, r); got != tc.resolved {
				t.Errorf("%s: Resolve(%q, %q) gives %q, want %q", tc.name, tc.base, r, got, tc.resolved)
			}
		}
	}
}

// hostileResolution describes what Resolve(base, ref) gives: "refused",
// "no RFC 1738 URL", or the canonical form of the RFC 1738 URL and,
// after a "#", of its fragment.
func hostileResolution(t *testing.T, base, ref string) string {
	t.Helper()
	r, err := rfc1738.Resolve(base, ref)
	switch {
	case err != nil:
		return "refused"
	case r.URL == nil:
		return "no RFC 1738 URL"
	}
	s := rfc1738.Canonical(r.URL)
	if r.Fragment != nil {
		var b strings.Builder
		if err := (&printer.Config{Mode: printer.CanonicalFormat}).Fprint(&b, r.Fragment); err != nil {
			t.Fatal(err)
		}
		s += "#" + b.String()
	}
	return s
}
