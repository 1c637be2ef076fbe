package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestParseReferenceFragment checks the reading that a fragment is not part of
// the URL: ParseReference splits it off at the first "#", with offsets
// into the whole input, errors included, and the URL before it is read
// by its scheme's production.
func TestParseReferenceFragment(t *testing.T) {
	for _, tc := range []struct {
		name     string
		in       string
		want     *view
		wantFrag *fragment
		wantErr  *synErr
	}{
		{"fragment", "http://h/p#frag", viewPtr(at("http", "h").segs("p")), &fragment{"frag", 11, 15}, nil},
		{"empty fragment", "http://h/p#", viewPtr(at("http", "h").segs("p")), &fragment{"", 11, 11}, nil},
		{"no fragment", "http://h/p", viewPtr(at("http", "h").segs("p")), nil, nil},
		{"fragment after host", "http://h#x", viewPtr(at("http", "h")), &fragment{"x", 9, 10}, nil},
		{"fragment after search", "http://h/p?q#x", viewPtr(at("http", "h").segs("p").search("q")), &fragment{"x", 13, 14}, nil},
		{"fragment after typecode", "ftp://h/a;type=d#x", viewPtr(at("ftp", "h").segs("a").typecode("d")), &fragment{"x", 17, 18}, nil},
		{"fragment of article", "news:a@h#x", viewPtr(view{Scheme: "news"}.article("a", "h")), &fragment{"x", 9, 10}, nil},
		{"fragment of generic", "x-ip://h/p#x", viewPtr(at("x-ip", "h").path("p")), &fragment{"x", 11, 12}, nil},
		{"fragment of opaque", "foo:#x", viewPtr(opaque("foo", "")), &fragment{"x", 5, 6}, nil},
		{"fragment xchars", "x:y#a/?:@%41", viewPtr(opaque("x", "y")), &fragment{"a/?:@%41", 4, 12}, nil},
		{"second hash", "http://h/p#a#b", nil, nil, &synErr{12, "fragment", "#"}},
		{"space in fragment", "http://h/p#a b", nil, nil, &synErr{12, "fragment", " "}},
		// The "%" at 11 starts an escape; "z" is no hex digit.
		{"bad escape in fragment", "http://h/p#%zz", nil, nil, &synErr{12, "escape", "z"}},
		{"error before fragment", "http://h:/#x", nil, nil, &synErr{9, "port", "/"}},
		{"scheme error before fragment", "telnet://h/x#y", nil, nil, &synErr{11, "telneturl", "x"}},
		{"only a fragment", "#s", nil, nil, &synErr{0, "scheme", ""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u, f, err := parser.ParseReference(tc.in)
			if tc.wantErr != nil {
				var e *parser.Error
				if !errors.As(err, &e) || u != nil || f != nil {
					t.Fatalf("ParseReference(%q) = %v, %v, %v; want a *parser.Error", tc.in, u, f, err)
				}
				if d := cmp.Diff(*tc.wantErr, synErr{e.Offset, e.Production.Name, e.Found}); d != "" {
					t.Errorf("ParseReference(%q) error (-want +got):\n%s", tc.in, d)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseReference(%q): %v", tc.in, err)
			}
			if d := cmp.Diff(*tc.want, viewOf(u)); d != "" {
				t.Errorf("URL (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tc.wantFrag, fragmentOf(f)); d != "" {
				t.Errorf("fragment (-want +got):\n%s", d)
			}
			if f != nil && tc.in[f.Pos():f.End()] != f.String() {
				t.Errorf("fragment text %q is not input[%d:%d]", f.String(), f.Pos(), f.End())
			}
			hash := strings.IndexByte(tc.in, '#')
			if hash < 0 {
				hash = len(tc.in)
			}
			if u.String() != tc.in[:hash] || u.End() != hash {
				t.Errorf("URL %q ends at %d, want %q ending at %d", u.String(), u.End(), tc.in[:hash], hash)
			}
		})
	}
}
