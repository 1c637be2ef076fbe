package grammar_test

import (
	"strings"
	"testing"
	"unicode"

	"github.com/urlsyntax/rfc1738/grammar"
)

func TestOctets(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://www.iec.ch/", "http://www.iec.ch/"},
		{"", ""},
		{"a\tb", "a%09b"},
		{"caf\u00e9", "caf%C3%A9"},
		{"\u201ch\u201d", "%E2%80%9Ch%E2%80%9D"},
		{"\x00\x1b\x7f\xff", "%00%1B%7F%FF"},
		{`a"b\c%41`, `a"b\c%41`},
	} {
		if got := grammar.Octets(tc.in); got != tc.want {
			t.Errorf("Octets(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestFound(t *testing.T) {
	for _, tc := range []struct{ in, en, fr string }{
		{"a", `"a"`, "«\u00a0a\u00a0»"},
		{" ", `"␣" (a space)`, "«\u00a0␣\u00a0» (une espace)"},
		{"\u00e4", "\"\u00e4\"", "«\u00a0\u00e4\u00a0»"},
		{"\t", "the byte ⟨%09⟩ (a tab)", "l'octet ⟨%09⟩ (une tabulation)"},
		{"\n", "the byte ⟨%0A⟩ (a line feed)", "l'octet ⟨%0A⟩ (un saut de ligne)"},
		{"\x01", "the byte ⟨%01⟩", "l'octet ⟨%01⟩"},
		{"\u200b", "the character ⟨%E2%80%8B⟩ (a zero-width space)", "le caractère ⟨%E2%80%8B⟩ (une espace sans chasse)"},
		{"\xff", "the byte ⟨%FF⟩", "l'octet ⟨%FF⟩"},
		{"\u202e", "the character ⟨%E2%80%AE⟩", "le caractère ⟨%E2%80%AE⟩"},
		{"\u00a0", "the character ⟨%C2%A0⟩ (a no-break space)", "le caractère ⟨%C2%A0⟩ (une espace insécable)"},
		{"a\tb", `"a%09b"`, "«\u00a0a%09b\u00a0»"},
		{"", `"" (empty)`, "«\u00a0» (vide)"},
	} {
		if got := grammar.Found(tc.in, grammar.English); got != tc.en {
			t.Errorf("Found(%q, English) = %q, want %q", tc.in, got, tc.en)
		}
		if got := grammar.Found(tc.in, grammar.French); got != tc.fr {
			t.Errorf("Found(%q, French) = %q, want %q", tc.in, got, tc.fr)
		}
	}
}

// TestQuotedDecoded checks that a decoded text tells a byte that is not
// printable from the three characters of an escape that %25 decodes to:
// a%09b%2509 decodes to a, a tab, b and "%09".
func TestQuotedDecoded(t *testing.T) {
	for _, tc := range []struct {
		in       string
		lang     grammar.Lang
		want     string
		asQuoted bool // Quoted shows it alike
	}{
		{"a\tb%09", grammar.English, `"a⟨%09⟩b%09"`, false},
		{"a\tb%09", grammar.French, "«\u00a0a⟨%09⟩b%09\u00a0»", false},
		{"\u202e\xff", grammar.English, `"⟨%E2%80%AE⟩⟨%FF⟩"`, false},
		{"my café.txt", grammar.English, `"my café.txt"`, true},
		// A space other than U+0020 would read as one.
		{"a\u00a0b\u3000c", grammar.English, `"a⟨%C2%A0⟩b⟨%E3%80%80⟩c"`, false},
		{"", grammar.French, "«\u00a0» (vide)", true},
	} {
		if got := grammar.QuotedDecoded(tc.in, tc.lang); got != tc.want {
			t.Errorf("QuotedDecoded(%q, %v) = %q, want %q", tc.in, tc.lang, got, tc.want)
		}
		if same := grammar.Quoted(tc.in, tc.lang) == tc.want; same != tc.asQuoted {
			t.Errorf("Quoted(%q, %v) = %q: the same as QuotedDecoded: %v, want %v", tc.in, tc.lang, grammar.Quoted(tc.in, tc.lang), same, tc.asQuoted)
		}
	}
}

// TestMarked checks that a line of input that is not printable ASCII
// shows each such character's bytes between ⟨ and ⟩, so that it reads
// as no URL whose escapes are valid.
func TestMarked(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"http://h/a", "http://h/a"},
		{"gopher://h/1sel\tsearch", "gopher://h/1sel⟨%09⟩search"},
		{"http://h/caf\u00e9", "http://h/caf⟨%C3%A9⟩"},
		{"\xff%09", "⟨%FF⟩%09"},
	} {
		if got := grammar.Marked(tt.in); got != tt.want {
			t.Errorf("Marked(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestOtherSpacesAreMarked checks that every space separator but U+0020
// (Unicode's category Zs) is shown by its bytes, not as a space.
func TestOtherSpacesAreMarked(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if !unicode.Is(unicode.Zs, r) || r == ' ' {
			continue
		}
		if got := grammar.QuotedDecoded(string(r), grammar.English); !strings.Contains(got, "⟨%") {
			t.Errorf("QuotedDecoded(%U) = %s, want its bytes shown", r, got)
		}
	}
}

// TestInvisible checks which characters a note calls invisible: the
// spaces and format characters that show nothing, not a visible letter
// nor the ASCII space, which a student sees.
func TestInvisible(t *testing.T) {
	for _, tc := range []struct {
		r    rune
		want bool
	}{
		{'\u200b', true}, {'\ufeff', true}, {'\u00a0', true}, {'\u202e', true}, {'\u00ad', true},
		{'\u061c', true}, {'\u206a', true}, {'\U000e0041', true}, {'\u0600', false}, {'\ufff9', false},
		{' ', false}, {'a', false}, {'\u00e9', false}, {'\t', false},
	} {
		if got := grammar.Invisible(tc.r); got != tc.want {
			t.Errorf("Invisible(%U) = %v, want %v", tc.r, got, tc.want)
		}
	}
}
