package view

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestErrorLinesLikely checks the error's panel of an http URL with a
// user and password: the error comes first, exact, as every error does;
// then the note that httpurl has no login, whose first words say it is
// what the input likely meant, and the note that quotes section 3.3's
// words on it; then the scheme's rule. The note is not
// repeated, in the lines or in the message.
func TestErrorLinesLikely(t *testing.T) {
	for _, tc := range []struct {
		lang, likely string
	}{
		{"en", "likely meant: "},
		{"fr", "sans doute : "},
	} {
		r := Explain("http://user:pass@www.iec.ch/", tc.lang)
		if r.Error == nil {
			t.Fatal("valid")
		}
		got := r.Error.Lines
		for i := range got {
			got[i].Text = strings.ReplaceAll(got[i].Text, "\u00a0", " ")
		}
		var kinds []string
		for _, l := range got {
			kinds = append(kinds, l.Kind)
		}
		if diff := cmp.Diff([]string{"error", "note", "note", "rule"}, kinds); diff != "" {
			t.Fatalf("%s: the error's lines' kinds (-want +got):\n%s\n%+v", tc.lang, diff, got)
		}
		if !strings.Contains(got[0].Text, "port") || !strings.Contains(got[1].Text, tc.likely) {
			t.Errorf("%s: the error's lines %+v: want the port error, then the note that starts %q", tc.lang, got, tc.likely)
		}
		if m := strings.ReplaceAll(r.Error.Message, "\u00a0", " "); !strings.HasPrefix(m, got[0].Text[:10]) || strings.Count(m, tc.likely) != 1 {
			t.Errorf("%s: the error's message: %q", tc.lang, m)
		}
	}
}
