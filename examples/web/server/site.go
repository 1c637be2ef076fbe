package server

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/urlsyntax/rfc1738/examples/web/view"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/railroad"
	"github.com/urlsyntax/rfc1738/parser"
)

// static holds the page's own files: the page, its script and style,
// and the web worker that runs the parser.
//
//go:embed static
var static embed.FS

const (
	thisModule = "github.com/urlsyntax/rfc1738/examples/web"
	rootModule = "github.com/urlsyntax/rfc1738"
)

// Wasm is the import path of the page's own parser, examples/web/wasm:
// RFC 1738's schemes, LDAP's and RTSP's.
const Wasm = thisModule + "/wasm"

// railroadLangs are the languages of the railroad diagrams the site
// serves, each under its page's name (railroad.FileName):
// /railroad.html, /railroad.fr.html. The two have the same ids, so that
// the page's frame keeps its place when the language changes.
var railroadLangs = []grammar.Lang{grammar.English, grammar.French}

// A site is the page's files, held in memory and served by ServeHTTP.
type site struct {
	files   map[string]file // by URL path: "/", "/main.wasm"
	started time.Time
}

type file struct {
	data  []byte
	ctype string
}

// buildSite builds the parser, the package wasm (an import path), to
// WebAssembly with the go command on PATH (GOOS=js GOARCH=wasm go build
// wasm, in a temporary directory) and gathers what the page serves with
// it: the static files; Go's wasm_exec.js, from the GOROOT of that same
// go command, so that it matches the compiler; and the railroad diagrams
// of p's grammar in English and in French (railroadLangs): for the
// default parser, the pages of docs/ (railroad.Generate), and for a
// scheme author's, those with the author's rules (view.Railroad).
// p must be the parser wasm's main builds, or the page's links to the
// diagrams of its own rules land nowhere. The go command runs in the
// current directory, which must be in a module that requires this one
// and wasm's (examples/web or below, for the page's own). Progress goes
// to log.
func buildSite(ctx context.Context, log io.Writer, wasm string, p *parser.Parser) (*site, error) {
	dir, err := goOutput(ctx, "", nil, "list", "-m", "-f", "{{.Dir}}", rootModule)
	if err != nil {
		return nil, fmt.Errorf("finding the module %s (run this from a module that requires it): %w", rootModule, err)
	}
	if strings.TrimSpace(dir) == "" {
		return nil, fmt.Errorf("finding the module %s: go list -m printed no directory", rootModule)
	}

	s := &site{files: map[string]file{}, started: time.Now()}
	err = fs.WalkDir(static, "static", func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		data, err := static.ReadFile(p)
		s.add(strings.TrimPrefix(p, "static"), data)
		return err
	})
	if err != nil {
		return nil, err
	}
	s.files["/"] = s.files["/index.html"]
	schemes, err := json.Marshal(view.RegisteredSchemes(p))
	if err != nil {
		return nil, err
	}
	s.add("/schemes.json", schemes)

	for _, lang := range railroadLangs {
		page, err := view.Railroad(lang, p)
		if err != nil {
			return nil, fmt.Errorf("the railroad diagrams: %w", err)
		}
		s.add("/"+railroad.FileName(lang), page)
	}

	goroot, err := goOutput(ctx, "", nil, "env", "GOROOT")
	if err != nil {
		return nil, err
	}
	goroot = strings.TrimSpace(goroot)
	var execJS []byte
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} { // Go 1.24 moved it to lib
		if execJS, err = os.ReadFile(filepath.Join(goroot, filepath.FromSlash(p))); err == nil {
			break
		}
	}
	if err != nil {
		return nil, fmt.Errorf("wasm_exec.js, in the GOROOT of the go command: %w", err)
	}
	s.add("/wasm_exec.js", execJS)

	tmp, err := os.MkdirTemp("", "rfc1738-web-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "main.wasm")
	start := time.Now()
	fmt.Fprintf(log, "building the parser: GOOS=js GOARCH=wasm go build -o main.wasm %s\n", wasm)
	if _, err := goOutput(ctx, "", []string{"GOOS=js", "GOARCH=wasm"},
		"build", "-trimpath", "-ldflags=-s -w", "-o", out, wasm); err != nil {
		return nil, err
	}
	built, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	s.add("/main.wasm", built)
	fmt.Fprintf(log, "built main.wasm (%.1f MB) in %.1fs\n", float64(len(built))/1e6, time.Since(start).Seconds())
	return s, nil
}

// goOutput runs the go command in dir (the current directory when
// empty) with env added to the environment, and returns its standard
// output; an error carries its standard error.
func goOutput(ctx context.Context, dir string, env []string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	if env != nil {
		cmd.Env = append(os.Environ(), env...)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %w\n%s", strings.Join(args, " "), err, stderr.Bytes())
	}
	return string(out), nil
}

var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".wasm": "application/wasm",
	".json": "application/json",
}

func (s *site) add(name string, data []byte) {
	s.files[name] = file{data: data, ctype: contentTypes[path.Ext(name)]}
}

// csp keeps every page, and the worker, to this server: nothing comes
// from the network. WebAssembly needs 'wasm-unsafe-eval'; the railroad
// page has its style inline.
const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data:; frame-ancestors 'self'; form-action 'none'; base-uri 'none'"

// ServeHTTP serves the site's files, and nothing else, to GET and HEAD.
func (s *site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	f, ok := s.files[r.URL.Path]
	if !ok {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	h.Set("Content-Type", f.ctype)
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-cache") // a rebuilt parser is fetched anew
	http.ServeContent(w, r, "", s.started, bytes.NewReader(f.data))
}
