package peg_test

import (
	"github.com/alecthomas/participle/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/peg"
)

func TestTokens(t *testing.T) {
	type tok struct {
		Type   grammar.CharClass
		Value  string
		Offset int
	}
	var got []tok
	for _, k := range peg.Tokens("a1-:/%2Fz%zé~ #\x00") {
		got = append(got, tok{grammar.CharClass(k.Type), k.Value, k.Pos.Offset})
	}
	want := []tok{
		{grammar.Alpha, "a", 0}, {grammar.Digit, "1", 1}, {grammar.Safe, "-", 2},
		{grammar.Reserved, ":", 3}, {grammar.Reserved, "/", 4}, {grammar.Escape, "%2F", 5},
		{grammar.Alpha, "z", 8}, {grammar.Punctuation, "%", 9}, {grammar.Alpha, "z", 10},
		{grammar.NonASCII, "\xc3", 11}, {grammar.NonASCII, "\xa9", 12}, {grammar.National, "~", 13},
		{grammar.Space, " ", 14}, {grammar.Punctuation, "#", 15}, {grammar.Control, "\x00", 16},
		{grammar.EOF, "", 17},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Tokens (-want +got):\n%s", diff)
	}
}

func TestEBNFHasEveryProduction(t *testing.T) {
	ebnf := peg.Generic().String()
	for _, p := range []string{"URL", "Scheme", "SchemePart", "IPSchemePart", "OpaquePart", "Login", "User", "Password",
		"HostPort", "Host", "Hostname", "DomainLabel", "TopLabel", "Hostnumber", "Digits", "Port", "URLPath"} {
		if !strings.Contains(ebnf, "\n"+p+" = ") && !strings.HasPrefix(ebnf, p+" = ") {
			t.Errorf("EBNF lacks production %s:\n%s", p, ebnf)
		}
	}
}

func TestLexFrom(t *testing.T) {
	l := peg.LexFrom("ab#cd", 3)
	if tok := l.Next(); tok.Value != "c" || tok.Pos.Offset != 3 {
		t.Errorf("first token %q at %d", tok.Value, tok.Pos.Offset)
	}
}

// TestGlobalsUnchanged checks that building the parsers leaves
// participle's own global, MaxIterations, at its default: a program that
// uses participle for its own grammars gets its own limits.
func TestGlobalsUnchanged(t *testing.T) {
	peg.Generic()
	peg.Reference()
	if participle.MaxIterations != 1000000 {
		t.Errorf("participle.MaxIterations = %d, want participle's default, 1000000", participle.MaxIterations)
	}
}
