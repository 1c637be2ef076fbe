package railroad

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseEBNF(t *testing.T) {
	src := "A = B (?= \"x\") .\nB = <digit>+ | \"y\"? .\n"
	prods, err := ParseEBNF(src)
	if err != nil {
		t.Fatal(err)
	}
	var names, lines []string
	for _, p := range prods {
		names = append(names, p.Name)
		lines = append(lines, p.Text)
	}
	if want := []string{"A", "B"}; !reflect.DeepEqual(names, want) {
		t.Errorf("names %q, want %q", names, want)
	}
	// The text is the line as printed, not as participle's ebnf package
	// would print it again (it drops the space after "(?=").
	if want := []string{`A = B (?= "x") .`, `B = <digit>+ | "y"? .`}; !reflect.DeepEqual(lines, want) {
		t.Errorf("lines %q, want %q", lines, want)
	}
	if _, err := ParseEBNF("A = \"a\" . B = \"b\" ."); err == nil {
		t.Error("two productions on a line: no error")
	}
	if _, err := ParseEBNF("A = (\"a\" ."); err == nil {
		t.Error("unbalanced parenthesis: no error")
	}
}

// describe writes a node's structure, for comparing diagrams.
func describe(n Node) string {
	list := func(name string, items []Node) string {
		parts := make([]string, len(items))
		for i, it := range items {
			parts[i] = describe(it)
		}
		return name + "(" + strings.Join(parts, ", ") + ")"
	}
	switch n := n.(type) {
	case *Box:
		k := map[Kind]string{KindTerminal: "T", KindToken: "K", KindNonTerminal: "N"}[n.Kind]
		s := k + "[" + n.Text
		if n.Href != "" {
			s += " " + n.Href
		}
		return s + "]"
	case *Seq:
		return list("Seq", n.Items)
	case *Alt:
		return list("Alt", n.Items)
	case *Opt:
		return "Opt(" + describe(n.Item) + ")"
	case *Rep:
		return "Rep(" + describe(n.Item) + ")"
	case *Frame:
		return n.Class + "(" + describe(n.Item) + ")"
	case Skip:
		return "Skip"
	}
	return "?"
}

func TestFromEBNF(t *testing.T) {
	link := func(name string, token bool) (string, string) {
		if token {
			return "#tok-" + name, name + " characters"
		}
		return "#" + name, ""
	}
	for _, tc := range []struct{ ebnf, want string }{
		{`"/"`, `T[/]`},
		{`"%09"`, `T[%09]`},
		{`" "`, `T[" "]`}, // a space would be invisible
		{`<digit>`, `K[<digit> #tok-digit]`},
		{`Host`, `N[Host #Host]`},
		{`Host (":" Port)?`, `Seq(N[Host #Host], Opt(Seq(T[:], N[Port #Port])))`},
		{`Hostname | Hostnumber`, `Alt(N[Hostname #Hostname], N[Hostnumber #Hostnumber])`},
		{`("a" | ("b" | "c"))`, `Alt(T[a], T[b], T[c])`},
		{`(("a" "b") "c")`, `Seq(T[a], T[b], T[c])`},
		{`<digit>+`, `Rep(K[<digit> #tok-digit])`},
		{`("-"* <alpha>)*`, `Opt(Rep(Seq(Opt(Rep(T[-])), K[<alpha> #tok-alpha])))`},
		{`(?= "@") User`, `Seq(lookahead-pos(T[@]), N[User #User])`},
		{`(?! "/" "/") <eof>`, `Seq(lookahead-neg(Seq(T[/], T[/])), K[<eof> #tok-eof])`},
		{`((?! "%09") <escape>)*`, `Opt(Rep(Seq(lookahead-neg(T[%09]), K[<escape> #tok-escape])))`},
		{`"a"!`, `nonempty(T[a])`},
	} {
		prods, err := ParseEBNF("X = " + tc.ebnf + " .")
		if err != nil {
			t.Errorf("%s: %v", tc.ebnf, err)
			continue
		}
		if got := describe(FromEBNF(prods[0].Expr, link)); got != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.ebnf, got, tc.want)
		}
	}
	prods, _ := ParseEBNF(`X = A .`)
	if got := describe(FromEBNF(prods[0].Expr, nil)); got != "N[A]" {
		t.Errorf("no linker: %s, want an unlinked box", got)
	}
}

func TestReferences(t *testing.T) {
	prods, err := ParseEBNF(`X = A (B | (?= C) A)* <digit> "D" B? .`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := References(prods[0].Expr), []string{"A", "B", "C"}; !reflect.DeepEqual(got, want) {
		t.Errorf("References = %q, want %q", got, want)
	}
}

func TestShareClasses(t *testing.T) {
	parse := func(src string) []Production {
		p, err := ParseEBNF(src)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	prods := [][]Production{
		parse("A = B C .\nB = \"x\" .\nC = \"c\" ."),
		parse("A = B C .\nB = \"y\" .\nC = \"c\" ."),                           // B differs, so A does too
		parse("A = B C .\nB = \"x\" .\nC = \"c\" ."),                           // all as the first
		parse("L = \"(\" L? \")\" | C .\nC = \"c\" ."),                         // a cycle
		parse("L = \"(\" L? \")\" | C .\nC = \"c\" ."),                         // the same cycle
		parse("L = \"(\" L? \")\" | C .\nC = \"k\" .\nA = B C .\nB = \"x\" ."), // a cycle through a different C
	}
	c := shareClasses(prods)
	same := func(g1, i1, g2, i2 int) bool { return c[g1][i1] == c[g2][i2] }
	for _, tc := range []struct {
		g1, i1, g2, i2 int
		want           bool
	}{
		{0, 0, 1, 0, false}, // A over different Bs
		{0, 1, 1, 1, false}, // B
		{0, 2, 1, 2, true},  // C
		{0, 0, 2, 0, true},
		{0, 1, 2, 1, true},
		{3, 0, 4, 0, true},  // L, cyclic, shared
		{3, 0, 5, 0, false}, // L over a different C
		{0, 0, 5, 2, false}, // A over a different C
		{0, 1, 5, 3, true},  // B
	} {
		if got := same(tc.g1, tc.i1, tc.g2, tc.i2); got != tc.want {
			t.Errorf("%s of grammar %d and %s of grammar %d shared: %v, want %v",
				prods[tc.g1][tc.i1].Name, tc.g1, prods[tc.g2][tc.i2].Name, tc.g2, got, tc.want)
		}
	}
}
