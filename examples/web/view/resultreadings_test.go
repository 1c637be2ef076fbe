package view

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestResultReadings checks that a Result names the readings a URL is
// one by, upper-case typecode as well as upper-case scheme, in its
// language, and none for a URL by the letter of the RFC or a text that
// is no URL.
func TestResultReadings(t *testing.T) {
	for _, tc := range []struct {
		input, lang string
		want        []string
	}{
		{"ftp://ftp.iec.ch/pub/a;type=A", "en", []string{`ftptype “A”: the <typecode>, read as "a" (a reading: section 5 allows "A", but section 3.2.2 names only "a", "i" and "d", and neither says what "A" means)`}},
		{"ftp://ftp.iec.ch/pub/a;type=A", "fr", []string{"type «\u00a0A\u00a0»\u00a0: le <typecode>, lu «\u00a0a\u00a0» (c'est une lecture\u00a0: la section 5 admet «\u00a0A\u00a0», mais la section 3.2.2 ne nomme que «\u00a0a\u00a0», «\u00a0i\u00a0» et «\u00a0d\u00a0», et aucune des deux ne dit ce que «\u00a0A\u00a0» signifie)"}},
		{"FILE:///etc/motd", "en", []string{`<scheme> “FILE”: read as "file", a reading: section 5's scheme rule allows lower case only, but "for resiliency, programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names (e.g., allow "HTTP" as well as "http")" (RFC 1738 section 2.1)`}},
		{"ftp://ftp.iec.ch/pub/a;type=a", "en", nil},
		{"http://www.iec.ch/a b", "en", nil},
	} {
		if d := cmp.Diff(tc.want, Explain(tc.input, tc.lang).Readings); d != "" {
			t.Errorf("Explain(%q, %q).Readings (-want +got):\n%s", tc.input, tc.lang, d)
		}
	}
}

// TestMayNeedReading checks that the shortcut readingLines takes past
// describe.Readings hides none of its readings: for each input, the
// lines are Readings' own, whatever the shortcut says.
func TestMayNeedReading(t *testing.T) {
	pg := defaultPage()
	for _, in := range []string{"HTTP://www.iec.ch/", "hTtP://www.iec.ch/", "http://www.iec.ch/", "FTP://h/a;type=I", "ftp://h/a;type=I",
		"ftp://h/a;type=i", "ftp://h/a", "FILE:///etc/motd", "news:comp.os.unix", "Gopher://h/0a", "mailto:A@B.org", "ftp://h/A;type=D"} {
		u, err := parse(pg.p, in)
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		for _, l := range []grammar.Lang{grammar.English, grammar.French} {
			var want []string
			for _, r := range describe.Readings(u, l) {
				want = append(want, readingLine(r, l))
			}
			if d := cmp.Diff(want, readingLines(u, l)); d != "" {
				t.Errorf("the readings of %s in %v (-Readings' +the page's):\n%s", in, l, d)
			}
		}
	}
}
