package grammar

import (
	"strings"
)

// nbsp is U+00A0 NO-BREAK SPACE.
const nbsp = "\u00a0"

// FrenchSpaces returns French text s with the no-break spaces of French
// typography: the space after « and before », and the space before the
// high punctuation ":", ";", "?" and "!", become U+00A0 NO-BREAK SPACE,
// so that a line is never broken between a value and its guillemets or
// before a colon. Only a space already there is replaced: s is written
// with plain spaces, as the source literals are, and the rule is applied
// once, where French text is output (the parser's messages, the
// printer's labels, explain's prose, the railroad page). A BNF rule
// needs no care: it never has a space before ":", ";", "?" or "!" but
// in "::=", where the space becomes U+00A0, which is harmless. Applying
// FrenchSpaces twice gives the same text as applying it once.
func FrenchSpaces(s string) string {
	var b strings.Builder
	done := 0 // s[:done] is in b
	for i := 0; i+1 < len(s); i++ {
		switch {
		case s[i] == ' ' && strings.IndexByte(":;?!", s[i+1]) >= 0, strings.HasPrefix(s[i:], " »"):
			b.WriteString(s[done:i])
			b.WriteString(nbsp)
			done = i + 1
		case strings.HasPrefix(s[i:], "« "):
			b.WriteString(s[done : i+len("«")])
			b.WriteString(nbsp)
			i += len("«")
			done = i + 1
		}
	}
	if done == 0 {
		return s
	}
	b.WriteString(s[done:])
	return b.String()
}
