package railroad

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/alecthomas/participle/v2/ebnf"
)

// Linker gives the target and tooltip of a reference in a diagram: a
// production (token false) or a lexer token (token true), by the name the
// EBNF gives it. An empty href leaves the box unlinked.
type Linker func(name string, token bool) (href, title string)

// Production is one production of an EBNF grammar as participle prints
// it: its name, its line of EBNF and the expression parsed from it.
type Production struct {
	Name string
	Text string // the line "Name = expression ." exactly as printed
	Expr *ebnf.Expression
}

// ParseEBNF parses the EBNF that participle's Parser.String prints, one
// production a line, with participle's own EBNF parser. Each production
// keeps its line as printed.
func ParseEBNF(src string) ([]Production, error) {
	g, err := ebnf.ParseString(src)
	if err != nil {
		return nil, err
	}
	var lines []string
	for _, l := range strings.Split(src, "\n") {
		if strings.TrimSpace(l) != "" {
			lines = append(lines, strings.TrimSpace(l))
		}
	}
	if len(lines) != len(g.Productions) {
		return nil, fmt.Errorf("railroad: %d productions on %d lines; want one a line", len(g.Productions), len(lines))
	}
	out := make([]Production, len(g.Productions))
	for i, p := range g.Productions {
		if !strings.HasPrefix(lines[i], p.Production+" ") {
			return nil, fmt.Errorf("railroad: line %d is not production %s: %q", i+1, p.Production, lines[i])
		}
		out[i] = Production{Name: p.Production, Text: lines[i], Expr: p.Expression}
	}
	return out, nil
}

// FromEBNF returns the diagram of an EBNF expression. Alternatives
// become a choice, a group's "?" an optional, "*" and "+" repetitions,
// "(?= )" and "(?! )" lookahead frames; quoted literals become terminals,
// <token>s tokens and names nonterminals, linked by link (which may be
// nil).
func FromEBNF(e *ebnf.Expression, link Linker) Node {
	if link == nil {
		link = func(string, bool) (string, string) { return "", "" }
	}
	return fromExpr(e, link)
}

func fromExpr(e *ebnf.Expression, link Linker) Node {
	alts := make([]Node, len(e.Alternatives))
	for i, s := range e.Alternatives {
		alts[i] = fromSeq(s, link)
	}
	return Choice(alts...)
}

func fromSeq(s *ebnf.Sequence, link Linker) Node {
	items := make([]Node, len(s.Terms))
	for i, t := range s.Terms {
		items[i] = fromTerm(t, link)
	}
	return Sequence(items...)
}

func fromTerm(t *ebnf.Term, link Linker) Node {
	var n Node
	switch {
	case t.Name != "":
		href, _ := link(t.Name, false)
		n = NonTerminal(t.Name, href)
	case t.Literal != "":
		n = Terminal(literalText(t.Literal))
	case t.Token != "":
		href, title := link(t.Token, true)
		n = Token(t.Token, href, title)
	case t.Group != nil:
		n = fromExpr(t.Group.Expr, link)
		switch t.Group.Lookahead {
		case ebnf.LookaheadAssertionPositive:
			n = Lookahead(false, n)
		case ebnf.LookaheadAssertionNegative:
			n = Lookahead(true, n)
		}
	default:
		n = Skip{}
	}
	if t.Negation {
		n = &Frame{Item: n, Label: "~ any token but", Class: "negation"}
	}
	switch t.Repetition {
	case "?":
		n = Optional(n)
	case "*":
		n = ZeroOrMore(n)
	case "+":
		n = OneOrMore(n)
	case "!":
		n = &Frame{Item: n, Label: "! non-empty", Class: "nonempty"}
	}
	return n
}

// literalText is what a terminal box shows for a quoted literal: its
// text, unless that would hide something (a space, a control character,
// nothing at all), in which case the literal as quoted.
func literalText(quoted string) string {
	s, err := strconv.Unquote(quoted)
	if err != nil || s == "" {
		return quoted
	}
	for _, r := range s {
		if !unicode.IsGraphic(r) || unicode.IsSpace(r) {
			return quoted
		}
	}
	return s
}

// References returns the names of the productions e refers to, each
// once, in the order they first appear.
func References(e *ebnf.Expression) []string {
	var out []string
	seen := map[string]bool{}
	var expr func(*ebnf.Expression)
	expr = func(e *ebnf.Expression) {
		for _, s := range e.Alternatives {
			for _, t := range s.Terms {
				switch {
				case t.Name != "":
					if !seen[t.Name] {
						seen[t.Name] = true
						out = append(out, t.Name)
					}
				case t.Group != nil:
					expr(t.Group.Expr)
				}
			}
		}
	}
	expr(e)
	return out
}
