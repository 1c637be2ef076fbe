package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
)

// otherURLNote: the error of a scheme the library does not know, whose
// scheme part starts with "//", and which section 5's grammar alone
// would accept: genericurl = scheme ":" schemepart, and schemepart =
// *xchar | ip-schemepart, so "x-foo://a:b:c/" is also *xchar. The
// library reads such a "//" as section 3.1's common Internet syntax, as
// that section's prose says, and as package parser's documentation
// states among its readings; the note says that this is a reading, on
// which the error rests, and what section 5 alone would make of it.
func otherURLNote(c *noteContext) *Note {
	colon := c.colon()
	if c.e.Scheme.Name != "" || colon <= 0 || c.e.Offset <= colon || !strings.HasPrefix(c.input[colon+1:], "//") || !isXchars(c.input[colon+1:]) {
		return nil
	}
	return c.keep(note(NoteCommonSyntax, colon+1, grammar.SchemePartP, c))
}

// isXchars reports whether s is *xchar: letters, digits, safe, extra
// and reserved characters, and escapes.
func isXchars(s string) bool {
	for i := 0; i < len(s); i++ {
		switch grammar.Class(s[i]) {
		case grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, grammar.Reserved:
			continue
		}
		if !grammar.EscapeAt(s, i) {
			return false
		}
		i += 2
	}
	return true
}
