package explaintool

import (
	"bytes"
	"strings"
	"testing"
)

// TestErrorLineIsNoURL checks that the first line of an error's diagram
// and of a trace, which show a byte that is not printable ASCII, is no
// URL when the input is none: a raw tab is not drawn as the valid escape
// "%09" that the error's note says to write.
func TestErrorLineIsNoURL(t *testing.T) {
	for _, in := range []string{"gopher://h/1sel\tsearch", "http://h/caf\u00e9", "\u201chttp://www.iec.ch\u201d", "http://h/a\xffb"} {
		for _, mode := range [][]string{{"-lang", "en"}, {"-lang", "fr"}, {"-lang", "en", "-trace=full"}} {
			var stdout, stderr bytes.Buffer
			run(append(mode, in), &stdout, &stderr)
			first, _, _ := strings.Cut(stdout.String(), "\n")
			if _, err := parseURL(first); err == nil || !strings.Contains(first, "⟨%") {
				t.Errorf("explain %q %q: first line %q is a URL, or shows no ⟨%%XX⟩", mode, in, first)
			}
		}
	}
}
