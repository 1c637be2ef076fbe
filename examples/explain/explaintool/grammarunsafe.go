package explaintool

import (
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
)

// unsafeRules are the rules of section 5 that hold the characters
// section 2.2 calls unsafe, but the space, which none holds.
var unsafeRules = []string{"national", "punctuation"}

// unsafeChars are the characters section 2.2 calls unsafe, after the
// space, in its order: "<" and ">", the quote mark, "#", "%", then
// those "gateways and other transport agents are known to sometimes
// modify".
var unsafeChars = []string{"<", ">", `"`, "#", "%", "{", "}", "|", `\`, "^", "~", "[", "]", "`"}

// proseClass returns the rules that hold the characters of a class that
// RFC 1738's prose names and section 5 writes no rule of, and the line
// that says what it is, for -grammar: "unsafe" (section 2.2), which is
// neither a misspelling of safe nor its complement. It returns nil when
// name is no such class.
func (b *book) proseClass(name string) ([]*entry, string) {
	name = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(name), "<"), ">")
	if !strings.EqualFold(name, "unsafe") {
		return nil, ""
	}
	var found []*entry
	for _, r := range unsafeRules {
		if e := b.of[b.builtIn.Rule(r)]; e != nil {
			found = append(found, e)
		}
	}
	v := b.v
	chars := make([]string, len(unsafeChars))
	for i, c := range unsafeChars {
		chars[i] = grammar.Quoted(c, v.Lang)
	}
	line := v.F(`# %s: section 2.2's name for the characters that "must always be encoded within a URL", not a rule: the space, which no rule of section 5 holds, and %s, which %s hold`,
		"# %s : nom que donne la section 2.2 aux caractères qui « doivent toujours être encodés dans une URL » (traduit de la RFC 1738), et non une règle : l'espace, qu'aucune règle de la section 5 ne contient, et %s, que contiennent %s",
		"unsafe", v.And(chars), v.And(unsafeRules))
	return found, line
}
