package ldap_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestFields checks the boundaries of each production that the grammar
// accepts: absent and empty fields, the host forms, the characters of
// each field.
func TestFields(t *testing.T) {
	tests := []struct {
		input string
		want  view
	}{
		// Absent, then empty, field by field.
		{"ldap://", view{none, none, none, none, none, none}},
		{"ldap:///", view{none, "", none, none, none, none}},
		{"ldap:///?", view{none, "", "", none, none, none}},
		{"ldap:///??", view{none, "", "", "", none, none}},
		{"ldap:///???", view{none, "", "", "", "", none}},
		{"ldap:///???" + "?x", view{none, "", "", "", "", "x"}},
		// The host is RFC 1738's hostport.
		{"ldap://h", view{"h", none, none, none, none, none}},
		{"ldap://h:1", view{"h:1", none, none, none, none, none}},
		{"ldap://10.0.0.1:389/", view{"10.0.0.1:389", "", none, none, none, none}},
		// A DN may hold "/", ":", "@", "&", "=", "~" and "," unescaped (and
		// ";", which RFC 4514 then wants escaped: see TestValidateErrors).
		{"ldap://h/cn=a/b:c@d&e~f,o=x", view{"h", "cn=a/b:c@d&e~f,o=x", none, none, none, none}},
		// Selectors are split at ",".
		{"ldap://h/?cn,sn;lang-en,*,1.1,%63n", view{"h", "", "cn|sn;lang-en|*|1.1|%63n", none, none, none}},
		// A filter may hold "," and "~" unescaped (RFC 3986 made "~"
		// unreserved), but not "|", which RFC 3986 does not allow either.
		{"ldap://h/??one?(%7C(cn~=a,b)(sn=*))", view{"h", "", "", "one", "(%7C(cn~=a,b)(sn=*))", none}},
		// Extensions: "!", a descr or numericoid, "=" and a value that
		// may hold "=" and "!" but not ",".
		{"ldap://h/????x,!1.2.3=a=b!c,y=", view{"h", "", "", "", "", "x|!1.2.3=a=b!c|y="}},
	}
	for _, tt := range tests {
		u, part := mustParse(t, tt.input)
		if diff := cmp.Diff(tt.want, viewOf(part)); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s", tt.input, diff)
		}
		if u.String() != tt.input {
			t.Errorf("Parse(%q).String() = %q", tt.input, u.String())
		}
	}
	// An empty extension value is present; no "=" means none.
	_, part := mustParse(t, "ldap://h/????x,y=")
	if x, y := part.Extensions.List[0], part.Extensions.List[1]; x.Value != nil || y.Value == nil || y.Value.Text != "" {
		t.Errorf("extension values: x %v, y %v; want nil and empty", x.Value, y.Value)
	}
}

// syntaxError is what a syntax error says: where, in which production,
// what was found and what the grammar allows.
type syntaxError struct {
	Offset     int
	Production string
	Scheme     string
	Found      string
	Expected   string
}

// TestSyntaxErrors checks that the grammar rejects what RFC 4516's
// ABNF does not allow, naming the production and ldapurl.
func TestSyntaxErrors(t *testing.T) {
	tests := []struct {
		input string
		want  syntaxError
	}{
		// No "//".
		{"ldap:h", syntaxError{5, "ldapurl", "ldapurl", "h", `"/"`}},
		// RFC 4516's ldapurl has no userinfo. After "u" the host may go
		// on, a port or the DN may start, or the URL end: only ldapurl
		// holds all of these (a note says what the "@" would have ended).
		{"ldap://u@h/", syntaxError{8, "ldapurl", "ldapurl", "@", `a letter, a digit, "-", ".", "/", ":" or the end of the URL`}},
		// RFC 1738's host: no IP literal, no empty host before a port,
		// no "_", no trailing dot. After "//" a host, the DN's "/" or the
		// end may come, all in ldapurl.
		{"ldap://[2001:db8::7]/", syntaxError{7, "ldapurl", "ldapurl", "[", `a letter, a digit, "/" or the end of the URL`}},
		{"ldap://:389/", syntaxError{7, "ldapurl", "ldapurl", ":", `a letter, a digit, "/" or the end of the URL`}},
		{"ldap://my_host/", syntaxError{9, "ldapurl", "ldapurl", "_", `a letter, a digit, "-", ".", "/", ":" or the end of the URL`}},
		{"ldap://h:/", syntaxError{9, "port", "ldapurl", "/", "a digit"}},
		// A "?" needs the "/" and DN before it.
		{"ldap://h?cn", syntaxError{8, "ldapurl", "ldapurl", "?", `a letter, a digit, "-", ".", "/", ":" or the end of the URL`}},
		// No empty selector.
		{"ldap://h/?cn,,sn", syntaxError{13, "selector", "ldapurl", ",", ""}},
		{"ldap://h/?cn,", syntaxError{13, "selector", "ldapurl", "", ""}},
		// extensions = extension *(COMMA extension): one at least, none
		// empty. Where one starts, "!" or its extype may come: extension.
		{"ldap:///????", syntaxError{12, "extension", "ldapurl", "", `a letter, a digit or "!"`}},
		{"ldap:///????x,", syntaxError{14, "extension", "ldapurl", "", `a letter, a digit or "!"`}},
		{"ldap:///????!", syntaxError{13, "extype", "ldapurl", "", "a letter or a digit"}},
		// extype = oid, unescaped: a descr or a numericoid. After "e" the
		// descr, its value or the next extension may come, or the end:
		// extensions.
		{"ldap:///????e_x", syntaxError{13, "extensions", "ldapurl", "_", `a letter, a digit, ",", "-", "=" or the end of the URL`}},
		{"ldap:///????5", syntaxError{13, "extype", "ldapurl", "", `a digit or "."`}},
		{"ldap:///????%65", syntaxError{12, "extension", "ldapurl", "%65", `a letter, a digit or "!"`}},
		// No fifth "?".
		{"ldap:///????x?y", syntaxError{13, "extensions", "ldapurl", "?", ""}},
		// Characters RFC 4516 wants escaped: "#", "[", "]", space, and
		// "%" that starts no escape. Where they stand the field may go on,
		// the next "?" come or the URL end: ldapurl.
		{"ldap:///cn=a#b", syntaxError{12, "ldapurl", "ldapurl", "#", ""}},
		{"ldap:///??sub?(|(a=b)(c=d))", syntaxError{15, "ldapurl", "ldapurl", "|", ""}},
		{"ldap:///??sub?(cn=a b)", syntaxError{19, "ldapurl", "ldapurl", " ", ""}},
		{"ldap:///?cn[1]", syntaxError{11, "ldapurl", "ldapurl", "[", ""}},
		// An escape is read byte by byte: the URL stops after the "%".
		{"ldap:///cn=100%", syntaxError{15, "escape", "ldapurl", "", "a hex digit"}},
		{"ldap:///cn=100%zz", syntaxError{15, "escape", "ldapurl", "z", "a hex digit"}},
		{"ldap:///cn=%4g", syntaxError{13, "escape", "ldapurl", "g", "a hex digit"}},
	}
	p := newParser(t)
	for _, tt := range tests {
		_, err := p.Parse(tt.input)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %v; want a *parser.Error", tt.input, err)
			continue
		}
		got := syntaxError{e.Offset, e.Production.Name, e.Scheme.Name, e.Found, e.ExpectedText(grammar.English)}
		if tt.want.Expected == "" {
			got.Expected = "" // long lists of characters; the offset and production are the point
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s\n%v", tt.input, diff, err)
		}
	}
}

// TestSyntaxErrorMessage checks one message whole: it names the
// scheme's production beside the one broken.
func TestSyntaxErrorMessage(t *testing.T) {
	_, err := newParser(t).Parse("ldap:///????e_x")
	const want = `offset 13: extensions: found "_", expected a letter, a digit, ",", "-", "=" or the end of the URL (RFC 4516 section 2: extensions = extension *(COMMA extension); in ldapurl, RFC 4516 section 2)`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

// TestSyntaxErrorNotes checks the notes that explain a syntax error in
// an LDAP URL: the "@" of a login, which ldapurl has not, a "%" that
// starts no escape, and a "#".
func TestSyntaxErrorNotes(t *testing.T) {
	type note struct {
		Code       parser.Code
		Offset     int
		Production string
	}
	tests := []struct {
		input string
		want  []note
	}{
		{"ldap://u@h/", []note{{parser.NoteNoLogin, 8, "ldapurl"}}},
		{"ldap:///cn=100%", []note{{parser.NoteEscape, 14, "escape"}}},
		{"ldap:///cn=a#b", []note{{parser.NoteFragment, 12, "ldapurl"}}},
		{"ldap:///?cn[1]", []note{{parser.NoteUnsafe, 11, "ldapurl"}}},
		{"ldap://h?cn", nil},
	}
	p := newParser(t)
	for _, tt := range tests {
		_, err := p.Parse(tt.input)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %v; want a *parser.Error", tt.input, err)
			continue
		}
		var got []note
		for _, n := range e.Notes {
			got = append(got, note{n.Code, n.Offset, n.Production.Name})
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Parse(%q) notes (-want +got):\n%s\n%v", tt.input, diff, err)
		}
	}
	_, err := p.Parse("ldap://u@h/")
	const want = `offset 8: ldapurl: found "@", expected a letter, a digit, "-", ".", "/", ":" or the end of the URL (RFC 4516 section 2: ldapurl = scheme COLON SLASH SLASH [host [COLON port]] [SLASH dn [QUESTION [attributes] [QUESTION [scope] [QUESTION [filter] [QUESTION extensions]]]]]); note: offset 8: ldapurl: likely meant: a user name (perhaps with ":" and a password) that this "@" ends; ldapurl has no place for one (RFC 4516 section 2: ldapurl = scheme COLON SLASH SLASH [host [COLON port]] [SLASH dn [QUESTION [attributes] [QUESTION [scope] [QUESTION [filter] [QUESTION extensions]]]]]): without it, did you mean "ldap://h/"?`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}
