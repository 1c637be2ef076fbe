package parser_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestRelativeHostNotes checks the notes of a network-path reference's
// net_loc: RFC 1808 takes any text there, but it becomes the resolved
// URL's login, whose host holds no escape, so no escape is advised in
// the host, while a user name before an "@" keeps its escape's note;
// and a full-width character is named, with no escape advised.
func TestRelativeHostNotes(t *testing.T) {
	type view struct {
		Code   parser.Code
		Offset int
		URL    string
	}
	for _, tc := range []struct {
		in   string
		want []view
	}{
		// No advice that only a base would make a URL: "//host?q" is
		// none against "http://a/" (an http URL's "?" follows a "/").
		{"//h ost/x", nil},
		{"//u@h ost", nil},
		{"//h/ａ", []view{{parser.NoteFullwidthRule, 4, ""}}},
		{"http：//h/", []view{{parser.NoteFullwidthRule, 4, ""}}},
		{`..\g`, []view{{parser.NoteBackslashRule, 2, ""}}}, // not "write %5C", a segment "..\g"
		{`C:\x\y`, []view{{parser.NoteBackslashRule, 2, ""}}},
		// Text around a reference: only its base would tell what the
		// reference without it is, and an escape would put it in.
		{"g。", nil},
		{" g", nil},
		{"g, thanks", nil},
		{"//h%zz/", nil},
		{"//h\"x/y", nil},
		{"//u p@h/x", []view{{parser.NoteUnsafe, 3, ""}}},
		{"//h/a b", []view{{parser.NoteUnsafe, 5, ""}}},
		// In a fragment, a "\" is data to escape: it has no segments.
		{`g#x\y`, []view{{parser.NoteUnsafe, 3, ""}}},
		{"<>", []view{{parser.NoteAngleBrackets, 0, ""}}}, // RFC 1808 section 5.2's empty reference
	} {
		_, err := parser.ParseRelative(tc.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Errorf("ParseRelative(%q) = %v, want a syntax error", tc.in, err)
			continue
		}
		var got []view
		for _, n := range e.Notes {
			got = append(got, view{n.Code, n.Offset, n.Args["url"]})
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("ParseRelative(%q) notes (-want +got):\n%s", tc.in, d)
		}
	}
}

// TestFragmentNotes checks the notes of an error in a fragment, which
// is read alone after its "#": its text may look like a URL, with a
// scheme, "//" and a host, but has none of them, so only how to write
// its characters is said, by ParseReference and by Find alike.
func TestFragmentNotes(t *testing.T) {
	type view struct {
		Code   parser.Code
		Offset int
	}
	for _, tc := range []struct {
		in   string
		want []view
	}{
		{`http://A#\000000://0`, []view{{parser.NoteUnsafe, 9}}},
		{`http://h/#x:\y`, []view{{parser.NoteUnsafe, 12}}},
		{`http://h/#a://b.c\d`, []view{{parser.NoteUnsafe, 17}}},
		{`http://h/#a://b^c`, []view{{parser.NoteUnsafe, 15}}},
		{`http://h/#x://u@h%zz/`, []view{{parser.NoteEscape, 17}}},
		{`http://h/#ｈ`, []view{{parser.NoteFullwidthRule, 10}}},
	} {
		_, _, err := parser.ParseReference(tc.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Errorf("ParseReference(%q) = %v, want a syntax error", tc.in, err)
			continue
		}
		var got []view
		for _, n := range e.Notes {
			got = append(got, view{n.Code, n.Offset})
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("ParseReference(%q) notes (-want +got):\n%s", tc.in, d)
		}
		found := parser.Find("see "+tc.in+" now", 0)
		if len(found) == 0 || !errors.As(found[0].Err, &e) {
			t.Errorf("Find(%q) found no error", tc.in)
			continue
		}
		got = got[:0]
		for _, n := range e.Notes {
			got = append(got, view{n.Code, n.Offset - len("see ")})
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("Find(%q) notes (-want +got):\n%s", tc.in, d)
		}
	}
}
