package parser

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
)

func TestMailtoValid(t *testing.T) {
	// warnAt is the warning about an address that is no RFC 822
	// addr-spec, at the first occurrence of at in in, or at the end when
	// at is ""; it reports the escape or byte found there.
	warnAt := func(in, at string) []newsFinding {
		off, found := len(in), ""
		if at != "" {
			off = strings.Index(in, at)
			found = in[off : off+1]
			if found == "%" {
				found = in[off : off+3]
			}
		}
		return []newsFinding{{off, "encoded822addr", found, SeverityWarning}}
	}
	tests := []struct {
		in       string
		address  string
		warnings []newsFinding
	}{
		// Section 3.5's form, mailto:<rfc822-addr-spec>.
		{"mailto:joe@example.com", "joe@example.com", nil},
		{"MAILTO:AAS@SN.no", "AAS@SN.no", nil},
		{"mailto:Gisle.Aas@aas.perl.org", "Gisle.Aas@aas.perl.org", nil},
		{"mailto:user+detail@example.com", "user+detail@example.com", nil},
		// "%" is common in RFC 822 addresses and must be encoded.
		{"mailto:gorby%25kremvax@example.com", "gorby%kremvax@example.com", nil},
		// There are no reserved characters in mailto: an escaped "@"
		// is the same "@".
		{"mailto:joe%40example.com", "joe@example.com", nil},
		// RFC 822's quoted-string and domain-literal, escaped as a URL
		// must escape <"> and "[]"; a quoted-pair.
		{"mailto:%22foo%20bar+baz%22@example.com", `"foo bar+baz"@example.com`, nil},
		{"mailto:%22a%5C%22b%22.c@d", `"a\"b".c@d`, nil},
		{"mailto:a@%5B10.0.0.1%5D", "a@[10.0.0.1]", nil},
		{"mailto:a@b.%5Bx%5D.c", "a@b.[x].c", nil},
		// encoded822addr = 1*xchar: one character is enough for the
		// syntax; RFC 822 wants local-part "@" domain.
		{"mailto:a", "a", warnAt("mailto:a", "")},
		{"mailto:gisle", "gisle", warnAt("mailto:gisle", "")},
		{"mailto:@b", "@b", warnAt("mailto:@b", "@")},
		{"mailto:a@", "a@", warnAt("mailto:a@", "")},
		{"mailto:a@b.", "a@b.", warnAt("mailto:a@b.", "")},
		{"mailto:a.@b", "a.@b", warnAt("mailto:a.@b", "@")},
		{"mailto:a..b@c", "a..b@c", warnAt("mailto:a..b@c", ".b")},
		// A list of addresses, or later RFCs' "?" headers, are no
		// addr-spec.
		{"mailto:foo+@example.com,bar@example.com", "foo+@example.com,bar@example.com", warnAt("mailto:foo+@example.com,bar@example.com", ",")},
		{"mailto:joe@example.com?cc=bob@example.com&body=hello", "joe@example.com?cc=bob@example.com&body=hello", warnAt("mailto:joe@example.com?cc=bob@example.com&body=hello", "@example.com&")},
		{"mailto:?to=joe", "?to=joe", warnAt("mailto:?to=joe", "")},
		// "?", "/" and "#" are atom characters.
		{"mailto:%3F/%23", "?/#", warnAt("mailto:%3F/%23", "")},
		// Specials, controls, space and 8-bit bytes need quoting in RFC
		// 822; the warning points at the escape that brings them in.
		{"mailto:a%20b@c", "a b@c", warnAt("mailto:a%20b@c", "%20")},
		{"mailto:a;b@c", "a;b@c", warnAt("mailto:a;b@c", ";")},
		{"mailto:a%0D%0A@c", "a\r\n@c", warnAt("mailto:a%0D%0A@c", "%0D")},
		{"mailto:%E9@c", "\xe9@c", warnAt("mailto:%E9@c", "%E9")},
		{"mailto:%22a%0Db%22@c", "\"a\rb\"@c", warnAt("mailto:%22a%0Db%22@c", "%0D")},
		{"mailto:%22ab@c", `"ab@c`, warnAt("mailto:%22ab@c", "")},
		{"mailto:%22a%5C", `"a\`, warnAt("mailto:%22a%5C", "")},
		{"mailto:a@%5B1%5B%5D", "a@[1[]", warnAt("mailto:a@%5B1%5B%5D", "%5B%5D")},
		// A "//" after the ":", as a browser's URLs write it: valid, "/"
		// being an atom character, but not section 3.5's form; with
		// nothing after it, no addr-spec either, which the other warning
		// says alone.
		{"mailto://joe@example.org", "//joe@example.org", []newsFinding{{7, "mailtourl", "//joe@example.org", SeverityWarning}}},
		{"mailto://a;b@c", "//a;b@c", append([]newsFinding{{7, "mailtourl", "//a;b@c", SeverityWarning}}, warnAt("mailto://a;b@c", ";")...)},
		{"mailto://", "//", warnAt("mailto://", "")},
	}
	p := newsFamilyParser(t, mailtoScheme)
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		checkNewsFamilyTree(t, tt.in, u)
		part, ok := u.Part.(*ast.MailtoPart)
		if !ok {
			t.Errorf("Parse(%q).Part is %T", tt.in, u.Part)
			continue
		}
		if got, ok := part.Address(); !ok || got != tt.address {
			t.Errorf("Parse(%q).Address() = %q, %v; want %q", tt.in, got, ok, tt.address)
		}
		if diff := cmp.Diff(tt.warnings, newsFindingsOf(t, p.Validate(u))); diff != "" {
			t.Errorf("Validate(%q) (-want +got):\n%s", tt.in, diff)
		}
		if port, ok := u.DefaultPort(); ok {
			t.Errorf("%q: DefaultPort() = %d, true; mailto has none", tt.in, port)
		}
		if u.Login() != nil {
			t.Errorf("%q: a mailto URL has no login", tt.in)
		}
	}
}

func TestMailtoErrors(t *testing.T) {
	tests := []struct {
		in   string
		want newsFinding
	}{
		// encoded822addr = 1*xchar: not empty.
		{"mailto:", newsFinding{7, "encoded822addr", "", SeverityError}},
		// Characters that are no xchar must be escaped.
		{"mailto:a b@c", newsFinding{8, "encoded822addr", " ", SeverityError}},
		{"mailto:<a@b>", newsFinding{7, "encoded822addr", "<", SeverityError}},
		{`mailto:"a"@b`, newsFinding{7, "encoded822addr", `"`, SeverityError}},
		{"mailto:xxx@xxx.xxx.xxx]", newsFinding{22, "encoded822addr", "]", SeverityError}},
		{"mailto:a@[1.2.3.4]", newsFinding{9, "encoded822addr", "[", SeverityError}},
		{"mailto:foo@example.com#bar", newsFinding{22, "encoded822addr", "#", SeverityError}},
		{"mailto:?subject=Ruby#test", newsFinding{20, "encoded822addr", "#", SeverityError}},
		{"mailto:a%zz@b", newsFinding{9, "escape", "z", SeverityError}},
		{"mailto:100%", newsFinding{11, "escape", "", SeverityError}},
		{"mailto:é@b", newsFinding{7, "encoded822addr", "é", SeverityError}},
	}
	p := newsFamilyParser(t, mailtoScheme)
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) = %q; want an error", tt.in, u)
			continue
		}
		if diff := cmp.Diff([]newsFinding{tt.want}, newsFindingsOf(t, err)); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s\n%v", tt.in, diff, err)
		}
		var e *Error
		if errors.As(err, &e) && e.Scheme != ast.MailtoURLP {
			t.Errorf("Parse(%q): error names scheme production %q, want mailtourl", tt.in, e.Scheme.Name)
		}
	}
}

// TestMailtoMessages pins an error and a warning whole.
func TestMailtoMessages(t *testing.T) {
	p := newsFamilyParser(t, mailtoScheme)
	_, err := p.Parse("mailto:")
	const wantErr = `offset 7: encoded822addr: found the end of the URL, expected ` + xchar + ` (RFC 1738 section 5, explained in section 3.5: encoded822addr = 1*xchar; in mailtourl, RFC 1738 section 3.5)` +
		`; note: offset 7: mailtourl: a reading, on which the error rests: the scheme's name picks its production, mailtourl (RFC 1738 section 3.5); section 5's grammar alone would accept the whole text as written, as an otherurl, the alternative of url of which it says "new schemes follow the general syntax" (RFC 1738 section 5: otherurl = genericurl; genericurl = scheme ":" schemepart; schemepart = *xchar | ip-schemepart)`
	if err == nil || err.Error() != wantErr {
		t.Errorf("got  %v\nwant %s", err, wantErr)
	}
	u, err := p.Parse("mailto:joe%20smith@example.com")
	if err != nil {
		t.Fatal(err)
	}
	const wantWarning = `offset 10: encoded822addr: the address "joe smith@example.com", decoded, is not an RFC 822 addr-spec (RFC 822 section 6.1: addr-spec = local-part "@" domain): expected an atom character, "@" or "." (RFC 1738 section 5, explained in section 3.5: encoded822addr = 1*xchar)`
	if got := p.Validate(u).Error(); got != wantWarning {
		t.Errorf("got  %s\nwant %s", got, wantWarning)
	}
}

// TestAddrSpecExpected checks what SplitAddrSpec says could have stood
// where an address stops being an addr-spec: after an atom, one more of
// its characters could; after a quoted-string or a domain-literal, which
// end at their delimiter, it could not.
func TestAddrSpecExpected(t *testing.T) {
	tests := map[string]string{
		"joe@example.org,jane@example.org": `an atom character, "." or the end of the address`,
		"a@[1.2],b":                        `"." or the end of the address`,
		"a@b.[1.2],c":                      `"." or the end of the address`,
		"a b@c":                            `an atom character, "@" or "."`,
		`"a b"c@d`:                         `"@" or "."`,
		`a."b",c@d`:                        `"@" or "."`,
	}
	for in, want := range tests {
		_, _, err := ast.SplitAddrSpec(in)
		var e *ast.AddrSpecError
		if !errors.As(err, &e) {
			t.Errorf("SplitAddrSpec(%q): %v, want an *ast.AddrSpecError", in, err)
			continue
		}
		if e.Expected != want {
			t.Errorf("SplitAddrSpec(%q) expected %q, want %q", in, e.Expected, want)
		}
	}
}

func TestMailtoWalk(t *testing.T) {
	u, err := newsFamilyParser(t, mailtoScheme).Parse("mailto:a@b")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"genericurl", "scheme", "mailtourl", "encoded822addr"}, newsProductionsOf(u)); diff != "" {
		t.Errorf("walk (-want +got):\n%s", diff)
	}
}

func TestSplitAddrSpec(t *testing.T) {
	type split struct {
		Local, Domain string
		Offset        int // -1 when s is an addr-spec
	}
	tests := map[string]split{
		"a@b":                    {"a", "b", -1},
		"a.b.c@d.e":              {"a.b.c", "d.e", -1},
		`"x y".z@[1.2].w`:        {`"x y".z`, "[1.2].w", -1},
		`"a\"@b"@c`:              {`"a\"@b"`, "c", -1},
		`"\é"@c`:                 {"", "", 2},
		"!#$%&'*+-/=?^_`{|}~@x":  {"!#$%&'*+-/=?^_`{|}~", "x", -1},
		"":                       {"", "", 0},
		"a":                      {"", "", 1},
		"a@":                     {"", "", 2},
		"a@b@c":                  {"", "", 3},
		"(c)a@b":                 {"", "", 0},
		"a @b":                   {"", "", 1},
		"a@[b":                   {"", "", 4},
		"a@[b]c":                 {"", "", 5},
		"a\x7f@b":                {"", "", 1},
		`"a` + "\r" + `"@b`:      {"", "", 2},
		`"a` + "\n\t" + `"@b`:    {"", "", -1},
		"a@[b\\]]":               {"", "", -1},
		"a@[" + "\xff" + "]":     {"", "", 3},
		"first.last@sub.do.main": {"first.last", "sub.do.main", -1},
		"a.\"b\".c@d":            {`a."b".c`, "d", -1},
		"a@\"b\"":                {"", "", 2},
	}
	for in, want := range tests {
		local, domain, err := ast.SplitAddrSpec(in)
		got := split{local, domain, -1}
		if err != nil {
			var e *ast.AddrSpecError
			if !errors.As(err, &e) {
				t.Fatalf("SplitAddrSpec(%q): error %T", in, err)
			}
			got.Offset = e.Offset
		}
		if want.Offset == -1 && want.Local == "" {
			want.Local, want.Domain = local, domain // only the verdict is pinned
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("SplitAddrSpec(%q) (-want +got):\n%s", in, diff)
		}
	}
	local, domain, err := (&ast.Encoded822Addr{Text: "%22J%20D%22@x%2Ey"}).AddrSpec()
	if local != `"J D"` || domain != "x.y" || err != nil {
		t.Errorf("AddrSpec() = %q, %q, %v", local, domain, err)
	}
}

// TestValidateMailtoBuilt runs the validator alone over trees a program
// built or changed.
func TestValidateMailtoBuilt(t *testing.T) {
	mailto := func(part ast.SchemePart) *ast.URL {
		return &ast.URL{Scheme: &ast.Scheme{Span: ast.At(0, 6), Text: "mailto"}, Part: part}
	}
	addr := func(s string) *ast.MailtoPart {
		return &ast.MailtoPart{Span: ast.At(7, 7+len(s)), Addr: &ast.Encoded822Addr{Span: ast.At(7, 7+len(s)), Text: ast.Text(s)}}
	}
	err := func(off int, prod, found string) []newsFinding {
		return []newsFinding{{off, prod, found, SeverityError}}
	}
	tests := []struct {
		name string
		u    *ast.URL
		want []newsFinding
	}{
		{"address", mailto(addr("joe%40example.com")), nil},
		{"not an addr-spec", mailto(addr("joe")), []newsFinding{{10, "encoded822addr", "", SeverityWarning}}},
		{"opaque part", mailto(&ast.OpaquePart{Text: "joe@example.com"}), err(7, "mailtourl", "")},
		{"generic part", mailto(&ast.IPSchemePart{}), err(7, "mailtourl", "")},
		{"nil part", mailto(nil), err(7, "mailtourl", "")},
		{"typed nil part", mailto((*ast.MailtoPart)(nil)), err(7, "mailtourl", "")},
		{"no address", mailto(&ast.MailtoPart{Span: ast.At(7, 7)}), err(7, "mailtourl", "")},
		{"empty address", mailto(addr("")), err(7, "encoded822addr", "")},
		{"space", mailto(addr("a b@c")), err(8, "encoded822addr", " ")},
		{"stray percent", mailto(addr("a%zz@c")), err(9, "escape", "z")},
		{"hash", mailto(addr("a@c#x")), err(10, "encoded822addr", "#")},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, newsFindingsOf(t, builtinValidator("mailto")(tt.u))); diff != "" {
			t.Errorf("%s: validateMailto (-want +got):\n%s", tt.name, diff)
		}
	}
	for _, tt := range []struct {
		part ast.SchemePart
		want string
	}{
		{(*ast.MailtoPart)(nil), "offset 7: mailtourl: the scheme part of a mailto URL is missing: it must be a non-nil *ast.MailtoPart (RFC 1738 section 5, explained in section 3.5: mailtourl = \"mailto:\" encoded822addr)"},
		{&ast.OpaquePart{}, "offset 7: mailtourl: the scheme part of a mailto URL must be a *ast.MailtoPart, not a *ast.OpaquePart (RFC 1738 section 5, explained in section 3.5: mailtourl = \"mailto:\" encoded822addr)"},
		{addr("a b"), `offset 8: encoded822addr: found "␣" (a space), expected ` + xchar + ` or the end of the text (RFC 1738 section 5, explained in section 3.5: encoded822addr = 1*xchar); note: offset 8: encoded822addr: RFC 1738 section 2.2 allows "␣" (a space) only escaped: write %20`},
	} {
		if got := builtinValidator("mailto")(mailto(tt.part)).Error(); got != tt.want {
			t.Errorf("got  %s\nwant %s", got, tt.want)
		}
	}
	// The validator a parser runs is the scheme's.
	p := newsFamilyParser(t, mailtoScheme)
	if diff := cmp.Diff(err(7, "mailtourl", ""), newsFindingsOf(t, p.Validate(mailto(&ast.OpaquePart{Text: "x"})))); diff != "" {
		t.Errorf("Parser.Validate (-want +got):\n%s", diff)
	}
}
