package view

import (
	"sync"

	"github.com/urlsyntax/rfc1738/parser"
)

// A Page computes what the live page shows, with its parser: RFC
// 1738's schemes, and a scheme author's too, whose URLs the page shows
// as RFC 1738's (the diagram, the tree, the table of the parts, the
// errors, the trace, the resolution). It is safe for concurrent use.
type Page struct {
	p *parser.Parser
}

// New returns a page whose parser parser.New builds from opts, reading
// no input longer than MaxLength: opts are a scheme author's
// parser.WithScheme, for instance. With none, the parser reads RFC
// 1738's schemes and those registered with parser.Register.
func New(opts ...parser.Option) (*Page, error) {
	p, err := parser.New(append([]parser.Option{parser.MaxLength(MaxLength)}, opts...)...)
	if err != nil {
		return nil, err
	}
	return &Page{p: p}, nil
}

// defaultPage is the page of Explain and Resolve: New with no options,
// made the first time it is asked for.
var defaultPage = sync.OnceValue(func() *Page {
	pg, err := New()
	if err != nil {
		panic(err) // parser.New of no scheme of an author's cannot fail
	}
	return pg
})
