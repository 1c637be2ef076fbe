package printer

import "github.com/urlsyntax/rfc1738/ast"

// nntpPart prints nntpurl = "nntp://" hostport "/" group [ "/" digits ]
// after the "nntp:". In canonical form the host is lower-cased and port
// 119, the default of section 3.7, is dropped; the group and the article
// number are printed as written, "007" with its zeros, as a port other
// than the default is.
func (p *printer) nntpPart(n *ast.NNTPPart) {
	if n == nil {
		return
	}
	p.literal("//")
	p.hostPort(n.HostPort)
	p.literal("/")
	p.group(n.Group)
	if n.Article != nil {
		p.literal("/")
		p.articleNumber(n.Article)
	}
}

// articleNumber prints an nntp article number as written.
func (p *printer) articleNumber(a *ast.ArticleNumber) {
	if a != nil {
		p.literal(string(a.Text))
	}
}
