package parser

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// The note rules for a host missing after an "@": the "@" says how the
// text before it was read, as a login or as an article's unique part,
// which the part of the input that parsed, read another way (as a host,
// or as a group), does not show.

// hostAfterAtNote: the error is where a host starts, right after an
// "@" that ends a login ("ftp://anon:pw@") or a news article's unique
// part ("news:a.b@"). The part that parsed reads the text before the
// "@" as a host or a group, a reading that stopped there; the error
// exists only on the reading the "@" makes, which the note names.
func hostAfterAtNote(c *noteContext) *Note {
	off := c.e.Offset
	if c.e.Production.Name != grammar.HostP.Name || off == 0 || c.input[off-1] != '@' {
		return nil
	}
	if c.e.Scheme.Name == ast.NewsURLP.Name {
		unique := c.input[c.colon()+1 : off-1]
		if unique == "" {
			return nil // NoteArticleUnique's
		}
		return c.keep(note(NoteArticleHost, off-1, ast.ArticleP, c, "unique", unique))
	}
	start, end, ok := c.authority()
	if !ok || c.indexOf(prodUser) < 0 || off-1 < start || off > end || off-1 == start {
		return nil
	}
	return c.keep(note(NoteLoginHost, off-1, grammar.LoginP, c, "login", c.input[start:off-1]))
}
