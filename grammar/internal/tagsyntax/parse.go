package tagsyntax

import (
	"fmt"
	"strings"
)

// Field is a tagged field of a struct: its name, for messages, and its
// tag, the value of its parser key.
type Field struct{ Name, Tag string }

// Parse reads the tags of fields, a struct's tagged fields in order, as
// one expression. Its error is an *Error.
func Parse(fields []Field) (*Expr, error) {
	toks, lerr := lexTags(fields)
	if lerr != nil {
		return nil, lerr
	}
	p := &parser{toks: toks, fields: fields}
	e, err := p.alt()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind != tEOF {
		return nil, refuse(t, fmt.Sprintf("%q", t.src), "it closes no group")
	}
	return e, nil
}

// parser reads the expression of a token stream.
type parser struct {
	toks   []token
	i      int
	fields []Field
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *parser) is(kind tokKind, text string) bool {
	t := p.peek()
	return t.kind == kind && t.text == text
}

func refuse(at token, construct, reason string) *Error {
	return &Error{Field: at.field, Construct: construct, Reason: reason}
}

// alt = seq { "|" seq }.
func (p *parser) alt() (*Expr, error) {
	e := &Expr{Kind: Alt, Src: p.peek().src, Field: p.peek().field}
	for {
		at := p.peek()
		seq, err := p.seq()
		if err != nil {
			return nil, err
		}
		if len(seq.Subs) == 0 {
			return nil, refuse(at, fmt.Sprintf("empty alternative %d", len(e.Subs)+1), "an alternative must match something")
		}
		e.Subs = append(e.Subs, seq)
		if !p.is(tPunct, "|") {
			break
		}
		p.next()
	}
	if len(e.Subs) == 1 {
		return e.Subs[0], nil
	}
	return e, nil
}

// seq = term { term }, up to "|", ")" or the end of the tags.
func (p *parser) seq() (*Expr, error) {
	e := &Expr{Kind: Seq, Src: p.peek().src, Field: p.peek().field}
	for {
		t := p.peek()
		if t.kind == tEOF || t.kind == tPunct && (t.text == "|" || t.text == ")") {
			return e, nil
		}
		n, err := p.term()
		if err != nil {
			return nil, err
		}
		e.Subs = append(e.Subs, n)
	}
}

// term = primary [ "?" | "*" | "+" ].
func (p *parser) term() (*Expr, error) {
	n, err := p.primary()
	if err != nil {
		return nil, err
	}
	t := p.peek()
	if t.kind != tPunct {
		return n, nil
	}
	switch t.text {
	case "?", "*", "+":
	case "!":
		return nil, refuse(t, `group modifier "!" (non-empty match)`, "not supported by the generator")
	default:
		return n, nil
	}
	if n.Kind == Look {
		return nil, refuse(t, fmt.Sprintf("modifier %q on a lookahead", t.text), "a lookahead consumes nothing; participle would loop on it")
	}
	p.next()
	if u := p.peek(); u.kind == tPunct && strings.Contains("?*+!", u.text) {
		return nil, refuse(u, fmt.Sprintf("second modifier %q", u.text), "participle reads one modifier per term; group the term first")
	}
	return &Expr{Kind: Group, Subs: []*Expr{n}, Quant: t.text[0], Src: n.Src, Field: n.Field}, nil
}

// primary = "@" "@" | "@" primary | literal [ ":" ident ] | ident
// | "(" alt ")" | "(" "?" ( "=" | "!" ) alt ")".
func (p *parser) primary() (*Expr, error) {
	t := p.next()
	switch t.kind {
	case tString:
		return p.literal(t)
	case tIdent:
		return &Expr{Kind: Ident, Text: t.text, Src: t.src, Field: t.field}, nil
	case tEOF:
		return nil, refuse(t, "end of the tags", "an expression is missing")
	}
	switch t.text {
	case "@":
		e := &Expr{Kind: Capture, Src: t.src, Field: t.field}
		if p.is(tPunct, "@") {
			p.next()
			return e, nil
		}
		sub, err := p.primary()
		if err != nil {
			return nil, err
		}
		e.Subs = []*Expr{sub}
		return e, nil
	case "(":
		return p.group(t)
	case "[":
		return nil, refuse(t, "optional [ ... ]", `not supported by the generator; write ( ... )?`)
	case "{":
		return nil, refuse(t, "repetition { ... }", `not supported by the generator; write ( ... )*`)
	case "!", "~":
		return nil, refuse(t, fmt.Sprintf("token negation %s", t.text), "not supported by the generator")
	}
	return nil, refuse(t, fmt.Sprintf("%q", t.src), "unexpected here: an expression is missing")
}

// literal reads what follows literal t: its token type, if any.
func (p *parser) literal(t token) (*Expr, error) {
	e := &Expr{Kind: Lit, Text: t.text, Src: t.src, Field: t.field}
	if !p.is(tPunct, ":") {
		return e, nil
	}
	p.next()
	id := p.next()
	if id.kind != tIdent {
		return nil, refuse(id, fmt.Sprintf("literal type %s:%s", t.src, id.src), "a literal's type must be a token type")
	}
	e.Type = &Expr{Kind: Ident, Text: id.text, Src: id.src, Field: id.field}
	return e, nil
}

// group reads what follows open, a "(": a group or a lookahead.
func (p *parser) group(open token) (*Expr, error) {
	e := &Expr{Kind: Group, Src: open.src, Field: open.field}
	if p.is(tPunct, "?") {
		p.next()
		t := p.next()
		if t.kind != tPunct || t.text != "=" && t.text != "!" {
			return nil, refuse(t, fmt.Sprintf("group (?%s", t.src), "a lookahead is (?= ...) or (?! ...)")
		}
		e.Kind, e.Negative = Look, t.text == "!"
	}
	sub, err := p.alt()
	if err != nil {
		return nil, err
	}
	if t := p.next(); t.kind != tPunct || t.text != ")" {
		return nil, refuse(t, fmt.Sprintf("%q", t.src), fmt.Sprintf("expected %q closing the %q of field %s", ")", open.src, p.fields[open.field].Name))
	}
	e.Subs = []*Expr{sub}
	return e, nil
}
