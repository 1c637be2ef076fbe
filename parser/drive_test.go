package parser_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestDriveLetterNote checks that a drive letter where a file URL's host
// goes gets, first, the note that it is no host, with the URL that puts
// it in the path, then the note that fileurl has no port; a host of
// more letters does not, and the drive's note is not given twice.
func TestDriveLetterNote(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []parser.Code
	}{
		{"file://C:/x", []parser.Code{parser.NoteFileDrive, parser.NoteNoPort}},
		{"file://c:", []parser.Code{parser.NoteFileDrive, parser.NoteNoPort}},
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
			if want := "file:///" + tt.in[len("file://"):]; n.Code == parser.NoteFileDrive && (n.Args["url"] != want || n.Args["drive"] != tt.in[7:9]) {
				t.Errorf("%s: note url %q, drive %q, want %s and %s", tt.in, n.Args["url"], n.Args["drive"], want, tt.in[7:9])
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: notes (-want +got):\n%s", tt.in, diff)
		}
		if _, err := parser.Parse("file:///" + tt.in[len("file://"):]); len(got) > 1 && err != nil {
			t.Errorf("%s: the drive note's advice does not parse: %v", tt.in, err)
		}
	}
}
