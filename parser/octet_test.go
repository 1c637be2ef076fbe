package parser_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestOctetLeadingZero checks the warnings on a hostnumber part with a
// leading "0", which octal readers (inet_aton) read otherwise than RFC
// 1738: another number (010 is 8), no number (08), or, for a part that
// is the same number either way (01, 007), nothing.
func TestOctetLeadingZero(t *testing.T) {
	type finding struct {
		Code   parser.Code
		Offset int
		Args   map[string]string
	}
	for _, tc := range []struct {
		in   string
		want []finding
	}{
		{"http://0177.0.0.1/", []finding{{parser.CodeOctetOctal, 7, map[string]string{"part": "0177", "octal": "127"}}}},
		{"http://010.8.8.8/", []finding{{parser.CodeOctetOctal, 7, map[string]string{"part": "010", "octal": "8"}}}},
		{"http://08.0.0.1/", []finding{{parser.CodeOctetNotOctal, 7, map[string]string{"part": "08"}}}},
		{"http://1.2.3.09/", []finding{{parser.CodeOctetNotOctal, 13, map[string]string{"part": "09"}}}},
		{"http://01.02.03.04/", nil},
		{"http://127.0.0.01/", nil},
		{"http://00.0.0.007/", nil},
		{"http://0.0.0.0/", nil},
	} {
		_, warnings, err := parser.ParseWarnings(tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		var got []finding
		for _, w := range warnings {
			got = append(got, finding{w.Code, w.Offset, w.Args})
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: warnings (-want +got):\n%s", tc.in, diff)
		}
	}
}
