package rfc1738_test

import (
	"errors"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// netView is what the tests compare of a *url.URL: its fields, with the
// user and password spelled out (url.Userinfo hides them), and what
// String writes.
type netView struct {
	Scheme, Opaque string
	User           *string
	Password       *string
	Host           string
	Path, RawPath  string
	RawQuery       string
	ForceQuery     bool
	OmitHost       bool
	String         string
}

func viewNet(nu *url.URL) netView {
	v := netView{
		Scheme: nu.Scheme, Opaque: nu.Opaque, Host: nu.Host, Path: nu.Path, RawPath: nu.RawPath,
		RawQuery: nu.RawQuery, ForceQuery: nu.ForceQuery, OmitHost: nu.OmitHost, String: nu.String(),
	}
	if nu.User != nil {
		v.User = p(nu.User.Username())
		if pw, ok := nu.User.Password(); ok {
			v.Password = p(pw)
		}
	}
	return v
}

// p returns a pointer to s, for the optional fields of a view.
func p(s string) *string { return &s }

func urlOf(s string) rfc1738.URL { return rfc1738.URL{URL: rfc1738.MustParse(s)} }

func TestNetURL(t *testing.T) {
	tests := []struct {
		in   string
		want netView
	}{
		{"http://www.iec.ch", netView{Scheme: "http", Host: "www.iec.ch", String: "http://www.iec.ch"}},
		{"http://www.iec.ch/about/mission-e.htm", netView{Scheme: "http", Host: "www.iec.ch", Path: "/about/mission-e.htm", String: "http://www.iec.ch/about/mission-e.htm"}},
		{"HTTP://h:8080/a%2Fb/c?q=1&r=%41", netView{Scheme: "http", Host: "h:8080", Path: "/a/b/c", RawPath: "/a%2Fb/c", RawQuery: "q=1&r=%41", String: "http://h:8080/a%2Fb/c?q=1&r=%41"}},
		{"http://h/?", netView{Scheme: "http", Host: "h", Path: "/", ForceQuery: true, String: "http://h/?"}},
		{"http://h/", netView{Scheme: "http", Host: "h", Path: "/", String: "http://h/"}},
		{"ftp://joe:secret@ftp.iec.ch:2121/pub/doc.txt;type=i", netView{Scheme: "ftp", User: p("joe"), Password: p("secret"), Host: "ftp.iec.ch:2121", Path: "/pub/doc.txt;type=i", String: "ftp://joe:secret@ftp.iec.ch:2121/pub/doc.txt;type=i"}},
		{"ftp://@host.com/", netView{Scheme: "ftp", User: p(""), Host: "host.com", Path: "/", String: "ftp://@host.com/"}},
		{"ftp://foo:@host.com/", netView{Scheme: "ftp", User: p("foo"), Password: p(""), Host: "host.com", Path: "/", String: "ftp://foo:@host.com/"}},
		{"ftp://a%40b%3Ac@h", netView{Scheme: "ftp", User: p("a@b:c"), Host: "h", String: "ftp://a%40b%3Ac@h"}},
		{"ftp://myname@host.dom/%2Fetc/motd", netView{Scheme: "ftp", User: p("myname"), Host: "host.dom", Path: "//etc/motd", RawPath: "/%2Fetc/motd", String: "ftp://myname@host.dom/%2Fetc/motd"}},
		// "?" is a plain character in an fsegment; url.URL needs it escaped.
		{"ftp://h/a%2Fb?c", netView{Scheme: "ftp", Host: "h", Path: "/a/b?c", RawPath: "/a%2Fb%3Fc", String: "ftp://h/a%2Fb%3Fc"}},
		{"file:///etc/motd", netView{Scheme: "file", Path: "/etc/motd", String: "file:///etc/motd"}},
		{"file://localhost/x", netView{Scheme: "file", Host: "localhost", Path: "/x", String: "file://localhost/x"}},
		{"gopher://h", netView{Scheme: "gopher", Host: "h", String: "gopher://h"}},
		{"gopher://h:70/7sel?x%09search%09+", netView{Scheme: "gopher", Host: "h:70", Path: "/7sel?x\tsearch\t+", String: "gopher://h:70/7sel%3Fx%09search%09+"}},
		{"mailto:joe@iec.ch", netView{Scheme: "mailto", Opaque: "joe@iec.ch", String: "mailto:joe@iec.ch"}},
		{"mailto:a%25b?c@d", netView{Scheme: "mailto", Opaque: "a%25b?c@d", String: "mailto:a%25b?c@d"}},
		{"news:comp.os.unix", netView{Scheme: "news", Opaque: "comp.os.unix", String: "news:comp.os.unix"}},
		{"news:XYZ123@news.iso.org", netView{Scheme: "news", Opaque: "XYZ123@news.iso.org", String: "news:XYZ123@news.iso.org"}},
		{"news:*", netView{Scheme: "news", Opaque: "*", String: "news:*"}},
		{"nntp://h:119/comp.os/12", netView{Scheme: "nntp", Host: "h:119", Path: "/comp.os/12", String: "nntp://h:119/comp.os/12"}},
		{"telnet://u:p@h:23/", netView{Scheme: "telnet", User: p("u"), Password: p("p"), Host: "h:23", Path: "/", String: "telnet://u:p@h:23/"}},
		{"telnet://h", netView{Scheme: "telnet", Host: "h", String: "telnet://h"}},
		{"wais://h/db?x+y", netView{Scheme: "wais", Host: "h", Path: "/db", RawQuery: "x+y", String: "wais://h/db?x+y"}},
		{"wais://h/db/t/p%2F1", netView{Scheme: "wais", Host: "h", Path: "/db/t/p/1", RawPath: "/db/t/p%2F1", String: "wais://h/db/t/p%2F1"}},
		{"wais://h/", netView{Scheme: "wais", Host: "h", Path: "/", String: "wais://h/"}},
		{"prospero://host.dom//pros/name;OBJECT-VERSION=2", netView{Scheme: "prospero", Host: "host.dom", Path: "//pros/name;OBJECT-VERSION=2", String: "prospero://host.dom//pros/name;OBJECT-VERSION=2"}},
		// Other schemes: read as url.Parse reads them.
		{"x-y://u@h/a?b?c", netView{Scheme: "x-y", User: p("u"), Host: "h", Path: "/a", RawQuery: "b?c", String: "x-y://u@h/a?b?c"}},
		{"x-y://h/a?", netView{Scheme: "x-y", Host: "h", Path: "/a", ForceQuery: true, String: "x-y://h/a?"}},
		{"x-y://h", netView{Scheme: "x-y", Host: "h", String: "x-y://h"}},
		{"urn:isbn:0451?x", netView{Scheme: "urn", Opaque: "isbn:0451", RawQuery: "x", String: "urn:isbn:0451?x"}},
		{"x:/a/%7E?q", netView{Scheme: "x", OmitHost: true, Path: "/a/~", RawPath: "/a/%7E", RawQuery: "q", String: "x:/a/%7E?q"}},
		{"x:", netView{Scheme: "x", String: "x:"}},
		{"x:?", netView{Scheme: "x", ForceQuery: true, String: "x:?"}},
	}
	for _, tc := range tests {
		nu, err := urlOf(tc.in).NetURL()
		if err != nil {
			t.Errorf("NetURL(%q): %v", tc.in, err)
			continue
		}
		if d := cmp.Diff(tc.want, viewNet(nu)); d != "" {
			t.Errorf("NetURL(%q) (-want +got):\n%s", tc.in, d)
		}
	}
}

func TestNetURLErrors(t *testing.T) {
	if nu, err := (rfc1738.URL{}).NetURL(); err == nil {
		t.Errorf("zero URL: NetURL = %v, want an error", nu)
	}
	// A tree changed into one whose text is no URL converts as its text
	// reads: not at all.
	u := rfc1738.MustParse("http://h/a")
	u.Part.(*ast.HTTPPart).Path.Segments[0].Text = "~a"
	var e *parser.Error
	if nu, err := (rfc1738.URL{URL: u}).NetURL(); !errors.As(err, &e) || e.Offset != 9 {
		t.Errorf("changed tree: NetURL = %v, %v; want a *parser.Error at 9", nu, err)
	}
}

// corpusLines returns the lines of ../shared/corpus/name, every 20th
// with -short, or skips the test when the corpus is not there.
func corpusLines(t *testing.T, name string) []string {
	t.Helper()
	lines := corpustest.Lines(t, name)
	if testing.Short() {
		lines = corpustest.Sample(lines, 20)
	}
	return lines
}

// parsed holds the trees of the corpus lines that parse, by corpus, so
// that the tests that use them parse each corpus once. The trees are
// shared: tests must not change them.
var parsed struct {
	sync.Mutex
	trees map[string][]*ast.URL
}

// parsedCorpora returns the trees of the lines of the corpora that
// parse; it skips the test when no corpus is there.
func parsedCorpora(t *testing.T, names ...string) map[string][]*ast.URL {
	t.Helper()
	parsed.Lock()
	defer parsed.Unlock()
	if parsed.trees == nil {
		parsed.trees = map[string][]*ast.URL{}
	}
	out := map[string][]*ast.URL{}
	for _, name := range names {
		trees, ok := parsed.trees[name]
		if !ok {
			for _, line := range corpusLines(t, name) {
				if u, err := rfc1738.Parse(line); err == nil {
					trees = append(trees, u)
				}
			}
			parsed.trees[name] = trees
		}
		if trees != nil {
			out[name] = trees
		}
	}
	if len(out) == 0 {
		t.Skip("no corpus found in ../shared/corpus")
	}
	return out
}

// netDifferences returns the text NetURL's url.URL should print for u:
// u's own text but for the differences NetURL documents, and the names
// of those that change it.
func netDifferences(u *ast.URL) (string, []string) {
	t := rfc1738.MustParse(u.String())
	var why []string
	if name := t.Scheme.Name(); string(t.Scheme.Text) != name {
		t.Scheme.Text = ast.Text(name)
		why = append(why, "scheme case")
	}
	if l := t.Login(); l != nil && l.User != nil {
		var ui *url.Userinfo
		if l.Password != nil {
			ui = url.UserPassword(l.User.Decoded(), l.Password.Decoded())
		} else {
			ui = url.User(l.User.Decoded())
		}
		before := l.String()
		user, pw, hasPW := strings.Cut(ui.String(), ":")
		l.User.Text = ast.Text(user)
		if hasPW {
			l.Password.Text = ast.Text(pw)
		}
		if l.String() != before {
			why = append(why, "userinfo escaping")
		}
	}
	question := false
	ast.Inspect(t, func(n ast.Node) bool {
		var text *ast.Text
		switch n := n.(type) {
		case *ast.FSegment:
			text = &n.Text
		case *ast.GType:
			text = &n.Text
		case *ast.Selector:
			text = &n.Text
		case *ast.GopherPlus:
			text = &n.Text
		case *ast.PSegment:
			text = &n.Text
		case *ast.FieldName:
			text = &n.Text
		case *ast.FieldValue:
			text = &n.Text
		}
		if text != nil && strings.Contains(string(*text), "?") {
			*text = ast.Text(strings.ReplaceAll(string(*text), "?", "%3F"))
			question = true
		}
		return true
	})
	if question {
		why = append(why, `"?" in a path`)
	}
	text := t.String()
	switch t.Part.(type) {
	case *ast.MailtoPart, *ast.NewsPart:
		if rest := text[len(t.Scheme.Text)+1:]; strings.HasPrefix(rest, "//") {
			text = text[:len(t.Scheme.Text)+1] + "%2F" + rest[1:]
			why = append(why, `"//" in an opaque part`)
		}
	}
	return text, why
}

// TestNetURLRoundTrip converts every URL of the corpora that parses and
// checks that url.URL.String gives back its text, but for the
// differences NetURL's documentation lists, which it counts.
func TestNetURLRoundTrip(t *testing.T) {
	for name, urls := range parsedCorpora(t, "conformance-public.txt", "kasztp.txt", "node_files.txt") {
		counts := map[string]int{}
		for _, u := range urls {
			nu, err := rfc1738.URL{URL: u}.NetURL()
			if err != nil {
				t.Errorf("%s: NetURL(%q): %v", name, u, err)
				continue
			}
			want, why := netDifferences(u)
			if got := nu.String(); got != want {
				t.Errorf("%s: NetURL(%q).String() = %q, want %q", name, u, got, want)
			}
			if len(why) == 0 {
				counts["exact"]++
			}
			for _, w := range why {
				counts[w]++
			}
		}
		t.Logf("%s: %d URLs: %v", name, len(urls), counts)
	}
}

// TestNetURLMatchesURLParse compares NetURL with url.Parse of the same
// text, field by field, over the corpora. They may differ only where
// NetURL documents that RFC 1738's production reads the text otherwise:
// a "?" that is no delimiter (in the path of ftp, file, gopher and
// prospero URLs, and anywhere in mailto and news URLs), and the scheme
// part of mailto and news, which is always Opaque.
func TestNetURLMatchesURLParse(t *testing.T) {
	for name, urls := range parsedCorpora(t, "conformance-public.txt", "kasztp.txt", "node_files.txt") {
		counts := map[string]int{}
		for _, u := range urls {
			nu, err := rfc1738.URL{URL: u}.NetURL()
			if err != nil {
				t.Errorf("%s: NetURL(%q): %v", name, u, err)
				continue
			}
			std, err := url.Parse(u.String())
			if err != nil {
				counts["url.Parse refuses: "+err.(*url.Error).Err.Error()]++
				continue
			}
			d := cmp.Diff(viewNet(std), viewNet(nu))
			if d == "" {
				counts["same"]++
				continue
			}
			text := u.String()[len(u.Scheme.Text)+1:]
			switch u.Part.(type) {
			case *ast.MailtoPart, *ast.NewsPart:
				if strings.Contains(text, "?") || strings.HasPrefix(text, "/") {
					counts["opaque "+u.Scheme.Name()]++
					continue
				}
			case *ast.FTPPart, *ast.FilePart, *ast.GopherPart, *ast.ProsperoPart:
				if strings.Contains(text, "?") {
					counts[`"?" in a `+u.Scheme.Name()+" path"]++
					continue
				}
			}
			t.Errorf("%s: %q: url.Parse and NetURL differ (-url.Parse +NetURL):\n%s", name, u, d)
		}
		t.Logf("%s: %d URLs: %v", name, len(urls), counts)
	}
}

func TestFromNetURL(t *testing.T) {
	mustURL := func(s string) *url.URL {
		nu, err := url.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return nu
	}
	tests := []struct {
		name string
		in   *url.URL
		want string
	}{
		{"http", mustURL("http://www.iec.ch/about/mission-e.htm"), "http://www.iec.ch/about/mission-e.htm"},
		{"escaped slash", mustURL("http://h/a%2Fb?q=1&r=%41"), "http://h/a%2Fb?q=1&r=%41"},
		{"empty search", mustURL("http://h/?"), "http://h/?"},
		{"ftp typecode", mustURL("ftp://joe:secret@h:21/a/b;type=i"), "ftp://joe:secret@h:21/a/b;type=i"},
		{"empty user", mustURL("ftp://@h/"), "ftp://@h/"},
		{"empty password", mustURL("ftp://u:@h/"), "ftp://u:@h/"},
		// net/url escapes "!" in a userinfo and leaves "~"; RFC 1738's user
		// production wants the opposite.
		{"user escaped as RFC 1738 says", &url.URL{Scheme: "ftp", User: url.UserPassword("~a!b", "p@ss:w/d"), Host: "h", Path: "/"}, "ftp://%7Ea!b:p%40ss%3Aw%2Fd@h/"},
		{"file", mustURL("file:///etc/motd"), "file:///etc/motd"},
		{"mailto", mustURL("mailto:joe@iec.ch"), "mailto:joe@iec.ch"},
		{"mailto query", &url.URL{Scheme: "mailto", Opaque: "a", RawQuery: "b"}, "mailto:a?b"},
		{"news", mustURL("news:comp.os.unix"), "news:comp.os.unix"},
		{"news opaque escaped slashes", &url.URL{Scheme: "news", Opaque: "%2F/h/id@dom"}, "news:%2F/h/id@dom"},
		{"gopher tab", &url.URL{Scheme: "gopher", Host: "h", Path: "/7sel\tsearch"}, "gopher://h/7sel%09search"},
		{"RawPath fixes ~", &url.URL{Scheme: "http", Host: "h", Path: "/~joe/", RawPath: "/%7Ejoe/"}, "http://h/%7Ejoe/"},
		{"path without slash", &url.URL{Scheme: "http", Host: "h", Path: "x"}, "http://h/x"},
		{"OmitHost", mustURL("x:/a/b"), "x:/a/b"},
		{"upper-case scheme", &url.URL{Scheme: "HTTP", Host: "h"}, "HTTP://h"},
		{"generic query", mustURL("x-y://u:p@h:1/a?b?c"), "x-y://u:p@h:1/a?b?c"},
	}
	for _, tc := range tests {
		u, err := rfc1738.FromNetURL(tc.in)
		if err != nil {
			t.Errorf("%s: FromNetURL(%v): %v", tc.name, tc.in, err)
			continue
		}
		if got := u.String(); got != tc.want {
			t.Errorf("%s: FromNetURL(%v) = %q, want %q", tc.name, tc.in, got, tc.want)
		}
	}
}

func TestFromNetURLErrors(t *testing.T) {
	mustURL := func(s string) *url.URL {
		nu, err := url.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return nu
	}
	tests := []struct {
		name  string
		in    *url.URL
		field string // NetURLError.Field; "" when the parser refuses
		text  string // NetURLError.Text
		msg   string // in the message
		off   int    // the parser's offset, when field is ""
	}{
		{name: "fragment", in: mustURL("http://h/#sec"), field: "Fragment", text: "sec", msg: "no fragment"},
		{name: "raw fragment", in: &url.URL{Scheme: "http", Host: "h", RawFragment: "%41"}, field: "Fragment", msg: "no fragment"},
		{name: "relative", in: mustURL("//h/x"), field: "Scheme", msg: "relative reference"},
		{name: "IPv6", in: mustURL("http://[::1]:80/"), field: "Host", text: "[::1]:80", msg: "IPv6"},
		{name: "IDN", in: &url.URL{Scheme: "http", Host: "bücher.ch"}, field: "Host", text: "bücher.ch", msg: "A-label"},
		{name: "tilde in path", in: mustURL("http://h/~joe"), field: "Path", text: "/~joe", msg: `byte 1, "~", is unsafe`},
		{name: "bracket in query", in: mustURL("http://h/?a=[1]"), field: "RawQuery", text: "a=[1]", msg: `byte 2, "[", is unsafe`},
		{name: "hash in query", in: &url.URL{Scheme: "http", Host: "h", Path: "/", RawQuery: "a#b"}, field: "RawQuery", msg: "Fragment"},
		{name: "bad percent", in: &url.URL{Scheme: "http", Host: "h", Path: "/", RawQuery: "a=%zz"}, field: "RawQuery", msg: `starts no escape`},
		{name: "space in opaque", in: &url.URL{Scheme: "mailto", Opaque: "a b@c"}, field: "Opaque", msg: "is unsafe"},
		{name: "control in opaque", in: &url.URL{Scheme: "mailto", Opaque: "a\x7f"}, field: "Opaque", msg: "control character"},
		{name: "non-ASCII in query", in: &url.URL{Scheme: "http", Host: "h", Path: "/", RawQuery: "é"}, field: "RawQuery", msg: "not US-ASCII"},
		{name: "http user", in: mustURL("http://u:p@h/"), field: "User", text: "u:p", msg: "httpurl (section 3.3) has a host but no login"},
		{name: "file user", in: mustURL("file://u@h/x"), field: "User", text: "u", msg: "fileurl (section 3.10)"},
		{name: "news with a login", in: mustURL("news://u@h/x"), field: "Host", text: "h", msg: "newsurl (section 3.6) has no host"}, // an article "//u@h" at host "x"?
		{name: "news opaque slashes", in: &url.URL{Scheme: "news", Opaque: "//h/id@dom"}, field: "Opaque", text: "//h/id@dom", msg: `escape the first "/"`},
		{name: "generic opaque slashes", in: &url.URL{Scheme: "x", Opaque: "//h/p"}, field: "Opaque", text: "//h/p", msg: `escape the first "/"`},
		{name: "empty port", in: mustURL("http://h:/"), off: 9},
		{name: "trailing dot", in: mustURL("http://h.ch./"), off: 12},
		{name: "search without path", in: mustURL("http://h?q"), off: 8},
		{name: "opaque http", in: mustURL("http:h"), off: 5},
		{name: "empty mailto", in: &url.URL{Scheme: "mailto"}, off: 7},
	}
	for _, tc := range tests {
		u, err := rfc1738.FromNetURL(tc.in)
		var e *rfc1738.NetURLError
		if !errors.As(err, &e) {
			t.Errorf("%s: FromNetURL(%v) = %v, %v; want a *NetURLError", tc.name, tc.in, u, err)
			continue
		}
		if !u.IsZero() {
			t.Errorf("%s: FromNetURL gave %v with its error", tc.name, u)
		}
		if e.Field != tc.field || tc.text != "" && e.Text != tc.text || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: FromNetURL(%v): Field %q, Text %q, %v\nwant Field %q, Text %q, a message with %q", tc.name, tc.in, e.Field, e.Text, err, tc.field, tc.text, tc.msg)
		}
		var pe *parser.Error
		switch {
		case tc.field != "" && errors.As(err, &pe):
			t.Errorf("%s: a *parser.Error for a field error: %v", tc.name, err)
		case tc.field == "" && (!errors.As(err, &pe) || pe.Offset != tc.off):
			t.Errorf("%s: FromNetURL(%v): %v; want the parser's error at %d", tc.name, tc.in, err, tc.off)
		}
	}
	if u, err := rfc1738.FromNetURL(nil); err == nil {
		t.Errorf("FromNetURL(nil) = %v, want an error", u)
	}
}

// TestFromNetURLCorpus reads every line of the corpora with url.Parse and
// converts the result: FromNetURL must give back the line for every
// line Parse accepts (but for the user and password, which it escapes
// as RFC 1738 does, not as net/url does), and refuse every line Parse
// refuses (but where escaping a user or password made it valid). It
// also converts the NetURL of every URL back.
func TestFromNetURLCorpus(t *testing.T) {
	for name, urls := range parsedCorpora(t, "conformance-public.txt", "kasztp.txt", "node_files.txt") {
		for _, u := range urls {
			nu, err := rfc1738.URL{URL: u}.NetURL()
			if err != nil {
				t.Fatal(err)
			}
			back, err := rfc1738.FromNetURL(nu)
			if err != nil {
				t.Errorf("%s: FromNetURL(NetURL(%q)): %v", name, u, err)
				continue
			}
			nu2, err := back.NetURL()
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(viewNet(nu), viewNet(nu2)); d != "" {
				t.Errorf("%s: %q: NetURL(FromNetURL(NetURL(u))) differs from NetURL(u) (-first +second):\n%s", name, u, d)
			}
		}
	}
	for _, name := range []string{"conformance-public.txt", "kasztp.txt"} {
		lines := corpusLines(t, name)
		counts := map[string]int{}
		for _, line := range lines {
			nu, err := url.Parse(line)
			if err != nil {
				counts["url.Parse refuses"]++
				continue
			}
			// What url.URL writes, and what FromNetURL must agree with:
			// url.Parse has lower-cased the scheme and may have escaped
			// what line left unescaped (a space, "\\", bytes above 7F).
			written := nu.String()
			_, perr := rfc1738.Parse(line)
			_, werr := rfc1738.Parse(written)
			u, err := rfc1738.FromNetURL(nu)
			var e *rfc1738.NetURLError
			switch {
			case err == nil:
				if got := u.String(); !sameURLText(written, got) {
					t.Errorf("%s: FromNetURL(url.Parse(%q)) = %q, url.URL writes %q", name, line, got, written)
				}
				if werr != nil && nu.User == nil {
					t.Errorf("%s: %q: FromNetURL gives %q, though Parse refuses what url.URL writes, %q: %v", name, line, u, written, werr)
				}
				if perr == nil && !sameURLText(line, u.String()) {
					t.Errorf("%s: FromNetURL(url.Parse(%q)) = %q", name, line, u)
				}
				switch {
				case perr == nil:
					counts["both accept"]++
				case werr == nil:
					counts["accepted as url.URL escapes it"]++
				default:
					counts["accepted with the user escaped"]++
				}
			case perr == nil && errors.As(err, &e) && (e.Field == "Host" || e.Field == "User") && hostOf(line) != nu.Hostname():
				// url.Parse reads a host RFC 1738 does not ("news://h/a@b"
				// is an article at host b): writing it back would move it.
				counts["refused: url.Parse reads another host"]++
			case perr == nil:
				t.Errorf("%s: %q: Parse accepts, FromNetURL(url.Parse) refuses: %v", name, line, err)
			case errors.As(err, &e):
				if werr == nil && e.Field != "Fragment" {
					t.Errorf("%s: %q: FromNetURL refuses (%v), though Parse accepts what url.URL writes, %q", name, line, err, written)
				}
				counts["both refuse ("+e.Field+")"]++
			default:
				t.Errorf("%s: FromNetURL(url.Parse(%q)): %T %v", name, line, err, err)
			}
		}
		t.Logf("%s: %v", name, counts)
	}
}

// hostOf returns the host RFC 1738 reads in line, "" when it has none.
func hostOf(line string) string {
	u, err := rfc1738.Parse(line)
	if err != nil {
		return ""
	}
	if hp := u.HostPort(); hp != nil && hp.Host != nil {
		return hp.Host.String()
	}
	if f, ok := u.Part.(*ast.FilePart); ok && f.Host != nil {
		return f.Host.String()
	}
	return ""
}

// sameURLText reports whether a and b are the same URL text but for the
// case of the scheme and the escaping of a user and password.
func sameURLText(a, b string) bool {
	lower := func(s string) string {
		if i := strings.IndexByte(s, ':'); i >= 0 {
			return strings.ToLower(s[:i]) + s[i:]
		}
		return s
	}
	a, b = lower(a), lower(b)
	return a == b || userDiffers(a, b)
}

// userDiffers reports whether a and b are the same but for what lies
// between "//" and an "@" before the next "/".
func userDiffers(a, b string) bool {
	strip := func(s string) string {
		i := strings.Index(s, "//")
		if i < 0 {
			return s
		}
		rest := s[i+2:]
		end := strings.IndexByte(rest, '/')
		if end < 0 {
			end = len(rest)
		}
		at := strings.LastIndexByte(rest[:end], '@')
		if at < 0 {
			return s
		}
		return strings.ToLower(s[:i]) + "//@" + rest[at+1:]
	}
	return a != b && strip(a) == strip(b)
}
