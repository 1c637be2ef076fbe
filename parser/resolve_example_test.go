package parser_test

import (
	"errors"
	"fmt"

	"github.com/urlsyntax/rfc1738/parser"
)

// Resolving a relative reference against a base URL by RFC 1808 section
// 4: the steps that applied, what each took from the base, and the
// absolute URL, parsed by RFC 1738.
func ExampleResolve() {
	r, err := parser.Resolve("http://a/b/c/d;p?q#f", "../g;x?y#s")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range r.Steps {
		fmt.Printf("step %-2s inherited %-8q %-9q path %q\n", s.Number, s.Inherited, s.Value, s.Path)
	}
	fmt.Println(r.Text)
	fmt.Println(r.Absolute(), r.URL.Host(), r.Fragment)
	// Output:
	// step 2c inherited "scheme" "http"    path ""
	// step 3  inherited "net_loc" "a"       path ""
	// step 6  inherited "path"   "/b/c/"   path "/b/c/../g"
	// step 6c inherited ""       ""        path "/b/g"
	// step 7  inherited ""       ""        path ""
	// http://a/b/g;x?y#s
	// http://a/b/g;x?y a s
}

// A page's base URL parsed once, and its links resolved against it.
func ExampleBase_Resolve() {
	base, err := parser.ParseBase("http://www.ics.uci.edu/Test/a/b/c")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, link := range []string{"../x", "d#top", "//mirror.example/Test/", "mailto:webmaster@ics.uci.edu"} {
		r, err := base.Resolve(link)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(r.Absolute())
	}
	// Output:
	// http://www.ics.uci.edu/Test/a/x
	// http://www.ics.uci.edu/Test/a/b/d
	// http://mirror.example/Test/
	// mailto:webmaster@ics.uci.edu
}

// A page's links resolved as text only, with no tree: what a crawler
// that queues the absolute URLs needs. An invalid link is refused as
// Resolve refuses it.
func ExampleBase_ResolveText() {
	base, err := parser.ParseBase("http://www.ics.uci.edu/Test/a/b/c")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, link := range []string{"../x", "d#top", "?q=1", "~me"} {
		text, err := base.ResolveText(link)
		var e *parser.Error
		if errors.As(err, &e) {
			fmt.Printf("%q: %s at offset %d\n", link, e.Code, e.Offset)
			continue
		}
		fmt.Println(text)
	}
	// Output:
	// http://www.ics.uci.edu/Test/a/x
	// http://www.ics.uci.edu/Test/a/b/d#top
	// http://www.ics.uci.edu/Test/a/b/c?q=1
	// "~me": syntax at offset 0
}

// RFC 1808 differs from RFC 3986, which most libraries follow: ".."
// cannot climb above the root, but it stays in the path; an empty query
// is no query; params belong to the whole path.
func ExampleResolve_differences() {
	for _, ref := range []string{"../../../g", "?", ";x"} {
		r, err := parser.Resolve("http://a/b/c/d;p?q#f", ref)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%-10q %s\n", ref, r.Text)
	}
	// Output:
	// "../../../g" http://a/../g
	// "?"        http://a/b/c/d;p?q#f
	// ";x"       http://a/b/c/d;x
}

// A reference that is not RFC 1808 syntax, and a base that cannot have
// relative references: the error says which input, and errors.As finds
// the *parser.Error with its offset.
func ExampleResolveError() {
	for _, in := range [][2]string{{"http://a/b", "~g"}, {"http://a//b", "g"}} {
		_, err := parser.Resolve(in[0], in[1])
		var re *parser.ResolveError
		var e *parser.Error
		if errors.As(err, &re) && errors.As(err, &e) {
			fmt.Printf("%s: %s at %d\n", re.Which, e.Code, e.Offset)
		}
	}
	// Output:
	// reference: syntax at 0
	// base: resolve-base-not-generic at 9
}

// A reference parsed by RFC 1808's grammar, and its components as
// section 2.4 parses them.
func ExampleParseRelative() {
	ref, err := parser.ParseRelative("//host/a/b;type=d?q#frag")
	if err != nil {
		fmt.Println(err)
		return
	}
	p := ref.Parts()
	fmt.Printf("net_loc %q path %q params %q query %q fragment %q\n", p.NetLoc, p.Path, p.Params, p.Query, p.Fragment)
	fmt.Println(ref.Relative.NetPath.AbsPath.RelPath.Path.Segments())
	// Output:
	// net_loc "host" path "/a/b" params "type=d" query "q" fragment "frag"
	// [a b]
}
