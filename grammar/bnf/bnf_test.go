package bnf_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/bnf"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/internal/spectest"
)

// specRules reads the rules of RFC 1738 section 5 from the shared copy
// of its text (spectest.Rules): name to right-hand side.
func specRules(t *testing.T) map[string]string {
	_, rules := spectest.Rules(t, "..", "..", "..")
	return rules
}

var singleRep = regexp.MustCompile(`\*\[([A-Za-z0-9+_-]+|"[^"]*")\]`)

// normal writes a rule's right-hand side without spaces outside quotes,
// and "*[ x ]" of a single name or terminal as "*x", the same thing.
func normal(s string) string {
	s = strings.ReplaceAll(s, `<">`, "<dquote>") // RFC 822's double quote, which is no quote here
	var b strings.Builder
	quoted := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' {
			quoted = !quoted
		}
		if !quoted && (c == ' ' || c == '\t') {
			continue
		}
		b.WriteByte(c)
	}
	return singleRep.ReplaceAllString(b.String(), "*$1")
}

// terminals returns the sorted alternatives of a choice of terminals and
// names, for the classes, whose order the RFC does not fix.
func terminals(s string) []string {
	alts := strings.Split(normal(s), "|")
	slices.Sort(alts)
	return alts
}

// readings are the rules that the tags declare otherwise than section 5
// writes them, each with the reason (bnf.Readings): docs/grammar.md
// lists them. A rule missing here that differs
// fails the test, and so does a reading whose rule no longer differs.
var readings = func() map[string]string {
	m := map[string]string{}
	for _, r := range bnf.Readings() {
		m[r.Rule] = r.English
	}
	return m
}()

// TestRecoveredMatchesRFC compares the grammar recovered from the tags
// with RFC 1738 section 5, rule by rule, and a built-in scheme's rules of
// a later RFC with their productions' rules.
func TestRecoveredMatchesRFC(t *testing.T) {
	spec := specRules(t)
	g, err := bnf.BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, r := range g.Rules {
		want, ok := spec[r.Name]
		if p := r.Production; !p.FromRFC1738() && p.RFC != "" {
			// A built-in scheme's rule of a later RFC: as that RFC
			// writes it, in its node's doc comment.
			_, want, ok = strings.Cut(p.Rule, "=")
		}
		if !ok {
			if _, read := readings[r.Name]; !read {
				t.Errorf("%s: no rule of that name in section 5, and no reading says why\n  recovered: %s", r.Name, r.Expr)
			}
			continue
		}
		seen[r.Name] = true
		same := normal(want) == normal(r.Expr.String())
		if !same && r.Class {
			same = slices.Equal(terminals(want), terminals(r.Expr.String()))
		}
		_, read := readings[r.Name]
		switch {
		case !same && !read:
			t.Errorf("%s differs from section 5, and no reading says why\n  RFC:       %s\n  recovered: %s", r.Name, want, r.Expr)
		case same && read:
			t.Errorf("%s: a reading is listed, but the rule is as section 5 writes it", r.Name)
		}
	}
	for name := range spec {
		if _, read := readings[name]; !seen[name] && !read {
			t.Errorf("section 5's %s is not recovered, and no reading says why", name)
		}
	}
}

// TestRuleNames checks that a rule is found by every name the tools
// print, RFC names, Go type names and class names, in any case, and
// that each name finds the rule it should.
func TestRuleNames(t *testing.T) {
	g, err := bnf.BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, rule string }{
		{"ftpurl", `ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ] ]`},
		{"FTPPart", `ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ] ]`},
		{"FTPPART", `ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ] ]`},
		{"Login", `login = [ user [ ":" password ] "@" ] hostport`},
		{"uchar", `uchar = unreserved | escape`},
		{"UChar", `uchar = unreserved | escape`},
		{"Unique", `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host`},
		{"opaquepart", `schemepart = ip-schemepart | *xchar`},
		{"httpurl", `httpurl = "http://" hostport [ "/" hpath [ "?" search ] ]`},
		{"mailtourl", `mailtourl = "mailto:" encoded822addr`},
		{"alphadigit", `alphadigit = alpha | digit`},
		{"punctuation", `punctuation = "<" | ">" | "#" | "%" | <">`},
	}
	for _, tt := range tests {
		if got := g.Rule(tt.name).String(); got != tt.rule {
			t.Errorf("Rule(%q) = %q, want %q", tt.name, got, tt.rule)
		}
	}
	if r := g.Rule("nosuchrule"); r != nil {
		t.Errorf("Rule(nosuchrule) = %v, want nil", r)
	}
	// Each production once: shared rules are not repeated per scheme.
	count := map[string]int{}
	for _, r := range g.Rules {
		count[r.Name]++
	}
	for name, n := range count {
		if n > 1 {
			t.Errorf("%s is %d rules", name, n)
		}
	}
}

// TestNotes checks that lookaheads become notes on their rules, out of
// the rules' expressions.
func TestNotes(t *testing.T) {
	g, err := bnf.BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	login := g.Rule("login")
	// The "@" is looked for only as far as a user and a password reach:
	// "ftp://anon:pa:ss@h/" has an "@", but not after what can be a
	// user and a password, and the note must not say otherwise.
	const userPassword = `*[ uchar | ";" | "?" | "&" | "=" ] [ ":" *[ uchar | ";" | "?" | "&" | "=" ] ]`
	if len(login.Notes) != 1 || login.Notes[0].Negative || !strings.HasSuffix(login.Notes[0].String(), `"@" follows further on, after only what `+userPassword+` matches`) {
		t.Errorf("login's notes = %v, want one: this grammar reads ... only when \"@\" follows further on, after only what %s matches", login.Notes, userPassword)
	}
	for _, tc := range []struct {
		rule   string
		scheme string
		en, fr string
	}{
		{"login", "", `this grammar reads user [ ":" password ] "@" only when "@" follows further on, after only what *[ uchar | ";" | "?" | "&" | "=" ] [ ":" *[ uchar | ";" | "?" | "&" | "=" ] ] matches`,
			`cette grammaire ne lit user [ ":" password ] "@" que si « @ » suit plus loin, après seulement ce qu'admet *[ uchar | ";" | "?" | "&" | "=" ] [ ":" *[ uchar | ";" | "?" | "&" | "=" ] ]`},
		{"schemepart", "", `this grammar reads *xchar only where the text does not start with "//"`,
			`cette grammaire ne lit *xchar que là où le texte ne commence pas par « // »`},
		{"selector", "gopher", `this grammar reads "%09" only when "/" or "?" follows further on, after only what *[ uchar | ";" | ":" | "@" | "&" | "=" ] matches`,
			`cette grammaire ne lit "%09" que si « / » ou « ? » suit plus loin, après seulement ce qu'admet *[ uchar | ";" | ":" | "@" | "&" | "=" ]`},
		{"search", "gopher", `this grammar reads escape only where the text does not start with "%09"`,
			`cette grammaire ne lit escape que là où le texte ne commence pas par « %09 »`},
		{"newsurl", "news", `this grammar reads ( "*" | group ) only when no "@" follows further on, anywhere up to the end of the URL`,
			`cette grammaire ne lit ( "*" | group ) que si aucun « @ » ne suit plus loin, n'importe où jusqu'à la fin de l'URL`},
		{"newsurl", "news", `this grammar reads article only when "@" follows further on, anywhere up to the end of the URL`,
			`cette grammaire ne lit article que si « @ » suit plus loin, n'importe où jusqu'à la fin de l'URL`},
	} {
		found := false
		for _, n := range g.Rule(tc.rule).Notes {
			if n.String() != tc.en {
				continue
			}
			found = true
			if n.Scheme != tc.scheme {
				t.Errorf("%s: note %q of scheme %q, want %q", tc.rule, tc.en, n.Scheme, tc.scheme)
			}
			id := func(s string) string { return s }
			fr := n.Sentence(grammar.French, id, func(s string) string { return "« " + s + " »" })
			if fr != tc.fr {
				t.Errorf("%s: in French %q, want %q", tc.rule, fr, tc.fr)
			}
		}
		if !found {
			t.Errorf("%s: no note %q in %q", tc.rule, tc.en, g.Rule(tc.rule).Notes)
		}
	}
	// A lookahead that stands alone guards "what follows", « la suite »,
	// with which the French participle agrees.
	alone := bnf.Note{Expr: bnf.Lit("@"), Part: bnf.Seq{}}
	id := func(s string) string { return s }
	if fr, want := alone.Sentence(grammar.French, id, func(s string) string { return "« " + s + " »" }),
		"cette grammaire ne lit la suite que là où le texte commence par « @ »"; fr != want {
		t.Errorf("a lone lookahead in French: %q, want %q", fr, want)
	}
	// A class among the characters looked for takes an article; the
	// note on absoluteURL's *xchar says in words what its lookahead is.
	for _, tc := range []struct {
		n      bnf.Note
		en, fr string
	}{{
		bnf.Note{Expr: bnf.Alt{bnf.Ref("uchar"), bnf.Lit(":")}, Part: bnf.Ref("path")},
		`this grammar reads path only where the text starts with a uchar or ":"`,
		"cette grammaire ne lit path que là où le texte commence par un uchar ou « : »",
	}, {
		bnf.Note{Expr: bnf.Seq{bnf.Lit("//"), bnf.Rep{X: bnf.Alt{bnf.Ref("uchar"), bnf.Lit(":"), bnf.Lit("@"), bnf.Lit("&"), bnf.Lit("="), bnf.Lit(";"), bnf.Lit("?")}}, bnf.Lit("//")},
			Part: bnf.Rep{X: bnf.Ref("xchar")}},
		`this grammar reads *xchar only where the text starts with "//" *[ uchar | ":" | "@" | "&" | "=" | ";" | "?" ] "//"; that is, where a net_loc is followed by a second "//", as in http://a//b, which no relativeURL reads (no path starts with "/")`,
		`cette grammaire ne lit *xchar que là où le texte commence par "//" *[ uchar | ":" | "@" | "&" | "=" | ";" | "?" ] "//" ; autrement dit, là où un net_loc est suivi d'un second « // », comme dans http://a//b, qu'aucune relativeURL ne lit (aucun chemin ne commence par « / »)`,
	}} {
		if got := tc.n.String(); got != tc.en {
			t.Errorf("note in English:\n%s\nwant\n%s", got, tc.en)
		}
		if got := tc.n.Sentence(grammar.French, id, func(s string) string { return "« " + s + " »" }); got != tc.fr {
			t.Errorf("note in French:\n%s\nwant\n%s", got, tc.fr)
		}
	}
	for _, r := range g.Rules {
		if strings.Contains(r.Expr.String(), "?=") || strings.Contains(r.Expr.String(), "?!") {
			t.Errorf("%s keeps a lookahead in its expression: %s", r.Name, r.Expr)
		}
	}
}

// TestReadingsInDocs checks that docs/grammar.md, the page on the
// grammar as the tags declare it, lists every reading.
func TestReadingsInDocs(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "grammar.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(doc), "# The grammar as the tags declare it")
	if !ok {
		t.Fatal(`docs/grammar.md has no heading "# The grammar as the tags declare it"`)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	for name := range readings {
		if !strings.Contains(section, "`"+name+"`") {
			t.Errorf("docs/grammar.md does not list the reading of %s", name)
		}
	}
}

// TestReadings checks the readings as data: each names a rule of
// section 5 as section 5 writes it, is shown with a rule of the
// recovered grammar, and each of those rules finds it.
func TestReadings(t *testing.T) {
	g, err := bnf.BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, r := range bnf.Readings() {
		if seen[r.Rule] {
			t.Errorf("%s: two readings", r.Rule)
		}
		seen[r.Rule] = true
		if r.English == "" || r.French == "" {
			t.Errorf("%s: a reason missing in a language", r.Rule)
		}
		shown := r.Rule
		if r.In != "" {
			shown = r.In
			if own := g.Rule(r.Rule); own != nil && own.Name == r.Rule {
				t.Errorf("%s: held in %s, but the grammar has a rule of its own", r.Rule, r.In)
			}
		}
		if rule := g.Rule(shown); rule == nil || rule.Name != shown {
			t.Errorf("%s: shown with %s, which is no rule of the grammar", r.Rule, shown)
		}
		if !slices.ContainsFunc(bnf.ReadingsOf(shown), func(x bnf.Reading) bool { return x.Rule == r.Rule }) {
			t.Errorf("ReadingsOf(%s) misses %s", shown, r.Rule)
		}
		if r.RFC != "" && !strings.HasPrefix(r.RFC, r.Rule+" = ") {
			t.Errorf("%s: RFC text %q is not its rule", r.Rule, r.RFC)
		}
	}
	spec := specRules(t)
	for _, r := range bnf.Readings() {
		want, ok := spec[r.Rule]
		switch {
		case !ok && r.RFC != "":
			t.Errorf("%s: no rule of section 5, yet RFC text %q", r.Rule, r.RFC)
		case ok && normal(r.Rule+" = "+want) != normal(r.RFC):
			t.Errorf("%s: RFC text %q, section 5 writes %q", r.Rule, r.RFC, want)
		}
	}
}

// streamPart is a scheme part that two schemes share, as RFC 2326's
// rtsp and rtspu share rtsp_URL (examples/newscheme/rtsp).
type streamPart struct {
	ast.Span
	HostPort *ast.HostPort `parser:"'/' '/' @@"`
	Path     *ast.HPath    `parser:"( '/' @@ )?"`
}

var streamP = ast.Production{Name: "stream_URL", RFC: "RFC 2326", Section: "3.2",
	Rule: `stream_URL = ( "rtsp:" | "rtspu:" ) "//" host [ ":" port ] [ abs_path ]`}

func (*streamPart) Production() ast.Production { return streamP }
func (*streamPart) DefaultPort() (int, bool)   { return 554, true }
func (*streamPart) String() string             { return "" }

// TestSharedSchemePart checks that a part several schemes share is one
// rule, written after the choice of their names, and that a part of one
// scheme is written after its name alone; and that Rule finds a rule
// whose RFC name has capitals (stream_URL, as RFC 2326's rtsp_URL) in
// any case.
func TestSharedSchemePart(t *testing.T) {
	g, err := interp.ReadURL(&streamPart{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		schemes []string
		want    string
	}{
		{[]string{"rtsp"}, `stream_URL = "rtsp://" hostport [ "/" hpath ]`},
		{[]string{"rtsp", "rtspu"}, `stream_URL = ( "rtsp:" | "rtspu:" ) "//" hostport [ "/" hpath ]`},
		{[]string{"rtsp", "rtspu", "rtsp"}, `stream_URL = ( "rtsp:" | "rtspu:" ) "//" hostport [ "/" hpath ]`},
	} {
		var schemes []bnf.SchemeGrammar
		for _, name := range tc.schemes {
			schemes = append(schemes, bnf.SchemeGrammar{Name: name, Grammar: g})
		}
		got := bnf.Recover(nil, schemes...)
		if r := got.Rule("stream_url"); r.String() != tc.want {
			t.Errorf("%v: %s, want %s", tc.schemes, r, tc.want)
		}
		if r := got.Rule("streamPart"); r == nil || r.Name != "stream_URL" {
			t.Errorf("%v: Rule(streamPart) = %v, want stream_URL", tc.schemes, r)
		}
	}
}

// TestNotesNameOnlyRules checks that every name a note's sentence writes
// in either language is a rule that -grammar and the railroad page
// define: no class that RFC 1738 leaves unnamed (space, control,
// nonascii), which the parser's lookaheads pass over.
func TestNotesNameOnlyRules(t *testing.T) {
	g, err := bnf.BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	name := regexp.MustCompile(`^\**[0-9]*\**([A-Za-z][A-Za-z0-9_+-]*)$`)
	notes := 0
	for _, r := range g.Rules {
		for _, n := range r.Notes {
			notes++
			for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
				n.Sentence(lang, func(s string) string {
					for _, tok := range strings.Fields(s) {
						m := name.FindStringSubmatch(tok)
						if m != nil && g.Rule(m[1]) == nil {
							t.Errorf("%s: a note names %q, which no rule defines: %s", r.Name, m[1], n)
						}
					}
					return s
				}, func(s string) string { return s })
			}
		}
	}
	if notes == 0 {
		t.Fatal("no notes")
	}
}
