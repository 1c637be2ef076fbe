package tracetext

import (
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// The trace of a text that is not a URL has no syntax tree to point to,
// yet its lines show the parser's genericurl over the scheme's own
// production, as the valid URL's do: section 5 writes url = httpurl |
// ... | otherurl and otherurl = genericurl, so genericurl is never over
// httpurl. These say so where the attempt's lines show it.

// parserRootClause is the clause that ends the note on the scheme's own
// production, name, in the attempt at a text that is not a URL: the
// genericurl above it is the parser's, no rule of section 5's. "" for a
// production that section 5's url does not list (https's httpsurl),
// which section 5 has no rule of at all, as the valid URL's note says
// nothing of it either.
func (r *builder) parserRootClause(name string) string {
	if s := r.parserRoot(name); s != "" {
		return r.v.S("; ", " ; ") + s
	}
	return ""
}

// failedPartNote says it under the scheme's own production when that
// failed, where the attempt's lines show genericurl over it and no note
// on its rule, which covers nothing.
func (r *builder) failedPartNote(n *Line) {
	if s := r.parserRoot(r.prodName(r.part)); s != "" && !r.tr.Matched {
		r.addLine(n, &Line{Cols: []string{s}})
	}
}

// parserRoot says that the genericurl over name, in the trace, is the
// parser's, and that section 5 has name right under url; "" when
// section 5's url does not list name.
func (r *builder) parserRoot(name string) string {
	if !describe.InURL(name) {
		return ""
	}
	return r.v.F("this trace shows genericurl over %s, the parser's way to pick %s by the scheme's name: section 5 has no genericurl over %s, which it puts right under url (url = ... | %s | ...)",
		"cette trace montre genericurl au-dessus de %s, la façon dont l'analyseur choisit %s d'après le nom du mode : la section 5 n'a pas de genericurl au-dessus de %s, qu'elle place directement sous url (url = ... | %s | ...)",
		name, name, name, name)
}

// rootMatches says that root, the attempt's outermost production,
// matched a prefix of the input and the input goes on. When root is the
// parser's genericurl over a production of section 5's url, it says
// whose genericurl it is, for the sentence stands apart from the lines
// and would otherwise read as section 5 deriving that production
// through genericurl. Over a production section 5 does not list (https's
// httpsurl), section 5 would read the text as an otherurl, which is
// genericurl: the sentence stays as it is, as parserRootClause says
// nothing there either.
func (r *builder) rootMatches(root *interp.Event) string {
	v := r.v
	s, _ := root.Node.(*interp.Struct)
	if r.part == nil || s == nil || productionOf(s) != grammar.GenericURL.Name || !describe.InURL(r.prodName(r.part)) {
		return v.F("%s matches [0,%d), and the input goes on", "la production %s reconnaît [0,%d), mais l'entrée continue au-delà", r.productionRef(root), root.End)
	}
	name := r.prodName(r.part)
	return v.F("%s, the parser's way to pick %s by the scheme's name (section 5 has no genericurl over %s), matches [0,%d), and the input goes on",
		"la production %s, par laquelle l'analyseur choisit %s d'après le nom du mode (la section 5 n'a pas de genericurl au-dessus de %s), reconnaît [0,%d), mais l'entrée continue au-delà",
		r.productionRef(root), name, name, root.End)
}
