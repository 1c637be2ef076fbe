package view

import "testing"

// TestRegistered checks which valid URLs the page names by their part's
// production rather than calling them URLs of RFC 1738: those of an
// author's schemes, explained or resolved, and none of RFC 1738's
// schemes, https, the generic syntax or an invalid input.
func TestRegistered(t *testing.T) {
	pg := authorPage(t)
	imap := &Registered{Production: "imapurl", RFC: "RFC 2192", Section: "3"}
	tests := []struct {
		base, input string
		want        *Registered
	}{
		{"", "imap://joe@mx.org/INBOX", imap},
		{"", "pop://mx.org", &Registered{Production: "popurl", RFC: "this package", Section: "1"}},
		{"imap://mx.org/INBOX", "Drafts", imap},
		{"", "http://mx.org/", nil},
		{"", "https://mx.org/", nil},
		{"", "ftp://mx.org/a", nil},
		{"", "foo://mx.org/a", nil},
		{"", "imap://joe:pw@mx.org/", nil},
		{"http://mx.org/a", "b", nil},
	}
	for _, tc := range tests {
		var r Result
		if tc.base == "" {
			r = pg.Explain(tc.input, "en", Options{})
		} else {
			r = pg.Resolve(tc.base, tc.input, "en", Options{})
		}
		if got := r.Registered; (got == nil) != (tc.want == nil) || got != nil && *got != *tc.want {
			t.Errorf("%q against %q: Registered %+v, want %+v", tc.input, tc.base, got, tc.want)
		}
	}
}
