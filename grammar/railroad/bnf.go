package railroad

import (
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/grammar/bnf"
)

// Linker tells where a reference to a rule or class leads (href), its
// tooltip (title) and whether it names a character class (class). An
// empty href leaves the box unlinked.
type Linker func(name string) (href, title string, class bool)

// FromBNF returns the diagram of a rule's expression as package bnf
// recovers it: a sequence left to right, a choice stacked, [ X ] with a
// bypass, *X and 1*X with a loop; a terminal ("ftp://", ";type=") is one
// box, the single characters of a choice ("A" | "I" | "D") one CharSet
// box, a class (uchar) a rounded box and a rule a square one, each
// linked by link (which may be nil).
func FromBNF(x bnf.Expr, link Linker) Node {
	if link == nil {
		link = func(string) (string, string, bool) { return "", "", false }
	}
	switch x := x.(type) {
	case bnf.Seq:
		items := make([]Node, len(x))
		for i, y := range x {
			items[i] = FromBNF(y, link)
		}
		return Sequence(items...)
	case bnf.Alt:
		var items []Node
		var set *CharSet
		for _, y := range x {
			if l, ok := y.(bnf.Lit); ok && utf8.RuneCountInString(string(l)) == 1 && singles(x) > 1 {
				if set == nil {
					set = Chars()
					items = append(items, set)
				}
				set.Chars = append(set.Chars, string(l))
				continue
			}
			items = append(items, FromBNF(y, link))
		}
		return Choice(items...)
	case bnf.Opt:
		return Optional(FromBNF(x.X, link))
	case bnf.Rep:
		item := FromBNF(x.X, link)
		if x.Min == 0 {
			return ZeroOrMore(item)
		}
		items := make([]Node, 0, x.Min)
		for i := 1; i < x.Min; i++ {
			items = append(items, FromBNF(x.X, link))
		}
		return Sequence(append(items, OneOrMore(item))...)
	case bnf.Lit:
		return Terminal(string(x))
	case bnf.Ref:
		href, title, class := link(string(x))
		if class {
			return Class(string(x), href, title)
		}
		b := NonTerminal(string(x), href)
		b.Title = title
		return b
	}
	return Skip{}
}

// singles counts the terminals of one character among a choice's items.
func singles(a bnf.Alt) int {
	n := 0
	for _, y := range a {
		if l, ok := y.(bnf.Lit); ok && utf8.RuneCountInString(string(l)) == 1 {
			n++
		}
	}
	return n
}
