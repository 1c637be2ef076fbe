package rfc1738_test

import (
	"fmt"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// hostileBases are URLs of every scheme JoinPath joins, and some it
// does not, whose trees the hostile tests change.
var hostileBases = []string{
	"http://h.example/a", "http://h.example", "http://h.example/a/?q=1", "https://h.example/a/b",
	"ftp://u:p@h.example:21/pub/;type=d", "ftp://h.example", "ftp://h.example/a//b",
	"file:///srv/data/", "file://h.example/a", "file://localhost/",
	"prospero://h.example/pub/x;f=v", "prospero://h.example:1525/",
	"gopher://h.example/1sel", "mailto:a@h.example", "news:comp.lang", "x-y://h/p",
	"acc://u:pw@h.example:7/a/b%2F", "acc://h.example",
}

// badSpans are spans no text holds, or that hold another node's text.
var badSpans = []ast.Span{
	{Offset: -1, EndOffset: -1}, {Offset: 0, EndOffset: -1}, {Offset: -5, EndOffset: 3},
	{Offset: 5, EndOffset: 2}, {Offset: 0, EndOffset: 0}, {Offset: 1000, EndOffset: 2000},
	{Offset: ast.MaxSpan, EndOffset: ast.MaxSpan}, {Offset: 0, EndOffset: ast.MaxSpan},
	{Offset: 2, EndOffset: 9},
}

// nodesOf returns u's nodes in the order Inspect visits them.
func nodesOf(u *ast.URL) []ast.Node {
	var out []ast.Node
	ast.Inspect(u, func(n ast.Node) bool {
		if n != nil && !ast.IsNil(n) {
			out = append(out, n)
		}
		return true
	})
	return out
}

// setSpan sets n's span, which every node of package ast and of a
// scheme author embeds as ast.Span, and reports whether it could.
func setSpan(n ast.Node, s ast.Span) bool {
	v := reflect.ValueOf(n)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return false
	}
	f := v.Elem().FieldByName("Span")
	if !f.IsValid() || f.Type() != reflect.TypeOf(ast.Span{}) || !f.CanSet() {
		return false
	}
	f.Set(reflect.ValueOf(s))
	return true
}

// checkJoinedAsPrinted checks u's accessors, which must not panic, and
// that JoinPath(elem) on u, a tree a program may have changed, gives
// what it gives on the tree parsed from u's text: the tree is joined as
// it prints.
func checkJoinedAsPrinted(t *testing.T, what string, u rfc1738.URL, elem string) {
	t.Helper()
	_ = accessorsOf(u)
	_ = u.User()
	_, _ = u.Resolve(elem)
	got, gotErr := u.JoinPath(elem)
	fresh, err := u.Parser.Parse(u.String())
	if err != nil {
		if gotErr == nil {
			t.Errorf("%s: JoinPath(%q) = %q, but its text %q is no URL: %v", what, elem, got, u.String(), err)
		}
		return
	}
	want, wantErr := rfc1738.URL{URL: fresh, Parser: u.Parser}.JoinPath(elem)
	if (gotErr == nil) != (wantErr == nil) || got.String() != want.String() {
		t.Errorf("%s: JoinPath(%q) = %q, %v; on its text parsed afresh %q, %v", what, elem, got, gotErr, want, wantErr)
	}
}

// TestJoinPathHostileSpans sets every node of each base's tree to each
// of badSpans in turn: no accessor panics, and JoinPath joins the tree
// as it prints.
func TestJoinPathHostileSpans(t *testing.T) {
	p := accParser(t)
	for _, base := range hostileBases {
		for i := range nodesOf(mustParseWith(t, p, base)) {
			for _, s := range badSpans {
				tree := mustParseWith(t, p, base)
				n := nodesOf(tree)[i]
				if !setSpan(n, s) {
					continue
				}
				what := base + ": " + reflect.TypeOf(n).String() + " at " + spanText(s)
				checkJoinedAsPrinted(t, what, rfc1738.URL{URL: tree, Parser: p}, "b")
			}
		}
	}
}

// TestJoinPathChangedTree checks JoinPath on trees a program changed so
// that their text reads otherwise: it escapes each element for the part
// the text is read as, not for the tree's own.
func TestJoinPathChangedTree(t *testing.T) {
	for _, tc := range []struct {
		in, scheme, elem, want string
	}{
		// The tree's part is a file part, the text an http URL: "?" is
		// escaped in both, and the result has no search.
		{"file://h.example/a", "http", "?x=1", "http://h.example/a/%3Fx=1"},
		// The tree's part is an http part, whose hsegment keeps ";", the
		// text an ftp URL, where ";type=" would be its typecode.
		{"http://h.example/a", "ftp", "x;type=a", "ftp://h.example/a/x%3Btype=a"},
		{"http://h.example/a/", "prospero", "b;f=v", "prospero://h.example/a/b%3Bf=v"},
		{"ftp://h.example/a", "file", "b", "file://h.example/a/b"},
		{"ftp://h.example/a", "HTTP", "b;c", "HTTP://h.example/a/b;c"},
	} {
		tree := rfc1738.MustParse(tc.in)
		tree.Scheme.Text = ast.Text(tc.scheme)
		u := rfc1738.URL{URL: tree}
		j, err := u.JoinPath(tc.elem)
		if err != nil || j.String() != tc.want {
			t.Errorf("%s renamed %s: JoinPath(%q) = %q, %v; want %q", tc.in, tc.scheme, tc.elem, j, err, tc.want)
		}
		checkJoinedAsPrinted(t, tc.in+" renamed "+tc.scheme, rfc1738.URL{URL: tree, Parser: parser.Default()}, tc.elem)
	}
	// A host changed to a shorter one: the spans after it no longer hold.
	tree := rfc1738.MustParse("http://h.example/a//")
	tree.HostPort().Host = &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "hh"}}}
	if j, err := (rfc1738.URL{URL: tree}).JoinPath("x"); err != nil || j.String() != "http://hh/a//x" {
		t.Errorf("changed host: JoinPath(x) = %q, %v", j, err)
	}
	// A segment a program wrote with a "/" in it is two segments in the
	// text, which is what is joined.
	tree = rfc1738.MustParse("http://h.example/a")
	tree.Part.(*ast.HTTPPart).Path.Segments[0].Text = "a/b"
	if j, err := (rfc1738.URL{URL: tree}).JoinPath("x"); err != nil || cmp.Diff([]string{"a", "b", "x"}, j.Segments()) != "" {
		t.Errorf("segment with /: JoinPath(x) = %q, %v; segments %q", j, err, j.Segments())
	}
}

// TestJoinPathOneSegmentForOtherReaders checks that each element is one
// segment to net/url too, not a query, a fragment or a dot segment,
// in every scheme JoinPath joins.
func TestJoinPathOneSegmentForOtherReaders(t *testing.T) {
	for _, base := range []string{"ftp://h.example/pub/", "file:///srv/data/", "prospero://h.example/pub/", "http://h.example/pub/"} {
		for _, elem := range []string{"..?", ".?", "?x=1", "#f", "..#", "a?b#c", "..%3F", "%2e%2e", ".%2e", "..;", "\\..", "../x"} {
			j, err := rfc1738.URL{URL: rfc1738.MustParse(base)}.JoinPath(elem)
			if err != nil {
				t.Errorf("%s JoinPath(%q): %v", base, elem, err)
				continue
			}
			if segs := j.Segments(); len(segs) == 0 || segs[len(segs)-1] != elem {
				t.Errorf("%s JoinPath(%q) = %q: segments %q", base, elem, j, segs)
			}
			nu, err := url.Parse(j.String())
			if err != nil {
				t.Errorf("%s JoinPath(%q) = %q, which net/url refuses: %v", base, elem, j, err)
				continue
			}
			if !strings.HasSuffix(nu.Path, "/"+elem) || nu.RawQuery != "" || nu.ForceQuery || nu.Fragment != "" {
				t.Errorf("%s JoinPath(%q) = %q: net/url reads path %q, query %q, fragment %q", base, elem, j, nu.Path, nu.RawQuery, nu.Fragment)
			}
		}
		for _, dots := range []string{".", ".."} {
			if j, err := (rfc1738.URL{URL: rfc1738.MustParse(base)}).JoinPath("a", dots); err == nil {
				t.Errorf("%s JoinPath(a, %q) = %q, want an error", base, dots, j)
			}
		}
	}
}

// FuzzChangedSpans sets one node of a parsed tree to any span: no
// accessor panics, and JoinPath joins the tree as it prints.
func FuzzChangedSpans(f *testing.F) {
	for _, s := range hostileBases {
		f.Add(s, "b", uint8(1), int32(-1), int32(-1))
		f.Add(s, "..?", uint8(3), int32(0), int32(2))
	}
	p := accParser(f)
	f.Fuzz(func(t *testing.T, s, elem string, node uint8, pos, end int32) {
		tree, err := p.Parse(s)
		if err != nil {
			return
		}
		nodes := nodesOf(tree)
		setSpan(nodes[int(node)%len(nodes)], ast.Span{Offset: pos, EndOffset: end})
		checkJoinedAsPrinted(t, s, rfc1738.URL{URL: tree, Parser: p}, elem)
	})
}

// mustParseWith parses s with p.
func mustParseWith(t *testing.T, p *parser.Parser, s string) *ast.URL {
	t.Helper()
	u, err := p.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// spanText writes a span as [pos,end).
func spanText(s ast.Span) string { return fmt.Sprintf("[%d,%d)", s.Pos(), s.End()) }
