package explaintool

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/internal/voice"
)

// TestConcise checks that the default output of a 17-character URL fits
// a terminal of 24 lines with room to spare, at any width from 80 (a terminal's least), or none, and
// that -v shows more: what the parts are made of, what the parts left
// out mean in full, and each rule cited once.
func TestConcise(t *testing.T) {
	const u = "http://www.iec.ch"
	for _, lang := range langs {
		for _, w := range []string{"0", "80", "120"} {
			var stdout, stderr bytes.Buffer
			if got := run([]string{"-lang", lang, "-width", w, u}, &stdout, &stderr); got != exitValid {
				t.Fatalf("%s -width %s: exit status %d: %s", lang, w, got, &stderr)
			}
			if n := strings.Count(stdout.String(), "\n"); n > 21 { // 20, and the line that says how a span reads
				t.Errorf("%s -width %s: %d lines, want at most 21:\n%s", lang, w, n, &stdout)
			}
			if strings.Contains(stdout.String(), "hostname = ") {
				t.Errorf("%s -width %s: the default output gives rules:\n%s", lang, w, &stdout)
			}
		}
		var concise, verbose, stderr bytes.Buffer
		run([]string{"-lang", lang, u}, &concise, &stderr)
		run([]string{"-lang", lang, "-v", u}, &verbose, &stderr)
		v := verbose.String()
		if strings.Count(v, "\n") <= strings.Count(concise.String(), "\n") {
			t.Errorf("%s: -v shows no more than the default:\n%s", lang, v)
		}
		for _, rule := range []string{"host = hostname | hostnumber", "hostname = *[ domainlabel \".\" ] toplabel", `httpurl = "http://" hostport`} {
			if n := strings.Count(v, rule); n != 1 {
				t.Errorf("%s -v: the rule %q is given %d times, want once:\n%s", lang, rule, n, v)
			}
		}
		for _, s := range []string{map[string]string{"en": `"www"`, "fr": "«\u00a0www\u00a0»"}[lang], "80"} {
			if !strings.Contains(v, s) {
				t.Errorf("%s -v: no %q:\n%s", lang, s, v)
			}
		}
	}
}

// TestRulesOnce checks that with -v no rule of RFC 1738 is given twice
// in the explanation of a URL, and that the default gives none, over the
// golden URLs.
func TestRulesOnce(t *testing.T) {
	for _, lang := range langs {
		for _, u := range goldenURLs() {
			var stdout, stderr bytes.Buffer
			run([]string{"-lang", lang, "-v", "--", u}, &stdout, &stderr)
			seen := map[string]bool{}
			for _, line := range strings.Split(stdout.String(), "\n") {
				if _, _, ok := strings.Cut(line, " = "); !ok || strings.Contains(line, "error") || strings.Contains(line, "erreur") {
					continue
				}
				if seen[line] {
					t.Errorf("%s %q: %q twice:\n%s", lang, u, line, &stdout)
				}
				seen[line] = true
			}
		}
	}
}

// TestWidth checks that at a width no line is longer, but for a line
// with a word that cannot be broken (a quoted URL, a run of escapes, a
// long rule's literal), over every golden run at widths 80 and 64, in
// both languages (but for the tree and the JSON, which are not wrapped,
// a usage error's line on stderr, and the help); and that without
// -width a run whose stdout is no terminal wraps nothing.
func TestWidth(t *testing.T) {
	for _, w := range []int{80, 64} {
		for _, tc := range goldenCases() {
			if strings.Contains(tc.name, "json") || strings.Contains(tc.name, "tree") || strings.HasSuffix(tc.name, "/help") {
				continue // the JSON, the printer's tree and the help are not wrapped
			}
			var stdout, stderr bytes.Buffer
			tc.run(append([]string{"-width", fmt.Sprint(w)}, tc.args...), &stdout, &stderr)
			for _, line := range strings.Split(stdout.String()+stderr.String(), "\n") {
				if voice.Width(line) <= w || unbreakable(line, w) || strings.HasPrefix(line, "explain: ") {
					continue
				}
				t.Errorf("-width %d %s: a line of %d columns:\n%s", w, tc.name, voice.Width(line), line)
			}
		}
	}
	var stdout, stderr bytes.Buffer
	run([]string{"-lang", "fr", "-v", "ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a"}, &stdout, &stderr)
	if !strings.Contains(stdout.String(), "«\u00a0doit être fourni, dans l'ordre, comme argument d'une commande CWD (changement de répertoire de travail)\u00a0»") {
		t.Errorf("with no terminal and no -width, a sentence is wrapped:\n%s", &stdout)
	}
}

// unbreakable reports whether line, longer than w, is so because of a
// word that no wrapping can break: one of more than a third of w.
func unbreakable(line string, w int) bool {
	for _, f := range strings.Fields(line) {
		if voice.Width(f) > w/3 {
			return true
		}
	}
	return false
}

// TestFrenchBreaks checks that, wrapped, French never leaves a
// guillemet at the end or start of a line apart from its word, nor
// starts a line with the colon or semicolon it spaces.
func TestFrenchBreaks(t *testing.T) {
	for _, tc := range goldenCases() {
		if !strings.Contains(tc.name, "-fr/") || strings.Contains(tc.name, "json") {
			continue
		}
		for _, w := range []string{"80", "50"} {
			var stdout, stderr bytes.Buffer
			tc.run(append([]string{"-width", w}, tc.args...), &stdout, &stderr)
			for _, line := range strings.Split(stdout.String(), "\n") {
				body := strings.TrimSpace(line)
				if strings.HasSuffix(body, "«") || strings.HasPrefix(body, "»") ||
					strings.HasPrefix(body, ": ") || strings.HasPrefix(body, "; ") {
					t.Errorf("-width %s %s: %q", w, tc.name, line)
				}
			}
		}
	}
}

// TestDefaultWidth checks the width explain wraps to without -width: none
// when stdout is not a terminal (a buffer, a file), and otherwise
// COLUMNS's or 80.
func TestDefaultWidth(t *testing.T) {
	if got := defaultWidth(&bytes.Buffer{}, func(string) string { return "100" }); got != 0 {
		t.Errorf("a buffer: %d, want 0", got)
	}
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if got := defaultWidth(f, func(string) string { return "100" }); got != 0 {
		t.Errorf("a file: %d, want 0", got)
	}
	tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no terminal:", err)
	}
	defer tty.Close()
	for env, want := range map[string]int{"100": 100, "": 80, "x": 80, "-3": 80} {
		if got := defaultWidth(tty, func(string) string { return env }); got != want {
			t.Errorf("a terminal, COLUMNS=%q: %d, want %d", env, got, want)
		}
	}
}
