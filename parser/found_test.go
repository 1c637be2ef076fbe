package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestFoundNamesUnprintable checks that a message names a character it
// found that is not printable by its bytes, as RFC 1738 writes octets,
// rather than quoting an escape of a programming language.
func TestFoundNamesUnprintable(t *testing.T) {
	for _, tc := range []struct {
		input  string
		en, fr []string
	}{
		{"http://h/a\tb", []string{"found the byte ⟨%09⟩ (a tab),", "allows the byte ⟨%09⟩ (a tab) only escaped: write %09"},
			[]string{"on trouve l'octet ⟨%09⟩ (une tabulation) alors qu'on attendait", "n'admet l'octet ⟨%09⟩ (une tabulation) qu'échappé"}},
		{"http://h/\u202e", []string{"found the character ⟨%E2%80%AE⟩,"}, []string{"on trouve le caractère ⟨%E2%80%AE⟩ alors qu'on attendait"}},
		{"http://h/a\u00e4", []string{"found \"\u00e4\","}, []string{"on trouve «\u00a0\u00e4\u00a0»"}},
	} {
		_, err := parser.Parse(tc.input)
		var perr *parser.Error
		if !errors.As(err, &perr) {
			t.Fatalf("Parse(%q) = %v, want a *parser.Error", tc.input, err)
		}
		for _, lang := range []struct {
			l    grammar.Lang
			want []string
		}{{grammar.English, tc.en}, {grammar.French, tc.fr}} {
			text := perr.Text(lang.l)
			for _, w := range lang.want {
				if !strings.Contains(text, w) {
					t.Errorf("Parse(%q) in %v: %q has no %q", tc.input, lang.l, text, w)
				}
			}
			if strings.Contains(text, `\`) {
				t.Errorf("Parse(%q) in %v: %q holds a backslash escape", tc.input, lang.l, text)
			}
		}
	}
}
