// The page's web worker: it runs the parser, compiled to WebAssembly
// from ../wasm, and answers each of the page's requests with the JSON of
// view.ExplainWith, or of view.ResolveWith when the page has a base URL;
// with the trace when the page asks for it (its trace panel is open),
// in one language or both, and with the verdict on an exercise's answer.
// wasm_exec.js is Go's own, served from the GOROOT of the go command
// that built main.wasm, so the two always match.
"use strict";

importScripts("wasm_exec.js");

const go = new Go();
const ready = WebAssembly.instantiateStreaming(fetch("main.wasm"), go.importObject)
  .then((r) => {
    go.run(r.instance); // main registers rfc1738Explain and rfc1738Resolve, then waits for calls
  });

// A request in both languages ("both") is answered in English, with the
// French answer in its field fr; a request with an exercise, with the
// verdict on the input as its answer (view.Page.Exercise).
onmessage = (ev) => {
  const { id, input, base, lang, trace, exercise } = ev.data;
  ready.then(() => {
    const start = performance.now();
    const explain = (l, tr) => JSON.parse(base ? self.rfc1738Resolve(base, input, l, tr) : self.rfc1738Explain(input, l, tr));
    const result = explain(lang === "both" ? "en" : lang, trace || "");
    if (lang === "both") result.fr = explain("fr", trace || ""); // the trace too: each panel in both languages
    if (exercise) {
      result.exercise = JSON.parse(self.rfc1738Exercise(exercise.broken, input, JSON.stringify(exercise.expected || [])));
    }
    postMessage({ id, result, ms: performance.now() - start });
  }).catch((err) => {
    postMessage({ id, error: String(err && err.message || err) });
  });
};
