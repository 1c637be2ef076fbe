package memtest

import (
	"encoding/json"
	"net/url"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// A Case is one input and what the rows need of it, made before they
// are measured.
type Case struct {
	In      string
	Text    bool               // In is a text of quotes
	U       *ast.URL           // nil when In is no URL
	JSON    []byte             // In as a JSON string
	NetURL  *url.URL           // net/url's reading of In, nil when it has none
	Err     *parser.Error      // why In is no URL
	Prefix  *ast.URL           // the longest prefix that parses, when In is no URL
	Trace   *interp.Trace      // In's trace
	Base    *parser.Base       // In as a base
	Res     *parser.Resolution // "g" against In
	List    parser.ErrorList   // Validate's findings on U
	JSONLen int                // the size of U's JSON form

	QuoteErrs []*parser.QuoteError // the errors of the quotes of a text, fresh for each row
	Findings  []parser.Finding     // what Find finds in In, fresh for each row
}

// Unlimited parses without the default limit, for the rows of functions
// that take a parser.
var Unlimited = mustParser(parser.MaxLength(0))

// Interpreted parses as Unlimited does, with the grammar's interpreter.
var Interpreted = mustParser(parser.MaxLength(0), parser.Interpret())

// mustParser returns parser.New(opts...), which must not fail.
func mustParser(opts ...parser.Option) *parser.Parser {
	p, err := parser.New(opts...)
	if err != nil {
		panic(err)
	}
	return p
}

// NewCase makes the input of sh of about n bytes, and what the rows
// need of it.
func NewCase(sh Shape, n int) *Case {
	c := &Case{In: sh.Make(n), Text: sh.Text}
	if c.Text {
		return c
	}
	c.JSON, _ = json.Marshal(c.In)
	u, err := Unlimited.Parse(c.In)
	c.U = u
	if c.U == nil {
		c.Err, _ = err.(*parser.Error)
		if c.Err != nil {
			c.Prefix = printer.ParsedPrefix(c.In, c.Err.Offset, c.Err.End, Unlimited.Parse)
		}
	} else {
		c.List = Unlimited.Validate(c.U)
		var w Counter
		_ = (*printer.DiagramConfig)(nil).FprintJSON(&w, c.U)
		c.JSONLen = w.N
	}
	if nu, err := url.Parse(c.In); err == nil {
		c.NetURL = nu
	}
	c.Trace, _ = Unlimited.Trace(c.In)
	c.Base, _ = Unlimited.ParseBase(c.In)
	c.Res, _ = Unlimited.Resolve(c.In, "g")
	return c
}

// Counter is an io.Writer that counts what it is given, and keeps none.
type Counter struct{ N int }

// Write counts p.
func (w *Counter) Write(p []byte) (int, error) { w.N += len(p); return len(p), nil }
