package view

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestDisplay checks how the page quotes a text of the URL for a
// student: typographic quotes, never Go's, and %XX for what shows
// nothing on screen.
func TestDisplay(t *testing.T) {
	for _, tc := range []struct {
		in   string
		l    grammar.Lang
		want string
	}{
		{"ftp.iec.ch", grammar.English, "“ftp.iec.ch”"},
		{"ftp.iec.ch", grammar.French, "«\u00a0ftp.iec.ch\u00a0»"},
		{"", grammar.English, "“” (empty)"},
		{"", grammar.French, "«\u00a0» (vide)"},
		{`a"b\c`, grammar.English, `“a"b\c”`},
		{"a\x00b\nc\x7f", grammar.English, "“a⟨%00⟩b⟨%0A⟩c⟨%7F⟩”"},
		{"ä", grammar.French, "«\u00a0ä\u00a0»"},
		{"a\xffb", grammar.English, "“a⟨%FF⟩b”"},
		{" a b ", grammar.English, "“␣a b␣”"},
		{"a\u00a0b", grammar.English, "“a⟨%C2%A0⟩b”"},
	} {
		if got := display(tc.in, tc.l); got != tc.want {
			t.Errorf("display(%q, %v) = %q, want %q", tc.in, tc.l, got, tc.want)
		}
	}
}

// TestDecodedDisplay checks that the table's decoded text tells a byte
// that shows nothing from the three characters "%09" that %2509 decodes
// to, as explain does.
func TestDecodedDisplay(t *testing.T) {
	if got, want := displayDecoded("a\tb%09", grammar.French), "«\u00a0a⟨%09⟩b%09\u00a0»"; got != want {
		t.Errorf("displayDecoded = %q, want %q", got, want)
	}
	var got []string
	for _, r := range Explain("http://h/a%09b%2509", "en").Table.Rows {
		if r.Decoded != "" {
			got = append(got, r.Decoded)
		}
	}
	if diff := cmp.Diff([]string{"“a⟨%09⟩b%09”"}, got); diff != "" {
		t.Errorf("decoded texts of http://h/a%%09b%%2509 (-want +got):\n%s", diff)
	}
	// The line under the table says what ⟨%09⟩ is, as explain's does,
	// only where a decoded text shows such a byte.
	for _, tc := range []struct{ in, lang, want string }{
		{"http://h/a%09b%2509", "en", "(in a decoded text, ⟨%XX⟩ gives in hexadecimal a byte, or the bytes of a character, that is not printable or would pass for the ASCII space; %XX alone is the three characters)"},
		{"ftp://h/%FF", "fr", "(dans un texte décodé, ⟨%XX⟩ donne en hexadécimal un octet, ou les octets d'un caractère, non imprimable ou qu'on prendrait pour l'espace ASCII\u00a0; %XX seul, ces trois caractères)"},
		{"http://h/a%2509%20caf%C3%A9", "en", ""},
	} {
		if got := Explain(tc.in, tc.lang).Table.Hidden; got != tc.want {
			t.Errorf("%s: the line under the table reads %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestNetURLDisplay checks that the net/url panel's values are quoted
// for a student, and marked as differing by their values.
func TestNetURLDisplay(t *testing.T) {
	n := Explain("http://h/a%00b", "en").NetURL
	var got []string
	for _, f := range n.Fields {
		if f.HasRFC1738 || f.HasNetURL {
			got = append(got, f.Name+" "+f.RFC1738+" "+f.NetURL)
		}
	}
	want := []string{"Scheme “http” “http”", "Host “h” “h”", "Path “a%00b” “/a%00b”"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("net/url panel's fields (-want +got):\n%s", diff)
	}
}

// TestNetURLLabels checks that the net/url panel names every field in a
// student's words, in both languages: no Go name such as RawQuery or
// Opaque reaches the page's text, only its data-field.
func TestNetURLLabels(t *testing.T) {
	want := map[string][]string{
		"en": {"scheme", "user", "password", "host", "port", "path", `query (after "?")`, `fragment (after "#")`, `opaque part (no "//" after the scheme; RFC 2396's term)`},
		"fr": {"mode", "utilisateur", "mot de passe", "hôte", "port", "chemin", "requête (après «\u00a0?\u00a0»)", "fragment (après «\u00a0#\u00a0»)", "partie opaque (sans «\u00a0//\u00a0» après le mode\u00a0; terme de la RFC 2396)"},
	}
	for _, lang := range []string{"en", "fr"} {
		var got []string
		for _, f := range Explain("mailto:joe@example.org?subject=hi", lang).NetURL.Fields {
			got = append(got, f.Label)
			for _, goName := range []string{"RawQuery", "Opaque", "Scheme", "Fragment", "Path"} {
				if strings.Contains(f.Label, goName) {
					t.Errorf("%s: the field %s is labelled %q, a Go name", lang, f.Name, f.Label)
				}
			}
		}
		if diff := cmp.Diff(want[lang], got); diff != "" {
			t.Errorf("%s: the net/url panel's labels (-want +got):\n%s", lang, diff)
		}
	}
}
