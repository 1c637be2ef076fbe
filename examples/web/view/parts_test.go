package view

import (
	"regexp"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestTable checks the table of a URL's parts: explain's rows, in the
// page's language, each with its span, its text and decoded text quoted,
// its production and what it means; and what the URL leaves out.
func TestTable(t *testing.T) {
	const in = "ftp://a%41:b@h.com/x/y;type=d"
	u, err := parser.Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []grammar.Lang{grammar.English, grammar.French} {
		r := Explain(in, l.String())
		want := describe.URL(u, l)
		if r.Table == nil || len(r.Table.Rows) != len(want.Rows) || strings.Join(r.Table.Absent, "\n") != strings.Join(want.Absent, "\n") {
			t.Fatalf("%v: table %+v, want explain's %+v", l, r.Table, want)
		}
		for i, row := range r.Table.Rows {
			w := want.Rows[i]
			if row.Tag != w.Tag || row.Pos != w.Pos || row.End != w.End || row.Name != w.Name || row.Cite != w.Cite ||
				strings.Join(row.Meaning, "\n") != strings.Join(w.Details, "\n") || row.InPath != w.InPath || row.Note != w.Note {
				t.Errorf("%v row %d: %+v, want explain's %+v", l, i, row, w)
			}
		}
		user := r.Table.Rows[1]
		text, decoded := "“a%41”", "“aA”"
		if l == grammar.French {
			text, decoded = "«\u00a0a%41\u00a0»", "«\u00a0aA\u00a0»"
		}
		if user.Text != text || user.Decoded != decoded {
			t.Errorf("%v: the user's row is %+v", l, user)
		}
	}
	r := Explain("ftp://@h/", "fr")
	if user := r.Table.Rows[1]; user.Tag != "<utilisateur>" || user.Text != "«\u00a0» (vide)" || user.Decoded != "" {
		t.Errorf("an empty user's row is %+v", user)
	}
	if r := Explain("http://h:a", "en"); r.Table != nil || r.Canonical != "" {
		t.Errorf("a text that is not a URL has a table %+v or a canonical form %q", r.Table, r.Canonical)
	}
}

// TestCanonical checks the canonical form of a URL, and of a resolved
// reference.
func TestCanonical(t *testing.T) {
	if r := Explain("HTTP://WWW.IEC.CH:80/%7e%41", "en"); r.Canonical != "http://www.iec.ch/%7EA" {
		t.Errorf("canonical form %q", r.Canonical)
	}
	if r := Resolve("HTTP://A/b/c", "../D:80", "en"); r.Canonical != "http://a/D:80" {
		t.Errorf("canonical form of the resolved URL %q", r.Canonical)
	}
}

// TestNetURL checks the side panel's comparison with net/url, in each
// language, for a text both read differently, one that only net/url
// reads, and a reference resolved against a base.
func TestNetURL(t *testing.T) {
	r := Explain("ftp://h/a?b", "fr")
	n := r.NetURL
	if n == nil || n.Agree || !n.RFC1738 || !n.NetURL || len(n.Reasons) != 1 ||
		!strings.HasPrefix(n.Reasons[0], "Dans la RFC 1738, «\u00a0?\u00a0» n'ouvre une recherche que dans les URL http et wais, et la recherche gopher suit %09") {
		t.Fatalf("net/url panel %+v", n)
	}
	var differs []string
	for _, f := range n.Fields {
		if f.Differs {
			differs = append(differs, f.Name+" "+f.RFC1738+" "+f.NetURL)
		}
	}
	if strings.Join(differs, "; ") != "Path «\u00a0a?b\u00a0» «\u00a0/a\u00a0»; RawQuery  «\u00a0b\u00a0»" {
		t.Errorf("the fields that differ: %q", differs)
	}
	// Where RFC 1738 reads a "?" depends on the scheme; a telnet URL's
	// final "/" is no path.
	// The RFC 3986 parser's opaque part is its own (RFC 2396's term),
	// said after the reason.
	for _, tc := range []struct{ in, lang, reason, path, note string }{
		{"mailto:joe@example.org?subject=hi", "en", `"?" is part of the address`, "",
			`That parser keeps what follows "mailto:" as its opaque part (RFC 2396's term); RFC 3986 section 3.3 reads it as the path.`},
		{"news:a?b@c.org", "fr", "«\u00a0?\u00a0» fait partie de l'identifiant de l'article", "",
			"Cet analyseur garde ce qui suit «\u00a0news:\u00a0» comme sa partie opaque (le terme de la RFC 2396)\u00a0; la section 3.3 de la RFC 3986 le lit comme le chemin."},
		{"gopher://h/1a?b", "en", `here "?" is part of the selector`, "“1a?b”", ""},
		{"foo://h/o=x?cn", "en", `in this URL "?" is part of the path`, "“o=x?cn”", ""},
		{"telnet://joe:pw@h:23/", "en", `A telnet URL may end in "/", but has no path in RFC 1738`, "—", ""},
	} {
		n := Explain(tc.in, tc.lang).NetURL
		want := 1
		if tc.note != "" {
			want = 2
		}
		if n == nil || len(n.Reasons) != want || !strings.Contains(n.Reasons[0], tc.reason) || tc.note != "" && n.Reasons[1] != tc.note {
			t.Errorf("%s: the panel's reasons are %q, want one with %q, then %q", tc.in, n.Reasons, tc.reason, tc.note)
		}
		for _, f := range n.Fields {
			if f.Name == "Path" && tc.path != "" && (f.HasRFC1738 && f.RFC1738 != tc.path || !f.HasRFC1738 && tc.path != "—") {
				t.Errorf("%s: RFC 1738's path is %q (%v), want %s", tc.in, f.RFC1738, f.HasRFC1738, tc.path)
			}
		}
	}
	// The paths as written: the RFC 3986 parser's decoded path, "/a/b",
	// loses the segment boundary of %2F (RFC 1738 section 2.2).
	r = Explain("http://h/a%2fb", "en")
	if n := r.NetURL; n == nil || !n.Agree || len(n.Reasons) != 1 || !strings.HasPrefix(n.Reasons[0], `That parser also decodes the path, to "/a/b", where the "/" written %2f can no longer be told`) {
		t.Errorf("net/url panel for %%2F %+v", n)
	} else if f := n.Fields[5]; f.Name != "Path" || f.RFC1738 != "“a%2fb”" || f.NetURL != "“/a%2fb”" || f.Differs {
		// RFC 1738's url-path without the "/" that section 3.1 says "is
		// NOT part of the url-path"; the same path, past that "/".
		t.Errorf("the path row for %%2F is %+v, want “a%%2fb” and “/a%%2fb”, the same", f)
	}
	r = Explain("http://h/~u", "en")
	if n := r.NetURL; n == nil || n.RFC1738 || !n.NetURL || len(n.Reasons) != 1 || !strings.HasPrefix(n.Reasons[0], `"~" is unsafe in RFC 1738`) {
		t.Errorf("net/url panel %+v", n)
	}
	r = Resolve("http://a/b/c/d;p?q#f", "../g?y#s", "en")
	if n := r.NetURL; n == nil || n.Input != "http://a/b/g?y" || !n.Agree || n.Resolved != "http://a/b/g?y#s" || !n.SameResolution {
		t.Errorf("net/url panel with a base %+v", n)
	}
	r = Resolve("http://a/b/c/d;p?q#f", "../../../g", "en")
	if n := r.NetURL; n == nil || n.Resolved != "http://a/g" || n.SameResolution {
		t.Errorf("net/url panel with a base, where RFC 3986 removes the dot segments RFC 1808 keeps: %+v", n)
	}
	if r := Explain("http://"+strings.Repeat("a", MaxLength), "en"); r.NetURL != nil {
		t.Errorf("a text over MaxLength is compared with net/url")
	}
}

// frenchInputs are texts whose errors have notes of every kind, and URLs
// with warnings: the page shows the parser's catalogue in French.
var frenchInputs = []string{
	"ftp://anon:pa:ss@ftp.example.org/", "http://u:p@host/", "news://host/group", "file://h:21/", "file://name", "http//host",
	"host/path", "http://h./", "http://a..b/", "http://a-.b/", "http://9lives/", "http://1.2.3/", "http://a_b.c/", "http://é.fr/",
	"ftp://h;type=a", "http://h?q", "http://h/a?b/c", "<URL:http://h/>", "<http://h/>", "http://h/%zz", "http://h/a b",
	"http://h/#x", "http://www.iec.ch:a", "ftp://host:80x/", "telnet://h/x", "mailto:", "nntp://h/",
	"http://999.1.1.1:99999/", "http://0177.0.0.1/", "ftp://:@h/", "ftp://h/a%0Ab", "gopher://h/0a%0Db%09c", "news:a..b",
	"news:x@y", "mailto:a@", "telnet://u%0A:p@h/", "wais://h/", "prospero://h/;x=1;x=2", "http://" + strings.Repeat("a", 64) + ".com/",
	"ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a", "gopher://h/", "news:*", "x:opaque", "file:///etc/motd",
}

// englishWords are words that a French sentence of the page does not
// have: each would be English left in it.
var englishWords = regexp.MustCompile(`\b(the|found|expected|offset|error|warning|is|and|of|not|RFC [0-9]+ section)\b|\bnote:`)

// prose is a French line without what stays as written in both
// languages: quoted texts, and the rules of the grammar after " = ".
var prose = regexp.MustCompile(`"[^"]*"|«\x{a0}[^»]*\x{a0}»|[a-z0-9_-]+ = [^();]*`)

// TestFrench checks that what the French page shows of every text of
// frenchInputs, as URLs and as references against a base, is French:
// the parser's messages, notes and warnings, the table, what the URL
// leaves out, the reasons net/url reads it otherwise.
func TestFrench(t *testing.T) {
	check := func(in, what string, lines ...string) {
		for _, line := range lines {
			for _, l := range strings.Split(line, "\n") {
				if w := englishWords.FindString(prose.ReplaceAllString(l, "")); w != "" {
					t.Errorf("%q, %s: English %q in French: %s", in, what, w, l)
				}
			}
		}
	}
	for _, in := range frenchInputs {
		for _, r := range []Result{Explain(in, "fr"), Resolve("http://a/b/c/d;p?q#f", in, "fr")} {
			if r.Error != nil {
				check(in, "message", r.Error.Message)
			}
			check(in, "warnings", r.Warnings...)
			if t := r.Table; t != nil {
				check(in, "absent", t.Absent...)
				for _, row := range t.Rows {
					check(in, "table", row.Tag, row.Cite)
					check(in, "table", row.Meaning...)
				}
			}
			if n := r.NetURL; n != nil {
				check(in, "net/url", n.Reasons...)
			}
			for _, p := range r.Productions {
				check(in, "production", p.Label, p.Cite)
			}
			if res := r.Resolution; res != nil {
				check(in, "resolution", res.BaseLine, res.Failure, res.ResultLine, res.FragmentLine)
				check(in, "resolution", res.BaseNotes...)
				for _, s := range res.Steps {
					check(in, "step", s.Label, s.Text)
					check(in, "step", s.Details...)
				}
			}
		}
	}
}
