//go:build js && wasm

package view

import (
	"fmt"
	"syscall/js"

	"github.com/urlsyntax/rfc1738/parser"
)

// Main is the main function of the page's parser compiled to
// WebAssembly (GOOS=js GOARCH=wasm), the page's or a scheme author's:
// it serves the page New(opts...) makes (Serve). A page's wasm package
// is that line:
//
//	func main() { view.Main(parser.WithScheme(imap.Scheme())) }
//
// When New fails, the page's functions answer its error.
func Main(opts ...parser.Option) {
	pg, err := New(opts...)
	if err != nil {
		failed := fmt.Sprintf(`{"input":"","diagram":%q}`, "the page's parser: "+err.Error())
		answer := js.FuncOf(func(js.Value, []js.Value) any { return failed })
		js.Global().Set("rfc1738Explain", answer)
		js.Global().Set("rfc1738Resolve", answer)
		js.Global().Set("rfc1738Exercise", js.FuncOf(func(js.Value, []js.Value) any { return `{}` }))
		select {}
	}
	pg.Serve()
}

// Serve defines the functions that the page's web worker
// (static/worker.js) calls,
//
//	rfc1738Explain(input, lang, trace) string
//	rfc1738Resolve(base, input, lang, trace) string
//	rfc1738Exercise(broken, answer, expected) string
//
// which return the JSON form of pg.Explain(input, lang, opts), the
// labelled diagram, the tree, any error, the table of the parts, the
// canonical form and what net/url reads, for lang "en" or "fr", and the
// trace when trace is "summary" or "full" (opts.Trace; "" for none, the
// argument may be left out); and of pg.Resolve(base, input, lang, opts),
// the same for the URL that input, a reference, resolves to against
// base by RFC 1808, with the steps; and of pg.Exercise, the verdict on
// a student's answer to the exercise of broken, expected being a JSON
// array of the exercise's expected answers. It does not return: the worker calls
// the functions for every keystroke.
func (pg *Page) Serve() {
	js.Global().Set("rfc1738Explain", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if !allStrings(args, 2) && !allStrings(args, 3) {
			return `{"input":"","diagram":"rfc1738Explain(input, lang, trace): strings expected"}`
		}
		return pg.Explain(args[0].String(), args[1].String(), options(args[2:])).JSONString()
	}))
	js.Global().Set("rfc1738Resolve", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if !allStrings(args, 3) && !allStrings(args, 4) {
			return `{"input":"","diagram":"rfc1738Resolve(base, input, lang, trace): strings expected"}`
		}
		return pg.Resolve(args[0].String(), args[1].String(), args[2].String(), options(args[3:])).JSONString()
	}))
	js.Global().Set("rfc1738Exercise", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if !allStrings(args, 3) {
			return `{}`
		}
		return pg.ExerciseJSON(args[0].String(), args[1].String(), args[2].String())
	}))
	select {}
}

// options reads the optional last argument, the trace asked for.
func options(args []js.Value) Options {
	if len(args) == 0 {
		return Options{}
	}
	return Options{Trace: args[0].String()}
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
