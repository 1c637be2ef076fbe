package railroad

import (
	"bytes"
	"encoding/xml"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/bnf"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// element is a node of a page decoded as XML.
type element struct {
	name     string
	attr     map[string]string
	children []*element
	text     strings.Builder // all the text in the element
	own      strings.Builder // the text directly in it, not in a child
	parent   *element
}

func (e *element) class() string { return e.attr["class"] }

func (e *element) walk(f func(*element)) {
	f(e)
	for _, c := range e.children {
		c.walk(f)
	}
}

func (e *element) find(name, class string) []*element {
	var out []*element
	e.walk(func(x *element) {
		if x.name == name && (class == "" || x.class() == class) {
			out = append(out, x)
		}
	})
	return out
}

// decode parses a page as XML, strictly: the page must be well-formed
// XML as well as HTML, with its SVG inline. It returns the root element.
func decode(t *testing.T, page []byte) *element {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(page))
	d.Strict = true
	root := &element{name: "#document", attr: map[string]string{}}
	cur := root
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			line, _ := d.InputPos()
			t.Fatalf("page is not well-formed XML: line %d: %v", line, err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			e := &element{name: tok.Name.Local, attr: map[string]string{}, parent: cur}
			for _, a := range tok.Attr {
				e.attr[a.Name.Local] = a.Value
			}
			cur.children = append(cur.children, e)
			cur = e
		case xml.EndElement:
			cur = cur.parent
		case xml.CharData:
			cur.own.Write(tok)
			for e := cur; e != nil; e = e.parent {
				e.text.Write(tok)
			}
		}
	}
	if cur != root {
		t.Fatalf("page ends inside <%s>", cur.name)
	}
	return root
}

var langs = []grammar.Lang{grammar.English, grammar.French}

func generate(t *testing.T, lang grammar.Lang) []byte {
	t.Helper()
	page, err := Generate(lang)
	if err != nil {
		t.Fatal(err)
	}
	return page
}

func builtIn(t *testing.T) *bnf.Grammar {
	t.Helper()
	g, err := bnf.BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// drawn returns the rules the page draws, each once: RFC 1738's, then
// those of RFC 1808 section 2.2 that RFC 1738 has not; and a lookup of
// them by their exact name (bnf's Rule also takes a Go type's name, and
// "URL" is genericurl's type).
func drawn(t *testing.T) ([]*bnf.Rule, func(string) *bnf.Rule) {
	t.Helper()
	rules := slices.Clone(builtIn(t).Rules)
	ig, err := interp.ReadReference()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range bnf.Recover(ig).Rules {
		if !slices.ContainsFunc(rules, func(b *bnf.Rule) bool { return b.Name == r.Name }) {
			rules = append(rules, r)
		}
	}
	// The rules of RFC 1808 this grammar reads inline, RFC 1808's own
	// fsegment among them, under the id of its section.
	rules = append(rules, bnf.RFC1808Inline().Rules...)
	return rules, func(id string) *bnf.Rule {
		if i := slices.IndexFunc(rules, func(r *bnf.Rule) bool { return drawnID(rules, r) == id }); i >= 0 {
			return rules[i]
		}
		return nil
	}
}

// drawnID returns the id of r's section, one of rules: its name, or for
// a rule whose name an earlier rule has (RFC 1808's fsegment, after RFC
// 1738's), the relative section's id and its name.
func drawnID(rules []*bnf.Rule, r *bnf.Rule) string {
	if i := slices.IndexFunc(rules, func(b *bnf.Rule) bool { return b.Name == r.Name }); rules[i] != r {
		return RegisteredID("relative", r.Name)
	}
	return r.Name
}

// ids returns the page's elements by id.
func ids(t *testing.T, root *element) map[string]*element {
	t.Helper()
	m := map[string]*element{}
	root.walk(func(e *element) {
		if id := e.attr["id"]; id != "" {
			if m[id] != nil {
				t.Errorf("id %q twice", id)
			}
			m[id] = e
		}
	})
	return m
}

func TestPageWellFormed(t *testing.T) {
	for _, lang := range langs {
		root := decode(t, generate(t, lang))
		html := root.find("html", "")
		if len(html) != 1 || len(html[0].find("body", "")) != 1 {
			t.Fatal("no html element with one body")
		}
		if got := html[0].attr["lang"]; got != lang.String() {
			t.Errorf("%s: <html lang=%q>", lang, got)
		}
		for _, s := range root.find("svg", "railroad") {
			if s.attr["viewBox"] == "" || s.attr["width"] == "" || s.attr["height"] == "" {
				t.Errorf("svg %v without its size", s.attr)
			}
		}
	}
}

// TestPageSelfContained checks that the page works offline: no script,
// nothing loaded from anywhere, only links inside the page and one to
// the page in the other language.
func TestPageSelfContained(t *testing.T) {
	for _, lang := range langs {
		root := decode(t, generate(t, lang))
		byID := ids(t, root)
		other := FileName(grammar.French)
		if lang == grammar.French {
			other = FileName(grammar.English)
		}
		toOther := 0
		root.walk(func(e *element) {
			switch e.name {
			case "script", "link", "img", "iframe", "object", "embed", "image", "use", "foreignObject":
				t.Errorf("page has a <%s> element", e.name)
			}
			for k, v := range e.attr {
				switch {
				case k == "src":
					t.Errorf("<%s src=%q>", e.name, v)
				case k == "href" && v == other:
					toOther++
				case k == "href":
					if !strings.HasPrefix(v, "#") || byID[v[1:]] == nil {
						t.Errorf("%s: <%s href=%q> does not lead to an element of the page", lang, e.name, v)
					}
				case k == "xmlns":
					if v != "http://www.w3.org/2000/svg" {
						t.Errorf("<%s xmlns=%q>", e.name, v)
					}
				case strings.HasPrefix(k, "on"):
					t.Errorf("<%s %s=...>: an event handler", e.name, k)
				}
			}
		})
		if toOther != 1 {
			t.Errorf("%s: %d links to %s, want one", lang, toOther, other)
		}
		styles := root.find("style", "")
		if len(styles) != 1 {
			t.Errorf("%d style elements, want one", len(styles))
		}
		for _, style := range styles {
			for _, bad := range []string{"@import", "url(", "http:", "https:", "//"} {
				if strings.Contains(style.text.String(), bad) {
					t.Errorf("style sheet has %q", bad)
				}
			}
		}
	}
}

// TestEveryRuleDrawnOnce checks that each rule of the grammar has one
// section, under its RFC name, with the rule as bnf prints it, one
// diagram and its Go types; and that the page draws nothing else.
func TestEveryRuleDrawnOnce(t *testing.T) {
	rules, _ := drawn(t)
	for _, lang := range langs {
		root := decode(t, generate(t, lang))
		sections := root.find("section", "rule")
		if len(sections) != len(rules) {
			t.Errorf("%s: %d rule sections, the grammars have %d rules", lang, len(sections), len(rules))
		}
		byID := ids(t, root)
		for _, r := range rules {
			sec := byID[drawnID(rules, r)]
			if sec == nil || sec.class() != "rule" {
				t.Errorf("%s: no section %q", lang, r.Name)
				continue
			}
			if dfn := sec.find("dfn", ""); len(dfn) != 1 || dfn[0].text.String() != r.Name {
				t.Errorf("%s: %s: heading %q", lang, r.Name, sec.find("h3", "")[0].text.String())
			}
			// The RFC's own rule comes first, as explain -grammar gives
			// it, then the rule as drawn where it differs.
			rfc, reads := r.String(), []string(nil)
			if own := r.Production.Rule; own != "" && strings.Join(strings.Fields(own), "") != strings.Join(strings.Fields(rfc), "") {
				rfc, reads = own, []string{r.String()}
				if slices.ContainsFunc(bnf.RFC1808Inline().Rules, func(b *bnf.Rule) bool { return b.Name == r.Name && b.Production == r.Production }) {
					reads = nil // no rule of this grammar's: it reads it inline
				}
			}
			if c := r.Comment(); c != "" {
				rfc += "    " + c // the comment section 5 writes after it
			}
			if pre := sec.find("pre", "bnf"); len(pre) != 1 || pre[0].text.String() != rfc {
				t.Errorf("%s: %s: the rule over the diagram is not the RFC's %q", lang, r.Name, rfc)
			}
			var got []string
			for _, pre := range sec.find("pre", "reads") {
				got = append(got, pre.text.String())
			}
			if diff := cmp.Diff(reads, got); diff != "" {
				t.Errorf("%s: %s: the rule as this grammar reads it (-want +got):\n%s", lang, r.Name, diff)
			}
			if n := len(sec.find("svg", "railroad")); n != 1 {
				t.Errorf("%s: %s: %d diagrams", lang, r.Name, n)
			}
			// Students read the page: no Go type is named on it, and a
			// class says so, but for escape, which is three characters.
			types := sec.find("span", "types")
			if _, seq := r.Expr.(bnf.Seq); (len(types) == 1) != (r.Class && !seq) {
				t.Errorf("%s: %s: %d labels of a class, class %v", lang, r.Name, len(types), r.Class)
			}
			if h3 := sec.find("h3", "")[0]; len(h3.find("code", "")) > 0 || strings.Contains(h3.text.String(), "Go type") || strings.Contains(h3.text.String(), "type Go") {
				t.Errorf("%s: %s: the heading names Go types: %q", lang, r.Name, h3.text.String())
			}
			cite := r.Production.RFC + ", section " + r.Production.Section
			if r.Production.WritesInRuleSection() {
				// Section 5 writes the rule; the section of its meaning follows.
				cite = r.Production.RFC + ", section 5"
				got := sec.find("p", "cite")
				if len(got) != 1 || !strings.HasPrefix(got[0].text.String(), cite) ||
					r.Production.Section != "5" && !strings.HasSuffix(got[0].text.String(), " section "+r.Production.Section) {
					t.Errorf("%s: %s: citation is not section 5's then section %s's", lang, r.Name, r.Production.Section)
				}
			}
			if _, prose := r.Production.ProseName(); prose {
				cite = upperFirst(grammar.Reading(r.Production, lang)) // a prose name is cited as no rule of section 5
			}
			if r.Production.Section != "" && !strings.Contains(sec.text.String(), cite) {
				t.Errorf("%s: %s: no citation %q", lang, r.Name, cite)
			}
		}
	}
}

// TestBoxesLinked checks every box of every diagram: a class box leads
// to the section of a class, a rule's box to that of a rule that is no
// class, and a diagram's boxes are the names its rule refers to.
func TestBoxesLinked(t *testing.T) {
	_, rule := drawn(t)
	root := decode(t, generate(t, grammar.English))
	byID := ids(t, root)
	for _, sec := range root.find("section", "rule") {
		r := rule(sec.attr["id"])
		var named []string
		for _, kind := range []string{"class", "nonterminal"} {
			for _, box := range sec.find("g", kind) {
				name := box.find("text", "")[0].text.String()
				named = append(named, name)
				a := box.parent
				if a.name != "a" {
					t.Errorf("%s: the box of %s is not a link", r.Name, name)
					continue
				}
				target := byID[strings.TrimPrefix(a.attr["href"], "#")]
				to := rule(name)
				switch {
				case target == nil || target.class() != "rule" || target.attr["id"] != name:
					t.Errorf("%s: the box of %s leads to %q", r.Name, name, a.attr["href"])
				case to == nil || to.Class != (kind == "class"):
					t.Errorf("%s: %s is drawn as a %s box", r.Name, name, kind)
				}
			}
		}
		slices.Sort(named)
		want := slices.Clone(bnf.Refs(r.Expr))
		slices.Sort(want)
		if !slices.Equal(slices.Compact(named), want) {
			t.Errorf("%s: boxes %q, the rule refers to %q", r.Name, named, want)
		}
	}
}

// TestNoLookahead checks that no diagram has a lookahead: the notes are
// sentences under the diagrams.
func TestNoLookahead(t *testing.T) {
	for _, lang := range langs {
		page := string(generate(t, lang))
		for _, bad := range []string{"(?=", "(?!", `class="lookahead`, "followed by)", "&lt;eof&gt;", "EBNF", "participle"} {
			if strings.Contains(page, bad) {
				t.Errorf("%s: the page has %q", lang, bad)
			}
		}
	}
}

// diagramSizes returns the width and height of each rule's diagram.
func diagramSizes(t *testing.T, root *element) map[string][2]int {
	t.Helper()
	out := map[string][2]int{}
	for _, sec := range root.find("section", "rule") {
		for _, svg := range sec.find("svg", "railroad") {
			w, _ := strconv.Atoi(svg.attr["width"])
			h, _ := strconv.Atoi(svg.attr["height"])
			out[sec.attr["id"]] = [2]int{w, h}
		}
	}
	return out
}

// TestDiagramSizes bounds the diagrams: a class is one box, so that a
// rule of uchar and a few characters (user) is a few boxes high, not a
// stack of every character; no diagram is taller than 150 px or wider
// than 700.
func TestDiagramSizes(t *testing.T) {
	sizes := diagramSizes(t, decode(t, generate(t, grammar.English)))
	for name, max := range map[string]int{
		"user": 100, "password": 100, "login": 70, "newsurl": 110, "article": 90, "selector": 100,
		"hsegment": 100, "lowalpha": 42, "digit": 42, "ftptype": 42, "uchar": 80, "xchar": 110,
	} {
		if h := sizes[name][1]; h == 0 || h > max {
			t.Errorf("%s: diagram %d px high, want at most %d", name, h, max)
		}
	}
	for name, s := range sizes {
		if s[1] > 150 || s[0] > 700 {
			t.Errorf("%s: diagram %dx%d", name, s[0], s[1])
		}
	}
}

// section5 are the sections the page writes for RFC 1738 section 5, in
// its order: the list is the point of the tests that read it, which
// check that order.
var section5 = []string{"generic", "ftp", "file", "http", "gopher", "mailto", "news", "nntp", "telnet", "wais", "prospero"}

// wantSections returns the page's sections in order: section5's, one
// for each other built-in scheme of a production of its own (ast.Schemes),
// RFC 1808's relative URLs, the registered schemes', and the characters.
func wantSections(registered ...string) []string {
	written := map[string]bool{}
	for _, name := range section5[1:] {
		written[grammar.Of(ast.PartOf(name)).Name] = true
	}
	want := slices.Clone(section5)
	for _, name := range ast.Schemes() {
		if pr := grammar.Of(ast.PartOf(name)).Name; !written[pr] {
			written[pr] = true
			want = append(want, name)
		}
	}
	want = append(want, "relative")
	want = append(want, registered...)
	return append(want, "characters")
}

// TestSectionOrder checks that the sections follow RFC 1738 section 5:
// the generic syntax, the schemes, the characters; and that each rule
// is drawn in its section, shared ones once.
func TestSectionOrder(t *testing.T) {
	root := decode(t, generate(t, grammar.English))
	var got []string
	where := map[string]string{}
	for _, sec := range root.find("section", "part") {
		got = append(got, sec.attr["id"])
		for _, r := range sec.find("section", "rule") {
			where[r.attr["id"]] = sec.attr["id"]
		}
	}
	if d := cmp.Diff(wantSections(), got); d != "" {
		t.Errorf("sections (-want +got):\n%s", d)
	}
	for rule, sec := range map[string]string{
		"login": "generic", "hostport": "generic", "alphadigit": "generic", "fpath": "ftp", "search": "http",
		"gopher-path": "gopher", "group": "news", "uchar": "characters", "digits": "characters",
		"rel_path": "relative", "net_loc": "relative", "fragment": "relative", "scheme": "generic",
		"generic-RL": "relative", "relative:fsegment": "relative", "segment": "relative", "param": "relative", "pchar": "relative",
	} {
		if where[rule] != sec {
			t.Errorf("%s is drawn in %q, want %q", rule, where[rule], sec)
		}
	}
	// The ftp section links the shared rules it uses.
	byID := ids(t, root)
	var uses []string
	for _, p := range byID["ftp"].find("p", "shared") {
		for _, a := range p.find("a", "") {
			uses = append(uses, a.text.String())
		}
	}
	if strings.Join(uses, " ") != "login" {
		t.Errorf("ftp section: also uses %q, want login", uses)
	}
}

// TestNotes checks that a rule's lookaheads are sentences under its
// diagram, in each language, and that a note of one scheme on a shared
// rule says which.
func TestNotes(t *testing.T) {
	g := builtIn(t)
	for _, tc := range []struct {
		lang grammar.Lang
		rule string
		want string
	}{
		{grammar.English, "login", `Note: this grammar reads user [ ":" password ] "@" only when "@" follows further on, after only what *[ uchar | ";" | "?" | "&" | "=" ] [ ":" *[ uchar | ";" | "?" | "&" | "=" ] ] matches.`},
		{grammar.French, "login", "Remarque\u00a0: cette grammaire ne lit user [ \":\" password ] \"@\" que si «\u00a0@\u00a0» suit plus loin, après seulement ce qu'admet *[ uchar | \";\" | \"?\" | \"&\" | \"=\" ] [ \":\" *[ uchar | \";\" | \"?\" | \"&\" | \"=\" ] ]."},
		{grammar.English, "search", `Note: In a gopher URL, this grammar reads escape only where the text does not start with "%09".`},
		{grammar.French, "search", "Remarque\u00a0: dans une URL gopher, cette grammaire ne lit escape que là où le texte ne commence pas par «\u00a0%09\u00a0»."},
		{grammar.English, "schemepart", `Note: this grammar reads *xchar only where the text does not start with "//".`},
	} {
		byID := ids(t, decode(t, generate(t, tc.lang)))
		var notes []string
		for _, p := range byID[tc.rule].find("p", "note") {
			notes = append(notes, p.text.String())
		}
		if !slices.Contains(notes, tc.want) {
			t.Errorf("%s: %s: notes %q, want %q", tc.lang, tc.rule, notes, tc.want)
		}
	}
	root := decode(t, generate(t, grammar.English))
	for _, r := range g.Rules {
		byID := ids(t, root)
		if n := len(byID[r.Name].find("p", "note")); n != len(r.Notes) {
			t.Errorf("%s: %d notes drawn, %d in the grammar", r.Name, n, len(r.Notes))
		}
	}
}

// TestReadings checks that each reading is given under the rule that
// holds it, with the RFC's rule, and in the table at the end.
func TestReadings(t *testing.T) {
	for _, lang := range langs {
		root := decode(t, generate(t, lang))
		byID := ids(t, root)
		table := byID["readings"].text.String()
		for _, rd := range bnf.Readings() {
			shown := rd.Rule
			if rd.In != "" {
				shown = rd.In
			}
			sec := byID[shown]
			if sec == nil {
				t.Errorf("%s: %s: no section %s", lang, rd.Rule, shown)
				continue
			}
			box := sec.find("div", "reading")
			text := rd.Text(lang)
			if lang == grammar.French {
				text = grammar.FrenchSpaces(text)
			}
			if len(box) != 1 || !strings.Contains(box[0].text.String(), text) || !strings.Contains(box[0].text.String(), rd.RFC) {
				t.Errorf("%s: %s: the reading is not under %s", lang, rd.Rule, shown)
			}
			if !strings.Contains(table, text) {
				t.Errorf("%s: %s: the reading is not in the table", lang, rd.Rule)
			}
		}
	}
}

// TestSentences checks what the French review found on the page: no
// sentence starts with a small letter after a full stop (a reading after
// "Section 5 has no rule of this name"), and in French a diagram's label
// names the rule as « la règle X », so that no elision is due before a
// name that starts with a vowel (« de ip-schemepart »).
func TestSentences(t *testing.T) {
	small := regexp.MustCompile(`\.[ \x{a0}]\p{Ll}`)
	for _, lang := range langs {
		page := string(generate(t, lang))
		if m := small.FindAllStringIndex(page, -1); m != nil {
			for _, at := range m {
				t.Errorf("%s: a sentence starts with a small letter: %q", lang, page[max(0, at[0]-60):at[1]+20])
			}
		}
	}
	page := string(generate(t, grammar.French))
	labels := regexp.MustCompile(`aria-label="Diagramme syntaxique ([^"]*)"`).FindAllStringSubmatch(page, -1)
	if len(labels) == 0 {
		t.Fatal("French: no diagram's label")
	}
	for _, l := range labels {
		if !strings.HasPrefix(l[1], "de la règle ") {
			t.Errorf("French: a diagram's label reads %q, want « Diagramme syntaxique de la règle … »", l[0])
		}
	}
	// A reading's reason does not repeat the rule the page has just
	// quoted, and an nntp URL's article number is optional.
	repeated := regexp.MustCompile(`</code>[ \x{a0}]*:[ \x{a0}]*selector = \*xchar`)
	for lang, words := range map[grammar.Lang][]string{
		grammar.English: {"names an article of a newsgroup", "by its number"},
		grammar.French:  {"désigne un article d&#39;un groupe", "par son numéro."},
	} {
		page := string(generate(t, lang))
		for _, w := range words {
			if strings.Contains(page, w) {
				t.Errorf("%s: the page says %q", lang, w)
			}
		}
		if m := repeated.FindString(page); m != "" {
			t.Errorf("%s: the page repeats the rule it quotes: %q", lang, m)
		}
	}
	for _, word := range []string{"dérivation", "mode de transfert", "recopiée"} {
		if strings.Contains(page, word) {
			t.Errorf("French: the page says « %s »", word)
		}
	}
}

// TestLegacyAnchors checks that the ids of the earlier page, which the
// live page (examples/web) links to, still lead to a rule's diagram: for
// a node of each type in a URL of each scheme, one of the ids it tries
// (the scheme's section, the generic one, then the other schemes', each
// with the Go type's name) is on the page, around the rule's diagram.
func TestLegacyAnchors(t *testing.T) {
	g := builtIn(t)
	root := decode(t, generate(t, grammar.English))
	byID := ids(t, root)
	schemes := ast.Schemes()
	for _, r := range g.Rules {
		for _, typ := range r.Types {
			for _, scheme := range append([]string{"generic"}, schemes...) {
				tries := []string{scheme + "-" + typ, "generic-" + typ}
				for _, s := range schemes {
					tries = append(tries, s+"-"+typ)
				}
				found := false
				for _, id := range tries {
					if e := byID[id]; e != nil {
						found = true
						if svg := e.find("svg", "railroad"); len(svg) != 1 || e.parent == nil {
							t.Errorf("%s: no diagram in it", id)
						}
						for up := e; up != nil; up = up.parent {
							if up.class() == "rule" && up.attr["id"] != r.Name {
								t.Errorf("%s is in the section of %s, not %s", id, up.attr["id"], r.Name)
							}
						}
						break
					}
				}
				if !found {
					t.Errorf("%s (%s) in a %s URL: none of %q on the page", typ, r.Name, scheme, tries)
				}
			}
		}
	}
	for _, id := range []string{"generic", "ftp", "generic-HostPort", "generic-URL", "ftp-FTPPart", "generic-Login"} {
		if byID[id] == nil {
			t.Errorf("no id %q", id)
		}
	}
}

// TestLanguages checks each page's language: the title, the words, the
// typography of French, and no developer's words in what a student
// reads.
func TestLanguages(t *testing.T) {
	en := decode(t, generate(t, grammar.English))
	fr := decode(t, generate(t, grammar.French))
	if got := en.find("title", "")[0].text.String(); got != "RFC 1738 URL syntax: railroad diagrams" {
		t.Errorf("English title %q", got)
	}
	if got := fr.find("title", "")[0].text.String(); got != "Syntaxe des URL de la RFC 1738\u00a0: diagrammes syntaxiques" {
		t.Errorf("French title %q", got)
	}
	body := func(root *element) string { return root.find("body", "")[0].text.String() }
	for _, bad := range []string{"go generate", "parser.Default", "EBNF", "participle", "do not edit"} {
		if strings.Contains(strings.ToLower(body(en)+body(fr)), strings.ToLower(bad)) {
			t.Errorf("a page shows %q", bad)
		}
	}
	for _, english := range []string{"Used in", "Note:", "How to read", "Section 5 writes", "Go type"} {
		if strings.Contains(body(fr), english) {
			t.Errorf("the French page says %q", english)
		}
	}
	// Quoted values in French sentences are in « », with no-break spaces.
	text := prose(fr)
	for _, bad := range []string{"« ", " »", " :", " ;"} {
		if i := strings.Index(text, bad); i >= 0 {
			t.Errorf("French page: %q in %q", bad, text[max(0, i-40):min(len(text), i+40)])
		}
	}
	for _, p := range fr.find("p", "note") {
		// The rule fragments, in <code>, keep the RFC's quotes: the one
		// after « ce qu'admet », and a lookahead written as a rule.
		s := prose(p)
		_, after, _ := strings.Cut(s, "ne lit ")
		_, after, _ = strings.Cut(after, "que ")
		if sentence, _, _ := strings.Cut(after, "ce qu'admet"); after == "" || strings.Contains(sentence, `"`) {
			t.Errorf("French note with an English quote: %q", s)
		}
	}
}

// prose returns the text of the page outside its diagrams and code, a
// line an element (the order of an element's text and its children's is
// lost).
func prose(e *element) string {
	var b strings.Builder
	var walk func(e *element)
	walk = func(e *element) {
		if e.name == "svg" || e.name == "pre" || e.name == "code" || e.name == "style" {
			return
		}
		b.WriteString(e.own.String())
		b.WriteString("\n")
		for _, c := range e.children {
			walk(c)
		}
	}
	walk(e)
	return b.String()
}

func TestDeterministic(t *testing.T) {
	for _, lang := range langs {
		if !bytes.Equal(generate(t, lang), generate(t, lang)) {
			t.Errorf("%s: two runs give different pages", lang)
		}
	}
}

// TestDiagramGeometry checks the geometry of the diagram of every rule
// and of the legend.
func TestDiagramGeometry(t *testing.T) {
	g := builtIn(t)
	p := newPage(g, grammar.English)
	if err := p.plan(); err != nil {
		t.Fatal(err)
	}
	for _, r := range g.Rules {
		checkGeometry(t, r.Name, &Diagram{Root: FromBNF(r.Expr, p.link)})
	}
	for _, x := range legendEntries {
		checkGeometry(t, x.String(), &Diagram{Root: FromBNF(x, p.link)})
	}
}

func TestFileName(t *testing.T) {
	if FileName(grammar.English) != "railroad.html" || FileName(grammar.French) != "railroad.fr.html" {
		t.Errorf("file names %q, %q", FileName(grammar.English), FileName(grammar.French))
	}
}

// TestSections checks that Sections gives the page's sections, in its
// order and words, with every rule of the grammar once.
func TestSections(t *testing.T) {
	g, err := bnf.BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		sections, err := Sections(g, lang)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		seen := map[string]bool{}
		for _, s := range sections {
			ids = append(ids, s.ID)
			if s.Title == "" || s.Intro == "" || len(s.Rules) == 0 {
				t.Errorf("%s: section %s has no title, intro or rule", lang, s.ID)
			}
			if strings.Contains(s.Intro, "diagram") {
				t.Errorf("%s: section %s's intro speaks of the page's diagrams: %s", lang, s.ID, s.Intro)
			}
			for _, r := range s.Rules {
				if seen[r.Name] {
					t.Errorf("%s: %s is in two sections", lang, r.Name)
				}
				seen[r.Name] = true
			}
		}
		if d := cmp.Diff(wantSections(), ids); d != "" {
			t.Errorf("%s: sections (-want +got):\n%s", lang, d)
		}
		for _, r := range g.Rules {
			if !seen[r.Name] {
				t.Errorf("%s: %s is in no section", lang, r.Name)
			}
		}
		gopher := sections[4]
		if names := ruleNames(gopher.Rules); names != "gopherurl gopher-path gtype selector gopher+_string" {
			t.Errorf("%s: gopher section %s", lang, names)
		}
		title := map[grammar.Lang]string{grammar.English: "ftp URLs (section 3.2)", grammar.French: "URL ftp (section 3.2)"}[lang]
		if sections[1].Title != title {
			t.Errorf("%s: ftp section's title %q, want %q", lang, sections[1].Title, title)
		}
	}
	if _, err := Sections(bnf.Recover(nil), grammar.English); err == nil {
		t.Error("Sections of an empty grammar: no error")
	}
}

func ruleNames(rules []*bnf.Rule) string {
	var names []string
	for _, r := range rules {
		names = append(names, r.Name)
	}
	return strings.Join(names, " ")
}

// TestRFC1808Inline checks that the page draws, in each language, the
// rules of RFC 1808 section 2.2 that this grammar reads inline, in the
// section of relative URLs, in section 2.2's order, each as RFC 1808
// writes it and saying where this grammar reads it, by the rules it has
// (pchar in path, not in RFC 1808's fsegment); RFC 1808's fsegment
// apart from RFC 1738's, to which path's rule does not lead; and that
// Sections, which explain -grammar reads, leaves them to it.
func TestRFC1808Inline(t *testing.T) {
	for _, lang := range langs {
		root := decode(t, generate(t, lang))
		byID := ids(t, root)
		var order []string
		for _, r := range byID["relative"].find("section", "rule") {
			order = append(order, r.attr["id"])
		}
		want := []string{"URL", "absoluteURL", "generic-RL", "relativeURL", "net_path", "abs_path", "rel_path", "path",
			"relative:fsegment", "segment", "params", "param", "net_loc", "query", "fragment", "pchar"}
		if d := cmp.Diff(want, order); d != "" {
			t.Errorf("%s: the rules of relative URLs (-want +got):\n%s", lang, d)
		}
		for id, in := range map[string]string{
			"generic-RL": "absoluteURL", "relative:fsegment": "path", "segment": "path", "param": "params",
			"pchar": map[grammar.Lang]string{
				grammar.English: "path, params and net_loc; RFC 1808 writes it in fsegment, segment, param and net_loc.",
				grammar.French:  "path, params et net_loc\u00a0; la RFC 1808 l'écrit dans fsegment, segment, param et net_loc.",
			}[lang],
		} {
			sec := byID[id]
			if sec == nil {
				continue
			}
			name := strings.TrimPrefix(id, "relative:")
			if pre := sec.find("pre", "bnf"); len(pre) != 1 || pre[0].text.String() != bnf.RFC1808Text(name) {
				t.Errorf("%s: %s: the rule is not RFC 1808's %q", lang, id, bnf.RFC1808Text(name))
			}
			reads := sec.find("p", "reads")
			prefix := map[grammar.Lang]string{grammar.English: "This grammar has no rule of this name: it reads it inline, in ",
				grammar.French: "Cette grammaire n'a pas de règle de ce nom\u00a0: elle la lit sur place, dans "}[lang]
			if len(reads) != 1 || reads[0].text.String() != prefix+in && reads[0].text.String() != prefix+in+"." {
				t.Errorf("%s: %s: where this grammar reads it: %q, want %q", lang, id, texts(reads), prefix+in)
			}
		}
		for _, a := range byID["path"].find("pre", "bnf")[0].find("a", "") {
			if a.text.String() == "fsegment" && a.attr["href"] != "#relative:fsegment" {
				t.Errorf("%s: path's fsegment leads to %s", lang, a.attr["href"])
			}
		}
	}
	sections, err := Sections(builtIn(t), grammar.English)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sections {
		for _, r := range s.Rules {
			if slices.Contains([]string{"generic-RL", "segment", "param", "pchar"}, r.Name) || r.Name == "fsegment" && s.ID != "ftp" {
				t.Errorf("Sections gives %s in %s", r.Name, s.ID)
			}
		}
	}
}

// texts returns the texts of es.
func texts(es []*element) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.text.String())
	}
	return out
}

// TestScrollCues checks that each rule's diagram has above it its cue
// line, in the page's language, whose width is the diagram's: the style
// sheet compares it with the rule's box, to show the cue only where the
// diagram scrolls sideways (the browser test of examples/web/server
// measures that at 400 px).
func TestScrollCues(t *testing.T) {
	want := map[grammar.Lang]string{
		grammar.English: "Wider than the page: scroll it sideways to see the rest →",
		grammar.French:  "Plus large que la page\u00a0: le faire défiler de côté pour voir la suite →",
	}
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		root := decode(t, generate(t, lang))
		diagrams := root.find("div", "diagram")
		if len(diagrams) == 0 {
			t.Fatalf("%v: no diagram", lang)
		}
		for _, d := range diagrams {
			svgs := d.find("svg", "railroad")
			siblings := d.parent.children
			i := slices.Index(siblings, d)
			if len(svgs) != 1 || i < 1 {
				t.Errorf("%v: a diagram with %d drawings, at %d in its section", lang, len(svgs), i)
				continue
			}
			cue := siblings[i-1]
			got := [4]string{cue.name, cue.class(), cue.attr["style"], cue.text.String()}
			w := [4]string{"p", "scroll-cue", "--w: " + svgs[0].attr["width"] + "px", want[lang]}
			if diff := cmp.Diff(w, got); diff != "" {
				t.Errorf("%v: the cue above %s (-want +got):\n%s", lang, svgs[0].attr["aria-label"], diff)
			}
			if cue.attr["aria-hidden"] != "true" {
				t.Errorf("%v: the cue above %s is read aloud", lang, svgs[0].attr["aria-label"])
			}
		}
	}
}
