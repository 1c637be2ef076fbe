package railroad

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2/ebnf"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Grammar is one section of a page: a grammar as participle prints it.
type Grammar struct {
	ID    string // the section's anchor, and the prefix of its productions' anchors
	Title string // the section's heading
	Intro string // a sentence under the heading, or ""
	EBNF  string // participle's EBNF, one production a line
}

// TokenDoc describes a lexer token for the page's table of tokens and the
// tooltips of token boxes.
type TokenDoc struct {
	Name  string // as the EBNF writes it, without the angle brackets
	Text  string // what the token matches
	Chars bool   // Text lists characters, to be shown spaced out in monospace
}

// Page is an HTML page of railroad diagrams: a section per grammar, a
// diagram per production. A production that several grammars share (the
// same EBNF, referring to productions that are themselves shared) is
// drawn once, in the first section that has it, and linked from the
// others.
type Page struct {
	Title    string
	Intro    string // a paragraph under the title, or ""
	Grammars []Grammar
	Tokens   []TokenDoc
	// Cite returns the RFC production that an EBNF production stands for,
	// if it is known.
	Cite func(name string) (grammar.Production, bool)
}

// def is a production drawn on the page.
type def struct {
	Production
	home   int    // index of the grammar whose section draws it
	anchor string // its id on the page
	usedBy []*def
}

// plan is where each production of each grammar is drawn.
type plan struct {
	prods [][]Production    // per grammar, as parsed
	scope []map[string]*def // per grammar, name to the def drawn for it
	defs  [][]*def          // per grammar, the defs its section draws
}

// shareClasses numbers the productions of all grammars so that two get
// the same number exactly when they can be drawn once: the same name and
// EBNF, and references to productions that share in turn. It refines the
// classes of name and text by those of the references until they are
// stable, so cycles in a grammar are no trouble.
func shareClasses(prods [][]Production) [][]int {
	class := make([][]int, len(prods))
	number := func(key func(g, i int) string) int {
		ids := map[string]int{}
		keys := make([][]string, len(prods))
		for g := range prods {
			keys[g] = make([]string, len(prods[g]))
			for i := range prods[g] {
				keys[g][i] = key(g, i)
			}
		}
		for g := range prods {
			class[g] = make([]int, len(prods[g]))
			for i := range prods[g] {
				k := keys[g][i]
				if _, ok := ids[k]; !ok {
					ids[k] = len(ids)
				}
				class[g][i] = ids[k]
			}
		}
		return len(ids)
	}
	n := number(func(g, i int) string { return prods[g][i].Text })
	for {
		old := make([][]int, len(class))
		index := make([]map[string]int, len(prods))
		for g := range prods {
			old[g] = append([]int(nil), class[g]...)
			index[g] = map[string]int{}
			for i, p := range prods[g] {
				index[g][p.Name] = i
			}
		}
		m := number(func(g, i int) string {
			k := strconv.Itoa(old[g][i])
			for _, ref := range References(prods[g][i].Expr) {
				if j, ok := index[g][ref]; ok {
					k += " " + strconv.Itoa(old[g][j])
				} else {
					k += " ?" + ref
				}
			}
			return k
		})
		if m == n {
			return class
		}
		n = m
	}
}

func (p *Page) plan() (*plan, error) {
	pl := &plan{}
	ids := map[string]bool{}
	for _, g := range p.Grammars {
		if ids[g.ID] {
			return nil, fmt.Errorf("railroad: two grammars with the id %q", g.ID)
		}
		ids[g.ID] = true
		prods, err := ParseEBNF(g.EBNF)
		if err != nil {
			return nil, fmt.Errorf("railroad: grammar %s: %w", g.ID, err)
		}
		pl.prods = append(pl.prods, prods)
	}
	classes := shareClasses(pl.prods)
	byClass := map[int]*def{}
	for g, prods := range pl.prods {
		scope := map[string]*def{}
		var mine []*def
		for i, pr := range prods {
			if _, dup := scope[pr.Name]; dup {
				return nil, fmt.Errorf("railroad: grammar %s defines %s twice", p.Grammars[g].ID, pr.Name)
			}
			d := byClass[classes[g][i]]
			if d == nil {
				anchor := p.Grammars[g].ID + "-" + pr.Name
				for n := 2; ids[anchor]; n++ {
					anchor = p.Grammars[g].ID + "-" + pr.Name + "-" + strconv.Itoa(n)
				}
				ids[anchor] = true
				d = &def{Production: pr, home: g, anchor: anchor}
				byClass[classes[g][i]] = d
				mine = append(mine, d)
			}
			scope[pr.Name] = d
		}
		pl.scope = append(pl.scope, scope)
		pl.defs = append(pl.defs, mine)
	}
	for g, mine := range pl.defs {
		for _, d := range mine {
			for _, ref := range References(d.Expr) {
				if t := pl.scope[g][ref]; t != nil && !contains(t.usedBy, d) {
					t.usedBy = append(t.usedBy, d)
				}
			}
		}
	}
	return pl, nil
}

func contains(ds []*def, d *def) bool {
	for _, x := range ds {
		if x == d {
			return true
		}
	}
	return false
}

// TokenAnchor is the id of a token's row in the page's table of tokens.
func TokenAnchor(name string) string { return "token-" + name }

func (p *Page) token(name string) (TokenDoc, bool) {
	for _, t := range p.Tokens {
		if t.Name == name {
			return t, true
		}
	}
	return TokenDoc{}, false
}

// linker returns the Linker of grammar g's diagrams.
func (p *Page) linker(pl *plan, g int) Linker {
	return func(name string, token bool) (string, string) {
		if token {
			if t, ok := p.token(name); ok {
				return "#" + TokenAnchor(name), "<" + name + ">: " + t.Text
			}
			return "", ""
		}
		if g >= 0 {
			if d := pl.scope[g][name]; d != nil {
				return "#" + d.anchor, ""
			}
		}
		return "", ""
	}
}

// HTML returns the page: one HTML document, also well-formed XML, with
// its style sheet and diagrams inline and no script or external resource.
func (p *Page) HTML() ([]byte, error) {
	pl, err := p.plan()
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	w := func(s ...string) {
		for _, x := range s {
			b.WriteString(x)
		}
	}
	w("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n",
		"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n",
		"<title>", escape(p.Title), "</title>\n<style>", css, "</style>\n</head>\n<body>\n")
	w("<header>\n<h1>", escape(p.Title), "</h1>\n")
	if p.Intro != "" {
		w("<p>", escape(p.Intro), "</p>\n")
	}
	w("</header>\n")

	// Contents.
	w("<nav class=\"toc\" aria-label=\"Contents\">\n<h2>Contents</h2>\n<ul>\n",
		"<li><a href=\"#legend\">How to read the diagrams</a></li>\n")
	for g, gr := range p.Grammars {
		w("<li><a href=\"#", escape(gr.ID), "\">", escape(gr.Title), "</a>:")
		for _, d := range pl.defs[g] {
			w(" <a href=\"#", escape(d.anchor), "\">", escape(d.Name), "</a>")
		}
		w("</li>\n")
	}
	if len(p.Tokens) > 0 {
		w("<li><a href=\"#tokens\">Tokens</a></li>\n")
	}
	w("</ul>\n</nav>\n")

	if err := p.legend(w); err != nil {
		return nil, err
	}

	for g, gr := range p.Grammars {
		w("<section class=\"grammar\" id=\"", escape(gr.ID), "\">\n<h2>", escape(gr.Title), "</h2>\n")
		if gr.Intro != "" {
			w("<p>", escape(gr.Intro), "</p>\n")
		}
		// The index names every production of the grammar: those drawn
		// here, then those drawn in an earlier section, by section.
		w("<nav class=\"index\" aria-label=\"Productions of ", escape(gr.Title), "\">\n")
		order := []int{g} // this section first, then the earlier ones
		for h := range p.Grammars {
			if h != g {
				order = append(order, h)
			}
		}
		for _, h := range order {
			var names []string
			for _, pr := range pl.prods[g] {
				if d := pl.scope[g][pr.Name]; d.home == h {
					names = append(names, " <a href=\"#"+escape(d.anchor)+"\">"+escape(pr.Name)+"</a>")
				}
			}
			if len(names) == 0 {
				continue
			}
			if h == g {
				w("<p><span class=\"what\">Drawn here:</span>")
			} else {
				w("<p class=\"shared\"><span class=\"what\">Shared, drawn in ", escape(p.Grammars[h].Title), ":</span>")
			}
			w(names...)
			w("</p>\n")
		}
		w("</nav>\n")
		for _, d := range pl.defs[g] {
			p.production(w, pl, g, d)
		}
		w("</section>\n")
	}

	if len(p.Tokens) > 0 {
		w("<section id=\"tokens\">\n<h2>Tokens</h2>\n",
			"<p>The lexer reads a URL one character at a time (an escape is the three characters of ",
			"&quot;%&quot; hex hex); each token is one of these classes. A token box in a diagram ",
			"stands for any one character of its class.</p>\n",
			"<table>\n<thead><tr><th>Token</th><th>Matches</th></tr></thead>\n<tbody>\n")
		for _, t := range p.Tokens {
			td := "<td>"
			if t.Chars {
				td = "<td class=\"chars\">"
			}
			w("<tr id=\"", escape(TokenAnchor(t.Name)), "\"><td><code>&lt;", escape(t.Name), "&gt;</code></td>",
				td, escape(t.Text), "</td></tr>\n")
		}
		w("</tbody>\n</table>\n</section>\n")
	}
	w("</body>\n</html>\n")
	return []byte(b.String()), nil
}

// production writes the section of one production.
func (p *Page) production(w func(...string), pl *plan, g int, d *def) {
	w("<section class=\"production\" id=\"", escape(d.anchor), "\">\n<h3>", escape(d.Name), "</h3>\n")
	if p.Cite != nil {
		if c, ok := p.Cite(d.Name); ok {
			w("<p class=\"rfc\">", escape(c.RFC), " section ", escape(c.Section), ", <dfn>",
				escape(c.Name), "</dfn>: <code>", escape(c.Rule), "</code></p>\n")
		}
	}
	dg := &Diagram{Root: FromEBNF(d.Expr, p.linker(pl, g)), Label: "Railroad diagram of " + d.Name}
	w("<div class=\"diagram\">\n", dg.SVG(), "\n</div>\n")
	w("<pre class=\"ebnf\">", p.linkedEBNF(pl, g, d.Text), "</pre>\n")
	if len(d.usedBy) > 0 {
		// Users of the same name (each scheme's URL) are listed together.
		w("<p class=\"usedby\">Used by:")
		done := map[string]bool{}
		for _, u := range d.usedBy {
			if done[u.Name] {
				continue
			}
			done[u.Name] = true
			var same []*def
			for _, v := range d.usedBy {
				if v.Name == u.Name {
					same = append(same, v)
				}
			}
			if len(same) == 1 {
				w(" <a href=\"#", escape(u.anchor), "\">", escape(u.Name), "</a>")
				if u.home != d.home {
					w(" <span class=\"shared\">(", escape(p.Grammars[u.home].Title), ")</span>")
				}
				continue
			}
			w(" ", escape(u.Name), " <span class=\"shared\">(")
			for i, v := range same {
				if i > 0 {
					w(", ")
				}
				w("<a href=\"#", escape(v.anchor), "\">", escape(p.Grammars[v.home].Title), "</a>")
			}
			w(")</span>")
		}
		w("</p>\n")
	}
	w("</section>\n")
}

// linkedEBNF returns a line of EBNF as HTML, its production names and
// tokens linked.
func (p *Page) linkedEBNF(pl *plan, g int, line string) string {
	link := p.linker(pl, g)
	var b strings.Builder
	first := true
	for i := 0; i < len(line); {
		c := line[i]
		switch {
		case c == '"':
			j := i + 1
			for j < len(line) && line[j] != '"' {
				if line[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j+1, len(line))
			b.WriteString("<span class=\"lit\">" + escape(line[i:j]) + "</span>")
			i = j
		case c == '<':
			j := strings.IndexByte(line[i:], '>')
			if j < 0 {
				b.WriteString(escape(line[i:]))
				return b.String()
			}
			name := line[i+1 : i+j]
			if href, _ := link(name, true); href != "" {
				b.WriteString("<a class=\"tok\" href=\"" + escape(href) + "\">" + escape(line[i:i+j+1]) + "</a>")
			} else {
				b.WriteString(escape(line[i : i+j+1]))
			}
			i += j + 1
		case isIdent(c):
			j := i
			for j < len(line) && (isIdent(line[j]) || '0' <= line[j] && line[j] <= '9') {
				j++
			}
			name := line[i:j]
			if first {
				b.WriteString("<b>" + escape(name) + "</b>")
				first = false
			} else if href, _ := link(name, false); href != "" {
				b.WriteString("<a href=\"" + escape(href) + "\">" + escape(name) + "</a>")
			} else {
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

func isIdent(c byte) bool { return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// legendEntries are the diagrams of the legend: EBNF and what it means.
var legendEntries = []struct{ ebnf, text string }{
	{`"/"`, "A terminal: these characters, exactly."},
	{`<digit>`, "A token: any one character of a class (see Tokens)."},
	{`Host`, "A nonterminal: a production; click it for its diagram."},
	{`Host ":" Port`, "A sequence: one thing after another, left to right."},
	{`Hostname | Hostnumber`, "A choice: exactly one of the rails."},
	{`(":" Port)?`, "Optional: take the part, or the bypass above it."},
	{`<digit>+`, "One or more: the loop below leads back for another."},
	{`<alpha>*`, "Zero or more: an optional loop."},
	{`(?= "@")`, "Lookahead: the input must go on like this; nothing is read."},
	{`(?! "/" "/")`, "Negative lookahead: the input must not go on like this; nothing is read."},
}

func (p *Page) legend(w func(...string)) error {
	w("<section id=\"legend\">\n<h2>How to read the diagrams</h2>\n",
		"<p>Follow a rail from the two bars on the left to the two bars on the right; every way through ",
		"spells something the production accepts. Each diagram is drawn from participle&#39;s EBNF of the ",
		"parser, printed under it.</p>\n<dl class=\"legend\">\n")
	for _, e := range legendEntries {
		g, err := ebnf.ParseString("Legend = " + e.ebnf + " .")
		if err != nil {
			return fmt.Errorf("railroad: legend %s: %w", e.ebnf, err)
		}
		link := func(name string, token bool) (string, string) {
			if token {
				if t, ok := p.token(name); ok {
					return "#" + TokenAnchor(name), "<" + name + ">: " + t.Text
				}
			}
			return "", ""
		}
		dg := &Diagram{Root: FromEBNF(g.Productions[0].Expression, link), Label: e.ebnf}
		w("<dt>", dg.SVG(), "</dt>\n<dd><code>", escape(e.ebnf), "</code> ", escape(e.text), "</dd>\n")
	}
	w("</dl>\n</section>\n")
	return nil
}

const css = `
:root { color-scheme: light; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
  margin: 0 auto; padding: 0 1.5rem 3rem; max-width: 84rem; color: #1d2330; background: #fff; }
h1 { font-size: 1.7rem; margin: 1.2rem 0 0.4rem; }
h2 { font-size: 1.35rem; margin: 2.2rem 0 0.5rem; padding-top: 0.6rem; border-top: 2px solid #d8dde8; }
h3 { font-size: 1.1rem; margin: 0 0 0.2rem; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
a { color: #2957a4; }
code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 13px; }
nav ul { padding-left: 1.2rem; }
nav.toc li { margin: 0.2rem 0; }
nav.index p { margin: 0.2rem 0; }
nav.index a { margin-right: 0.5rem; }
nav.index .what { margin-right: 0.3rem; }
.shared { color: #6b7385; font-size: 0.85em; }
section.production { margin: 1rem 0 1.6rem; padding: 0.6rem 0.8rem; border-left: 3px solid #d8dde8; }
section.production:target { border-left-color: #f0a400; background: #fffaf0; }
p.rfc { margin: 0 0 0.4rem; color: #3d4556; }
p.rfc dfn { font-style: normal; font-weight: 600; }
p.usedby { margin: 0.3rem 0 0; font-size: 0.9em; color: #3d4556; }
div.diagram { overflow-x: auto; }
pre.ebnf { margin: 0.3rem 0 0; padding: 0.4rem 0.6rem; background: #f5f7fb; border-radius: 4px;
  white-space: pre-wrap; word-break: break-all; }
pre.ebnf a { text-decoration: none; }
pre.ebnf a:hover { text-decoration: underline; }
pre.ebnf .lit { color: #8a5a00; }
pre.ebnf a.tok { color: #2e7d32; font-style: italic; }
dl.legend { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; align-items: center; }
dl.legend dt, dl.legend dd { margin: 0; }
table { border-collapse: collapse; }
th, td { text-align: left; padding: 0.25rem 0.8rem; border-bottom: 1px solid #d8dde8; vertical-align: top; }
td.chars { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 13px; white-space: pre-wrap; }
tr:target { background: #fffaf0; }
svg.railroad { display: block; }
svg.railroad path { fill: none; stroke: #1d2330; stroke-width: 1.5; }
svg.railroad path.arrow { fill: #1d2330; stroke: none; }
svg.railroad rect { stroke-width: 1.5; }
svg.railroad text { font: 13px "DejaVu Sans Mono", Menlo, Consolas, monospace; text-anchor: middle; fill: #1d2330; }
svg.railroad .terminal rect { fill: #fff1cc; stroke: #a86f00; }
svg.railroad .terminal text { font-weight: bold; }
svg.railroad .token rect { fill: #e4f3e5; stroke: #2e7d32; }
svg.railroad .token text { font-style: italic; }
svg.railroad .nonterminal rect { fill: #e3ecfb; stroke: #2957a4; }
svg.railroad a:hover rect { stroke-width: 2.5; }
svg.railroad a:hover .nonterminal rect { fill: #c9dbf8; }
svg.railroad .lookahead-pos rect, svg.railroad .lookahead-neg rect,
svg.railroad .negation rect, svg.railroad .nonempty rect { stroke-dasharray: 5 3; }
svg.railroad .lookahead-pos rect { fill: #f1faf1; stroke: #3f8f45; }
svg.railroad .lookahead-neg rect { fill: #fdf0f0; stroke: #c0392b; }
svg.railroad .negation rect, svg.railroad .nonempty rect { fill: #f6f2fb; stroke: #7d4fb0; }
svg.railroad g[class^="lookahead"] text, svg.railroad .negation text, svg.railroad .nonempty text {
  font: italic 11px system-ui, "DejaVu Sans", sans-serif; text-anchor: start; }
svg.railroad .lookahead-pos text { fill: #2f6b34; }
svg.railroad .lookahead-neg text { fill: #a02a1e; }
@media print { h2 { break-before: page; } section.production { break-inside: avoid; } }
`
