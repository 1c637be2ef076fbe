package explaintool

import (
	"reflect"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/parser"
)

// parser returns the parser of c's Options and of the Extra schemes
// given to -scheme; parser.Default when there are neither, which is built
// once.
func (c Config) parser(schemes *exampleschemes.Flag) (*parser.Parser, error) {
	if len(c.Options) == 0 && len(schemes.Names()) == 0 {
		return parser.Default(), nil
	}
	return parser.New(schemes.Options(c.Options)...)
}

// registered returns the schemes p reads by a production that is not
// RFC 1738's, in order of name: those of Config.Options, of Register
// and of -scheme. -grammar prints their rules. extra are the names
// -scheme added, whose section says so.
func registered(p *parser.Parser) []parser.Scheme {
	var out []parser.Scheme
	for _, name := range p.Schemes() {
		s, ok := p.Scheme(name)
		if !ok || !ownOf(s) {
			continue
		}
		out = append(out, s)
	}
	return out
}

// ownOf reports whether s is not one of RFC 1738's schemes as every
// parser has it: a scheme of its own, or one that replaced a built-in
// one with a part of another type.
func ownOf(s parser.Scheme) bool {
	builtIn := ast.PartOf(s.Name)
	return builtIn == nil || reflect.TypeOf(builtIn) != reflect.TypeOf(s.Part)
}
