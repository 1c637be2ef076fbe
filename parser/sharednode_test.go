package parser_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestErrorInSharedNodeType checks that an error inside a node type that
// several alternatives read names that node's production, and that the
// notes of the production apply, while an error where the alternatives
// part ways still names the production they share.
func TestErrorInSharedNodeType(t *testing.T) {
	p := imapParser(t)
	type view struct {
		Err   errorView
		Notes []noteAt
	}
	const nz = `one of "1", "2", "3", "4", "5", "6", "7", "8" or "9"`
	tests := []struct {
		in   string
		want view
	}{
		// uidvalidity, read by imessagelist and by imessagepart.
		{"imap://h/x;UIDVALIDITY=0", view{Err: errorView{23, "uidvalidity", "0", nz}}},
		{"imap://h/x;UIDVALIDITY=", view{Err: errorView{23, "uidvalidity", "", nz}}},
		{"imap://h/x;UIDX", view{Err: errorView{14, "uidvalidity", "X", `"V"`}}},
		// An escape in enc_mailbox, which both read: the escape's note.
		{"imap://h/IN%zzBOX", view{errorView{12, "escape", "z", "a hex digit"}, []noteAt{{parser.NoteEscape, 11}}}},
		// Only imessagepart reads "/;UID=".
		{"imap://h/x/;UID=0", view{Err: errorView{16, "imessagepart", "0", nz}}},
		// After the mailbox the alternatives part ways: imapurl.
		{"imap://h/x<", view{errorView{10, "imapurl", "<", ""}, []noteAt{{parser.NoteUnsafe, 10}}}},
	}
	for _, tt := range tests {
		_, err := p.Parse(tt.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %v, want a *parser.Error", tt.in, err)
			continue
		}
		got := view{Err: viewError(t, err)}
		if tt.want.Err.Expected == "" {
			got.Err.Expected = ""
		}
		for _, n := range e.Notes {
			got.Notes = append(got.Notes, noteAt{n.Code, n.Offset})
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s\n%v", tt.in, diff, err)
		}
	}
}

type noteAt struct {
	Code   parser.Code
	Offset int
}
