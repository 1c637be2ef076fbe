package main

import (
	"bytes"
	"fmt"
	goast "go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"strings"

	"github.com/urlsyntax/rfc1738/grammar/internal/tagsyntax"
)

// reservedChars are the reserved characters of section 2.2, which a
// production's text may allow or not: the only ones on which the
// productions of text differ (the unreserved are allowed in all, the
// unsafe in none).
const reservedChars = ";/?:@&="

// componentType is the type of the constants of the root package that
// name a production of text, each after the node type of package ast
// that declares it: rfc1738.InHSegment after ast.HSegment.
const componentType = "Component"

// componentPrefix begins the name of every constant of componentType;
// the rest is the name of the node type it is named after. The prefix
// keeps a constant from sharing its name with that node type, and makes
// a call read as what it does: Escape(s, InHSegment).
const componentPrefix = "In"

// componentsOf returns the names of the constants of type Component
// that file declares, in order. Each must be componentPrefix followed
// by a name.
func componentsOf(file string) ([]string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, d := range f.Decls {
		g, ok := d.(*goast.GenDecl)
		if !ok || g.Tok != token.CONST || len(g.Specs) == 0 {
			continue
		}
		if first, ok := g.Specs[0].(*goast.ValueSpec); !ok || typeString(first.Type) != componentType {
			continue
		}
		for _, s := range g.Specs {
			for _, n := range s.(*goast.ValueSpec).Names {
				if !n.IsExported() {
					continue
				}
				if !isComponentName(n.Name) {
					return nil, fmt.Errorf("%s: constant %s of type %s is not named %s and the node type of its production", file, n.Name, componentType, componentPrefix)
				}
				out = append(out, n.Name)
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s declares no constants of type %s", file, componentType)
	}
	return out, nil
}

// isComponentName reports whether name is componentPrefix followed by
// an exported name: InHSegment, not Inside or HSegment.
func isComponentName(name string) bool {
	rest, ok := strings.CutPrefix(name, componentPrefix)
	return ok && goast.IsExported(rest)
}

// reservedOf returns the reserved characters the tag of leaf n lets its
// text hold, in the order of reservedChars: those it names, all of them
// where it names the class Reserved. What a lookahead names is read by
// no text, so it does not count.
func reservedOf(e *tagsyntax.Expr) string {
	set := map[byte]bool{}
	var walk func(e *tagsyntax.Expr)
	walk = func(e *tagsyntax.Expr) {
		switch {
		case e.Kind == tagsyntax.Look:
			return
		case e.Kind == tagsyntax.Ident && e.Text == "Reserved":
			for i := 0; i < len(reservedChars); i++ {
				set[reservedChars[i]] = true
			}
		case e.Kind == tagsyntax.Lit && len(e.Text) == 1 && strings.IndexByte(reservedChars, e.Text[0]) >= 0:
			set[e.Text[0]] = true
		}
		for _, s := range e.Subs {
			walk(s)
		}
	}
	walk(e)
	var b strings.Builder
	for i := 0; i < len(reservedChars); i++ {
		if set[reservedChars[i]] {
			b.WriteByte(reservedChars[i])
		}
	}
	return b.String()
}

// component is a Component named after a leaf of package ast.
type component struct {
	name     string // "InHSegment", the constant's: componentPrefix and the node type's
	reserved string // the reserved characters its text allows
	prod     string // its production, as the root package names it: "ast.HSegmentP"
}

// componentsFor returns the components of names that p declares a leaf
// for, named as the constant without componentPrefix; the others
// (InUchar) are named after no node.
func componentsFor(p *pkg, names []string) ([]component, error) {
	byName := map[string]*node{}
	for _, n := range p.nodes {
		byName[n.name] = n
	}
	var out []component
	for _, name := range names {
		n := byName[strings.TrimPrefix(name, componentPrefix)]
		if n == nil {
			continue
		}
		e, err := parseTags(n.fields)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %v", n.pos, n.name, err)
		}
		if leafField(n, e) == "" {
			return nil, fmt.Errorf("%s: %s names %s, which is no leaf of text", n.pos, componentType, n.name)
		}
		c := component{name: name, reserved: reservedOf(e)}
		ps, own, err := productionsOf(n)
		switch {
		case err != nil:
			return nil, err
		case own != "":
			c.prod = "ast." + own
		case len(ps) == 1 && ps[0].grammarName != "":
			c.prod = "grammar." + ps[0].grammarName
		default:
			return nil, fmt.Errorf("%s: %s declares no production", n.pos, n.name)
		}
		out = append(out, c)
	}
	return out, nil
}

// escapeOut is the file emitEscape's output is written to, beside the
// file it reads.
const escapeOut = "zz_components.go"

// emitEscape returns the file of the root package that gives each
// Component that file declares the reserved characters its text allows
// and its production, read from the node type of p it is named after.
func emitEscape(p *pkg, file string) ([]byte, error) {
	names, err := componentsOf(file)
	if err != nil {
		return nil, err
	}
	cs, err := componentsFor(p, names)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString("// Code generated by nodegen from package ast's node types and escape.go's Components; DO NOT EDIT.\n\npackage rfc1738\n\nimport (\n\t\"github.com/urlsyntax/rfc1738/ast\"\n")
	for _, c := range cs {
		if strings.HasPrefix(c.prod, "grammar.") {
			b.WriteString("\t\"github.com/urlsyntax/rfc1738/grammar\"\n")
			break
		}
	}
	b.WriteString(")\n\n")
	b.WriteString("// reserved is indexed by Component: the reserved characters (section\n// 2.2) that the text of each component's production allows unescaped,\n// read from the tag of the node type of package ast the component is\n// named after. A component named after no node (InUchar) allows none.\n// Unreserved characters are allowed in all of them, and grammar.Class\n// tells which they are.\nvar reserved = [numComponents]string{\n")
	for _, c := range cs {
		fmt.Fprintf(&b, "\t%s: %q,\n", c.name, c.reserved)
	}
	b.WriteString("}\n\n// componentProduction returns the production c stands for: that of\n// the node type of package ast it is named after, or else\n// nodelessProduction's. A switch, not a table: a table of copies of the\n// productions would be made when a program starts.\nfunc componentProduction(c Component) ast.Production {\n\tswitch c {\n")
	for _, c := range cs {
		fmt.Fprintf(&b, "\tcase %s:\n\t\treturn %s\n", c.name, c.prod)
	}
	b.WriteString("\t}\n\treturn nodelessProduction(c)\n}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("formatting the escape file: %v\n%s", err, b.Bytes())
	}
	return src, nil
}
