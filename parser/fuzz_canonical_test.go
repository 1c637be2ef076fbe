package parser_test

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// FuzzCanonical checks the canonical form of every valid input: it is
// what both printer.Canonical and printer.Config{Mode: CanonicalFormat}
// print, it parses, it is its own canonical form, its tree has the
// same meaning as the input's (see meaning), and it resolves every
// reference as the input does (see checkResolutions). Invalid input is
// left to FuzzParse.
//
// It is a target of its own, not a part of FuzzParse, because what it
// needs differs: valid input rich in the spellings the canonical form
// rewrites (upper case, escapes, default ports, "localhost"), where
// FuzzParse's seeds are mostly about errors; and a fuzzing run stops at
// its first failure, so a failure of one property does not hide the
// other's. Its seed corpus, testdata/fuzz/FuzzCanonical, is written by
// TestFuzzSeeds -update.
func FuzzCanonical(f *testing.F) {
	// "0://?@A": the canonical form writes a login's "?" as "%3F", the
	// same user; meaning once read it as another (CI found it).
	// "http://h/pub/%2E%2E/%2E%2E/etc/x": decoded, its dots made dot
	// segments, and "passwd" resolved against it to another URL.
	for _, s := range []string{"HTTP://WWW.Example.COM:80/%7e%41", "file://LocalHost/x", "ftp://h/x;type=D", "telnet://h", "mailto:a%40b", "0://?@A",
		"http://h/pub/%2E%2E/%2E%2E/etc/x", "gopher://h/%2e%2E/x", "mailto:a%2Fb%3Fc", "ftp://h/a/.%2e/b;type=a",
		"HTTPS://H:443/%7e?a=%41", "https://h:80/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		u, err := parse(t, input)
		if err != nil {
			return
		}
		checkCanonical(t, input, u)
	})
}

// TestMeaning keeps meaning honest: it must tell apart the URLs that
// locate different resources, or FuzzCanonical could not fail, and
// equate those that differ only by a canonical rewrite.
func TestMeaning(t *testing.T) {
	tests := []struct {
		a, b string
		same bool
	}{
		// The rewrites of printer/doc.go.
		{"HTTP://h/", "http://h/", true},
		{"http://WWW.Example.COM/", "http://www.example.com/", true},
		{"http://h:80/", "http://h/", true},
		{"http://h:080/", "http://h/", true},
		{"ftp://h:21", "ftp://h", true},
		{"https://h:443/", "https://h/", true},
		{"HTTPS://h:0443/a?b", "https://h/a?b", true},
		{"x://h:0/", "x://h:000/", true},
		{"http://h/%2f", "http://h/%2F", true},
		{"http://h/%41%7e%2D", "http://h/A%7E-", true},
		{"ftp://%41:%42@h/%43;type=a", "ftp://A:B@h/C;type=a", true},
		{"file://localhost/x", "file:///x", true},
		{"file://LocalHost/x", "file:///x", true},
		{"telnet://h", "telnet://h/", true},
		{"ftp://h/x;type=D", "ftp://h/x;type=d", true},
		{"mailto:a%40b", "mailto:a@b", true},
		{"gopher://h/%31x", "gopher://h/1x", true},
		{"ftp://a?:b?@h/", "ftp://a%3F:b%3f@h/", true},
		// Other changes are changes of meaning.
		{"http://h/a%2Fb", "http://h/a/b", false},
		{"x://h/a%2Fb", "x://h/a/b", false},
		{"x:a%3Fb", "x:a?b", false},
		{"x:a%25", "x:a%2525", false},
		{"http://h/%2541", "http://h/%41", false},
		{"http://h:8080/", "http://h:80/", false},
		{"https://h:80/", "https://h/", false},
		{"http://h:443/", "http://h/", false},
		{"https://h/", "http://h/", false},
		{"x://h:80/", "x://h/", false},
		{"http://h/", "http://h", false},
		{"http://h/a", "http://h/A", false},
		{"http://h/?", "http://h/", false},
		{"ftp://@h/", "ftp://h/", false},
		{"ftp://u@h/", "ftp://u:@h/", false},
		{"ftp://h//x", "ftp://h/x", false},
		{"ftp://h/x;type=a", "ftp://h/x;type=i", false},
		{"http://010.1.1.1/", "http://10.1.1.1/", false},
		{"file://localhost/x", "file://otherhost/x", false},
		{"file://127.0.0.1/x", "file:///x", false},
		{"gopher://h/1a%09b", "gopher://h/1a", false},
		{"gopher://h/1a%09", "gopher://h/1a", false},
		{"wais://h/db?x", "wais://h/db/x/y", false},
		{"news:a/b@h", "news:a%2Fb@h", false},
		{"news:*", "news:a", false},
		{"http://h/", "ftp://h/", false},
		{"telnet://u@h/", "telnet://h/", false},
	}
	for _, tt := range tests {
		a, b := mustParse(t, tt.a), mustParse(t, tt.b)
		if same := meaning(a) == meaning(b); same != tt.same {
			t.Errorf("meaning(%q) == meaning(%q) is %v, want %v:\n%s", tt.a, tt.b, same, tt.same, cmp.Diff(meaning(a), meaning(b)))
		}
	}
}

// mustParse parses in or fails the test.
func mustParse(t *testing.T, in string) *ast.URL {
	t.Helper()
	u, err := parse(t, in)
	if err != nil {
		t.Fatalf("Parse(%q): %v", in, err)
	}
	return u
}

// checkCanonical checks the canonical form of input, which parsed to u.
func checkCanonical(t *testing.T, input string, u *ast.URL) {
	t.Helper()
	c := printer.Canonical(u)
	var b bytes.Buffer
	if err := (&printer.Config{Mode: printer.CanonicalFormat}).Fprint(&b, u); err != nil || b.String() != c {
		t.Fatalf("Config{CanonicalFormat}.Fprint(Parse(%q)) = %q, %v; Canonical gives %q", input, b.String(), err, c)
	}
	cu, err := parse(t, c)
	if err != nil {
		t.Fatalf("Canonical(Parse(%q)) = %q, which does not parse: %v", input, c, err)
	}
	if again := printer.Canonical(cu); again != c {
		t.Fatalf("Canonical(Parse(%q)) = %q, whose own canonical form is %q", input, c, again)
	}
	if diff := cmp.Diff(meaning(u), meaning(cu)); diff != "" {
		t.Fatalf("Canonical(Parse(%q)) = %q means something else (-input +canonical):\n%s", input, c, diff)
	}
	checkResolutions(t, input, c)
}

// probeRefs are references to resolve against a URL and its canonical
// form: each step of RFC 1808 section 4 that reads the base's
// components (net_loc, path and its dot segments, params, query), and
// texts that land where RFC 1738 takes no escape (a news article's host,
// an nntp group).
var probeRefs = []string{
	"", "passwd", "../x", "./", ".", "..", "g;p", "?q", ";p", "#f", "//h/x",
	"/x", "g/../../x", "../../../x", "x@h", "x/y@h", "a.b", "1",
}

// checkResolutions checks that every probe reference, and the references
// made of input's own parts (refsOf), resolve against c, input's
// canonical form, as against input: Resolve refuses both, or gives no
// RFC 1738 URL for both, or URLs of one canonical form. A result that is
// no RFC 1738 URL has no canonical form to compare: the canonical form
// of a URL rewrites what RFC 1738 lets it (a host's case, a default
// port), which the text of such a result keeps.
func checkResolutions(t *testing.T, input, c string) {
	t.Helper()
	for _, refs := range [][]string{probeRefs, refsOf(input)} {
		for _, ref := range refs {
			if a, b := resolved(t, input, ref), resolved(t, c, ref); a != b {
				t.Fatalf("Resolve(%q, %q) gives %q; against its canonical form %q, %q", input, ref, a, c, b)
			}
		}
	}
}

// resolved describes what Resolve(base, ref) gives, up to canonical
// form: "refused", "no RFC 1738 URL", or the canonical form of the RFC
// 1738 URL and, after a "#", of its fragment.
func resolved(t *testing.T, base, ref string) string {
	t.Helper()
	var r *parser.Resolution
	var err error
	bounded(t, "Resolve", base+"\x00"+ref, func() { r, err = parser.Resolve(base, ref) })
	switch {
	case err != nil:
		return "refused"
	case r.URL == nil:
		return "no RFC 1738 URL"
	}
	s := printer.Canonical(r.URL)
	if r.Fragment != nil {
		var b strings.Builder
		if err := (&printer.Config{Mode: printer.CanonicalFormat}).Fprint(&b, r.Fragment); err != nil {
			t.Fatal(err)
		}
		s += "#" + b.String()
	}
	return s
}

// refsOf returns references made of in's parts: what follows its
// scheme, its path, the path without its "/", and its last segment, so
// that the fuzzer's input resolves its own pieces.
func refsOf(in string) []string {
	p := ast.SplitParts(in)
	last := p.Path[strings.LastIndexByte(p.Path, '/')+1:]
	return []string{strings.TrimPrefix(in, p.Scheme+":"), p.Path, strings.TrimPrefix(p.Path, "/"), last}
}

// meaning describes what u locates, one line per node, so that two
// trees have the same meaning exactly when the canonical rewrites of
// printer/doc.go can turn the one's URL into the other's. It is written
// from that list and from RFC 1738, not from the printer:
//
//   - the scheme is its lower-case name (section 2.1);
//   - every node appears, by type and depth, in input order, so the
//     structure counts: which parts are present (an empty user or
//     url-path differs from none, section 3.1), how many path segments,
//     which gopher or wais fields;
//   - a node with no children appears with its text, escapes of
//     unreserved characters decoded and hex digits upper-cased (section
//     2.2), escapes of reserved characters and of "%" kept: an escaped
//     "/" is data, not a separator (section 3.2.2). In a mailto address
//     escapes of reserved characters are decoded too (section 3.5
//     reserves none there);
//   - a host's labels are lower-cased (RFC 1034 section 3.1); a
//     hostnumber's digits stay as written;
//   - a port is its decimal value, and no port is the scheme's default
//     (section 3.1), so ":80" in http and none are the same;
//   - a file URL's host "localhost", in any case, is the empty host
//     (section 3.10);
//   - a telnet URL's final "/" is not a node, so written or not it is
//     the same (section 3.8);
//   - an ftp typecode is its lower-case letter (section 3.2.2).
//
// Anything else the printer changed would change the meaning. The
// converse holds but for one rewrite the printer declines: an escaped
// "." that would make a dot segment ("%2E%2E") has the meaning of "." to
// RFC 1738, but RFC 1808 resolution tells the two apart, so the
// canonical form keeps it, and checkResolutions, not meaning, holds it.
func meaning(u *ast.URL) string {
	m := meaningWriter{}
	m.defaultPort, m.hasDefault = u.DefaultPort()
	m.node(u, 0, false, false)
	return m.b.String()
}

// meaningWriter accumulates meaning's lines.
type meaningWriter struct {
	b           strings.Builder
	defaultPort int
	hasDefault  bool
}

// node writes n and, below it, its children; inHost and mailto say
// whether n is inside a host or a mailto address.
func (m *meaningWriter) node(n ast.Node, depth int, inHost, mailto bool) {
	indent := strings.Repeat("  ", depth)
	switch n := n.(type) {
	case *ast.Scheme:
		fmt.Fprintf(&m.b, "%sscheme %s\n", indent, n.Name())
		return
	case *ast.Port:
		return // HostPort writes the port's value, or the default
	case *ast.Host:
		inHost = true
	case *ast.MailtoPart:
		mailto = true
	}
	kids := childrenOf(n)
	if f, ok := n.(*ast.FilePart); ok && f.IsLocal() {
		kids = without(kids, f.Host)
	}
	if len(kids) == 0 {
		text := normalText(n.String(), mailto)
		if _, ok := n.(*ast.FTPType); ok || inHost {
			text = strings.ToLower(text)
		}
		switch n.(type) {
		case *ast.User, *ast.Password:
			// Section 3.1 reserves only ":", "@" and "/" there: "?"
			// and "%3F" are the same user (the canonical form writes
			// the escape).
			text = strings.ReplaceAll(text, "%3F", "?")
		}
		fmt.Fprintf(&m.b, "%s%T %q\n", indent, n, text)
	} else {
		fmt.Fprintf(&m.b, "%s%T\n", indent, n)
	}
	for _, k := range kids {
		m.node(k, depth+1, inHost, mailto)
	}
	if hp, ok := n.(*ast.HostPort); ok {
		fmt.Fprintf(&m.b, "%s  port %s\n", indent, m.port(hp.Port))
	}
}

// port returns the decimal value of p, or the default port when p is
// nil ("none" for a scheme without one). Leading zeros do not count;
// digits beyond any int are compared as written without them.
func (m *meaningWriter) port(p *ast.Port) string {
	if p == nil {
		if m.hasDefault {
			return strconv.Itoa(m.defaultPort)
		}
		return "none"
	}
	v := strings.TrimLeft(string(p.Text), "0")
	if v == "" {
		v = "0"
	}
	return v
}

// childrenOf returns the children of n that ast.Walk visits.
func childrenOf(n ast.Node) []ast.Node {
	var kids []ast.Node
	first := true
	ast.Inspect(n, func(c ast.Node) bool {
		if c == nil {
			return false
		}
		if first {
			first = false
			return true
		}
		kids = append(kids, c)
		return false
	})
	return kids
}

// without returns nodes without drop.
func without(nodes []ast.Node, drop ast.Node) []ast.Node {
	var out []ast.Node
	for _, n := range nodes {
		if n != drop {
			out = append(out, n)
		}
	}
	return out
}

// normalText returns s with every escape decoded except those of a
// reserved character (unless decodeReserved) or of "%", which stay
// escapes with upper-case hex. The result tells a decoded byte from a
// kept escape, for no parsed text holds a "%" that starts no escape.
func normalText(s string, decodeReserved bool) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if !grammar.EscapeAt(s, i) {
			b.WriteByte(s[i])
			continue
		}
		c := ast.EscapedOctet(s, i)
		if c == '%' || grammar.Class(c) == grammar.Reserved && !decodeReserved {
			fmt.Fprintf(&b, "%%%02X", c)
		} else {
			b.WriteByte(c)
		}
		i += 2
	}
	return b.String()
}
