package main

import (
	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/examples/urlcheck/urlchecktool"
)

// main is urlcheck: the default parser, and -scheme for the schemes this
// module declares outside RFC 1738, as a scheme author would, with their
// generated parsers. A program of an author's own runs urlchecktool with
// its parser the same way (urlchecktool.Main).
func main() {
	urlchecktool.Config{Extra: exampleschemes.All(), ExtraUsage: extraUsage}.Main()
}

// extraUsage is what the help says of -scheme.
const extraUsage = "also read the URLs of an example `scheme` declared outside RFC 1738, as a scheme author would, with its generated parser: ldap (RFC 4516), rtsp or rtspu (RFC 2326), from examples/newscheme (repeatable)"
