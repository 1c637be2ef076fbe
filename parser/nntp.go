package parser

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/ast"
)

// nntpScheme is the nntp scheme of section 3.7.
var nntpScheme = Scheme{Name: "nntp", Part: &ast.NNTPPart{}, Validate: validateNNTP}

// maxArticleNumber is the highest article number NNTP allows: "Article
// numbers MUST lie between 1 and 2,147,483,647, inclusive" (RFC 3977
// section 6). RFC 977, which section 3.7 cites, sets no limit; the later
// RFC writes down what servers use.
const maxArticleNumber = 1<<31 - 1

// validateNNTP checks an nntp URL. Its errors are for trees a program
// built or changed, since a parsed URL cannot break these rules: a part
// that is not an *ast.NNTPPart, no host, no group (section 3.7's form
// has "/<newsgroup-name>" always), a group or an article number with
// characters their rules do not allow.
//
// It warns about an article number outside 1 to 2147483647, which no
// NNTP server gives an article (RFC 3977 section 6), and, as for news,
// about a group name with an empty component. Ports are checked, as on
// every URL, by the generic checks.
func validateNNTP(u *ast.URL) ErrorList {
	p, ok := u.Part.(*ast.NNTPPart)
	if !ok || p == nil {
		return ErrorList{wrongPart(u, "nntp", "*ast.NNTPPart", ast.NNTPURLP)}
	}
	var list ErrorList
	if hp := p.HostPort; hp == nil || hp.Host == nil || hp.Host.Name == nil && hp.Host.Number == nil {
		list = append(list, &Error{Offset: p.Pos(), Message: "an nntp URL needs a host; HostPort has none", Production: ast.NNTPURLP})
	}
	if p.Group == nil {
		list = append(list, &Error{Offset: p.End(), Message: "an nntp URL needs a group after the host and \"/\"; Group is nil", Production: ast.NNTPURLP})
	} else {
		list = append(list, checkGroup(p.Group)...)
	}
	if n := p.Article; n != nil {
		list = append(list, checkArticleNumber(n)...)
	}
	return list
}

// checkArticleNumber checks that n is digits (a tree a program built may
// hold anything) and warns when its value is no article number.
func checkArticleNumber(n *ast.ArticleNumber) ErrorList {
	text := string(n.Text)
	if text == "" {
		return ErrorList{{Offset: n.Pos(), Message: `the article number is empty; after the group's "/" it is 1*digit`, Production: ast.ArticleNumberP}}
	}
	for i := 0; i < len(text); i++ {
		if text[i] < '0' || text[i] > '9' {
			return ErrorList{notAllowed(n, text, i, "an article number", ast.ArticleNumberP)}
		}
	}
	if v, ok := n.Value(); !ok || v < 1 || v > maxArticleNumber {
		return ErrorList{{
			Offset:     n.Pos(),
			Found:      text,
			Message:    fmt.Sprintf("article number %s is outside 1 to %d, the numbers NNTP gives articles (RFC 3977 section 6)", text, maxArticleNumber),
			Production: ast.ArticleNumberP,
			Severity:   SeverityWarning,
		}}
	}
	return nil
}
