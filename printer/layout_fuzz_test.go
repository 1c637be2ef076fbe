package printer

import (
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// FuzzLayout holds the diagrams of any input to the layout properties
// of checkLayout: every node marked once, nothing overlapping, every mark
// below those that hold it, and the writers writing the lines laid out;
// under an error, for an input that is not a URL.
func FuzzLayout(f *testing.F) {
	for _, in := range layoutURLs {
		f.Add(in)
	}
	for _, in := range invalidLayoutURLs {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if len(in) > 4096 {
			return
		}
		u, err := parser.Parse(in)
		if err != nil {
			checkInvalid(t, in)
			return
		}
		checkLayout(t, in, u, -1, "")
	})
}
