//go:build js && wasm

// Command wasm is the parser of the live page, compiled to WebAssembly
// (GOOS=js GOARCH=wasm) by the page's server. It runs in the page's web
// worker (static/worker.js) and defines two functions there,
//
//	rfc1738Explain(input, lang) string
//	rfc1738Resolve(base, input, lang) string
//
// which return the JSON form of view.Explain(input, lang), the labelled
// diagram, the tree, any error, the table of the parts, the canonical
// form and what net/url reads, for lang "en" or "fr"; and of
// view.Resolve(base, input, lang), the same for the URL that input, a
// reference, resolves to against base by RFC 1808, with the steps.
package main

import (
	"syscall/js"

	"github.com/urlsyntax/rfc1738/examples/web/internal/view"
)

func main() {
	js.Global().Set("rfc1738Explain", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if !allStrings(args, 2) {
			return `{"input":"","diagram":"rfc1738Explain(input, lang): two strings expected"}`
		}
		return view.Explain(args[0].String(), args[1].String()).JSONString()
	}))
	js.Global().Set("rfc1738Resolve", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if !allStrings(args, 3) {
			return `{"input":"","diagram":"rfc1738Resolve(base, input, lang): three strings expected"}`
		}
		return view.Resolve(args[0].String(), args[1].String(), args[2].String()).JSONString()
	}))
	select {} // keep the functions alive: the worker calls them for every keystroke
}

// allStrings reports whether args are n strings.
func allStrings(args []js.Value, n int) bool {
	if len(args) != n {
		return false
	}
	for _, a := range args {
		if a.Type() != js.TypeString {
			return false
		}
	}
	return true
}
