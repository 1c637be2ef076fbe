package printer

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// ParsedPrefix returns the tree of the part of input that parsed, for
// FprintError to show under a syntax error, calling parse at most once:
// the caller's parser, such as parser.Parse (this package imports
// none). So a program that shows an input that is not a URL parses it
// at most twice, once to find the error and once here. It returns nil
// when it finds no part that parses, or when parse is nil.
//
// For a syntax error, pass parser.Error's ValidPrefix as offset and end
// true: input[:offset] is then the longest prefix of input that is a
// URL, which ParsedPrefix parses (nothing when offset is 0: no URL is
// empty).
//
// With end false, offset is an error's offset and the part to show is
// guessed, for a parser that does not report its valid prefix or an
// error of a validator: ParsedPrefix parses the text before the last
// delimiter ahead of offset, the last of "/", ":", "@", ";", "?", ".",
// "%" and "-", which starts the piece the error is in ("http://www.iec.ch"
// of "http://www.iec.ch:a", where a port is digits). When that is no URL
// either it returns nil, and FprintError shows no part; it may also be a
// URL shorter than the longest.
//
// Offsets outside [0, len(input)] are clamped to it.
func ParsedPrefix(input string, offset int, end bool, parse func(string) (*ast.URL, error)) *ast.URL {
	if parse == nil {
		return nil
	}
	k := max(0, min(offset, len(input)))
	if !end {
		k = lastDelimiter(input[:k])
	}
	if k <= 0 { // no URL is empty
		return nil
	}
	if u, err := parse(input[:k]); err == nil && u != nil {
		return u
	}
	return nil
}

// lastDelimiter returns the offset of the last byte of s that ends a
// piece of a URL (see ParsedPrefix), and -1 when there is none.
func lastDelimiter(s string) int {
	return strings.LastIndexAny(s, "/:@;?.%-")
}
