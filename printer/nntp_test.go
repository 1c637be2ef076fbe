package printer_test

import "testing"

// nntpCanonicalTests: the host is lower-cased and port 119 dropped; the
// group and the article number are printed as written.
var nntpCanonicalTests = []struct{ name, in, want string }{
	{"default port dropped", "NNTP://News.COM:119/comp.lang.perl/42", "nntp://news.com/comp.lang.perl/42"},
	{"default port with zeros dropped", "nntp://h:0119/g", "nntp://h/g"},
	{"other port kept", "nntp://h:0120/g", "nntp://h:0120/g"},
	{"another scheme's default kept", "nntp://h:80/g", "nntp://h:80/g"},
	{"group and number as written", "nntp://h/Alt.X/007", "nntp://h/Alt.X/007"},
	{"hostnumber kept", "nntp://010.0.0.1/g", "nntp://010.0.0.1/g"},
}

func TestNNTPCanonical(t *testing.T) { checkNewsFamilyTable(t, nntpCanonicalTests) }
