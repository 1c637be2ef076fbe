package printer

import "testing"

// TestMisreadAs checks which nodes a note's misreading leaves out: the
// production it names, and a login only when it is its hostport alone
// (no "@"): a login with a user keeps its label, as does any other
// production.
func TestMisreadAs(t *testing.T) {
	for _, tc := range []struct {
		prod, text, misread string
		want                bool
	}{
		{"hostport", "anon", "hostport", true},
		{"login", "anon", "hostport", true},
		{"login", "u@anon", "hostport", false},
		{"login", "anon", "", false},
		{"login", "anon", "group", false},
		{"group", "comp.os.unix", "group", true},
		{"ftpurl", "ftp://anon", "hostport", false},
	} {
		if got := misreadAs(tc.prod, tc.text, tc.misread); got != tc.want {
			t.Errorf("misreadAs(%q, %q, %q) = %v, want %v", tc.prod, tc.text, tc.misread, got, tc.want)
		}
	}
}
