// Command web serves the live page of RFC 1738 URL syntax on localhost:
// a text box where each keystroke redraws the labelled diagram of the
// URL typed, its syntax tree and any error at its position (its
// message, notes and the scheme's rule once, wrapped), in English or
// French, beside the railroad diagrams of the grammar; the table of its
// parts that explain prints (each part's text, decoded text, production
// and meaning, and what the URL leaves out: the scheme's default port,
// ...); its canonical form; and a side panel with what Go's net/url
// (RFC 3986) reads in the same text, field by field, with a sentence for
// each reason the two differ. Pointing at a part, in the diagram, the
// table or the tree, lights it up in all three, in the URL, and in the
// railroad frame (its rule and the boxes that lead to it). The page's
// address holds what is typed, #url=...&base=...&lang=fr, so that it can
// be shared: it loads the page in that state, and follows each
// keystroke without adding to the history. An optional
// second box takes a base URL: the text typed is then a reference,
// resolved against the base by RFC 1808, and the page shows how, as
// explain -base does (the reference's parts, each step of section 4 that
// applied and what it inherited from the base), then the resolved URL
// as it shows any URL. The parser is this repository's Go library
// compiled to WebAssembly, running in the browser; nothing is fetched
// from the network.
//
// From the repository's root:
//
//	cd examples/web && go run .
//
// It builds the WebAssembly at start-up (GOOS=js GOARCH=wasm go build
// ./wasm, which takes a few seconds the first time and is cached after)
// and prints the page's address, http://127.0.0.1:8080/ unless -addr
// says otherwise. examples/web is a module of its own, so that what the
// page's test needs (chromedp) is not downloaded by the library's users.
package main

import (
	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/examples/web/server"
)

// main's parser options are those of the page's parser (server.Wasm),
// so that the railroad diagrams draw the schemes the page reads.
func main() { server.Main(server.Wasm, exampleschemes.Options()...) }
