package view

import (
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/railroad"
	"github.com/urlsyntax/rfc1738/parser"
)

// Railroad returns the page of railroad diagrams that a page of p links
// its productions to, in lang: RFC 1738's grammar and, in sections of
// their own, the rules of the schemes p reads by parts that are not
// RFC 1738's (railroad.GenerateWith). The page's server serves it; for
// the default parser it is docs/railroad.html (or .fr.html).
func Railroad(lang grammar.Lang, p *parser.Parser) ([]byte, error) {
	return railroad.GenerateWith(lang, railroadSchemes(p))
}

// railroadSchemes returns p's registered schemes as the railroad page
// draws them.
func railroadSchemes(p *parser.Parser) []railroad.AuthorScheme {
	var out []railroad.AuthorScheme
	for _, s := range p.Registered() {
		out = append(out, railroad.AuthorScheme{Name: s.Name, Part: s.Part})
	}
	return out
}
