package explaintool

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap/ldapparse"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/bnf"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// grammarOut runs explain with args and returns its stdout, failing the
// test on an exit status other than want.
func grammarOut(t *testing.T, want int, args ...string) (stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	if got := run(args, &out, &errOut); got != want {
		t.Fatalf("%q: exit status %d, want %d\n%s", args, got, want, errOut.String())
	}
	return out.String(), errOut.String()
}

// ruleLines returns the names of the rules an output of -grammar prints,
// in order: the lines "name = expr".
func ruleLines(out string) []string {
	var names []string
	for _, line := range strings.Split(out, "\n") {
		if name, _, ok := strings.Cut(line, " = "); ok && !strings.HasPrefix(line, "#") && !strings.HasPrefix(line, " ") {
			names = append(names, name)
		}
	}
	return names
}

// TestGrammarWhole checks that -grammar prints every rule of RFC 1738's
// grammar once, in section 5's order, then RFC 1808's relative URLs, in
// both languages, and that with -scheme the registered schemes' rules
// come after those and before the characters, RFC 1738's rules they use
// not repeated.
func TestGrammarWhole(t *testing.T) {
	g, err := bnf.BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	rules := slices.Clone(g.Rules)
	ref, err := interp.ReadReference()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range bnf.Recover(ref).Rules {
		if !slices.ContainsFunc(rules, func(b *bnf.Rule) bool { return b.Name == r.Name }) {
			rules = append(rules, r) // RFC 1808's, but its scheme and classes
		}
	}
	rules = append(rules, bnf.RFC1808Inline().Rules...) // pchar, RFC 1808's fsegment
	for _, lang := range langs {
		out, _ := grammarOut(t, exitValid, "-lang", lang, "-grammar")
		names := ruleLines(out)
		if len(names) != len(rules) {
			t.Errorf("%s: %d rules printed, the grammars have %d", lang, len(names), len(rules))
		}
		for _, r := range rules {
			want := 1
			if r.Name == "fsegment" {
				want = 2 // RFC 1738's, ftp's, and RFC 1808's
			}
			if n := strings.Count(" "+strings.Join(names, " ")+" ", " "+r.Name+" "); n != want {
				t.Errorf("%s: %s printed %d times, want %d", lang, r.Name, n, want)
			}
		}
		for _, pair := range [][2]string{{"genericurl", "ftpurl"}, {"ftpurl", "fileurl"}, {"fileurl", "httpurl"}, {"gopherurl", "gopher-path"},
			{"waisurl", "prosperourl"}, {"prosperourl", "URL"}, {"URL", "rel_path"}, {"fragment", "lowalpha"}, {"xchar", "digits"}} {
			if slices.Index(names, pair[0]) > slices.Index(names, pair[1]) {
				t.Errorf("%s: %s after %s", lang, pair[0], pair[1])
			}
		}
		reg, _ := grammarOut(t, exitValid, "-lang", lang, "-scheme", "ldap", "-scheme", "rtsp", "-scheme", "rtspu", "-grammar")
		regNames := ruleLines(reg)
		if len(regNames) != len(names)+11 { // ldapurl dn attributes selector scope filter extensions extension extype exvalue rtsp_URL
			t.Errorf("%s: with -scheme, %d rules, want %d", lang, len(regNames), len(names)+11)
		}
		i, j, k := slices.Index(regNames, "prosperourl"), slices.Index(regNames, "ldapurl"), slices.Index(regNames, "rtsp_URL")
		if !(i < j && j < k && k < slices.Index(regNames, "lowalpha")) {
			t.Errorf("%s: with -scheme, prosperourl, ldapurl, rtsp_URL and lowalpha at %d, %d, %d, %d", lang, i, j, k, slices.Index(regNames, "lowalpha"))
		}
		if !strings.Contains(reg, "rtsp_URL = ( \"rtsp:\" | \"rtspu:\" ) \"//\" hostport") {
			t.Errorf("%s: rtsp_URL is not one rule of rtsp and rtspu:\n%s", lang, reg)
		}
	}
}

// TestGrammarNames checks that -grammar takes the names of the brief
// in any case and prints the rule they name first.
func TestGrammarNames(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		first string // the first rule printed
	}{
		{[]string{"ftpurl"}, "ftpurl"},
		{[]string{"HTTPURL"}, "httpurl"},
		{[]string{"httpsurl"}, "httpsurl"},
		{[]string{"HTTPS"}, "httpsurl"},
		{[]string{"hsegment"}, "hsegment"},
		{[]string{"uchar"}, "uchar"},
		{[]string{"xchar"}, "xchar"},
		{[]string{"escape"}, "escape"},
		{[]string{"Alpha"}, "alpha"},
		{[]string{"grouppart"}, "grouppart"}, // section 5's own rule, then newsurl, which holds it
		{[]string{"gopher+_string"}, "gopher+_string"},
		{[]string{"genericurl"}, "genericurl"},
		{[]string{"FTPPart"}, "ftpurl"},
		{[]string{"hostport"}, "hostport"},
		{[]string{"HostPort"}, "hostport"},
		{[]string{"ip-schemepart"}, "ip-schemepart"},
		{[]string{"ftp"}, "ftpurl"},
		{[]string{"NEWS"}, "newsurl"},
		{[]string{"waisindex"}, "waisindex"},
		{[]string{"url-path"}, "urlpath"},
		{[]string{"<hôte>"}, "host"},
		{[]string{"identificateur"}, "article"},
		{[]string{"host-port"}, "hostport"},
		{[]string{"-scheme", "ldap", "ldapurl"}, "ldapurl"},
		{[]string{"-scheme", "ldap", "LDAP"}, "ldapurl"},
		{[]string{"-scheme", "rtsp", "rtsp_url"}, "rtsp_URL"},
		{[]string{"-scheme", "rtspu", "rtspu"}, "rtsp_URL"},
		{[]string{"-scheme", "ldap", "ldap:selector"}, "selector"}, // the railroad page's id of ldap's own selector
	} {
		var args []string
		names := tc.args
		if tc.args[0] == "-scheme" {
			args, names = slices.Clone(tc.args[:2]), tc.args[2:]
		}
		out, _ := grammarOut(t, exitValid, append(append(args, "-grammar"), names...)...)
		if got := ruleLines(out); len(got) == 0 || got[0] != tc.first {
			t.Errorf("-grammar %s: first rule %v, want %s", strings.Join(tc.args, " "), got[:min(1, len(got))], tc.first)
		}
	}
}

// TestGrammarClosure checks that a name prints its rule and every rule
// it uses, each once, the one-character classes named on one line (all
// spelled out with -v), and that a rule printed for an earlier name is
// not printed again.
func TestGrammarClosure(t *testing.T) {
	out, _ := grammarOut(t, exitValid, "-grammar", "hostport")
	want := []string{"hostport", "host", "hostname", "domainlabel", "toplabel", "hostnumber", "port", "digits"}
	if diff := cmp.Diff(want, ruleLines(out)); diff != "" {
		t.Errorf("-grammar hostport (-want +got):\n%s", diff)
	}
	if !strings.Contains(out, "(explain -grammar with a name, or -v, spells them out): alphadigit, lowalpha, hialpha, alpha, digit\n") {
		t.Errorf("-grammar hostport does not name its classes:\n%s", out)
	}
	out, _ = grammarOut(t, exitValid, "-v", "-grammar", "hostport")
	want = []string{"hostport", "host", "hostname", "domainlabel", "toplabel", "alphadigit", "hostnumber", "port",
		"lowalpha", "hialpha", "alpha", "digit", "digits"}
	if diff := cmp.Diff(want, ruleLines(out)); diff != "" {
		t.Errorf("-v -grammar hostport (-want +got):\n%s", diff)
	}
	out, _ = grammarOut(t, exitValid, "-grammar", "digit", "hostport", "port", "ftp")
	names := ruleLines(out)
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			t.Errorf("-grammar digit hostport port ftp: %s printed twice", n)
		}
		seen[n] = true
	}
	if !strings.Contains(out, "# port and the rules it uses: given above\n") {
		t.Errorf("-grammar digit hostport port ftp: port is not said to be above:\n%s", out)
	}
}

// TestGrammarUnknown checks that a name -grammar does not know is a
// usage error: a line on stderr for each, with the names close to it,
// and nothing on stdout, even for the names it knows.
func TestGrammarUnknown(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-grammar", "nosuch"}, "explain: -grammar nosuch: no rule or scheme of that name; explain -grammar lists them all\n"},
		{[]string{"-grammar", "hsegmnt"}, "explain: -grammar hsegmnt: no rule or scheme of that name; did you mean hsegment, fsegment, psegment or segment?\n"},
		{[]string{"-grammar", "httpurl", "uchr", "ftpurll"}, "explain: -grammar uchr: no rule or scheme of that name; did you mean uchar?\n" +
			"explain: -grammar ftpurll: no rule or scheme of that name; did you mean ftpurl?\n"},
		{[]string{"-lang", "fr", "-grammar", "uchr"}, "explain: -grammar uchr\u00a0: aucune règle ni aucun mode de ce nom\u00a0; vouliez-vous dire uchar\u00a0?\n"},
		{[]string{"-grammar", "ldapurl"}, "explain: -grammar ldapurl: no rule or scheme of that name; it is a rule of the example scheme ldap: add -scheme ldap\n"},
		{[]string{"-grammar", "rtspu"}, "explain: -grammar rtspu: no rule or scheme of that name; rtspu is an example scheme: add -scheme rtspu\n"},
		{[]string{"-v", "-grammar", "nosuch"}, "explain: -grammar nosuch: no rule, Go type or scheme of that name; explain -grammar lists them all\n"},
		{[]string{"-lang", "fr", "-grammar", "Selector", "filter"}, "explain: -grammar filter\u00a0: aucune règle ni aucun mode de ce nom\u00a0; c'est une règle du mode donné en exemple ldap\u00a0: ajoutez -scheme ldap\n"},
	} {
		out, errOut := grammarOut(t, exitUsage, tc.args...)
		if out != "" {
			t.Errorf("%q: stdout is not empty:\n%s", tc.args, out)
		}
		if errOut != tc.want {
			t.Errorf("%q: stderr\n%s want\n%s", tc.args, errOut, tc.want)
		}
	}
}

// TestUsageErrors checks that a usage error is a line on stderr and the
// way to the help, not the help itself, for every kind of error, and in
// French once the language is known.
func TestUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		line string
	}{
		{[]string{"-x"}, "explain: flag provided but not defined: -x"},
		{[]string{"-lang"}, "explain: flag needs an argument: -lang"},
		{[]string{"-lang", "de", "http://x/"}, `explain: invalid value "de" for flag -lang: the languages are en, fr and both`},
		{[]string{"-scheme", "nope", "http://x/"}, `explain: invalid value "nope" for flag -scheme: no scheme "nope" to add: -scheme adds ldap, rtsp, rtspu`},
		{[]string{"-tree=maybe"}, `explain: invalid boolean value "maybe" for -tree: parse error`},
		{[]string{"-tree", "-json", "http://x/"}, "explain: -tree, -json, -trace and -grammar show different things: give one of them"},
		{[]string{"-grammar", "-trace"}, "explain: -tree, -json, -trace and -grammar show different things: give one of them"},
		{[]string{"-base", "http://a/", "-tree", "g"}, "explain: -base shows a resolution: it does not combine with -tree, -json, -trace or -grammar"},
		{[]string{"-base", "http://a/"}, "explain: -base needs one or more references to resolve against it"},
		{[]string{"-base"}, "explain: flag needs an argument: -base"},
	} {
		out, errOut := grammarOut(t, exitUsage, tc.args...)
		if want := tc.line + "\nrun explain -h for help\n"; errOut != want || out != "" {
			t.Errorf("%q: stdout %q, stderr %q; want nothing and %q", tc.args, out, errOut, want)
		}
	}
	out, errOut := grammarOut(t, exitUsage, "-lang", "fr", "-json", "-trace")
	if want := "explain: -tree, -json, -trace et -grammar montrent des choses différentes\u00a0: n'en choisissez qu'une\nlancez explain -h pour afficher l'aide\n"; errOut != want || out != "" {
		t.Errorf("-lang fr -json -trace: stdout %q, stderr %q; want nothing and %q", out, errOut, want)
	}
}

// TestGrammarTakesPrintedNames checks that -grammar takes every name the
// other outputs print for the golden URLs, and an LDAP URL with -scheme
// ldap: each node's production and its label, in both languages, and
// the parts of the general form in angle brackets.
func TestGrammarTakesPrintedNames(t *testing.T) {
	ldap, err := parser.New(parser.WithScheme(ldapparse.Scheme()))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		p      *parser.Parser
		scheme []string
		urls   []string
	}{
		{parser.Default(), nil, goldenURLs()},
		{ldap, []string{"-scheme", "ldap"}, []string{"ldap://h:389/o=x?cn,sn?sub?(cn=a)?!e=1"}},
	} {
		names := map[string]bool{}
		for _, s := range tc.urls {
			u, err := tc.p.Parse(s)
			if err != nil {
				continue
			}
			for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
				var walk func(n *printer.JSONNode)
				walk = func(n *printer.JSONNode) {
					names[n.Production] = true
					names[n.Label] = true
					if grammar.IsNoteWord(n.Production) {
						names["<"+n.Label+">"] = true
					}
					for _, c := range n.Children {
						walk(c)
					}
				}
				walk((&printer.DiagramConfig{Lang: lang}).JSONTree(u))
			}
		}
		list := make([]string, 0, len(names))
		for n := range names {
			list = append(list, n)
		}
		slices.Sort(list)
		args := append(append(slices.Clone(tc.scheme), "-grammar"), list...)
		if _, errOut := grammarOut(t, exitValid, args...); errOut != "" {
			t.Errorf("%s", errOut)
		}
	}
}

// TestGrammarDocExample checks the command's doc.go's example of -grammar against the
// command's output.
func TestGrammarDocExample(t *testing.T) {
	src, err := os.ReadFile("../doc.go")
	if err != nil {
		t.Fatal(err)
	}
	const start = "//\t$ explain -grammar port\n"
	_, rest, ok := strings.Cut(string(src), start)
	if !ok {
		t.Fatal("doc.go has no example of -grammar port")
	}
	var example []string
	for _, line := range strings.Split(rest, "\n") {
		text, isCode := strings.CutPrefix(line, "//\t")
		if !isCode {
			break
		}
		example = append(example, text)
	}
	out, _ := grammarOut(t, exitValid, "-grammar", "port")
	if diff := cmp.Diff(strings.Join(example, "\n")+"\n", out); diff != "" {
		t.Errorf("doc.go's example (-doc +output):\n%s", diff)
	}
}
