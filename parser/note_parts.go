package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// The note rules for a part that a news, nntp or WAIS URL leaves out:
// the unique part of an article, the group before an article's number,
// the path of a WAIS document. Each gives its advice only where the
// input with the part written in is a URL.

// articleUniqueNote: "news:@host", where an article's unique part, one
// character or more before its "@", is missing.
func articleUniqueNote(c *noteContext) *Note {
	off := c.e.Offset
	if c.e.Scheme.Name != ast.NewsURLP.Name || !c.found('@') || off != c.colon()+1 {
		return nil
	}
	if !c.fixes(c.input[:off]+"a"+c.input[off:], off+1) {
		return nil
	}
	return c.keep(note(NoteArticleUnique, off, ast.ArticleP, c))
}

// nntpGroupNote: "nntp://host/42", the number of an article where the
// group, which starts with a letter, goes.
func nntpGroupNote(c *noteContext) *Note {
	off := c.e.Offset
	_, end, ok := c.authority()
	if c.e.Scheme.Name != ast.NNTPURLP.Name || !ok || off != end+1 || c.input[end] != '/' {
		return nil
	}
	number, ok := leadingNumber(c.input[off:])
	if !ok {
		return nil
	}
	url := c.input[:off] + "group/" + c.input[off:]
	return c.advised(NoteNNTPGroup, NoteNNTPGroupRule, off, ast.GroupP, url, off+len("group/")+len(number)-1)
}

// leadingNumber returns the digits that start s, where they are an
// article's number: the end, or a byte that goes on no group, follows
// them ("42", "42 x"; not "4a", which may be meant as a group).
func leadingNumber(s string) (string, bool) {
	i := 0
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	return s[:i], i > 0 && (i == len(s) || !isGroupByte(s[i]))
}

// waisPathNote: "wais://host/database/wtype" at its end, a document
// without the "/" and wpath that end it.
func waisPathNote(c *noteContext) *Note {
	off := c.e.Offset
	_, end, ok := c.authority()
	if c.e.Scheme.Name != ast.WAISURLP.Name || !ok || off != len(c.input) || end >= off || c.input[end] != '/' {
		return nil
	}
	database, wtype, two := strings.Cut(c.input[end+1:], "/")
	if !two || database == "" || wtype == "" || strings.Contains(wtype, "/") {
		return nil
	}
	url := c.input + "/wpath"
	if !c.valid(url) {
		return nil
	}
	return c.keep(note(NoteWAISPath, off, ast.WAISDocP, c, "url", url))
}
