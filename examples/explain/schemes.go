package main

import (
	"github.com/urlsyntax/rfc1738/examples/explain/explaintool"
	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
)

// command is explain: the default parser, and -scheme for the schemes
// this module declares outside RFC 1738, as a scheme author would, with
// their generated parsers. A program of an author's own runs
// explaintool with its parser the same way (explaintool.Main).
var command = explaintool.Config{Extra: exampleschemes.All(), ExtraUsage: extraUsage}

// extraUsage is what the help says of -scheme.
const extraUsage = `also read the URLs of an example scheme declared outside
               RFC 1738, as a scheme author would, with its generated
               parser: ldap (RFC 4516), rtsp or rtspu (RFC 2326), from
               examples/newscheme; repeatable.
               Its URLs are then shown as RFC 1738's are: labels, table,
               trace, errors at the first impossible byte; -grammar
               adds its rules (ldapurl, rtsp_URL)
`
