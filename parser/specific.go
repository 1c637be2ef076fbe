package parser

// SpecificCode returns the most specific code that holds of e, so that a
// program can sort errors by what went wrong: the code of the note that
// explains e, when it has one, and e's own code otherwise. A syntax error
// (CodeSyntax, CodeText) only says that the input stops being a URL; its
// notes say why ("note-unsafe": a "~" not escaped; "note-toplabel-digit":
// a host name's last label that starts with a digit). The note that
// explains it is the first at e's own offset, which is about the very
// byte the error found ("ftp://anon:pa:ss@h/" has a note of how the text
// reads as a host and port, and one at the second ":" that says to escape
// it: note-login-escape), or else the first: the notes come in that
// order, how the input was likely meant to be read first, then its host,
// then its characters. A validator's finding, which has no notes, has
// its own code.
//
// Fix's edits (Edit.Code) carry the same codes, as do the notes of
// urlcheck -json.
func (e *Error) SpecificCode() Code {
	if e == nil {
		return ""
	}
	for _, n := range e.Notes {
		if n.Offset == e.Offset {
			return n.Code
		}
	}
	if len(e.Notes) > 0 {
		return e.Notes[0].Code
	}
	return e.Code
}
