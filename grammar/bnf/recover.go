package bnf

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// SchemeGrammar is a scheme's grammar, as interp.ReadURL reads it with the
// scheme's part: Name is the scheme's name, which the recovered rule
// writes before the part ("ftp:").
type SchemeGrammar struct {
	Name    string
	Grammar *interp.Grammar
}

// Recover returns the RFC's rules of the generic grammar (interp.ReadURL
// with the generic parts; nil for none) and of each scheme, then the
// classes they use. A scheme's rule is written after its name, "ftp:";
// a part that several schemes share is one rule, written after the
// choice of their names: ( "rtsp:" | "rtspu:" ) "//" ....
func Recover(generic *interp.Grammar, schemes ...SchemeGrammar) *Grammar {
	r := &recoverer{g: &Grammar{byName: map[string]*Rule{}}, done: map[interp.Rule]*Rule{}, prefixed: map[*Rule]*prefixed{}}
	if generic != nil {
		r.production(generic.Root)
	}
	for _, s := range schemes {
		r.addScheme(s)
	}
	r.classes()
	return r.g
}

// BuiltIn returns the rules of RFC 1738's own grammar: the generic
// syntax and the ten schemes, read from the tags of package ast.
func BuiltIn() (*Grammar, error) {
	generic, err := interp.ReadURL(&ast.IPSchemePart{}, &ast.OpaquePart{})
	if err != nil {
		return nil, err
	}
	var schemes []SchemeGrammar
	for _, name := range ast.Schemes() {
		g, err := interp.ReadURL(ast.PartOf(name))
		if err != nil {
			return nil, err
		}
		schemes = append(schemes, SchemeGrammar{Name: name, Grammar: g})
	}
	g := Recover(generic, schemes...)
	if len(g.clashes) > 0 {
		return nil, fmt.Errorf("bnf: %s: give one production another name", strings.Join(g.clashes, "; "))
	}
	return g, nil
}

type recoverer struct {
	g    *Grammar
	done map[interp.Rule]*Rule
	// used are the classes the rules refer to, in order of first use.
	used []string
	// scheme is the name of the scheme being recovered, "" for the
	// generic syntax: the Scheme of the notes found.
	scheme string
	// prefixed are the rules of the schemes' parts, by rule.
	prefixed map[*Rule]*prefixed
}

// scheme adds the rule of a scheme's part, written after "name:", and
// the rules it uses.
func (r *recoverer) addScheme(s SchemeGrammar) {
	r.scheme = s.Name
	defer func() { r.scheme = "" }()
	u, ok := fieldUnion(s.Grammar.Root)
	if !ok || len(u.Members) != 1 {
		r.production(s.Grammar.Root)
		return
	}
	part := u.Members[0]
	rule := r.production(part)
	if rule == nil || len(rule.Types) != 1 {
		return
	}
	pre := r.prefixed[rule]
	if pre == nil {
		if strings.Contains(rule.Expr.String(), s.Name+":") {
			return
		}
		pre = &prefixed{expr: rule.Expr}
		r.prefixed[rule] = pre
	}
	if contains(pre.schemes, s.Name) {
		return
	}
	// A part that several schemes share (RFC 2326's rtsp and rtspu) is
	// one rule, written after the choice of their names, as its RFC
	// writes it: ( "rtsp:" | "rtspu:" ) "//" ...
	pre.schemes = append(pre.schemes, s.Name)
	names := make(Alt, len(pre.schemes))
	for i, name := range pre.schemes {
		names[i] = Lit(name + ":")
	}
	if len(names) == 1 {
		rule.Expr = merge(Seq{names[0], pre.expr})
		return
	}
	rule.Expr = merge(Seq{names, pre.expr})
}

// prefixed is a scheme's part as recovered, before the scheme names
// written in front of it, and those names.
type prefixed struct {
	expr    Expr
	schemes []string
}

// fieldUnion returns the union a URL's Part field captures.
func fieldUnion(root *interp.Struct) (*interp.Union, bool) {
	var found *interp.Union
	walkIR(root.Expr, func(n interp.Node) {
		if c, ok := n.(*interp.Capture); ok && c.Kind == interp.SetUnion {
			found, _ = c.Expr.(*interp.Union)
		}
	})
	return found, found != nil
}

// production returns the rule of p, adding it, and those it refers to,
// the first time.
func (r *recoverer) production(p interp.Rule) *Rule {
	if rule, ok := r.done[p]; ok {
		return rule
	}
	name, typ, cite := r.names(p)
	if rule := r.g.byName[strings.ToLower(name)]; rule != nil {
		if rule.Production.RFC != cite.RFC && rule.Production.RFC != "" && cite.RFC != "" {
			// Two RFCs' rules of one name (RFC 2384's user is not RFC
			// 1738's): one rule would stand for both, silently.
			r.g.clashes = append(r.g.clashes, fmt.Sprintf("%s is the name of %s's rule (Go type %s) and of %s's (Go type %s)",
				name, rule.Production.RFC, rule.Types[0], cite.RFC, typ))
		}
		// Another type declares the same production: one rule, both
		// types named.
		r.done[p] = rule
		if !contains(rule.Types, typ) {
			rule.Types = append(rule.Types, typ)
			r.g.byName[strings.ToLower(typ)] = rule
			if st, ok := p.(*interp.Struct); ok {
				// Its expression is the rule's, but its lookaheads may
				// be its own (gopher's search stops at "%09").
				other := &Rule{Name: name, Types: []string{typ}}
				r.expr(st.Expr, other)
				for _, n := range other.Notes {
					if !hasNote(rule.Notes, n) {
						rule.Notes = append(rule.Notes, n)
					}
				}
			}
		}
		return rule
	}
	rule := &Rule{Name: name, Types: []string{typ}, Production: cite}
	r.done[p] = rule
	r.g.Rules = append(r.g.Rules, rule)
	r.g.byName[strings.ToLower(name)] = rule
	r.g.byName[strings.ToLower(typ)] = rule
	switch p := p.(type) {
	case *interp.Struct:
		rule.Expr = r.expr(p.Expr, rule)
	case *interp.Union:
		alts := make(Alt, 0, len(p.Members))
		for _, m := range p.Members {
			if mname, mtyp, _ := r.names(m); mname == name {
				// A member that declares the union's own production
				// (OpaquePart, schemepart's *xchar): spelled out in it.
				rule.Types = append(rule.Types, mtyp)
				r.g.byName[strings.ToLower(mtyp)] = rule
				alts = append(alts, r.expr(m.Expr, rule))
				continue
			}
			alts = append(alts, Ref(r.production(m).Name))
		}
		rule.Expr = alts
	}
	return rule
}

// names returns p's RFC name, its Go type's name and its production.
func (r *recoverer) names(p interp.Rule) (name, typ string, cite ast.Production) {
	var t reflect.Type
	switch p := p.(type) {
	case *interp.Struct:
		t = p.Type
	case *interp.Union:
		t = p.Type
	}
	typ = t.Name()
	if t.Kind() == reflect.Struct {
		if n, ok := reflect.New(t).Interface().(ast.Node); ok {
			cite = grammar.Of(n)
		}
	} else if t == reflect.TypeOf((*ast.SchemePart)(nil)).Elem() {
		cite = grammar.SchemePartP
	}
	if cite.Name == "" || cite == grammar.GenericURL && typ != "URL" {
		return strings.ToLower(typ), typ, ast.Production{}
	}
	return cite.Name, typ, cite
}

// expr returns the RFC's expression of an IR node of rule.
func (r *recoverer) expr(n interp.Node, rule *Rule) Expr {
	switch n := n.(type) {
	case *interp.Struct, *interp.Union:
		if name, typ, _ := r.names(n.(interp.Rule)); name == rule.Name && !contains(rule.Types, typ) {
			// A part of the production that a type of its own declares
			// (article's text before "@"): spelled out in it.
			if st, ok := n.(*interp.Struct); ok {
				rule.Types = append(rule.Types, typ)
				r.g.byName[strings.ToLower(typ)] = rule
				return r.expr(st.Expr, rule)
			}
		}
		return Ref(r.production(n.(interp.Rule)).Name)
	case *interp.Capture:
		return r.expr(n.Expr, rule)
	case *interp.Sequence:
		var s Seq
		var notes []Note
		for i, x := range n.Items {
			if la, ok := x.(*interp.Lookahead); ok {
				notes = append(notes, r.note(la))
				continue
			}
			if t, ok := x.(*interp.Token); ok && t.Type == grammar.EOF && i == len(n.Items)-1 {
				continue
			}
			s = append(s, r.expr(x, rule))
		}
		x := merge(s)
		for _, note := range notes {
			// The lookahead guards the rest of its sequence.
			note.Part = x
			rule.Notes = append(rule.Notes, note)
		}
		return x
	case *interp.Disjunction:
		return r.choice(n, rule)
	case *interp.Group:
		x := r.expr(n.Expr, rule)
		switch n.Mode {
		case interp.Optional:
			return Opt{x}
		case interp.ZeroOrMore:
			return Rep{0, x}
		case interp.OneOrMore:
			return Rep{1, x}
		}
		return x
	case *interp.Lookahead:
		rule.Notes = append(rule.Notes, r.note(n))
		return Seq{}
	case *interp.Literal:
		return Lit(n.Value)
	case *interp.Token:
		return r.class(n.Name)
	}
	return Seq{}
}

// note returns the note of a lookahead, its Part left empty. A
// lookahead inside it is part of what it looks for, not a note.
func (r *recoverer) note(la *interp.Lookahead) Note {
	return Note{Negative: la.Negative, Expr: r.expr(la.Expr, &Rule{}), Part: Seq{}, Scheme: r.scheme}
}

func hasNote(notes []Note, n Note) bool {
	for _, m := range notes {
		if m.Negative == n.Negative && m.Expr.String() == n.Expr.String() && m.Part.String() == n.Part.String() {
			return true
		}
	}
	return false
}

// merge flattens nested sequences and joins runs of terminals: the
// lexer reads one character a token, so the tags spell "ftp://" as
// 'f' 't' 'p' ':' '/' '/'.
func merge(s Seq) Expr {
	var out Seq
	for _, x := range s {
		if inner, ok := x.(Seq); ok {
			if m, ok := merge(inner).(Seq); ok {
				for _, y := range m {
					out = appendMerged(out, y)
				}
				continue
			}
			x = merge(inner)
		}
		out = appendMerged(out, x)
	}
	if len(out) == 1 {
		return out[0]
	}
	return out
}

func appendMerged(out Seq, x Expr) Seq {
	if l, ok := x.(Lit); ok && len(out) > 0 {
		if prev, ok := out[len(out)-1].(Lit); ok {
			out[len(out)-1] = prev + l
			return out
		}
	}
	return append(out, x)
}

// choice returns a disjunction, with the classes it spells out named.
func (r *recoverer) choice(d *interp.Disjunction, rule *Rule) Expr {
	alts := make(Alt, 0, len(d.Alts))
	for _, a := range d.Alts {
		x := r.expr(a, rule)
		if inner, ok := x.(Alt); ok {
			alts = append(alts, inner...)
			continue
		}
		alts = append(alts, x)
	}
	alts = r.nameClasses(alts)
	if len(alts) == 1 {
		return alts[0]
	}
	return alts
}

// classNames are the lexer's token types by the RFC's class names.
var classNames = map[string]string{
	"Alpha": "alpha", "Digit": "digit", "Safe": "safe", "Extra": "extra", "Reserved": "reserved",
	"Escape": "escape", "National": "national", "Punctuation": "punctuation",
}

// class returns the reference to the class of token name.
func (r *recoverer) class(name string) Expr {
	c, ok := classNames[name]
	if !ok {
		return Ref(strings.ToLower(name))
	}
	r.use(c)
	return Ref(c)
}

func (r *recoverer) use(class string) {
	for _, u := range r.used {
		if u == class {
			return
		}
	}
	r.used = append(r.used, class)
}

// unions are the RFC's classes that are unions of others, largest
// first, each replacing its members in a choice that holds them all.
var unions = []struct {
	name    string
	members []string
}{
	{"xchar", []string{"alpha", "digit", "safe", "extra", "reserved", "escape"}},
	{"uchar", []string{"alpha", "digit", "safe", "extra", "escape"}},
	{"unreserved", []string{"alpha", "digit", "safe", "extra"}},
}

// nameClasses replaces, in a choice, the classes that make up a larger
// one of the RFC by its name, where the larger one is first used: alpha |
// digit | safe | extra | escape | ";" is uchar | ";".
func (r *recoverer) nameClasses(alts Alt) Alt {
	has := map[string]int{}
	for i, a := range alts {
		if ref, ok := a.(Ref); ok {
			has[string(ref)] = i
		}
	}
	for _, u := range unions {
		first := len(alts)
		all := true
		for _, m := range u.members {
			i, ok := has[m]
			if !ok {
				all = false
				break
			}
			first = min(first, i)
		}
		if !all {
			continue
		}
		var out Alt
		for i, a := range alts {
			ref, isRef := a.(Ref)
			switch {
			case i == first:
				out = append(out, Ref(u.name))
			case isRef && contains(u.members, string(ref)):
			default:
				out = append(out, a)
			}
		}
		r.use(u.name)
		return r.nameClasses(out)
	}
	if len(alts) == 2 && alts[0] == Ref("alpha") && alts[1] == Ref("digit") {
		r.use("alphadigit")
		return Alt{Ref("alphadigit")}
	}
	return alts
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// walkIR calls f on n and every node under it, not entering structs and
// unions but the root's own expression.
func walkIR(n interp.Node, f func(interp.Node)) {
	f(n)
	switch n := n.(type) {
	case *interp.Sequence:
		for _, x := range n.Items {
			walkIR(x, f)
		}
	case *interp.Disjunction:
		for _, x := range n.Alts {
			walkIR(x, f)
		}
	case *interp.Group:
		walkIR(n.Expr, f)
	case *interp.Capture:
		if _, ok := n.Expr.(*interp.Struct); !ok {
			walkIR(n.Expr, f)
		}
	case *interp.Lookahead:
		walkIR(n.Expr, f)
	}
}
