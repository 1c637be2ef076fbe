// Package exampleschemes lists the schemes that examples/newscheme
// declares outside RFC 1738, as a scheme author would, with their
// generated parsers: the schemes that the -scheme flag of the example
// commands (explain, urlcheck) adds to their parser.
package exampleschemes

import (
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap/ldapparse"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp/rtspparse"
	"github.com/urlsyntax/rfc1738/parser"
)

// All returns the registry entries of examples/newscheme: ldap (RFC
// 4516), rtsp and rtspu (RFC 2326).
func All() []parser.Scheme {
	return append([]parser.Scheme{ldapparse.Scheme()}, rtspparse.Schemes()...)
}

// Options returns a WithScheme option for each of All's schemes: the
// parser of the live page, and of its server's railroad diagrams.
func Options() []parser.Option {
	var opts []parser.Option
	for _, s := range All() {
		opts = append(opts, parser.WithScheme(s))
	}
	return opts
}
