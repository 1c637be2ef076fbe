package main

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/grammar/internal/tagsyntax"
)

// parseTags returns the expression of fields' tags, read as one stream
// by package tagsyntax; a capture's Field is the index of its field
// among fields, untagged ones included.
func parseTags(fields []field) (*tagsyntax.Expr, error) {
	in := make([]tagsyntax.Field, len(fields))
	for i, f := range fields {
		in[i] = tagsyntax.Field{Name: f.name, Tag: f.tag}
	}
	e, err := tagsyntax.Parse(in)
	if te, ok := err.(*tagsyntax.Error); ok && 0 <= te.Field && te.Field < len(fields) {
		return nil, fmt.Errorf("field %s: %v", fields[te.Field].name, err)
	}
	return e, err
}

// firstCapture returns the field of the first capture e makes, or -1.
func firstCapture(e *tagsyntax.Expr) int {
	switch e.Kind {
	case tagsyntax.Capture:
		return e.Field
	case tagsyntax.Look:
		return -1
	}
	for _, s := range e.Subs {
		if f := firstCapture(s); f >= 0 {
			return f
		}
	}
	return -1
}

// gates returns, for each field a capture fills, the fields it is
// written after: in an optional group, every capture but the first of
// its alternative is written only when that first one is. So a
// Typecode in ( '/' @@Path ( ';type=' @@Typecode )? )? is gated by
// Path, and a Password in ( @@User ( ':' @@Password )? '@' )? by User.
func gates(e *tagsyntax.Expr) map[int][]int {
	out := map[int][]int{}
	var walk func(e *tagsyntax.Expr, gs []int)
	walk = func(e *tagsyntax.Expr, gs []int) {
		switch e.Kind {
		case tagsyntax.Look:
		case tagsyntax.Capture:
			if _, ok := out[e.Field]; !ok {
				var own []int
				for _, g := range gs {
					if g != e.Field && g >= 0 && !contains(own, g) {
						own = append(own, g)
					}
				}
				out[e.Field] = own
			}
		case tagsyntax.Group:
			body := e.Subs[0]
			if e.Quant != '?' && e.Quant != '*' {
				walk(body, gs)
				break
			}
			for (body.Kind == tagsyntax.Group && body.Quant == 0 || body.Kind == tagsyntax.Seq) && len(body.Subs) == 1 {
				body = body.Subs[0]
			}
			alts := []*tagsyntax.Expr{body}
			if body.Kind == tagsyntax.Alt {
				alts = body.Subs
			}
			for _, a := range alts {
				walk(a, append(gs[:len(gs):len(gs)], firstCapture(a)))
			}
		default:
			for _, s := range e.Subs {
				walk(s, gs)
			}
		}
	}
	walk(e, nil)
	return out
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
