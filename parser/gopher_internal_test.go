package parser

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// gopherView is what a gopher URL's tree says, raw; nil for what is
// absent.
type gopherView struct {
	Host, Port                          string
	Path                                bool // a "/" follows the hostport
	GType, Selector, Search, GopherPlus *string
}

func viewGopher(t *testing.T, u *ast.URL) gopherView {
	t.Helper()
	p, ok := u.Part.(*ast.GopherPart)
	if !ok {
		t.Fatalf("part is %T", u.Part)
	}
	v := gopherView{Host: p.HostPort.Host.String(), Path: p.Path != nil}
	if p.HostPort.Port != nil {
		v.Port = string(p.HostPort.Port.Text)
	}
	text := func(n ast.Node) *string {
		s := n.String()
		return &s
	}
	if g := p.Path; g != nil {
		if g.GType != nil {
			v.GType = text(g.GType)
		}
		if g.Selector != nil {
			v.Selector = text(g.Selector)
		}
		if g.Search != nil {
			v.Search = text(g.Search)
		}
		if g.GopherPlus != nil {
			v.GopherPlus = text(g.GopherPlus)
		}
	}
	return v
}

// gopherPathView returns the view of a path on host "h": gtype, selector,
// search and gopher+ string, "-" standing for absent.
func gopherPathView(parts ...string) gopherView {
	v := gopherView{Host: "h", Path: true}
	fields := []**string{&v.GType, &v.Selector, &v.Search, &v.GopherPlus}
	for i, s := range parts {
		if s != "-" {
			s := s
			*fields[i] = &s
		}
	}
	return v
}

func TestGopherValid(t *testing.T) {
	p := httpParser(t)
	sel := func(host, port, gtype, selector string) gopherView {
		return gopherView{Host: host, Port: port, Path: true, GType: &gtype, Selector: &selector}
	}
	tests := []struct {
		in   string
		want gopherView
	}{
		// The gopher URLs of the conformance corpus; in the second, the
		// selector starts with a copy of the type, as section 3.4.1 says
		// some do.
		{"gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles", sel("spinaltap.micro.umn.edu", "", "0", "0/Weather/California/Los%20Angeles")},
		{"gopher://gopher.micro.umn.edu/00/Information", sel("gopher.micro.umn.edu", "", "0", "0/Information")},
		{"gopher://gopher.gatech.edu:2048/iiir/urc2.paper", sel("gopher.gatech.edu", "2048", "i", "iir/urc2.paper")},
		{"gopher://path.net/00/papers/mitra/urn2urc", sel("path.net", "", "0", "0/papers/mitra/urn2urc")},
		{"gopher://gopher/2a_selector", sel("gopher", "", "2", "a_selector")},
		{"gopher://host:123/7foo", sel("host", "123", "7", "foo")},
		{"gopher://host:70/1", sel("host", "70", "1", "")},
		{"gopher://host", gopherView{Host: "host"}},
		{"gopher://host:70", gopherView{Host: "host", Port: "70"}},
		{"gopher://127.0.0.1", gopherView{Host: "127.0.0.1"}},
		{"gopher://host/", gopherView{Host: "host", Path: true}},
		{"gopher://gopher:33/3S%09query", gopherView{Host: "gopher", Port: "33", Path: true, GType: httpStr("3"), Selector: httpStr("S"), Search: httpStr("query")}},
		{"gopher://host/7foo%09bar%20baz", gopherView{Host: "host", Path: true, GType: httpStr("7"), Selector: httpStr("foo"), Search: httpStr("bar%20baz")}},
		// The Gopher+ strings of sections 3.4.4 to 3.4.9, each after an
		// empty search, which section 3.4.3 requires.
		{"gopher://h/0a%09%09+", gopherPathView("0", "a", "", "+")},
		{"gopher://h/0a%09%09?", gopherPathView("0", "a", "", "?")},
		{"gopher://h/0a%09%09!", gopherPathView("0", "a", "", "!")},
		{"gopher://h/1a%09%09$", gopherPathView("1", "a", "", "$")},
		{"gopher://h/0a%09%09!+ABSTRACT", gopherPathView("0", "a", "", "!+ABSTRACT")},
		{"gopher://h/0a%09%09!+ABSTRACT%20+SMELL", gopherPathView("0", "a", "", "!+ABSTRACT%20+SMELL")},
		{"gopher://h/0a%09%09+application/postscript%20Es_ES", gopherPathView("0", "a", "", "+application/postscript%20Es_ES")},
		// A filled-in form: its "%09" and "%0D%0A" are the gopher+_string's.
		{"gopher://h/0a%09%09+%091%0D%0A+-1%0D%0Aone%0D%0Atwo%0D%0A.%0D%0A", gopherPathView("0", "a", "", "+%091%0D%0A+-1%0D%0Aone%0D%0Atwo%0D%0A.%0D%0A")},
		// A search and a Gopher+ string together.
		{"gopher://h/7index%09gopher%20urls%09+", gopherPathView("7", "index", "gopher%20urls", "+")},
		// gtype is any xchar, an escape or a reserved character too;
		// nothing is reserved in the path (section 3.4.1).
		{"gopher://h/%31x", gopherPathView("%31", "x", "-", "-")},
		{"gopher://h//a?b;c=d:e@f&g", gopherPathView("/", "a?b;c=d:e@f&g", "-", "-")},
		{"gopher://h/?", gopherPathView("?", "", "-", "-")},
		{"gopher://h/%09", gopherPathView("%09", "", "-", "-")},
		{"gopher://h/%09%09", gopherPathView("%09", "", "", "-")},
		// Empty parts.
		{"gopher://h/1%09", gopherPathView("1", "", "", "-")},
		{"gopher://h/1%09%09", gopherPathView("1", "", "", "")},
		{"gopher://h/1%09%09%09", gopherPathView("1", "", "", "%09")},
		// The leftmost split that parses: the selector ends at
		// the first "%09" that a search can follow; the search at the
		// next "%09".
		{"gopher://h/1a%09b%09c", gopherPathView("1", "a", "b", "c")},
		{"gopher://h/1a%09b%09c%09d", gopherPathView("1", "a", "b", "c%09d")},
		{"gopher://h/1a%09b%09c/d", gopherPathView("1", "a", "b", "c/d")},
		{"gopher://h/1a%09b/c", gopherPathView("1", "a%09b/c", "-", "-")},
		{"gopher://h/1a%09b/c%09d", gopherPathView("1", "a%09b/c", "d", "-")},
		{"gopher://h/1a%09b?%09c%09d", gopherPathView("1", "a%09b?", "c", "d")},
		{"gopher://h/1a%09/%09?%09", gopherPathView("1", "a%09/%09?", "", "-")},
		{"gopher://h/1%09;:@&=%41%09/?", gopherPathView("1", "", ";:@&=%41", "/?")},
		{"GOPHER://H/1", gopherView{Host: "H", Path: true, GType: httpStr("1"), Selector: httpStr("")}},
	}
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if diff := cmp.Diff(tt.want, viewGopher(t, u)); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s", tt.in, diff)
		}
		httpCheckTree(t, tt.in, u)
	}
}

// gopherOracle returns the reading of a gopher path after its gtype that
// the package doc states, found by trying every reading: toks are its tokens,
// all xchars; a split is a "%09" token; a reading (k, m) has the
// selector end before token k and the search before token m (len(toks)
// when there is no such split). Of the readings the grammar allows, it
// takes the leftmost: smallest k, then smallest m.
func gopherOracle(toks []string) (sel, search, plus *string) {
	n := len(toks)
	join := func(a, b int) *string {
		s := strings.Join(toks[a:b], "")
		return &s
	}
	for k := 0; k <= n; k++ {
		if k == n {
			return join(0, n), nil, nil
		}
		if toks[k] != "%09" {
			continue
		}
		for m := k + 1; m <= n; m++ {
			if m < n && toks[m] != "%09" {
				continue
			}
			ok := true // search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]: no "/" or "?"
			for _, tok := range toks[k+1 : m] {
				ok = ok && tok != "/" && tok != "?"
			}
			if !ok {
				continue
			}
			if m == n {
				return join(0, k), join(k+1, n), nil
			}
			return join(0, k), join(k+1, m), join(m+1, n)
		}
	}
	panic("unreachable: the whole text is always a selector")
}

// TestGopherLeftmostExhaustive compares the parser with the oracle on
// every path of a few tokens: up to five of "%09", the two xchars a
// search does not allow and two it does, and up to seven of "%09", "/"
// and "a", enough for three splits to interact.
func TestGopherLeftmostExhaustive(t *testing.T) {
	p := httpParser(t)
	short, long, want := 5, 7, 5000
	if testing.Short() {
		short, long, want = 4, 6, 1500
	}
	count := gopherExhaust(t, p, []string{"%09", "/", "?", "a", "%41"}, short, nil)
	count += gopherExhaust(t, p, []string{"%09", "/", "a"}, long, nil)
	if count < want {
		t.Errorf("only %d paths tried, want at least %d", count, want)
	}
}

// gopherExhaust checks every path of up to maxLen tokens of alphabet
// that extends toks, and returns how many it checked.
func gopherExhaust(t *testing.T, p *Parser, alphabet []string, maxLen int, toks []string) int {
	count := 0
	if len(toks) > 0 {
		count++
		gopherCheckOracle(t, p, toks)
	}
	if len(toks) == maxLen {
		return count
	}
	for _, a := range alphabet {
		count += gopherExhaust(t, p, alphabet, maxLen, append(toks[:len(toks):len(toks)], a))
	}
	return count
}

// gopherCheckOracle parses the path of type "1" followed by toks and
// compares its reading with the oracle's and with gopherSelectorLen.
func gopherCheckOracle(t *testing.T, p *Parser, toks []string) {
	rest := strings.Join(toks, "")
	in := "gopher://h/1" + rest
	u, err := p.Parse(in)
	if err != nil {
		t.Fatalf("Parse(%q): %v", in, err)
	}
	g := u.Part.(*ast.GopherPart).Path
	text := func(n ast.Node) *string { s := n.String(); return &s }
	got := gopherView{Selector: text(g.Selector)}
	if g.Search != nil {
		got.Search = text(g.Search)
	}
	if g.GopherPlus != nil {
		got.GopherPlus = text(g.GopherPlus)
	}
	var want gopherView
	want.Selector, want.Search, want.GopherPlus = gopherOracle(toks)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("Parse(%q) (-oracle +parser):\n%s", in, diff)
	}
	if n := gopherSelectorLen(rest); n != len(*want.Selector) {
		t.Fatalf("gopherSelectorLen(%q) = %d, oracle %d", rest, n, len(*want.Selector))
	}
	if errs := builtinValidator("gopher")(u); len(errs.Errors()) != 0 {
		t.Fatalf("validator on %q: %v", in, errs)
	}
}

// TestGopherHostile parses paths with many "%09", each shaped to make a
// parser that tries splits one by one re-read the rest every time, and
// checks that the time grows linearly: four times the input may take
// at most eight times as long (a quadratic parser takes sixteen). Other
// work on the machine can slow one run, so a pattern fails only when
// three measurements in a row say so.
func TestGopherHostile(t *testing.T) {
	p := httpParser(t)
	units := []string{
		"%09/",                 // every split fails
		"%09aaaaaaaaaaaaaaaa?", // long runs, and every split fails
		"%09a",                 // every split parses
		"%09",                  // tabs alone
		"%09;:@&=%41/",         // all the search characters, then a failing split
	}
	small := 4000
	if testing.Short() {
		small = 1000
	}
	timeOf := func(unit string, size int) time.Duration {
		in := "gopher://h/1" + strings.Repeat(unit, size/len(unit))
		best := time.Duration(1 << 62)
		for i := 0; i < 2; i++ {
			start := time.Now()
			if _, err := p.Parse(in); err != nil {
				t.Fatalf("%q: %v", unit, err)
			}
			best = min(best, time.Since(start))
		}
		return best
	}
	for _, unit := range units {
		var t1, t4 time.Duration
		for try := 0; try < 3; try++ {
			t1, t4 = timeOf(unit, small), timeOf(unit, 4*small)
			if t4 <= 8*t1+20*time.Millisecond {
				break
			}
		}
		if t4 > 8*t1+20*time.Millisecond {
			t.Errorf("%q repeated: %d bytes took %v, %d bytes %v: not linear", unit, small, t1, 4*small, t4)
		}
	}
	// An error at the end of a long hostile path is found and explained.
	in := "gopher://h/1" + strings.Repeat("%09/", 2000) + " "
	_, err := p.Parse(in)
	if got := viewHTTPError(t, err); got.Offset != len(in)-1 || got.Production != "gopher-path" {
		t.Errorf("error %v", err)
	}
}

func TestGopherInvalid(t *testing.T) {
	tests := []struct {
		in   string
		want httpErrView
	}{
		// No user or password: gopherurl has a hostport.
		{"gopher://u@h/", httpErrView{10, "gopherurl", "@", "gopherurl", `a letter, a digit, "-", ".", "/", ":" or the end of the URL`, true, true}},
		{"gopher://u:p@h/", httpErrView{11, "port", "p", "gopherurl", "a digit", true, true}},
		// The path starts with "/".
		{"gopher://h?x", httpErrView{10, "gopherurl", "?", "gopherurl", `a letter, a digit, "-", ".", "/", ":" or the end of the URL`, true, true}},
		{"gopher://h:70%09", httpErrView{13, "gopherurl", "%09", "gopherurl", `a digit, "/" or the end of the URL`, true, true}},
		// Each part of the path holds xchars only.
		{"gopher://h/ x", httpErrView{11, "gopher-path", " ", "gopherurl", xchar + " or the end of the URL", true, true}},
		{"gopher://h/1a b", httpErrView{13, "gopher-path", " ", "gopherurl", xchar + " or the end of the URL", true, true}},
		{"gopher://h/1#x", httpErrView{12, "gopher-path", "#", "gopherurl", xchar + " or the end of the URL", true, true}},
		{"gopher://h/1a%09b c", httpErrView{17, "gopher-path", " ", "gopherurl", xchar + " or the end of the URL", true, true}},
		{"gopher://h/1a%09b/ c", httpErrView{18, "gopher-path", " ", "gopherurl", xchar + " or the end of the URL", true, true}},
		{"gopher://h/1a%09b%09c d", httpErrView{21, "gopher+_string", " ", "gopherurl", xchar + " or the end of the URL", true, true}},
		{"gopher://h/1%0", httpErrView{14, "escape", "", "gopherurl", "a hex digit", true, true}},
		{"gopher://h/%", httpErrView{12, "escape", "", "gopherurl", "a hex digit", true, true}},
		// The "//" and a host are required.
		{"gopher:h", httpErrView{7, "gopherurl", "h", "gopherurl", `"/"`, true, true}},
		{"gopher://", httpErrView{9, "host", "", "gopherurl", "a letter or a digit", true, true}},
		{"gopher://h:/", httpErrView{11, "port", "/", "gopherurl", "a digit", true, true}},
	}
	p := httpParser(t)
	for _, tt := range tests {
		_, err := p.Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) succeeded; want an error", tt.in)
			continue
		}
		if diff := cmp.Diff(tt.want, viewHTTPError(t, err)); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s\n%v", tt.in, diff, err)
		}
	}
}

func TestGopherWarnings(t *testing.T) {
	p := httpParser(t)
	tests := []struct {
		in   string
		want []httpFinding
	}{
		// None for the RFC's forms, an escaped type or a type that is a
		// reserved character.
		{"gopher://h/0a%09%09+%091%0D%0A+-1%0D%0A.%0D%0A", nil},
		{"gopher://h/%31", nil},
		{"gopher://h//x", nil},
		{"gopher://h/7a%09b%09!+ABSTRACT", nil},
		// A type that RFC 1436 excludes.
		{"gopher://h/%09", []httpFinding{{11, "gtype", "%09", "gopherurl", SeverityWarning}}},
		{"gopher://h/%0dx", []httpFinding{{11, "gtype", "%0d", "gopherurl", SeverityWarning}}},
		{"gopher://h/%0A", []httpFinding{{11, "gtype", "%0A", "gopherurl", SeverityWarning}}},
		{"gopher://h/%00", []httpFinding{{11, "gtype", "%00", "gopherurl", SeverityWarning}}},
		{"gopher://h/%E9", []httpFinding{{11, "gtype", "%E9", "gopherurl", SeverityWarning}}},
		// A selector with a tab (left there by the leftmost split), CR or
		// LF (section 3.4.1).
		{"gopher://h/1a%09b/c", []httpFinding{{13, "selector", "%09", "gopherurl", SeverityWarning}}},
		{"gopher://h/1%0d%0A", []httpFinding{{12, "selector", "%0d", "gopherurl", SeverityWarning}, {15, "selector", "%0A", "gopherurl", SeverityWarning}}},
		// A search with CR or LF (section 6).
		{"gopher://h/7%09a%0Db", []httpFinding{{16, "search", "%0D", "gopherurl", SeverityWarning}}},
		// A Gopher+ string of no form sections 3.4.4 to 3.4.9 give.
		{"gopher://h/1%09%09", []httpFinding{{18, "gopher+_string", "", "gopherurl", SeverityWarning}}},
		{"gopher://h/1%09%09x", []httpFinding{{18, "gopher+_string", "x", "gopherurl", SeverityWarning}}},
		{"gopher://h/1%09%09%2B", nil},
		// The generic warnings come first.
		{"gopher://h:70000/%0A", []httpFinding{{11, "port", "70000", "", SeverityWarning}, {17, "gtype", "%0A", "gopherurl", SeverityWarning}}},
	}
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if diff := cmp.Diff(tt.want, httpFindings(p.Validate(u))); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.in, diff)
		}
	}
	// A "%09" left in the selector is section 5's reading, where section
	// 3.4.2's prose starts a search: its warning says so, and does not
	// say the URL breaks a rule; CR and LF keep section 3.4.1's.
	for in, code := range map[string]Code{"gopher://h/1a%09b/c": CodeGopherSelectorTab, "gopher://h/1a%0Db": CodeGopherSelectorOctet} {
		u, err := p.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		list := p.Validate(u)
		if len(list) != 1 || list[0].Code != code {
			t.Errorf("%s: %v, want one %s", in, list, code)
			continue
		}
		msg := list[0].Message(grammar.English)
		if tab := code == CodeGopherSelectorTab; tab != (strings.Contains(msg, "section 5's rule reads %09 as part of the selector") && strings.Contains(msg, "section 3.4.2's prose puts the search after")) {
			t.Errorf("%s: %s", in, msg)
		}
	}
}

func TestGopherWalk(t *testing.T) {
	u, err := httpParser(t).Parse("gopher://h:7/7a%09b%09+")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"genericurl", "scheme", "gopherurl", "hostport", "host", "hostname", "toplabel", "port",
		"gopher-path", "gtype", "selector", "search", "gopher+_string"}
	if diff := cmp.Diff(want, httpProductions(u)); diff != "" {
		t.Errorf("walk (-want +got):\n%s", diff)
	}
	g := u.Part.(*ast.GopherPart).Path
	spans := [][2]int{}
	for _, n := range g.Children() {
		spans = append(spans, [2]int{n.Pos(), n.End()})
	}
	if diff := cmp.Diff([][2]int{{13, 14}, {14, 15}, {18, 19}, {22, 23}}, spans); diff != "" {
		t.Errorf("spans (-want +got):\n%s", diff)
	}
}

func TestGopherAccessors(t *testing.T) {
	p := httpParser(t)
	type view struct {
		Type                 byte
		Selector             string
		Search, Plus         string
		HasSearch, HasPlus   bool
		Port                 int
		HasDefault, LoginNil bool
		Host                 string
		TypeByte             byte
		TypeOK               bool
	}
	tests := []struct {
		in   string
		want view
	}{
		// Section 3.4.1: with no gopher path the type is "1".
		{"gopher://h", view{Type: '1', Port: 70, HasDefault: true, LoginNil: true, Host: "h"}},
		{"gopher://h/", view{Type: '1', Port: 70, HasDefault: true, LoginNil: true, Host: "h"}},
		{"gopher://h:71/0", view{Type: '0', Port: 70, HasDefault: true, LoginNil: true, Host: "h", TypeByte: '0', TypeOK: true}},
		{"gopher://h/%30", view{Type: '0', Port: 70, HasDefault: true, LoginNil: true, Host: "h", TypeByte: '0', TypeOK: true}},
		{"gopher://h/7/a%20b%09x%20y%09+%09z", view{
			Type: '7', Selector: "/a b", Search: "x y", HasSearch: true, Plus: "+\tz", HasPlus: true,
			Port: 70, HasDefault: true, LoginNil: true, Host: "h", TypeByte: '7', TypeOK: true,
		}},
	}
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		part := u.Part.(*ast.GopherPart)
		var v view
		v.Type = part.Type()
		v.Selector = part.DecodedSelector()
		v.Search, v.HasSearch = part.DecodedSearch()
		v.Plus, v.HasPlus = part.DecodedGopherPlus()
		v.Port, v.HasDefault = u.DefaultPort()
		v.LoginNil = u.Login() == nil
		v.Host = part.HostPortPart().Host.String()
		if part.Path != nil && part.Path.GType != nil {
			v.TypeByte, v.TypeOK = part.Path.GType.Byte()
		}
		if diff := cmp.Diff(tt.want, v); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.in, diff)
		}
	}
	// AsSearch is the same node, seen as the shared search production.
	u, _ := p.Parse("gopher://h/1%09q")
	gs := u.Part.(*ast.GopherPart).Path.Search
	s := gs.AsSearch()
	s.Text = "changed"
	if gs.Text != "changed" || s.Pos() != gs.Pos() || s.Production() != gs.Production() {
		t.Errorf("AsSearch is not the same node: %q, %q", gs.Text, s.Text)
	}
	if (*ast.GopherSearch)(nil).AsSearch() != nil {
		t.Error("AsSearch of nil is not nil")
	}
	// Trees a program built.
	var nilPart *ast.GopherPart
	if nilPart.Type() != '1' || nilPart.DecodedSelector() != "" || nilPart.HostPortPart() != nil || nilPart.String() != "" || nilPart.Children() != nil {
		t.Error("a nil *GopherPart is not empty")
	}
	for text, want := range map[string]byte{"": '1', "xy": 'x', "%": '%'} {
		part := &ast.GopherPart{Path: &ast.GopherPath{GType: &ast.GType{Text: ast.Text(text)}}}
		if got := part.Type(); got != want {
			t.Errorf("Type() of gtype %q = %q, want %q", text, got, want)
		}
	}
}

// TestValidateGopherAlone runs the validator on its own over trees built
// by hand: every check it makes, each on the smallest tree that fails it.
func TestValidateGopherAlone(t *testing.T) {
	at := func(pos int, s string) (ast.Span, ast.Text) { return ast.At(pos, pos+len(s)), ast.Text(s) }
	gtype := func(s string) *ast.GType { sp, tx := at(11, s); return &ast.GType{Span: sp, Text: tx} }
	selector := func(s string) *ast.Selector { sp, tx := at(12, s); return &ast.Selector{Span: sp, Text: tx} }
	search := func(pos int, s string) *ast.GopherSearch {
		sp, tx := at(pos, s)
		return &ast.GopherSearch{Span: sp, Text: tx}
	}
	plus := func(pos int, s string) *ast.GopherPlus {
		sp, tx := at(pos, s)
		return &ast.GopherPlus{Span: sp, Text: tx}
	}
	part := func(g *ast.GopherPath) *ast.GopherPart {
		if g != nil {
			g.Span = ast.At(11, 11)
		}
		return &ast.GopherPart{Span: ast.At(7, 11), HostPort: httpHost("h"), Path: g}
	}
	tests := []struct {
		name string
		part ast.SchemePart
		want []httpFinding
	}{
		{"valid", part(&ast.GopherPath{GType: gtype("1"), Selector: selector("a"), Search: search(16, "b"), GopherPlus: plus(20, "+")}), nil},
		{"valid, no path", part(nil), nil},
		{"valid, empty path", part(&ast.GopherPath{}), nil},
		{"valid, gtype without selector", part(&ast.GopherPath{GType: gtype("1"), Search: search(15, "")}), nil},
		{"foreign part", &ast.HTTPPart{}, []httpFinding{{7, "gopherurl", "", "gopherurl", SeverityError}}},
		{"nil part", (*ast.GopherPart)(nil), []httpFinding{{7, "gopherurl", "", "gopherurl", SeverityError}}},
		{"no hostport", &ast.GopherPart{Span: ast.At(7, 9)}, []httpFinding{{7, "gopherurl", "", "gopherurl", SeverityError}}},
		{"selector without gtype", part(&ast.GopherPath{Selector: selector("a")}), []httpFinding{{11, "gopher-path", "", "gopherurl", SeverityError}}},
		{"gopher+ without search", part(&ast.GopherPath{GType: gtype("1"), GopherPlus: plus(15, "+")}), []httpFinding{{15, "gopher-path", "+", "gopherurl", SeverityError}}},
		{"empty gtype", part(&ast.GopherPath{GType: gtype("")}), []httpFinding{{11, "gtype", "", "gopherurl", SeverityError}}},
		{"two-character gtype", part(&ast.GopherPath{GType: gtype("ab")}), []httpFinding{{12, "gtype", "b", "gopherurl", SeverityError}}},
		{"unsafe gtype", part(&ast.GopherPath{GType: gtype(" ")}), []httpFinding{{11, "gtype", " ", "gopherurl", SeverityError}}},
		{"bare percent gtype", part(&ast.GopherPath{GType: gtype("%")}), []httpFinding{{12, "escape", "", "gopherurl", SeverityError}}},
		{"unsafe selector", part(&ast.GopherPath{GType: gtype("1"), Selector: selector("a<")}), []httpFinding{{13, "selector", "<", "gopherurl", SeverityError}}},
		// Printed, "a%09b" would split: selector "a", search "b".
		{"selector that would split", part(&ast.GopherPath{GType: gtype("1"), Selector: selector("a%09b")}), []httpFinding{{13, "selector", "%09", "gopherurl", SeverityError}}},
		// ... and "a%09b" before "%09/" would too: the search "b" parses.
		{"selector that would split before a search", part(&ast.GopherPath{GType: gtype("1"), Selector: selector("a%09b"), Search: search(20, "")}), []httpFinding{{13, "selector", "%09", "gopherurl", SeverityError}}},
		{"search with slash", part(&ast.GopherPath{GType: gtype("1"), Selector: selector(""), Search: search(15, "a/b")}), []httpFinding{{16, "search", "/", "gopherurl", SeverityError}}},
		{"search with tab", part(&ast.GopherPath{GType: gtype("1"), Selector: selector(""), Search: search(15, "a%09b")}), []httpFinding{{16, "search", "%09", "gopherurl", SeverityError}}},
		{"unsafe gopher+", part(&ast.GopherPath{GType: gtype("1"), Search: search(15, ""), GopherPlus: plus(18, "+ x")}), []httpFinding{{19, "gopher+_string", " ", "gopherurl", SeverityError}}},
		// Warnings, on trees too.
		{"tab type", part(&ast.GopherPath{GType: gtype("%09")}), []httpFinding{{11, "gtype", "%09", "gopherurl", SeverityWarning}}},
		{"selector with a tab no search can follow", part(&ast.GopherPath{GType: gtype("1"), Selector: selector("a%09?")}), []httpFinding{{13, "selector", "%09", "gopherurl", SeverityWarning}}},
	}
	for _, tt := range tests {
		u := &ast.URL{Scheme: &ast.Scheme{Span: ast.At(0, 6), Text: "gopher"}, Part: tt.part}
		if diff := cmp.Diff(tt.want, httpFindings(builtinValidator("gopher")(u))); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}

// TestGopherBuiltPrints checks String on trees built by hand, with
// children missing: each part prints only after the one it follows.
func TestGopherBuiltPrints(t *testing.T) {
	tests := []struct {
		node ast.Node
		want string
	}{
		{&ast.GopherPart{}, "//"},
		{&ast.GopherPart{HostPort: httpHost("h"), Path: &ast.GopherPath{}}, "//h/"},
		{&ast.GopherPath{Selector: &ast.Selector{Text: "a"}}, ""},
		{&ast.GopherPath{GType: &ast.GType{Text: "1"}, Search: &ast.GopherSearch{Text: "q"}}, "1%09q"},
		{&ast.GopherPath{GType: &ast.GType{Text: "1"}, GopherPlus: &ast.GopherPlus{Text: "+"}}, "1"},
		{(*ast.GopherPath)(nil), ""},
	}
	for _, tt := range tests {
		if got := tt.node.String(); got != tt.want {
			t.Errorf("%#v: String() = %q, want %q", tt.node, got, tt.want)
		}
		ast.Inspect(tt.node, func(ast.Node) bool { return true })
	}
}

// TestGopherPathCite checks that an error in a gopher path cites
// gopher-path as section 3.4.1's prose name, which section 5 has no
// rule of, in both languages.
func TestGopherPathCite(t *testing.T) {
	_, err := Parse("gopher://h/1sel\tsearch")
	e, ok := err.(*Error)
	if !ok || e.Production != ast.GopherPathP {
		t.Fatalf("Parse: %v, want an error in gopher-path", err)
	}
	for lang, want := range map[grammar.Lang]string{
		grammar.English: "(RFC 1738 section 3.4.1's prose name, not a rule of section 5: gopher-path = ",
		grammar.French:  grammar.FrenchSpaces("(nom que donne la prose de la RFC 1738, section 3.4.1, et non une règle de la section 5 : gopher-path = "),
	} {
		if got := e.Text(lang); !strings.Contains(got, want) {
			t.Errorf("%s: %s\nwant it to hold %s", lang, got, want)
		}
	}
}
