// Package server serves the live page (examples/web): it builds a
// page's parser, a package main for GOOS=js GOARCH=wasm whose main is
// view.Main, to WebAssembly, and serves it with the page's own files
// (the page, its script, style and web worker, embedded here), Go's
// wasm_exec.js and the railroad diagrams of RFC 1738's grammar, on
// localhost. The page's server is Main(Wasm); a scheme author's is
// Main with the import path of their parser's package (see package
// view).
package server
