package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// NoteRelativeSlashes: a relative reference whose path, after its
// net_loc, starts with "//" ("//host//x"), which RFC 1808's BNF cannot
// write: abs_path = "/" rel_path, and a rel_path does not start with
// "/". The same text with a scheme is an absoluteURL.
const NoteRelativeSlashes Code = "note-relative-slashes"

// relativeNoteTexts are the texts of this file's codes, in English and French.
var relativeNoteTexts = []codeMessage{
	{code: NoteRelativeSlashes, Message: Message{
		`in a relative reference, the path after a net_loc cannot start with "//" (RFC 1808 section 2.2: abs_path = "/" rel_path); written with its scheme, as {ref:q}, the "//" is allowed by absoluteURL's second alternative`,
		"dans une référence relative, le chemin qui suit un emplacement réseau (net_loc) ne peut pas commencer par « // » (RFC 1808, section 2.2 : abs_path = \"/\" rel_path) ; si l'on écrit la référence avec son mode, comme {ref:q}, la seconde alternative d'absoluteURL admet le « // »",
	}},
}

// relativeSlashesNote is NoteRelativeSlashes for an error of
// automatonRelative at the second "/" after a net_path's net_loc.
func relativeSlashesNote(c *noteContext) *Note {
	in, off := c.input, c.e.Offset
	if c.e.Found != "/" || !strings.HasPrefix(in, "//") || off < 3 || in[off-1] != '/' {
		return nil
	}
	if strings.IndexByte(in[2:off], '/') != off-3 {
		return nil // the "/" before it is not the one that ends the net_loc
	}
	ref := in
	if i := strings.IndexByte(ref, '#'); i >= 0 {
		ref = ref[:i]
	}
	// Advice is given only when it works: with the scheme, the automaton
	// gets past the error (a later byte may still be wrong).
	if _, n := automatonRelative.Run("http:" + in); n <= off+len("http:") {
		return nil
	}
	return c.keep(note(NoteRelativeSlashes, off, ast.AbsPathP, c, "ref", "http:"+ref))
}
