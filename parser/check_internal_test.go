package parser

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
)

// warningURLs are valid URLs on which the validators of RFC 1738's
// schemes and the generic checks report warnings: each kind at least
// once. Parse accepts them, so Check must too.
var warningURLs = []string{
	"http://999.1.1.1:99999/",
	"http://0177.0.0.1/",
	"http://" + strings.Repeat("a", 64) + ".com/",
	"http://" + strings.Repeat("a.", 128) + "com/",
	"ftp://@host.com/",
	"ftp://foo:@host.com/",
	"ftp://u%0D%0a:p%0A@h/a%0d%0aDELE%20x/b",
	"ftp://h/;type=i",
	"gopher://h/%09",
	"gopher://h/1a%09b/c",
	"gopher://h/7%09a%0Db",
	"gopher://h/1%09%09x",
	"gopher://h/1%09%09",
	"mailto:joe",
	"mailto:a@b,c@d",
	"news:comp..misc",
	"news://host/id@dom",
	"news:a%40b@host",
	"nntp://h/comp.lang./0",
	"telnet://u%0D:p@h/",
	"wais://h/",
	"wais://h/db//",
	"prospero://h/;=x;a=1;a=2",
}

// TestCheckBuiltinValidators checks what Check's fast path rests on:
// the built-in schemes are marked as needing no tree (checkTree is
// false) while a registered scheme with a validator is marked, and the
// validators of the built-in schemes, with the generic checks, report
// no error on a tree Parse built, only warnings, on every kind of
// warning they have. The fuzz target FuzzCheck and TestCheckCorpus
// hold Check to Parse on many more inputs.
func TestCheckBuiltinValidators(t *testing.T) {
	for name, s := range defaultParser().schemes {
		if s.checkTree {
			t.Errorf("built-in scheme %s: checkTree is set", name)
		}
		if s.validator() == nil {
			t.Errorf("built-in scheme %s has no validator", name)
		}
	}
	for _, s := range []Scheme{
		{Name: "x-valid", Part: &ast.HTTPPart{}, Validate: builtinValidator("http")},
		{Name: "x-none", Part: &ast.HTTPPart{}},
	} {
		p, err := New(WithScheme(s))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := p.schemes[s.Name].checkTree, s.Validate != nil; got != want {
			t.Errorf("WithScheme(%s): checkTree %v, want %v", s.Name, got, want)
		}
		// Registering leaves the built-in ones as they are.
		if p.schemes["http"] != defaultParser().schemes["http"] {
			t.Errorf("WithScheme(%s) changed the http scheme", s.Name)
		}
	}
	for _, in := range append(append([]string{}, warningFree...), warningURLs...) {
		s := defaultParser().schemeOf(in)
		u, failed, off := syntaxTree(defaultParser(), in)
		if failed {
			t.Errorf("%s: syntax error at %d", in, off)
			continue
		}
		list := defaultParser().validate(nil, u, s)
		if err := list.Err(); err != nil {
			t.Errorf("%s: the validators refuse a parsed tree: %v", in, err)
		}
		if err := defaultParser().Check(in); err != nil {
			t.Errorf("Check(%q) = %v", in, err)
		}
	}
	for _, in := range warningURLs {
		u, _, _ := syntaxTree(defaultParser(), in)
		if u != nil && len(defaultParser().validate(nil, u, defaultParser().schemeOf(in))) == 0 {
			t.Errorf("%s: no warning; the list is meant to hold URLs with warnings", in)
		}
	}
}
