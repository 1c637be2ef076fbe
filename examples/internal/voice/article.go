package voice

import (
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
)

// An returns word after the English indefinite article it takes, for an
// English sentence: "an" before a vowel ("an abs_path"), "a" otherwise
// ("a rel_path", and "a url-path", whose "u" reads "you"). The angle
// bracket of a tag is skipped. In French it returns word alone: the
// French sentence has its own article, which agrees with the word.
func (v Voice) An(word string) string {
	if v.Lang == grammar.French {
		return word
	}
	w := strings.TrimPrefix(word, "<")
	if w != "" && strings.IndexByte("aeioAEIO", w[0]) >= 0 {
		return "an " + word
	}
	return "a " + word
}

// De returns word after the French preposition "de", elided before a
// vowel or a mute h, for a French sentence: "d'abs_path",
// "d'<emplacement réseau>", "de <mode>". In English it returns word
// alone.
func (v Voice) De(word string) string {
	if v.Lang != grammar.French {
		return word
	}
	w := strings.ToLower(strings.TrimPrefix(word, "<"))
	for _, p := range elided {
		if strings.HasPrefix(w, p) {
			return "d'" + word
		}
	}
	return "de " + word
}

// elided are the letters before which "de" is elided: the vowels,
// accented or not, and h, taken as mute.
var elided = []string{"a", "e", "i", "o", "u", "y", "h", "é", "è", "ê", "à", "â", "î", "ô", "û"}
