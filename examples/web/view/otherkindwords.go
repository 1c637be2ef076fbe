package view

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// otherKindOf returns, when answer's tree has a node read by another
// production than every one that the trees of urls have at its place
// (otherKind), the verdict's words on it, in English and in French,
// in the tree's words, with the rule of the answer's production, which
// shows what made the text read so (the "@" of an article); nil when
// there is none, or when a text does not parse. fixed says that urls
// is the repair's URL alone, not the exercise's expected answers.
func otherKindOf(pg *Page, answer string, urls []string, fixed bool) *Advice {
	a, err := parse(pg.p, answer)
	if err != nil {
		return nil
	}
	top := kindTree(a, answer)
	var ms []placed
	for i, s := range urls {
		u, err := parse(pg.p, s)
		if err != nil {
			continue
		}
		if t := kindTree(u, s); t != nil {
			ms = append(ms, placed{i, t})
		}
	}
	if top == nil || len(ms) == 0 {
		return nil
	}
	n, theirs := otherKind(top, ms)
	if n == nil {
		return nil
	}
	w := otherKindWords{answer: answer, n: n, theirs: theirs, urls: urls, fixed: fixed}
	return &Advice{w.in(grammar.English), w.in(grammar.French)}
}

// otherKindWords are what the verdict says of a node of the answer read
// by another production than the compared URLs' nodes at its place.
type otherKindWords struct {
	answer string
	n      *kindNode
	theirs []placed
	urls   []string
	fixed  bool
}

// in returns the words in l: "At the same place in the tree, your
// answer has the node article “…”, where the expected answer “…” has
// the node group “…”. article: RFC 1738 section 5, …: article = …".
func (w otherKindWords) in(l grammar.Lang) string {
	fr := l == grammar.French
	s := pick(fr, "At the same place in the tree, your answer has ", "Au même endroit de l'arbre, votre réponse a ") +
		nodeWords(w.n, w.answer, l) + pick(fr, ", where ", ", là où ") + w.whose(l) + "."
	if p, ok := productionNamed(w.n.production); ok {
		s += " " + labelOf(w.n, l) + grammar.FrenchSpaces(pick(fr, ":", " :")) + " " + cite(p, l)
		if !strings.HasSuffix(s, ".") {
			s += "."
		}
	}
	return s
}

// whose words the compared URLs' nodes, those of one label together:
// "the expected answers “…” and “…” have the node ftpurl".
func (w otherKindWords) whose(l grammar.Lang) string {
	fr := l == grammar.French
	var order []string
	groups := map[string][]placed{}
	for _, m := range w.theirs {
		k := labelOf(m.n, l)
		if groups[k] == nil {
			order = append(order, k)
		}
		groups[k] = append(groups[k], m)
	}
	var clauses []string
	for _, k := range order {
		g := groups[k]
		var quoted []string
		for _, m := range g {
			quoted = append(quoted, display(w.urls[m.i], l))
		}
		var who string
		switch {
		case w.fixed:
			who = pick(fr, "the repair's URL ", "l'URL de la réparation ") + quoted[0] + pick(fr, " has ", " a ")
		case len(g) == 1:
			who = pick(fr, "the expected answer ", "la réponse attendue ") + quoted[0] + pick(fr, " has ", " a ")
		default:
			who = pick(fr, "the expected answers ", "les réponses attendues ") + joinAnd(quoted, l) + pick(fr, " have ", " ont ")
		}
		node := nodeWords(g[0].n, w.urls[g[0].i], l)
		if len(g) > 1 {
			node = pick(fr, "the node ", "le nœud ") + k
		}
		clauses = append(clauses, who+node)
	}
	return joinAnd(clauses, l)
}

// nodeWords names n, a node of the tree of url, as the tree shows it,
// with its text unless it is the whole URL: "the node group “comp.os.unix”".
func nodeWords(n *kindNode, url string, l grammar.Lang) string {
	s := pick(l == grammar.French, "the node ", "le nœud ") + labelOf(n, l)
	if n.text != url {
		s += " " + display(n.text, l)
	}
	return s
}

// labelOf is n's label in l, followed, as the tree writes it, by its
// production's name when that is another word: "groupe (group)".
func labelOf(n *kindNode, l grammar.Lang) string {
	label := n.en
	if l == grammar.French {
		label = n.fr
	}
	if label == n.production || n.production == "" {
		return label
	}
	return label + " (" + n.production + ")"
}

// productionNamed returns the production of RFC 1738's grammar named
// name, as the railroad pages draw it; false for another, a scheme
// author's.
func productionNamed(name string) (ast.Production, bool) {
	rules, err := rfcGrammar()
	if err != nil {
		return ast.Production{}, false
	}
	r := rules.Rule(name)
	if r == nil || r.Name != name || r.Production.Name == "" {
		return ast.Production{}, false
	}
	return r.Production, true
}

// joinAnd joins words as a sentence lists them: "a, b and c".
func joinAnd(words []string, l grammar.Lang) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + pick(l == grammar.French, " and ", " et ") + words[len(words)-1]
}

// pick returns fr's text when fr, en's otherwise.
func pick(fr bool, en, frText string) string {
	if fr {
		return frText
	}
	return en
}
