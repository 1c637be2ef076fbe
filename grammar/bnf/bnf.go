// Package bnf presents a grammar as its RFC writes it: the productions
// that the participle tags of package ast declare, recovered from the
// grammar's IR (package gen) and printed in the BNF of RFC 1738 section 5
// (RFC 822's conventions, with "|" for alternatives, [ ] around an
// optional part and n* before a repetition).
//
// The tags say more than the RFC and in another shape, for a parser's
// sake; the recovery undoes that:
//
//   - each production goes by its RFC name (ftpurl, hsegment, uchar),
//     the Go type that declares it kept as a secondary label;
//   - a run of one-character literals is one terminal: "ftp://", ";type=";
//   - a choice of the lexer's classes is the RFC's named class that it
//     spells out (Alpha | Digit | Safe | Extra | Escape is uchar), and each
//     class is a rule of its own (Classes);
//   - a production shared by several schemes (login, hostport) is one
//     rule;
//   - a lookahead, which decides between readings but matches nothing,
//     is a note on its rule ("read only when ... follows"), not a part of
//     its expression;
//   - a scheme's part, which the parser reads after "scheme:", is
//     presented with that prefix, as the RFC's rule is: ftpurl =
//     "ftp://" login ...
//
// What remains different from the RFC's text is a reading of the
// grammar, listed with its reason in the README ("Readings of the RFC")
// and checked, production by production, against the RFC's section 5 by
// this package's tests.
package bnf

import (
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// Grammar is a set of rules in the order they are first used, each once.
type Grammar struct {
	Rules  []*Rule
	byName map[string]*Rule
}

// Rule is one production as the RFC writes it.
type Rule struct {
	// Name is the production's RFC name, e.g. "ftpurl".
	Name string
	// Types are the Go types that declare it, e.g. "FTPPart"; none for
	// a character class.
	Types []string
	// Production is the production's citation (RFC, section, and the
	// rule as the RFC writes it); zero for a rule the RFC does not name.
	Production ast.Production
	// Expr is the rule's right-hand side.
	Expr Expr
	// Notes are the lookaheads of the tags, each a condition under which
	// a part of the rule is read: the reading the parser takes where the
	// RFC's rule allows two.
	Notes []Note
	// Class marks one of the RFC's named character classes (alpha,
	// uchar, ...).
	Class bool
}

// Note is a lookahead: the part of the rule that follows it is read
// only when the input there matches Expr, or, when Negative, only when
// it does not.
type Note struct {
	Negative bool
	Expr     Expr
}

// String returns the note as a sentence: `read on only when "@" follows`.
func (n Note) String() string {
	if n.Negative {
		return "read on only when " + n.Expr.String() + " does not follow"
	}
	return "read on only when " + n.Expr.String() + " follows"
}

// Rule returns the rule named name, compared case-insensitively: an RFC
// name ("ftpurl"), a Go type's name ("FTPPart") or a class ("uchar");
// nil when there is none.
func (g *Grammar) Rule(name string) *Rule {
	if g == nil {
		return nil
	}
	return g.byName[strings.ToLower(name)]
}

// String prints every rule, one a line, as RFC 1738 section 5 does.
func (g *Grammar) String() string {
	if g == nil {
		return ""
	}
	var b strings.Builder
	for _, r := range g.Rules {
		b.WriteString(r.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// String returns the rule as the RFC writes one: `name = expr`.
func (r *Rule) String() string {
	if r == nil {
		return ""
	}
	return r.Name + " = " + r.Expr.String()
}

// Expr is a rule's expression: Seq, Alt, Opt, Rep, Lit or Ref.
type Expr interface {
	String() string
	expr()
}

// Seq is its items in order.
type Seq []Expr

// Alt is a choice between its items.
type Alt []Expr

// Opt is an optional part: [ X ].
type Opt struct{ X Expr }

// Rep is X repeated at least Min times: *X, 1*X.
type Rep struct {
	Min int
	X   Expr
}

// Lit is a terminal, written in quotes: "ftp://".
type Lit string

// Ref names another rule or a class.
type Ref string

func (Seq) expr() {}
func (Alt) expr() {}
func (Opt) expr() {}
func (Rep) expr() {}
func (Lit) expr() {}
func (Ref) expr() {}

// String writes the items separated by spaces, a choice among them in
// parentheses.
func (s Seq) String() string {
	parts := make([]string, len(s))
	for i, x := range s {
		parts[i] = x.String()
		if _, alt := x.(Alt); alt {
			parts[i] = "( " + parts[i] + " )"
		}
	}
	return strings.Join(parts, " ")
}

// String writes the alternatives separated by " | ".
func (a Alt) String() string {
	parts := make([]string, len(a))
	for i, x := range a {
		parts[i] = x.String()
	}
	return strings.Join(parts, " | ")
}

// String writes [ X ].
func (o Opt) String() string { return "[ " + o.X.String() + " ]" }

// String writes *X or n*X, X in brackets unless it is one name or
// terminal, as RFC 1738 writes "*[ uchar | ";" ]" and "1*digit".
func (r Rep) String() string {
	prefix := "*"
	if r.Min > 0 {
		prefix = strconv.Itoa(r.Min) + "*"
	}
	switch x := r.X.(type) {
	case Lit, Ref:
		return prefix + x.String()
	case Opt:
		return prefix + x.String()
	}
	return prefix + "[ " + r.X.String() + " ]"
}

// String writes the terminal in double quotes, and the double quote
// itself as RFC 822 does, <">.
func (l Lit) String() string {
	if l == `"` {
		return `<">`
	}
	return `"` + string(l) + `"`
}

// String writes the name.
func (r Ref) String() string { return string(r) }
