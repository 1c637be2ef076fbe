package parser_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestDriveLetterNote checks that a drive letter where a file URL's host
// goes gets, after the note that fileurl has no port, the URL that puts
// it in the path; a host of more letters does not.
func TestDriveLetterNote(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []parser.Code
	}{
		{"file://C:/x", []parser.Code{parser.NoteNoPort, parser.NoteFilePath}},
		{"file://ab:/x", []parser.Code{parser.NoteNoPort}},
	} {
		_, err := parser.Parse(tt.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Fatalf("%s: %v", tt.in, err)
		}
		var got []parser.Code
		for _, n := range e.Notes {
			got = append(got, n.Code)
			if n.Code == parser.NoteFilePath && n.Args["url"] != "file:///C:/x" {
				t.Errorf("%s: note url %q, want file:///C:/x", tt.in, n.Args["url"])
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: notes (-want +got):\n%s", tt.in, diff)
		}
	}
}
