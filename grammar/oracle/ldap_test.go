package oracle_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/grammar/oracle"
	"github.com/urlsyntax/rfc1738/parser"
)

// ldapURLs are LDAP URLs (RFC 4516), valid and not, from
// examples/newscheme/ldap's tests.
var ldapURLs = []string{
	"ldap://",
	"ldap:///",
	"ldap://ldap.example.com:389/o=University%20of%20Michigan,c=US?postalAddress",
	"ldap://host/dc=example,dc=com?cn,sn?sub?(cn=Babs%20Jensen)",
	"ldap:///??%62ase",
	"ldap:///???(%26(a=b)(%7C(c=d)(e%3E=f))(g%3C=h)(i~=j))",
	"ldap:///???(cn:dn:2.4.6.8.10:=x)",
	"ldap:///???(&(cn=x)(sn=y)",
	"ldap:///???(cn=*a)?!bindname=cn=Manager%2cdc=example%2cdc=com",
	"ldap://h:x/",
	"ldap://h/?a,,b",
}

// TestLDAP checks the oracle on a scheme author's grammar: the parser
// with examples/newscheme/ldap's scheme registered must report the
// oracle's first impossible bytes on LDAP URLs and on every truncation,
// one-byte deletion and insertion (of insertable) of them. Those that no
// longer start with "ldap:" are decided by the URL oracle, as the parser
// decides them by RFC 1738's grammars.
func TestLDAP(t *testing.T) {
	g, err := interp.ReadURL(ldap.Scheme().Part)
	if err != nil {
		t.Fatal(err)
	}
	o, err := oracle.New(g)
	if err != nil {
		t.Fatal(err)
	}
	p, err := parser.New(parser.WithScheme(ldap.Scheme()))
	if err != nil {
		t.Fatal(err)
	}
	u := newURL(t)
	checked, mismatches := 0, 0
	for _, in := range nearby(ldapURLs) {
		var d decider = u
		if strings.HasPrefix(strings.ToLower(in), ldap.Name+":") {
			d = o
		}
		want, err := oracleVerdict(d, in)
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		checked++
		if got := verdictOf(p, in); got != want {
			if mismatches++; mismatches <= maxMismatches {
				t.Errorf("%q: parser: %v; oracle: %v", in, got, want)
			}
		}
	}
	t.Logf("%d inputs checked, %d mismatches", checked, mismatches)
}

// nearby returns ins and, for each, its truncations, its one-byte
// deletions and its insertions of each byte of insertable.
func nearby(ins []string) []string {
	var out []string
	for _, in := range ins {
		for i := 0; i <= len(in); i++ {
			out = append(out, in[:i])
			if i < len(in) {
				out = append(out, in[:i]+in[i+1:])
			}
			for _, b := range []byte(insertable) {
				out = append(out, in[:i]+string(b)+in[i:])
			}
		}
	}
	return out
}
