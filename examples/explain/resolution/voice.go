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
// both languages where it is used, the English first. Values inside a
// French sentence go between « and », as the parser's French messages
// put them; the tables quote texts as Go does in both languages, as
// explain's part table does.
type voice struct{ lang grammar.Lang }

// s returns the sentence in v's language.
func (v voice) s(en, fr string) string {
	if v.lang == grammar.French {
		return fr
	}
	return en
}

// f formats the sentence in v's language with args.
func (v voice) f(en, fr string, args ...any) string {
	return fmt.Sprintf(v.s(en, fr), args...)
}

// q quotes a value inside a sentence: "/b/c/" in English, « /b/c/ » in
// French. An empty value is said to be one. Bytes that are not
// printable ASCII are escaped as Go escapes them (a reference has none;
// an input that is not one may).
func (v voice) q(s string) string {
	if s == "" {
		return v.s(`"" (empty)`, "« » (vide)")
	}
	if v.lang != grammar.French {
		return strconv.QuoteToASCII(s)
	}
	inner := strconv.QuoteToASCII(s)
	return "« " + strings.ReplaceAll(inner[1:len(inner)-1], `\"`, `"`) + " »"
}

// quoted quotes a text in a table, as explain's part table does.
func (v voice) quoted(s string) string {
	if s == "" {
		return `""` + v.s(" (empty)", " (vide)")
	}
	return strconv.QuoteToASCII(s)
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

// width is the number of columns s takes in a monospaced terminal: one a
// rune, for the text written here.
func width(s string) int { return utf8.RuneCountInString(s) }

// pad returns s followed by spaces up to n columns.
func pad(s string, n int) string {
	return s + strings.Repeat(" ", max(0, n-width(s)))
}

// span writes a byte span as explain's table does: "[7,17)".
func span(pos, end int) string { return "[" + strconv.Itoa(pos) + "," + strconv.Itoa(end) + ")" }
