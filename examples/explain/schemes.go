package main

import (
	"github.com/urlsyntax/rfc1738/examples/explain/explaintool"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap/ldapparse"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp/rtspparse"
	"github.com/urlsyntax/rfc1738/parser"
)

// command is explain: the default parser, and -scheme for the schemes
// this module declares outside RFC 1738, as a scheme author would, with
// their generated parsers. A program of an author's own runs
// explaintool with its parser the same way (explaintool.Main).
var command = explaintool.Config{Extra: exampleSchemes(), ExtraUsage: extraUsage}

// exampleSchemes are the registry entries of examples/newscheme.
func exampleSchemes() []parser.Scheme {
	return append([]parser.Scheme{ldapparse.Scheme()}, rtspparse.Schemes()...) // RFC 4516; RFC 2326's rtsp, rtspu
}

// extraUsage is what the help says of -scheme.
const extraUsage = `also read the URLs of an example scheme declared outside
               RFC 1738, as a scheme author would, with its generated
               parser: ldap (RFC 4516), rtsp or rtspu (RFC 2326), from
               examples/newscheme; repeatable.
               Its URLs are then shown as RFC 1738's are: labels, table,
               trace, errors at the first impossible byte; -grammar
               adds its rules (ldapurl, rtsp_URL)
`
