package urlchecktool

import (
	"bytes"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// conformance is the shared conformance corpus, beside the clone.
const conformance = "conformance-public.txt"

// TestCorpus runs the command over the conformance corpus and checks one
// object per line, in input order, agreeing with the parser, with parts
// that put back together give the URL again, and scheme keys that are
// null for the other schemes and put back together give the path.
func TestCorpus(t *testing.T) {
	lines := corpustest.Lines(t, conformance)
	stdout, stderr, code := runCommand(t, "", "-json", corpustest.Path(t, conformance))
	objs := decodeLines(t, stdout)
	if len(objs) != len(lines) {
		t.Fatalf("%d objects for %d lines", len(objs), len(lines))
	}
	wantCode := exitValid
	for i, line := range lines {
		obj := objs[i]
		if obj["url"] != line {
			t.Fatalf("object %d is for %q, want %q", i, obj["url"], line)
		}
		_, err := parser.Parse(line)
		if valid := err == nil; obj["valid"] != valid {
			t.Errorf("%q: valid %v, the parser says %v", line, obj["valid"], valid)
		}
		if err != nil {
			wantCode = exitInvalid
			continue
		}
		scheme := obj["scheme"].(string)
		for k, schemes := range schemeKeys {
			if obj[k] != nil && !slices.Contains(schemes, scheme) {
				t.Errorf("%q: %q is %v, but a %s URL has none", line, k, obj[k], scheme)
			}
		}
		if got, want, ok := schemeText(obj); ok && got != want {
			t.Errorf("%q: the %s keys put back together give %q, want %q", line, scheme, got, want)
		}
		if obj["host"] == nil {
			continue
		}
		n := len(obj["scheme"].(string))
		if got, want := reassemble(obj), strings.ToLower(line[:n])+line[n:]; got != want {
			t.Errorf("%q: the parts put back together give %q", line, got)
		}
	}
	if code != wantCode || stderr != "" {
		t.Errorf("exit status %d, stderr %q; want %d and nothing", code, stderr, wantCode)
	}
}

// reassemble writes the URL that the parts of an ip-schemepart object
// spell: scheme://[user[:password]@]host[:port][/path].
func reassemble(obj map[string]any) string {
	part := func(key string) (string, bool) {
		s, ok := obj[key].(string)
		return s, ok
	}
	var b strings.Builder
	scheme, _ := part("scheme")
	host, _ := part("host")
	b.WriteString(scheme + "://")
	if user, ok := part("user"); ok {
		b.WriteString(user)
		if password, ok := part("password"); ok {
			b.WriteString(":" + password)
		}
		b.WriteString("@")
	}
	b.WriteString(host)
	if port, ok := part("port"); ok {
		b.WriteString(":" + port)
	}
	if path, ok := part("path"); ok {
		b.WriteString("/" + path)
	}
	return b.String()
}

// schemeText puts the keys of a URL of one of section 3's schemes back
// together, and returns that and the text they must give: the path, or
// for news and mailto, the whole scheme part. It is false for the other
// schemes.
func schemeText(obj map[string]any) (got, want string, ok bool) {
	part := func(key string) (string, bool) {
		s, ok := obj[key].(string)
		return s, ok
	}
	with := func(sep, key string) string {
		if s, ok := part(key); ok {
			return sep + s
		}
		return ""
	}
	want, _ = part("path")
	got, _ = part("fpath")
	switch obj["scheme"] {
	case "ftp":
		got += with(";type=", "typecode")
	case "file":
	case "http", "https":
		got, _ = part("hpath")
		got += with("?", "search")
	case "gopher":
		got, _ = part("gtype")
		if _, ok := part("selector"); ok {
			got += with("", "selector") + with("%09", "search") + with("%09", "gopher_plus")
		}
	case "nntp":
		got, _ = part("group")
		got += with("/", "article_number")
	case "wais":
		got, _ = part("database")
		got += with("?", "search")
		if _, ok := part("wtype"); ok {
			got += with("/", "wtype") + with("/", "wpath")
		}
	case "prospero":
		got, _ = part("ppath")
		for _, f := range obj["fields"].([]any) {
			pair := f.([]any)
			got += ";" + pair[0].(string) + "=" + pair[1].(string)
		}
	case "telnet":
		return "", want, true
	case "news":
		got = with("", "group") + with("", "article")
		want = obj["url"].(string)[len("news:"):]
	case "mailto":
		got, _ = part("address")
		want = obj["url"].(string)[len("mailto:"):]
	default:
		return "", "", false
	}
	return got, want, true
}

// goldenFile holds the objects that urlcheck -json prints for the URLs
// of the conformance corpus: the verdicts and parts that a reading of
// RFC 1738 gives, which testdata/conformance-review.md justifies. This
// test owns it: in this directory, go test -run TestConformanceGolden
// -update rewrites it from the command's output (from the module root,
// name the package before the flag: go test ./examples/urlcheck/urlchecktool -run
// TestConformanceGolden -update).
const goldenFile = "../../../testdata/conformance.golden.jsonl"

// update is the -update flag of the package's tests: with it,
// TestConformanceGolden rewrites goldenFile (urlcheck -json over the
// conformance corpus) and TestBaseGolden testdata/base-refs.golden.*
// (urlcheck -base), instead of comparing with them.
var update = flag.Bool("update", false, "rewrite the golden files of the tests that run, instead of comparing with them")

// TestConformanceGolden checks that urlcheck -json prints, for every URL
// of the conformance corpus, exactly the line of the reviewed golden
// file, byte for byte; with -update it writes the file instead.
func TestConformanceGolden(t *testing.T) {
	stdout, stderr, _ := runCommand(t, "", "-json", corpustest.Path(t, conformance))
	if stderr != "" {
		t.Fatalf("urlcheck wrote to stderr: %s", stderr)
	}
	if *update {
		if err := os.WriteFile(goldenFile, []byte(stdout), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", goldenFile)
		return
	}
	golden, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatalf("%v (go test ./examples/urlcheck/urlchecktool -run TestConformanceGolden -update writes it)", err)
	}
	want := bytes.SplitAfter(golden, []byte("\n"))
	got := bytes.SplitAfter([]byte(stdout), []byte("\n"))
	if len(got) != len(want) {
		t.Fatalf("%d lines, golden has %d", len(got), len(want))
	}
	for i := range want {
		if bytes.Equal(want[i], got[i]) {
			continue
		}
		wantObj, gotObj := decodeLines(t, string(want[i])), decodeLines(t, string(got[i]))
		if diff := cmp.Diff(wantObj, gotObj); diff != "" {
			t.Errorf("line %d (-golden +urlcheck):\n%s", i+1, diff)
		} else {
			t.Errorf("line %d: same object, other bytes:\n%s\ngolden:\n%s", i+1, got[i], want[i])
		}
	}
}
