package rfc1738_test

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// accPart is a registered scheme's part, "acc://login[/hpath]", with a
// Segments method of its own, as a scheme author may write.
type accPart struct {
	ast.Span
	Login *ast.Login `parser:"'/' '/' @@"`
	Path  *ast.HPath `parser:"( '/' @@ )?"`
}

func (p *accPart) String() string {
	if p == nil {
		return ""
	}
	s := "//" + p.Login.String()
	if p.Path != nil {
		s += "/" + p.Path.String()
	}
	return s
}
func (*accPart) DefaultPort() (int, bool)   { return 0, false }
func (*accPart) Production() ast.Production { return ast.Production{Name: "accurl"} }

// Segments returns the decoded hsegments, as ast.HTTPPart's does.
func (p *accPart) Segments() []string {
	if p == nil || p.Path == nil {
		return nil
	}
	out := make([]string, len(p.Path.Segments))
	for i, s := range p.Path.Segments {
		out[i] = s.Decoded()
	}
	return out
}

// accParser returns a parser that reads acc URLs by accPart.
func accParser(t testing.TB) *parser.Parser {
	t.Helper()
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "acc", Part: &accPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// accessors is what the accessors return for one URL.
type accessors struct {
	Hostname, Port string
	Query          url.Values
	Segments       []string
	Redacted       string
}

func accessorsOf(u rfc1738.URL) accessors {
	return accessors{u.Hostname(), u.Port(), u.Query(), u.Segments(), u.Redacted()}
}

func TestAccessors(t *testing.T) {
	none := url.Values{}
	for _, tc := range []struct {
		in   string
		want accessors
	}{
		{"ftp://joe:secret@ftp.iec.ch:2121/pub/doc.txt;type=a", accessors{"ftp.iec.ch", "2121", none, []string{"pub", "doc.txt"}, "ftp://joe:xxxxx@ftp.iec.ch:2121/pub/doc.txt;type=a"}},
		{"ftp://joe:@h/", accessors{"h", "", none, []string{""}, "ftp://joe:xxxxx@h/"}},
		{"ftp://joe@h", accessors{"h", "", none, nil, "ftp://joe@h"}},
		{"ftp://h/a%2Fb//c", accessors{"h", "", none, []string{"a/b", "", "c"}, "ftp://h/a%2Fb//c"}},
		{"FTP://H.Example:021/", accessors{"H.Example", "021", none, []string{""}, "FTP://H.Example:021/"}},
		{"http://www.iec.ch:8080/a/b%3F?x=1&y=a+b&y=%41%2B&z", accessors{"www.iec.ch", "8080",
			url.Values{"x": {"1"}, "y": {"a b", "A+"}, "z": {""}}, []string{"a", "b?"}, "http://www.iec.ch:8080/a/b%3F?x=1&y=a+b&y=%41%2B&z"}},
		// A pair holding ";" is dropped, as url.ParseQuery drops it.
		{"http://h/?a=1;b=2&c=3", accessors{"h", "", url.Values{"c": {"3"}}, []string{""}, "http://h/?a=1;b=2&c=3"}},
		{"http://h/?", accessors{"h", "", none, []string{""}, "http://h/?"}},
		{"http://h", accessors{"h", "", none, nil, "http://h"}},
		{"http://10.0.0.1:80/", accessors{"10.0.0.1", "80", none, []string{""}, "http://10.0.0.1:80/"}},
		// https is read by http's production (RFC 2818 section 2.4): its
		// search is split off the path and read as a form's.
		{"https://www.iec.ch:443/a/b%3F?x=1&y=a+b", accessors{"www.iec.ch", "443",
			url.Values{"x": {"1"}, "y": {"a b"}}, []string{"a", "b?"}, "https://www.iec.ch:443/a/b%3F?x=1&y=a+b"}},
		{"HTTPS://H/?q", accessors{"H", "", url.Values{"q": {""}}, []string{""}, "HTTPS://H/?q"}},
		{"https://h", accessors{"h", "", none, nil, "https://h"}},
		{"gopher://h:70/1sel/x%09a=b", accessors{"h", "70", none, nil, "gopher://h:70/1sel/x%09a=b"}},
		{"nntp://news.h:119/comp.lang/12", accessors{"news.h", "119", none, nil, "nntp://news.h:119/comp.lang/12"}},
		{"news:comp.lang", accessors{"", "", none, nil, "news:comp.lang"}},
		{"news:a@b.example", accessors{"", "", none, nil, "news:a@b.example"}},
		{"mailto:joe:x@h.example", accessors{"", "", none, nil, "mailto:joe:x@h.example"}},
		{"telnet://u:p@h:23/", accessors{"h", "23", none, nil, "telnet://u:xxxxx@h:23/"}},
		{"wais://h:210/db/t/p", accessors{"h", "210", none, nil, "wais://h:210/db/t/p"}},
		{"wais://h/db?a=b", accessors{"h", "", none, nil, "wais://h/db?a=b"}},
		{"prospero://h:1525/a/b%2Fc;f=v", accessors{"h", "1525", none, []string{"a", "b/c"}, "prospero://h:1525/a/b%2Fc;f=v"}},
		{"file:///etc/motd", accessors{"", "", none, []string{"etc", "motd"}, "file:///etc/motd"}},
		{"file://localhost/etc/", accessors{"localhost", "", none, []string{"etc", ""}, "file://localhost/etc/"}},
		{"file://H.example/a", accessors{"H.example", "", none, []string{"a"}, "file://H.example/a"}},
		{"x-y://u:p@h:1/p/q?a=b", accessors{"h", "1", none, nil, "x-y://u:xxxxx@h:1/p/q?a=b"}},
		{"x-y://h", accessors{"h", "", none, nil, "x-y://h"}},
		{"x:opaque/a?b=c", accessors{"", "", none, nil, "x:opaque/a?b=c"}},
		// The password's text is replaced where it is, not every text
		// equal to it.
		{"ftp://p:p@p/p", accessors{"p", "", none, []string{"p"}, "ftp://p:xxxxx@p/p"}},
		{"ftp://u:p@h/u:p@h", accessors{"h", "", none, []string{"u:p@h"}, "ftp://u:xxxxx@h/u:p@h"}},
	} {
		u := rfc1738.URL{URL: rfc1738.MustParse(tc.in)}
		if diff := cmp.Diff(tc.want, accessorsOf(u)); diff != "" {
			t.Errorf("%s: accessors (-want +got):\n%s", tc.in, diff)
		}
	}
}

func TestAccessorsRegistered(t *testing.T) {
	p := accParser(t)
	for _, tc := range []struct {
		in, joined string
		want       accessors
	}{
		{"acc://u:pw@h.example:7/a/b%2F%3Fc", "acc://u:pw@h.example:7/a/b%2F%3Fc/x%2F",
			accessors{"h.example", "7", url.Values{}, []string{"a", "b/?c"}, "acc://u:xxxxx@h.example:7/a/b%2F%3Fc"}},
		{"ACC://h", "ACC://h/x%2F", accessors{"h", "", url.Values{}, nil, "ACC://h"}},
	} {
		tree, err := p.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		u := rfc1738.URL{URL: tree, Parser: p}
		if _, ok := tree.Part.(*accPart); !ok {
			t.Fatalf("%s: part %T, want *accPart", tc.in, tree.Part)
		}
		if diff := cmp.Diff(tc.want, accessorsOf(u)); diff != "" {
			t.Errorf("%s: accessors (-want +got):\n%s", tc.in, diff)
		}
		// JoinPath writes a registered part by its tree, the hpath
		// escaping the element as hsegment does.
		j, err := u.JoinPath("x/")
		if _, ok := j.URL.Part.(*accPart); err != nil || !ok || j.String() != tc.joined {
			t.Errorf("%s: JoinPath(x/) = %q, %v; want %q read by *accPart", tc.in, j, err, tc.joined)
		}
	}
	// Resolve reads the result with the URL's parser.
	tree, _ := p.Parse("acc://h/a/b")
	r, err := rfc1738.URL{URL: tree, Parser: p}.Resolve("c%2Fd")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := r.URL.Part.(*accPart); !ok || r.Text != "acc://h/a/c%2Fd" {
		t.Errorf("Resolve = %q, part %T; want acc://h/a/c%%2Fd read by *accPart", r.Text, r.URL.Part)
	}
}

// TestAccessorsPartial checks the zero URL and trees a program built,
// with parts nil, typed nil or half filled: no accessor panics, and each
// returns what the tree holds.
func TestAccessorsPartial(t *testing.T) {
	none := url.Values{}
	scheme := func(s string) *ast.Scheme { return &ast.Scheme{Text: ast.Text(s)} }
	hostPort := &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "h"}}}, Port: &ast.Port{Text: "1"}}
	for _, tc := range []struct {
		name string
		u    *ast.URL
		want accessors
	}{
		{"zero", nil, accessors{"", "", none, nil, ""}},
		{"empty tree", &ast.URL{}, accessors{"", "", none, nil, ":"}},
		{"typed nil http", &ast.URL{Scheme: scheme("http"), Part: (*ast.HTTPPart)(nil)}, accessors{"", "", none, nil, "http:"}},
		{"typed nil ftp", &ast.URL{Scheme: scheme("ftp"), Part: (*ast.FTPPart)(nil)}, accessors{"", "", none, nil, "ftp:"}},
		{"typed nil prospero", &ast.URL{Scheme: scheme("prospero"), Part: (*ast.ProsperoPart)(nil)}, accessors{"", "", none, nil, "prospero:"}},
		{"typed nil registered", &ast.URL{Scheme: scheme("acc"), Part: (*accPart)(nil)}, accessors{"", "", none, nil, "acc:"}},
		{"empty http", &ast.URL{Scheme: scheme("http"), Part: &ast.HTTPPart{}}, accessors{"", "", none, nil, "http://"}},
		{"http search without path", &ast.URL{Scheme: scheme("http"), Part: &ast.HTTPPart{HostPort: hostPort, Search: &ast.Search{Text: "a=b"}}},
			accessors{"h", "1", url.Values{"a": {"b"}}, nil, "http://h:1"}},
		{"http nil segment", &ast.URL{Scheme: scheme("http"), Part: &ast.HTTPPart{Path: &ast.HPath{Segments: []*ast.HSegment{nil, {Text: "a"}}}}},
			accessors{"", "", none, []string{"", "a"}, "http:////a"}},
		{"hostport without host", &ast.URL{Scheme: scheme("http"), Part: &ast.HTTPPart{HostPort: &ast.HostPort{Port: &ast.Port{Text: "8"}}}},
			accessors{"", "8", none, nil, "http://:8"}},
		{"prospero without path", &ast.URL{Scheme: scheme("prospero"), Part: &ast.ProsperoPart{HostPort: hostPort}},
			accessors{"h", "1", none, nil, "prospero://h:1/"}},
		{"file without host", &ast.URL{Scheme: scheme("file"), Part: &ast.FilePart{}}, accessors{"", "", none, nil, "file:///"}},
		// A password without spans is found by its login's text.
		{"built password", &ast.URL{Scheme: scheme("ftp"), Part: &ast.FTPPart{Login: &ast.Login{
			User: &ast.User{Text: "joe"}, Password: &ast.Password{Text: "h"}, HostPort: hostPort}}},
			accessors{"h", "1", none, nil, "ftp://joe:xxxxx@h:1"}},
		{"built ftp login without host", &ast.URL{Scheme: scheme("ftp"), Part: &ast.FTPPart{Login: &ast.Login{}}},
			accessors{"", "", none, nil, "ftp://"}},
	} {
		u := rfc1738.URL{URL: tc.u}
		if diff := cmp.Diff(tc.want, accessorsOf(u)); diff != "" {
			t.Errorf("%s: accessors (-want +got):\n%s", tc.name, diff)
		}
		// JoinPath returns a parsed URL ending in the element, or an
		// error: the zero URL, a part without segments, a text that is
		// no URL.
		j, err := u.JoinPath("a")
		if segs := j.Segments(); err == nil && (len(segs) == 0 || segs[len(segs)-1] != "a") {
			t.Errorf("%s: JoinPath(a) = %v, segments %q", tc.name, j, segs)
		}
		if err == nil && rfc1738.Check(j.String()) != nil {
			t.Errorf("%s: JoinPath(a) = %v, no URL", tc.name, j)
		}
		// Resolve reads the tree's text, which may or may not be a base
		// ("http:" is one by RFC 1808): it must not panic.
		_, _ = u.Resolve("a")
	}
}

// TestRedactedChangedTree checks Redacted on a parsed tree a program
// changed, whose spans no longer say where its login is printed.
func TestRedactedChangedTree(t *testing.T) {
	tree := rfc1738.MustParse("ftp://u:p@h/u:p@h")
	tree.Scheme.Text = "xftp"
	if got, want := (rfc1738.URL{URL: tree}).Redacted(), "xftp://u:xxxxx@h/u:p@h"; got != want {
		t.Errorf("Redacted = %q, want %q", got, want)
	}
	tree = rfc1738.MustParse("ftp://u:p@h/u:p@h")
	tree.Login().User.Text = "joe"
	if got, want := (rfc1738.URL{URL: tree}).Redacted(), "ftp://joe:xxxxx@h/u:p@h"; got != want {
		t.Errorf("Redacted = %q, want %q", got, want)
	}
	// The password's old span now holds a ":" and a "p" of the path.
	tree = rfc1738.MustParse("ftp://uuuuuuu:p@h/a:p")
	tree.Login().User.Text = "u"
	if got, want := (rfc1738.URL{URL: tree}).Redacted(), "ftp://u:xxxxx@h/a:p"; got != want {
		t.Errorf("Redacted = %q, want %q", got, want)
	}
}

func TestJoinPath(t *testing.T) {
	for _, tc := range []struct {
		in   string
		elem []string
		want string // the result, or the start of the error's text
	}{
		{"http://h", []string{"a"}, "http://h/a"},
		{"http://h/", []string{"a"}, "http://h/a"},
		{"http://h/a", []string{"b", "c"}, "http://h/a/b/c"},
		{"http://h/a/", []string{"b"}, "http://h/a/b"},
		{"http://h/a", []string{"b", ""}, "http://h/a/b/"},
		{"http://h/a", nil, "http://h/a"},
		{"http://h", nil, "http://h"},
		{"ftp://h", []string{}, "ftp://h"},
		{"http://h/a/", nil, "http://h/a/"},
		{"http://h/a?x=1", []string{"b/c?d e~%"}, "http://h/a/b%2Fc%3Fd%20e%7E%25?x=1"},
		{"http://h/a", []string{";:@&="}, "http://h/a/;:@&="},
		{"ftp://u:p@h/d;type=d", []string{"b;type=a", "?"}, "ftp://u:p@h/d/b%3Btype=a/%3F;type=d"},
		{"ftp://h/", []string{""}, "ftp://h/"},
		{"ftp://h", []string{"", "etc"}, "ftp://h//etc"},
		{"file:///etc", []string{"motd"}, "file:///etc/motd"},
		{"file://localhost/", []string{"a b"}, "file://localhost/a%20b"},
		{"prospero://h/a;f=v", []string{"b;=/"}, "prospero://h/a/b%3B=%2F;f=v"},
		{"HTTP://H:80/%7e", []string{"x"}, "HTTP://H:80/%7e/x"},
		{"https://h/a?q", []string{"b?"}, "https://h/a/b%3F?q"},
		{"ftp://u:p@h:21", []string{"a;b"}, "ftp://u:p@h:21/a%3Bb"},
		{"prospero://h/;f=v;g=w", []string{"a"}, "prospero://h/a;f=v;g=w"},
		{"gopher://h", []string{"b"}, "rfc1738: JoinPath: the production of scheme \"gopher\""},
		{"x://h", []string{"b"}, "rfc1738: JoinPath: the production of scheme \"x\""},
		{"http://h/a", []string{".."}, "rfc1738: JoinPath: \"..\""},
		{"http://h/a", []string{"b", "."}, "rfc1738: JoinPath: \".\""},
		{"gopher://h/1a", []string{"b"}, "rfc1738: JoinPath: the production of scheme \"gopher\""},
		{"wais://h/db", []string{"b"}, "rfc1738: JoinPath: the production of scheme \"wais\""},
		{"nntp://h/g", []string{"b"}, "rfc1738: JoinPath: the production of scheme \"nntp\""},
		{"news:g", []string{"b"}, "rfc1738: JoinPath: the production of scheme \"news\""},
		{"mailto:a@b", []string{"b"}, "rfc1738: JoinPath: the production of scheme \"mailto\""},
		{"telnet://h/", []string{"b"}, "rfc1738: JoinPath: the production of scheme \"telnet\""},
		{"x://h/a", []string{"b"}, "rfc1738: JoinPath: the production of scheme \"x\""},
		{"x:a", []string{"b"}, "rfc1738: JoinPath: the production of scheme \"x\""},
		{"http://h/", []string{strings.Repeat("a", parser.DefaultMaxLength)}, "offset 65536"},
		{"http://" + strings.Repeat("a", parser.DefaultMaxLength-len("http://")), []string{"b"}, "offset 65536"},
	} {
		u := rfc1738.URL{URL: rfc1738.MustParse(tc.in)}
		j, err := u.JoinPath(tc.elem...)
		got := j.String()
		if err != nil {
			got = err.Error()
			if strings.HasPrefix(got, tc.want) {
				got = tc.want
			}
		}
		if got != tc.want {
			t.Errorf("%s JoinPath(%q) = %q, want %q", tc.in, tc.elem, got, tc.want)
		}
	}
	if _, err := (rfc1738.URL{}).JoinPath(); err == nil {
		t.Error("zero URL: JoinPath gave no error")
	}
	// A parsed tree a program changed is joined as it prints: its spans
	// no longer say where its path is.
	for _, tc := range []struct {
		change func(*ast.URL)
		want   string
	}{
		{func(u *ast.URL) { u.Part.(*ast.HTTPPart).HostPort.Host.Name.Top.Text = "longer" }, "http://longer/a/b/c"},
		{func(u *ast.URL) { u.Part.(*ast.HTTPPart).Path.Segments[0].Text = "xyz" }, "http://h/xyz/b/c"},
		{func(u *ast.URL) { u.Part.(*ast.HTTPPart).Path.Segments[1].Text = "" }, "http://h/a/c"},
		{func(u *ast.URL) { u.Scheme.Text = "https" }, "https://h/a/b/c"},
	} {
		tree := rfc1738.MustParse("http://h/a/b")
		tc.change(tree)
		j, err := rfc1738.URL{URL: tree}.JoinPath("c")
		if err != nil || j.String() != tc.want {
			t.Errorf("JoinPath(c) on the changed %s = %q, %v; want %q", tree, j, err, tc.want)
		}
	}
	// A changed tree whose text ends at its server, and is as long as
	// the parser reads, is refused for its length: one more "/" would
	// make it too long to read again.
	long := rfc1738.MustParse("http://h")
	long.Part.(*ast.HTTPPart).HostPort.Host.Name.Top.Text = ast.Text(strings.Repeat("h", parser.DefaultMaxLength-len("http://")))
	if _, err := (rfc1738.URL{URL: long}).JoinPath("c"); err == nil || !strings.Contains(err.Error(), "offset 65536") {
		t.Errorf("JoinPath(c) on a changed tree as long as the limit: %v, want the too-long error at offset 65536", err)
	}
	// A registered part with nothing after its host has no path.
	uh, err := parser.New(parser.WithScheme(parser.Scheme{Name: "uh", Part: &userHostPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	tree, err := uh.Parse("uh://joe@h.example")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := (rfc1738.URL{URL: tree, Parser: uh}).JoinPath("a"); err == nil || !strings.Contains(err.Error(), "has no path segments") {
		t.Errorf("JoinPath on uh://joe@h.example: %v, want no path segments", err)
	}
	// The result is read by the URL's parser.
	p := accParser(t)
	j, err := rfc1738.URL{URL: rfc1738.MustParse("http://h/"), Parser: p}.JoinPath("a")
	if err != nil || j.Parser != p {
		t.Errorf("JoinPath kept parser %v, err %v; want the URL's", j.Parser == p, err)
	}
}

func TestResolveMethod(t *testing.T) {
	u := rfc1738.URL{URL: rfc1738.MustParse("http://a/b/c/d;p?q")}
	for ref, want := range map[string]string{
		"g":       "http://a/b/c/g",
		"../g?y":  "http://a/b/g?y",
		"#s":      "http://a/b/c/d;p?q#s",
		"ftp://h": "ftp://h",
	} {
		r, err := u.Resolve(ref)
		if err != nil || r.Text != want {
			t.Errorf("Resolve(%q) = %v, %v; want %q", ref, r, err, want)
		}
		b, err := rfc1738.ParseBase(u.String())
		if err != nil {
			t.Fatal(err)
		}
		if r2, err := b.Resolve(ref); err != nil || r2.Text != want {
			t.Errorf("ParseBase(...).Resolve(%q) = %v, %v; want %q", ref, r2, err, want)
		}
	}
	// The zero URL is no base: step 1.
	var zero rfc1738.URL
	if r, err := zero.Resolve("http://h/"); err != nil || r.Text != "http://h/" || r.Steps[0].Number != "1" {
		t.Errorf("zero URL: Resolve(absolute) = %v, %v; want it, by step 1", r, err)
	}
	var re *parser.ResolveError
	if _, err := zero.Resolve("g"); !errors.As(err, &re) {
		t.Errorf("zero URL: Resolve(g) = %v, want a *parser.ResolveError", err)
	}
	if _, err := rfc1738.ParseBase("g"); !errors.As(err, &re) || re.Which != "base" {
		t.Errorf("ParseBase(g) = %v, want a *parser.ResolveError of the base", err)
	}
}

// TestRedactedKeepsTheHost checks that every reader of Redacted's text
// finds the URL's host: a "?" in the user, which RFC 1738 allows and
// net/url takes as the start of the query, is written %3F.
func TestRedactedKeepsTheHost(t *testing.T) {
	for in, want := range map[string]string{
		"ftp://good.example?@evil.example/f":     "ftp://good.example%3F@evil.example/f",
		"ftp://good.example?:pw@evil.example/f":  "ftp://good.example%3F:xxxxx@evil.example/f",
		"telnet://a?b?:p@evil.example/":          "telnet://a%3Fb%3F:xxxxx@evil.example/",
		"ftp://joe@evil.example/f?x":             "ftp://joe@evil.example/f?x",
		"ftp://joe;type=a@evil.example/f;type=a": "ftp://joe;type=a@evil.example/f;type=a",
	} {
		u := rfc1738.URL{URL: rfc1738.MustParse(in)}
		got := u.Redacted()
		if got != want {
			t.Errorf("Redacted(%q) = %q, want %q", in, got, want)
		}
		nu, err := url.Parse(got)
		if err != nil || nu.Hostname() != u.Hostname() {
			t.Errorf("net/url reads Redacted(%q) = %q with host %q, %v; the URL's is %q", in, got, nu.Hostname(), err, u.Hostname())
		}
	}
}
