package resolution

import (
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
)

// the returns a component's tag with its French definite article, for a
// French sentence: "le <chemin>", "l'<emplacement réseau>", "les
// <paramètres>", "la <requête>". In English it returns the tag alone.
// The genders are the components' own, which the glossary does not say.
func the(v voice.Voice, name string) string {
	tag := v.Tag(name)
	if v.Lang != grammar.French {
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
