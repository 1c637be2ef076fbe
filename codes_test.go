package rfc1738_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestDocsListCodes checks that the table of codes in docs/errors.md
// names every code the catalogue holds, so that a new code is documented.
func TestDocsListCodes(t *testing.T) {
	doc, err := os.ReadFile("docs/errors.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(doc), "\n## Codes\n")
	if !ok {
		t.Fatal(`docs/errors.md has no "## Codes" section`)
	}
	table, _, _ = strings.Cut(table, "\n## ")
	for _, c := range parser.Codes() {
		if !strings.Contains(table, "`"+string(c)+"`") {
			t.Errorf("docs/errors.md's table of codes does not list code %q", c)
		}
	}
}

// TestDocsNameOnlyCodes checks the reverse of TestDocsListCodes and
// TestCodeExamples: every code that the tables of docs/errors.md and
// docs/codes.md name is one the catalogue holds, so that a code renamed
// or removed leaves no row behind.
func TestDocsNameOnlyCodes(t *testing.T) {
	known := map[string]bool{}
	for _, c := range parser.Codes() {
		known[string(c)] = true
	}
	for _, file := range []string{"docs/errors.md", "docs/codes.md"} {
		doc, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		named := 0
		for _, line := range strings.Split(string(doc), "\n") {
			first, _, ok := strings.Cut(strings.TrimPrefix(line, "| "), " | ")
			if !ok || !strings.HasPrefix(first, "`") {
				continue // not a row of codes
			}
			for _, c := range strings.Split(first, ", ") {
				named++
				if c := strings.Trim(c, "`"); !known[c] {
					t.Errorf("%s names code %q in its table, which the catalogue does not hold", file, c)
				}
			}
		}
		if named < len(known) {
			t.Errorf("%s: read %d codes in its tables, fewer than the catalogue's %d", file, named, len(known))
		}
	}
}

// TestCatalogueComplete checks that every code has a text in English and
// in French, and that the two name the same arguments.
func TestCatalogueComplete(t *testing.T) {
	for _, c := range parser.Codes() {
		if c == parser.CodeSyntax || c == parser.CodeText {
			continue // built from the expected set
		}
		en, fr := parser.Template(c, grammar.English), parser.Template(c, grammar.French)
		if en == "" || fr == "" {
			t.Errorf("%s: English %q, French %q", c, en, fr)
			continue
		}
		if a, b := placeholders(en), placeholders(fr); !sameSet(a, b) {
			t.Errorf("%s: English names %v, French %v", c, a, b)
		}
		// French quotes text with « »; a rule of a grammar, cited in
		// parentheses, keeps its literals' ASCII quotes.
		if prose := citedRule.ReplaceAllString(fr, ""); strings.Contains(prose, `"`) {
			t.Errorf("%s: French quotes with ASCII quotes: %s", c, fr)
		}
	}
}

// citedRule matches a rule cited in parentheses: "(RFC 822, section 6.1
// : addr-spec = ...)".
var citedRule = regexp.MustCompile(`\([^()]* = [^()]*\)`)

// placeholders returns the {names} of a template, without their :q.
func placeholders(s string) []string {
	var out []string
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return out
		}
		out = append(out, strings.TrimSuffix(s[i+1:i+j], ":q"))
		s = s[i+j+1:]
	}
}

func sameSet(a, b []string) bool {
	in := map[string]int{}
	for _, x := range a {
		in[x] |= 1
	}
	for _, x := range b {
		in[x] |= 2
	}
	for _, v := range in {
		if v != 3 {
			return false
		}
	}
	return true
}
