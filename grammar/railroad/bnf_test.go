package railroad

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar/bnf"
)

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
		k := map[Kind]string{KindTerminal: "T", KindClass: "C", KindNonTerminal: "N"}[n.Kind]
		s := k + "[" + n.Text
		if n.Href != "" {
			s += " " + n.Href
		}
		return s + "]"
	case *CharSet:
		return "Chars[" + strings.Join(n.Chars, " ") + "]"
	case *Seq:
		return list("Seq", n.Items)
	case *Alt:
		return list("Alt", n.Items)
	case *Opt:
		return "Opt(" + describe(n.Item) + ")"
	case *Rep:
		return "Rep(" + describe(n.Item) + ")"
	case Skip:
		return "Skip"
	}
	return "?"
}

func TestFromBNF(t *testing.T) {
	link := func(name string) (string, string, bool) {
		return "#" + name, "", name == "uchar" || name == "digit"
	}
	for _, tc := range []struct {
		x    bnf.Expr
		want string
	}{
		{bnf.Lit(";type="), `T[;type=]`},
		{bnf.Lit(`"`), `T["]`},
		{bnf.Ref("hostport"), `N[hostport #hostport]`},
		{bnf.Ref("uchar"), `C[uchar #uchar]`},
		{bnf.Seq{bnf.Ref("host"), bnf.Opt{X: bnf.Seq{bnf.Lit(":"), bnf.Ref("port")}}}, `Seq(N[host #host], Opt(Seq(T[:], N[port #port])))`},
		{bnf.Alt{bnf.Ref("hostname"), bnf.Ref("hostnumber")}, `Alt(N[hostname #hostname], N[hostnumber #hostnumber])`},
		// The single characters of a choice are one box, where the first is.
		{bnf.Alt{bnf.Lit("A"), bnf.Lit("I"), bnf.Lit("D")}, `Chars[A I D]`},
		{bnf.Rep{X: bnf.Alt{bnf.Ref("uchar"), bnf.Lit(";"), bnf.Lit("?"), bnf.Lit("&")}}, `Opt(Rep(Alt(C[uchar #uchar], Chars[; ? &])))`},
		{bnf.Alt{bnf.Lit("%09"), bnf.Lit("*"), bnf.Ref("group")}, `Alt(T[%09], T[*], N[group #group])`},
		{bnf.Alt{bnf.Ref("article"), bnf.Lit("*"), bnf.Ref("group")}, `Alt(N[article #article], T[*], N[group #group])`},
		{bnf.Rep{Min: 1, X: bnf.Ref("digit")}, `Rep(C[digit #digit])`},
		{bnf.Rep{Min: 2, X: bnf.Ref("digit")}, `Seq(C[digit #digit], Rep(C[digit #digit]))`},
		{bnf.Seq{}, `Skip`},
	} {
		if got := describe(FromBNF(tc.x, link)); got != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.x, got, tc.want)
		}
	}
	if got := describe(FromBNF(bnf.Ref("a"), nil)); got != "N[a]" {
		t.Errorf("no linker: %s, want an unlinked box", got)
	}
}
