package view

import (
	"encoding/json"
	"fmt"
	"github.com/urlsyntax/rfc1738/parser"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/explain/tracetext"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// countTraces makes traceOf count its calls in the returned counter
// until the test ends.
func countTraces(t testing.TB) *int {
	n := new(int)
	tr := traceOf
	traceOf = func(p *parser.Parser, s string) (*interp.Trace, error) {
		*n++
		return tr(p, s)
	}
	t.Cleanup(func() { traceOf = tr })
	return n
}

// TestTrace checks the trace the page asks for: none unless asked (and
// no reading by the interpreter), the summary or every step in the
// Result's language, the attempt and the verdict for a text that is not
// a URL without the error's message, which is Error's; with a base, the
// resolved URL's; and its JSON.
func TestTrace(t *testing.T) {
	n := countTraces(t)
	if r := Explain(ftpURL, "en"); r.Trace != nil || *n != 0 {
		t.Errorf("a trace not asked for: %v, %d readings", r.Trace, *n)
	}
	for _, tc := range []struct {
		in, lang, mode string
		has            []string
		verdict        string
	}{
		{"http://192.0.2.1:80/", "en", "summary", []string{"choice hostname | hostnumber: alternative 2 of 2 taken, hostnumber, after 1 failed"}, ""},
		{"http://192.0.2.1:80/", "en", "full", []string{"✗ alternative 1 of 2, hostname"}, ""},
		{"http://192.0.2.1:80/", "fr", "full", []string{"✗ alternative 1 sur 2, hostname", "numéro d'hôte (hostnumber)"}, ""},
		{"http://www.iec.ch:a", "en", "summary", []string{`✗ [ ":" port ]: read ":", then at 18 found "a", expected a digit`}, "verdict: the interpreter got no further than 18"},
		{"http://www.iec.ch:a", "fr", "summary", []string{`✗ [ ":" port ]`}, "verdict\u00a0: l'interpréteur n'est pas allé plus loin que la position 18"},
	} {
		*n = 0
		r := ExplainWith(tc.in, tc.lang, Options{Trace: tc.mode})
		if r.Trace == nil || *n != 1 {
			t.Errorf("%s %s %s: trace %v, %d readings", tc.in, tc.lang, tc.mode, r.Trace, *n)
			continue
		}
		text := linesText(r.Trace.Lines)
		for _, want := range tc.has {
			if !strings.Contains(text, want) {
				t.Errorf("%s %s %s: no %q in\n%s", tc.in, tc.lang, tc.mode, want, text)
			}
		}
		if !strings.HasPrefix(r.Trace.Verdict, tc.verdict) || (tc.verdict == "") != r.Valid {
			t.Errorf("%s %s %s: verdict %q", tc.in, tc.lang, tc.mode, r.Trace.Verdict)
		}
		if r.Error != nil && strings.Contains(text+strings.Join(r.Trace.End, "\n")+r.Trace.Verdict, r.Error.Message) {
			t.Errorf("%s %s %s: the trace repeats the error's message", tc.in, tc.lang, tc.mode)
		}
		var back struct {
			Trace *tracetext.Text `json:"trace"`
		}
		if err := json.Unmarshal([]byte(r.JSONString()), &back); err != nil || back.Trace == nil || len(back.Trace.Lines) == 0 || back.Trace.Lines[0].Kind != "production" {
			t.Errorf("%s %s %s: the JSON's trace: %v", tc.in, tc.lang, tc.mode, err)
		}
	}
	r := ResolveWith("http://a/b/c/d;p?q#f", "../g", "en", Options{Trace: "summary"})
	if r.Trace == nil || !strings.Contains(linesText(r.Trace.Lines), `"//a/b/g"`) {
		t.Errorf("the trace of a resolved URL:\n%s", linesText(r.Trace.Lines))
	}
	for _, in := range []string{"", strings.Repeat("a", MaxLength+1)} {
		if r := ExplainWith(in, "en", Options{Trace: "full"}); r.Trace != nil {
			t.Errorf("%.20q: a trace", in)
		}
	}
}

// linesText is the text of lines and of those under them, a line each.
func linesText(lines []*tracetext.Line) string {
	var b strings.Builder
	var walk func(lines []*tracetext.Line)
	walk = func(lines []*tracetext.Line) {
		for _, l := range lines {
			b.WriteString(strings.Join(l.Cols, " ") + "\n")
			walk(l.Children)
		}
	}
	walk(lines)
	return b.String()
}

// BenchmarkExplainTrace measures a keystroke while the trace panel is
// open, beside BenchmarkExplain's: the trace is one more reading, by the
// grammar's interpreter, and its lines.
//
//	go test -run '^$' -bench Explain -benchmem ./view
func BenchmarkExplainTrace(b *testing.B) {
	for _, mode := range []string{"summary", "full"} {
		for _, valid := range []bool{true, false} {
			for _, size := range []int{64, 1 << 10, MaxLength} {
				in := longInput(valid, size)
				if size == 64 {
					in = map[bool]string{true: ftpURL, false: "ftp://anon:pa:ss@ftp.example.org/"}[valid]
				}
				name := map[bool]string{true: "valid", false: "invalid"}[valid]
				b.Run(fmt.Sprintf("%s/%s/%dB", mode, name, len(in)), func(b *testing.B) {
					for i := 0; i < b.N; i++ {
						if r := ExplainWith(in, "en", Options{Trace: mode}); r.Trace == nil {
							b.Fatal("no trace")
						}
					}
				})
			}
		}
	}
}
