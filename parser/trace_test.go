package parser_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/parser"
)

// Trace shows a URL's derivation: the productions entered, with the
// bytes each matched, and the choices made on the way: here the host,
// a hostname or a hostnumber, tried in that order.
func ExampleTrace() {
	t, err := parser.Trace("http://192.0.2.1:80/")
	if err != nil {
		fmt.Println(err)
		return
	}
	var show func(e *interp.Event, indent string)
	show = func(e *interp.Event, indent string) {
		switch e.Kind {
		case interp.KindProduction:
			fmt.Printf("%s%s %q\n", indent, e.Production().Name, t.Input[e.Start:e.End])
			indent += "  "
		case interp.KindChoice:
			for _, a := range e.Children {
				if a.Failed() {
					fmt.Printf("%s(%s failed at %d: expected %s)\n", indent, a.EBNF(), a.Miss.Offset, parser.DescribeExpected(a.Miss.Expected, a.Miss.End, grammar.English))
				}
			}
		}
		for _, c := range e.Children {
			if !c.Failed() && c.Kind != interp.KindIteration {
				show(c, indent)
			}
		}
	}
	show(t.Root, "")
	// Output:
	// genericurl "http://192.0.2.1:80/"
	//   scheme "http"
	//   httpurl "//192.0.2.1:80/"
	//     hostport "192.0.2.1:80"
	//       host "192.0.2.1"
	//         (Hostname failed at 16: expected a letter, a digit, "-" or ".")
	//         hostnumber "192.0.2.1"
	//           digits "192"
	//           digits "0"
	//           digits "2"
	//           digits "1"
	//       port "80"
	//     hpath ""
	//       hsegment ""
}

// For input that is not a URL, the trace is of the attempt, and the
// error is its verdict, at the first impossible byte. The interpreter
// reads one reading at a time and may stop earlier: here the login's
// lookahead finds no "@" after "anon:pa", so "anon" is read as a host,
// whose port stops at "p" (11); the error is at the second ":" (13).
func ExampleParser_Trace() {
	t, err := parser.Default().Trace("ftp://anon:pa:ss@ftp.example.org/")
	var e *parser.Error
	if !errors.As(err, &e) {
		fmt.Println("no syntax error:", err)
		return
	}
	t.Walk(func(ev *interp.Event, _ int) bool {
		if ev.Kind == interp.KindLookahead {
			fmt.Printf("lookahead at %d, read %q: %s\n", ev.Start, t.Input[ev.Start:ev.Looked], ev.Result)
		}
		return true
	})
	fmt.Println("the interpreter got to", t.Miss.Offset)
	fmt.Println("the first impossible byte:", e.Offset)
	// Output:
	// lookahead at 6, read "anon:pa:": failed
	// the interpreter got to 11
	// the first impossible byte: 13
}

// TestTrace checks that Trace picks the production Parse reads a URL
// by, and returns Parse's error.
func TestTrace(t *testing.T) {
	withLDAP, err := parser.New(parser.WithScheme(ldap.Scheme()))
	if err != nil {
		t.Fatal(err)
	}
	short, err := parser.New(parser.MaxLength(8))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		p      *parser.Parser
		input  string
		part   string // the root's second child production
		errors bool
	}{
		{parser.Default(), "http://www.iec.ch:8080/", "httpurl", false},
		{parser.Default(), "HTTP://www.iec.ch/", "httpurl", false},
		{parser.Default(), "x-iec://h/", "ip-schemepart", false},
		{parser.Default(), "ldap://h/o=x??sub", "ip-schemepart", false},
		{parser.Default(), "urn:iec:std", "schemepart", false},
		{withLDAP, "ldap://h/o=x??sub", "ldapurl", false},
		{parser.Default(), "http://host:80x/", "httpurl", true},
		{parser.Default(), "ftp://a@b@c/", "ftpurl", true},
		{short, "http://h/", "httpurl", true},
	}
	for _, tc := range tests {
		tr, err := tc.p.Trace(tc.input)
		_, perr := tc.p.Parse(tc.input)
		if fmt.Sprint(err) != fmt.Sprint(perr) || (err != nil) != tc.errors {
			t.Errorf("%q: error %v, Parse's %v", tc.input, err, perr)
		}
		var e *parser.Error
		if errors.As(err, &e) && e.Code == parser.CodeTooLong {
			if tr != nil {
				t.Errorf("%q: a trace of an input too long", tc.input)
			}
			continue
		}
		if tr == nil || tr.Matched == tc.errors {
			t.Errorf("%q: trace %v", tc.input, tr)
			continue
		}
		var names []string
		tr.Derivation(func(e *interp.Event, _ int) {
			if e.Kind == interp.KindProduction {
				names = append(names, e.Production().Name)
			}
		})
		if len(names) < 3 || names[2] != tc.part {
			t.Errorf("%q: productions %q, want %s after the scheme", tc.input, names, tc.part)
		}
	}
}

// TestDescribeExpected checks that a trace's misses are worded as
// errors' expected bytes are.
func TestDescribeExpected(t *testing.T) {
	_, err := parser.Parse("http://host:80x/")
	var e *parser.Error
	if !errors.As(err, &e) {
		t.Fatal(err)
	}
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		if diff := cmp.Diff(e.ExpectedText(lang), parser.DescribeExpected(e.Expected, e.End, lang)); diff != "" {
			t.Errorf("%s (-error +DescribeExpected):\n%s", lang, diff)
		}
	}
}
