package explaintool

import (
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
// RFC 1738's, in order of name (parser.Parser.Registered): those of
// Config.Options, of Register and of -scheme. -grammar prints their
// rules.
func registered(p *parser.Parser) []parser.Scheme { return p.Registered() }
