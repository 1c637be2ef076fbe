//go:build js && wasm

// Command wasm is the parser of the live page, compiled to WebAssembly
// (GOOS=js GOARCH=wasm) by the page's server. It runs in the page's web
// worker (static/worker.js) and defines one function there,
//
//	rfc1738Explain(input, lang) string
//
// which returns the JSON form of view.Explain(input, lang): the labelled
// diagram, the tree and any error, for lang "en" or "fr".
package main

import (
	"syscall/js"

	"github.com/urlsyntax/rfc1738/examples/web/internal/view"
)

func main() {
	js.Global().Set("rfc1738Explain", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
			return `{"input":"","diagram":"rfc1738Explain(input, lang): two strings expected"}`
		}
		return view.Explain(args[0].String(), args[1].String()).JSONString()
	}))
	select {} // keep the function alive: the worker calls it for every keystroke
}
