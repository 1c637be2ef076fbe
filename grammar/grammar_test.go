package grammar_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
)

func TestTokens(t *testing.T) {
	type tok struct {
		Type   lexer.TokenType
		Value  string
		Offset int
	}
	var got []tok
	for _, k := range grammar.Tokens("a1-:/%2Fz%zé~ #\x00") {
		got = append(got, tok{k.Type, k.Value, k.Pos.Offset})
	}
	want := []tok{
		{grammar.Alpha, "a", 0}, {grammar.Digit, "1", 1}, {grammar.Safe, "-", 2},
		{grammar.Reserved, ":", 3}, {grammar.Reserved, "/", 4}, {grammar.Escape, "%2F", 5},
		{grammar.Alpha, "z", 8}, {grammar.Punctuation, "%", 9}, {grammar.Alpha, "z", 10},
		{grammar.NonASCII, "\xc3", 11}, {grammar.NonASCII, "\xa9", 12}, {grammar.National, "~", 13},
		{grammar.Space, " ", 14}, {grammar.Punctuation, "#", 15}, {grammar.Control, "\x00", 16},
		{lexer.EOF, "", 17},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Tokens (-want +got):\n%s", diff)
	}
}

// TestClasses checks the lexer's table against the lists of section 5.
func TestClasses(t *testing.T) {
	lists := map[lexer.TokenType]string{
		grammar.Safe:        "$-_.+",
		grammar.Extra:       "!*'(),",
		grammar.Reserved:    ";/?:@&=",
		grammar.National:    "{}|\\^~[]`",
		grammar.Punctuation: "<>#%\"",
	}
	for typ, chars := range lists {
		for i := 0; i < len(chars); i++ {
			if got := grammar.Class(chars[i]); got != typ {
				t.Errorf("Class(%q) = %d, want %d", chars[i], got, typ)
			}
		}
	}
	count := map[lexer.TokenType]int{}
	for b := 0; b < 256; b++ {
		count[grammar.Class(byte(b))]++
	}
	want := map[lexer.TokenType]int{
		grammar.Alpha: 52, grammar.Digit: 10, grammar.Safe: 5, grammar.Extra: 6, grammar.Reserved: 7,
		grammar.National: 9, grammar.Punctuation: 5, grammar.Space: 1, grammar.Control: 33, grammar.NonASCII: 128,
	}
	if diff := cmp.Diff(want, count); diff != "" {
		t.Errorf("class sizes (-want +got):\n%s", diff)
	}
}

func TestEBNFHasEveryProduction(t *testing.T) {
	ebnf := grammar.Generic().String()
	for _, p := range []string{"URL", "Scheme", "SchemePart", "IPSchemePart", "OpaquePart", "Login", "User", "Password",
		"HostPort", "Host", "Hostname", "DomainLabel", "TopLabel", "Hostnumber", "Digits", "Port", "URLPath"} {
		if !strings.Contains(ebnf, "\n"+p+" = ") && !strings.HasPrefix(ebnf, p+" = ") {
			t.Errorf("EBNF lacks production %s:\n%s", p, ebnf)
		}
	}
}

func TestLexFrom(t *testing.T) {
	l := grammar.LexFrom("ab#cd", 3)
	if tok := l.Next(); tok.Value != "c" || tok.Pos.Offset != 3 {
		t.Errorf("first token %q at %d", tok.Value, tok.Pos.Offset)
	}
}

// The grammar prints itself as EBNF, straight from participle.
func ExampleGeneric() {
	ebnf := grammar.Generic().String()
	for _, line := range strings.Split(ebnf, "\n") {
		if strings.HasPrefix(line, "Host") || strings.HasPrefix(line, "Port") {
			fmt.Println(line)
		}
	}
	// Output:
	// HostPort = Host (":" Port)? .
	// Host = Hostname | Hostnumber .
	// Hostname = (DomainLabel ".")* TopLabel .
	// Hostnumber = Digits "." Digits "." Digits "." Digits .
	// Port = <digit>+ .
}

func ExampleOf() {
	fmt.Println(grammar.PortP.Cite())
	// Output: RFC 1738 section 3.1: port = digits
}
