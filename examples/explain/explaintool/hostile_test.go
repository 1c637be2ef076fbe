package explaintool

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/internal/term"
	"github.com/urlsyntax/rfc1738/grammar"
)

// hostile is a text a terminal acts on: it retitles the window (OSC 0,
// ended by BEL), turns the text red (CSI), returns the carriage, and
// holds NUL, DEL, a C1 control as UTF-8 (U+009B, CSI to some terminals)
// and as a raw byte, and the bidi controls U+202E, U+2066 and U+200E.
const hostile = "http://h/\x1b]0;PWNED\a\x1b[31m\r\x00\x7f\u009b\x9b\u202e\u2066\u200e"

// hostileShown is hostile as explain's messages about its command line
// show it: in Go's escapes (term.Escape). What students read shows it as
// %XX (asOctets).
const hostileShown = `http://h/\x1b]0;PWNED\a\x1b[31m\r\x00\x7f\u009b\x9b\u202e\u2066\u200e`

// hostileEscaped are URLs that are valid and whose parts decode to what
// a terminal acts on, one for each scheme with decoded parts that the
// outputs show.
var hostileEscaped = []string{
	"http://h/%1B%5D0%3BPWNED%07%1B%5B31m%0D%00%7F%C2%9B%9B%E2%80%AE%E2%81%A6?%E2%80%8E",
	"ftp://%1B%07:%E2%80%AE@h/%C2%9B%7F;type=a",
	"gopher://h/1%1B%07%E2%80%AE%09%E2%81%A6",
	"mailto:%1B%E2%80%AE@h",
	"news:%1B%E2%80%AE@h",
	"telnet://%1B:%E2%80%AE@h/",
	"wais://h/%1B%E2%80%AE",
	"file://h/%1B%E2%80%AE",
	"prospero://h/%1B%07;%E2%80%AE=%C2%9B",
}

// TestNothingRawReachesTheTerminal drives every mode of explain, in
// both languages, with URLs, references, bases and flag values that hold
// what a terminal acts on, raw or escaped, and checks that neither stdout
// nor stderr holds any of it (term.FirstRaw), and that the input is
// shown, escaped, rather than left out.
func TestNothingRawReachesTheTerminal(t *testing.T) {
	type hostileRun struct {
		args []string
		want string // a text the output must hold
	}
	var runs []hostileRun
	modes := [][]string{nil, {"-v"}, {"-tree"}, {"-json"}, {"-trace"}, {"-trace=full"}}
	for _, lang := range []string{"en", "fr"} {
		for _, mode := range modes {
			args := append([]string{"-lang", lang}, mode...)
			runs = append(runs, hostileRun{slices.Concat(args, []string{hostile}), hostileShown})
			runs = append(runs, hostileRun{slices.Concat(args, []string{"--", "-" + hostile}), `-` + hostileShown})
			for _, u := range hostileEscaped {
				want := u // a trace shows the text read, the default the decoded text of some parts
				if len(mode) > 0 && (mode[0] == "-v" || mode[0] == "-tree" || mode[0] == "-json") {
					want = `\u202e` // the decoded text of every part, escaped
				}
				runs = append(runs, hostileRun{slices.Concat(args, []string{u}), want})
			}
		}
		l := []string{"-lang", lang}
		runs = append(runs,
			hostileRun{slices.Concat(l, []string{"-base", hostile, "x"}), hostileShown},
			hostileRun{slices.Concat(l, []string{"-base", "http://a/b", hostile}), hostileShown},
			hostileRun{slices.Concat(l, []string{"-v", "-base", "http://a/b", hostile}), hostileShown},
			hostileRun{slices.Concat(l, []string{"-base", hostileEscaped[0], "x?%E2%80%AE"}), hostileEscaped[0]},
			hostileRun{slices.Concat(l, []string{"-v", "-base", "http://a/b/", "../%1B%E2%80%AE;%07?%C2%9B#%E2%81%A6"}), "%1B%E2%80%AE"},
			hostileRun{slices.Concat(l, []string{"-grammar", hostile}), hostileShown},
			hostileRun{slices.Concat(l, []string{"-grammar", "httpurl", "\u202ehost"}), `\u202ehost`},
			hostileRun{slices.Concat(l, []string{"-trace=" + hostile, "http://h/"}), hostileShown},
			hostileRun{slices.Concat(l, []string{"-scheme", hostile, "http://h/"}), hostileShown},
			hostileRun{slices.Concat(l, []string{"-width", hostile, "http://h/"}), hostileShown},
			hostileRun{slices.Concat(l, []string{"-" + hostile, "http://h/"}), hostileShown},
			hostileRun{slices.Concat(l, []string{"-tree", "-json", hostile}), "-tree"},
			// The input line itself, shown escaped: no note names a URL
			// made of it ("0://..."), which would not parse; and the URL
			// between "<" and ">".
			hostileRun{slices.Concat(l, []string{"0//\x1b]0;PWNED\a\u202e"}), `0//\x1b]0;PWNED\a\u202e`},
			hostileRun{slices.Concat(l, []string{"-trace", "0//\x1b]0;PWNED\a\u202e"}), `0//\x1b]0;PWNED\a\u202e`},
			hostileRun{slices.Concat(l, []string{"-base", "http://a/", "<http://h/\x1b]0;PWNED\a\u202e>"}), `http://h/\x1b]0;PWNED\a\u202e`},
			hostileRun{slices.Concat(l, []string{"-json", "<http://h/\x1b]0;PWNED\a\u202e>"}), `http://h/\x1b]0;PWNED\a\u202e`},
			hostileRun{slices.Concat(l, []string{"-scheme", "ldap", "ldap://h/cn=%1B%5D0X%07%E2%80%AE?mail?sub?(cn=%1B%5B31m%C2%9B%E2%80%AE)?x-ab=%1b%07%E2%80%AE"}), "(cn=%1B%5B31m"},
			hostileRun{slices.Concat(l, []string{"-scheme", "ldap", "-trace", "ldap://h/" + hostile}), hostileShown[9:]},
			hostileRun{slices.Concat(l, []string{"-scheme", "rtsp", "-json", "rtsp://h/%1B%E2%80%AE", "rtsp://h/" + hostile}), hostileShown[9:]},
		)
	}
	runs = append(runs, hostileRun{[]string{"-lang", hostile}, hostileShown})
	// A scheme author's explain (author): users of their own nodes,
	// decoded in the table, and their grammar.
	authorFrom := len(runs)
	for _, mode := range modes {
		runs = append(runs,
			hostileRun{slices.Concat(mode, []string{"imap://%1B%E2%80%AE@h/%07%C2%9B"}), "%1B%E2%80%AE"},
			hostileRun{slices.Concat(mode, []string{"pop://%1B:%E2%80%AE@h"}), "%E2%80%AE"},
			hostileRun{slices.Concat(mode, []string{"imap://" + hostile[len("http://"):]}), hostileShown[len("http://"):]})
	}
	runs = append(runs, hostileRun{[]string{"-grammar", "imapurl", hostile}, hostileShown})
	for i, r := range runs {
		var stdout, stderr bytes.Buffer
		c := command
		if i >= authorFrom {
			c = author
		}
		c.Run(r.args, &stdout, &stderr)
		for _, o := range []struct {
			name string
			out  string
		}{{"stdout", stdout.String()}, {"stderr", stderr.String()}} {
			if i := term.FirstRaw(o.out); i >= 0 {
				t.Errorf("explain %q writes on %s %q at %d:\n%s", r.args, o.name, o.out[i:min(i+8, len(o.out))], i, term.Escape(o.out))
			}
		}
		if all := stdout.String() + stderr.String(); !strings.Contains(all, r.want) && !strings.Contains(all, asOctets(t, r.want, grammar.Octets)) && !strings.Contains(all, asOctets(t, r.want, grammar.Marked)) {
			t.Errorf("explain %q does not show %q:\n%s", r.args, r.want, term.Escape(all))
		}
	}
}

// asOctets returns want, a text in Go's escapes, as the outputs that
// students read show it: each byte that is not printable ASCII as %XX
// (grammar.Octets). Messages about the command line keep Go's escapes
// (term.Escape).
func asOctets(t *testing.T, want string, shown func(string) string) string {
	t.Helper()
	raw, err := strconv.Unquote(`"` + strings.ReplaceAll(want, `"`, `\"`) + `"`)
	if err != nil {
		return want
	}
	return shown(raw)
}

// fuzzModes are the command lines FuzzNothingRaw runs, a and b standing
// for its two texts.
var fuzzModes = []func(a, b string) []string{
	func(a, b string) []string { return []string{"--", a} },
	func(a, b string) []string { return []string{"-v", "--", a} },
	func(a, b string) []string { return []string{"-tree", "--", a} },
	func(a, b string) []string { return []string{"-json", "--", a, b} },
	func(a, b string) []string { return []string{"-trace", "--", a} },
	func(a, b string) []string { return []string{"-trace=full", "--", a} },
	func(a, b string) []string { return []string{"-v", "-base", a, "--", b} },
	func(a, b string) []string { return []string{"-grammar", a} },
	func(a, b string) []string { return []string{"-trace=" + a, b} },
	func(a, b string) []string { return []string{"-" + a, b} },
	func(a, b string) []string { return []string{"-scheme", "ldap", "-v", "--", a} },
	func(a, b string) []string { return []string{"-scheme", "rtsp", "-json", "--", a} },
	func(a, b string) []string { return []string{"-scheme", a, b} },
	func(a, b string) []string { return []string{"-width", a, b} },
}

// FuzzNothingRaw runs explain on any two texts, as URLs, references, a
// base, a -grammar name, a flag or a flag's value, in each mode
// (fuzzModes) and in both languages, and checks that neither stdout nor
// stderr holds anything a terminal acts on (term.FirstRaw).
func FuzzNothingRaw(f *testing.F) {
	for i := range fuzzModes {
		f.Add(uint8(i), hostile, "x")
		f.Add(uint8(i)|0x80, hostileEscaped[0], hostile)
	}
	for _, u := range hostileEscaped {
		f.Add(uint8(1), u, u)
		f.Add(uint8(3), u, u)
		f.Add(uint8(6), "http://a/b/", u)
	}
	// A parser note that suggests the input as it is ("did you mean
	// 0://\x8e?").
	f.Add(uint8(3), "http://A/00%00%00?00000%00", "0//\x8e")
	f.Add(uint8(10), "ldap://h/cn=%1B%5D0X%07%E2%80%AE?mail?sub?(cn=%1B%5B31m%C2%9B%E2%80%AE)?x-ab=%1b%07%E2%80%AE", "")
	f.Fuzz(func(t *testing.T, mode uint8, a, b string) {
		if len(a)+len(b) > 4096 {
			return // the outputs grow with the input; short texts find the same
		}
		args := fuzzModes[int(mode&0x7f)%len(fuzzModes)](a, b)
		if mode&0x80 != 0 {
			args = append([]string{"-lang", "fr"}, args...)
		}
		var stdout, stderr bytes.Buffer
		run(args, &stdout, &stderr)
		for _, o := range []struct{ name, out string }{{"stdout", stdout.String()}, {"stderr", stderr.String()}} {
			if i := term.FirstRaw(o.out); i >= 0 {
				t.Errorf("explain %q writes on %s %q at %d:\n%s", args, o.name, o.out[i:min(i+8, len(o.out))], i, term.Escape(o.out))
			}
		}
	})
}
