package parser

import "github.com/urlsyntax/rfc1738/ast"

// The built-in schemes with a production of their own
// (productionSchemes), and each one's validator (builtinValidator) and
// texts (schemeTexts), are in zz_schemes.go, which nodegen writes from
// the //rfc:scheme directives of package ast's parts: a scheme's file of
// this package declares its validator and texts under the names that
// follow from its part's type, validateFTP and ftpTexts for FTPPart.

// sameKindScheme is a scheme that a later RFC defines as one of RFC
// 1738's under another name (ast.SameKindSchemes), with the production
// its errors cite.
type sameKindScheme struct {
	Scheme
	as         string // the RFC 1738 scheme it is read as: "http"
	production ast.Production
}

// sameKindSchemes are the schemes of ast.SameKindSchemes (https), each
// its RFC 1738 scheme's Scheme under its own name: the same part, so the
// same generated parser, automaton and validator.
var sameKindSchemes = func() []sameKindScheme {
	var out []sameKindScheme
	for _, k := range ast.SameKindSchemes() {
		for _, s := range productionSchemes {
			if s.Name == k.As {
				s.Name = k.Name
				out = append(out, sameKindScheme{s, k.As, k.Production})
			}
		}
	}
	return out
}()
