//go:build js && wasm

// Command wasm is the parser of the live page, compiled to WebAssembly
// (GOOS=js GOARCH=wasm) by the page's server. It runs in the page's web
// worker (static/worker.js), where view.Main defines the functions the
// page calls (see view.Page.Serve). Its parser reads RFC 1738's schemes
// and the examples of examples/newscheme, LDAP (RFC 4516) and RTSP (RFC
// 2326), as a scheme author's page reads theirs.
package main

import (
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap/ldapparse"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp/rtspparse"
	"github.com/urlsyntax/rfc1738/examples/web/view"
	"github.com/urlsyntax/rfc1738/parser"
)

func main() {
	opts := []parser.Option{parser.WithScheme(ldapparse.Scheme())}
	for _, s := range rtspparse.Schemes() {
		opts = append(opts, parser.WithScheme(s))
	}
	view.Main(opts...)
}
