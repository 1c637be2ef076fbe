// Package server serves the live page (examples/web): it builds a
// page's parser, a package main for GOOS=js GOARCH=wasm whose main is
// view.Main, to WebAssembly, and serves it with the page's own files
// (the page, its script, style and web worker, embedded here), Go's
// wasm_exec.js and the railroad diagrams of the parser's grammar (RFC
// 1738's and RFC 1808's, and a scheme author's own rules: view.Railroad),
// on localhost. The page's server is Main(Wasm, its parser's options); a
// scheme author's is Main with the import path of their parser's
// package and the same options (see package view).
package server
