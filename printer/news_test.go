package printer_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// The helpers of this file serve the tests of mailto, news and nntp.

// newsFamilyParser returns a parser that knows the productions of
// mailto, news and nntp. The schemes' validators are package parser's
// own; printing needs only the trees.
func newsFamilyParser(t testing.TB) *parser.Parser {
	t.Helper()
	p, err := parser.New(
		parser.WithScheme(parser.Scheme{Name: "mailto", Part: &ast.MailtoPart{}, Replace: true}),
		parser.WithScheme(parser.Scheme{Name: "news", Part: &ast.NewsPart{}, Replace: true}),
		parser.WithScheme(parser.Scheme{Name: "nntp", Part: &ast.NNTPPart{}, Replace: true}),
	)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// newsFamilyMeaning is what a mailto, news or nntp URL says, as far as
// RFC 1738 lets the canonical form keep it.
type newsFamilyMeaning struct {
	Scheme    string
	Address   string // mailto, decoded
	All       bool   // news:*
	Group     string // news and nntp
	MessageID string // news: unique part decoded, host lower-cased
	Host      string // nntp, lower-cased
	Port      string // nntp: decimal value or the default
	Article   string // nntp, as written
}

func newsFamilyMeaningOf(t *testing.T, u *ast.URL) newsFamilyMeaning {
	t.Helper()
	m := newsFamilyMeaning{Scheme: u.Scheme.Name()}
	switch p := u.Part.(type) {
	case *ast.MailtoPart:
		m.Address, _ = p.Address()
	case *ast.NewsPart:
		m.All = p.IsAll()
		m.Group, _ = p.GroupName()
		if p.Article != nil {
			m.MessageID = p.Article.Unique.Decoded() + "@" + strings.ToLower(p.Article.Host.String())
		}
	case *ast.NNTPPart:
		m.Host = strings.ToLower(p.HostPort.Host.String())
		m.Port = portMeaning(m.Scheme, p.HostPort.Port)
		m.Group, _ = p.GroupName()
		if p.Article != nil {
			m.Article = p.Article.String()
		}
	default:
		t.Fatalf("%q: part %T", u, u.Part)
	}
	return m
}

var newsCanonicalTests = []struct{ name, in, want string }{
	{"news all", "NEWS:*", "news:*"},
	{"news group case kept", "news:Comp.Lang.C++", "news:Comp.Lang.C++"},
	{"news host lower-cased", "news:ABC@Deshaw.COM", "news:ABC@deshaw.com"},
	{"news unique reserved kept", "news:a%3b%2f%3F%3A%26%3d%40b@h", "news:a%3B%2F%3F%3A%26%3D%40b@h"},
	{"news unique unreserved decoded", "news:%41%2e%7E@h", "news:A.%7E@h"},
	{"news unique case kept", "news:EFGJG4.7A@DESHAW.com", "news:EFGJG4.7A@deshaw.com"},
	{"news hostnumber kept", "news:x@010.1.1.1", "news:x@010.1.1.1"},
	{"news unique dot segment kept", "news:a/%2e%2e/b@h", "news:a/%2E%2E/b@h"},
	{"news after // only hex upper-cased", "news://%2e%41/@H", "news://%2E%41/@H"},
}

func TestNewsCanonical(t *testing.T) { checkNewsFamilyTable(t, newsCanonicalTests) }

// checkNewsFamilyTable checks each canonical form of tests, and the
// raw form and the canonical properties of each input.
func checkNewsFamilyTable(t *testing.T, tests []struct{ name, in, want string }) {
	t.Helper()
	p := newsFamilyParser(t)
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", tt.name, tt.in, err)
			continue
		}
		if got := printer.Canonical(u); got != tt.want {
			t.Errorf("%s: Canonical(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
		if raw := sprint(t, printer.RawFormat, u); raw != tt.in {
			t.Errorf("%s: raw %q, want the input %q", tt.name, raw, tt.in)
		}
		checkNewsFamilyCanonical(t, p, tt.in, u)
	}
}

// newsFamilyURLs are valid URLs of the three schemes, the examples of
// sections 3.5 to 3.7 among them, for the properties of both forms.
var newsFamilyURLs = []string{
	"mailto:joe@example.com", "mailto:a", "mailto:%22foo%20bar+baz%22@example.com",
	"mailto:gorby%25kremvax@example.com", "mailto:a@%5B10.0.0.1%5D", "mailto:foo+@example.com,bar@example.com",
	"mailto:%3F/%23", "mailto:?to=joe&cc=%62ob", "mailto:%7e%7E", "MAILTO:%61%40B",
	"news:*", "news:comp.infosystems.www.misc", "news:a", "news:Z9-.+_x",
	"news:EFGJG4.7A@deshaw.com", "news:/123@sn.no", "news:*@host", "news:$-_.+!*'(),;:?=&x@10.0.0.1",
	"news://binky.capnet.state.tx.us/5rb1or$67v@news.jumpnet.com", "news:a%40b@h", "news:%2F%2f@H.COM", "News:Comp@X.ORG",
	"nntp://news.com/comp.lang.perl/42", "nntp://h/g", "NNTP://10.0.0.1:8119/alt.x-y+z_w",
	"nntp://h:119/g/007", "nntp://H.Example:00119/g/1", "nntp://h/g/99999999999999999999999",
}

// TestNewsFamilyProperties checks, for every valid URL: the raw form is
// the input and every node prints raw as its span; the canonical form
// parses, is its own canonical form and means what the input means.
func TestNewsFamilyProperties(t *testing.T) {
	p := newsFamilyParser(t)
	changed := 0
	for _, in := range newsFamilyURLs {
		u, err := p.Parse(in)
		if err != nil {
			t.Errorf("Parse(%q): %v", in, err)
			continue
		}
		ast.Inspect(u, func(n ast.Node) bool {
			if n != nil {
				if got := sprint(t, printer.RawFormat, n); got != in[n.Pos():n.End()] {
					t.Errorf("%q: raw %T = %q, want %q", in, n, got, in[n.Pos():n.End()])
				}
			}
			return true
		})
		checkNewsFamilyCanonical(t, p, in, u)
		if printer.Canonical(u) != in {
			changed++
		}
	}
	if changed < 8 {
		t.Errorf("only %d URLs change in canonical form; the properties need more", changed)
	}
}

// checkNewsFamilyCanonical checks the canonical form of u, parsed from
// in, with p.
func checkNewsFamilyCanonical(t *testing.T, p *parser.Parser, in string, u *ast.URL) {
	t.Helper()
	c := printer.Canonical(u)
	cu, err := p.Parse(c)
	if err != nil {
		t.Errorf("Canonical(%q) = %q, which does not parse: %v", in, c, err)
		return
	}
	if again := printer.Canonical(cu); again != c {
		t.Errorf("Canonical(%q) = %q, but its own canonical form is %q", in, c, again)
	}
	if diff := cmp.Diff(newsFamilyMeaningOf(t, u), newsFamilyMeaningOf(t, cu)); diff != "" {
		t.Errorf("Canonical(%q) = %q changes the meaning (-in +canonical):\n%s", in, c, diff)
	}
	if got := sprint(t, printer.CanonicalFormat, u); got != c {
		t.Errorf("Config.Fprint canonical %q, Canonical %q", got, c)
	}
}

// TestNewsFamilySubNodes prints the nodes of the three schemes alone:
// outside a URL the scheme, and so nntp's default port, is unknown.
func TestNewsFamilySubNodes(t *testing.T) {
	p := newsFamilyParser(t)
	parse := func(in string) *ast.URL {
		u, err := p.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	mailto := parse("mailto:%6a%40X").Part.(*ast.MailtoPart)
	article := parse("news:%41%3a%40@H.Example").Part.(*ast.NewsPart)
	group := parse("news:Comp.X").Part.(*ast.NewsPart)
	nntp := parse("nntp://H:119/g/07").Part.(*ast.NNTPPart)
	tests := []struct {
		node           ast.Node
		raw, canonical string
	}{
		{mailto, "%6a%40X", "j@X"},
		{mailto.Addr, "%6a%40X", "j@X"},
		{article, "%41%3a%40@H.Example", "A%3A%40@h.example"},
		{article.Article, "%41%3a%40@H.Example", "A%3A%40@h.example"},
		{article.Article.Unique, "%41%3a%40", "A%3A%40"},
		{group, "Comp.X", "Comp.X"},
		{group.Group, "Comp.X", "Comp.X"},
		{nntp, "//H:119/g/07", "//h:119/g/07"},
		{nntp.Group, "g", "g"},
		{nntp.Article, "07", "07"},
	}
	for _, tt := range tests {
		got := []string{sprint(t, printer.RawFormat, tt.node), sprint(t, printer.CanonicalFormat, tt.node)}
		if diff := cmp.Diff([]string{tt.raw, tt.canonical}, got); diff != "" {
			t.Errorf("%T (-want +got):\n%s", tt.node, diff)
		}
	}
}

// TestNewsFamilyHandBuilt prints trees a program built: zero spans, nil
// children, more than one grouppart alternative, typed nils.
func TestNewsFamilyHandBuilt(t *testing.T) {
	scheme := func(s string) *ast.Scheme { return &ast.Scheme{Text: ast.Text(s)} }
	host := &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "H"}}}
	tests := []struct {
		name           string
		node           ast.Node
		raw, canonical string
	}{
		{"mailto", &ast.URL{Scheme: scheme("MailTo"), Part: &ast.MailtoPart{Addr: &ast.Encoded822Addr{Text: "a%40b"}}}, "MailTo:a%40b", "mailto:a@b"},
		{"mailto without address", &ast.URL{Scheme: scheme("mailto"), Part: &ast.MailtoPart{}}, "mailto:", "mailto:"},
		{"mailto stray percent", &ast.MailtoPart{Addr: &ast.Encoded822Addr{Text: "%%34%31%40"}}, "%%34%31%40", "%%341@"},
		{"news all", &ast.URL{Scheme: scheme("news"), Part: &ast.NewsPart{All: true}}, "news:*", "news:*"},
		{"news article wins", &ast.NewsPart{All: true, Group: &ast.Group{Text: "g"}, Article: &ast.Article{Unique: &ast.Unique{Text: "u"}, Host: host}}, "u@H", "u@h"},
		{"news all before group", &ast.NewsPart{All: true, Group: &ast.Group{Text: "g"}}, "*", "*"},
		{"news nothing", &ast.NewsPart{}, "", ""},
		{"article without unique or host", &ast.Article{}, "@", "@"},
		{"nntp", &ast.URL{Scheme: scheme("NNTP"), Part: &ast.NNTPPart{HostPort: &ast.HostPort{Host: host, Port: &ast.Port{Text: "119"}}, Group: &ast.Group{Text: "g"}, Article: &ast.ArticleNumber{Text: "1"}}}, "NNTP://H:119/g/1", "nntp://h/g/1"},
		{"nntp without hostport or group", &ast.NNTPPart{}, "///", "///"},
	}
	for _, n := range []ast.Node{
		(*ast.MailtoPart)(nil), (*ast.Encoded822Addr)(nil), (*ast.NewsPart)(nil), (*ast.Group)(nil),
		(*ast.Article)(nil), (*ast.Unique)(nil), (*ast.NNTPPart)(nil), (*ast.ArticleNumber)(nil),
	} {
		tests = append(tests, struct {
			name           string
			node           ast.Node
			raw, canonical string
		}{name: "typed nil", node: n})
	}
	tests = append(tests, struct {
		name           string
		node           ast.Node
		raw, canonical string
	}{"URL with a typed nil part", &ast.URL{Scheme: scheme("news"), Part: (*ast.NewsPart)(nil)}, "news:", "news:"})
	for _, tt := range tests {
		got := []string{sprint(t, printer.RawFormat, tt.node), sprint(t, printer.CanonicalFormat, tt.node)}
		if diff := cmp.Diff([]string{tt.raw, tt.canonical}, got); diff != "" {
			t.Errorf("%s %T (-want +got):\n%s", tt.name, tt.node, diff)
		}
	}
}
