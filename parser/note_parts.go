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
func articleUniqueNote(c *noteContext) (Note, bool) {
	off := c.e.Offset
	if c.e.Scheme.Name != ast.NewsURLP.Name || !c.found('@') || off != c.colon()+1 {
		return Note{}, false
	}
	if !c.fixes(c.input[:off]+"a"+c.input[off:], off+1) {
		return Note{}, false
	}
	return note(NoteArticleUnique, off, ast.ArticleP, c), true
}

// nntpGroupNote: "nntp://host/42", the number of an article where the
// group, which starts with a letter, goes.
func nntpGroupNote(c *noteContext) (Note, bool) {
	off := c.e.Offset
	_, end, ok := c.authority()
	if c.e.Scheme.Name != ast.NNTPURLP.Name || !ok || off != end+1 || c.input[end] != '/' {
		return Note{}, false
	}
	if number := c.input[off:]; number == "" || strings.Trim(number, "0123456789") != "" {
		return Note{}, false
	}
	url := c.input[:off] + "group/" + c.input[off:]
	if !c.valid(url) {
		return Note{}, false
	}
	return note(NoteNNTPGroup, off, ast.GroupP, c, "url", url), true
}

// waisPathNote: "wais://host/database/wtype" at its end, a document
// without the "/" and wpath that end it.
func waisPathNote(c *noteContext) (Note, bool) {
	off := c.e.Offset
	_, end, ok := c.authority()
	if c.e.Scheme.Name != ast.WAISURLP.Name || !ok || off != len(c.input) || end >= off || c.input[end] != '/' {
		return Note{}, false
	}
	database, wtype, two := strings.Cut(c.input[end+1:], "/")
	if !two || database == "" || wtype == "" || strings.Contains(wtype, "/") {
		return Note{}, false
	}
	url := c.input + "/wpath"
	if !c.valid(url) {
		return Note{}, false
	}
	return note(NoteWAISPath, off, ast.WAISDocP, c, "url", url), true
}
