package explaintool

import (
	"bytes"
	"strings"
	"testing"
)

// TestSpanLegend checks that every output that prints a span, [7,17),
// ends with the line that says how it reads, in the output's language,
// and that an output with none has no such line.
func TestSpanLegend(t *testing.T) {
	legend := map[string]string{"en": "([a,b): the bytes at offsets a up to but not including b, counted from 0)",
		"fr": "([a,b)\u00a0: les octets des positions a à b, b non compris, comptées à partir de 0)"}
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{"http://www.iec.ch/"}, true},
		{[]string{"-tree", "http://www.iec.ch/"}, true},
		{[]string{"-trace", "http://www.iec.ch/"}, true},
		{[]string{"-base", "http://a/b/c", "../d"}, true},
		{[]string{"http://a b/"}, false}, // an error's diagram and message: offsets, no span
	} {
		for _, lang := range []string{"en", "fr"} {
			var stdout, stderr bytes.Buffer
			run(append([]string{"-lang", lang}, tc.args...), &stdout, &stderr)
			out := stdout.String()
			has := strings.Contains(out, legend[lang])
			if has != tc.want {
				t.Errorf("explain -lang %s %q: legend %v, want %v:\n%s", lang, tc.args, has, tc.want, out)
			}
			if has && !strings.HasSuffix(strings.TrimSpace(out), legend[lang]) {
				t.Errorf("explain -lang %s %q: the legend is not the last line:\n%s", lang, tc.args, out)
			}
		}
	}
}

// TestSpanWatch checks that a span is seen across writes, and that
// what only looks like one is not.
func TestSpanWatch(t *testing.T) {
	for _, tc := range []struct {
		writes []string
		want   bool
	}{
		{[]string{"host  [7,17)  x"}, true},
		{[]string{"host  [7,", "17", ")"}, true},
		{[]string{"[", "0,0)"}, true},
		{[]string{"*[ uchar | \";\" ]"}, false},
		{[]string{"[7,]", "[,7)", "[7 ,8)", "[a,b)"}, false},
	} {
		var b bytes.Buffer
		s := &spanWatch{w: &b}
		for _, w := range tc.writes {
			s.Write([]byte(w))
		}
		if s.seen != tc.want || b.String() != strings.Join(tc.writes, "") {
			t.Errorf("%q: seen %v, want %v; passed on %q", tc.writes, s.seen, tc.want, b.String())
		}
	}
}
