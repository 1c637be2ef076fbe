package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/examples/web/view"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// An exercise is one of the page's "fix this URL" exercises, as app.js
// lists them.
type exercise struct {
	broken   string
	expected []string
}

// pageExercises returns the exercises of app.js.
func pageExercises(t *testing.T) []exercise {
	t.Helper()
	js, err := os.ReadFile("static/app.js")
	if err != nil {
		t.Fatal(err)
	}
	var out []exercise
	for _, m := range regexp.MustCompile(`\{ broken: ("[^"]*"), expected: (\[[^\]]*\]) \}`).FindAllStringSubmatch(string(js), -1) {
		var ex exercise
		if err := json.Unmarshal([]byte(m[1]), &ex.broken); err != nil {
			t.Fatalf("%s: %v", m[0], err)
		}
		if err := json.Unmarshal([]byte(m[2]), &ex.expected); err != nil {
			t.Fatalf("%s: %v", m[0], err)
		}
		out = append(out, ex)
	}
	if len(out) == 0 {
		t.Fatal("app.js lists no exercise")
	}
	return out
}

// TestExercises checks the page's exercises against the page's parser:
// each broken text is no URL; where the parser's repair (Fix) finds a
// URL, the answers listed are that URL, however spelled, or none (the
// page compares with the repair); where it finds none, the answers
// listed are URLs, as the page needs some to compare with. There is an
// exercise for an IPv6 host and for news, mailto and gopher; and every
// text that docs/teaching.md gives as an exercise or an answer is one.
func TestExercises(t *testing.T) {
	p, err := parser.New(exampleschemes.Options()...)
	if err != nil {
		t.Fatal(err)
	}
	exercises := pageExercises(t)
	var broken, answers []string
	for _, ex := range exercises {
		broken = append(broken, ex.broken)
		answers = append(answers, ex.expected...)
		if _, err := p.Parse(ex.broken); err == nil {
			t.Errorf("%q is a URL: no exercise", ex.broken)
			continue
		}
		f, err := p.Fix(ex.broken)
		if err != nil && len(ex.expected) == 0 {
			t.Errorf("%q: the repair finds no URL, and no answer is listed", ex.broken)
		}
		for _, want := range ex.expected {
			u, perr := p.Parse(want)
			if perr != nil {
				t.Errorf("%q: the answer listed %q is no URL: %v", ex.broken, want, perr)
				continue
			}
			if err == nil {
				if fu, ferr := p.Parse(f.Text); ferr != nil || printer.Canonical(fu) != printer.Canonical(u) {
					t.Errorf("%q: the answer listed %q is not the repair's %q", ex.broken, want, f.Text)
				}
			}
		}
	}
	for what, has := range map[string]func(string) bool{
		"an IPv6 host": func(s string) bool { return strings.Contains(s, "[") },
		"news":         func(s string) bool { return strings.HasPrefix(s, "news:") },
		"mailto":       func(s string) bool { return strings.HasPrefix(s, "mailto:") },
		"gopher":       func(s string) bool { return strings.HasPrefix(s, "gopher:") },
	} {
		if !slices.ContainsFunc(broken, has) {
			t.Errorf("no exercise has %s", what)
		}
	}
	doc, err := os.ReadFile("../../../docs/teaching.md")
	if err != nil {
		t.Fatal(err)
	}
	_, item, _ := strings.Cut(string(doc), "**Exercise: fix this URL.**")
	item, _, _ = strings.Cut(item, "\n- **")
	for _, m := range regexp.MustCompile("`([a-z]+:[^`]*)`").FindAllStringSubmatch(item, -1) {
		if !slices.Contains(broken, m[1]) && !slices.Contains(answers, m[1]) {
			t.Errorf("docs/teaching.md gives %q as an exercise or its answer, which the page does not have", m[1])
		}
	}
}

// TestExerciseWhy checks that the page says, in both languages, what an
// exercise's verdict cannot say alone: why the repair leaves a reserved
// character that a note says to escape ("%3B", "%3A"), which only the
// writer can tell from a delimiter; and why expected answers that are
// not one URL are all right.
func TestExerciseWhy(t *testing.T) {
	js, err := os.ReadFile("static/app.js")
	if err != nil {
		t.Fatal(err)
	}
	whys := regexp.MustCompile(`(?s)exerciseWhy: \{\n(.*?)\n    \},`).FindAllStringSubmatch(string(js), -1)
	if len(whys) != 2 {
		t.Fatalf("app.js has %d exerciseWhy lists, want 2 (English and French)", len(whys))
	}
	p, err := parser.New(exampleschemes.Options()...)
	if err != nil {
		t.Fatal(err)
	}
	pg, err := view.New(exampleschemes.Options()...)
	if err != nil {
		t.Fatal(err)
	}
	for _, ex := range pageExercises(t) {
		var need []string
		_, ferr := p.Fix(ex.broken)
		var e *parser.Error
		if errors.As(ferr, &e) {
			for _, n := range e.Notes {
				if n.Code == parser.NoteFTPSemicolon || n.Code == parser.NoteLoginEscape {
					need = append(need, fmt.Sprintf("the repair leaves the %q that %s says to escape", n.Found, n.Code))
				}
			}
		}
		for i, a := range ex.expected {
			for _, b := range ex.expected[i+1:] {
				if !pg.Exercise(ex.broken, a, []string{b}).OneOfExpected {
					need = append(need, fmt.Sprintf("the expected answers %q and %q are not one URL", a, b))
				}
			}
		}
		for i, list := range whys {
			if len(need) > 0 && !strings.Contains("\n"+list[1], "\n      "+strconv.Quote(ex.broken)+": ") {
				t.Errorf("exercise %q: %s, and exerciseWhy %d does not say why", ex.broken, strings.Join(need, "; "), i)
			}
		}
	}
}

// TestExerciseReadings checks that where an exercise's why names more
// than one honest reading of the text, an answer of each is one of the
// expected answers: a ";" in an ftp path may be a "%3B" or a ";type="
// mistyped, whose type code is "a", "i" or "d" in either case (section
// 5's ftptype); a login's second ":" may be the user's or the
// password's.
func TestExerciseReadings(t *testing.T) {
	pg, err := view.New(exampleschemes.Options()...)
	if err != nil {
		t.Fatal(err)
	}
	expected := map[string][]string{}
	for _, ex := range pageExercises(t) {
		expected[ex.broken] = ex.expected
	}
	for broken, answers := range map[string][]string{
		"ftp://ftp.iec.ch/pub/a;b": {"ftp://ftp.iec.ch/pub/a%3Bb", "ftp://ftp.iec.ch/pub/a%3bb", "ftp://ftp.iec.ch/pub/a;type=a",
			"ftp://ftp.iec.ch/pub/a;type=I", "ftp://ftp.iec.ch/pub/a;type=d"},
		"ftp://anon:pa:ss@ftp.iec.ch/": {"ftp://anon:pa%3Ass@ftp.iec.ch/", "ftp://anon%3Apa:ss@ftp.iec.ch/"},
	} {
		for _, a := range answers {
			if ex := pg.Exercise(broken, a, expected[broken]); !ex.Solved || !ex.OneOfExpected {
				t.Errorf("exercise %q: the honest answer %q is not one of the expected answers %q", broken, a, expected[broken])
			}
		}
	}
	if ex := pg.Exercise("ftp://ftp.iec.ch/pub/a;b", "ftp://ftp.iec.ch/pub/a", expected["ftp://ftp.iec.ch/pub/a;b"]); ex.OneOfExpected {
		t.Errorf("exercise %q: dropping \";b\" is one of the expected answers", "ftp://ftp.iec.ch/pub/a;b")
	}
}
