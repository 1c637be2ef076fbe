package rfc1738_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
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
// offset follows the convention of the root tests: the first byte that
// no URL starting with the bytes before it can have, except that a
// malformed escape is reported at its "%", the start of the escape
// production it fails to complete.
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
		l, ok := errorList(err)
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

// TestHostileInputs feeds Parse inputs built to confuse a URL parser
// and checks that each gets a clear syntax error, at the offset and in
// the production section 5 gives, or exactly the parse RFC 1738 gives:
// never a host other than the one the BNF reads. Long inputs are here
// too: Parse is linear, so the test finishes quickly (no timing asserts;
// a quadratic parser would make it time out).
//
// A row with a bug mark is one where the parser's diagnostic disagrees
// with the BNF: the test still requires a syntax error there (the
// verdict), logs the disagreement, and fails once the parser agrees, so
// that the mark is removed with the bug.
func TestHostileInputs(t *testing.T) {
	const (
		// A domainlabel may start with a digit, so "1" or "0x7f" can
		// still be followed by "." and a toplabel: no valid URL stops
		// before the byte that ends the label. The parser reports the
		// start of the label, where its toplabel or hostnumber
		// alternative failed.
		earlyLabel = "error reported where an alternative of host failed, not at the first byte no hostname allows"
		// Where no single repair of the input parses, the production
		// falls back to genericurl or the scheme's (httpurl, ftpurl)
		// instead of the one holding the offset. Over 8 KiB only one
		// repair is tried, so more inputs fall back.
		noTree = "production falls back to the scheme's production instead of the one holding the offset"
	)
	const mib = 1 << 20
	for _, tc := range []struct {
		name string
		in   string
		want hostileResult
		msg  string // for an error: a substring of its message
		bug  string // why the parser's diagnostic is known to disagree with want
	}{
		// Control characters, NUL and DEL are neither xchar nor part of
		// any production (section 2.2: "octets 00-1F and 7F hexadecimal"
		// must be encoded), so each is an error where it stands.
		{name: "control/NUL in scheme", in: "ht\x00tp://h/", want: hostileFails(2, "scheme"), msg: `found "\x00"`},
		{name: "control/NUL at host start", in: "http://\x00h/", want: hostileFails(7, "host"), msg: `found "\x00"`},
		{name: "control/NUL after host", in: "http://h\x00/", want: hostileFails(8, "toplabel"), msg: `write %00`},
		{name: "control/NUL in path", in: "http://h/\x00", want: hostileFails(9, "hsegment"), msg: `found "\x00"`},
		{name: "control/NUL in user", in: "ftp://u\x00@h/", want: hostileFails(7, "toplabel"), msg: `found "\x00"`},
		{name: "control/NUL in mailto", in: "mailto:a@b\x00", want: hostileFails(10, "encoded822addr"), msg: `found "\x00"`},
		{name: "control/escaped NUL is data", in: "http://h/%00", want: hostileAt("http", "httpurl", "h").withSegments("\x00")},
		{name: "control/tab in scheme", in: "ht\ttp://x", want: hostileFails(2, "scheme"), msg: `found "\t"`},
		{name: "control/tab in path", in: "http://h/x\ty", want: hostileFails(10, "hsegment"), msg: `write %09`},
		{name: "control/CR LF at end", in: "http://h/\r\n", want: hostileFails(9, "hsegment"), msg: `found "\r"`},
		{name: "control/LF in host", in: "http://h\nevil.com/", want: hostileFails(8, "domainlabel"), msg: `found "\n"`},
		{name: "control/DEL", in: "http://h/\x7f", want: hostileFails(9, "hsegment"), msg: `write %7F`},
		{name: "control/C1 NEL", in: "http://h/\u0085", want: hostileFails(9, "hsegment"), msg: `write %C2%85`},
		{name: "control/in search", in: "http://h/?\x01", want: hostileFails(10, "search"), msg: `found "\x01"`},
		{name: "control/in opaque part", in: "x:a\x1bb", want: hostileFails(3, "schemepart"), msg: `found "\x1b"`},
		{name: "control/ftptype", in: "ftp://h/a;type=\x00", want: hostileFails(15, "ftptype"), msg: `found "\x00"`},

		// Bytes above 7F are not in the URL character set (section
		// 2.2), valid UTF-8 or not; escaped, any octet is allowed.
		{name: "utf8/invalid as scheme", in: "\xff:x", want: hostileFails(0, "scheme"), msg: `found "\xff"`},
		{name: "utf8/truncated sequence as host", in: "http://\xc3/", want: hostileFails(7, "host"), msg: `write %C3`},
		{name: "utf8/overlong slash in path", in: "http://h/\xc0\xaf", want: hostileFails(9, "hsegment"), msg: `found "\xc0"`},
		{name: "utf8/surrogate in path", in: "http://h/\xed\xa0\x80", want: hostileFails(9, "hsegment"), msg: `found "\xed"`},
		{name: "utf8/non-ASCII host", in: "http://bücher.ch/", want: hostileFails(8, "domainlabel"), msg: `write %C3%BC`},
		{name: "utf8/escaped overlong is data", in: "http://h/%C0%AF", want: hostileAt("http", "httpurl", "h").withSegments("\xc0\xaf")},

		// escape = "%" hex hex
		{name: "escape/percent at end", in: "http://h/%", want: hostileFails(9, "escape"), msg: `expected two hex digits after "%"`},
		{name: "escape/one hex digit at end", in: "http://h/%4", want: hostileFails(9, "escape"), msg: `found "%4"`},
		{name: "escape/not hex", in: "http://h/%zz", want: hostileFails(9, "escape"), msg: `found "%zz"`},
		{name: "escape/one hex then not", in: "http://h/%4g", want: hostileFails(9, "escape"), msg: `found "%4g"`},
		{name: "escape/percent percent", in: "http://h/%%41", want: hostileFails(9, "escape"), msg: `write a literal "%" as %25`},
		{name: "escape/in user before at", in: "ftp://u%4@h/", want: hostileFails(7, "escape"), msg: `found "%4@"`},
		{name: "escape/in search at end", in: "http://h/?a=%", want: hostileFails(12, "escape"), msg: `found "%"`},

		// One mebibyte, valid and invalid. Inputs over 8 KiB are not
		// probed for what was expected, so the messages name what was
		// found.
		{name: "1MiB/path", in: "http://h/" + strings.Repeat("a", mib-9),
			want: hostileAt("http", "httpurl", "h").withSegments(strings.Repeat("a", mib-9))},
		{name: "1MiB/space at end", in: "http://h/" + strings.Repeat("a", mib-10) + " ", want: hostileFails(mib-1, "hsegment"), msg: `found " "`},
		{name: "1MiB/space at start", in: "http://h/ " + strings.Repeat("a", mib-10), want: hostileFails(9, "hsegment"), msg: `found " "`},
		{name: "1MiB/one label", in: "http://" + strings.Repeat("a", mib-8) + "/",
			want: hostileAt("http", "httpurl", strings.Repeat("a", mib-8)).withSegments("").withWarnings("hostname@7", "toplabel@7")},
		{name: "1MiB/percent signs", in: "http://h/" + strings.Repeat("%", mib-9), want: hostileFails(9, "escape"), msg: `found "%%%"`},
		{name: "1MiB/user", in: "ftp://" + strings.Repeat("u", mib-9) + "@h/",
			want: hostileAt("ftp", "ftpurl", "h").withUser(strings.Repeat("u", mib-9)).withSegments("")},
		{name: "1MiB/opaque", in: "x:" + strings.Repeat("a", mib-2), want: hostileOpaque("x", "schemepart")},
		{name: "1MiB/NUL bytes", in: strings.Repeat("\x00", mib), want: hostileFails(0, "scheme"), bug: noTree},

		// Long repetitions of one production.
		{name: "repeat/labels", in: "http://" + strings.Repeat("a.", 100000) + "com/",
			want: hostileAt("http", "httpurl", strings.Repeat("a.", 100000)+"com").withSegments("").withWarnings("hostname@7")},
		{name: "repeat/labels then trailing dot", in: "http://" + strings.Repeat("a.", 100000) + "/", want: hostileFails(200007, "toplabel"), msg: `found "/"`},
		{name: "repeat/hyphens then trailing hyphen", in: "http://" + strings.Repeat("a-", 100000) + "/", want: hostileFails(200007, "toplabel"), msg: `found "/"`},
		{name: "repeat/digit labels", in: "http://" + strings.Repeat("1.", 100000) + "com/",
			want: hostileAt("http", "httpurl", strings.Repeat("1.", 100000)+"com").withSegments("").withWarnings("hostname@7")},
		{name: "repeat/digit labels without toplabel", in: "http://" + strings.Repeat("1.", 100000) + "1/", want: hostileFails(200008, "hostname"), bug: noTree},
		{name: "repeat/segments", in: "http://h/" + strings.Repeat("a/", 100000),
			want: hostileAt("http", "httpurl", "h").withSegments(append(repeatedSegments("a", 100000), "")...)},
		{name: "repeat/ftp segments and typecode", in: "ftp://h/" + strings.Repeat("a/", 100000) + "b;type=i",
			want: hostileAt("ftp", "ftpurl", "h").withSegments(append(repeatedSegments("a", 100000), "b")...)},
		{name: "repeat/escapes", in: "http://h/" + strings.Repeat("%41", 100000),
			want: hostileAt("http", "httpurl", "h").withSegments(strings.Repeat("A", 100000))},
		{name: "repeat/truncated escapes", in: "http://h/" + strings.Repeat("%4", 100000), want: hostileFails(9, "escape"), msg: `found "%4%"`},
		{name: "repeat/escapes then truncated", in: "http://h/" + strings.Repeat("%41", 100000) + "%4", want: hostileFails(300009, "escape"), msg: `found "%4"`},
		// "u:u:..." has no "@" after a user [":" password], so it is a
		// hostport (parser/doc.go), and the second character a port
		// cannot have: as "ftp://u:p:q@h/" in TestParseInvalid.
		{name: "repeat/colons in login", in: "ftp://" + strings.Repeat("u:", 100000) + "@h/", want: hostileFails(8, "port"), bug: noTree},
		{name: "repeat/at signs", in: "ftp://" + strings.Repeat("@", 100000) + "h/", want: hostileFails(7, "host"), msg: `found "@"`},
		{name: "repeat/scheme", in: strings.Repeat("a", 100000) + ":x", want: hostileOpaque(strings.Repeat("a", 100000), "schemepart")},
		{name: "repeat/port digits", in: "http://h:" + strings.Repeat("8", 100000) + "/",
			want: hostileAt("http", "httpurl", "h").withPort(strings.Repeat("8", 100000)).withSegments("").withWarnings("port@9")},
		// A scheme part that starts with "//" is an ip-schemepart, for
		// any scheme (a reading of parser/doc.go; the bare BNF would
		// also allow *xchar), so a host must follow.
		{name: "repeat/slashes", in: "x:" + strings.Repeat("/", 100000), want: hostileFails(4, "host"), msg: `found "/"`},

		// Userinfo against host. user and password have no "@" (section
		// 3.1: it must be encoded), so the first "@" ends the login and
		// the host follows it; http has no login at all (section 3.3).
		{name: "login/two users in http", in: "http://good@evil@x/", want: hostileFails(11, "toplabel"), msg: `found "@"`},
		{name: "login/two users in ftp", in: "ftp://good@evil@x/", want: hostileFails(15, "toplabel"), msg: `found "@"`},
		{name: "login/fragment before at", in: "ftp://a#@b/", want: hostileFails(7, "toplabel"), msg: `"#" starts a fragment`},
		{name: "login/backslash before at", in: "http://a\\@b/", want: hostileFails(8, "toplabel"), msg: `write %5C`},
		{name: "login/at after host", in: "ftp://u:p@h@evil/", want: hostileFails(11, "toplabel"), msg: `found "@"`},
		{name: "login/at after port", in: "ftp://u@h:21@evil/", want: hostileFails(12, "port"), msg: `found "@"`},
		{name: "login/at after port in http", in: "http://h:80@evil/", want: hostileFails(11, "port"), msg: `found "@"`},
		{name: "login/user in http", in: "http://u@h/", want: hostileFails(8, "toplabel"), msg: `found "@"`},
		{name: "login/password in http", in: "http://u:p@h/", want: hostileFails(9, "port"), msg: `found "p"`},
		{name: "login/two colons", in: "ftp://u:u:u:@h/", want: hostileFails(8, "port"), msg: `found "u"`},
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
		{name: "login/escaped at in host", in: "ftp://u@h%40evil/", want: hostileFails(9, "toplabel"), msg: `found "%40"`},
		{name: "login/at in path", in: "http://h/@evil.com", want: hostileAt("http", "httpurl", "h").withSegments("@evil.com")},
		{name: "login/at in search", in: "http://h/?x=@evil.com", want: hostileAt("http", "httpurl", "h").withSegments("")},
		{name: "login/at after telnet host", in: "telnet://u:p@h@x/", want: hostileFails(14, "toplabel"), msg: `found "@"`},
		{name: "login/user in file", in: "file://evil.com@good/x", want: hostileFails(15, "toplabel"), msg: `found "@"`},

		// host = hostname | hostnumber, hostnumber = digits "." digits
		// "." digits "." digits: no hex, octal, or fewer or more parts.
		{name: "number/hex and short", in: "http://0x7f.1/", want: hostileFails(13, "hostname"), bug: earlyLabel},
		{name: "number/hex", in: "http://0x7f000001/", want: hostileFails(17, "hostname"), bug: earlyLabel},
		{name: "number/hex, four parts", in: "http://0x7f.0.0.1/", want: hostileFails(17, "hostname"), bug: earlyLabel},
		{name: "number/one decimal", in: "http://2130706433/", want: hostileFails(17, "hostname"), msg: `found "/"`},
		{name: "number/one octal", in: "http://017700000001/", want: hostileFails(19, "hostname"), msg: `found "/"`},
		{name: "number/two parts", in: "http://127.1/", want: hostileFails(12, "hostname"), msg: `found "/"`},
		{name: "number/five parts", in: "http://1.2.3.4.5/", want: hostileFails(16, "hostname"), bug: noTree},
		{name: "number/letter in fourth part", in: "http://1.2.3.4a/", want: hostileFails(15, "hostname"), bug: noTree},
		{name: "number/four parts", in: "http://1.2.3.4/", want: hostileAt("http", "httpurl", "1.2.3.4").withSegments("")},
		{name: "number/leading zero", in: "http://0127.0.0.1/", want: hostileAt("http", "httpurl", "0127.0.0.1").withSegments("")},
		{name: "number/part above 255", in: "http://256.1.1.1/", want: hostileAt("http", "httpurl", "256.1.1.1").withSegments("").withWarnings("hostnumber@7")},
		{name: "number/all parts above 255", in: "http://999.999.999.999/",
			want: hostileAt("http", "httpurl", "999.999.999.999").withSegments("").withWarnings("hostnumber@7", "hostnumber@11", "hostnumber@15", "hostnumber@19")},
		{name: "number/four parts then toplabel", in: "http://1.2.3.4.com/",
			want: hostileAt("http", "httpurl", "1.2.3.4.com").withSegments("")},
		{name: "number/escaped digit", in: "http://%31.2.3.4/", want: hostileFails(7, "host"), msg: `found "%31"`},
		{name: "number/escaped last digit", in: "http://1.2.3.%34/", want: hostileFails(13, "toplabel"), msg: `found "%34"`},

		// A host has no escapes (hostname and hostnumber are letters,
		// digits, "-" and "."); an escaped delimiter in a path is data
		// inside its segment (sections 2.2 and 3.3).
		{name: "escaped/host letter", in: "http://%65vil.com/", want: hostileFails(7, "host"), msg: `found "%65"`},
		{name: "escaped/slash in host", in: "http://h%2Fevil.com/", want: hostileFails(8, "domainlabel"), msg: `found "%2F"`},
		{name: "escaped/colon in host", in: "http://h%3A80/", want: hostileFails(8, "toplabel"), msg: `found "%3A"`},
		{name: "escaped/port digits", in: "http://h:%38%30/", want: hostileFails(9, "port"), msg: `found "%38"`},
		{name: "escaped/slashes and dots in path", in: "http://h/%2F..%2F", want: hostileAt("http", "httpurl", "h").withSegments("/../")},
		{name: "escaped/slash in ftp path", in: "ftp://h/%2Fetc/motd", want: hostileAt("ftp", "ftpurl", "h").withSegments("/etc", "motd")},
		{name: "escaped/question mark in path", in: "http://h/%3F?q", want: hostileAt("http", "httpurl", "h").withSegments("?")},
		{name: "escaped/hash in path", in: "http://h/%23x", want: hostileAt("http", "httpurl", "h").withSegments("#x")},

		// scheme = 1*[ lowalpha | digit | "+" | "-" | "." ], upper case
		// accepted (section 2.1); a scheme of section 3 is read by its
		// own production whatever its case.
		{name: "scheme/upper case", in: "HTTP://h/", want: hostileAt("HTTP", "httpurl", "h").withSegments("")},
		{name: "scheme/mixed case keeps httpurl", in: "hTtP://u@h/", want: hostileFails(8, "toplabel"), msg: `in httpurl`},
		{name: "scheme/mixed case ftp", in: "Ftp://u:p@h/", want: hostileAt("Ftp", "ftpurl", "h").withUser("u").withPassword("p").withSegments("")},
		{name: "scheme/plus dot hyphen", in: "h+t.t-p://x", want: hostileAt("h+t.t-p", "ip-schemepart", "x")},
		{name: "scheme/digit first", in: "1http://x", want: hostileAt("1http", "ip-schemepart", "x")},
		{name: "scheme/hyphen first", in: "-x:y", want: hostileOpaque("-x", "schemepart")},
		{name: "scheme/empty", in: ":x", want: hostileFails(0, "scheme"), msg: `found ":"`},
		{name: "scheme/space before colon", in: "http ://x", want: hostileFails(4, "scheme"), msg: `write %20`},
		{name: "scheme/tab inside", in: "ht\ttp://x", want: hostileFails(2, "scheme"), msg: `write %09`},
		{name: "scheme/escape inside", in: "ht%74p://h", want: hostileFails(2, "scheme"), msg: `found "%74"`},
		{name: "scheme/leading space", in: " http://h/", want: hostileFails(0, "scheme"), msg: `found " "`},
		{name: "scheme/empty input", in: "", want: hostileFails(0, "scheme"), msg: `found the end of the URL`},
		{name: "scheme/no colon", in: "http", want: hostileFails(4, "scheme"), msg: `found the end of the URL`},

		// "\" is national (section 2.2): never a separator.
		{name: "backslash/instead of slashes", in: "http:\\\\h\\", want: hostileFails(5, "httpurl"), msg: `found "\\"`},
		{name: "backslash/second slash", in: "http:/\\h/", want: hostileFails(6, "httpurl"), msg: `found "\\"`},
		{name: "backslash/after host", in: "http://h\\evil.com/", want: hostileFails(8, "domainlabel"), msg: `write %5C`},
		{name: "backslash/in path", in: "http://h/a\\b", want: hostileFails(10, "hsegment"), msg: `write %5C`},
		{name: "backslash/opaque", in: "foo:\\x", want: hostileFails(4, "schemepart"), msg: `write %5C`},
		{name: "backslash/file path", in: "file://h/c:\\x", want: hostileFails(11, "fsegment"), msg: `write %5C`},

		// Space is unsafe (section 2.2) everywhere.
		{name: "space/in host", in: "http://a b/", want: hostileFails(8, "toplabel"), msg: `write %20`},
		{name: "space/after host", in: "http://h /", want: hostileFails(8, "toplabel"), msg: `found " "`},
		{name: "space/before host", in: "http:// h/", want: hostileFails(7, "host"), msg: `found " "`},
		{name: "space/trailing", in: "http://h/ ", want: hostileFails(9, "hsegment"), msg: `found " "`},
		{name: "space/escaped", in: "http://h/a%20b", want: hostileAt("http", "httpurl", "h").withSegments("a b")},

		// IPv6 literals (RFC 2732, later than RFC 1738): "[" is national.
		{name: "ipv6/literal", in: "http://[::1]/", want: hostileFails(7, "host"), msg: `write %5B`},
		{name: "ipv6/literal and port", in: "http://[::1]:80/", want: hostileFails(7, "host"), msg: `found "["`},
		{name: "ipv6/after user", in: "ftp://u@[::1]/", want: hostileFails(8, "host"), msg: `found "["`},
		{name: "ipv6/zone", in: "foo://[fe80::1%25eth0]/", want: hostileFails(6, "host"), msg: `found "["`},

		// hostname = *[ domainlabel "." ] toplabel: no trailing dot, no
		// empty label, labels start and end with a letter or digit.
		{name: "dot/trailing before path", in: "http://example.com./", want: hostileFails(19, "toplabel"), msg: `found "/"`},
		{name: "dot/trailing at end", in: "http://example.com.", want: hostileFails(19, "toplabel"), msg: `found the end of the URL`},
		{name: "dot/trailing before port", in: "http://example.com.:80/", want: hostileFails(19, "toplabel"), msg: `found ":"`},
		{name: "dot/three trailing", in: "http://www.example.com.../", want: hostileFails(23, "toplabel"), msg: `found "."`},
		{name: "dot/only", in: "http://./", want: hostileFails(7, "host"), msg: `found "."`},
		{name: "dot/leading", in: "http://.h/", want: hostileFails(7, "host"), msg: `found "."`},
		{name: "dot/trailing in file", in: "file://h./x", want: hostileFails(9, "toplabel"), msg: `found "/"`},
		{name: "label/leading hyphen", in: "http://-a.com/", want: hostileFails(7, "host"), msg: `found "-"`},
		{name: "label/trailing hyphen", in: "http://a-.com/", want: hostileFails(9, "toplabel"), msg: `found "."`},
		{name: "label/underscore", in: "http://h_x/", want: hostileFails(8, "toplabel"), msg: `found "_"`},
		{name: "label/empty host", in: "http:///", want: hostileFails(7, "host"), msg: `found "/"`},
		{name: "label/nothing after slashes", in: "http://", want: hostileFails(7, "host"), msg: `found the end of the URL`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u, err := rfc1738.Parse(tc.in)
			got := hostileResultOf(t, tc.in, u, err)
			if tc.bug != "" {
				if tc.want.Err == nil {
					t.Fatalf("a bug mark on a valid URL: the marks are for diagnostics only")
				}
				switch {
				case got.Err == nil:
					t.Fatalf("Parse(%q) accepted the input; RFC 1738 rejects it at offset %d (%s)", shortInput(tc.in), tc.want.Err.Offset, tc.want.Err.Production)
				case *got.Err == *tc.want.Err:
					t.Errorf("Parse(%q) now agrees with the RFC; remove the bug mark %q", shortInput(tc.in), tc.bug)
				default:
					t.Logf("known disagreement (%s): want offset %d in %s, got offset %d in %s: %v",
						tc.bug, tc.want.Err.Offset, tc.want.Err.Production, got.Err.Offset, got.Err.Production, err)
				}
				return
			}
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
				return
			}
			if s := u.String(); s != tc.in {
				t.Errorf("Parse(%q).String() = %q", shortInput(tc.in), shortInput(s))
			}
		})
	}
}
