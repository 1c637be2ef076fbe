package ldap_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/parser"
)

const (
	sevError   = parser.SeverityError
	sevWarning = parser.SeverityWarning
)

// TestValidValues checks decoded texts that the other RFCs' grammars
// accept, at their boundaries.
func TestValidValues(t *testing.T) {
	for _, input := range []string{
		// RFC 4514 DNs.
		"ldap:///cn=",                                    // an empty value
		"ldap:///cn=a=b",                                 // "=" need not be escaped
		"ldap:///cn=a%20b%20%23c",                        // inner space and "#"
		"ldap:///cn=%5C%20a%5C%20",                       // leading and trailing space, escaped
		"ldap:///cn=%5C%23a",                             // leading "#", escaped
		"ldap:///CN=Babs+SN=Jensen,2.5.4.10=%2304024869", // multi-valued RDN, numericoid, hexstring
		"ldap:///cn=caf%C3%A9",                           // UTF-8
		"ldap:///cn=%5C%2C%5C2c%5C%5C",                   // pairs: "\,", "\2c", "\\"
		// RFC 4511 selectors.
		"ldap:///?cn,*,1.1,+,2.5.4.3,cn;lang-en;binary,%63n",
		// Scopes, in any case.
		"ldap:///??base", "ldap:///??ONE", "ldap:///??Sub",
		// RFC 4515 filters.
		"ldap:///???(cn=*)",
		"ldap:///???(cn=)",
		"ldap:///???(cn=a*b**c*)",
		"ldap:///???(cn=*a)",
		"ldap:///???(!(cn=x))",
		"ldap:///???(%26(a=b)(%7C(c=d)(e%3E=f))(g%3C=h)(i~=j))",
		"ldap:///???(cn:caseExactMatch:=Fred)",
		"ldap:///???(cn:dn:2.4.6.8.10:=x)",
		"ldap:///???(cn:DN:=x)",
		"ldap:///???(cn:=x)",
		"ldap:///???(:1.2.3:=x)",
		"ldap:///???(:dn:1.2.3:=x)",
		"ldap:///???(cn;lang-en=x)",
		"ldap:///???(2.5.4.3=x)",
		"ldap:///???(cn=a%5c2ab%5C28%5c29)",
		"ldap:///???(cn=caf%C3%A9)",
		// Extensions: zero bytes allowed in values.
		"ldap:///????x=%00,1.2.3=a",
	} {
		u, err := newParser(t).Parse(input)
		if err != nil {
			t.Errorf("Parse(%q): %v", input, err)
			continue
		}
		if list := ldap.Validate(u); len(list) != 0 {
			t.Errorf("Validate(%q) = %v", input, list)
		}
	}
}

// TestValidateErrors checks each check of the validator on URLs the
// grammar accepts: where the finding is (an escape counts as the byte
// it encodes), which production it names, and what was found there.
func TestValidateErrors(t *testing.T) {
	tests := []struct {
		input string
		want  []errorView
	}{
		// Zero bytes outside the extensions (RFC 4516 section 2.1).
		{"ldap:///cn=a%00", []errorView{{12, "dn", "%00", sevError}}},
		{"ldap:///?c%00n", []errorView{{10, "selector", "%00", sevError}}},
		{"ldap:///???(cn=%00)", []errorView{{15, "filter", "%00", sevError}}},

		// RFC 4514 DNs.
		{"ldap:///o=Babsco,%20c=US", []errorView{{17, "attributeType", "%20", sevError}}},
		{"ldap:///o=Babsco,", []errorView{{17, "attributeType", "", sevError}}},
		{"ldap:///o", []errorView{{9, "attributeTypeAndValue", "", sevError}}},
		{"ldap:///=x", []errorView{{8, "attributeType", "=", sevError}}},
		{"ldap:///01.2=x", []errorView{{8, "number", "0", sevError}}},
		{"ldap:///cn=a;b", []errorView{{12, "attributeValue", ";", sevError}}},
		{"ldap:///cn=%22a%22", []errorView{{11, "attributeValue", "%22", sevError}}},
		{"ldap:///cn=%20a", []errorView{{11, "attributeValue", "%20", sevError}}},
		{"ldap:///cn=a%20", []errorView{{12, "attributeValue", "%20", sevError}}},
		{"ldap:///cn=a%5Cq", []errorView{{15, "pair", "q", sevError}}},
		{"ldap:///cn=%23", []errorView{{14, "hexstring", "", sevError}}},
		{"ldap:///cn=%23,o=x", []errorView{{14, "hexstring", ",", sevError}}},
		{"ldap:///cn=%23zz", []errorView{{14, "hexstring", "z", sevError}}},
		{"ldap:///cn=%230", []errorView{{14, "hexstring", "0", sevError}}},
		{"ldap:///cn=a%FF", []errorView{{12, "distinguishedName", "%FF", sevError}}},

		// RFC 4511 selectors.
		{"ldap:///?c%20n", []errorView{{10, "attributedescription", "%20", sevError}}},
		{"ldap:///?cn;", []errorView{{12, "attributedescription", "", sevError}}},
		{"ldap:///?-cn", []errorView{{9, "attributeSelector", "-", sevError}}},
		{"ldap:///?**", []errorView{{9, "attributeSelector", "*", sevError}}},
		{"ldap:///?1", []errorView{{10, "oid", "", sevError}}},

		// Scopes.
		{"ldap:///??subtree", []errorView{{10, "scope", "subtree", sevError}}},
		{"ldap:///??%62as", []errorView{{10, "scope", "%62as", sevError}}},
		{"ldap:///??%62ase", []errorView{{10, "scope", "%62ase", sevWarning}}},

		// RFC 4515 filters.
		{"ldap:///???cn=x", []errorView{{11, "filter", "c", sevError}}},
		{"ldap:///???(cn=x", []errorView{{16, "filter", "", sevError}}},
		{"ldap:///???(cn=x)(sn=y)", []errorView{{17, "filter", "(", sevError}}},
		{"ldap:///???()", []errorView{{12, "filtercomp", ")", sevError}}},
		{"ldap:///???(cn)", []errorView{{14, "item", ")", sevError}}},
		{"ldap:///???(cn~x)", []errorView{{15, "item", "x", sevError}}},
		{"ldap:///???(cn%3E=a*)", []errorView{{19, "assertionvalue", "*", sevError}}},
		{"ldap:///???(cn=a(b)", []errorView{{16, "assertionvalue", "(", sevError}}},
		{"ldap:///???(cn=a%5C2)", []errorView{{19, "assertionvalue", "2", sevError}}},
		{"ldap:///???(%26)", []errorView{{15, "filterlist", ")", sevError}}},
		{"ldap:///???(!cn=x)", []errorView{{13, "filter", "c", sevError}}},
		{"ldap:///???(&(cn=x)(sn=y)", []errorView{{25, "filter", "", sevError}}},
		{"ldap:///???(:dn:=x)", []errorView{{12, "extensible", ":", sevError}}},
		{"ldap:///???(cn:a:b:=x)", []errorView{{17, "extensible", "b", sevError}}},
		{"ldap:///???(cn:dn)", []errorView{{17, "extensible", ")", sevError}}},
		{"ldap:///???(cn=%FF)", []errorView{{15, "filter", "%FF", sevError}}},
		{"ldap:///???(01.2=x)", []errorView{{12, "number", "0", sevError}}},
		{"ldap:///???(cn;=x)", []errorView{{15, "attributedescription", "=", sevError}}},

		// Extensions.
		{"ldap:///????1.02", []errorView{{14, "number", "0", sevError}}},
		{"ldap:///????x=%FF", []errorView{{14, "exvalue", "%FF", sevError}}},
		{"ldap:///????!x,!1.2.3=v", []errorView{{12, "extension", "!x", sevWarning}, {15, "extension", "!1.2.3=v", sevWarning}}},

		// Every field checked, findings in input order.
		{"ldap:///cn=a;b?-x?up?(x?!y", []errorView{
			{12, "attributeValue", ";", sevError},
			{15, "attributeSelector", "-", sevError},
			{18, "scope", "up", sevError},
			{23, "item", "", sevError},
			{25, "extension", "!y", sevWarning},
		}},
	}
	p := newParser(t)
	for _, tt := range tests {
		_, err := p.Parse(tt.input)
		hasError := false
		for _, v := range tt.want {
			hasError = hasError || v.Severity == sevError
		}
		if !hasError {
			// Warnings alone leave the URL valid.
			u, err := p.Parse(tt.input)
			if err != nil {
				t.Errorf("Parse(%q): %v", tt.input, err)
				continue
			}
			if diff := cmp.Diff(tt.want, views(p.Validate(u))); diff != "" {
				t.Errorf("Validate(%q) (-want +got):\n%s", tt.input, diff)
			}
			continue
		}
		if err == nil {
			t.Errorf("Parse(%q) succeeded; want %v", tt.input, tt.want)
			continue
		}
		// Parse reports the errors; Validate all the findings.
		var errs []errorView
		for _, v := range tt.want {
			if v.Severity == sevError {
				errs = append(errs, v)
			}
		}
		if diff := cmp.Diff(errs, errorsOf(t, err)); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s\n%v", tt.input, diff, err)
		}
	}
}

// TestValidateMessages checks whole messages: they show the decoded text
// and name the rule broken and the scheme's production.
func TestValidateMessages(t *testing.T) {
	tests := []struct{ input, want string }{
		{"ldap://h/??sub?(cn=Babs%20Jensen",
			`offset 32: filter: in the decoded filter "(cn=Babs Jensen": found its end, expected ")" (RFC 4515 section 3: filter = LPAREN filtercomp RPAREN; in ldapurl, RFC 4516 section 2)`},
		{"ldap://h/o=Babsco,%20c=US",
			`offset 18: attributeType: in the decoded DN "o=Babsco, c=US": found ' ', expected an attribute type, such as cn or 2.5.4.3 (RFC 4514 section 3: attributeType = descr / numericoid; in ldapurl, RFC 4516 section 2)`},
		{"ldap://h/??subtree",
			`offset 11: scope: scope "subtree" is not base, one or sub (in any case) (RFC 4516 section 2: scope = "base" / "one" / "sub"; in ldapurl, RFC 4516 section 2)`},
		{"ldap://h/???(cn=a%2A)(x",
			`offset 21: filter: in the decoded filter "(cn=a*)(x": found '('; a filter is one parenthesised filter; to combine filters write "(&" or "(|" before them and ")" after (RFC 4515 section 3: filter = LPAREN filtercomp RPAREN; in ldapurl, RFC 4516 section 2)`},
	}
	for _, tt := range tests {
		_, err := newParser(t).Parse(tt.input)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q):\ngot  %v\nwant %s", tt.input, err, tt.want)
		}
	}
	u, _ := mustParse(t, rfc4516Examples[12])
	const warning = `offset 15: extension: critical extension "e-bindname" is not implemented here: RFC 4516 section 2 says "If an extension is not implemented and is marked critical, the implementation MUST NOT process the URL" (RFC 4516 section 2: extension = [EXCLAMATION] extype [EQUALS exvalue]; in ldapurl, RFC 4516 section 2)`
	if w := ldap.Validate(u).Warnings(); len(w) != 1 || w[0].Error() != warning {
		t.Errorf("warnings: %v\nwant %s", w, warning)
	}
}

// TestValidateHandBuilt runs the validator on its own over a tree a
// program built: it needs no input, and its offsets are the spans the
// program gave.
func TestValidateHandBuilt(t *testing.T) {
	u := &ast.URL{
		Scheme: &ast.Scheme{Text: "ldap"},
		Part: &ldap.Part{
			DN:         &ldap.DN{Span: ast.At(8, 14), Text: "cn=x y"},
			Scope:      &ldap.Scope{Span: ast.At(16, 20), Text: "tree"},
			Filter:     &ldap.Filter{Span: ast.At(21, 26), Text: "(cn=x"},
			Extensions: &ldap.Extensions{List: []*ldap.Extension{{Span: ast.At(27, 29), Critical: true, Type: &ldap.ExType{Text: "x"}}}},
		},
	}
	if got, want := u.String(), "ldap:///cn=x y??tree?(cn=x?!x"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	want := []errorView{
		{16, "scope", "tree", sevError},
		{26, "filter", "", sevError},
		{27, "extension", "!x", sevWarning},
	}
	if diff := cmp.Diff(want, views(ldap.Validate(u))); diff != "" {
		t.Errorf("Validate (-want +got):\n%s", diff)
	}
	// The DN's space is left to the grammar, which this tree never met.
	// Fixing the tree fixes the findings.
	part := u.Part.(*ldap.Part)
	part.Scope.Text, part.Filter.Text, part.Extensions.List[0].Critical = "ONE", "(cn=x)", false
	if list := ldap.Validate(u); len(list) != 0 {
		t.Errorf("Validate after the fix = %v", list)
	}
	// A tree whose part is not an LDAP part is reported, not a panic.
	other := &ast.URL{Scheme: &ast.Scheme{Text: "ldap"}, Part: &ast.OpaquePart{Text: "x"}}
	if diff := cmp.Diff([]errorView{{0, "ldapurl", "", sevError}}, views(ldap.Validate(other))); diff != "" {
		t.Errorf("Validate(opaque) (-want +got):\n%s", diff)
	}
	// An extension without a type cannot be written.
	typeless := &ast.URL{Scheme: &ast.Scheme{Text: "ldap"}, Part: &ldap.Part{Extensions: &ldap.Extensions{List: []*ldap.Extension{{Span: ast.At(12, 12)}}}}}
	if diff := cmp.Diff([]errorView{{12, "extension", "", sevError}}, views(ldap.Validate(typeless))); diff != "" {
		t.Errorf("Validate(typeless) (-want +got):\n%s", diff)
	}
	if list := ldap.Validate(nil); list != nil {
		t.Errorf("Validate(nil) = %v", list)
	}
}

// TestGenericChecksRun checks that the library's own checks still run
// on the *ast.HostPort inside an LDAP part.
func TestGenericChecksRun(t *testing.T) {
	u, _ := mustParse(t, "ldap://999.1.1.1:99999/")
	want := []errorView{{7, "hostnumber", "999", sevWarning}, {17, "port", "99999", sevWarning}}
	if diff := cmp.Diff(want, views(newParser(t).Validate(u))); diff != "" {
		t.Errorf("Validate (-want +got):\n%s", diff)
	}
	if list := ldap.Validate(u); len(list) != 0 {
		t.Errorf("ldap.Validate alone = %v; the generic checks are the parser's", list)
	}
}
