package printer_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// jsonURLs are URLs whose JSON forms hold every escape encoding/json
// writes: decoded octets 00-FF (control bytes, '"', '\\', invalid
// UTF-8), U+2028 and U+2029, and the scheme's production with nodePos.
var jsonURLs = func() []string {
	var all strings.Builder
	for b := 0; b < 256; b++ {
		fmt.Fprintf(&all, "%%%02X", b)
	}
	return []string{
		"http://h/" + all.String(), "http://h/%E2%80%A8%E2%80%A9%E2%80%AA/%C3%A9",
		"ftp://u:p@h:21/a;type=d", "prospero://h/p;a=%22;=", "news:a@b", "mailto:a%5C@b",
		"gopher://h/1a%09b", "x:%26%3C%3E",
	}
}()

// TestJSONAsEncoding checks that FprintJSON writes what encoding/json's
// Encoder, indented by two spaces and without HTML escaping, writes of
// JSONTree, in both languages.
func TestJSONAsEncoding(t *testing.T) {
	for _, in := range jsonURLs {
		checkJSONAsEncoding(t, in)
	}
}

func checkJSONAsEncoding(t *testing.T, in string) {
	t.Helper()
	u, err := parser.Parse(in)
	if err != nil {
		return
	}
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		c := &printer.DiagramConfig{Lang: lang}
		var want bytes.Buffer
		e := json.NewEncoder(&want)
		e.SetEscapeHTML(false)
		e.SetIndent("", "  ")
		if err := e.Encode(c.JSONTree(u)); err != nil {
			t.Fatal(err)
		}
		var got strings.Builder
		if err := c.FprintJSON(&got, u); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want.String(), got.String()); diff != "" {
			t.Errorf("%s %q (-encoding/json +FprintJSON):\n%s", lang, in, diff)
		}
	}
}

// FuzzJSONAsEncoding holds FprintJSON to encoding/json on any URL.
func FuzzJSONAsEncoding(f *testing.F) {
	for _, in := range jsonURLs {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		checkJSONAsEncoding(t, in)
	})
}
