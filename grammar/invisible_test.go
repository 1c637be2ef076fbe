package grammar_test

import (
	"fmt"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
)

// shown are the format characters and spaces that Invisible leaves out,
// each because it shows a glyph or is typed and seen: they are those
// that Unicode's Default_Ignorable_Code_Point leaves out of the format
// characters, and U+0020.
var shown = []struct{ lo, hi rune }{
	{0x0020, 0x0020}, // the ASCII space, which a student types and sees
	// Prepended concatenation marks: an Arabic, Syriac or Kaithi sign
	// drawn across the digits after it.
	{0x0600, 0x0605}, {0x06DD, 0x06DD}, {0x070F, 0x070F},
	{0x0890, 0x0891}, {0x08E2, 0x08E2}, {0x110BD, 0x110BD}, {0x110CD, 0x110CD},
	// The interlinear annotation characters, which a text that does not
	// lay out annotations shows as glyphs.
	{0xFFF9, 0xFFFB},
	// The Egyptian hieroglyph format controls, which arrange the signs
	// around them and are shown as glyphs where they are not applied.
	{0x13430, 0x1343F},
}

// TestInvisibleCategories checks every format character (Unicode's Cf)
// and every space, line and paragraph separator (Zs, Zl, Zp) of the Go
// release's Unicode tables: each is Invisible or one of shown, and not
// both, so that a character a later Unicode adds is placed here. And no
// character of another category is Invisible.
func TestInvisibleCategories(t *testing.T) {
	isShown := func(r rune) bool {
		for _, s := range shown {
			if s.lo <= r && r <= s.hi {
				return true
			}
		}
		return false
	}
	var wrong []string
	for r := rune(0); r <= unicode.MaxRune; r++ {
		inCategory := unicode.In(r, unicode.Cf, unicode.Zs, unicode.Zl, unicode.Zp)
		switch inv := grammar.Invisible(r); {
		case inCategory && inv && isShown(r):
			wrong = append(wrong, fmt.Sprintf("%U: both Invisible and shown", r))
		case inCategory && !inv && !isShown(r):
			wrong = append(wrong, fmt.Sprintf("%U: neither Invisible nor shown", r))
		case !inCategory && (inv || isShown(r)):
			wrong = append(wrong, fmt.Sprintf("%U: neither a format character nor a space", r))
		}
	}
	if diff := cmp.Diff([]string(nil), wrong); diff != "" {
		t.Errorf("format characters and spaces Invisible places wrongly (-want +got):\n%s", diff)
	}
}
