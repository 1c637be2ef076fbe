package resolution

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A voice writes in one language, as explain's does: every sentence in
// both languages where it is used, the English first. Values go between
// ASCII quotes in English and between « and » in
// French, in sentences and tables alike, as the parser's French messages
// put them. French text has the no-break spaces of French typography,
// as every French output of the project writes them (grammar.FrenchSpaces):
// inside « and », and before ":", ";", "?" and "!", so that a line never
// breaks between a value and its guillemets or before a colon.
type voice struct{ lang grammar.Lang }

// s returns the sentence in v's language: in French, with its no-break
// spaces. The French sentence is written with plain spaces; values
// formatted into it (f) are not changed, as q spaces them itself.
func (v voice) s(en, fr string) string {
	if v.lang == grammar.French {
		return grammar.FrenchSpaces(fr)
	}
	return en
}

// f formats the sentence in v's language with args.
func (v voice) f(en, fr string, args ...any) string {
	return fmt.Sprintf(v.s(en, fr), args...)
}

// q quotes a value, in a sentence or a table: "/b/c/" in English,
// « /b/c/ » in French, with no-break spaces inside the guillemets. An
// empty value is said to be one. Each byte of a character that is not
// printable is shown as %XX (grammar.Quoted; a reference has none, an
// input that is not one may).
func (v voice) q(s string) string {
	if s == "" {
		return v.s(`"" (empty)`, "« » (vide)")
	}
	return grammar.Quoted(s, v.lang)
}

// an returns word after the English indefinite article it takes, for
// an English sentence: "an" before a vowel ("an abs_path"), "a"
// otherwise ("a rel_path", and "a url-path", whose "u" reads "you"). The
// angle bracket of a component's tag is skipped. In French it returns
// word alone: the French sentence has its own article.
func (v voice) an(word string) string {
	if v.lang == grammar.French {
		return word
	}
	w := strings.TrimPrefix(word, "<")
	if w != "" && strings.IndexByte("aeioAEIO", w[0]) >= 0 {
		return "an " + word
	}
	return "a " + word
}

// de returns word after the French preposition "de", elided before a
// vowel or a mute h, for a French sentence: "d'abs_path",
// "d'<emplacement réseau>", "de <mode>". In English it returns word
// alone.
func (v voice) de(word string) string {
	if v.lang != grammar.French {
		return word
	}
	w := strings.ToLower(strings.TrimPrefix(word, "<"))
	for _, p := range []string{"a", "e", "i", "o", "u", "y", "h", "é", "è", "ê", "à", "â", "î", "ô", "û"} {
		if strings.HasPrefix(w, p) {
			return "d'" + word
		}
	}
	return "de " + word
}

// the returns a component's tag with its French definite article, for a
// French sentence: "le <chemin>", "l'<emplacement réseau>", "les
// <paramètres>", "la <requête>". In English it returns the tag alone.
func (v voice) the(name string) string {
	tag := v.tag(name)
	if v.lang != grammar.French {
		return tag
	}
	switch name {
	case "net_loc":
		return "l'" + tag
	case "params":
		return "les " + tag
	case "query":
		return "la " + tag
	}
	return "le " + tag
}

// count writes a small number in words, as a sentence does ("two",
// "deux"), and a larger one in digits.
func (v voice) count(n int) string {
	en := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	fr := []string{"zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"}
	if n < 0 || n >= len(en) {
		return strconv.Itoa(n)
	}
	return v.s(en[n], fr[n])
}

// components are the six components of section 2.1, in its order:
//
//	<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>
var components = []string{"scheme", "net_loc", "path", "params", "query", "fragment"}

// frenchTags are the components' French names. RFC 1808 has no French
// text; the words follow the glossary's rules (package grammar): the
// note's own word for the scheme (mode), one French word for one idea
// (chemin, as for RFC 1738's paths; requête, the query that RFC 1738's
// searchpart is « une chaîne de requête » for).
var frenchTags = map[string]string{
	"scheme":   "mode",
	"net_loc":  "emplacement réseau",
	"path":     "chemin",
	"params":   "paramètres",
	"query":    "requête",
	"fragment": "fragment",
}

// tag is how sentences and tables write a component: "<net_loc>" as
// section 2.1 writes it, "<emplacement réseau>" in French, as explain
// writes the parts of the note's general form in its words.
func (v voice) tag(name string) string {
	if v.lang == grammar.French {
		return "<" + frenchTags[name] + ">"
	}
	return "<" + name + ">"
}

// section cites a section: "RFC 1808 section 4", "RFC 1808, section 4".
func (v voice) section(rfc, section string) string {
	return v.f("%s section %s", "%s, section %s", rfc, section)
}

// cite cites a production with its rule, as explain does.
func (v voice) cite(p ast.Production) string {
	return v.section(p.RFC, p.Section) + v.s(": ", " : ") + p.Rule
}

// nor joins words as a list whose last two are joined by "or" (English)
// or, after a negation, "ni" (French: « sans A, B ni C »).
func (v voice) nor(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + v.s(" or ", " ni ") + words[len(words)-1]
}

// and joins words as a list whose last two are joined by "and" or
// "et".
func (v voice) and(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + v.s(" and ", " et ") + words[len(words)-1]
}

// width is the number of columns s takes in a monospaced terminal: one a
// rune, for the text written here.
func width(s string) int { return utf8.RuneCountInString(s) }

// pad returns s followed by spaces up to n columns.
func pad(s string, n int) string {
	return s + strings.Repeat(" ", max(0, n-width(s)))
}

// span writes a byte span as explain's table does: "[7,17)".
func span(pos, end int) string { return "[" + strconv.Itoa(pos) + "," + strconv.Itoa(end) + ")" }
