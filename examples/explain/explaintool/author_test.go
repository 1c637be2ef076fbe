package explaintool

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/examples/internal/authorscheme"
	"github.com/urlsyntax/rfc1738/parser"
)

// author is explain as a scheme author runs it, with a parser of their
// own: imap and pop, whose users and passwords are nodes of their own
// (ast.UserInfoPart), imap with a port and a path, pop with neither.
var author = Config{Options: authorscheme.Options()}

// authorRuns are the runs of author whose golden files, in both
// languages, are testdata/author-LANG/NAME.golden: the table must name
// the user and password that UserInfo gives, and say which parts each
// part has no place for by its fields.
var authorRuns = []struct {
	name   string
	args   []string
	status int
}{
	{"imap", []string{"imap://joe;AUTH=GSSAPI@mx.org:1143/INBOX", "imap://mail.example.org"}, exitValid},
	{"imap-verbose", []string{"-v", "imap://joe@mail.example.org/INBOX", "imap://mail.example.org"}, exitValid},
	{"pop", []string{"pop://joe:pw@mail.example.org", "pop://joe@mail.example.org", "pop://mail.example.org"}, exitValid},
	{"pop-verbose", []string{"-v", "pop://joe:pw@mail.example.org", "pop://mail.example.org"}, exitValid},
	{"errors", []string{"imap://joe:pw@mail.example.org/", "pop://mail.example.org/INBOX"}, exitInvalid},
	{"tree", []string{"-tree", "imap://joe@h/INBOX"}, exitValid},
	{"trace", []string{"-trace", "pop://joe:pw@h"}, exitValid},
	{"grammar", []string{"-grammar", "imapurl", "popurl"}, exitValid},
	{"grammar-inline", []string{"-grammar", "bchar"}, exitUsage}, // named by enc_mailbox's rule, read inline
	{"base", []string{"-base", "imap://mx.org/INBOX", "Drafts", "pop://joe@mail.example.org#top"}, exitValid},
	{"base-invalid", []string{"-base", "imap://mx.org/INBOX", "Drafts?x"}, exitInvalid},
	{"base-note", []string{"-base", "imap://mx.org/INBOX", "a@b"}, exitInvalid}, // a character RFC 1808 allows and the scheme's own production does not
	{"help", []string{"-h"}, exitValid},
}

// authorCases are authorRuns in both languages.
func authorCases() []goldenCase {
	var cases []goldenCase
	for _, lang := range langs {
		for _, r := range authorRuns {
			args := append([]string{"-lang", lang}, r.args...)
			cases = append(cases, goldenCase{"author-" + lang + "/" + r.name, args, r.status, &author})
		}
	}
	return cases
}

// TestAuthorUser checks the rows and lines of an author's user and
// password: tagged <user> and <password> when UserInfo returns them,
// whatever their productions are named, and the parts a part has no
// place for told by its fields, not by RFC 1738's list of schemes.
func TestAuthorUser(t *testing.T) {
	tests := []struct {
		url  string
		want []string // lines of the output, each present
		not  []string // nor any of these
	}{
		{"imap://joe@h/INBOX",
			[]string{`  <user>      "joe"    [7,10)   enc_user (RFC 2192 section 11)`, `  no <password> (imapurl has no place for one) or <port> (143 by default)`},
			[]string{"no <user>", "<url-path> (", "no <port> or"}},
		{"imap://h",
			[]string{`  no <user>, <password> (imapurl has no place for one), <port> (143 by default) or <url-path> (by NOTE 1, a default resource)`},
			nil},
		{"pop://joe:pw@h",
			[]string{`  <password>  "pw"   [10,12)  pass (this package section 1)`, `  no <port> or <url-path> (popurl has no place for them)`},
			[]string{"a default resource"}},
		{"pop://joe@h",
			[]string{`  no <password>; <port> and <url-path>: popurl has no place for them`},
			nil},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		if got := author.Run([]string{tc.url}, &stdout, &stderr); got != exitValid {
			t.Errorf("%s: exit status %d, want %d; stderr %q", tc.url, got, exitValid, stderr.String())
		}
		lines := strings.Split(stdout.String(), "\n")
		for _, w := range tc.want {
			if !contains(lines, w) {
				t.Errorf("%s: no line %q in:\n%s", tc.url, w, stdout.String())
			}
		}
		for _, n := range tc.not {
			if strings.Contains(stdout.String(), n) {
				t.Errorf("%s: %q in:\n%s", tc.url, n, stdout.String())
			}
		}
	}
}

// contains reports whether lines has line.
func contains(lines []string, line string) bool {
	for _, l := range lines {
		if l == line {
			return true
		}
	}
	return false
}

// TestAuthorParser checks that Config's Options build the parser, that
// one that fails is a usage error on stderr, and that -scheme is known
// only to a Config with Extra.
func TestAuthorParser(t *testing.T) {
	tests := []struct {
		c          Config
		args       []string
		status     int
		wantStderr string
	}{
		{author, []string{"imap://h/x"}, exitValid, ""},
		{Config{}, []string{"imap://h/x"}, exitValid, ""}, // the generic syntax
		{author, []string{"-scheme", "ldap", "imap://h/x"}, exitUsage, "explain: flag provided but not defined: -scheme\nrun explain -h for help\n"},
		{Config{Options: []parser.Option{parser.WithScheme(parser.Scheme{Name: "imap"})}}, []string{"imap://h/x"}, exitUsage, "explain: "},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		got := tc.c.Run(tc.args, &stdout, &stderr)
		if got != tc.status {
			t.Errorf("%q: exit status %d, want %d", tc.args, got, tc.status)
		}
		if tc.wantStderr == "" && stderr.Len() > 0 || !strings.HasPrefix(stderr.String(), tc.wantStderr) {
			t.Errorf("%q: stderr %q, want it to start with %q", tc.args, stderr.String(), tc.wantStderr)
		}
	}
	var generic, own bytes.Buffer
	Config{}.Run([]string{"-tree", "imap://h/x"}, &generic, &generic)
	author.Run([]string{"-tree", "imap://h/x"}, &own, &own)
	if diff := cmp.Diff(generic.String(), own.String()); diff == "" || !strings.Contains(own.String(), "imapurl") {
		t.Errorf("the author's parser reads imap as the default one does:\n%s", own.String())
	}
}
