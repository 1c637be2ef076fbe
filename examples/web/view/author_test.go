package view

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/internal/authorscheme"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap/ldapparse"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp/rtspparse"
	"github.com/urlsyntax/rfc1738/parser"
)

// authorPage is a scheme author's page: imap and pop, whose users and
// passwords are nodes of their own (ast.UserInfoPart), imap with a port
// and a path, pop with neither.
func authorPage(t testing.TB) *Page {
	t.Helper()
	pg, err := New(authorscheme.Options()...)
	if err != nil {
		t.Fatal(err)
	}
	return pg
}

// authorInputs are the inputs of testdata/author-LANG.golden: URLs of
// both schemes with and without their users, and one of each that is
// not valid.
var authorInputs = []string{
	"imap://joe;AUTH=GSSAPI@mx.org:1143/INBOX",
	"imap://mx.org",
	"pop://joe:pw@mx.org",
	"pop://mx.org",
	"imap://joe:pw@mx.org/",
	"pop://mx.org/INBOX",
}

// TestAuthorGolden compares the Results of an author's page, in English
// and French, with testdata/author-LANG.golden, indented JSON; go test
// -update rewrites them.
func TestAuthorGolden(t *testing.T) {
	pg := authorPage(t)
	for _, lang := range []string{"en", "fr"} {
		var b strings.Builder
		for _, in := range authorInputs {
			out, err := json.MarshalIndent(pg.Explain(in, lang, Options{Trace: "summary"}), "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			b.Write(out)
			b.WriteString("\n")
		}
		path := filepath.Join("testdata", "author-"+lang+".golden")
		if *update {
			if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -update to create it)", err)
		}
		if got := b.String(); got != string(want) {
			t.Errorf("%s mismatch: %s", path, firstDifference(string(want), got))
		}
	}
}

// TestAuthorTable checks what the golden files show of the parts: the
// nodes UserInfo returns are <user> and <password>, whatever their
// productions are named, and what a URL leaves out follows the part's
// fields: imap has no place for a password, pop none for a port or a
// path.
func TestAuthorTable(t *testing.T) {
	pg := authorPage(t)
	tests := []struct {
		input  string
		tags   []string // the rows' tags, in order
		absent []string
	}{
		{"imap://joe;AUTH=GSSAPI@mx.org:1143/INBOX",
			[]string{"<scheme>", "<user>", "enc_auth_type", "<host>", "<port>", "<url-path>"},
			[]string{"no <password>: imapurl, the scheme's own production, has no place for it (RFC 2192 section 3)"}},
		{"pop://joe:pw@mx.org",
			[]string{"<scheme>", "<user>", "<password>", "<host>"},
			[]string{"no <port> or <url-path>: popurl, the scheme's own production, has no place for them (this package section 1)"}},
		{"pop://joe@mx.org",
			[]string{"<scheme>", "<user>", "<host>"},
			[]string{"no <password>", "no <port> or <url-path>: popurl, the scheme's own production, has no place for them (this package section 1)"}},
	}
	for _, tc := range tests {
		r := pg.Explain(tc.input, "en", Options{})
		if !r.Valid || r.Table == nil {
			t.Errorf("%s: not valid: %+v", tc.input, r.Error)
			continue
		}
		var tags []string
		for _, row := range r.Table.Rows {
			tags = append(tags, row.Tag)
		}
		if !slices.Equal(tags, tc.tags) {
			t.Errorf("%s: tags %q, want %q", tc.input, tags, tc.tags)
		}
		if !slices.Equal(r.Table.Absent, tc.absent) {
			t.Errorf("%s: absent %q, want %q", tc.input, r.Table.Absent, tc.absent)
		}
	}
}

// TestPageSchemes checks that a page reads the schemes of its parser by
// their productions, and the default page, which has none of them,
// by the generic syntax: the page's own (package main of ../wasm) reads
// ldap, rtsp and rtspu.
func TestPageSchemes(t *testing.T) {
	opts := []parser.Option{parser.WithScheme(ldapparse.Scheme())}
	for _, s := range rtspparse.Schemes() {
		opts = append(opts, parser.WithScheme(s))
	}
	own, err := New(opts...)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ input, production string }{
		{"ldap://h/o=x??sub", "ldapurl"},
		{"rtsp://h:554/a/b", "rtsp_URL"},
		{"rtspu://h/a", "rtsp_URL"},
	} {
		r := own.Explain(tc.input, "en", Options{})
		names := productionNames(r)
		if !r.Valid || !slices.Contains(names, tc.production) {
			t.Errorf("%s: valid %v, productions %q; want %s among them", tc.input, r.Valid, names, tc.production)
		}
		if d := Explain(tc.input, "en"); slices.Contains(productionNames(d), tc.production) {
			t.Errorf("%s: the default page reads %s", tc.input, tc.production)
		}
	}
	if _, err := New(parser.WithScheme(parser.Scheme{Name: "x"})); err == nil {
		t.Error("New with a scheme with no part: no error")
	}
}

// productionNames returns the names of r's productions.
func productionNames(r Result) []string {
	var names []string
	for _, p := range r.Productions {
		names = append(names, p.Name)
	}
	return names
}
