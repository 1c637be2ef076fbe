package main

import (
	"fmt"
	"strconv"
	"strings"
)

// expr is a node of a struct's tag expression, participle's grammar
// language, read as far as nodegen needs it: which field each capture
// fills, and which groups are optional.
type expr struct {
	kind  exprKind
	subs  []*expr
	field int    // of a capture: the index of the field it fills
	quant byte   // '?', '*', '+' or 0
	lit   string // of a literal: its value
}

type exprKind int

const (
	eSeq exprKind = iota
	eAlt
	eGroup
	eLook // a lookahead, which captures nothing
	eCapture
	eLit
	eIdent
)

// tok is a token of the tags, with the field whose tag holds it.
type tok struct {
	text  string // a punctuation character, an identifier or, quoted, a literal
	lit   bool
	field int
}

// parseTags returns the expression of fields' tags, read as one stream:
// participle lets a group opened in one field's tag close in a later
// one's.
func parseTags(fields []field) (*expr, error) {
	var toks []tok
	for _, f := range fields {
		t, err := lexTag(f.tag, f.index)
		if err != nil {
			return nil, fmt.Errorf("field %s: %v", f.name, err)
		}
		toks = append(toks, t...)
	}
	p := &tagParser{toks: toks}
	e := p.alt()
	if p.i < len(p.toks) {
		return nil, fmt.Errorf("field %s: unexpected %q", fields[p.toks[p.i].field].name, p.toks[p.i].text)
	}
	return e, p.err
}

// lexTag returns the tokens of one field's tag.
func lexTag(tag string, field int) ([]tok, error) {
	var out []tok
	for i := 0; i < len(tag); {
		c := tag[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			i++
		case c == '\'' || c == '"':
			j := i + 1
			for j < len(tag) && tag[j] != c {
				if tag[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(tag) {
				return nil, fmt.Errorf("literal %s is not closed", tag[i:])
			}
			v, err := strconv.Unquote(`"` + tag[i+1:j] + `"`)
			if err != nil {
				return nil, fmt.Errorf("literal %s: %v", tag[i:j+1], err)
			}
			out = append(out, tok{text: v, lit: true, field: field})
			i = j + 1
		case strings.IndexByte("@|()?*+!=", c) >= 0:
			out = append(out, tok{text: string(c), field: field})
			i++
		default:
			j := i
			for j < len(tag) && (tag[j] == '_' || 'a' <= tag[j]|0x20 && tag[j]|0x20 <= 'z' || '0' <= tag[j] && tag[j] <= '9') {
				j++
			}
			if j == i {
				return nil, fmt.Errorf("unexpected %q", c)
			}
			out = append(out, tok{text: tag[i:j], field: field})
			i = j
		}
	}
	return out, nil
}

type tagParser struct {
	toks []tok
	i    int
	err  error
}

func (p *tagParser) is(s string) bool {
	return p.i < len(p.toks) && !p.toks[p.i].lit && p.toks[p.i].text == s
}

func (p *tagParser) fail(format string, args ...any) *expr {
	if p.err == nil {
		p.err = fmt.Errorf(format, args...)
	}
	p.i = len(p.toks)
	return &expr{kind: eSeq}
}

// alt = seq { "|" seq }.
func (p *tagParser) alt() *expr {
	e := &expr{kind: eAlt, subs: []*expr{p.seq()}}
	for p.is("|") {
		p.i++
		e.subs = append(e.subs, p.seq())
	}
	if len(e.subs) == 1 {
		return e.subs[0]
	}
	return e
}

// seq = { term }, up to "|", ")" or the end.
func (p *tagParser) seq() *expr {
	e := &expr{kind: eSeq}
	for p.i < len(p.toks) && !p.is("|") && !p.is(")") {
		e.subs = append(e.subs, p.term())
	}
	return e
}

// term = primary [ "?" | "*" | "+" ].
func (p *tagParser) term() *expr {
	e := p.primary()
	if p.is("?") || p.is("*") || p.is("+") {
		e = &expr{kind: eGroup, subs: []*expr{e}, quant: p.toks[p.i].text[0]}
		p.i++
	}
	return e
}

// primary = "@" "@" | "@" primary | literal | ident | "(" alt ")"
// | "(" "?" ( "=" | "!" ) alt ")".
func (p *tagParser) primary() *expr {
	if p.i >= len(p.toks) {
		return p.fail("the tags end inside a term")
	}
	t := p.toks[p.i]
	p.i++
	switch {
	case t.lit:
		return &expr{kind: eLit, lit: t.text}
	case t.text == "@" && p.is("@"):
		p.i++
		return &expr{kind: eCapture, field: t.field}
	case t.text == "@":
		return &expr{kind: eCapture, field: t.field, subs: []*expr{p.primary()}}
	case t.text == "(":
		kind := eGroup
		if p.is("?") {
			p.i += 2 // "?" and "=" or "!"
			kind = eLook
		}
		e := &expr{kind: kind, subs: []*expr{p.alt()}}
		if !p.is(")") {
			return p.fail("a group is not closed")
		}
		p.i++
		return e
	case strings.IndexByte("|()?*+!=", t.text[0]) >= 0:
		return p.fail("unexpected %q", t.text)
	}
	return &expr{kind: eIdent, lit: t.text}
}

// firstCapture returns the field of the first capture e makes, or -1.
func firstCapture(e *expr) int {
	switch e.kind {
	case eCapture:
		return e.field
	case eLook:
		return -1
	}
	for _, s := range e.subs {
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
func gates(e *expr) map[int][]int {
	out := map[int][]int{}
	var walk func(e *expr, gs []int)
	walk = func(e *expr, gs []int) {
		switch e.kind {
		case eLook:
		case eCapture:
			if _, ok := out[e.field]; !ok {
				var own []int
				for _, g := range gs {
					if g != e.field && g >= 0 && !contains(own, g) {
						own = append(own, g)
					}
				}
				out[e.field] = own
			}
		case eGroup:
			body := e.subs[0]
			if e.quant != '?' && e.quant != '*' {
				walk(body, gs)
				break
			}
			for (body.kind == eGroup && body.quant == 0 || body.kind == eSeq) && len(body.subs) == 1 {
				body = body.subs[0]
			}
			alts := []*expr{body}
			if body.kind == eAlt {
				alts = body.subs
			}
			for _, a := range alts {
				walk(a, append(gs[:len(gs):len(gs)], firstCapture(a)))
			}
		default:
			for _, s := range e.subs {
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
