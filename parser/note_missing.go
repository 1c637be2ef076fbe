package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// The note rules for a part whose absence, or whose stand-in, a
// production does not allow: a host right after "//", a news URL's "*"
// with text around it.

// hostMissingNote: nothing where the host goes, right after the "//"
// of a scheme whose production requires a host ("http:///path"); a
// production where "/" may come there (fileurl: "file:///path") does
// not.
func hostMissingNote(c *noteContext) *Note {
	off := c.e.Offset
	start, end, ok := c.authority()
	if c.e.Scheme.Name == "" || !ok || off != start || !c.has(c.st, prodHost) || c.e.Expected.Has('/') {
		return nil
	}
	if strings.IndexByte(c.input[start:end], '@') >= 0 {
		return nil // a login before a host ("https://:pw@h"), which NoteNoLogin explains where it has no place
	}
	switch c.e.Found {
	case "", "/", "?", ":":
		return c.keep(schemeNote(NoteHostMissing, off, c))
	}
	return nil
}

// newsStarNote: a "*" in a news URL with no "@", which is then neither
// the grouppart "*" nor a group, whose name holds no "*": a writer who
// took it for a wildcard ("news:comp.*"). With an "@", the text is an
// article, whose unique part may hold a "*".
func newsStarNote(c *noteContext) *Note {
	colon := c.colon()
	if c.e.Scheme.Name != ast.NewsURLP.Name || colon < 0 || strings.IndexByte(c.input, '@') >= 0 {
		return nil
	}
	text := c.input[colon+1:]
	star := strings.IndexByte(text, '*')
	if star < 0 || strings.Trim(text, " \t") == "*" {
		return nil // "*" alone, after blanks that NoteSchemeSpace drops
	}
	return c.keep(note(NoteNewsStar, colon+1+star, ast.GroupPartP, c))
}
