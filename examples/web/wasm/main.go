//go:build js && wasm

// Command wasm is the parser of the live page, compiled to WebAssembly
// (GOOS=js GOARCH=wasm) by the page's server. It runs in the page's web
// worker (static/worker.js) and defines two functions there,
//
//	rfc1738Explain(input, lang, trace) string
//	rfc1738Resolve(base, input, lang, trace) string
//
// which return the JSON form of view.ExplainWith(input, lang, opts),
// the labelled diagram, the tree, any error, the table of the parts, the
// canonical form and what net/url reads, for lang "en" or "fr", and the
// trace when trace is "summary" or "full" (opts.Trace; "" for none, the
// argument may be left out); and of view.ResolveWith(base, input, lang,
// opts), the same for the URL that input, a reference, resolves to
// against base by RFC 1808, with the steps.
package main

import (
	"syscall/js"

	"github.com/urlsyntax/rfc1738/examples/web/internal/view"
)

func main() {
	js.Global().Set("rfc1738Explain", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if !allStrings(args, 2) && !allStrings(args, 3) {
			return `{"input":"","diagram":"rfc1738Explain(input, lang, trace): strings expected"}`
		}
		return view.ExplainWith(args[0].String(), args[1].String(), options(args[2:])).JSONString()
	}))
	js.Global().Set("rfc1738Resolve", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if !allStrings(args, 3) && !allStrings(args, 4) {
			return `{"input":"","diagram":"rfc1738Resolve(base, input, lang, trace): strings expected"}`
		}
		return view.ResolveWith(args[0].String(), args[1].String(), args[2].String(), options(args[3:])).JSONString()
	}))
	select {} // keep the functions alive: the worker calls them for every keystroke
}

// options reads the optional last argument, the trace asked for.
func options(args []js.Value) view.Options {
	if len(args) == 0 {
		return view.Options{}
	}
	return view.Options{Trace: args[0].String()}
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
