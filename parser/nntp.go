package parser

import (
	"strconv"

	"github.com/urlsyntax/rfc1738/ast"
)

// maxArticleNumber is the highest article number NNTP allows: "Article
// numbers MUST lie between 1 and 2,147,483,647, inclusive" (RFC 3977
// section 6). RFC 977, which section 3.7 cites, sets no limit; the later
// RFC writes down what servers use.
const maxArticleNumber = 1<<31 - 1

// validateNNTP checks an nntp URL, given its part as its type
// (builtinValidator). Its errors are for trees a program built or
// changed, since a parsed URL cannot break these rules: no host, no
// group (section 3.7's form has "/<newsgroup-name>" always), a group or
// an article number with characters their rules do not allow.
//
// It warns about an article number outside 1 to 2147483647, which no
// NNTP server gives an article (RFC 3977 section 6), and, as for news,
// about a group name with an empty component. Ports are checked, as on
// every URL, by the generic checks.
func validateNNTP(u *ast.URL, p *ast.NNTPPart) ErrorList {
	var list ErrorList
	if p.HostPort == nil || hostless(p.HostPort.Host) {
		list = append(list, finding(CodeNNTPNoHost, p, ast.NNTPURLP))
	}
	if p.Group == nil {
		list = append(list, required(CodeNNTPNoGroup, p, ast.NNTPURLP))
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
	if errs := textErrors(n); errs != nil {
		return errs
	}
	if v, ok := n.Value(); !ok || v < 1 || v > maxArticleNumber {
		return ErrorList{warning(CodeArticleNumberRange, n, ast.ArticleNumberP, "number", string(n.Text), "max", strconv.Itoa(maxArticleNumber))}
	}
	return nil
}

// Codes of the nntp validator.
const (
	// CodeNNTPNoHost: an nntp URL without a host.
	CodeNNTPNoHost Code = "nntp-no-host"
	// CodeNNTPNoGroup: an nntp URL without a group.
	CodeNNTPNoGroup Code = "nntp-no-group"
	// CodeArticleNumberRange: a warning, an article number outside 1 to
	// 2147483647. Arguments: number; max.
	CodeArticleNumberRange Code = "article-number-range"
)

// nntpTexts are the texts of this file's codes, in English and French.
var nntpTexts = []codeMessage{
	{code: CodeNNTPNoHost, Message: Message{
		"an nntp URL needs a host; HostPort has none",
		"une URL nntp demande un hôte ; HostPort n'en a pas",
	}},
	{code: CodeNNTPNoGroup, Message: Message{
		`an nntp URL needs a group after the host and "/"; Group is nil`,
		"une URL nntp demande un groupe après l'hôte et « / » ; Group est nil",
	}},
	{code: CodeArticleNumberRange, Message: Message{
		"article number {number} is outside 1 to {max}, the numbers NNTP gives articles (RFC 3977 section 6)",
		"le numéro d'article {number} n'est pas compris entre 1 et {max}, bornes des numéros que NNTP attribue aux articles (RFC 3977, section 6)",
	}},
}
