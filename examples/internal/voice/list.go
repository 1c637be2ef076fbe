package voice

import "strings"

// And joins words as a list whose last two are joined by "and" ("et"):
// "a, b and c".
func (v Voice) And(words []string) string { return list(words, v.S(" and ", " et ")) }

// Or joins words as a list whose last two are joined by "or" ("ou").
func (v Voice) Or(words []string) string { return list(words, v.S(" or ", " ou ")) }

// Nor joins words as a list whose last two are joined by "or" in
// English and, after a negation, "ni" in French, which says « sans A, B
// ni C » where English says "without A, B or C".
func (v Voice) Nor(words []string) string { return list(words, v.S(" or ", " ni ")) }

// list joins words with commas, the last two with conj.
func list(words []string, conj string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + conj + words[len(words)-1]
}
