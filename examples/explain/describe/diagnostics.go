package describe

import (
	"errors"

	"github.com/urlsyntax/rfc1738/parser"
)

// Diagnostics returns the parser's diagnostics in err, in input order:
// those of an ErrorList, or the one *parser.Error; nil for any other
// error. explain, its trace and the live page read errors through it.
func Diagnostics(err error) []*parser.Error {
	var list parser.ErrorList
	var one *parser.Error
	switch {
	case errors.As(err, &list):
		return list
	case errors.As(err, &one):
		return []*parser.Error{one}
	}
	return nil
}
