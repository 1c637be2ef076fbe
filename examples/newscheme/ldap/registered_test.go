package ldap_test

import (
	"encoding/json"
	"net/url"
	"testing"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestRegisteredScheme checks that the root package's decoding and
// conversions, and Extract, read a registered scheme's URLs by its
// production when given the parser that registers it, and by the
// generic syntax otherwise: every feature sees the registered scheme.
func TestRegisteredScheme(t *testing.T) {
	p, err := parser.New(parser.WithScheme(ldap.Scheme()))
	if err != nil {
		t.Fatal(err)
	}
	const in = "ldap://ldap.example.com/o=University%20of%20Michigan,c=US??sub"
	isLDAP := func(u rfc1738.URL) bool { _, ok := u.Part.(*ldap.Part); return ok }

	u := rfc1738.URL{Parser: p}
	if err := json.Unmarshal([]byte(`"`+in+`"`), &u); err != nil || !isLDAP(u) {
		t.Errorf("UnmarshalJSON with the parser: %T, %v; want an *ldap.Part", u.Part, err)
	}
	var d rfc1738.URL
	if err := json.Unmarshal([]byte(`"`+in+`"`), &d); err != nil || isLDAP(d) {
		t.Errorf("UnmarshalJSON without: %T, %v; want the generic syntax", d.Part, err)
	}
	if err := (&rfc1738.URL{Parser: p}).UnmarshalText([]byte("ldap://h/??bogus")); err == nil {
		t.Error("UnmarshalText with the parser accepted a scope LDAP has not")
	}

	nu, err := u.NetURL()
	if err != nil || nu.Host != "ldap.example.com" {
		t.Fatalf("NetURL: %v, %v", nu, err)
	}
	back, err := rfc1738.FromNetURLWith(p, nu)
	if err != nil || !isLDAP(back) || back.Parser != p || back.String() != in {
		t.Errorf("FromNetURLWith: %q (%T), %v", back.String(), back.Part, err)
	}
	if plain, err := rfc1738.FromNetURL(&url.URL{Scheme: "ldap", Host: "h", Path: "/o=x"}); err != nil || isLDAP(plain) || plain.Parser != nil {
		t.Errorf("FromNetURL: %T, %v; want the generic syntax and no Parser", plain.Part, err)
	}

	quotes := p.Extract("see <URL:" + in + "> and <URL:ldap://h/??bogus>")
	if len(quotes) != 2 || quotes[0].Err != nil || quotes[0].URL == nil || quotes[1].Err == nil {
		t.Fatalf("Extract: %+v", quotes)
	}
	if _, ok := quotes[0].URL.Part.(*ldap.Part); !ok {
		t.Errorf("Extract with the parser: %T; want an *ldap.Part", quotes[0].URL.Part)
	}
}
