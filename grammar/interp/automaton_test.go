package interp_test

import (
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2"
	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
	"github.com/urlsyntax/rfc1738/grammar/peg"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
)

// automatonOf builds the automaton of a URL grammar with parts.
func automatonOf(t testing.TB, parts ...ast.SchemePart) *automaton.Automaton {
	t.Helper()
	g, err := interp.ReadURL(parts...)
	if err != nil {
		t.Fatal(err)
	}
	a, err := interp.BuildAutomaton(g)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// builtinUnits are the grammars of the default parser: the generic one
// and one per scheme, by scheme name ("" for the generic).
func builtinUnits() map[string][]ast.SchemePart {
	units := map[string][]ast.SchemePart{"": {&ast.IPSchemePart{}, &ast.OpaquePart{}}}
	for name, part := range schemeParts {
		units[name] = []ast.SchemePart{part}
	}
	return units
}

// TestAutomatonSizes keeps the automata small: a state explosion (a
// lookahead that multiplies the states, say) fails here first.
func TestAutomatonSizes(t *testing.T) {
	for name, parts := range builtinUnits() {
		a := automatonOf(t, parts...)
		t.Logf("%-8s %3d states, %2d byte classes, %2d productions", name, len(a.Final), a.Classes, len(a.Productions))
		if len(a.Final) > 100 || a.Classes > 40 {
			t.Errorf("%q: %d states of %d classes", name, len(a.Final), a.Classes)
		}
	}
	if a := automatonOf(t, ldap.Scheme().Part); len(a.Final) > 400 {
		t.Errorf("ldap: %d states", len(a.Final))
	}
}

// corpusLines reads the three corpora, or skips.
func corpusLines(t testing.TB) []string {
	t.Helper()
	var lines []string
	for _, f := range []string{"kasztp.txt", "node_files.txt", "conformance-public.txt"} {
		lines = append(lines, corpustest.Lines(t, f)...)
	}
	return lines
}

// variations returns, for each line, the line and, for one line in
// four, a prefix of it, the line without a byte, and the line with a few
// bytes inserted, chosen so that they cross every production's edges.
func variations(lines []string) []string {
	rnd := rand.New(rand.NewSource(1))
	const insert = "aZ09-._+!*'(),;/?:@&=%~# \x00\xff%09%41%4"
	var out []string
	for _, l := range lines {
		out = append(out, l)
		if rnd.Intn(4) != 0 || l == "" {
			continue
		}
		i, j := rnd.Intn(len(l)), rnd.Intn(len(insert))
		k := min(len(insert), j+1+rnd.Intn(3))
		out = append(out, l[:i]+insert[j:k]+l[i:], l[:i], l[:i]+l[i+1:])
	}
	return out
}

// TestAutomatonMatchesParticiple checks that each automaton accepts what
// participle's parser of the same grammar parses, and nothing else, over
// the corpora and variations of them: the automaton reads choices and
// repetitions as regular expressions do, and participle as a PEG does,
// and for these grammars the two readings give one language.
func TestAutomatonMatchesParticiple(t *testing.T) {
	type unit struct {
		a *automaton.Automaton
		p *peg.URLParser
	}
	units := map[string]unit{}
	for name, parts := range builtinUnits() {
		p, err := peg.Build(parts...)
		if err != nil {
			t.Fatal(err)
		}
		units[name] = unit{automatonOf(t, parts...), p}
	}
	inputs := variations(corpusLines(t))
	mismatches := 0
	for i, s := range inputs {
		if raceEnabled && i%8 != 0 {
			continue // participle under the race detector: a sample
		}
		u := units[""]
		if i := strings.IndexByte(s, ':'); i > 0 {
			if v, ok := units[strings.ToLower(s[:i])]; ok {
				u = v
			}
		}
		_, err := u.p.ParseString("", s)
		if got, want := u.a.Valid(s), err == nil; got != want {
			mismatches++
			if mismatches <= 20 {
				t.Errorf("%q: automaton says valid %v, participle %v (%v)", s, got, want, err)
			}
		}
	}
	t.Logf("%d inputs, %d mismatches", len(inputs), mismatches)
}

// TestAutomatonMatchesParticipleLDAP is TestAutomatonMatchesParticiple
// for a scheme author's grammar, with lookaheads of its own.
func TestAutomatonMatchesParticipleLDAP(t *testing.T) {
	a := automatonOf(t, ldap.Scheme().Part)
	p, err := peg.Build(ldap.Scheme().Part)
	if err != nil {
		t.Fatal(err)
	}
	var inputs []string
	for _, s := range ldapInputs {
		inputs = append(inputs, s)
		for i := range s {
			inputs = append(inputs, s[:i], s[:i]+s[i+1:], s[:i]+","+s[i:], s[:i]+"?"+s[i:], s[:i]+"%"+s[i:])
		}
	}
	for _, s := range inputs {
		_, err := p.ParseString("", s)
		if got, want := a.Valid(s), err == nil; got != want {
			t.Errorf("%q: automaton says valid %v, participle %v (%v)", s, got, want, err)
		}
	}
}

var ldapInputs = []string{
	"ldap:///o=University%20of%20Michigan,c=US",
	"ldap://ldap1.example.net/o=University%20of%20Michigan,c=US?postalAddress",
	"ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)",
	"LDAP://ldap1.example.com/c=GB?objectClass?ONE",
	"ldap://ldap2.example.com/o=Question%3f,c=US?mail",
	"ldap://ldap3.example.com/o=Babsco,c=US???(four-octet=%5c00%5c00%5c00%5c04)",
	"ldap:///??sub??e-bindname=cn=Manager%2cdc=example%2cdc=com",
	"ldap:///??sub??!e-bindname=cn=Manager%2cdc=example%2cdc=com",
	"ldap://h/a,b?c,d?one?(x=y)?!1.2.3=v,x-y",
}

// tiny is a grammar with lookaheads to read: "a" letters, a "/" only
// where an "@" follows somewhere (a positive lookahead, like the
// login's), and digits that may not start with "0" (a negative one).
type tiny struct {
	ast.Span
	Text ast.Text `parser:"@( Alpha+ ( (?= (Alpha | Digit | '/')* '@') '/' )? (?! '0') Digit* ) ( '@' Alpha )? EOF"`
}

// TestAutomatonLookahead checks the automaton of a grammar with a
// positive and a negative lookahead, and EOF, against participle and
// against offsets worked out by hand.
func TestAutomatonLookahead(t *testing.T) {
	g, err := interp.Read(reflect.TypeOf(tiny{}), grammar.Symbols())
	if err != nil {
		t.Fatal(err)
	}
	a, err := interp.BuildAutomaton(g)
	if err != nil {
		t.Fatal(err)
	}
	p := participle.MustBuild[tiny](participle.Lexer(peg.Lexer), participle.UseLookahead(-1))
	tests := []struct {
		in    string
		valid bool
		n     int // the longest prefix some valid input starts with
	}{
		{"ab", true, 2},
		{"ab12", true, 4},
		{"ab01", false, 2},  // the digits may not start with "0"
		{"ab/", false, 3},   // "/" needs an "@" after it: "ab/@c"
		{"ab/1@c", true, 6}, // and has one
		{"ab/0@c", false, 3},
		{"ab@c", true, 4},
		{"ab@", false, 3},
		{"ab@cd", false, 4}, // one letter after "@", then the end
		{"1", false, 0},
		{"", false, 0},
	}
	for _, tt := range tests {
		_, perr := p.ParseString("", tt.in)
		st, n := a.Run(tt.in)
		valid := n == len(tt.in) && a.Final[st]
		if valid != tt.valid || n != tt.n || (perr == nil) != tt.valid {
			t.Errorf("%q: valid %v, longest prefix %d; participle %v; want %v, %d", tt.in, valid, n, perr, tt.valid, tt.n)
		}
	}
}

// selfish contains itself: its language needs a stack.
type selfish struct {
	Inner *selfish `parser:"'(' @@? ')'"`
}

func TestAutomatonRefusesRecursion(t *testing.T) {
	g, err := interp.Read(reflect.TypeOf(selfish{}), grammar.Symbols())
	if err != nil {
		t.Fatal(err)
	}
	_, err = interp.BuildAutomaton(g)
	if err == nil || !strings.Contains(err.Error(), "recursion") {
		t.Errorf("BuildAutomaton = %v, want an error about recursion", err)
	}
}

// TestAutomatonProductions checks the production each state names: the
// innermost one every way of going on from it lies in.
func TestAutomatonProductions(t *testing.T) {
	tests := []struct {
		unit, in, want string
	}{
		{"http", "http://9lives", "hostname"},             // a domainlabel, or the "." after one
		{"http", "http://www.", "hostname"},               // a domainlabel or the toplabel
		{"http", "http://www.iec.c", "httpurl"},           // a label's character, ":" (hostport) or "/" (httpurl)
		{"http", "http://1.2.3", "host"},                  // a hostname or a hostnumber
		{"http", "http://www.iec.ch:", "port"},            // only the port's digits
		{"http", "http://www.iec.ch:8", "httpurl"},        // a digit, "/" or the end
		{"http", "http://h/a?", "search"},                 // the search's characters, or the end of it and of the URL
		{"http", "http://h/a/b", "httpurl"},               // "?" belongs to httpurl
		{"mailto", "mailto:", "encoded822addr"},           // all of the address is to come
		{"prospero", "prospero://h/a;b=c", "prosperourl"}, // a ";" would start a new fieldspec
		{"prospero", "prospero://h/a;b", "fieldspec"},
		{"", "foo:", "schemepart"},           // opaque or ip-schemepart
		{"", "foo://h", "ip-schemepart"},     // a host, a login or a path
		{"", "fo", "genericurl"},             // more of the scheme, or ":"
		{"http", "http://h/%4", "escape"},    // the escape's second digit
		{"ftp", "ftp://u:p", "login"},        // a password, a port, or the "@" after them
		{"ftp", "ftp://u:p@h/a;t", "ftpurl"}, // the literal ";type="
	}
	units := builtinUnits()
	for _, tt := range tests {
		a := automatonOf(t, units[tt.unit]...)
		st, n := a.Run(tt.in)
		got := a.Production(st).Name
		if n != len(tt.in) || got != tt.want {
			t.Errorf("%s %q: %d bytes read, production %s; want all, %s", tt.unit, tt.in, n, got, tt.want)
		}
	}
}

// TestAutomatonExpected checks Expected and Final on states whose
// continuations are known by heart.
func TestAutomatonExpected(t *testing.T) {
	a := automatonOf(t, &ast.FTPPart{})
	letters := func(s string) string {
		var b strings.Builder
		for c := 0; c < 256; c++ {
			if strings.IndexByte(s, byte(c)) >= 0 {
				b.WriteByte(byte(c))
			}
		}
		return b.String()
	}
	tests := []struct {
		in, want string
		final    bool
	}{
		{"ftp://h/a;type=", "ADIadi", false},
		{"ftp://h/a;type=a", "", true},
		{"ftp://h/a;", "t", false},
		{"ftp://u@h:21", "0123456789/", true}, // without the "@", "h:21" could be a user and password
		{"ftp://h/%", "0123456789ABCDEFabcdef", false},
	}
	for _, tt := range tests {
		st, n := a.Run(tt.in)
		if n != len(tt.in) {
			t.Fatalf("%q: stops at %d", tt.in, n)
		}
		got := string(a.Expected(st).Bytes())
		if diff := cmp.Diff(letters(tt.want), got); diff != "" || a.Final[st] != tt.final {
			t.Errorf("%q: final %v, expected (-want +got):\n%s", tt.in, a.Final[st], diff)
		}
	}
}

// TestAutomatonBytes checks that each automaton's Bytes holds exactly
// the bytes of each class, and that Expected gives the same set with
// Bytes as without (the pass over every byte), in every state.
func TestAutomatonBytes(t *testing.T) {
	for name, parts := range builtinUnits() {
		a := automatonOf(t, parts...)
		if err := a.Verify(); err != nil {
			t.Errorf("%q: %v", name, err)
		}
		if len(a.Bytes) != a.Classes {
			t.Fatalf("%q: %d sets of bytes for %d classes", name, len(a.Bytes), a.Classes)
		}
		for b := 0; b < 256; b++ {
			for c := range a.Bytes {
				if a.Bytes[c].Has(byte(b)) != (int(a.Class[b]) == c) {
					t.Errorf("%q: byte %#x is in class %d, Bytes[%d] says %v", name, b, a.Class[b], c, a.Bytes[c].Has(byte(b)))
				}
			}
		}
		without := &automaton.Automaton{Class: a.Class, Classes: a.Classes, Next: a.Next, Final: a.Final}
		for st := range a.Final {
			if got, want := a.Expected(uint16(st)), without.Expected(uint16(st)); got != want {
				t.Errorf("%q state %d: Expected %q with Bytes, %q without", name, st, got.Bytes(), want.Bytes())
			}
		}
	}
}

// TestAutomatonDeterministic checks that building an automaton twice
// gives the same tables, so that generated code is stable.
func TestAutomatonDeterministic(t *testing.T) {
	for name, parts := range builtinUnits() {
		a, b := automatonOf(t, parts...), automatonOf(t, parts...)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%q: two builds differ", name)
		}
	}
}
