package main

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// corpusFile is the shared conformance corpus, beside the clone.
const corpusFile = "../../../shared/corpus/conformance-public.txt"

// TestCorpus runs the command over the conformance corpus and checks one
// object per line, in input order, agreeing with the parser, with parts
// that put back together give the URL again.
func TestCorpus(t *testing.T) {
	data, err := os.ReadFile(corpusFile)
	if err != nil {
		t.Skipf("no corpus: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	stdout, stderr, code := runCommand(t, "", "-json", corpusFile)
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

// goldenFile holds the verdicts and parts that a reading of RFC 1738
// gives for every URL of the conformance corpus; the root package's
// tests write it and testdata/conformance-review.md justifies it.
const goldenFile = "../../testdata/conformance.golden.jsonl"

// TestConformanceGolden checks that urlcheck -json prints, for every URL
// of the conformance corpus, exactly the reviewed golden object.
func TestConformanceGolden(t *testing.T) {
	if _, err := os.Stat(corpusFile); err != nil {
		t.Skipf("no corpus: %v", err)
	}
	golden, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	want := decodeLines(t, string(golden))
	stdout, _, _ := runCommand(t, "", "-json", corpusFile)
	got := decodeLines(t, stdout)
	if len(got) != len(want) {
		t.Fatalf("%d objects, golden has %d", len(got), len(want))
	}
	for i := range want {
		if diff := cmp.Diff(want[i], got[i]); diff != "" {
			t.Errorf("line %d (-golden +urlcheck):\n%s", i+1, diff)
		}
	}
}
