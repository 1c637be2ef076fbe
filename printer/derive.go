package printer

import (
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// The productions of section 5 that derive a URL but that no node
// declares: url, its choice of the schemes' productions, and otherurl,
// the choice of a scheme that has none. (ast.URL declares genericurl.)
var (
	urlP      = ast.Production{Name: "url", RFC: "RFC 1738", Section: "5", Rule: "url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl | otherurl"}
	otherURLP = ast.Production{Name: "otherurl", RFC: "RFC 1738", Section: "5", Rule: "otherurl = genericurl"}
)

// derive makes u, a URL's tnode, derive as section 5 derives a URL (see
// the package documentation): u becomes url; when own, u's scheme part
// is its scheme's own production, which schemeRule widened to the whole
// URL, and url holds it (url = ... | ftpurl | ...); otherwise url holds
// otherurl, which holds genericurl (otherurl = genericurl), which holds
// u's children, scheme and schemepart (genericurl = scheme ":"
// schemepart). The three have u's span and text.
func derive(u *tnode, own bool, r *treeReader) {
	generic := u.prod
	u.prod = r.production(urlP)
	u.derived = true
	if own {
		return
	}
	other := &tnode{}
	g := &tnode{}
	*g = *u
	g.prod, g.depth = generic, u.depth+2
	*other = tnode{pos: u.pos, end: u.end, text: u.text, decoded: u.decoded, hasDecoded: u.hasDecoded,
		prod: r.production(otherURLP), r: r, kid: g, last: g, depth: u.depth + 1, derived: true}
	g.next = nil
	u.kid, u.last = other, other
	for k := g.kid; k != nil; k = k.next {
		deepen(k, 2)
	}
}

// deepen adds by to the depth of n and of the nodes under it.
func deepen(n *tnode, by int32) {
	n.depth += by
	if n.depth > maxDepth {
		panic(errTooDeep)
	}
	for k := n.kid; k != nil; k = k.next {
		deepen(k, by)
	}
}

// derive labels the mark of a URL's node, m, as url, as derive does its
// tnode, and returns the mark that holds the node's children: m, which
// holds the scheme's own production; or, for a URL whose scheme has none,
// the genericurl mark under an otherurl mark under m, all three over
// the URL's span. key is the node's label key, genericurl's.
func (d *diagram) derive(m int32, key string, u *ast.URL) int32 {
	url := d.mark(m)
	generic := *url
	url.label = d.labelIndex(d.l.label(urlP.Name))
	if grammar.OwnPart(u) {
		return m
	}
	other := generic
	other.label, other.parent, other.node = d.labelIndex(d.l.label(otherURLP.Name)), m, derivedMark
	o := d.add(other)
	generic.parent, generic.node = o, derivedMark
	generic.label = d.labelIndex(d.l.label(key))
	return d.add(generic)
}

// derivedMark is the node of the otherurl and genericurl marks that
// derive adds under a URL's: the URL's node is the url mark's.
const derivedMark = -2

// laterAlternative returns the name of the production n holds when n is
// a URL's url (derive) and section 5's url does not list it: the
// production of a scheme it does not name (httpsurl, a registered
// scheme's ldapurl). It returns "" for every other node.
func laterAlternative(n *tnode) string {
	if *n.prod != urlP || n.kid == nil {
		return ""
	}
	_, rhs, _ := strings.Cut(urlP.Rule, "=")
	if name := n.kid.prod.Name; !slices.Contains(strings.Fields(rhs), name) {
		return name
	}
	return ""
}
