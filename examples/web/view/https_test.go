package view

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
)

// update is the -update flag of the package's tests: with it, each test
// that compares with a golden file (testdata/*.golden, from the Results)
// rewrites it instead.
var update = flag.Bool("update", false, "rewrite the golden files of the tests that run, instead of comparing with them")

// httpsInputs are https inputs, which the page reads by http's
// production, named httpsurl (RFC 2818 section 2.4): a URL with its
// default port, and one with a login, which httpsurl has no place for.
var httpsInputs = []string{"https://www.iec.ch:443/a/b?x", "https://anon@www.iec.ch/"}

// TestHTTPSGolden compares the Results of https inputs, in English and
// French, with testdata/https-LANG.golden, indented JSON; go test
// -update rewrites them.
func TestHTTPSGolden(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		var b strings.Builder
		for _, in := range httpsInputs {
			out, err := json.MarshalIndent(Explain(in, lang), "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			b.Write(out)
			b.WriteString("\n")
		}
		path := filepath.Join("testdata", "https-"+lang+".golden")
		if *update {
			if err := os.MkdirAll("testdata", 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -update to create it)", err)
		}
		if got := b.String(); got != string(want) {
			t.Errorf("%s mismatch: %s", path, firstDifference(string(want), got))
		}
	}
}

// TestHTTPSNames checks what the golden files show: an https URL's part
// is httpsurl in the diagram, the tree, the JSON form and the list of
// productions, cited as RFC 2818 section 2.4 beside RFC 1738 section
// 3.3, and never httpurl but where its rule is cited; its grammar is
// http's section of the railroad pages.
func TestHTTPSNames(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		r := Explain(httpsInputs[0], lang)
		if r.Section != "http" {
			t.Errorf("%s: section %q, want http", lang, r.Section)
		}
		label := grammar.Label("httpsurl", langOf(lang)) // "URL https" in French
		for name, text := range map[string]string{"diagram": r.Diagram, "tree": r.Tree, "json": r.JSON} {
			if !strings.Contains(text, label) || strings.Contains(text, grammar.Label("httpurl", langOf(lang))+"\n") {
				t.Errorf("%s: the %s does not name httpsurl %q:\n%s", lang, name, label, text)
			}
		}
		found := false
		for _, p := range r.Productions {
			if p.Name == "httpurl" {
				t.Errorf("%s: production httpurl listed for an https URL", lang)
			}
			if p.Name == "httpsurl" {
				found = true
				if !strings.Contains(p.Cite, "RFC 2818") || !strings.Contains(p.Cite, "httpurl (RFC 1738") || len(p.Anchors) == 0 || p.Anchors[0] != "httpurl" {
					t.Errorf("%s: httpsurl %+v: want RFC 2818's cite beside httpurl's, drawn as httpurl", lang, p)
				}
			}
		}
		if !found {
			t.Errorf("%s: no httpsurl among the productions", lang)
		}
		if r.Table == nil || !strings.Contains(strings.Join(r.Table.Rows[0].Meaning, "\n"), "RFC 2818") {
			t.Errorf("%s: the scheme's row does not cite RFC 2818", lang)
		}
	}
}

// firstDifference says where two texts first differ, by line.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range min(len(w), len(g)) {
		if w[i] != g[i] {
			return fmt.Sprintf("line %d: want %q, got %q", i+1, w[i], g[i])
		}
	}
	return fmt.Sprintf("want %d lines, got %d", len(w), len(g))
}
