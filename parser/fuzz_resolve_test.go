package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// FuzzResolve checks what must hold for every base and reference:
//
//   - Resolve returns, neither panicking nor hanging (bounded), a
//     resolution or an error, never both, never neither; an error is a
//     *ResolveError naming the base or the reference, with an *Error
//     inside whose offset lies within that input;
//   - the result has the net_loc that steps 2 and 3 give it (the
//     reference's or the base's), and, when it has one, reads back
//     with it, by section 2.4 (ast.SplitParts) and by RFC 1808's grammar
//     (ParseRelative, which must accept it);
//   - an absolute reference resolves to itself, as written (steps 1 and
//     2b), against the base and against no base;
//   - resolving the result again against the same base gives it back
//     (idempotence; see below why it must hold);
//   - the result's trees and URLError are ParseReference's on its text;
//   - when the result is an RFC 1738 URL, the host of its tree is the
//     host of the net_loc: what follows the login's "@" and precedes
//     the port's ":".
//
// Its seed corpus, testdata/fuzz/FuzzResolve, holds the pairs of RFC
// 1808 section 5, the hand-made cases of testdata/rfc1808/edge-cases.tsv
// and one pair for each difference from net/url that
// TestResolveNetURLDifferences names.
func FuzzResolve(f *testing.F) {
	f.Add(rfc1808Base, "../g")
	f.Fuzz(func(t *testing.T, base, ref string) {
		var r *parser.Resolution
		var err error
		bounded(t, "Resolve", base+"\x00"+ref, func() { r, err = parser.Resolve(base, ref) })
		if (r == nil) == (err == nil) {
			t.Fatalf("Resolve(%q, %q) = %v, %v: want exactly one of a resolution and an error", base, ref, r, err)
		}
		if err != nil {
			checkResolveError(t, base, ref, err)
			return
		}
		checkNetLoc(t, base, ref, r)
		sameResultAsParseReference(t, base, ref, r)
		refParts := ast.SplitParts(ref)
		if refParts.Scheme != "" && r.Text != ref {
			t.Fatalf("Resolve(%q, %q) = %q: an absolute reference resolves to itself", base, ref, r.Text)
		}
		if refParts.Scheme != "" {
			if r0, err := parser.Resolve("", ref); err != nil || r0.Text != ref {
				t.Fatalf("Resolve(\"\", %q) = %v, %v: an absolute reference resolves to itself without a base", ref, r0, err)
			}
		}
		// Idempotence holds because every result is absolute: step 2a
		// returns the base, which must have a scheme, step 2b an
		// absolute reference, and step 2c gives the base's scheme to
		// every other result. Resolving an absolute URL returns it as
		// written (step 2b), provided it parses: so this checks that
		// every result is RFC 1808 syntax. A result longer than the
		// parser's length limit (a base and a reference each under it)
		// cannot be parsed again, and is left out.
		if len(r.Text) > parser.DefaultMaxLength {
			return
		}
		again, err := parser.Resolve(base, r.Text)
		if err != nil {
			t.Fatalf("Resolve(%q, %q) = %q, which does not resolve again: %v", base, ref, r.Text, err)
		}
		if again.Text != r.Text {
			t.Fatalf("Resolve(%q, %q) = %q, which resolves again to %q", base, ref, r.Text, again.Text)
		}
		checkHost(t, base, ref, r)
	})
}

// checkResolveError checks an error of Resolve(base, ref).
func checkResolveError(t *testing.T, base, ref string, err error) {
	t.Helper()
	var re *parser.ResolveError
	if !errors.As(err, &re) {
		t.Fatalf("Resolve(%q, %q): error of type %T: %v", base, ref, err, err)
	}
	input := ref
	switch re.Which {
	case "base":
		input = base
	case "reference":
	case "result":
		// The fault is in the result, at no byte of either input.
		var e *parser.Error
		if !errors.As(err, &e) || e.Code != parser.CodeResolvedNetLoc || e.Offset != 0 || len(re.Steps) == 0 {
			t.Fatalf("Resolve(%q, %q): a result refused otherwise than resolve-path-as-net-loc at 0 after its steps: %v", base, ref, err)
		}
		return
	default:
		t.Fatalf("Resolve(%q, %q): error about %q: %v", base, ref, re.Which, err)
	}
	var e *parser.Error
	if !errors.As(err, &e) {
		t.Fatalf("Resolve(%q, %q): no *Error in %v", base, ref, err)
	}
	if e.Offset < 0 || e.Offset > len(input) {
		t.Fatalf("Resolve(%q, %q): offset %d outside the %s: %v", base, ref, e.Offset, re.Which, err)
	}
}

// checkNetLoc checks that a result with a net_loc has the net_loc the
// algorithm gives it, the reference's when it has a scheme (step 2b) or
// a non-empty net_loc (step 3), the base's otherwise (steps 2a and 3),
// and reads back with it, by section 2.4 and by RFC 1808's grammar.
func checkNetLoc(t *testing.T, base, ref string, r *parser.Resolution) {
	t.Helper()
	want := ast.SplitParts(base)
	if p := ast.SplitParts(ref); p.Scheme != "" || p.NetLoc != "" {
		want = p
	}
	if r.Parts.HasNetLoc != want.HasNetLoc || r.Parts.NetLoc != want.NetLoc {
		t.Fatalf("Resolve(%q, %q) = %q: net_loc %q (has %v), want %q (has %v)", base, ref, r.Text, r.Parts.NetLoc, r.Parts.HasNetLoc, want.NetLoc, want.HasNetLoc)
	}
	if !r.Parts.HasNetLoc {
		return
	}
	if split := ast.SplitParts(r.Text); !split.HasNetLoc || split.NetLoc != want.NetLoc {
		t.Fatalf("Resolve(%q, %q) = %q: net_loc %q, but section 2.4 reads it back as %q (has %v)", base, ref, r.Text, want.NetLoc, split.NetLoc, split.HasNetLoc)
	}
	if len(r.Text) > parser.DefaultMaxLength {
		return
	}
	tree, err := parser.ParseRelative(r.Text)
	if err != nil {
		t.Fatalf("Resolve(%q, %q) = %q, which ParseRelative refuses: %v", base, ref, r.Text, err)
	}
	if p := tree.Parts(); !p.HasNetLoc || p.NetLoc != want.NetLoc {
		t.Fatalf("Resolve(%q, %q) = %q: net_loc %q, but ParseRelative reads it back as %q (has %v)", base, ref, r.Text, want.NetLoc, p.NetLoc, p.HasNetLoc)
	}
}

// checkHost checks that the host of the RFC 1738 tree, when the result
// has one, is the net_loc's host.
func checkHost(t *testing.T, base, ref string, r *parser.Resolution) {
	t.Helper()
	if r.URL == nil {
		return
	}
	h := r.URL.Host()
	if h == nil {
		return
	}
	if !r.Parts.HasNetLoc {
		t.Fatalf("Resolve(%q, %q) = %q: the RFC 1738 URL has the host %q, and the result no net_loc", base, ref, r.Text, h.String())
	}
	host := r.Parts.NetLoc[strings.LastIndexByte(r.Parts.NetLoc, '@')+1:]
	if i := strings.IndexByte(host, ':'); i >= 0 {
		host = host[:i]
	}
	if h.String() != host {
		t.Fatalf("Resolve(%q, %q) = %q: the RFC 1738 URL's host is %q, the net_loc's %q", base, ref, r.Text, h.String(), host)
	}
}
