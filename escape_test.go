package rfc1738_test

import (
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// allComponents lists every Component in order; TestComponentList
// checks that it is complete.
var allComponents = []rfc1738.Component{
	rfc1738.InUser, rfc1738.InPassword, rfc1738.InURLPath, rfc1738.InFSegment,
	rfc1738.InHSegment, rfc1738.InSearch, rfc1738.InSelector, rfc1738.InGopherPlus,
	rfc1738.InEncoded822Addr, rfc1738.InUnique, rfc1738.InDatabase, rfc1738.InWType,
	rfc1738.InWPath, rfc1738.InPSegment, rfc1738.InFieldName, rfc1738.InFieldValue,
	rfc1738.InUchar,
}

// placement puts the text of a component in a URL of its scheme, and
// reads the component back, decoded, from the parsed tree.
type placement struct {
	name  string
	build func(text string) string
	read  func(u *ast.URL) (string, bool)
	// empty is false when the production needs at least one character.
	empty bool
	// tab is false where "%09" is a delimiter: a tab cannot be written.
	tab bool
}

// placements returns where each component's text is tried: one URL per
// scheme that uses the production.
func placements(c rfc1738.Component) []placement {
	login := func(u *ast.URL) *ast.Login { return u.Login() }
	fseg := func(p *ast.FPath) (string, bool) {
		if p == nil || len(p.FSegments) != 1 {
			return "", false
		}
		return p.FSegments[0].Decoded(), true
	}
	switch c {
	case rfc1738.InUser:
		return []placement{
			{name: "ftp", build: func(s string) string { return "ftp://" + s + "@h/" }, read: func(u *ast.URL) (string, bool) {
				if l := login(u); l != nil && l.User != nil && l.Password == nil {
					return l.User.Decoded(), true
				}
				return "", false
			}, empty: true, tab: true},
			{name: "generic", build: func(s string) string { return "x-y://" + s + ":pw@h" }, read: func(u *ast.URL) (string, bool) {
				if l := login(u); l != nil && l.User != nil && l.Password != nil && l.Password.Text == "pw" {
					return l.User.Decoded(), true
				}
				return "", false
			}, empty: true, tab: true},
		}
	case rfc1738.InPassword:
		return []placement{{name: "telnet", build: func(s string) string { return "telnet://u:" + s + "@h/" }, read: func(u *ast.URL) (string, bool) {
			if l := login(u); l != nil && l.User != nil && l.User.Text == "u" && l.Password != nil {
				return l.Password.Decoded(), true
			}
			return "", false
		}, empty: true, tab: true}}
	case rfc1738.InURLPath:
		return []placement{{name: "generic", build: func(s string) string { return "x-y://h/" + s }, read: func(u *ast.URL) (string, bool) {
			if p, ok := u.Part.(*ast.IPSchemePart); ok && p.Path != nil {
				return p.Path.Decoded(), true
			}
			return "", false
		}, empty: true, tab: true}}
	case rfc1738.InFSegment:
		return []placement{
			{name: "ftp", build: func(s string) string { return "ftp://h/" + s }, read: func(u *ast.URL) (string, bool) {
				if p, ok := u.Part.(*ast.FTPPart); ok && p.Typecode == nil {
					return fseg(p.Path)
				}
				return "", false
			}, empty: true, tab: true},
			{name: "file", build: func(s string) string { return "file:///" + s }, read: func(u *ast.URL) (string, bool) {
				if p, ok := u.Part.(*ast.FilePart); ok {
					return fseg(p.Path)
				}
				return "", false
			}, empty: true, tab: true},
		}
	case rfc1738.InHSegment:
		return []placement{{name: "http", build: func(s string) string { return "http://h/" + s }, read: func(u *ast.URL) (string, bool) {
			if p, ok := u.Part.(*ast.HTTPPart); ok && p.Path != nil && len(p.Path.Segments) == 1 && p.Search == nil {
				return p.Path.Segments[0].Decoded(), true
			}
			return "", false
		}, empty: true, tab: true}}
	case rfc1738.InSearch:
		return []placement{
			{name: "http", build: func(s string) string { return "http://h/p?" + s }, read: func(u *ast.URL) (string, bool) {
				if p, ok := u.Part.(*ast.HTTPPart); ok {
					return p.DecodedSearch()
				}
				return "", false
			}, empty: true, tab: true},
			{name: "wais", build: func(s string) string { return "wais://h/db?" + s }, read: func(u *ast.URL) (string, bool) {
				if p, ok := u.Part.(*ast.WAISPart); ok && p.Search != nil {
					return p.Search.Decoded(), true
				}
				return "", false
			}, empty: true, tab: true},
			{name: "gopher", build: func(s string) string { return "gopher://h/7sel%09" + s }, read: func(u *ast.URL) (string, bool) {
				if p, ok := u.Part.(*ast.GopherPart); ok && p.DecodedSelector() == "sel" {
					if _, plus := p.DecodedGopherPlus(); !plus {
						return p.DecodedSearch()
					}
				}
				return "", false
			}, empty: true, tab: false},
		}
	case rfc1738.InSelector:
		return []placement{{name: "gopher", build: func(s string) string { return "gopher://h/0" + s }, read: func(u *ast.URL) (string, bool) {
			if p, ok := u.Part.(*ast.GopherPart); ok && p.Type() == '0' {
				if _, search := p.DecodedSearch(); !search {
					return p.DecodedSelector(), true
				}
			}
			return "", false
		}, empty: true, tab: false}}
	case rfc1738.InGopherPlus:
		return []placement{{name: "gopher", build: func(s string) string { return "gopher://h/1s%09q%09" + s }, read: func(u *ast.URL) (string, bool) {
			if p, ok := u.Part.(*ast.GopherPart); ok && p.DecodedSelector() == "s" {
				return p.DecodedGopherPlus()
			}
			return "", false
		}, empty: true, tab: true}}
	case rfc1738.InEncoded822Addr:
		return []placement{{name: "mailto", build: func(s string) string { return "mailto:" + s }, read: func(u *ast.URL) (string, bool) {
			if p, ok := u.Part.(*ast.MailtoPart); ok {
				return p.Address()
			}
			return "", false
		}, empty: false, tab: true}}
	case rfc1738.InUnique:
		return []placement{{name: "news", build: func(s string) string { return "news:" + s + "@h" }, read: func(u *ast.URL) (string, bool) {
			if p, ok := u.Part.(*ast.NewsPart); ok && p.Article != nil && p.Article.Host.String() == "h" {
				return p.Article.Unique.Decoded(), true
			}
			return "", false
		}, empty: false, tab: true}}
	case rfc1738.InUchar:
		// uchar alone is the text of a wais database, and of the user of
		// a registered scheme's own (ast.UserInfoPart), whose placement
		// TestInUcharEscapesAnOwnUser tries.
		return placements(rfc1738.InDatabase)
	case rfc1738.InDatabase:
		return []placement{{name: "wais", build: func(s string) string { return "wais://h/" + s }, read: func(u *ast.URL) (string, bool) {
			if p, ok := u.Part.(*ast.WAISPart); ok && p.Form() == ast.WAISDatabase {
				return p.Database.Decoded(), true
			}
			return "", false
		}, empty: true, tab: true}}
	case rfc1738.InWType:
		return []placement{{name: "wais", build: func(s string) string { return "wais://h/db/" + s + "/p" }, read: func(u *ast.URL) (string, bool) {
			if p, ok := u.Part.(*ast.WAISPart); ok && p.Form() == ast.WAISDoc && p.WPath.Text == "p" {
				return p.WType.Decoded(), true
			}
			return "", false
		}, empty: true, tab: true}}
	case rfc1738.InWPath:
		return []placement{{name: "wais", build: func(s string) string { return "wais://h/db/t/" + s }, read: func(u *ast.URL) (string, bool) {
			if p, ok := u.Part.(*ast.WAISPart); ok && p.Form() == ast.WAISDoc && p.WType.Text == "t" {
				return p.WPath.Decoded(), true
			}
			return "", false
		}, empty: true, tab: true}}
	case rfc1738.InPSegment:
		return []placement{{name: "prospero", build: func(s string) string { return "prospero://h/" + s }, read: func(u *ast.URL) (string, bool) {
			if p, ok := u.Part.(*ast.ProsperoPart); ok && len(p.Path.Segments) == 1 && len(p.Fields) == 0 {
				return p.Path.Segments[0].Decoded(), true
			}
			return "", false
		}, empty: true, tab: true}}
	case rfc1738.InFieldName:
		return []placement{{name: "prospero", build: func(s string) string { return "prospero://h/p;" + s + "=v" }, read: func(u *ast.URL) (string, bool) {
			if p, ok := u.Part.(*ast.ProsperoPart); ok && len(p.Fields) == 1 && p.Fields[0].Value.Text == "v" {
				return p.Fields[0].Name.Decoded(), true
			}
			return "", false
		}, empty: true, tab: true}}
	case rfc1738.InFieldValue:
		return []placement{{name: "prospero", build: func(s string) string { return "prospero://h/p;n=" + s }, read: func(u *ast.URL) (string, bool) {
			if p, ok := u.Part.(*ast.ProsperoPart); ok && len(p.Fields) == 1 && p.Fields[0].Name.Text == "n" {
				return p.Fields[0].Value.Decoded(), true
			}
			return "", false
		}, empty: true, tab: true}}
	}
	return nil
}

// readBack parses the URL pl builds around text and returns the
// component's decoded text, and false when the URL does not parse or
// the text does not land in the component whole.
func readBack(pl placement, text string) (string, bool) {
	u, err := rfc1738.Parse(pl.build(text))
	if err != nil {
		return "", false
	}
	return pl.read(u)
}

func TestComponentList(t *testing.T) {
	for i, c := range allComponents {
		if int(c) != i {
			t.Errorf("allComponents[%d] = %d", i, c)
		}
		if c.Production().Name == "" || len(placements(c)) == 0 {
			t.Errorf("%v: no production or no placement", c)
		}
	}
	next := rfc1738.Component(len(allComponents))
	if next.Production() != (ast.Production{}) {
		t.Errorf("Component(%d) has production %v: add it to allComponents", next, next.Production())
	}
}

func TestComponentNames(t *testing.T) {
	var got []string
	for _, c := range append(allComponents, -1, 99) {
		got = append(got, c.String()+" = "+c.Production().Rule)
	}
	want := []string{
		`user = user = *[ uchar | ";" | "?" | "&" | "=" ]`,
		`password = password = *[ uchar | ";" | "?" | "&" | "=" ]`,
		`urlpath = urlpath = *xchar`,
		`fsegment = fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]`,
		`hsegment = hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`,
		`search = search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`,
		`selector = selector = *xchar`,
		`gopher+_string = gopher+_string = *xchar`,
		`encoded822addr = encoded822addr = 1*xchar`,
		`unique = article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host`,
		`database = database = *uchar`,
		`wtype = wtype = *uchar`,
		`wpath = wpath = *uchar`,
		`psegment = psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]`,
		`fieldname = fieldname = *[ uchar | "?" | ":" | "@" | "&" ]`,
		`fieldvalue = fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]`,
		`uchar = uchar = unreserved | escape`,
		`Component(-1) = `,
		`Component(99) = `,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("names (-want +got):\n%s", d)
	}
}

// TestComponentsMatchGrammar checks Allows against the parser, byte by
// byte: a byte is allowed exactly when, written as it is where the
// component goes, it parses and reads back as itself. nodegen reads the
// sets in zz_components.go from the tags the parser is generated from
// (nodegen's TestUpToDate fails on a stale or edited copy); this checks
// the reading against the parser itself.
func TestComponentsMatchGrammar(t *testing.T) {
	for _, c := range allComponents {
		for _, pl := range placements(c) {
			for b := 0; b < 256; b++ {
				s := string([]byte{byte(b)})
				got, ok := readBack(pl, s)
				parses := ok && got == s
				if parses != c.Allows(byte(b)) {
					t.Errorf("%v in %s: byte %q: Allows = %v, but parsing %q gives %q, %v", c, pl.name, s, c.Allows(byte(b)), pl.build(s), got, ok)
				}
			}
		}
	}
}

// escapeInputs returns the strings the Escape properties are tried on:
// every byte alone, all 256 bytes in one string, strings that look like
// delimiters and escapes, and random strings over all bytes.
func escapeInputs() []string {
	in := []string{"", "%", "%25", "%09", "%zz", ";type=a", "a/b?c#d", "user:pass@host", "a\tb", "~joe", "%%41", "\xff\xfe", "http://x/?y=z&w=1",
		"//evil.example/x", "//", "/", "///a", "a//b", "..?", "?x=1", "evil.example?"}
	var all []byte
	for b := 0; b < 256; b++ {
		in = append(in, string([]byte{byte(b)}))
		all = append(all, byte(b))
	}
	in = append(in, string(all))
	r := rand.New(rand.NewSource(1738))
	const delims = ";/?:@&=%#\t~ "
	for i := 0; i < 400; i++ {
		b := make([]byte, r.Intn(24))
		for j := range b {
			if r.Intn(2) == 0 {
				b[j] = delims[r.Intn(len(delims))]
			} else {
				b[j] = byte(r.Intn(256))
			}
		}
		in = append(in, string(b))
	}
	return in
}

// TestEscapeProperties checks, for every component and every input s:
// Unescape(Escape(s)) is s; Escape escapes exactly the bytes the
// component does not allow and those escapeByHand adds for other
// readers, with upper-case hex digits; and its output,
// put where the component goes in a URL, parses and reads back as s.
func TestEscapeProperties(t *testing.T) {
	inputs := escapeInputs()
	for _, c := range allComponents {
		for _, s := range inputs {
			e := rfc1738.Escape(s, c)
			if back, err := rfc1738.Unescape(e); err != nil || back != s {
				t.Errorf("%v: Unescape(Escape(%q)) = %q, %v", c, s, back, err)
			}
			if want := escapeByHand(s, c); e != want {
				t.Errorf("%v: Escape(%q) = %q, want %q", c, s, e, want)
			}
			for _, pl := range placements(c) {
				if s == "" && !pl.empty || strings.Contains(s, "\t") && !pl.tab {
					continue
				}
				if got, ok := readBack(pl, e); !ok || got != s {
					t.Errorf("%v in %s: %q reads back as %q, %v; want %q", c, pl.name, pl.build(e), got, ok, s)
				}
			}
		}
	}
}

// escapeByHand is Escape's specification: each byte not allowed
// becomes "%" and two upper-case hex digits, and so does a "?" where
// RFC 3986 and WHATWG readers end the authority or the path (a user, a
// password, an ftp, file or prospero segment, a prospero field), and
// the first "/" of an address or article that starts with "//", which
// they read as an authority.
func escapeByHand(s string, c rfc1738.Component) string {
	question := map[rfc1738.Component]bool{
		rfc1738.InUser: true, rfc1738.InPassword: true, rfc1738.InFSegment: true,
		rfc1738.InPSegment: true, rfc1738.InFieldName: true, rfc1738.InFieldValue: true,
	}
	authority := (c == rfc1738.InEncoded822Addr || c == rfc1738.InUnique) && strings.HasPrefix(s, "//")
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c.Allows(s[i]) && !(s[i] == '?' && question[c]) && !(i == 0 && authority) {
			b.WriteByte(s[i])
		} else {
			fmt.Fprintf(&b, "%%%02X", s[i])
		}
	}
	return b.String()
}

// TestAllows spells out the sets for a few components, so that a change
// to the table shows here as well as against the grammar.
func TestAllows(t *testing.T) {
	allowed := func(c rfc1738.Component) string {
		var b []byte
		for i := 0; i < 256; i++ {
			if c.Allows(byte(i)) && grammar.Class(byte(i)) == grammar.Reserved {
				b = append(b, byte(i))
			}
		}
		return string(b)
	}
	got := map[string]string{}
	for _, c := range append(allComponents, -1) {
		got[c.String()] = allowed(c)
	}
	want := map[string]string{
		"user": "&;=?", "password": "&;=?", "urlpath": "&/:;=?@", "fsegment": "&:=?@",
		"hsegment": "&:;=@", "search": "&:;=@", "selector": "&/:;=?@", "gopher+_string": "&/:;=?@",
		"encoded822addr": "&/:;=?@", "unique": "&/:;=?", "database": "", "wtype": "", "wpath": "",
		"psegment": "&:=?@", "fieldname": "&:?@", "fieldvalue": "&:?@", "uchar": "", "Component(-1)": "",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("reserved characters allowed (-want +got):\n%s", d)
	}
	for _, c := range append(allComponents, -1) {
		for _, b := range []byte("azAZ09$-_.+!*'(),") {
			if !c.Allows(b) {
				t.Errorf("%v does not allow unreserved %q", c, b)
			}
		}
		for _, b := range []byte("%#<>\"{}|\\^~[]` \x00\x1f\x7f\x80\xff") {
			if c.Allows(b) {
				t.Errorf("%v allows %q, which section 2.2 says must be encoded", c, b)
			}
		}
	}
}

func TestUnescape(t *testing.T) {
	var hex parser.ByteSet
	for _, c := range []byte("0123456789ABCDEFabcdef") {
		hex.Add(c)
	}
	// bad is the error at off, the first byte that is not a hex digit
	// after the "%" at pct.
	bad := func(off int, found string, pct int) *parser.Error {
		return &parser.Error{Code: parser.CodeText, Offset: off, Found: found, Expected: hex, Production: grammar.EscapeP,
			Notes: []parser.Note{{Code: parser.NoteEscape, Offset: pct, Production: grammar.EscapeP, Found: "%"}}}
	}
	tests := []struct {
		in   string
		want string
		err  *parser.Error
	}{
		{in: "", want: ""},
		{in: "plain", want: "plain"},
		{in: "a%41b", want: "aAb"},
		{in: "%2f%2F", want: "//"},
		{in: "%e9t%C3%A9", want: "\xe9t\xc3\xa9"},
		{in: "a+b", want: "a+b"},               // "+" is a plain character in RFC 1738
		{in: "~ #\xff", want: "~ #\xff"},       // copied: Unescape decodes, it does not validate
		{in: "%2541", want: "%41"},             // decoded once
		{in: "%", err: bad(1, "", 0)},          // at the end
		{in: "ab%4", err: bad(4, "", 2)},       // one digit
		{in: "%zz", err: bad(1, "z", 0)},       // no digit
		{in: "%4g", err: bad(2, "g", 0)},       // second not hex
		{in: "a%%41", err: bad(2, "%41", 1)},   // the first "%" starts none
		{in: "%41%", err: bad(4, "", 3)},       // after a good one
		{in: "100%-sure", err: bad(4, "-", 3)}, // the first byte after "%" is not hex
		{in: "%é", err: bad(1, "é", 0)},        // a whole character found
	}
	for _, tc := range tests {
		got, err := rfc1738.Unescape(tc.in)
		var e *parser.Error
		if tc.err == nil {
			if err != nil || got != tc.want {
				t.Errorf("Unescape(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
			}
			continue
		}
		if !errors.As(err, &e) {
			t.Errorf("Unescape(%q) = %q, %v; want a *parser.Error", tc.in, got, err)
			continue
		}
		if d := cmp.Diff(tc.err, e); d != "" {
			t.Errorf("Unescape(%q) error (-want +got):\n%s", tc.in, d)
		}
	}
	// The message reads like Parse's.
	_, err := rfc1738.Unescape("100%-sure")
	const want = `offset 4: escape: found "-", expected a hex digit (RFC 1738 section 5, explained in section 2.2: escape = "%" hex hex); note: offset 3: escape: "%" starts an escape, "%" and two hex digits; write a "%" that is data as %25`
	if err == nil || err.Error() != want {
		t.Errorf("Unescape error = %v\nwant %s", err, want)
	}
}

// FuzzUnescape checks that Unescape never panics, that an error is at
// the first byte after the first "%" that starts no escape that is not a
// hex digit, with a note at that "%", and that on success
// Escape and Unescape round-trip the decoded text for every component.
func FuzzUnescape(f *testing.F) {
	f.Fuzz(func(t *testing.T, s string) {
		d, err := rfc1738.Unescape(s)
		if err != nil {
			var e *parser.Error
			if !errors.As(err, &e) {
				t.Fatalf("Unescape(%q): %T %v, want a *parser.Error", s, err, err)
			}
			if len(e.Notes) != 1 {
				t.Fatalf("Unescape(%q): error %+v, want one note", s, e)
			}
			pct := e.Notes[0].Offset
			if pct < 0 || pct >= len(s) || s[pct] != '%' || grammar.EscapeAt(s, pct) {
				t.Fatalf("Unescape(%q): note at %d is not a %% that starts no escape", s, pct)
			}
			// The offset is the first byte after the "%" that is not a
			// hex digit: 1 or 2 bytes on, or the end.
			if n := e.Offset - pct; n < 1 || n > 2 || e.Offset > len(s) || e.Offset < len(s) && grammar.IsHex(s[e.Offset]) || n == 2 && !grammar.IsHex(s[pct+1]) {
				t.Fatalf("Unescape(%q): offset %d after the %% at %d", s, e.Offset, pct)
			}
			if e.Code != parser.CodeText || e.Production != grammar.EscapeP || e.Offset == len(s) && e.Found != "" {
				t.Fatalf("Unescape(%q): error %+v", s, e)
			}
			for i := 0; i < pct; i++ {
				if s[i] == '%' && !grammar.EscapeAt(s, i) {
					t.Fatalf("Unescape(%q): error after %d, but %d already starts no escape", s, pct, i)
				}
			}
			return
		}
		for i := 0; i < len(s); i++ {
			if s[i] == '%' && !grammar.EscapeAt(s, i) {
				t.Fatalf("Unescape(%q) = %q, nil; but offset %d starts no escape", s, d, i)
			}
		}
		if d != ast.Decode(s) {
			t.Fatalf("Unescape(%q) = %q, ast.Decode gives %q", s, d, ast.Decode(s))
		}
		for _, c := range allComponents {
			e := rfc1738.Escape(d, c)
			if back, err := rfc1738.Unescape(e); err != nil || back != d {
				t.Fatalf("%v: Unescape(Escape(%q)) = %q, %v", c, d, back, err)
			}
			if e != escapeByHand(d, c) {
				t.Fatalf("%v: Escape(%q) = %q, want %q", c, d, e, escapeByHand(d, c))
			}
		}
	})
}
