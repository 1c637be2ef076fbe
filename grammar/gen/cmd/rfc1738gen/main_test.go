package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestGeneratedIsCurrent fails when parser/zz_generated.go is not what
// the generator writes now: run go generate ./... after changing a tag.
func TestGeneratedIsCurrent(t *testing.T) {
	out := filepath.Join(t.TempDir(), "zz_generated.go")
	if err := run(out, "parser"); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../../../parser/zz_generated.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("parser/zz_generated.go is stale: run go generate ./...")
	}
}
