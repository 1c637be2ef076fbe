package ast

// NNTPPart is the scheme part of an nntp URL (section 3.7):
//
//	nntpurl = "nntp://" hostport "/" group [ "/" digits ]
//
// It names a newsgroup on one NNTP server (RFC 977), or, when a number
// follows the group, an article of it by that number. The group is required, so "nntp://host" and
// "nntp://host/" are errors; and the server is a hostport, not a login,
// so an nntp URL has no user or password. Article is nil when no "/"
// follows the group; a "/" with no digits after it is an error.
//
//rfc:1738 3.7 NNTPURLP
//rfc:scheme nntp 119
type NNTPPart struct {
	Span
	HostPort *HostPort      `parser:"'/' '/' @@ '/'"`
	Group    *Group         `parser:"@@"`
	Article  *ArticleNumber `parser:"( '/' @@ )?"`
}

// HostPortPart returns the hostport, the NNTP server's host and port:
// an nntp URL has no login, so URL.Login is nil for it.
func (p *NNTPPart) HostPortPart() *HostPort {
	if p == nil {
		return nil
	}
	return p.HostPort
}

// GroupName returns the newsgroup's name, and false when a tree a
// program built has none. A group name has no escapes.
func (p *NNTPPart) GroupName() (string, bool) {
	if p == nil || p.Group == nil {
		return "", false
	}
	return string(p.Group.Text), true
}

// ArticleNumber returns the article's number within the group, and false
// when the URL names the group only (Article is nil) or the number does
// not fit in 31 bits, the most RFC 3977 section 6 lets a server use;
// the validator warns about such numbers.
func (p *NNTPPart) ArticleNumber() (int, bool) {
	if p == nil || p.Article == nil {
		return 0, false
	}
	return p.Article.Value()
}

// ArticleNumber is the <article-number> of section 3.7, "the numeric id
// of the article within that newsgroup":
//
//	digits = 1*digit
//
//rfc:1738 3.7 ArticleNumberP
type ArticleNumber struct {
	Span
	Text Text `parser:"@( Digit+ )"`
}

// Value returns the number, read in decimal, and false when the text is
// not digits (a tree a program built) or the number is above
// 2147483647. Any run of digits is valid syntax, "007" included.
func (n *ArticleNumber) Value() (int, bool) {
	if n == nil {
		return 0, false
	}
	return digitsValue(string(n.Text))
}
