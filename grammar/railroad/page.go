package railroad

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/bnf"
)

// page is the page of a grammar's rules in one language.
type page struct {
	g        *bnf.Grammar
	lang     grammar.Lang
	w        *words
	sections []*section
	home     map[*bnf.Rule]*section    // a rule's section
	usedBy   map[*bnf.Rule][]*bnf.Rule // the rules whose expressions refer to a rule
	// relative is the part of RFC 1808's grammar, relative URLs, drawn
	// after RFC 1738's schemes; registered are the parts of the schemes
	// registered from outside RFC 1738 (GenerateWith). Both come before
	// the characters.
	relative   *part
	registered []*part
	// inline are the rules of RFC 1808 section 2.2 that this grammar
	// reads inline (bnf.RFC1808Inline), drawn in relative's section.
	inline *bnf.Grammar
	// own are the rules of registered schemes that RFC 1738 has not,
	// each with the grammar its references are names in; a rule of
	// a registered grammar that RFC 1738 has (hostport) is drawn once,
	// as RFC 1738's (shared).
	own    map[*bnf.Rule]*bnf.Grammar
	shared map[*bnf.Rule]*bnf.Rule
}

// section is a part of the page and the rules it draws.
type section struct {
	part  *part
	title string
	rules []*bnf.Rule
}

func newPage(g *bnf.Grammar, lang grammar.Lang) *page {
	w := languages[lang]
	if w == nil {
		lang, w = grammar.English, languages[grammar.English]
	}
	return &page{g: g, lang: lang, w: w, own: map[*bnf.Rule]*bnf.Grammar{}, shared: map[*bnf.Rule]*bnf.Rule{}}
}

// plan places each rule of the grammar in a section, once: those a part
// lists where it lists them, the others after the first rule that uses
// them.
func (p *page) plan() error {
	p.home = map[*bnf.Rule]*section{}
	p.sections = nil
	for _, pt := range p.parts() {
		s := &section{part: pt, title: pt.title[p.lang]}
		for _, name := range pt.rules {
			r := p.lookup(pt.g, name)
			if r == nil {
				return fmt.Errorf("railroad: section 5's %s is no rule of the grammar", name)
			}
			if p.home[r] != nil {
				return fmt.Errorf("railroad: %s is listed twice", name)
			}
			p.home[r] = s
			s.rules = append(s.rules, r)
		}
		if s.title == "" && len(s.rules) > 0 {
			s.title = p.schemeTitle(pt.id, s.rules[0].Production)
		}
		p.sections = append(p.sections, s)
	}
	all := p.rules()
	for placed := true; placed; {
		placed = false
		for _, r := range all {
			if p.home[r] == nil && p.place(r) {
				placed = true
			}
		}
	}
	for _, r := range all {
		if p.home[r] == nil {
			return fmt.Errorf("railroad: %s is in no section and used by no rule", r.Name)
		}
	}
	p.usedBy = map[*bnf.Rule][]*bnf.Rule{}
	for _, s := range p.sections {
		for _, r := range s.rules {
			for _, ref := range bnf.Refs(r.Expr) {
				u := p.resolve(r, ref)
				if u == nil {
					return fmt.Errorf("railroad: %s refers to %s, which is no rule", r.Name, ref)
				}
				p.usedBy[u] = append(p.usedBy[u], r)
			}
		}
	}
	return nil
}

// schemeTitle is the title of the section of scheme, whose first rule
// is pr's: "ftp URLs (section 3.2)", or for a built-in scheme of a later
// RFC, "pop URLs (RFC 2384, section 3)".
func (p *page) schemeTitle(scheme string, pr ast.Production) string {
	if pr.FromRFC1738() {
		return p.w.schemeTitle(scheme, pr.Section)
	}
	return registeredTitle([]string{scheme}, pr, p.lang)
}

// place puts r, a rule no part lists, after the first rule placed that
// uses it, and reports whether there was one.
func (p *page) place(r *bnf.Rule) bool {
	for _, s := range p.sections {
		for i, u := range s.rules {
			for _, ref := range bnf.Refs(u.Expr) {
				if p.resolve(u, ref) == r {
					s.rules = append(s.rules[:i+1], append([]*bnf.Rule{r}, s.rules[i+1:]...)...)
					p.home[r] = s
					return true
				}
			}
		}
	}
	return false
}

// parts returns the page's sections: section 5's, with the registered
// schemes' before the characters.
func (p *page) parts() []*part {
	out := make([]*part, 0, len(parts)+1+len(p.registered))
	for i := range parts[:len(parts)-1] {
		out = append(out, &parts[i])
	}
	out = append(out, p.unwritten()...)
	if p.relative != nil {
		out = append(out, p.relative)
	}
	out = append(out, p.registered...)
	return append(out, &parts[len(parts)-1])
}

// unwritten returns a part for each built-in scheme whose production
// no part of the page lists (one added to package ast after the page's
// words were written): its rule under the scheme's name, with a title
// and an introduction made from its production, so that the page, and
// explain -grammar, which reads its sections, draw it rather than fail.
func (p *page) unwritten() []*part {
	listed := map[string]bool{}
	for _, pt := range parts {
		for _, r := range pt.rules {
			listed[r] = true
		}
	}
	var out []*part
	for _, name := range ast.Schemes() {
		pr := grammar.Of(ast.PartOf(name))
		if listed[pr.Name] || p.g.Rule(pr.Name) == nil {
			continue
		}
		out = append(out, &part{
			id:    name,
			title: [2]string{registeredTitle([]string{name}, pr, grammar.English), registeredTitle([]string{name}, pr, grammar.French)},
			intro: [2]string{
				"The rules of " + name + " URLs, as " + pr.RFC + " writes them in section " + pr.Section + ".",
				"Les règles des URL " + name + ", telles que la " + pr.RFC + " les écrit en section " + pr.Section + ".",
			},
			rules: []string{pr.Name},
		})
	}
	return out
}

// rules returns every rule the page draws: RFC 1738's, then the
// registered schemes' own.
func (p *page) rules() []*bnf.Rule {
	all := slices.Clone(p.g.Rules)
	others := p.registered
	if p.relative != nil {
		others = append([]*part{p.relative}, others...)
	}
	for _, pt := range others {
		for _, r := range pt.g.Rules {
			if p.own[r] != nil {
				all = append(all, r)
			}
		}
	}
	if p.inline != nil {
		all = append(all, p.inline.Rules...)
	}
	return all
}

// lookup returns the rule named name in g (nil: RFC 1738's grammar), as
// the page draws it: RFC 1738's own for a rule it shares.
func (p *page) lookup(g *bnf.Grammar, name string) *bnf.Rule {
	if g == nil {
		g = p.g
	}
	r := g.Rule(name)
	if (r == nil || r.Name != name) && p.inline != nil && p.relative != nil {
		// RFC 1808's rules name one another, whether this grammar reads
		// them as rules or inline.
		switch g {
		case p.relative.g:
			r = p.inline.Rule(name)
		case p.inline:
			r = p.relative.g.Rule(name)
		}
	}
	if r == nil || r.Name != name {
		return nil
	}
	if s := p.shared[r]; s != nil {
		return s
	}
	return r
}

// resolve returns the rule that name, a reference in from, stands for.
func (p *page) resolve(from *bnf.Rule, name string) *bnf.Rule {
	return p.lookup(p.own[from], name)
}

// id returns r's anchor: its name, as for RFC 1738's and RFC 1808's
// rules, or for a registered scheme's own rule, RegisteredID's.
func (p *page) id(r *bnf.Rule) string {
	if p.isInline(r) {
		if b := p.g.Rule(r.Name); b != nil && b.Name == r.Name {
			return RegisteredID(p.home[r].part.id, r.Name) // RFC 1808's fsegment, not RFC 1738's
		}
		return r.Name
	}
	if g := p.own[r]; g != nil && (p.relative == nil || g != p.relative.g) {
		return RegisteredID(p.home[r].part.id, r.Name)
	}
	return r.Name
}

// named reports whether r is named as the glossary names it: a rule of
// RFC 1738 or RFC 1808, not a registered scheme's own.
func (p *page) named(r *bnf.Rule) bool {
	g := p.own[r]
	return g == nil || p.relative != nil && g == p.relative.g || p.isInline(r)
}

// legacy returns the ids that the earlier page, drawn from participle's
// EBNF, gave rule r, kept so that links into it still land (the live
// page's, examples/web): its section's id and each Go type's name,
// "generic-HostPort"; "generic" for a rule of the characters' section.
func (p *page) legacy(r *bnf.Rule) []string {
	sec := p.home[r].part.id
	if sec == "characters" {
		sec = "generic"
	}
	var ids []string
	for _, t := range r.Types {
		ids = append(ids, sec+"-"+t)
	}
	return ids
}

// link is the page's Linker for the names of RFC 1738's rules.
func (p *page) link(name string) (href, title string, class bool) {
	return p.linkFrom(nil)(name)
}

// linkFrom returns the page's Linker for the references of rule from:
// a rule's anchor is its id.
func (p *page) linkFrom(from *bnf.Rule) Linker {
	return func(name string) (href, title string, class bool) {
		r := p.resolve(from, name)
		if r == nil {
			return "", "", false
		}
		if r.Class {
			return "#" + p.id(r), r.String(), true
		}
		if l := grammar.Label(name, p.lang); l != name && p.named(r) {
			title = l
		}
		return "#" + p.id(r), title, false
	}
}

// HTML returns the page: one HTML document, also well-formed XML, with
// its style sheet and diagrams inline, no script and no link out of the
// page but to its version in the other language.
func (p *page) HTML() ([]byte, error) {
	if err := p.plan(); err != nil {
		return nil, err
	}
	w := p.w
	var b strings.Builder
	put := func(s ...string) {
		for _, x := range s {
			b.WriteString(x)
		}
	}
	put("<!DOCTYPE html>\n",
		"<!-- Generated by grammar/railroad/cmd/railroad from the grammar of package ast, as package grammar/bnf recovers it;\n",
		"     do not edit: run go generate ./docs -->\n",
		`<html lang="`, w.lang, `">`, "\n<head>\n", `<meta charset="utf-8"/>`, "\n",
		`<meta name="viewport" content="width=device-width, initial-scale=1"/>`, "\n",
		"<title>", escape(p.t(w.title)), "</title>\n<style>", css, "</style>\n</head>\n<body>\n")
	put("<header>\n", `<p class="lang"><a href="`, w.otherFile, `" hreflang="`, w.otherLang, `" lang="`, w.otherLang, `">`,
		escape(w.otherLink), "</a></p>\n<h1>", escape(p.t(w.title)), "</h1>\n<p>", escape(p.t(w.intro)), "</p>\n</header>\n")

	// Contents.
	put(`<nav class="toc" aria-label="`, escape(w.contents), `">`, "\n<h2>", escape(w.contents), "</h2>\n<ul>\n",
		`<li><a href="#legend">`, escape(w.legend), "</a></li>\n")
	for _, s := range p.sections {
		put(`<li><a href="#`, s.part.id, `">`, escape(p.t(s.title)), "</a>", p.colon())
		for _, r := range s.rules {
			put(` <a href="#`, escape(p.id(r)), `">`, escape(r.Name), "</a>")
		}
		put("</li>\n")
	}
	put(`<li><a href="#readings">`, escape(p.t(w.readings)), "</a></li>\n</ul>\n</nav>\n")

	p.legend(put)
	for _, s := range p.sections {
		p.section(put, s)
	}
	p.readings(put)
	put("</body>\n</html>\n")
	return []byte(b.String()), nil
}

// t returns text of the page's language as it is printed: in French,
// with its no-break spaces (grammar.FrenchSpaces).
func (p *page) t(text string) string {
	if p.lang == grammar.French {
		return grammar.FrenchSpaces(text)
	}
	return text
}

// colon is ":" in English, " :" with a no-break space in French.
func (p *page) colon() string {
	if p.lang == grammar.French {
		return "\u00a0:"
	}
	return ":"
}

func (p *page) legend(put func(...string)) {
	w := p.w
	put(`<section id="legend">`, "\n<h2>", escape(w.legend), "</h2>\n<p>", escape(p.t(w.legendIntro)), "</p>\n",
		`<dl class="legend">`, "\n")
	for i, x := range legendEntries {
		d := &Diagram{Root: FromBNF(x, p.link), Label: x.String()}
		put("<dt>", d.SVG(), "</dt>\n<dd><code>", escape(x.String()), "</code> ", escape(p.t(w.legendEntries[i])), "</dd>\n")
	}
	put("</dl>\n<p>", escape(p.t(w.notation)), "</p>\n<p>", escape(p.t(w.notes)), "</p>\n</section>\n")
}

func (p *page) section(put func(...string), s *section) {
	w := p.w
	put(`<section class="part" id="`, s.part.id, `">`, "\n<h2>", escape(p.t(s.title)), "</h2>\n")
	intro := s.part.intro[p.lang]
	if drawn := s.part.drawn[p.lang]; drawn != "" {
		intro += " " + drawn
	}
	put("<p>", p.prose(p.t(intro), s.rules[0]), "</p>\n")
	put(`<nav class="index" aria-label="`, escape(p.t(s.title)), `">`, "\n", `<p><span class="what">`, escape(p.t(w.drawnHere)), "</span>")
	for _, r := range s.rules {
		put(` <a href="#`, escape(p.id(r)), `">`, escape(r.Name), "</a>")
	}
	put("</p>\n")
	var uses []*bnf.Rule
	seen := map[*bnf.Rule]bool{}
	for _, r := range s.rules {
		for _, ref := range bnf.Refs(r.Expr) {
			if u := p.resolve(r, ref); p.home[u] != s && !u.Class && !seen[u] {
				seen[u] = true
				uses = append(uses, u)
			}
		}
	}
	if len(uses) > 0 {
		put(`<p class="shared"><span class="what">`, escape(p.t(w.alsoUses)), "</span>")
		for _, u := range uses {
			put(` <a href="#`, escape(p.id(u)), `">`, escape(u.Name), "</a>")
		}
		put("</p>\n")
	}
	put("</nav>\n")
	for _, r := range s.rules {
		p.rule(put, s, r)
	}
	put("</section>\n")
}

// putLinks writes names, rules of RFC 1808 section 2.2 or the rules
// this grammar reads them by, each linked to its section, as a list
// whose last two are joined by and.
func (p *page) putLinks(put func(...string), names []string, and string) {
	for i, u := range names {
		switch {
		case i > 0 && i == len(names)-1:
			put(escape(and))
		case i > 0:
			put(", ")
		}
		put(`<a href="#`, escape(p.id(p.lookup(p.inline, u))), `">`, escape(u), "</a>")
	}
}

// rule writes the section of one rule: its name and labels, citation,
// the rule as the RFC writes it, its diagram, its notes, its readings
// and the rules that use it.
func (p *page) rule(put func(...string), s *section, r *bnf.Rule) {
	w := p.w
	put(`<section class="rule" id="`, escape(p.id(r)), `">`, "\n")
	legacy := p.legacy(r)
	for _, id := range legacy {
		put(`<div id="`, escape(id), `">`)
	}
	if len(legacy) > 0 {
		put("\n")
	}
	put("<h3><dfn>", escape(r.Name), "</dfn>")
	if l := grammar.Label(r.Name, p.lang); l != r.Name && p.named(r) {
		put(` <span class="label">`, escape(l), "</span>")
	}
	if _, seq := r.Expr.(bnf.Seq); r.Class && !seq { // escape, "%" hex hex, is no class of one character
		put(` <span class="types">`, escape(w.class), "</span>")
	}
	put("</h3>\n")
	if r.Production.Section != "" {
		put(`<p class="cite">`, escape(p.cite(r.Production)), "</p>\n")
	}
	rfc, reads := ruleTexts(r)
	put(`<pre class="bnf">`, p.linked(rfc, r), comment(r), "</pre>\n")
	if reads != "" && !p.isInline(r) { // a rule read inline is read as no rule
		put(`<p class="reads">`, escape(readsIt[p.lang]), p.colon(), "</p>\n", `<pre class="reads">`, p.linked(reads, r), "</pre>\n")
	}
	if in := p.inlineIn(r); p.isInline(r) && len(in) > 0 {
		w := inlineWords[p.lang]
		put(`<p class="reads">`, escape(p.t(w[0])))
		p.putLinks(put, in, w[1])
		var named []string
		for _, u := range p.namersOf(r) {
			named = append(named, u.Name)
		}
		if !slices.Equal(named, in) {
			put(escape(p.t(w[2])))
			p.putLinks(put, named, w[1])
		}
		put(".</p>\n")
	}
	d := &Diagram{Root: FromBNF(r.Expr, p.linkFrom(r)), Label: w.diagramOf + r.Name}
	// The cue's width is the diagram's: the style sheet shows it only
	// where the rule's box is narrower, as the live page shows its own,
	// with no script, which the site's policy forbids inline. A screen
	// reader has the diagram's name, and no use for the cue.
	put(`<p class="scroll-cue" aria-hidden="true" style="--w: `, strconv.Itoa(d.Size().W), `px">`, escape(p.t(w.scrollCue)), "</p>\n")
	put(`<div class="diagram">`, "\n", d.SVG(), "\n</div>\n")
	for _, n := range r.Notes {
		sentence := n.Sentence(p.lang,
			func(s string) string { return "<code>" + p.linked(s, r) + "</code>" },
			func(s string) string { return escape(w.quote(s)) })
		sentence = p.t(sentence)
		if n.Scheme != "" && n.Scheme != s.part.id {
			sentence = escape(w.inScheme(n.Scheme)) + sentence
		}
		put(`<p class="note"><span class="what">`, escape(p.t(w.note)), "</span> ", sentence, ".</p>\n")
	}
	if rs := bnf.ReadingsOf(r.Name); len(rs) > 0 && p.own[r] == nil {
		put(`<div class="reading">`, "\n", `<p class="what">`, escape(w.reading), "</p>\n")
		for _, rd := range rs {
			if rd.RFC == "" {
				put("<p>", escape(p.t(w.notIn(bnf.WrittenIn(r.Production, p.lang)))), p.colon(), " ", escape(p.t(rd.Text(p.lang))), ".</p>\n")
				continue
			}
			put("<p>", escape(w.writes(bnf.WrittenIn(r.Production, p.lang))), ` <code class="bnf">`, p.linked(rd.RFC, nil), "</code>", p.colon(), " ",
				escape(p.t(rd.Text(p.lang))), ".</p>\n")
		}
		put("</div>\n")
	}
	if users := p.usedBy[r]; len(users) > 0 {
		put(`<p class="usedby"><span class="what">`, escape(p.t(w.usedIn)), "</span>")
		for _, u := range users {
			put(` <a href="#`, escape(p.id(u)), `">`, escape(u.Name), "</a>")
		}
		put("</p>\n")
	}
	for range legacy {
		put("</div>")
	}
	if len(legacy) > 0 {
		put("\n")
	}
	put("</section>\n")
}

// readsIt leads the rule as this grammar reads it, under the rule as its
// RFC writes it, as explain -grammar says it.
var readsIt = map[grammar.Lang]string{grammar.English: "This grammar reads it", grammar.French: "Cette grammaire la lit ainsi"}

// comment returns the comment section 5 writes after r, as the RFC
// writes it on the rule's line, set apart from the rule's words, which
// link to their rules; "" for none.
func comment(r *bnf.Rule) string {
	c := r.Comment()
	if c == "" {
		return ""
	}
	return `    <span class="comment">` + escape(c) + "</span>"
}

// ruleTexts returns the rule as its RFC writes it, and the rule as this
// grammar reads it where that differs (the diagram's), else "": a
// student reads the RFC's own text first, as explain -grammar gives it.
func ruleTexts(r *bnf.Rule) (rfc, reads string) {
	own := r.String()
	t := r.Production.Rule
	if t == "" || strings.Join(strings.Fields(t), "") == strings.Join(strings.Fields(own), "") {
		return own, ""
	}
	return t, own
}

func (p *page) readings(put func(...string)) {
	w := p.w
	put(`<section id="readings">`, "\n<h2>", escape(p.t(w.readings)), "</h2>\n<p>", escape(p.t(w.readingsIn)), "</p>\n",
		"<table>\n<thead><tr><th>", escape(w.colRule), "</th><th>", escape(w.colShown), "</th><th>", escape(w.colWhy),
		"</th></tr></thead>\n<tbody>\n")
	for _, rd := range bnf.Readings() {
		shown := rd.Rule
		if rd.In != "" {
			shown = rd.In
		}
		put("<tr><td><code>", escape(rd.Rule), `</code></td><td><a href="#`, escape(shown), `">`, escape(shown), "</a></td><td>",
			escape(p.t(rd.Text(p.lang))), "</td></tr>\n")
	}
	put("</tbody>\n</table>\n</section>\n")
}

// prose returns text as HTML, each {name} a link to the rule name, as
// from's references name it.
func (p *page) prose(text string, from *bnf.Rule) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(text, '{')
		j := strings.IndexByte(text, '}')
		if i < 0 || j < i {
			b.WriteString(escape(text))
			return b.String()
		}
		b.WriteString(escape(text[:i]))
		name := text[i+1 : j]
		if href, _, _ := p.linkFrom(from)(name); href != "" {
			b.WriteString(`<a href="` + escape(href) + `"><code>` + escape(name) + "</code></a>")
		} else {
			b.WriteString("<code>" + escape(name) + "</code>")
		}
		text = text[j+1:]
	}
}

// linked returns a piece of BNF as HTML: terminals marked, the names of
// rules linked as from's references name them, the first name of a rule
// ("ftpurl = ...") in bold.
func (p *page) linked(src string, from *bnf.Rule) string {
	link := p.linkFrom(from)
	var b strings.Builder
	first := strings.Contains(src, " = ")
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case strings.HasPrefix(src[i:], `<">`):
			b.WriteString(`<span class="lit">` + escape(`<">`) + "</span>")
			i += 3
		case c == '"':
			j := strings.IndexByte(src[i+1:], '"')
			if j < 0 {
				b.WriteString(escape(src[i:]))
				return b.String()
			}
			b.WriteString(`<span class="lit">` + escape(src[i:i+j+2]) + "</span>")
			i += j + 2
		case isNameStart(c):
			j := i + 1
			for j < len(src) && isNameByte(src[j]) {
				j++
			}
			name := src[i:j]
			href, _, _ := link(name)
			switch {
			case first:
				b.WriteString("<b>" + escape(name) + "</b>")
				first = false
			case href != "":
				b.WriteString(`<a href="` + escape(href) + `">` + escape(name) + "</a>")
			default:
				b.WriteString(escape(name))
			}
			i = j
		default:
			b.WriteString(escape(string(c)))
			i++
		}
	}
	return b.String()
}

func isNameStart(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// isNameByte reports whether c may follow the first letter of a rule's
// name: ip-schemepart, gopher+_string, encoded822addr.
func isNameByte(c byte) bool {
	return isNameStart(c) || '0' <= c && c <= '9' || c == '-' || c == '+' || c == '_'
}

const css = `
:root { color-scheme: light; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
  margin: 0 auto; padding: 0 1.5rem 3rem; max-width: 84rem; color: #1d2330; background: #fff; }
h1 { font-size: 1.7rem; margin: 0.4rem 0 0.4rem; }
h2 { font-size: 1.35rem; margin: 2.2rem 0 0.5rem; padding-top: 0.6rem; border-top: 2px solid #d8dde8; }
h3 { font-size: 1.1rem; margin: 0 0 0.2rem; font-weight: normal; }
h3 dfn { font-style: normal; font-weight: 700; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
h3 .label { font-style: italic; margin-left: 0.4rem; }
h3 .types { color: #6b7385; font-size: 0.8em; margin-left: 0.6rem; }
a { color: #2957a4; }
code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 13px; }
p.lang { margin: 0.8rem 0 0; text-align: right; }
header p { max-width: 60rem; }
nav ul { padding-left: 1.2rem; }
nav.toc li { margin: 0.2rem 0; }
nav.index p { margin: 0.2rem 0; }
nav.index a { margin-right: 0.4rem; }
.what { color: #3d4556; font-weight: 600; margin-right: 0.3rem; }
.shared { color: #6b7385; font-size: 0.9em; }
section.part > p { max-width: 60rem; }
section.rule { margin: 1rem 0 1.6rem; padding: 0.6rem 0.8rem; border-left: 3px solid #d8dde8; }
section.rule:target, section.rule:has(div:target) { border-left-color: #f0a400; background: #fffaf0; --bg: #fffaf0; }
p.cite { margin: 0 0 0.3rem; color: #3d4556; font-size: 0.9em; }
pre.bnf { margin: 0 0 0.4rem; padding: 0.4rem 0.6rem; background: #f5f7fb; border-radius: 4px;
  white-space: pre-wrap; overflow-wrap: anywhere; }
pre.reads { margin: 0 0 0.4rem; padding: 0.4rem 0.6rem; background: #f8f5fc; border-radius: 4px;
  white-space: pre-wrap; overflow-wrap: anywhere; }
p.reads { margin: 0.2rem 0; font-size: 0.9em; color: #3d4556; }
pre.bnf a, pre.reads a, p a code, code a { text-decoration: none; }
pre.bnf a:hover, pre.reads a:hover { text-decoration: underline; }
.lit { color: #8a5a00; }
.comment { color: #5a6473; }
/* A rule's box is a container, so that a diagram's cue compares the
   diagram's width (--w) with the box's (100cqi): the cue's font is
   13px where the diagram is wider by more than a pixel, as the live
   page's cue allows, none where it fits; a browser with no container
   units keeps it hidden, and the shadows only. */
section.rule { container-type: inline-size; --bg: #fff; }
p.scroll-cue { margin: 0 0 0.2em; line-height: 1.3; color: #5a6275; text-align: right;
  font-size: 0; font-size: clamp(0px, calc((var(--w) - 1px - 100cqi) * 999), 13px); }
/* A shadow on the edge past which a diagram scrolls, as on the live
   page: each white cover scrolls with the diagram's end and hides the
   shadow when that end is in sight. */
div.diagram { overflow-x: auto; scrollbar-width: auto;
  background:
    linear-gradient(to right, var(--bg, #fff) 30%, transparent) left center / 28px 100% no-repeat local,
    linear-gradient(to left, var(--bg, #fff) 30%, transparent) right center / 28px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(29, 35, 48, 0.45), transparent) left center / 14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(29, 35, 48, 0.45), transparent) right center / 14px 100% no-repeat scroll; }
p.note { margin: 0.3rem 0; max-width: 60rem; }
div.reading { margin: 0.4rem 0; padding: 0.3rem 0.7rem; border-left: 3px solid #7d4fb0; background: #f8f5fc; max-width: 60rem; }
div.reading p { margin: 0.25rem 0; }
p.usedby { margin: 0.3rem 0 0; font-size: 0.9em; color: #3d4556; }
dl.legend { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; align-items: center; }
dl.legend dt, dl.legend dd { margin: 0; }
table { border-collapse: collapse; }
th, td { text-align: left; padding: 0.25rem 0.8rem; border-bottom: 1px solid #d8dde8; vertical-align: top; }
svg.railroad { display: block; }
svg.railroad path { fill: none; stroke: #1d2330; stroke-width: 1.5; }
svg.railroad path.arrow { fill: #1d2330; stroke: none; }
svg.railroad rect { stroke-width: 1.5; }
svg.railroad text { font: 13px "DejaVu Sans Mono", Menlo, Consolas, monospace; text-anchor: middle; fill: #1d2330; }
svg.railroad .terminal rect, svg.railroad .charset rect { fill: #fff1cc; stroke: #a86f00; }
svg.railroad .terminal text, svg.railroad .charset text { font-weight: bold; }
svg.railroad .charset line { stroke: #d9b566; stroke-width: 1; stroke-dasharray: 2 2; }
svg.railroad .class rect { fill: #e4f3e5; stroke: #2e7d32; }
svg.railroad .class text { font-style: italic; }
svg.railroad .nonterminal rect { fill: #e3ecfb; stroke: #2957a4; }
svg.railroad a:hover rect { stroke-width: 2.5; }
svg.railroad a:hover .nonterminal rect { fill: #c9dbf8; }
svg.railroad a:hover .class rect { fill: #cde9cf; }
@media print { h2 { break-before: page; } section.rule { break-inside: avoid; } }
`
