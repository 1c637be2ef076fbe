package tracetext

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
)

// TestVerdictReading checks that the verdict calls a byte impossible
// outright only where section 5 as written, otherurl included, cannot
// read it, and says otherwise that the scheme's name picked the
// production, citing section 5's comment on otherurl.
func TestVerdictReading(t *testing.T) {
	for _, tc := range []struct {
		in   string
		lang grammar.Lang
		want string // in the verdict
		not  string // not in it
	}{
		{"http:www.iec.ch", grammar.English, `the first byte impossible in httpurl, the production the scheme's name picks (a reading: section 5 as written would read further as an otherurl, a rule it gives to other schemes: "; new schemes follow the general syntax", RFC 1738 section 5)`, "the first impossible byte"},
		{"http:www.iec.ch", grammar.French, "le premier octet impossible dans httpurl, la production que choisit le nom du mode (c'est une lecture", "le premier octet impossible,"},
		{"http:www.iec.ch", grammar.French, "citation traduite\u00a0: «\u00a0les nouveaux modes suivent la syntaxe générale\u00a0»", ""},
		{"file:/etc/motd", grammar.English, "impossible in fileurl, the production the scheme's name picks", "the first impossible byte"},
		{"mailto:", grammar.English, "impossible in mailtourl, the production the scheme's name picks", "the first impossible byte"},
		{"https:x", grammar.English, "impossible in httpsurl, the production the scheme's name picks (a reading: RFC 1738's section 5, which has no rule for this scheme, would read further as an otherurl", "gives to other schemes"},
		{"http://a b", grammar.English, "the first impossible byte, where", "a reading"},
		{"http://h/%zz", grammar.English, "the first impossible byte", "a reading"},
		{"x-foo:a b", grammar.English, "the first impossible byte", "a reading"},
		{"http://a b", grammar.French, "le premier octet impossible, où", "lecture\u00a0:"},
	} {
		got := build(t, tc.in, tc.lang, false).Verdict
		if !strings.Contains(got, tc.want) || tc.not != "" && strings.Contains(got, tc.not) {
			t.Errorf("%q %v: verdict %q, want %q and not %q", tc.in, tc.lang, got, tc.want, tc.not)
		}
	}
}

// TestOtherURLReadsOn checks the reading of a scheme part as *xchar up
// to a byte: escapes whole or cut by the end of what is read.
func TestOtherURLReadsOn(t *testing.T) {
	for _, tc := range []struct {
		in   string
		off  int
		want bool
	}{
		{"http:www", 5, true},
		{"http:", 5, true},
		{"http:a b", 6, false},
		{"http:a b", 5, true},
		{"http:%4", 6, true},
		{"http:%zz", 5, true},
		{"http:%zz", 6, false},
		{"http:a#b", 6, false},
		{"http", 2, false},
	} {
		if got := otherURLReadsOn(tc.in, tc.off); got != tc.want {
			t.Errorf("otherURLReadsOn(%q, %d) = %v, want %v", tc.in, tc.off, got, tc.want)
		}
	}
}
