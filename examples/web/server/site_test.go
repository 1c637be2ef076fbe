package server

import (
	"bytes"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/internal/term"
)

// TestServe checks what the server serves, without a browser.
func TestServe(t *testing.T) {
	srv := httptest.NewServer(testSite(t))
	defer srv.Close()
	for _, tt := range []struct {
		path, ctype, has string
	}{
		{"/", "text/html; charset=utf-8", `<input type="text" id="url"`},
		{"/", "text/html; charset=utf-8", `<input type="text" id="base"`},
		{"/index.html", "text/html; charset=utf-8", `<script src="app.js" defer></script>`},
		{"/", "text/html; charset=utf-8", `<table id="parts" class="parts">`},
		{"/", "text/html; charset=utf-8", `<section class="panel" id="neturl-panel" hidden>`},
		{"/", "text/html; charset=utf-8", `<code id="canonical" class="canonical">`},
		{"/app.js", "text/javascript; charset=utf-8", `new Worker("worker.js")`},
		{"/app.js", "text/javascript; charset=utf-8", `history.replaceState(`},
		{"/worker.js", "text/javascript; charset=utf-8", `importScripts("wasm_exec.js")`},
		{"/worker.js", "text/javascript; charset=utf-8", `self.rfc1738Resolve(base, input, l, tr)`},
		{"/style.css", "text/css; charset=utf-8", "pre.mono"},
		{"/wasm_exec.js", "text/javascript; charset=utf-8", "globalThis.Go"},
		{"/main.wasm", "application/wasm", "\x00asm"},
		{"/schemes.json", "application/json", `{"scheme":"ldap","production":"ldapurl","rfc":"RFC 4516","section":"2"}`}, // what the page's introduction names
		{"/railroad.html", "text/html; charset=utf-8", `<html lang="en">`},
		{"/railroad.html", "text/html; charset=utf-8", `<section class="rule" id="ftpurl">`},
		{"/railroad.html", "text/html; charset=utf-8", `<section class="rule" id="ldap:ldapurl">`}, // the page parser's own schemes
		{"/railroad.fr.html", "text/html; charset=utf-8", `<section class="rule" id="rtsp:rtsp_URL">`},
		{"/railroad.html", "text/html; charset=utf-8", `id="generic-HostPort"`}, // the ids of before the RFC's grammar
		{"/railroad.html", "text/html; charset=utf-8", `<a href="railroad.fr.html" hreflang="fr"`},
		{"/railroad.fr.html", "text/html; charset=utf-8", `<html lang="fr">`},
		{"/railroad.fr.html", "text/html; charset=utf-8", "<h1>Syntaxe des URL de la RFC 1738\u00a0: diagrammes syntaxiques</h1>"},
		{"/railroad.fr.html", "text/html; charset=utf-8", `<section class="rule" id="ftpurl">`},
		{"/railroad.fr.html", "text/html; charset=utf-8", `id="generic-HostPort"`},
		{"/railroad.fr.html", "text/html; charset=utf-8", `<a href="railroad.html" hreflang="en"`},
	} {
		res, err := http.Get(srv.URL + tt.path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != tt.ctype || !bytes.Contains(body, []byte(tt.has)) {
			t.Errorf("GET %s: %s, %q, %d bytes; want 200, %q and %q in the body", tt.path, res.Status,
				res.Header.Get("Content-Type"), len(body), tt.ctype, tt.has)
		}
		if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("GET %s: Content-Security-Policy %q keeps the page to nothing", tt.path, csp)
		}
	}
	for _, p := range []string{"/nope", "/static/app.js", "/../go.mod", "/wasm/main.go", "/railroad.de.html", "/docs/railroad.fr.html"} {
		res, err := http.Get(srv.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: %s, want 404", p, res.Status)
		}
	}
	res, err := http.Post(srv.URL+"/", "text/plain", strings.NewReader("x"))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /: %s, want 405", res.Status)
	}
}

// TestNothingRawReachesTheTerminal checks that the errors that repeat
// an argument (an unknown flag, a value -addr cannot listen on) write
// what a terminal acts on escaped, and show it.
func TestNothingRawReachesTheTerminal(t *testing.T) {
	const hostile = "\x1b]0;PWNED\a\x1b[31m\r\x00\x7f\u009b\x9b\u202e\u2066\u200e"
	const shown = `\x1b]0;PWNED\a\x1b[31m\r\x00\x7f\u009b\x9b\u202e\u2066\u200e`
	for _, args := range [][]string{{"-" + hostile}, {"-addr=x", hostile}, {hostile}, {"-addr"}} {
		var out, errOut bytes.Buffer
		if args[0] == "-addr" {
			// What run reports when -addr is no address: net.Listen's
			// error, which main writes with fail.
			_, err := net.Listen("tcp", "127.0.0.1:99999"+hostile)
			fail(&errOut, err)
		} else if err := Run(args, &out, &errOut, Wasm); err != nil {
			fail(&errOut, err)
		}
		for _, o := range []struct{ name, out string }{{"stdout", out.String()}, {"stderr", errOut.String()}} {
			if i := term.FirstRaw(o.out); i >= 0 {
				t.Errorf("web %q writes on %s %q at %d:\n%s", args, o.name, o.out[i:min(i+8, len(o.out))], i, term.Escape(o.out))
			}
		}
		if !strings.Contains(errOut.String(), shown) {
			t.Errorf("web %q does not show %q:\n%s", args, shown, term.Escape(errOut.String()))
		}
	}
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{{"extra"}, {"-nope"}} {
		var out, errOut bytes.Buffer
		if err := Run(args, &out, &errOut, Wasm); err != ErrUsage {
			t.Errorf("Run(%q) = %v, want ErrUsage", args, err)
		}
		if errOut.Len() == 0 {
			t.Errorf("run(%q) wrote nothing on stderr", args)
		}
	}
}
