// The page's web worker: it runs the parser, compiled to WebAssembly
// from ../wasm, and answers each of the page's requests with the JSON of
// view.ExplainWith, or of view.ResolveWith when the page has a base URL;
// with the trace when the page asks for it (its trace panel is open).
// wasm_exec.js is Go's own, served from the GOROOT of the go command
// that built main.wasm, so the two always match.
"use strict";

importScripts("wasm_exec.js");

const go = new Go();
const ready = WebAssembly.instantiateStreaming(fetch("main.wasm"), go.importObject)
  .then((r) => {
    go.run(r.instance); // main registers rfc1738Explain and rfc1738Resolve, then waits for calls
  });

onmessage = (ev) => {
  const { id, input, base, lang, trace } = ev.data;
  ready.then(() => {
    const start = performance.now();
    const json = base ? self.rfc1738Resolve(base, input, lang, trace || "") : self.rfc1738Explain(input, lang, trace || "");
    const result = JSON.parse(json);
    postMessage({ id, result, ms: performance.now() - start });
  }).catch((err) => {
    postMessage({ id, error: String(err && err.message || err) });
  });
};
