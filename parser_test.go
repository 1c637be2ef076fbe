package rfc1738_test

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestMustParse checks that MustParse returns Parse's tree, and panics
// with Parse's error after the input it was given.
func TestMustParse(t *testing.T) {
	const valid = "ftp://foo:@host.com/"
	want, err := rfc1738.Parse(valid)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, rfc1738.MustParse(valid)); d != "" {
		t.Errorf("MustParse(%q) differs from Parse (-Parse +MustParse):\n%s", valid, d)
	}
	const invalid = "http://h:/"
	_, perr := rfc1738.Parse(invalid)
	defer func() {
		r := recover()
		wantMsg := "rfc1738: MustParse(" + strconv.Quote(invalid) + "): " + perr.Error()
		if r != wantMsg {
			t.Errorf("MustParse(%q) panicked with %v, want %q", invalid, r, wantMsg)
		}
	}()
	rfc1738.MustParse(invalid)
}

// TestParsersArePackageParsers checks that the package's parsing
// functions (Parse, Check, Validate, ParseReference, ParseRelative,
// Resolve, Extract, Canonical) give the answers of packages parser and
// printer, trees and errors alike: their own tests hold what those
// answers are.
func TestParsersArePackageParsers(t *testing.T) {
	for _, in := range []string{
		"ftp://foo:@host.com/", "http://h/p?q#f", "news:*", "http://h:/", "http://h/a b", "#s", "../g;x?y#s", "http://10.0.0.1:70000/",
	} {
		u, err := rfc1738.Parse(in)
		pu, perr := parser.Parse(in)
		if d := cmp.Diff(pu, u); d != "" || fmt.Sprint(err) != fmt.Sprint(perr) {
			t.Errorf("Parse(%q) = %v, %v; parser.Parse gives %v, %v (-parser +rfc1738):\n%s", in, u, err, pu, perr, d)
		}
		if err, perr := rfc1738.Check(in), parser.Check(in); fmt.Sprint(err) != fmt.Sprint(perr) {
			t.Errorf("Check(%q) = %v; parser.Check gives %v", in, err, perr)
		}
		if u != nil {
			if d := cmp.Diff(parser.Validate(u), rfc1738.Validate(u)); d != "" {
				t.Errorf("Validate(%q) (-parser +rfc1738):\n%s", in, d)
			}
		}
		ru, rf, err := rfc1738.ParseReference(in)
		pu, pf, perr := parser.ParseReference(in)
		if d := cmp.Diff([]any{pu, pf}, []any{ru, rf}); d != "" || fmt.Sprint(err) != fmt.Sprint(perr) {
			t.Errorf("ParseReference(%q): %v, parser's %v (-parser +rfc1738):\n%s", in, err, perr, d)
		}
		r, err := rfc1738.ParseRelative(in)
		pr, perr := parser.ParseRelative(in)
		if d := cmp.Diff(pr, r); d != "" || fmt.Sprint(err) != fmt.Sprint(perr) {
			t.Errorf("ParseRelative(%q): %v, parser's %v (-parser +rfc1738):\n%s", in, err, perr, d)
		}
		res, err := rfc1738.Resolve("http://a/b/c/d;p?q#f", in)
		pres, perr := parser.Resolve("http://a/b/c/d;p?q#f", in)
		if d := cmp.Diff(pres, res, cmpopts.IgnoreUnexported(parser.Resolution{})); d != "" || fmt.Sprint(err) != fmt.Sprint(perr) {
			t.Errorf("Resolve(base, %q): %v, parser's %v (-parser +rfc1738):\n%s", in, err, perr, d)
		}
		if d := cmp.Diff(parser.Extract("see "+in+" here"), rfc1738.Extract("see "+in+" here")); d != "" {
			t.Errorf("Extract around %q (-parser +rfc1738):\n%s", in, d)
		}
		if u != nil {
			if got, want := rfc1738.Canonical(u), printer.Canonical(u); got != want {
				t.Errorf("Canonical(%q) = %q; printer.Canonical gives %q", in, got, want)
			}
		}
	}
}
