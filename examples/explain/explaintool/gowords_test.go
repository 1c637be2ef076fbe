package explaintool

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"
)

// goNotation are what a Go programmer reads and a student does not: a
// package-qualified name, a pointer type, fmt's error verbs, Go's
// escapes and the quotes around them, and the words that name them. The
// outputs a student reads show a byte that is not printable ASCII as
// %XX, as RFC 1738 writes octets.
var goNotation = regexp.MustCompile(strings.Join([]string{
	`\b(ast|parser|printer|grammar|interp|bnf|strconv|url|explaintool)\.[A-Z]`,
	`\bGo\b`,
	`\b(package|paquet) (ast|parser|printer|grammar|interp|bnf)\b`, // a Go package a student has nothing to open by
	`\\u[0-9a-fA-F]{4}`,
	`\\U[0-9a-fA-F]{8}`,
	`\\x[0-9a-fA-F]{2}`,
	`\\[abfnrtv\\]`,
	`\w\\"|\\"\w`, // a\"b, where the RFC's "\" is a rule's text
	// Go's rune literal, 'a', '"' or '\t': grammar.Quoted writes a value
	// that holds a double quote between “ and ”, never between single
	// quotes.
	`(^|[^\pL])'([^'\pL]|\pL|\\.)'([^\pL]|$)`,
	`%!`,
	`\(\*[A-Za-z]`,
	`\*ast\.`,
	`func\(`,
	`\bnil\b`,
}, "|"))

// studentRuns are the runs of explain whose output a student reads: the
// default output, -v, -tree, -trace and -trace=full in both languages,
// over a valid URL and one that is not of every scheme, URLs with bytes
// that are not printable ASCII, -base, and -grammar without -v (which
// keeps the Go types to itself).
func studentRuns() [][]string {
	var urls []string
	for _, s := range slices.Concat(groups, more) {
		urls = append(urls, s.urls...)
	}
	urls = append(urls,
		"http://www.b\u00e4r.de/", "http://h/a\tb", "http://h/\x01\x7f\xff", "ftp://h/caf%C3%A9%09%FF;type=a",
		"news:a\"b", "http://x/#frag", "x-iec://h/\u00e4", "mailto:a\u00e4@h", "gopher://h/0a\x1bb")
	var runs [][]string
	for _, lang := range langs {
		for _, mode := range [][]string{nil, {"-v"}, {"-tree"}, {"-trace"}, {"-trace=full"}} {
			runs = append(runs, slices.Concat([]string{"-lang", lang}, mode, []string{"--"}, urls))
		}
		for _, r := range resolutions {
			runs = append(runs, slices.Concat([]string{"-lang", lang, "-base", r.base, "--"}, r.refs))
			runs = append(runs, slices.Concat([]string{"-lang", lang, "-v", "-base", r.base, "--"}, r.refs))
		}
		runs = append(runs,
			[]string{"-lang", lang, "-base", "http://a/b", "--", "\u00e4#x\ty"},
			[]string{"-lang", lang, "-grammar", "httpurl", "ftp", "hsegment", "national", "punctuation", "escape", "news", "alpha", "URL", "unsafe"},
		)
	}
	return runs
}

// goIdentifiers returns the exported names that the library's packages
// declare and that no English or French sentence writes: those with a
// capital inside (ParseReference, HTTPPart, DefaultMaxLength).
func goIdentifiers(t *testing.T) []string {
	t.Helper()
	camel := regexp.MustCompile(`^[A-Z][A-Za-z0-9]*([a-z][A-Z]|[A-Z][A-Z][a-z])`)
	seen := map[string]bool{}
	for _, dir := range []string{"ast", "parser", "printer", "grammar", "grammar/bnf"} {
		files, err := filepath.Glob(filepath.Join("..", "..", "..", dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no Go files in %s: %v", dir, err)
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok && id.IsExported() && camel.MatchString(id.Name) {
					seen[id.Name] = true
				}
				return true
			})
		}
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// TestNoGoWordsForStudents runs explain as a student does and checks
// that its outputs, in both languages, hold no Go identifier and no Go
// notation: a byte is shown as the RFC shows it, %XX, and a value
// between quotes a reader needs no Go to read.
func TestNoGoWordsForStudents(t *testing.T) {
	names := goIdentifiers(t)
	if !slices.Contains(names, "ParseReference") || !slices.Contains(names, "HTTPPart") {
		t.Fatalf("the library's identifiers were not found: %d names", len(names))
	}
	ident := regexp.MustCompile(`\b(` + strings.Join(names, "|") + `)\b`)
	for _, args := range studentRuns() {
		var stdout, stderr bytes.Buffer
		run(args, &stdout, &stderr)
		for _, out := range []string{stdout.String(), stderr.String()} {
			for i, line := range strings.Split(out, "\n") {
				for _, re := range []*regexp.Regexp{goNotation, ident} {
					if m := re.FindString(line); m != "" {
						t.Errorf("explain %q: line %d holds %q:\n%s", args[:min(len(args), 6)], i+1, m, line)
					}
				}
				if strings.ContainsFunc(line, func(r rune) bool { return unicode.IsControl(r) && r != '\t' }) {
					t.Errorf("explain %q: line %d holds a control character: %q", args[:min(len(args), 6)], i+1, line)
				}
			}
		}
	}
}

// TestNonASCIIShownAsOctets checks the notation the outputs use instead
// of Go's escapes: each byte of a character that is not printable as
// %XX, in the URL's line and in a quoted value alike.
func TestNonASCIIShownAsOctets(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		want   []string
		absent string // a text the output must not hold
	}{
		{[]string{"-lang", "en", "http://h/a\tb"}, []string{"http://h/a⟨%09⟩b", "found the byte ⟨%09⟩", "%XX"}, ""},
		{[]string{"-lang", "fr", "http://h/a\tb"}, []string{"http://h/a⟨%09⟩b", "on trouve l'octet ⟨%09⟩ (une tabulation) alors qu'on attendait", "%XX"}, ""},
		{[]string{"-lang", "en", "-tree", "http://h/a\x01\xffb"}, []string{"http://h/a⟨%01⟩⟨%FF⟩b"}, ""},
		{[]string{"-lang", "en", "-v", "ftp://h/a%09%FF%C3%A9;type=a"}, []string{`(decoded "a⟨%09⟩⟨%FF⟩é")`, `the <name> "a⟨%09⟩⟨%FF⟩é"`, "(in a decoded text, ⟨%XX⟩ gives in hexadecimal a byte, or the bytes of a character, that is not printable or would pass for the ASCII space; %XX alone is the three characters)"}, ""},
		{[]string{"-lang", "en", "-v", "ftp://h/a%22b"}, []string{`(decoded “a"b”)`}, ""},
		{[]string{"-lang", "fr", "-v", "ftp://h/a%22b"}, []string{"(décodé\u00a0: «\u00a0a\"b\u00a0»)"}, ""},
		{[]string{"-lang", "en", "-trace", "http://h/a\u00e9"}, []string{"http://h/a⟨%C3%A9⟩\n"}, ""},
		{[]string{"-lang", "en", "-tree", "ftp://h/caf%C3%A9%09;type=a"}, []string{`decoded "café⟨%09⟩"`, "(in a decoded text, ⟨%XX⟩ gives in hexadecimal a byte, or the bytes of a character, that is not printable or would pass for the ASCII space; %XX alone is the three characters)"}, ""},
		{[]string{"-lang", "fr", "-tree", "ftp://h/%1B;type=a"}, []string{"décodé\u00a0: «\u00a0⟨%1B⟩\u00a0»", "(dans un texte décodé, ⟨%XX⟩ donne en hexadécimal un octet, ou les octets d'un caractère, non imprimable ou qu'on prendrait pour l'espace ASCII\u00a0; %XX seul, ces trois caractères)"}, ""},
		{[]string{"-lang", "en", "-tree", "ftp://h/caf%C3%A9;type=a"}, []string{`decoded "café"`}, "%XX"},
		{[]string{"-lang", "en", "ftp://h/caf%C3%A9;type=a"}, []string{`(decoded "café")`}, "⟨%XX⟩"},
		{[]string{"-lang", "en", "-v", "ftp://h/%1B;type=a"}, []string{`"%1B" (decoded "⟨%1B⟩")`}, ""},
		// A tab and the three characters that %25 decodes to read apart.
		{[]string{"-lang", "en", "http://h/a%09b%2509"}, []string{`"a%09b%2509" (decoded "a⟨%09⟩b%09")`}, ""},
		{[]string{"-lang", "fr", "-tree", "http://h/a%09b%2509"}, []string{"décodé\u00a0: «\u00a0a⟨%09⟩b%09\u00a0»"}, ""},
	} {
		var stdout, stderr bytes.Buffer
		run(tc.args, &stdout, &stderr)
		for _, w := range tc.want {
			if !strings.Contains(stdout.String(), w) {
				t.Errorf("explain %q: no %q in\n%s", tc.args, w, stdout.String())
			}
		}
		if tc.absent != "" && strings.Contains(stdout.String(), tc.absent) {
			t.Errorf("explain %q: %q in\n%s", tc.args, tc.absent, stdout.String())
		}
	}
}

// TestUsageNoGoIdentifier checks that -h, which a student reads first,
// names no identifier of the library: it says what -v and -json show
// of Go (types, JSON's escapes), but every fact about URLs in words or
// numbers.
func TestUsageNoGoIdentifier(t *testing.T) {
	ident := regexp.MustCompile(`\b(` + strings.Join(goIdentifiers(t), "|") + `)\b|\b(ast|parser|printer|grammar|interp|bnf)\.[A-Z]`)
	var stdout, stderr bytes.Buffer
	run([]string{"-h"}, &stdout, &stderr)
	if m := ident.FindAllString(stdout.String(), -1); len(m) > 0 || stdout.Len() == 0 {
		t.Errorf("explain -h names %q:\n%s", m, stdout.String())
	}
}
