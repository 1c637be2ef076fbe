package parser_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// seedCap is the most seed files a target gets, to keep the repository
// small: each is a few dozen bytes, and the fuzzer runs every one of
// them at the start of each run, and go test as a subtest.
const seedCap = 1500

// TestFuzzSeeds checks that testdata/fuzz/FuzzParse,
// testdata/fuzz/FuzzCanonical, testdata/fuzz/FuzzGeneratedMatchesParticiple
// and testdata/fuzz/FuzzCheck hold exactly the seeds that buildSeeds
// makes from the shared corpora; with -update it writes them so.
// It skips when the corpora are absent. Inputs that fuzzing finds
// failing become regression tests through f.Add in the target, not as
// files here, so that one program writes every seed file.
func TestFuzzSeeds(t *testing.T) {
	corpora := map[string][]string{}
	for _, name := range []string{"conformance-public.txt", "kasztp.txt", "node_files.txt"} {
		corpora[name] = corpustest.Lines(t, name)
	}
	for target, inputs := range buildSeeds(corpora) {
		dir := filepath.Join("testdata", "fuzz", target)
		want := map[string][]byte{}
		size := 0
		for _, in := range inputs {
			name, data := seedFile(in)
			want[name] = data
			size += len(data)
		}
		t.Logf("%s: %d seeds, %d bytes", target, len(want), size)
		if *parser.Update {
			writeSeeds(t, dir, want)
			continue
		}
		got := readSeeds(t, dir)
		var problems []string
		for name, data := range want {
			if g, ok := got[name]; !ok {
				problems = append(problems, "missing "+name)
			} else if !bytes.Equal(g, data) {
				problems = append(problems, "different "+name)
			}
		}
		for name := range got {
			if _, ok := want[name]; !ok {
				problems = append(problems, "extra "+name)
			}
		}
		if len(problems) > 0 {
			slices.Sort(problems)
			t.Errorf("%s differs from what the seed builder writes (%d files), run go test ./parser -run TestFuzzSeeds -update:\n%s",
				dir, len(problems), strings.Join(problems[:min(len(problems), 10)], "\n"))
		}
	}
}

// buildSeeds returns the seed inputs of each fuzz target, from the
// lines of each corpus file by name.
//
// FuzzParse gets every line of conformance-public.txt, reviewed line by
// line against the RFC, and from kasztp.txt and node_files.txt the first
// line of each shape (see seedShape) with each verdict. FuzzCanonical
// gets the valid lines of conformance-public.txt and, from the other
// two, the first valid line of each shape and set of canonicalFeatures.
// FuzzGeneratedMatchesParticiple and FuzzCheck get FuzzParse's seeds.
// When there are more shapes than seedCap allows, the ones kept are
// those with the smallest hash: a fixed choice that favours neither
// corpus nor any position in it.
//
// Only verdicts come from the parser, not its messages, so rewording an
// error leaves the seeds as they are.
func buildSeeds(corpora map[string][]string) map[string][]string {
	conformance := corpora["conformance-public.txt"]
	var valid []string
	for _, in := range conformance {
		if _, err := parser.Parse(in); err == nil {
			valid = append(valid, in)
		}
	}
	parseSeeds := slices.Clone(conformance)
	canonicalSeeds := valid
	type pick struct{ parse, canonical map[string]string } // key → input
	p := pick{map[string]string{}, map[string]string{}}
	for _, name := range []string{"kasztp.txt", "node_files.txt"} {
		for _, in := range corpora[name] {
			_, err := parser.Parse(in)
			shape := seedShape(in)
			key := "valid " + shape
			if err != nil {
				key = "invalid " + shape
			}
			if _, ok := p.parse[key]; !ok {
				p.parse[key] = in
			}
			if err != nil {
				continue
			}
			key += " " + canonicalFeatures(in)
			if _, ok := p.canonical[key]; !ok {
				p.canonical[key] = in
			}
		}
	}
	parseSeeds = append(parseSeeds, capped(p.parse, seedCap-len(parseSeeds))...)
	canonicalSeeds = append(canonicalSeeds, capped(p.canonical, seedCap-len(canonicalSeeds))...)
	parse := dedupe(parseSeeds)
	return map[string][]string{
		"FuzzParse":     parse,
		"FuzzCanonical": dedupe(canonicalSeeds),
		// The oracle target compares the two engines on what they
		// parse, valid or not: FuzzParse's seeds are the right mix.
		"FuzzGeneratedMatchesParticiple": parse,
		// Check must agree with Parse on valid and invalid input alike.
		"FuzzCheck": parse,
	}
}

// capped returns at most n of the inputs of picked, those whose keys
// hash smallest, in that order.
func capped(picked map[string]string, n int) []string {
	keys := make([]string, 0, len(picked))
	for k := range picked {
		keys = append(keys, k)
	}
	hash := func(k string) string { s := sha256.Sum256([]byte(k)); return string(s[:]) }
	slices.SortFunc(keys, func(a, b string) int { return strings.Compare(hash(a), hash(b)) })
	n = max(0, min(n, len(keys)))
	out := make([]string, 0, n)
	for _, k := range keys[:n] {
		out = append(out, picked[k])
	}
	return out
}

// dedupe returns inputs without repeats, in order.
func dedupe(inputs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, in := range inputs {
		if !seen[in] {
			seen[in] = true
			out = append(out, in)
		}
	}
	return out
}

// seedShape describes the form of a corpus line, so that lines of one
// shape are one seed: the scheme and, after "//", the authority up to
// the next "/", in fine character classes; the rest in coarse ones. In
// both, runs of a class count once and repeats of a unit of two to four
// classes are written once in parentheses, so "a.b.c.d" and "a.b" have
// the same shape, and a path's segments count only by their form.
func seedShape(s string) string {
	colon := strings.IndexByte(s, ':')
	if colon < 0 {
		return classShape(s, false)
	}
	shape := classShape(s[:colon], true) + ":"
	rest := s[colon+1:]
	if strings.HasPrefix(rest, "//") {
		auth := rest[2:]
		if i := strings.IndexByte(auth, '/'); i >= 0 {
			auth = auth[:i]
		}
		shape += "//" + classShape(auth, true)
		rest = rest[2+len(auth):]
	}
	return shape + "|" + classShape(rest, false)
}

// classShape writes each character of s as its class (seedClass), an
// escape as "E", a run of one class once, and then, three times over,
// each repeated unit of two to four classes once in parentheses.
func classShape(s string, fine bool) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		c := seedClass(s[i], fine)
		if grammar.EscapeAt(s, i) {
			c = 'E'
			i += 2
		}
		if len(b) == 0 || b[len(b)-1] != c {
			b = append(b, c)
		}
	}
	shape := string(b)
	for range 3 {
		shape = collapseRepeats(shape)
	}
	return shape
}

// collapseRepeats replaces, from the left, each run of two or more
// copies of a unit of two to four bytes, the shortest unit first, by
// the unit in parentheses.
func collapseRepeats(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		n := 0
		for n = 2; n <= 4; n++ {
			if i+2*n <= len(s) && s[i:i+n] == s[i+n:i+2*n] {
				break
			}
		}
		if n > 4 {
			b.WriteByte(s[i])
			i++
			continue
		}
		unit := s[i : i+n]
		i += n
		for strings.HasPrefix(s[i:], unit) {
			i += n
		}
		b.WriteString("(" + unit + ")")
	}
	return b.String()
}

// seedClass returns the class of c in a shape. Reserved characters
// stand for themselves, for they delimit the parts; so do "." and "-"
// in fine shapes, for they shape a host. Letters are "a" and digits
// "9" in fine shapes; in coarse ones every unreserved character is
// "w". The characters that must be encoded are, in both, "n"
// (national), "p" (punctuation), "_" (space), "c" (control) and "x"
// (non-ASCII).
func seedClass(c byte, fine bool) byte {
	switch grammar.Class(c) {
	case grammar.Reserved:
		return c
	case grammar.National:
		return 'n'
	case grammar.Punctuation:
		return 'p'
	case grammar.Space:
		return '_'
	case grammar.Control:
		return 'c'
	case grammar.NonASCII:
		return 'x'
	}
	if !fine {
		return 'w'
	}
	switch grammar.Class(c) {
	case grammar.Alpha:
		return 'a'
	case grammar.Digit:
		return '9'
	}
	if c == '.' || c == '-' {
		return c
	}
	return 's'
}

// canonicalFeatures lists which of the spellings that the canonical
// form rewrites s has: upper-case letters before the path (scheme,
// host), escapes of unreserved characters, of reserved ones and of
// others, lower-case hex digits, a port.
func canonicalFeatures(s string) string {
	var f []string
	head, auth := s, ""
	if i := strings.Index(s, "//"); i >= 0 {
		auth = s[i+2:]
		if j := strings.IndexByte(auth, '/'); j >= 0 {
			auth = auth[:j]
		}
		head = s[:i+2+len(auth)]
	}
	if strings.ToLower(head) != head {
		f = append(f, "upper")
	}
	kinds := map[string]bool{}
	for i := 0; i < len(s); i++ {
		if !grammar.EscapeAt(s, i) {
			continue
		}
		switch grammar.Class(ast.EscapedOctet(s, i)) {
		case grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra:
			kinds["unreserved"] = true
		case grammar.Reserved:
			kinds["reserved"] = true
		default:
			kinds["other"] = true
		}
		if strings.ToUpper(s[i+1:i+3]) != s[i+1:i+3] {
			kinds["lowerhex"] = true
		}
		i += 2
	}
	for _, k := range []string{"unreserved", "reserved", "other", "lowerhex"} {
		if kinds[k] {
			f = append(f, k)
		}
	}
	if strings.Contains(auth[strings.LastIndexByte(auth, '@')+1:], ":") {
		f = append(f, "port")
	}
	return strings.Join(f, ",")
}

// seedFile returns the file go test writes for the fuzz input in: its
// name, the first 16 hex digits of the SHA-256 of its content, as Go's
// fuzzer names the inputs it saves, and the content, in the "go test
// fuzz v1" encoding (a Go string literal, which quotes any byte that is
// not printable UTF-8).
func seedFile(in string) (name string, data []byte) {
	data = []byte("go test fuzz v1\nstring(" + strconv.Quote(in) + ")\n")
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])[:16], data
}

// readSeeds returns the files of dir by name.
func readSeeds(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = data
	}
	return files
}

// writeSeeds makes dir hold exactly files.
func writeSeeds(t *testing.T, dir string, files map[string][]byte) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name := range readSeeds(t, dir) {
		if _, ok := files[name]; !ok {
			if err := os.Remove(filepath.Join(dir, name)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
