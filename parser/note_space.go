package parser

import "strings"

// spaceAroundNote: whitespace at the start of the input, where the
// error is, or from the error to the end, which text puts around a
// URL: RFC 1738's appendix says to ignore it when extracting the URL,
// so the advice is to drop it, not to escape it. It is given only where
// the input without it is a URL: before the scheme, a URL that the
// default parser accepts, as newsNNTPNote's advice.
func spaceAroundNote(c *noteContext) (Note, bool) {
	in, off := c.input, c.e.Offset
	if off >= len(in) || !isAppendixSpace(in[off]) {
		return Note{}, false
	}
	trimmed := strings.TrimRight(in, appendixSpace)
	switch {
	case off == 0:
		// The scheme is not read yet: the whole parser reads the rest.
		trimmed = strings.TrimLeft(trimmed, appendixSpace)
		if trimmed == "" {
			return Note{}, false
		}
		if Check(trimmed) != nil {
			return note(NoteSpaceAroundRule, off, c.e.Production, c), true
		}
	case len(trimmed) != off:
		return Note{}, false // text follows: the whitespace is inside the URL
	case !c.valid(trimmed):
		return note(NoteSpaceAroundRule, off, c.e.Production, c), true
	}
	return note(NoteSpaceAround, off, c.e.Production, c, "url", trimmed), true
}
