package netdiff

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestCompare checks the comparison the page shows, field by field,
// for a text of each kind: both agree, they read it differently, only
// net/url accepts it, only RFC 1738 does, neither does.
func TestCompare(t *testing.T) {
	for _, tc := range []struct {
		in      string
		agree   bool
		reasons []string
		differs []string // the fields marked
		fields  map[string][2]string
	}{
		{in: "http://www.iec.ch/about/mission-e.htm", agree: true,
			fields: map[string][2]string{"Scheme": {`"http"`, `"http"`}, "Host": {`"www.iec.ch"`, `"www.iec.ch"`},
				"Path": {`"about/mission-e.htm"`, `"/about/mission-e.htm"`}, "RawQuery": {"", ""}}},
		{in: "ftp://h/a?b", reasons: []string{"neturl-splits-query"}, differs: []string{"Path", "RawQuery"},
			fields: map[string][2]string{"Path": {`"a?b"`, `"/a"`}, "RawQuery": {"", `"b"`}}},
		{in: "HTTP://h/", reasons: []string{"neturl-lowercases-scheme"}, differs: []string{"Scheme"}},
		{in: "http://h/~u", reasons: []string{"tilde"},
			fields: map[string][2]string{"Path": {"", `"/~u"`}}},
		{in: "http://h/#top", reasons: []string{"fragment"},
			fields: map[string][2]string{"Fragment": {"", `"top"`}}},
		{in: "1abc://h/", reasons: []string{"scheme-first-char"},
			fields: map[string][2]string{"Scheme": {`"1abc"`, ""}}},
		{in: "http://h:x:y/", agree: true},
		{in: "ftp://anon:pa:ss@h/", reasons: []string{"login-chars"}, fields: map[string][2]string{"Password": {"", `"pa:ss"`}}},
		{in: "ftp://a@b@h/", reasons: []string{"login-at"}},
		{in: "ftp://anonymous:me@example.com@ftp.example.com/", reasons: []string{"login-at"}},
		{in: "http://9lives/", reasons: []string{"host-digits"}},
		{in: "http://1.2.3/", reasons: []string{"host-digits"}},
		{in: "telnet://h/x", reasons: []string{"scheme-syntax"}},
		{in: "nntp://h/", reasons: []string{"scheme-syntax"}},
		{in: "mailto:", reasons: []string{"scheme-syntax"}},
		{in: "telnet://joe:pw@h:23/", reasons: []string{"telnet-slash"}, differs: []string{"Path"},
			fields: map[string][2]string{"Path": {"", `"/"`}, "Port": {`"23"`, `"23"`}}},
		{in: "telnet://h", agree: true},
		// The paths as written: %2F is no separator (RFC 1738 section 2.2).
		// RFC 1738's url-path has no "/" after the host (section 3.1: it
		// "is NOT part of the url-path"); RFC 3986's path has it.
		{in: "http://h/a%2fb", agree: true, fields: map[string][2]string{"Path": {`"a%2fb"`, `"/a%2fb"`}}},
		{in: "ftp://h/a%41", agree: true, fields: map[string][2]string{"Path": {`"a%41"`, `"/a%41"`}}},
		{in: "http://h/", agree: true, fields: map[string][2]string{"Path": {`""`, `"/"`}}},
		{in: "file:///C:/x", agree: true, fields: map[string][2]string{"Path": {`"C:/x"`, `"/C:/x"`}}},
	} {
		u, err := parser.Parse(tc.in)
		c := Compare(tc.in, u, err)
		var codes []string
		for _, r := range c.Reasons {
			codes = append(codes, r.Code)
		}
		if c.Agree != tc.agree || strings.Join(codes, " ") != strings.Join(tc.reasons, " ") || c.Unexplained {
			t.Errorf("%q: agree %v, reasons %q, unexplained %v; want %v, %q", tc.in, c.Agree, codes, c.Unexplained, tc.agree, tc.reasons)
		}
		var differs []string
		for _, f := range c.Fields() {
			if f.Differs {
				differs = append(differs, f.Name)
			}
			if want, ok := tc.fields[f.Name]; ok && (f.RFC1738 != want[0] || f.NetURL != want[1]) {
				t.Errorf("%q: %s is %s and %s, want %s and %s", tc.in, f.Name, f.RFC1738, f.NetURL, want[0], want[1])
			}
		}
		if strings.Join(differs, " ") != strings.Join(tc.differs, " ") {
			t.Errorf("%q: the fields that differ are %q, want %q", tc.in, differs, tc.differs)
		}
		if len(c.Sentences(grammar.French)) != len(c.Reasons) {
			t.Errorf("%q: %d French sentences for %d reasons", tc.in, len(c.Sentences(grammar.French)), len(c.Reasons))
		}
	}
}

// TestReasons checks that each reason has its sentences, and that the
// French one is French: its quotation marks are « and », and it says
// "RFC 1738, section" as the parser's French messages do.
func TestReasons(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range append(append([]Reason{}, Reasons...), MoreReasons...) {
		if seen[r.Code] {
			t.Errorf("%s: twice", r.Code)
		}
		seen[r.Code] = true
		if r.Why == "" || r.En == "" || r.Fr == "" || r.En == r.Fr {
			t.Errorf("%s: a sentence is missing", r.Code)
		}
		if strings.Contains(r.Fr, "RFC 1738 section") || strings.Contains(r.Fr, "RFC 3986 section") {
			t.Errorf("%s: the French cites a section the English way: %s", r.Code, r.Fr)
		}
		// The sentences are a student's: they name RFC 3986, not the
		// Go package that reads by it.
		if strings.Contains(r.En, "net/url") || strings.Contains(r.Fr, "net/url") {
			t.Errorf("%s: a sentence names net/url:\n%s\n%s", r.Code, r.En, r.Fr)
		}
		for _, w := range []string{" the ", " is ", " and ", " in "} {
			if strings.Contains(r.Fr, w) {
				t.Errorf("%s: the French has %q: %s", r.Code, w, r.Fr)
			}
		}
	}
}

// TestSentenceByScheme checks the sentences that say where RFC 1738
// reads the "?" that RFC 3986 starts a query with, which depend on the
// scheme (section 5), and the sentence on IPv6 hosts, which RFC 2732
// brought.
func TestSentenceByScheme(t *testing.T) {
	for _, tc := range []struct {
		in           string
		code         string
		en, fr       string // in the sentence
		notEn, notFr string // not in it
	}{
		{"ftp://h/a?b", "neturl-splits-query", `in this URL "?" is part of the path`, "fait partie du chemin", "", ""},
		{"file://h/a?b", "neturl-splits-query", `"?" is part of the path`, "fait partie du chemin", "", ""},
		{"gopher://h/1a?b", "neturl-splits-query", `here "?" is part of the selector`, "fait partie du sélecteur", "part of the path", "fait partie du chemin"},
		{"mailto:joe@example.org?subject=hi", "neturl-splits-query", `"?" is part of the address; RFC 2368`, "fait partie de l'adresse", "part of the path", "fait partie du chemin"},
		{"news:a?b@c.org", "neturl-splits-query", `"?" is part of the article's message-id, before its "@"`, "fait partie de l'identifiant de l'article", "part of the path", "fait partie du chemin"},
		{"foo:a?b", "neturl-splits-query", `*xchar, holds "?"`, "*xchar, contient", "part of the path", "fait partie du chemin"},
		{"http://[::1]:8080/", "ipv6-literal", "came later, with RFC 2732, then RFC 3986", "sont venues plus tard, avec la RFC 2732", "RFC 3986 adds", "la RFC 3986 ajoute"},
	} {
		u, err := parser.Parse(tc.in)
		c := Compare(tc.in, u, err)
		if len(c.Reasons) != 1 || c.Reasons[0].Code != tc.code {
			t.Errorf("%q: reasons %+v, want %s", tc.in, c.Reasons, tc.code)
			continue
		}
		en, fr := c.Sentences(grammar.English)[0], c.Sentences(grammar.French)[0]
		fr = strings.ReplaceAll(fr, "\u00a0", " ")
		if !strings.Contains(en, tc.en) || tc.notEn != "" && strings.Contains(en, tc.notEn) {
			t.Errorf("%q: the sentence reads %q, want %q in it and not %q", tc.in, en, tc.en, tc.notEn)
		}
		if !strings.Contains(fr, tc.fr) || tc.notFr != "" && strings.Contains(fr, tc.notFr) {
			t.Errorf("%q: the French reads %q, want %q in it and not %q", tc.in, fr, tc.fr, tc.notFr)
		}
	}
}

// TestNotesKeepValues checks that the French notes put the no-break
// spaces of French typography in their sentences only: a decoded path
// whose space stands before ":" is shown as it decodes.
func TestNotesKeepValues(t *testing.T) {
	const in = "http://h/a%20:b%2Fc"
	u, err := parser.Parse(in)
	c := Compare(in, u, err)
	notes := strings.Join(c.Notes(grammar.French), "\n")
	if want := grammar.QuotedDecoded("/a :b/c", grammar.French); !strings.Contains(notes, want) {
		t.Errorf("%q: notes %q, want the decoded path %q in them", in, notes, want)
	}
	if !strings.Contains(notes, "segments\u00a0: la section") {
		t.Errorf("%q: notes %q, want a no-break space before the sentence's colon", in, notes)
	}
}

// TestNotes checks the sentences on what the RFC 3986 parser does
// beyond RFC 3986: its decoded path, which loses the segment boundary
// of %2F, and its opaque part, RFC 2396's term for RFC 3986's path.
func TestNotes(t *testing.T) {
	for _, tc := range []struct {
		in     string
		en, fr []string // in the notes, each
	}{
		// The escape quoted as typed, %2f or %2F; the decoded path with
		// its tab shown ⟨%09⟩, as every decoded text, not as Go writes it.
		// RFC 3986 decodes escapes after the split, not never: the note
		// says when (section 2.4), and not that no component is decoded.
		{"http://h/a%2fb", []string{`decodes the path, to "/a/b", where the "/" written %2f can`, "RFC 1738 section 2.2", "RFC 3986 section 2.4 decodes a component's escapes only after the URI is split into its components, when it is dereferenced"},
			[]string{"décode aussi le chemin, en « /a/b », où le « / » écrit %2f ne", "section 2.2 de la RFC 1738", "ne décode les échappements d'un composant qu'après avoir séparé l'URI en composants"}},
		{"http://h/a%2Fb%09", []string{`decodes the path, to "/a/b⟨%09⟩", where the "/" written %2F can`},
			[]string{"en « /a/b⟨%09⟩ », où le « / » écrit %2F ne"}},
		{"mailto:joe@example.org?subject=hi", []string{`keeps what follows "mailto:" as its opaque part (RFC 2396's term); RFC 3986 section 3.3 reads it as the path.`},
			[]string{"garde ce qui suit « mailto: » comme sa partie opaque"}},
		{"news:a?b@c.org", []string{`what follows "news:"`}, []string{"« news: »"}},
		{"http://h/a%41", nil, nil},
		{"http://h/a/b", nil, nil},
	} {
		u, err := parser.Parse(tc.in)
		c := Compare(tc.in, u, err)
		for _, x := range []struct {
			l    grammar.Lang
			want []string
		}{{grammar.English, tc.en}, {grammar.French, tc.fr}} {
			notes := strings.ReplaceAll(strings.Join(c.Notes(x.l), "\n"), "\u00a0", " ")
			if len(x.want) == 0 && notes != "" {
				t.Errorf("%q: notes %q, want none", tc.in, notes)
			}
			for _, w := range x.want {
				if !strings.Contains(notes, w) {
					t.Errorf("%q: notes %q, want %q in them", tc.in, notes, w)
				}
			}
			if strings.Contains(notes, "decodes no component") || strings.Contains(notes, "ne décode aucun") {
				t.Errorf("%q: notes say RFC 3986 decodes nothing: %q", tc.in, notes)
			}
			if strings.Contains(notes, "net/url") || strings.Contains(notes, "Go ") {
				t.Errorf("%q: notes name the Go library: %q", tc.in, notes)
			}
		}
	}
}

// TestBeyondRFC3986 checks that where the RFC 3986 parser accepts what
// RFC 3986 does not allow (an unescaped '"', space or byte above 7F,
// an "@" inside the userinfo), the sentence says so, and does not where
// RFC 3986 allows it (a ":" in the userinfo).
func TestBeyondRFC3986(t *testing.T) {
	for _, tc := range []struct {
		in     string
		code   string
		beyond bool
	}{
		{`http://www.example.com/a"b`, "neturl-accepts-unsafe", true},
		{"http://h/a b", "neturl-accepts-space", true},
		{"http://h/\u00e4", "non-ascii", true},
		{"ftp://anonymous:me@example.com@h/", "login-at", true},
		{"ftp://anon:pa:ss@h/", "login-chars", false},
	} {
		in := tc.in
		u, err := parser.Parse(in)
		c := Compare(in, u, err)
		if len(c.Reasons) != 1 || c.Reasons[0].Code != tc.code {
			t.Errorf("%q: reasons %+v, want %s", in, c.Reasons, tc.code)
			continue
		}
		en := c.Sentences(grammar.English)[0]
		fr := strings.ReplaceAll(c.Sentences(grammar.French)[0], "\u00a0", " ")
		if got := strings.Contains(en, "goes beyond RFC 3986"); got != tc.beyond {
			t.Errorf("%q: %q says it goes beyond RFC 3986: %v, want %v", in, en, got, tc.beyond)
		}
		if got := strings.Contains(fr, "va ici au-delà de la RFC 3986"); got != tc.beyond {
			t.Errorf("%q: %q says it goes beyond RFC 3986: %v, want %v", in, fr, got, tc.beyond)
		}
	}
}
