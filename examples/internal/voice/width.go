package voice

import (
	"strings"
	"unicode/utf8"
)

// Width is the number of columns s takes in a monospaced terminal: one a
// rune, for the text the teaching tools write, which has no wide or
// combining characters of its own.
func Width(s string) int { return utf8.RuneCountInString(s) }

// Pad returns s followed by spaces up to n columns, so that the columns
// of a table line up in either language.
func Pad(s string, n int) string {
	return s + strings.Repeat(" ", max(0, n-Width(s)))
}
