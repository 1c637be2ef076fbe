package voice

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

var (
	en = Voice{Lang: grammar.English}
	fr = Voice{Lang: grammar.French}
)

// TestSentences checks what each method writes in both languages: the
// French with its no-break spaces, values quoted, words from the
// glossary.
func TestSentences(t *testing.T) {
	https := ast.Production{}
	for _, k := range ast.SameKindSchemes() {
		if k.Name == "https" {
			https = k.Production
		}
	}
	for _, c := range []struct {
		name string
		got  func(v Voice) string
		en   string
		fr   string
	}{
		{"S", func(v Voice) string { return v.S("no <port>: none", "sans <port> : aucun") }, "no <port>: none", "sans <port>\u00a0: aucun"},
		{"F leaves its values alone", func(v Voice) string { return v.F("%s: %s", "%s : %s", "a", "b :c") }, "a: b :c", "a\u00a0: b :c"},
		{"French", func(v Voice) string { return v.French("note : x") }, "note : x", "note\u00a0: x"},
		{"Q", func(v Voice) string { return v.Q("www") }, `"www"`, "«\u00a0www\u00a0»"},
		{"Q empty", func(v Voice) string { return v.Q("") }, `"" (empty)`, "«\u00a0» (vide)"},
		{"Label", func(v Voice) string { return v.Label("urlpath") }, "url-path", "chemin URL"},
		{"Label of RFC 1808", func(v Voice) string { return v.Label("net_loc") }, "net_loc", "emplacement réseau"},
		{"Label not in the glossary", func(v Voice) string { return v.Label("ldapurl") }, "ldapurl", "ldapurl"},
		{"Tag", func(v Voice) string { return v.Tag("host") }, "<host>", "<hôte>"},
		{"Section", func(v Voice) string { return v.Section("RFC 1738", "3.3") }, "RFC 1738 section 3.3", "RFC 1738, section 3.3"},
		{"Cite", func(v Voice) string { return v.Cite(grammar.PortP) }, "RFC 1738 section 5, explained in section 3.1: port = digits", "RFC 1738, section 5, règle expliquée à la section 3.1\u00a0: port = digits"},
		{"Where of a reading", func(v Voice) string { return v.Where(https) }, https.Where(), grammar.Reading(https, grammar.French)},
		{"And", func(v Voice) string { return v.And([]string{"a", "b", "c"}) }, "a, b and c", "a, b et c"},
		{"And of one", func(v Voice) string { return v.And([]string{"a"}) }, "a", "a"},
		{"And of none", func(v Voice) string { return v.And(nil) }, "", ""},
		{"Or", func(v Voice) string { return v.Or([]string{"a", "b"}) }, "a or b", "a ou b"},
		{"Nor", func(v Voice) string { return v.Nor([]string{"a", "b", "c"}) }, "a, b or c", "a, b ni c"},
		{"An before a vowel", func(v Voice) string { return v.An("abs_path") }, "an abs_path", "abs_path"},
		{"An before a consonant", func(v Voice) string { return v.An("rel_path") }, "a rel_path", "rel_path"},
		{"An of a tag", func(v Voice) string { return v.An("<url-path>") }, "a <url-path>", "<url-path>"},
		{"An of a tag with a vowel", func(v Voice) string { return v.An("<host>") }, "a <host>", "<host>"},
		{"An of an empty word", func(v Voice) string { return v.An("") }, "a ", ""},
		{"De before a vowel", func(v Voice) string { return v.De("<emplacement réseau>") }, "<emplacement réseau>", "d'<emplacement réseau>"},
		{"De before an accent", func(v Voice) string { return v.De("été") }, "été", "d'été"},
		{"De before h", func(v Voice) string { return v.De("<hôte>") }, "<hôte>", "d'<hôte>"},
		{"De before a consonant", func(v Voice) string { return v.De("<mode>") }, "<mode>", "de <mode>"},
		{"Count", func(v Voice) string { return v.Count(2) }, "two", "deux"},
		{"Count of ten", func(v Voice) string { return v.Count(10) }, "ten", "dix"},
		{"Count of eleven", func(v Voice) string { return v.Count(11) }, "11", "11"},
		{"Count below zero", func(v Voice) string { return v.Count(-1) }, "-1", "-1"},
	} {
		if diff := cmp.Diff(c.en, c.got(en)); diff != "" {
			t.Errorf("%s in English (-want +got):\n%s", c.name, diff)
		}
		if diff := cmp.Diff(c.fr, c.got(fr)); diff != "" {
			t.Errorf("%s in French (-want +got):\n%s", c.name, diff)
		}
	}
}

// TestZeroIsEnglish checks that the zero Voice writes English, as the
// tools' usage errors do before a language is known.
func TestZeroIsEnglish(t *testing.T) {
	if got := (Voice{}).S("en", "fr"); got != "en" {
		t.Errorf("Voice{}.S = %q, want %q", got, "en")
	}
}

// TestLayout checks Width, Pad, Span, AppendSpan and SpanWidth.
func TestLayout(t *testing.T) {
	for _, c := range []struct {
		s     string
		width int
	}{{"", 0}, {"host", 4}, {"hôte", 4}, {"«\u00a0» (vide)", 10}} {
		if got := Width(c.s); got != c.width {
			t.Errorf("Width(%q) = %d, want %d", c.s, got, c.width)
		}
		if got, want := Pad(c.s, 6), c.s+"      "[:max(0, 6-c.width)]; got != want {
			t.Errorf("Pad(%q, 6) = %q, want %q", c.s, got, want)
		}
	}
	for _, c := range []struct {
		pos, end int
		want     string
	}{{0, 0, "[0,0)"}, {7, 17, "[7,17)"}, {123, 4567, "[123,4567)"}} {
		if got := Span(c.pos, c.end); got != c.want {
			t.Errorf("Span(%d, %d) = %q, want %q", c.pos, c.end, got, c.want)
		}
		if got := string(AppendSpan([]byte("at "), c.pos, c.end)); got != "at "+c.want {
			t.Errorf("AppendSpan(%d, %d) = %q, want %q", c.pos, c.end, got, "at "+c.want)
		}
		if got := SpanWidth(c.pos, c.end); got != len(c.want) {
			t.Errorf("SpanWidth(%d, %d) = %d, want %d", c.pos, c.end, got, len(c.want))
		}
	}
}
