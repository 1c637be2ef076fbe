package printer

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// newsPart prints newsurl = "news:" grouppart after the "news:": "*", the
// group or the article. Should a tree a program built set more than one,
// the article is printed, then "*", as ast.NewsPart.String does.
//
// In canonical form, a part that starts with "//" (an article whose
// unique part does) is printed as written, but for the hex digits of its
// escapes, upper-cased: after "news:", "//" starts an authority for RFC
// 3986 readers (net/url), and decoding an escape or folding the case of
// a host there could change the host they read; the case of a hex digit
// changes no reader's octet.
func (p *printer) newsPart(n *ast.NewsPart) {
	switch {
	case n == nil:
	case p.canonical && strings.HasPrefix(n.String(), "//"):
		p.hexUpper(n.String())
	case n.Article != nil:
		p.article(n.Article)
	case n.All:
		p.literal("*")
	default:
		p.group(n.Group)
	}
}

// group prints a newsgroup name as written, in news and nntp URLs alike.
// It has no escapes, and its case is kept: RFC 1738 gives no reason to
// fold it, as it does for scheme names and hosts.
func (p *printer) group(g *ast.Group) {
	if g != nil {
		p.literal(string(g.Text))
	}
}

// article prints article = unique "@" host. The host is lower-cased in
// canonical form, as every host is (RFC 1034 compares domain names
// without case); the unique part keeps its case.
func (p *printer) article(a *ast.Article) {
	if a == nil {
		return
	}
	p.unique(a.Unique)
	p.literal("@")
	p.host(a.Host)
}

// unique prints an article's unique part, its escapes in canonical form
// as in every scheme: an escaped reserved character stays escaped.
// Section 3.6's "No additional characters are reserved within the
// components of a news URL" says that news reserves none beyond those of
// section 2.2, not, as section 3.5 says of mailto, that it reserves none
// at all; and decoding "%2F" could make a unique part start with "//",
// which reads as a server that news URLs do not have.
func (p *printer) unique(u *ast.Unique) {
	if u != nil {
		p.escaped(string(u.Text))
	}
}
