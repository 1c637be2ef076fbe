package gen

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// automaton returns the Go source of the variable automaton<Unit>: the
// tables of the unit's automaton (BuildAutomaton), each state's row
// commented with the shortest input that reaches it.
func (e *emitter) automaton(u Unit) (string, error) {
	m, err := interp.BuildMachine(u.Grammar)
	if err != nil {
		return "", err
	}
	a := m.Automaton
	pkg := e.importPath("github.com/urlsyntax/rfc1738/grammar/automaton")
	var b strings.Builder
	fmt.Fprintf(&b, "\n// automaton%s is the automaton of unit %s's grammar, rooted at %s: it\n"+
		"// reads an input byte by byte, and reaches its dead state, 0, at the\n"+
		"// first byte that no valid input has there. %d states, %d byte classes.\n", u.Name, u.Name, u.Grammar.Root.Name, len(a.Final), a.Classes)
	fmt.Fprintf(&b, "var automaton%s = &%s.Automaton{\n", u.Name, pkg)
	b.WriteString("Class: [256]uint8{\n")
	// The rows after the last with a byte of another class than 0 are
	// left out, as an array literal makes them 0: those of the bytes
	// above 0x7f, which no URL holds.
	rows := 256
	for rows > 0 && [16]uint8(a.Class[rows-16:rows]) == [16]uint8{} {
		rows -= 16
	}
	for i := 0; i < rows; i += 16 {
		for j := i; j < i+16; j++ {
			fmt.Fprintf(&b, "%d, ", a.Class[j])
		}
		fmt.Fprintf(&b, "// %s\n", byteRange(i))
	}
	if rows < 256 {
		fmt.Fprintf(&b, "// %s to 0xff: 0\n", showByte(rows))
	}
	b.WriteString("},\n")
	fmt.Fprintf(&b, "Classes: %d,\n", a.Classes)
	b.WriteString("// The bytes of each class.\nBytes: []automaton.ByteSet{\n")
	for c, set := range a.Bytes {
		fmt.Fprintf(&b, "{%#x, %#x, %#x, %#x}, // %d: %s\n", set[0], set[1], set[2], set[3], c, classBytes(set))
	}
	b.WriteString("},\n")
	b.WriteString("// One row a state: the state after a byte of each class.\nNext: []uint16{\n")
	for st := range a.Final {
		fmt.Fprintf(&b, "// %d: %s\n", st, e.stateComment(m, st))
		for c := 0; c < a.Classes; c++ {
			fmt.Fprintf(&b, "%d, ", a.Next[st*a.Classes+c])
		}
		b.WriteString("\n")
	}
	b.WriteString("},\n")
	b.WriteString("Final: []bool{")
	for _, f := range a.Final {
		fmt.Fprintf(&b, "%t, ", f)
	}
	b.WriteString("},\nProd: []uint16{")
	for _, p := range a.Prod {
		fmt.Fprintf(&b, "%d, ", p)
	}
	fmt.Fprintf(&b, "},\nInWords: %d,\nIn: []uint64{", a.InWords)
	for _, w := range a.In {
		fmt.Fprintf(&b, "%#x, ", w)
	}
	b.WriteString("},\nProductions: []ast.Production{\n")
	e.importPath("github.com/urlsyntax/rfc1738/ast")
	for i, p := range m.Rules {
		lit := strings.TrimPrefix(e.productionExpr(p), e.importPath("github.com/urlsyntax/rfc1738/ast")+".Production")
		fmt.Fprintf(&b, "%s, // %d\n", lit, i)
	}
	b.WriteString("},\n}\n")
	return b.String(), nil
}

// stateComment says what state st of m is: the shortest input that reaches
// it, whether the input may end there, and its production.
func (e *emitter) stateComment(m *interp.Machine, st int) string {
	if st == 0 {
		return "dead: no valid input has the byte just read there"
	}
	a := m.Automaton
	s := "after " + strconv.Quote(m.Examples[st])
	if a.Final[st] {
		s += ", may end"
	}
	return s + "; in " + a.Productions[a.Prod[st]].Name
}

// productionExpr returns the Go expression of production p's
// ast.Production: a literal, which the compiler lays out as data, where
// calls to grammar.Of would run when the program starts.
func (e *emitter) productionExpr(p interp.Rule) string {
	switch p := p.(type) {
	case nil:
		return e.productionLiteral(grammar.EscapeP)
	case *interp.Union:
		if p.Type == schemePartType {
			return e.productionLiteral(grammar.SchemePartP)
		}
		return e.productionLiteral(ast.Production{Name: p.Name})
	case *interp.Struct:
		switch n := reflect.New(p.Type).Interface().(type) {
		case ast.Node:
			return e.productionLiteral(grammar.Of(n))
		case grammar.Declarer:
			return e.productionLiteral(n.Production())
		}
		return e.productionLiteral(ast.Production{Name: p.Name})
	}
	panic(fmt.Sprintf("gen: production %T", p))
}

// productionLiteral returns p as a Go composite literal.
func (e *emitter) productionLiteral(p ast.Production) string {
	var b strings.Builder
	b.WriteString(e.importPath("github.com/urlsyntax/rfc1738/ast") + ".Production{")
	fields := []struct{ name, value string }{{"Name", p.Name}, {"RFC", p.RFC}, {"Section", p.Section}, {"Rule", p.Rule}}
	sep := ""
	for _, f := range fields {
		if f.value != "" {
			fmt.Fprintf(&b, "%s%s: %q", sep, f.name, f.value)
			sep = ", "
		}
	}
	if p.Of != nil {
		fmt.Fprintf(&b, "%sOf: &%s", sep, e.productionLiteral(*p.Of))
	}
	b.WriteString("}")
	return b.String()
}

var schemePartType = reflect.TypeOf((*ast.SchemePart)(nil)).Elem()

// classBytes lists the bytes of a class for a comment, runs of
// consecutive bytes as ranges.
func classBytes(set automaton.ByteSet) string {
	var runs []string
	for lo := 0; lo < 256; lo++ {
		if !set.Has(byte(lo)) {
			continue
		}
		hi := lo
		for hi+1 < 256 && set.Has(byte(hi+1)) {
			hi++
		}
		switch {
		case hi == lo:
			runs = append(runs, showByte(lo))
		default:
			runs = append(runs, showByte(lo)+"-"+showByte(hi))
		}
		lo = hi
	}
	return strings.Join(runs, " ")
}

// showByte shows byte c in a comment: itself when printable, else in hex.
func showByte(c int) string {
	if c > ' ' && c < 0x7f {
		return string(rune(c))
	}
	return fmt.Sprintf("%#02x", c)
}

// byteRange names bytes i to i+15 for a comment.
func byteRange(i int) string {
	return showByte(i) + " to " + showByte(i+15)
}
