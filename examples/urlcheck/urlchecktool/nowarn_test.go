package urlchecktool

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
)

// TestNoWarn checks -nowarn against the default output, on the inputs of
// TestTextOutput, lines longer than -maxlen and lines of the shared
// corpora when they are present: in text, the same lines but for the first warning of
// a valid URL, which -nowarn leaves out; in JSON, the same objects but
// for "warnings", always []; the same exit status.
func TestNoWarn(t *testing.T) {
	lines := []string{
		"http://host/a",
		"mailto:joe",
		"http://999.1.1.1:99999/",
		"ftp://@host.com/",
		"http://host:/",
		"",
		"http://x ",
		"\"http://x/\"",
		"http://a\tb/",
		"http://é/",
		"ftp://host:80x/",
		"http://" + strings.Repeat("a", 100) + ".com/",
	}
	for _, name := range []string{"conformance-public.txt", "kasztp.txt"} {
		if corpustest.Dir(t) == "" {
			t.Logf("no corpus %s: ../shared/corpus is absent", name)
			continue
		}
		// The first 3,000 lines of kasztp.txt are enough to hold URLs
		// with warnings, and keep the test quick.
		corpus := corpustest.Lines(t, name)
		lines = append(lines, corpus[:min(len(corpus), 3000)]...)
	}
	in := strings.Join(lines, "\n") + "\n"
	for _, flags := range [][]string{nil, {"-maxlen", "64"}} {
		want, _, wantCode := runCommand(t, in, flags...)
		got, stderr, code := runCommand(t, in, append(flags, "-nowarn")...)
		if code != wantCode || stderr != "" {
			t.Errorf("%v -nowarn: exit status %d, stderr %q; want %d and nothing", flags, code, stderr, wantCode)
		}
		wantLines, gotLines := strings.Split(want, "\n"), strings.Split(got, "\n")
		for i, l := range wantLines {
			if strings.HasPrefix(l, "ok\t") {
				// "ok", the URL and no warning: a valid URL's display
				// holds no tab.
				wantLines[i] = strings.Join(strings.SplitN(l, "\t", 3)[:2], "\t")
			}
		}
		if diff := cmp.Diff(wantLines, gotLines); diff != "" {
			t.Errorf("%v -nowarn, text (-want +got):\n%s", flags, diff)
		}

		want, _, wantCode = runCommand(t, in, append(flags, "-json")...)
		got, stderr, code = runCommand(t, in, append(flags, "-json", "-nowarn")...)
		if code != wantCode || stderr != "" {
			t.Errorf("%v -json -nowarn: exit status %d, stderr %q; want %d and nothing", flags, code, stderr, wantCode)
		}
		wantObjs, gotObjs := decodeLines(t, want), decodeLines(t, got)
		warned := 0
		for _, obj := range wantObjs {
			if len(obj["warnings"].([]any)) > 0 {
				warned++
			}
			obj["warnings"] = []any{}
		}
		if diff := cmp.Diff(wantObjs, gotObjs); diff != "" {
			t.Errorf("%v -json -nowarn (-want +got):\n%.3000s", flags, diff)
		}
		if warned == 0 {
			t.Errorf("%v: no URL with warnings among the inputs", flags)
		}
	}
}
