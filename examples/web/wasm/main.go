//go:build js && wasm

// Command wasm is the parser of the live page, compiled to WebAssembly
// (GOOS=js GOARCH=wasm) by the page's server. It runs in the page's web
// worker (static/worker.js), where view.Main defines the functions the
// page calls (see view.Page.Serve). Its parser reads RFC 1738's schemes
// and the examples of examples/newscheme, LDAP (RFC 4516) and RTSP (RFC
// 2326), as a scheme author's page reads theirs.
package main

import (
	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/examples/web/view"
)

// main's parser is the server's (examples/web's main), whose railroad
// diagrams draw the same schemes.
func main() { view.Main(exampleschemes.Options()...) }
