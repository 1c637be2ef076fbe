package bnf

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// classRules are the RFC's named classes that the rules use, and those
// they are made of: each written out as section 5 writes it, the
// character lists read from the lexer (grammar.Class), in byte order.
func (r *recoverer) classes() {
	made := map[string]bool{}
	var add func(name string)
	add = func(name string) {
		if made[name] {
			return
		}
		made[name] = true
		expr := classExpr(name)
		for _, ref := range Refs(expr) {
			add(ref)
		}
		rule := &Rule{Name: name, Expr: expr, Class: true, Production: ast.RFC1738(name, "5", name+" = "+expr.String())}
		r.g.Rules = append(r.g.Rules, rule)
		r.g.byName[strings.ToLower(name)] = rule
	}
	for _, c := range r.used {
		add(c)
	}
}

// classExpr returns the definition of a class.
func classExpr(name string) Expr {
	switch name {
	case "xchar":
		return Alt{Ref("unreserved"), Ref("reserved"), Ref("escape")}
	case "uchar":
		return Alt{Ref("unreserved"), Ref("escape")}
	case "unreserved":
		return Alt{Ref("alpha"), Ref("digit"), Ref("safe"), Ref("extra")}
	case "alphadigit":
		return Alt{Ref("alpha"), Ref("digit")}
	case "alpha":
		return Alt{Ref("lowalpha"), Ref("hialpha")}
	case "lowalpha":
		return chars(func(c byte) bool { return 'a' <= c && c <= 'z' })
	case "hialpha":
		return chars(func(c byte) bool { return 'A' <= c && c <= 'Z' })
	case "escape":
		return Seq{Lit("%"), Ref("hex"), Ref("hex")}
	case "hex":
		return append(Alt{Ref("digit")}, chars(func(c byte) bool { return 'A' <= c && c <= 'F' || 'a' <= c && c <= 'f' })...)
	}
	class, ok := map[string]grammar.CharClass{
		"digit": grammar.Digit, "safe": grammar.Safe, "extra": grammar.Extra, "reserved": grammar.Reserved,
		"national": grammar.National, "punctuation": grammar.Punctuation,
	}[name]
	if !ok {
		return Seq{}
	}
	in := func(c byte) bool { return grammar.Class(c) == class }
	if order, ok := rfcOrder[name]; ok {
		return inOrder(order, in)
	}
	return chars(in)
}

// rfcOrder is the order in which section 5 (and RFC 1808 section 2.2)
// writes the characters of a class that it does not write in byte
// order: the rule is shown as the RFC writes it. Which characters are
// in the class is still the lexer's (grammar.Class); the order only
// places them.
var rfcOrder = map[string]string{
	"safe":        "$-_.+",
	"extra":       "!*'(),",
	"national":    "{}|\\^~[]`",
	"punctuation": "<>#%\"",
	"reserved":    ";/?:@&=",
}

// inOrder is chars for a class written in order: the characters of
// order that are in it, then any other printable one that is, in byte
// order.
func inOrder(order string, in func(c byte) bool) Alt {
	var out Alt
	for i := 0; i < len(order); i++ {
		if in(order[i]) {
			out = append(out, Lit(order[i:i+1]))
		}
	}
	for _, l := range chars(in) {
		if !strings.Contains(order, string(l.(Lit))) {
			out = append(out, l)
		}
	}
	return out
}

// chars is the choice of the printable characters in.
func chars(in func(c byte) bool) Alt {
	var out Alt
	for c := byte(0x21); c < 0x7f; c++ {
		if in(c) {
			out = append(out, Lit(string(c)))
		}
	}
	return out
}
