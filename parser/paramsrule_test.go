package parser_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestResolveParamsRule resolves references against an IMAP base by
// both rules: RFC 2192 section 6's, where params are part of the path,
// and RFC 1808's, the default, where they are a component of their own.
func TestResolveParamsRule(t *testing.T) {
	const base = "imap://minbari.org/gray-council;UIDVALIDITY=385759045/;UID=20"
	inPath := imapParser(t, func(s *parser.Scheme) { s.ResolveParams = parser.ParamsInPath })
	rfc1808 := imapParser(t)
	type view struct {
		Text  string
		Steps []string
	}
	tests := []struct {
		name string
		p    *parser.Parser
		ref  string
		want view
	}{
		// The reference's params take the place of the base's last
		// segment, as a path would.
		{"in path/params", inPath, ";UID=21", view{base[:len(base)-2] + "21", []string{"2c", "3", "6", "7"}}},
		{"1808/params", rfc1808, ";UID=21", view{"imap://minbari.org/gray-council;UID=21", []string{"2c", "3", "5", "5a", "7"}}},
		// ".." steps over the segment the base's params hold.
		{"in path/dot dot", inPath, "../INBOX", view{"imap://minbari.org/INBOX", []string{"2c", "3", "6", "6c", "7"}}},
		{"1808/dot dot", rfc1808, "../INBOX", view{"imap://minbari.org/../INBOX", []string{"2c", "3", "6", "7"}}},
		// A segment with params of its own keeps them in the path.
		{"in path/segment", inPath, "x;UIDVALIDITY=1/../y", view{"imap://minbari.org/gray-council;UIDVALIDITY=385759045/y", []string{"2c", "3", "6", "6c", "7"}}},
		{"1808/segment", rfc1808, "x;UIDVALIDITY=1/../y", view{"imap://minbari.org/x;UIDVALIDITY=1/../y", []string{"2c", "3", "6", "7"}}},
		// A query alone inherits the path and, with it, the params.
		{"in path/query", inPath, "?x", view{base + "?x", []string{"2c", "3", "5", "5a", "5b", "7"}}},
		{"1808/query", rfc1808, "?x", view{base + "?x", []string{"2c", "3", "5", "5a", "5b", "7"}}},
		// The rule is the base's scheme's: an absolute reference and
		// another scheme's base are RFC 1808's.
		{"in path/absolute", inPath, "imap://h/a;b", view{"imap://h/a;b", []string{"2b"}}},
	}
	for _, tt := range tests {
		r, err := tt.p.Resolve(base, tt.ref)
		if err != nil {
			t.Errorf("%s: Resolve(%q): %v", tt.name, tt.ref, err)
			continue
		}
		got := view{Text: r.Text}
		for _, s := range r.Steps {
			got.Steps = append(got.Steps, s.Number)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: Resolve(%q) (-want +got):\n%s", tt.name, tt.ref, diff)
		}
	}
	r, err := inPath.Resolve("http://a/b;p/c", ";q")
	if err != nil || r.Text != "http://a/b;q" {
		t.Errorf(`http base: Resolve(";q") = %v, %v; want RFC 1808's "http://a/b;q"`, r, err)
	}
}

// TestResolveParamsRuleResult checks that a result by RFC 2192's rule is
// the IMAP URL the reference meant: a message part, with the base's
// UIDVALIDITY and the reference's UID.
func TestResolveParamsRuleResult(t *testing.T) {
	p := imapParser(t, func(s *parser.Scheme) { s.ResolveParams = parser.ParamsInPath })
	r, err := p.Resolve("imap://h/box;UIDVALIDITY=7/;UID=20", ";UID=21")
	if err != nil {
		t.Fatal(err)
	}
	if r.URLError != nil {
		t.Fatalf("result %q: %v", r.Text, r.URLError)
	}
	m := r.URL.Part.(*imapPart).Message
	got := []string{m.Mailbox.String(), m.Validity.String(), string(m.UID)}
	if diff := cmp.Diff([]string{"box", ";UIDVALIDITY=7", "21"}, got); diff != "" {
		t.Errorf("message part (-want +got):\n%s", diff)
	}
}

func TestParamsRuleString(t *testing.T) {
	got := []string{parser.ParamsOwnComponent.String(), parser.ParamsInPath.String(), parser.ParamsRule(9).String()}
	if diff := cmp.Diff([]string{"ParamsOwnComponent", "ParamsInPath", "ParamsRule(9)"}, got); diff != "" {
		t.Errorf("String (-want +got):\n%s", diff)
	}
}
