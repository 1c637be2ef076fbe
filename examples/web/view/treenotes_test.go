package view

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTreeNotes checks the lines under the tree: the table's line on
// ⟨%XX⟩ where a decoded text of the tree shows a byte so, and the UTF-8
// reading's line where one shows a character of UTF-8, in English and
// in French; neither where the tree shows neither, whatever the table
// shows; and both under the tree of the part of an input that parsed,
// which has no table.
func TestTreeNotes(t *testing.T) {
	const (
		hiddenEn = "(in a decoded text, ⟨%XX⟩ gives in hexadecimal a byte, or the bytes of a character, that is not printable or would pass for the ASCII space; %XX alone is the three characters)"
		hiddenFr = "(dans un texte décodé, ⟨%XX⟩ donne en hexadécimal un octet, ou les octets d'un caractère, non imprimable ou qu'on prendrait pour l'espace ASCII\u00a0; %XX seul, ces trois caractères)"
		utf8En   = "(a decoded text shows octets that form UTF-8 as their characters: a reading, since RFC 1738 names no character set for the octets an escape encodes)"
		utf8Fr   = "(un texte décodé montre les octets qui forment de l'UTF-8 comme leurs caractères\u00a0: une lecture, car la RFC 1738 ne nomme aucun jeu de caractères pour les octets qu'encode un échappement)"
	)
	type notes struct{ Hidden, UTF8 string }
	for _, tc := range []struct {
		in, lang string
		want     notes
	}{
		{"http://www.iec.ch/a%09b", "en", notes{hiddenEn, ""}},
		{"http://www.iec.ch/a%09b", "fr", notes{hiddenFr, ""}},
		{"http://www.iec.ch/caf%C3%A9", "en", notes{"", utf8En}},
		{"http://www.iec.ch/caf%C3%A9", "fr", notes{"", utf8Fr}},
		{"ftp://ftp.iec.ch/caf%C3%A9%0A", "en", notes{hiddenEn, utf8En}},
		// No escape, or one that decodes to printable ASCII ("%09" from
		// %2509): no line.
		{"http://www.iec.ch/a%3Bb%2509", "en", notes{}},
		{"ftp://ftp.iec.ch/pub/doc.txt;type=a", "fr", notes{}},
		// A no-break space, which would read as a space, is shown by its
		// bytes, ⟨%C2%A0⟩, in the tree as in the table: no character of
		// UTF-8 is shown.
		{"http://www.iec.ch/a%C2%A0b", "en", notes{hiddenEn, ""}},
		// The part that parsed, which has no table.
		{"http://www.iec.ch/a%09caf%C3%A9 b", "en", notes{hiddenEn, utf8En}},
	} {
		r := Explain(tc.in, tc.lang)
		if diff := cmp.Diff(tc.want, notes{r.TreeHidden, r.TreeUTF8}); diff != "" {
			t.Errorf("%s (%s): the lines under the tree (-want +got):\n%s", tc.in, tc.lang, diff)
		}
		// The line on ⟨%XX⟩ is there exactly when the tree shows one.
		if shows := strings.Contains(r.Tree, "⟨%"); shows != (r.TreeHidden != "") {
			t.Errorf("%s (%s): the tree shows ⟨%%XX⟩: %v, with the line %q:\n%s", tc.in, tc.lang, shows, r.TreeHidden, r.Tree)
		}
	}
	// The same words as the table's, declared once.
	r := Explain("ftp://ftp.iec.ch/caf%C3%A9%0A", "fr")
	if r.Table == nil {
		t.Fatal("ftp://ftp.iec.ch/caf%C3%A9%0A has no table")
	}
	if diff := cmp.Diff(notes{r.Table.Hidden, r.Table.UTF8}, notes{r.TreeHidden, r.TreeUTF8}); diff != "" {
		t.Errorf("the lines under the tree differ from the table's (-table +tree):\n%s", diff)
	}
}

// TestTreeNotesEscapes checks which escapes give the tree its lines:
// those of a control, of DEL and of a byte above 7F, in either case of
// hex digit, the line on ⟨%XX⟩, or the UTF-8 reading's for a character
// of UTF-8; not those of printable ASCII, in a node of its own or
// beside one that shows a byte.
func TestTreeNotesEscapes(t *testing.T) {
	type notes struct{ Hidden, UTF8 bool }
	hidden, utf8, none := notes{Hidden: true}, notes{UTF8: true}, notes{}
	for _, tc := range []struct {
		path string
		want notes
	}{
		{"a%00", hidden}, {"%1f", hidden}, {"%1F", hidden}, {"%7F", hidden}, {"%7f", hidden},
		{"%80", hidden}, {"%FF", hidden}, {"%c3%a9", utf8}, {"%C3%A9/%09", notes{true, true}},
		{"%20", none}, {"%41", none}, {"%7E", none}, {"%2509", none}, {"a/b", none},
		{"%41/b/%09", hidden}, {"%41/%c3%a9", utf8},
	} {
		in := "http://www.iec.ch/" + tc.path
		r := Explain(in, "en")
		if diff := cmp.Diff(tc.want, notes{r.TreeHidden != "", r.TreeUTF8 != ""}); diff != "" {
			t.Errorf("%s: the lines under the tree (-want +got):\n%s", in, diff)
		}
	}
}

// TestEscapesUnshown checks which escapes make the tree worth reading
// for its lines: those of a control, of DEL and of a byte above 7F, in
// either case of hex digit; not those of printable ASCII, nor a "%"
// that starts no escape. The escape of each of the 256 bytes is one
// exactly when the byte alone, decoded, is not shown as it is.
func TestEscapesUnshown(t *testing.T) {
	var got []string
	for _, s := range []string{"a%00", "%1f", "%1F", "%20", "%41", "%7E", "%7F", "%7f", "%80", "%c3%a9", "%FF", "%2509", "%G0", "%0", "100%"} {
		if escapesUnshown(s) {
			got = append(got, s)
		}
	}
	want := []string{"a%00", "%1f", "%1F", "%7F", "%7f", "%80", "%c3%a9", "%FF"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("escapes that may show as ⟨%%XX⟩ or UTF-8 (-want +got):\n%s", diff)
	}
	for b := range 256 {
		esc := fmt.Sprintf("%%%02X", b)
		if got, want := escapesUnshown(esc), !printable(string([]byte{byte(b)})); got != want {
			t.Errorf("escapesUnshown(%s) = %v, the byte alone not shown as it is: %v", esc, got, want)
		}
	}
}
