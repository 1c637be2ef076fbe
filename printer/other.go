package printer

import (
	"fmt"
	"reflect"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// other prints a node of a type the printer does not know, a scheme
// author's, by its String method; a String that panics, as it may on a
// nil pointer, prints nothing and becomes the printer's error.
//
// In canonical form, the library's rules still apply to the library's
// nodes inside it: a parsed node's text is its delimiters between its
// children, which ast.ChildrenOf gives in input order with their spans,
// so the printer copies the delimiters and prints each child in
// canonical form (a hostport's host in lower case and the part's default
// port left out; an hpath's escapes). In the author's own text nodes,
// the hex digits of escapes are upper-cased, the one rewrite that needs
// no knowledge of their production (decoding an escape would need to
// know that the production allows the character unescaped). A node
// whose spans do not match its text, as in a tree a program built or
// changed, is printed by String, as in raw form.
func (p *printer) other(n ast.Node) {
	if v := reflect.ValueOf(n); n == nil || v.Kind() == reflect.Pointer && v.IsNil() {
		// A nil node of an author's type has no span to read: its text
		// is what its (nil-safe) String says, as written.
		if text, ok := p.stringOf(n); ok && n != nil {
			p.literal(text)
		}
		return
	}
	if c, ok := n.(Canonicalizer); ok && p.canonical {
		if text, ok := p.canonicalOf(c); ok {
			p.literal(text)
		}
		return
	}
	text, ok := p.stringOf(n)
	if !ok {
		return
	}
	if !p.canonical {
		p.literal(text)
		return
	}
	children := ast.ChildrenOf(n)
	if !spansMatch(n, text, children) {
		p.literal(text)
		return
	}
	if len(children) == 0 {
		p.upperEscapes(text)
		return
	}
	at := n.Pos()
	for _, c := range children {
		p.literal(text[at-n.Pos() : c.Pos()-n.Pos()])
		p.node(c)
		at = c.End()
	}
	p.literal(text[at-n.Pos():])
}

// Canonicalizer is implemented by a scheme author's node that has a
// canonical form of its own, by its scheme's rules: a scope written in
// any case, an escape its production allows decoded. In canonical form
// the printer prints such a node by CanonicalString. Another node of the
// author's is printed from its text and its children's spans (see the
// package doc, "Other schemes"): the library's nodes inside it by the
// library's rules, its own text with upper-case hex digits, and as
// written when its spans do not match its text. A CanonicalString that
// panics prints nothing and becomes the printer's error.
type Canonicalizer interface {
	ast.Node
	CanonicalString() string
}

// canonicalOf returns c.CanonicalString(), and false when it panicked.
func (p *printer) canonicalOf(c Canonicalizer) (s string, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			s, ok = "", false
			if p.err == nil {
				p.err = fmt.Errorf("printer: %T.CanonicalString panicked: %v", c, r)
			}
		}
	}()
	return c.CanonicalString(), true
}

// stringOf returns n.String(), and false when it panicked, which becomes
// the printer's error.
func (p *printer) stringOf(n ast.Node) (string, bool) {
	s, err := safeString(n)
	if err != nil && p.err == nil {
		p.err = err
	}
	return s, err == nil
}

// safeString returns n.String(), or the error of its panic.
func safeString(n ast.Node) (s string, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = "", fmt.Errorf("printer: %T.String panicked: %v", n, r)
		}
	}()
	return n.String(), nil
}

// spansMatch reports whether n's span holds text, and its children's
// spans lie in it, in order, each over its own text.
func spansMatch(n ast.Node, text string, children []ast.Node) bool {
	start := n.Pos()
	if n.End()-start != len(text) || len(text) == 0 {
		return false
	}
	at := start
	for _, c := range children {
		if c.Pos() < at || c.End() > n.End() || c.End() < c.Pos() {
			return false
		}
		s, err := safeString(c)
		if err != nil || s != text[c.Pos()-start:c.End()-start] {
			return false
		}
		at = c.End()
	}
	return true
}

// upperEscapes appends s with the hex digits of its escapes upper-cased.
func (p *printer) upperEscapes(s string) {
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		if grammar.EscapeAt(s, i) {
			c := ast.EscapedOctet(s, i)
			p.w.Buf = append(p.w.Buf, '%', hex[c>>4], hex[c&0xF])
			i += 2
			continue
		}
		p.w.Buf = append(p.w.Buf, s[i])
	}
}
