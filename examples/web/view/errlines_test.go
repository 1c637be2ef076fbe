package view

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestErrorLinesLead checks the error's panel of an http URL with a
// user and password: the note that httpurl has no login, what the input
// likely meant, comes first, then the error, exact, then the scheme's
// rule; the note is not repeated, in the lines or in the message.
func TestErrorLinesLead(t *testing.T) {
	r := Explain("http://user:pass@www.iec.ch/", "en")
	if r.Error == nil {
		t.Fatal("valid")
	}
	const note = `offset 16: httpurl: an "@" here would end a login (a user name, perhaps with a password), which httpurl does not have (RFC 1738 section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]])`
	want := []ErrorLine{
		{Kind: "note", Text: note},
		{Kind: "error", Text: `offset 12: port: found "p", expected a digit (RFC 1738 section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)`},
		{Kind: "rule", Text: `the scheme's own production: httpurl = "http://" hostport [ "/" hpath [ "?" search ]] (RFC 1738 section 3.3)`},
	}
	if diff := cmp.Diff(want, r.Error.Lines); diff != "" {
		t.Errorf("the error's lines (-want +got):\n%s", diff)
	}
	if !strings.HasPrefix(r.Error.Message, "note: "+note+"\noffset 12: port:") || strings.Count(r.Error.Message, "would end a login") != 1 {
		t.Errorf("the error's message: %q", r.Error.Message)
	}
	// The "@" is the error itself: its note follows it.
	r = Explain("http://u@h/", "en")
	if got := r.Error.Lines; len(got) < 2 || got[0].Kind != "error" || got[1].Kind != "note" {
		t.Errorf("http://u@h/: the error's lines %+v, want the error first", got)
	}
}
