package railroad

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/gen"
)

// astNodes are zero values of the node types of package ast. Participle
// names a production after its Go type, so the name of each type is the
// name of a production in the EBNF, and grammar.Of tells its RFC
// production.
var astNodes = []ast.Node{
	&ast.URL{}, &ast.Scheme{}, &ast.IPSchemePart{}, &ast.OpaquePart{}, &ast.URLPath{},
	&ast.Login{}, &ast.User{}, &ast.Password{},
	&ast.HostPort{}, &ast.Host{}, &ast.Hostname{}, &ast.DomainLabel{}, &ast.TopLabel{},
	&ast.Hostnumber{}, &ast.Digits{}, &ast.Port{}, &ast.Fragment{},
	&ast.FilePart{},
	&ast.FTPPart{}, &ast.FPath{}, &ast.FSegment{}, &ast.FTPType{},
	&ast.GopherPart{}, &ast.GopherPath{}, &ast.GType{}, &ast.Selector{}, &ast.GopherSearch{}, &ast.GopherPlus{},
	&ast.HTTPPart{}, &ast.HPath{}, &ast.HSegment{}, &ast.Search{},
	&ast.MailtoPart{}, &ast.Encoded822Addr{},
	&ast.NewsPart{}, &ast.Article{}, &ast.Unique{}, &ast.Group{},
	&ast.NNTPPart{}, &ast.ArticleNumber{},
	&ast.ProsperoPart{}, &ast.PPath{}, &ast.PSegment{}, &ast.FieldSpec{}, &ast.FieldName{}, &ast.FieldValue{},
	&ast.TelnetPart{},
	&ast.WAISPart{}, &ast.Database{}, &ast.WType{}, &ast.WPath{},
}

// Productions returns the RFC production of each production name that
// the parsers' EBNF uses, from grammar.Of on the ast types. SchemePart,
// the interface that each parser's scheme parts make up, is RFC 1738's
// schemepart.
func Productions() map[string]grammar.Production {
	t := map[string]grammar.Production{"SchemePart": grammar.SchemePartP}
	for _, n := range astNodes {
		name := reflect.TypeOf(n).Elem().Name()
		p := grammar.Of(n)
		if p == grammar.GenericURL && name != "URL" {
			continue // grammar.Of knows nothing better
		}
		t[strings.ToUpper(name[:1])+name[1:]] = p
	}
	return t
}

// Tokens describes the lexer's tokens, in the order of their types, from
// the lexer itself: the characters grammar.Class puts in each class.
func Tokens() []TokenDoc {
	type sym struct {
		name string
		typ  lexer.TokenType
	}
	var syms []sym
	for name, typ := range grammar.Lexer.Symbols() {
		syms = append(syms, sym{name, typ})
	}
	sort.Slice(syms, func(i, j int) bool { return syms[i].typ < syms[j].typ })
	var out []TokenDoc
	for _, s := range syms {
		name := strings.ToLower(s.name)
		text, chars := "", false
		switch {
		case s.typ == lexer.EOF:
			text = "the end of the input"
		case s.name == "Escape":
			text = `"%" hex hex: a percent sign and two hexadecimal digits (0–9 A–F a–f), read as one token`
		default:
			text, chars = classText(s.typ), true
		}
		out = append(out, TokenDoc{Name: name, Text: text, Chars: chars})
	}
	return out
}

// classText lists the bytes of a token class: printable characters as
// themselves, others in hexadecimal; runs of three or more letters,
// digits or unprintable bytes as ranges.
func classText(typ lexer.TokenType) string {
	printable := func(b int) bool { return b > ' ' && b < 0x7f }
	show := func(b int) string {
		switch {
		case b == ' ':
			return "space (0x20)"
		case printable(b):
			return string(rune(b))
		}
		return fmt.Sprintf("0x%02X", b)
	}
	// kind groups the bytes a range may span; 0 is a byte of its own.
	kind := func(b int) int {
		switch {
		case 'A' <= b && b <= 'Z':
			return 1
		case 'a' <= b && b <= 'z':
			return 2
		case '0' <= b && b <= '9':
			return 3
		case !printable(b) && b != ' ':
			return 4
		}
		return 0
	}
	var parts []string
	for b := 0; b < 256; {
		if grammar.Class(byte(b)) != typ {
			b++
			continue
		}
		e := b
		for kind(b) != 0 && e+1 < 256 && grammar.Class(byte(e+1)) == typ && kind(e+1) == kind(b) {
			e++
		}
		if e-b >= 2 {
			parts = append(parts, show(b)+"–"+show(e))
		} else {
			for x := b; x <= e; x++ {
				parts = append(parts, show(x))
			}
		}
		b = e + 1
	}
	return strings.Join(parts, "  ")
}

// Grammars are the grammars a page draws: the generic syntax (EBNF of
// "") and each scheme's, by name. A *parser.Parser is one, with the
// schemes registered with it; BuiltIn is RFC 1738's, read from the tags
// of package ast's types without the parser.
type Grammars interface {
	EBNF(scheme string) string
	Schemes() []string
}

// BuiltIn is the Grammars of RFC 1738's own schemes (ast.Schemes), read
// from their parts' tags (gen.ReadURL): those parser.Default() has. It
// lets this package, under grammar/, draw them without importing
// package parser, which imports grammar.
var BuiltIn Grammars = builtIn{}

type builtIn struct{}

// EBNF returns the EBNF of scheme's grammar, the generic syntax's for a
// scheme RFC 1738 gives no production of its own.
func (builtIn) EBNF(scheme string) string {
	var g *gen.Grammar
	var err error
	if part := ast.PartOf(scheme); part != nil {
		g, err = gen.ReadURL(part)
	} else {
		g, err = gen.ReadURL(&ast.IPSchemePart{}, &ast.OpaquePart{})
	}
	if err != nil {
		return err.Error() // a built-in grammar that does not read: a bug, found by any test
	}
	return g.EBNF()
}

// Schemes returns RFC 1738's scheme names, sorted.
func (builtIn) Schemes() []string { return ast.Schemes() }

// RFC1738 returns the page of p's grammars: the generic syntax first,
// then each scheme's, in the order of RFC 1738's sections.
func RFC1738(p Grammars) (*Page, error) {
	cites := Productions()
	generic := Grammar{
		ID:    "generic",
		Title: "Generic URL syntax",
		Intro: "The syntax every URL shares (RFC 1738 sections 3.1 and 5): a scheme, a colon and a scheme part, " +
			"an ip-schemepart after \"//\" and opaque otherwise. A URL of a scheme without a production of its own is read by it.",
		EBNF: p.EBNF(""),
	}
	type scheme struct {
		Grammar
		section string
	}
	var schemes []scheme
	for _, name := range p.Schemes() {
		src := p.EBNF(name)
		prods, err := ParseEBNF(src)
		if err != nil {
			return nil, fmt.Errorf("railroad: scheme %s: %w", name, err)
		}
		s := scheme{Grammar: Grammar{ID: name, Title: name, EBNF: src}}
		s.Intro = "The " + name + " scheme: a URL whose scheme part must match the scheme's own production."
		for _, pr := range prods {
			if pr.Name != "SchemePart" {
				continue
			}
			if refs := References(pr.Expr); len(refs) == 1 {
				if c, ok := cites[refs[0]]; ok {
					s.section = c.Section
					s.Intro = fmt.Sprintf("The %s scheme: a URL whose scheme part must match %s, RFC 1738's %s (section %s).",
						name, refs[0], c.Name, c.Section)
				}
			}
		}
		schemes = append(schemes, s)
	}
	sort.SliceStable(schemes, func(i, j int) bool {
		return sectionLess(schemes[i].section, schemes[j].section)
	})
	page := &Page{
		Title: "RFC 1738 URL syntax: railroad diagrams",
		Intro: "Every production of the parsers of github.com/urlsyntax/rfc1738, drawn from the EBNF that " +
			"participle prints for each (parser.Default().EBNF). A production that several schemes share is drawn " +
			"once and linked. Generated by go generate ./docs; do not edit.",
		Grammars: []Grammar{generic},
		Tokens:   Tokens(),
		Cite: func(name string) (grammar.Production, bool) {
			c, ok := cites[name]
			return c, ok
		},
	}
	for _, s := range schemes {
		page.Grammars = append(page.Grammars, s.Grammar)
	}
	return page, nil
}

// sectionLess orders section numbers such as "3.2" and "3.10" by their
// numbers; an empty section sorts last.
func sectionLess(a, b string) bool {
	if a == "" || b == "" {
		return a != "" && b == ""
	}
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(as) && i < len(bs); i++ {
		x, _ := strconv.Atoi(as[i])
		y, _ := strconv.Atoi(bs[i])
		if x != y {
			return x < y
		}
	}
	return len(as) < len(bs)
}

// Generate returns the HTML page of the railroad diagrams of RFC 1738's
// grammars (BuiltIn, those of parser.Default()): what
// docs/railroad.html holds.
func Generate() ([]byte, error) {
	page, err := RFC1738(BuiltIn)
	if err != nil {
		return nil, err
	}
	return page.HTML()
}
