package parser_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestDriveLetterNote checks that a drive letter where a file URL's host
// goes gets the note that it is no host, with the URL that puts it in
// the path, and not also the note that fileurl has no port, which would
// read the same ":" another way. A host of more letters, or of one
// letter with a port ("c:80"), is no drive letter, and gets the port's
// note alone.
func TestDriveLetterNote(t *testing.T) {
	for _, tt := range []struct {
		in, drive, url string
		want           []parser.Code
	}{
		{"file://C:/x", "C:", "file:///C:/x", []parser.Code{parser.NoteFileDrive}},
		{"file://c:", "c:", "file:///c:", []parser.Code{parser.NoteFileDrive}},
		{"file://d:/x", "d:", "file:///d:/x", []parser.Code{parser.NoteFileDrive}},
		{"file://C:/Users/joe/doc.txt", "C:", "file:///C:/Users/joe/doc.txt", []parser.Code{parser.NoteFileDrive}},
		{"file://C|/x", "C|", "file:///C:/x", []parser.Code{parser.NoteFileDrive, parser.NoteHostChar}},
		{"file://ab:/x", "", "", []parser.Code{parser.NoteNoPort}},
		{"file://c:80/x", "", "", []parser.Code{parser.NoteNoPort}},
		{"file://server:80/x", "", "", []parser.Code{parser.NoteNoPort}},
	} {
		_, err := parser.Parse(tt.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Fatalf("%s: %v", tt.in, err)
		}
		var got []parser.Code
		for _, n := range e.Notes {
			got = append(got, n.Code)
			if n.Code != parser.NoteFileDrive {
				continue
			}
			if n.Args["url"] != tt.url || n.Args["drive"] != tt.drive {
				t.Errorf("%s: note url %q, drive %q, want %q and %q", tt.in, n.Args["url"], n.Args["drive"], tt.url, tt.drive)
			}
			if err := parser.Check(n.Args["url"]); err != nil {
				t.Errorf("%s: the drive note's advice does not parse: %v", tt.in, err)
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: notes (-want +got):\n%s", tt.in, diff)
		}
	}
}
