package printer

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// newsPart prints, in canonical form, a news part that starts with "//"
// (an article whose unique part does) as written, but for the hex
// digits of its escapes, upper-cased, and reports whether it did: after
// "news:", "//" starts an authority for RFC 3986 readers (net/url), and
// decoding an escape or folding the case of a host there could change
// the host they read; the case of a hex digit changes no reader's
// octet. Any other news part prints as every node does.
func (p *printer) newsPart(n *ast.NewsPart) bool {
	s := n.String()
	if !strings.HasPrefix(s, "//") {
		return false
	}
	p.hexUpper(s)
	return true
}
