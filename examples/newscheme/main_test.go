package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestRun checks the report on the URL the package documentation shows,
// line for line.
func TestRun(t *testing.T) {
	const want = `
ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)
  host        ldap1.example.net
  port        6666
  dn          "o=University of Michigan,c=US"
    rdn 1     o = "University of Michigan"
    rdn 2     c = "US"
  attributes  all user attributes (the default)
  scope       sub (the whole subtree)
  filter      (cn=Babs Jensen)
  extensions  none
  tree:
    genericurl               [0,87) "ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)"
      scheme                 [0,4) "ldap"
      ldapurl                [5,87) "//ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)"
        hostport             [7,29) "ldap1.example.net:6666"
          host               [7,24) "ldap1.example.net"
            hostname         [7,24) "ldap1.example.net"
              domainlabel    [7,12) "ldap1"
              domainlabel    [13,20) "example"
              toplabel       [21,24) "net"
          port               [25,29) "6666"
        dn                   [30,63) "o=University%20of%20Michigan,c=US"
        attributes           [64,64) ""
        scope                [65,68) "sub"
        filter               [69,87) "(cn=Babs%20Jensen)"
  canonical   ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)
  generic     a parser without the LDAP scheme reads it by RFC 1738's generic syntax
`
	var stdout, stderr strings.Builder
	status := run([]string{"ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)"}, &stdout, &stderr)
	if status != 0 || stderr.Len() != 0 {
		t.Errorf("status %d, stderr %q", status, stderr.String())
	}
	if got := stdout.String(); got != want[1:] {
		t.Errorf("got\n%s\nwant\n%s", got, want[1:])
	}
}

// TestRunInvalid checks that a URL the validator rejects is reported
// with a caret under each error, and makes the status 1.
func TestRunInvalid(t *testing.T) {
	const want = `
ldap://h/o=Babsco,%20c=US??subtree
                  ^
  invalid: offset 18: attributeType: in the decoded DN "o=Babsco, c=US": found ' ', expected an attribute type, such as cn or 2.5.4.3 (RFC 4514 section 3: attributeType = descr / numericoid; in ldapurl, RFC 4516 section 2)
                           ^
  invalid: offset 27: scope: scope "subtree" is not base, one or sub (in any case) (RFC 4516 section 2: scope = "base" / "one" / "sub"; in ldapurl, RFC 4516 section 2)
`
	var stdout, stderr strings.Builder
	status := run([]string{"ldap://h/o=Babsco,%20c=US??subtree"}, &stdout, &stderr)
	if status != 1 {
		t.Errorf("status %d, want 1", status)
	}
	if got := stdout.String(); got != want[1:] {
		t.Errorf("got\n%s\nwant\n%s", got, want[1:])
	}
}

// TestRunExamples checks that with no URL the RFC's examples are all
// reported valid, the critical extension with its warning, and that a
// syntax error is shown too.
func TestRunExamples(t *testing.T) {
	var stdout, stderr strings.Builder
	if status := run(nil, &stdout, &stderr); status != 0 {
		t.Fatalf("status %d\n%s", status, stdout.String())
	}
	out := stdout.String()
	if n := strings.Count(out, "  canonical "); n != len(rfc4516Examples) {
		t.Errorf("%d reports, want %d", n, len(rfc4516Examples))
	}
	if n := strings.Count(out, "  warning: "); n != 1 || !strings.Contains(out, `critical extension "e-bindname"`) {
		t.Errorf("%d warnings, want the critical extension's alone", n)
	}
	stdout.Reset()
	if status := run([]string{"--", "ldap://u@h/"}, &stdout, &stderr); status != 1 || !strings.Contains(stdout.String(), "\n        ^\n  invalid: offset 8: ldapurl: ") || !strings.Contains(stdout.String(), `; note: offset 8: ldapurl: likely meant: a user name (perhaps with ":" and a password) that this "@" ends; ldapurl has no place for one`) {
		t.Errorf("status %d, output\n%s", status, stdout.String())
	}
	stdout.Reset()
	if status := run([]string{"-h"}, &stdout, &stderr); status != 0 || !strings.HasPrefix(stdout.String(), "usage: newscheme") {
		t.Errorf("-h: status %d, output\n%s", status, stdout.String())
	}
}

// TestRunUsesGenerated checks that the command parses LDAP URLs with the
// parser generated from package ldap's tags: its scheme has one, and the
// parser calls it for each URL. Only the calls for the command's URLs
// count: WithScheme also gives it a few short URLs of its own, to check
// that it is the part's parser.
func TestRunUsesGenerated(t *testing.T) {
	generated := scheme
	defer func() { scheme = generated }()
	if generated().Generated == nil {
		t.Fatal("the command's LDAP scheme has no generated parser")
	}
	calls := 0
	scheme = func() parser.Scheme {
		s := generated()
		parse := s.Generated
		s.Generated = func(input string) *ast.URL {
			if slices.Contains(rfc4516Examples, input) {
				calls++
			}
			return parse(input)
		}
		return s
	}
	var stdout, stderr strings.Builder
	if status := run(nil, &stdout, &stderr); status != 0 {
		t.Fatalf("status %d\n%s%s", status, stdout.String(), stderr.String())
	}
	if calls != len(rfc4516Examples) {
		t.Errorf("the generated parser parsed %d URLs, want %d", calls, len(rfc4516Examples))
	}
}

// TestRunSameWithInterpreter checks that the command's output is the
// same with the interpreter of the scheme (ldap.Scheme, no Generated),
// for the RFC's examples and for URLs the grammar or the validator
// rejects.
func TestRunSameWithInterpreter(t *testing.T) {
	generated := scheme
	defer func() { scheme = generated }()
	for _, args := range [][]string{nil, {"ldap://u@h/", "ldap://h/o=Babsco,%20c=US??subtree", "LDAP://h:99999/??sub?(cn=a)?x,", "ldap:"}} {
		var want, got, stderr strings.Builder
		scheme = ldap.Scheme
		wantStatus := run(args, &want, &stderr)
		scheme = generated
		gotStatus := run(args, &got, &stderr)
		if gotStatus != wantStatus || got.String() != want.String() {
			t.Errorf("run(%q): status %d, output\n%s\nwith the interpreter: status %d, output\n%s", args, gotStatus, got.String(), wantStatus, want.String())
		}
	}
}
