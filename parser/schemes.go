package parser

import "github.com/urlsyntax/rfc1738/ast"

// sectionFiveSchemes are the schemes of RFC 1738 section 3 whose productions
// section 5 gives. A scheme not listed here, nor in sameKindSchemes, is
// read by the generic syntax.
var sectionFiveSchemes = []Scheme{
	ftpScheme,      // section 3.2
	httpScheme,     // section 3.3
	gopherScheme,   // section 3.4
	mailtoScheme,   // section 3.5
	newsScheme,     // section 3.6
	nntpScheme,     // section 3.7
	telnetScheme,   // section 3.8
	waisScheme,     // section 3.9
	fileScheme,     // section 3.10
	prosperoScheme, // section 3.11
}

// builtinValidator returns the validator of RFC 1738's scheme name. The
// built-in Schemes hold none: only Validate and ParseWarnings, which
// report the warnings they find, call them (Parse finds only warnings in
// the trees it builds), so a program that only parses does not link them.
func builtinValidator(name string) func(*ast.URL) ErrorList {
	switch name {
	case "ftp":
		return validateFTP
	case "http":
		return validateHTTP
	case "gopher":
		return validateGopher
	case "mailto":
		return validateMailto
	case "news":
		return validateNews
	case "nntp":
		return validateNNTP
	case "telnet":
		return validateTelnet
	case "wais":
		return validateWAIS
	case "file":
		return validateFile
	case "prospero":
		return validateProspero
	}
	return nil
}

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
		for _, s := range sectionFiveSchemes {
			if s.Name == k.As {
				s.Name = k.Name
				out = append(out, sameKindScheme{s, k.As, k.Production})
			}
		}
	}
	return out
}()
