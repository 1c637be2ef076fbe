package netdiff

import (
	"slices"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/internal/authorscheme"
	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestCompareRegistered checks the reasons given for URLs of schemes a
// scheme author registered: net/url's userinfo, which holds what the
// scheme's own production reads beside its user (IMAP's ";AUTH="), and
// a text that does not follow the scheme's own production, which is no
// production of RFC 1738.
func TestCompareRegistered(t *testing.T) {
	p, err := parser.New(authorscheme.Options()...)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		in      string
		reasons []string
	}{
		{"imap://joe@mx.org/INBOX", nil},
		{"imap://joe;AUTH=GSSAPI@mx.org/INBOX", []string{"own-userinfo"}},
		{"imap://joe:pw@mx.org/INBOX", []string{"registered-syntax"}},
		{"pop://mail.example.org/INBOX", []string{"registered-syntax"}},
		{"pop://mail.example.org?x", []string{"registered-syntax"}},    // not RFC 1738's query-without-slash
		{"pop://a:@b@mail.example.org", []string{"registered-syntax"}}, // not RFC 1738's login-chars
		{"pop://mail.example.org#top", []string{"fragment"}},
	} {
		u, err := p.Parse(tc.in)
		c := Compare(tc.in, u, err)
		var got []string
		for _, r := range c.Reasons {
			got = append(got, r.Code)
		}
		if !slices.Equal(got, tc.reasons) || c.Unexplained || c.Agree != (tc.reasons == nil) {
			t.Errorf("%s: reasons %v, unexplained %v, agree %v; want %v", tc.in, got, c.Unexplained, c.Agree, tc.reasons)
		}
	}
}

// TestQueryOfRegistered checks the sentence on a "?" that a registered
// scheme's own production reads (LDAP's, RFC 4516): it is no path of
// RFC 1738's.
func TestQueryOfRegistered(t *testing.T) {
	p, err := parser.New(exampleschemes.Options()...)
	if err != nil {
		t.Fatal(err)
	}
	const in = "ldap://h/o=x?cn"
	u, err := p.Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	c := Compare(in, u, nil)
	if len(c.Reasons) != 1 || c.Reasons[0].Code != "neturl-splits-query" || c.Reasons[0].En != queryInOwn.En || c.Reasons[0].Fr != queryInOwn.Fr {
		t.Errorf("%s: reasons %+v, want neturl-splits-query in the words of a scheme of its own", in, c.Reasons)
	}
}
