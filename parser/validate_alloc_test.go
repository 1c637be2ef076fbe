package parser

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
)

// validateCorpora are the corpora whose valid lines the tests below
// validate.
var validateCorpora = []string{"kasztp.txt", "node_files.txt", "conformance-public.txt"}

// readParsed returns the trees of the lines of corpus name that parse,
// with the lines, or skips tb when the corpus is absent. Only the parse
// runs, not the validators, so that what they report is left to the
// caller.
func readParsed(tb testing.TB, name string) ([]*ast.URL, []string) {
	tb.Helper()
	var trees []*ast.URL
	var lines []string
	for _, l := range corpustest.Lines(tb, name) {
		if u, failed, _ := syntaxTree(defaultParser(), l); !failed {
			trees = append(trees, u)
			lines = append(lines, l)
		}
	}
	return trees, lines
}

// parsedCorpus is readParsed for one corpus that must hold a valid URL.
func parsedCorpus(tb testing.TB, name string) ([]*ast.URL, []string) {
	tb.Helper()
	trees, lines := readParsed(tb, name)
	if len(trees) == 0 {
		tb.Skipf("corpus %s: no valid URL", name)
	}
	return trees, lines
}

// allParsed returns the valid lines of the corpora, and their trees:
// none when the corpora are absent, so that the caller's own cases
// still run.
func allParsed(t *testing.T) ([]*ast.URL, []string) {
	t.Helper()
	if corpustest.Dir(t) == "" {
		t.Log("the corpora are absent")
		return nil, nil
	}
	var trees []*ast.URL
	var lines []string
	for _, name := range validateCorpora {
		tr, l := readParsed(t, name)
		trees, lines = append(trees, tr...), append(lines, l...)
	}
	return trees, lines
}

// warningFree are valid URLs of every scheme, each form of the schemes
// with several, on which Validate reports nothing.
var warningFree = []string{
	// Generic syntax: ip-schemepart with a login, a port and a
	// hostnumber, without a path; an opaque part.
	"x-gen://user:pass@www.example.com:8080/a/b;c?d=e",
	"x-gen://192.168.0.255:65535",
	"urn:isbn:0-395-36341-1",
	"ftp://ftp.is.co.za/rfc/rfc1808.txt",
	"ftp://anonymous:me%40host@ftp.example.com:21/pub/dir/file.txt;type=i",
	"ftp://host.dom/dir/;type=d",
	"ftp://10.0.0.1",
	"http://www.w3.org/Addressing/URL/uri-spec.html",
	"http://www.example.com:80/a%20b/c;d:e@f&g=h?q=1&r=%2F",
	"http://10.1.2.3",
	"gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
	"gopher://host.example:70/7a/b%09query%09+info",
	"gopher://host.example/%31sel%09%2B",
	"gopher://host.example/",
	"mailto:mduerst@ifi.unizh.ch",
	"mailto:first.last%2Bx@mail.example.com",
	"mailto:%22quoted%20name%22@example.com",
	"news:comp.infosystems.www.servers.unix",
	"news:*",
	"news:1234.abc%2Fdef@news.example.com",
	"nntp://news.example.com:119/comp.lang.go/12345",
	"nntp://news.example.com/comp.lang.go",
	"telnet://melvyl.ucop.edu/",
	"telnet://user:se%63ret@host.example:23",
	"wais://quake.think.com/directory-of-servers",
	"wais://quake.think.com:210/db?search%20terms",
	"wais://quake.think.com/db/TEXT/doc-1234",
	"file://vms.host.edu/disk$user/my/notes/note12345.txt",
	"file:///etc/passwd",
	"file://localhost/tmp/x%20y",
	"prospero://host.example:1525/pros/name;first=one;second=two",
	"prospero://host.example/a/b;%61=1;b=2;c=3;d=4;e=5;f=6;g=7;h=8",
	"prospero://host.example/a/b;a=1;b=2;c=3;d=4;e=5;f=6;g=7;h=8;i=9",
}

// TestValidateAllocs checks that validate, which Parse runs on every
// tree it accepts (Validate without the text checks), allocates nothing
// on a URL it has nothing to report about: Parse's cost on valid input
// is the parser's alone. (A prospero
// URL with more than prosperoScanFields fields is the exception: it
// keeps their names in a map.)
func TestValidateAllocs(t *testing.T) {
	for _, in := range warningFree {
		u, failed, off := syntaxTree(defaultParser(), in)
		if failed {
			t.Errorf("%s: syntax error at %d", in, off)
			continue
		}
		if list := defaultParser().Validate(u); len(list) != 0 {
			t.Errorf("%s: %v", in, list)
			continue
		}
		if p, ok := u.Part.(*ast.ProsperoPart); ok && len(p.Fields) > prosperoScanFields {
			continue // its repeated fields are found through a map
		}
		s := defaultParser().schemeOf(in)
		if n := testing.AllocsPerRun(100, func() { _ = defaultParser().validate(nil, u, s) }); n != 0 {
			t.Errorf("%s: validate allocates %.0f times, want 0", in, n)
		}
	}
}

// inspectChecks is the generic checks written plainly, with ast.Inspect
// over the whole tree: the reference for genericChecks, which walks a
// part from its server only.
func inspectChecks(u *ast.URL) ErrorList {
	var list ErrorList
	warnIn := func(p ast.Production, n ast.Node, code Code, args ...any) {
		e := &Error{Code: code, Offset: n.Pos(), Found: n.String(), Production: p, Severity: SeverityWarning, Args: map[string]string{}}
		for i := 0; i+1 < len(args); i += 2 {
			e.Args[args[i].(string)] = fmt.Sprint(args[i+1])
		}
		list = append(list, e)
	}
	warn := func(n ast.Node, code Code, args ...any) { warnIn(grammar.Of(n), n, code, args...) }
	label := func(n ast.Node, text string) {
		if len(text) > maxLabelLength {
			warn(n, CodeLabelLength, "length", len(text), "max", maxLabelLength)
		}
	}
	ast.Inspect(u, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Digits:
			if v, ok := n.Value(); (!ok || v > maxOctet) && allDigits(string(n.Text)) {
				warnIn(grammar.HostnumberP, n, CodeOctetRange, "part", n.Text, "max", maxOctet)
			}
			if t := string(n.Text); allDigits(t) && len(t) > 1 && t[0] == '0' {
				if strings.ContainsAny(t, "89") {
					warnIn(grammar.HostnumberP, n, CodeOctetNotOctal, "part", n.Text)
				} else if v, _ := strconv.ParseUint(t, 10, 64); octal(t) != strconv.FormatUint(v, 10) {
					warnIn(grammar.HostnumberP, n, CodeOctetOctal, "part", n.Text, "octal", octal(t))
				}
			}
		case *ast.Port:
			if v, ok := n.Value(); (!ok || v > maxPort) && allDigits(string(n.Text)) {
				warn(n, CodePortRange, "port", n.Text, "max", maxPort)
			}
		case *ast.Hostname:
			if l := len(n.String()); l > maxHostnameLength {
				warn(n, CodeHostnameLength, "length", l, "max", maxHostnameLength)
			}
		case *ast.DomainLabel:
			label(n, string(n.Text))
		case *ast.TopLabel:
			label(n, string(n.Text))
		}
		return true
	})
	return list
}

// builtHostPart is a scheme part declared outside package ast's list, as
// a scheme author's would be, holding hosts at two depths.
type builtHostPart struct {
	ast.Span
	HostPort *ast.HostPort
	Extra    []ast.Node
}

func (p *builtHostPart) String() string           { return "" }
func (p *builtHostPart) DefaultPort() (int, bool) { return 0, false }
func (p *builtHostPart) Children() []ast.Node {
	if p == nil {
		return nil
	}
	return append([]ast.Node{p.HostPort}, p.Extra...)
}

// builtTrees are trees a program could build that parsing never gives:
// absent and typed-nil nodes, both host forms at once, a scheme author's
// part that leads to hosts, ports and labels directly.
func builtTrees() []*ast.URL {
	long := strings.Repeat("x", 64)
	digits := func(pos int, s string) *ast.Digits {
		return &ast.Digits{Span: ast.At(pos, pos+len(s)), Text: ast.Text(s)}
	}
	name := &ast.Hostname{Span: ast.At(3, 300), Labels: []*ast.DomainLabel{
		{Span: ast.At(3, 67), Text: ast.Text(long)}, nil, {Text: "a"},
	}}
	for i := 0; i < 70; i++ {
		name.Labels = append(name.Labels, &ast.DomainLabel{Text: "abc"})
	}
	number := &ast.Hostnumber{Parts: []*ast.Digits{digits(1, "256"), nil, digits(9, "99999999999"), digits(20, "")}}
	both := &ast.HostPort{Host: &ast.Host{Name: name, Number: number}, Port: &ast.Port{Span: ast.At(40, 45), Text: "65536"}}
	scheme := &ast.Scheme{Span: ast.At(0, 1), Text: "x"}
	return []*ast.URL{
		{Scheme: scheme},
		{Part: &ast.IPSchemePart{Login: &ast.Login{HostPort: both}}},
		{Scheme: scheme, Part: &ast.IPSchemePart{}},
		{Scheme: scheme, Part: &ast.IPSchemePart{Login: &ast.Login{}}},
		{Scheme: scheme, Part: &ast.IPSchemePart{Login: &ast.Login{HostPort: &ast.HostPort{Port: &ast.Port{Text: "x"}}}}},
		{Scheme: scheme, Part: (*ast.HTTPPart)(nil)},
		{Scheme: scheme, Part: (*ast.FTPPart)(nil)},
		{Scheme: scheme, Part: (*ast.NewsPart)(nil)},
		{Scheme: scheme, Part: (*builtHostPart)(nil)},
		{Scheme: scheme, Part: &ast.NewsPart{Article: &ast.Article{Host: &ast.Host{Number: number}}}},
		{Scheme: scheme, Part: &ast.FilePart{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: ast.Text(long)}}}}},
		{Scheme: scheme, Part: &ast.TelnetPart{Login: &ast.Login{HostPort: both}}},
		{Scheme: scheme, Part: &ast.WAISPart{HostPort: both}},
		{Scheme: scheme, Part: &ast.ProsperoPart{HostPort: both}},
		{Scheme: scheme, Part: &ast.GopherPart{HostPort: both}},
		{Scheme: scheme, Part: &ast.NNTPPart{HostPort: both}},
		{Scheme: scheme, Part: &ast.MailtoPart{}},
		{Scheme: scheme, Part: &builtHostPart{HostPort: both, Extra: []ast.Node{
			digits(50, "300"), &ast.Port{Text: "70000"}, name, number, &ast.TopLabel{Text: ast.Text(long)},
			both.Host, &ast.FPath{}, &ast.Article{Host: both.Host}, (*ast.FTPPart)(nil),
			&builtHostPart{HostPort: &ast.HostPort{Port: &ast.Port{Text: "123456"}}},
		}}},
	}
}

// TestGenericChecksMatchInspect compares the generic checks with their
// plain version over the whole tree, finding by finding: on every
// valid line of the corpora, on variants of them with text inserted
// that the checks warn about, and on built trees.
func TestGenericChecksMatchInspect(t *testing.T) {
	trees, lines := allParsed(t)
	for _, in := range variants(lines, 50) {
		if u, failed, _ := syntaxTree(defaultParser(), in); !failed {
			trees = append(trees, u)
		}
	}
	trees = append(trees, builtTrees()...)
	warned := 0
	for _, u := range trees {
		want, got := inspectChecks(u), genericChecks(nil, u)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: generic checks (-inspect +fields):\n%s", u, diff)
		}
		if len(want) > 0 {
			warned++
		}
	}
	if warned == 0 {
		t.Error("no tree got a generic warning: the comparison checked nothing")
	}
}

// variants returns lines with, at each of the first 80 places after the
// scheme, each text inserted that a validator may warn about, and 1 to 4
// bytes removed; of a list longer than perCorpus, only perCorpus lines
// spread over it are used.
func variants(lines []string, perCorpus int) []string {
	inserts := []string{"%0D", "%0a", "%09", "%40", "%3C", "%E9", "%2F", "%00", "..", "999999", "%09%09", "%20",
		"a%09b/", "%09+", "%09x", ";=", ";a=b;a=c", ";", "=", "/", "@", ":0", ":99999", ".",
		strings.Repeat("a", 64), strings.Repeat("b.", 128), "/0", "/4294967296", "0", "?", "//", "%25", "%"}
	var out []string
	for _, l := range corpustest.Sample(lines, len(lines)/perCorpus) {
		c := strings.IndexByte(l, ':')
		for j := c + 1; j <= len(l) && j < c+80; j++ {
			for _, s := range inserts {
				out = append(out, l[:j]+s+l[j:])
			}
			for k := 1; k <= 4 && j+k <= len(l); k++ {
				out = append(out, l[:j]+l[j+k:])
			}
		}
	}
	return out
}

// inPlaceSamples are texts to read escapes in: escapes of either case,
// a "%" that starts none, at the end or not.
var inPlaceSamples = []string{
	"", "a", "%", "%4", "%41", "%4a", "%4A", "A", "J", "%2541", "%41%42", "AB", "a%", "a%2", "a%2g", "%0d", "%0D", "%0A", "%0a",
	"%FF", "%ff", "\xff", "a.b@c", "a%40b@c", "%22a%22@b", "a@b.", "a@@b", "@b", "a@b..c", "a.@b", "a@b", "a@[1]", "a b@c",
	"a%20b@c", ".a@b", "a@b@c", "a@", "%E9@b", "a%2Eb@c%2Ed", "a%2E%2Eb@c",
	// Quoted strings and domain literals, escaped or not, closed or not.
	`"a b"@c`, `"a\"b"@c`, `"a\`, `"a\\"@c`, `"a`, `""@c`, `"a"."b"@c`, `a@[1.2.3.4]`, `a@[1[2]`, `a@[1\]]`, `a@[`,
	`a@b.[c]`, `"a"@[b].c`, "%22a%5C%22b%22@c", "%22a%0Db%22@c", "%22a%E9%22@c", "%22a%5C%E9%22@c", "a@%5B1%5D", `%22a\%22@c`,
}

// TestReadInPlace checks each helper that reads a text or a tree in place
// against the ast method whose answer it gives without allocating.
func TestReadInPlace(t *testing.T) {
	_, lines := allParsed(t)
	texts := append(append([]string{}, inPlaceSamples...), warningFree...)
	for i := 0; i < len(lines); i += 1 + len(lines)/2000 {
		texts = append(texts, lines[i])
	}
	for _, s := range texts {
		var b []byte
		for i := 0; i < len(s); {
			c, n := decodedAt(s, i)
			b, i = append(b, c), i+n
		}
		if string(b) != ast.Decode(s) {
			t.Errorf("decodedAt over %q gives %q, ast.Decode %q", s, b, ast.Decode(s))
		}
		for _, o := range inPlaceSamples {
			if got, want := decodedEqual(s, o), ast.Decode(s) == ast.Decode(o); got != want {
				t.Errorf("decodedEqual(%q, %q) = %v, want %v", s, o, got, want)
			}
		}
		if _, _, err := ast.SplitAddrSpec(ast.Decode(s)); isAddrSpec(s) != (err == nil) {
			t.Errorf("isAddrSpec(%q) = %v, but SplitAddrSpec gives error %v", s, isAddrSpec(s), err)
		}
	}
	seg := func(s string) *ast.FSegment { return &ast.FSegment{Text: ast.Text(s)} }
	for _, segs := range [][]*ast.FSegment{nil, {nil}, {seg("")}, {seg("a")}, {seg("a"), seg("")}, {seg(""), seg("%41")}, {seg("a"), nil}, {seg(""), nil}} {
		path := &ast.FPath{FSegments: segs}
		if got, want := ftpNameEmpty(path), (&ast.FTPPart{Path: path}).Name() == ""; got != want {
			t.Errorf("ftpNameEmpty(%q) = %v, want %v", path, got, want)
		}
	}
	pseg := func(s string) *ast.PSegment { return &ast.PSegment{Text: ast.Text(s)} }
	for _, segs := range [][]*ast.PSegment{nil, {nil}, {pseg("")}, {pseg("a")}, {nil, nil}, {pseg(""), pseg("")}} {
		path := &ast.PPath{Segments: segs}
		if got, want := ppathEmpty(path), path.String() == ""; got != want {
			t.Errorf("ppathEmpty(%d segments %q) = %v, want %v", len(segs), path, got, want)
		}
	}
	for _, u := range builtTrees() {
		if hp := u.HostPort(); hp != nil && hp.Host != nil && hp.Host.Name != nil {
			if got, want := hostnameLen(hp.Host.Name), len(hp.Host.Name.String()); got != want {
				t.Errorf("hostnameLen = %d, want %d", got, want)
			}
		}
	}
}

// TestGopherSelectorSplit checks the reading gopherSelector relies on to
// skip printing the path: a selector without "%09" whose every "%"
// starts an escape never splits before its end, whatever follows it.
func TestGopherSelectorSplit(t *testing.T) {
	parts := []string{"", "a", "%41", "/", "?", "%09", "a/b", "%0", "x%09", "%09/", "%09?"}
	for _, sel := range []string{"", "a", "%41", "a/b?c", "%2509", "%0A9", "0%39", "a%4109"} {
		for _, search := range parts {
			for _, plus := range parts {
				for _, form := range []int{0, 1, 2} {
					g := &ast.GopherPath{GType: &ast.GType{Text: "1"}, Selector: &ast.Selector{Text: ast.Text(sel)}}
					if form > 0 {
						g.Search = &ast.GopherSearch{Text: ast.Text(search)}
					}
					if form > 1 {
						g.GopherPlus = &ast.GopherPlus{Text: ast.Text(plus)}
					}
					if n := gopherSelectorLen(g.String()[1:]); n < len(sel) {
						t.Errorf("selector %q splits at %d in %q", sel, n, g)
					}
				}
			}
		}
	}
}

// TestValidateDump writes, when VALIDATE_DUMP names a file, every field
// of each finding that Validate reports on each valid line of the
// corpora and on variants of them (of all the conformance lines, and of
// 400 lines spread over each of the larger corpora). Written before and
// after a change to the validators or to the trees the parser builds,
// two dumps that are the same show that no finding changed.
func TestValidateDump(t *testing.T) {
	path := os.Getenv("VALIDATE_DUMP")
	if path == "" {
		t.Skip("VALIDATE_DUMP not set")
	}
	var b strings.Builder
	var extra []string
	for _, name := range validateCorpora {
		trees, lines := parsedCorpus(t, name)
		for i, u := range trees {
			for _, e := range defaultParser().Validate(u) {
				fmt.Fprintf(&b, "%s: %q: %+v | %s\n", name, lines[i], *e, e.Error())
			}
		}
		extra = append(extra, variants(lines, 400)...)
	}
	extra = append(extra, variants(warningFree, 400)...)
	for _, in := range extra {
		u, failed, _ := syntaxTree(defaultParser(), in)
		if failed {
			continue
		}
		for _, e := range defaultParser().Validate(u) {
			fmt.Fprintf(&b, "extra: %q: %+v | %s\n", in, *e, e.Error())
		}
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkValidate validates the trees of the valid URLs of kasztp.txt,
// parsed beforehand, one per iteration: ns/op and allocs/op are what
// Validate adds to Parse per URL. In "all", the trees of the 43,000
// URLs are visited in turn, so most nodes are out of the CPU's caches;
// in "hot", the first 64 trees only, which stay in them, as the tree
// that Parse has just built does.
func BenchmarkValidate(b *testing.B) {
	trees, _ := parsedCorpus(b, "kasztp.txt")
	for _, n := range []struct {
		name  string
		trees int
	}{{"all", len(trees)}, {"hot", min(64, len(trees))}} {
		b.Run(n.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				_ = defaultParser().Validate(trees[i%n.trees])
			}
		})
	}
}

// syntaxTree is Parse without the validators: the tree of a URL the
// automaton accepts, or failed and the error's offset.
func syntaxTree(p *Parser, input string) (u *ast.URL, failed bool, offset int) {
	s := p.schemeOf(input)
	if e := syntaxError(input, s); e != nil {
		return nil, true, e.Offset
	}
	u, err := p.tree(input, s)
	if err != nil {
		return nil, true, -1
	}
	return u, false, 0
}
