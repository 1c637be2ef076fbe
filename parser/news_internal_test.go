package parser

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// The helpers of this file serve the tests of mailto, news and nntp.

// newsFamilyParser returns a parser with the one scheme s registered.
func newsFamilyParser(t testing.TB, s Scheme) *Parser {
	t.Helper()
	p, err := New(WithScheme(replacing(withValidator(s))))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// newsFinding is what a test pins of a diagnostic.
type newsFinding struct {
	Offset     int
	Production string
	Found      string
	Severity   Severity
}

// newsFindingsOf returns the findings of err, an *Error or an ErrorList.
func newsFindingsOf(t testing.TB, err error) []newsFinding {
	t.Helper()
	var list ErrorList
	var one *Error
	switch {
	case errors.As(err, &list):
	case errors.As(err, &one):
		list = ErrorList{one}
	case err != nil:
		t.Fatalf("error %v (%T) is neither *Error nor ErrorList", err, err)
	}
	var out []newsFinding
	for _, e := range list {
		out = append(out, newsFinding{e.Offset, e.Production.Name, e.Found, e.Severity})
	}
	return out
}

// checkNewsFamilyTree checks that u, parsed from input, prints back to
// it and that every node's span holds that node's text.
func checkNewsFamilyTree(t *testing.T, input string, u *ast.URL) {
	t.Helper()
	if got := u.String(); got != input {
		t.Errorf("Parse(%q).String() = %q", input, got)
	}
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if n.Pos() < 0 || n.End() > len(input) || n.Pos() > n.End() || input[n.Pos():n.End()] != n.String() {
			t.Errorf("Parse(%q): %T spans [%d,%d) but prints %q", input, n, n.Pos(), n.End(), n.String())
		}
		return true
	})
}

// newsProductionsOf lists the productions of u's nodes in walk order.
func newsProductionsOf(u *ast.URL) []string {
	var out []string
	ast.Inspect(u, func(n ast.Node) bool {
		if n != nil {
			out = append(out, grammar.Of(n).Name)
		}
		return true
	})
	return out
}

// newsView is what the typed accessors of a news URL say.
type newsView struct {
	All       bool
	Group     string
	IsGroup   bool
	MessageID string
	IsArticle bool
	Unique    string // decoded
	Host      string
}

func newsViewOf(p *ast.NewsPart) newsView {
	v := newsView{All: p.IsAll()}
	v.Group, v.IsGroup = p.GroupName()
	v.MessageID, v.IsArticle = p.MessageID()
	if p.Article != nil {
		v.Unique = p.Article.Unique.Decoded()
		v.Host = p.Article.Host.String()
	}
	return v
}

func TestNewsValid(t *testing.T) {
	warn := func(off int, prod, found string) newsFinding { return newsFinding{off, prod, found, SeverityWarning} }
	tests := []struct {
		in       string
		want     newsView
		warnings []newsFinding
	}{
		// Section 3.6's examples: "*" and the group it names.
		{"news:*", newsView{All: true}, nil},
		{"news:comp.infosystems.www.misc", newsView{Group: "comp.infosystems.www.misc", IsGroup: true}, nil},
		// group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
		{"news:a", newsView{Group: "a", IsGroup: true}, nil},
		{"news:Z9-.+_x", newsView{Group: "Z9-.+_x", IsGroup: true}, nil},
		{"news:comp.lang.c++", newsView{Group: "comp.lang.c++", IsGroup: true}, nil},
		{"NEWS:alt.adoptive.parenting", newsView{Group: "alt.adoptive.parenting", IsGroup: true}, nil},
		// article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
		{"news:EFGJG4.7A@deshaw.com", newsView{MessageID: "EFGJG4.7A@deshaw.com", IsArticle: true, Unique: "EFGJG4.7A", Host: "deshaw.com"}, nil},
		{"news:1@h", newsView{MessageID: "1@h", IsArticle: true, Unique: "1", Host: "h"}, nil},
		{"news:/123@sn.no", newsView{MessageID: "/123@sn.no", IsArticle: true, Unique: "/123", Host: "sn.no"}, nil},
		{"news:perl-faq/module-list-1-794455075@ig.co.uk", newsView{MessageID: "perl-faq/module-list-1-794455075@ig.co.uk", IsArticle: true, Unique: "perl-faq/module-list-1-794455075", Host: "ig.co.uk"}, nil},
		{"news:$-_.+!*'(),;:?=&x@10.0.0.1", newsView{MessageID: "$-_.+!*'(),;:?=&x@10.0.0.1", IsArticle: true, Unique: "$-_.+!*'(),;:?=&x", Host: "10.0.0.1"}, nil},
		// "*" followed by "@" is an article: the "@" decides.
		{"news:*@host", newsView{MessageID: "*@host", IsArticle: true, Unique: "*", Host: "host"}, nil},
		// Escapes are decoded in the Message-ID. RFC 1036 allows its
		// unique part printing ASCII but "<", ">" and "@"; the grammar
		// lets others in only escaped, and the validator warns.
		{"news:a%2Eb%25c%22@h", newsView{MessageID: `a.b%c"@h`, IsArticle: true, Unique: `a.b%c"`, Host: "h"}, nil},
		{"news:a%40b@h", newsView{MessageID: "a@b@h", IsArticle: true, Unique: "a@b", Host: "h"}, []newsFinding{warn(6, "article", "%40")}},
		{"news:a%20b@h", newsView{MessageID: "a b@h", IsArticle: true, Unique: "a b", Host: "h"}, []newsFinding{warn(6, "article", "%20")}},
		{"news:%3cx%3E@h", newsView{MessageID: "<x>@h", IsArticle: true, Unique: "<x>", Host: "h"}, []newsFinding{warn(5, "article", "%3c")}},
		{"news:x%0A@h", newsView{MessageID: "x\n@h", IsArticle: true, Unique: "x\n", Host: "h"}, []newsFinding{warn(6, "article", "%0A")}},
		{"news:x%7F%E9@h", newsView{MessageID: "x\x7f\xe9@h", IsArticle: true, Unique: "x\x7f\xe9", Host: "h"}, []newsFinding{warn(6, "article", "%7F")}},
		// "//" is no part of a news URL; but with an "@" the text is an
		// article whose unique part starts with "//", which the BNF
		// allows and the validator warns about.
		{"news://binky.capnet.state.tx.us/5rb1or$67v@news.jumpnet.com", newsView{MessageID: "//binky.capnet.state.tx.us/5rb1or$67v@news.jumpnet.com", IsArticle: true, Unique: "//binky.capnet.state.tx.us/5rb1or$67v", Host: "news.jumpnet.com"},
			[]newsFinding{warn(5, "article", "//binky.capnet.state.tx.us/5rb1or$67v")}},
		{"news://h/x@y", newsView{MessageID: "//h/x@y", IsArticle: true, Unique: "//h/x", Host: "y"}, []newsFinding{warn(5, "article", "//h/x")}},
		{"news:%2F/h/x@y", newsView{MessageID: "//h/x@y", IsArticle: true, Unique: "//h/x", Host: "y"}, nil},
		// Warnings: empty group components; host values out of range.
		{"news:comp..misc", newsView{Group: "comp..misc", IsGroup: true}, []newsFinding{warn(9, "group", "comp..misc")}},
		{"news:comp.", newsView{Group: "comp.", IsGroup: true}, []newsFinding{warn(9, "group", "comp.")}},
		{"news:x@1.2.3.256", newsView{MessageID: "x@1.2.3.256", IsArticle: true, Unique: "x", Host: "1.2.3.256"}, []newsFinding{warn(13, "hostnumber", "256")}},
	}
	p := newsFamilyParser(t, newsScheme)
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		checkNewsFamilyTree(t, tt.in, u)
		part, ok := u.Part.(*ast.NewsPart)
		if !ok {
			t.Errorf("Parse(%q).Part is %T", tt.in, u.Part)
			continue
		}
		if diff := cmp.Diff(tt.want, newsViewOf(part)); diff != "" {
			t.Errorf("Parse(%q) accessors (-want +got):\n%s", tt.in, diff)
		}
		if diff := cmp.Diff(tt.warnings, newsFindingsOf(t, p.Validate(u))); diff != "" {
			t.Errorf("Validate(%q) (-want +got):\n%s", tt.in, diff)
		}
		if port, ok := u.DefaultPort(); ok {
			t.Errorf("%q: DefaultPort() = %d, true; news has none", tt.in, port)
		}
		if u.Login() != nil {
			t.Errorf("%q: a news URL has no login", tt.in)
		}
	}
}

func TestNewsErrors(t *testing.T) {
	tests := []struct {
		in   string
		want newsFinding
	}{
		// A news URL has no "//", and "/" starts no group; but the text
		// can still be an article's unique part, which an "@" and a host
		// would end: the error is at the end.
		{"news://host/x", newsFinding{13, "article", "", SeverityError}},
		// grouppart is not empty: "*", a group or an article may come.
		{"news:", newsFinding{5, "newsurl", "", SeverityError}},
		// "*" is the whole grouppart, or the start of a unique part.
		{"news:*x", newsFinding{7, "article", "", SeverityError}},
		{"news:**", newsFinding{7, "article", "", SeverityError}},
		// A group starts with a letter; digits alone are no group, but
		// can start a unique part. So can "%41" and "/", which no group
		// holds.
		{"news:45664545", newsFinding{13, "article", "", SeverityError}},
		{"news:1abc", newsFinding{9, "article", "", SeverityError}},
		{"news:comp/lang", newsFinding{14, "article", "", SeverityError}},
		{"news:a%41", newsFinding{9, "article", "", SeverityError}},
		// An unsafe character ends every reading: a group or an article.
		{"news:comp.lang go", newsFinding{14, "newsurl", " ", SeverityError}},
		{"news:comp.lang~x", newsFinding{14, "newsurl", "~", SeverityError}},
		{"news:a b@host", newsFinding{6, "newsurl", " ", SeverityError}},
		// A unique part has at least one character before its "@".
		{"news:@host", newsFinding{5, "newsurl", "@", SeverityError}},
		{"news:a~b@host", newsFinding{6, "newsurl", "~", SeverityError}},
		{"news:12345667123%asdghfh@info.cern.ch", newsFinding{18, "escape", "s", SeverityError}},
		{"news:a@", newsFinding{7, "host", "", SeverityError}},
		{"news:a@b@c", newsFinding{8, "hostname", "@", SeverityError}},
		{"news:a@host.", newsFinding{12, "hostname", "", SeverityError}},
		{"news:a@host/x", newsFinding{11, "hostname", "/", SeverityError}},
		{"news:a@host:119", newsFinding{11, "hostname", ":", SeverityError}},
		{"news:a@1.2.3", newsFinding{12, "host", "", SeverityError}},
	}
	p := newsFamilyParser(t, newsScheme)
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
		if errors.As(err, &e) && e.Scheme != ast.NewsURLP {
			t.Errorf("Parse(%q): error names scheme production %q, want newsurl", tt.in, e.Scheme.Name)
		}
	}
	// A parser that replaces the scheme reads news URLs its own way.
	generic, err := New(WithScheme(Scheme{Name: "news", Part: &ast.OpaquePart{}, Replace: true}))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := generic.Parse("news:*x"); err != nil {
		t.Errorf("opaque news: %v", err)
	}
}

// TestNewsMessages pins an error and the warnings whole.
func TestNewsMessages(t *testing.T) {
	p := newsFamilyParser(t, newsScheme)
	_, err := p.Parse("news://host/x")
	const want = `offset 13: article: found the end of the URL, expected ` + xchar + ` (RFC 1738 section 5, explained in section 3.6: article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host; in newsurl, RFC 1738 section 3.6)` +
		`; note: offset 5: newsurl: newsurl has no "//": it does not use the common Internet scheme syntax of section 3.1, "//<user>:<password>@<host>:<port>/<url-path>", and names no server to reach (RFC 1738 section 5, explained in section 3.6: newsurl = "news:" grouppart)` +
		`; a group on a server is an nntp URL (RFC 1738 section 5, explained in section 3.7: nntpurl = "nntp://" hostport "/" group [ "/" digits ]): did you mean "nntp://host/x", or, without the server, "news:x"?`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
	u, err := p.Parse("news://h/x%40@y")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, w := range p.Validate(u) {
		got = append(got, w.Error())
	}
	const article = ` (RFC 1738 section 5, explained in section 3.6: article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host)`
	wantWarnings := []string{
		`offset 5: article: the article's unique part starts with "//", as if the URL named a news server; section 3.6 gives news URLs no server and no "//", so this is the Message-ID <//h/x@@y>` + article,
		`offset 10: article: the unique part holds "@", which a Message-ID may not: RFC 1036 section 2.1.5 makes it "any string of printing ASCII characters, not including "<" (left angle bracket), ">" (right angle bracket), or "@" (at sign)"` + article,
	}
	if diff := cmp.Diff(wantWarnings, got); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
	u, _ = p.Parse("news:comp..x")
	const wantGroup = `offset 9: group: group name "comp..x" has an empty component; section 3.6 calls a newsgroup name "a period-delimited hierarchical name" (RFC 1738 section 5, explained in section 3.6: group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ])`
	if got := p.Validate(u).Error(); got != wantGroup {
		t.Errorf("got  %s\nwant %s", got, wantGroup)
	}
}

func TestNewsWalk(t *testing.T) {
	p := newsFamilyParser(t, newsScheme)
	u, err := p.Parse("news:x@a.b")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"genericurl", "scheme", "newsurl", "article", "article", "host", "hostname", "domainlabel", "toplabel"}
	if diff := cmp.Diff(want, newsProductionsOf(u)); diff != "" {
		t.Errorf("article walk (-want +got):\n%s", diff)
	}
	u, _ = p.Parse("news:*")
	if diff := cmp.Diff([]string{"genericurl", "scheme", "newsurl"}, newsProductionsOf(u)); diff != "" {
		t.Errorf("* walk (-want +got):\n%s", diff)
	}
	u, _ = p.Parse("news:a.b")
	if diff := cmp.Diff([]string{"genericurl", "scheme", "newsurl", "group"}, newsProductionsOf(u)); diff != "" {
		t.Errorf("group walk (-want +got):\n%s", diff)
	}
}

// TestValidateNewsBuilt runs the validator alone over trees a program
// built, with spans as a program might set them.
func TestValidateNewsBuilt(t *testing.T) {
	host := &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "h"}}}
	group := func(s string) *ast.Group { return &ast.Group{Span: ast.At(5, 5+len(s)), Text: ast.Text(s)} }
	article := func(unique string) *ast.Article {
		return &ast.Article{Span: ast.At(5, 7+len(unique)), Unique: &ast.Unique{Span: ast.At(5, 5+len(unique)), Text: ast.Text(unique)}, Host: host}
	}
	news := func(part ast.SchemePart) *ast.URL {
		return &ast.URL{Scheme: &ast.Scheme{Span: ast.At(0, 4), Text: "news"}, Part: part}
	}
	err := func(off int, prod, found string) []newsFinding {
		return []newsFinding{{off, prod, found, SeverityError}}
	}
	tests := []struct {
		name string
		u    *ast.URL
		want []newsFinding
	}{
		{"group", news(&ast.NewsPart{Span: ast.At(5, 9), Group: group("comp")}), nil},
		{"all", news(&ast.NewsPart{Span: ast.At(5, 6), All: true}), nil},
		{"article", news(&ast.NewsPart{Span: ast.At(5, 9), Article: article("ab")}), nil},
		{"opaque part", news(&ast.OpaquePart{Text: "comp"}), err(5, "newsurl", "")},
		{"nil part", news((*ast.NewsPart)(nil)), err(5, "newsurl", "")},
		{"nothing set", news(&ast.NewsPart{Span: ast.At(5, 5)}), err(5, "grouppart", "")},
		{"group and all", news(&ast.NewsPart{Span: ast.At(5, 5), All: true, Group: group("c")}), err(5, "grouppart", "*")},
		{"empty group", news(&ast.NewsPart{Group: group("")}), err(5, "group", "")},
		{"group starting with a digit", news(&ast.NewsPart{Group: group("1c")}), err(5, "group", "1")},
		{"group with a space", news(&ast.NewsPart{Group: group("co mp")}), err(7, "group", " ")},
		{"group with an escape", news(&ast.NewsPart{Group: group("c%41")}), err(6, "group", "%41")},
		{"nil unique", news(&ast.NewsPart{Article: &ast.Article{Span: ast.At(5, 7), Host: host}}), err(5, "article", "")},
		{"empty unique", news(&ast.NewsPart{Article: article("")}), err(5, "article", "")},
		{"unique with @", news(&ast.NewsPart{Article: article("a@b")}), err(6, "article", "@")},
		{"unique with a space", news(&ast.NewsPart{Article: article("a b")}), err(6, "article", " ")},
		{"no host", news(&ast.NewsPart{Article: &ast.Article{Span: ast.At(5, 7), Unique: &ast.Unique{Text: "a"}}}), err(7, "article", "")},
		{"empty host", news(&ast.NewsPart{Article: &ast.Article{Span: ast.At(5, 7), Unique: &ast.Unique{Text: "a"}, Host: &ast.Host{}}}), err(7, "article", "")},
		{"unique with an escaped @", news(&ast.NewsPart{Article: article("ab%40")}), []newsFinding{{7, "article", "%40", SeverityWarning}}},
		{"unique with //", news(&ast.NewsPart{Article: article("//h/x")}), []newsFinding{{5, "article", "//h/x", SeverityWarning}}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, newsFindingsOf(t, builtinValidator("news")(tt.u))); diff != "" {
			t.Errorf("%s: validateNews (-want +got):\n%s", tt.name, diff)
		}
	}
}
