package parser

// ResolveText resolves ref against b as Resolve does, and returns only
// the absolute URL's text, its fragment included: the Text of Resolve's
// Resolution, byte for byte. It is to Resolve what Check is to Parse:
// RFC 1808's automaton reads the reference once and no tree is built,
// neither of the reference nor of the result, and no step is recorded,
// so it is the way to resolve a page's links when only their text is
// wanted. b may be nil, for no base.
//
// The errors are Resolve's, the same values: a *ResolveError, with the
// *Error at the reference's first impossible byte, or the code that
// refuses the resolution and the steps taken before it. The result is
// not parsed by RFC 1738: Check tells whether it is an RFC 1738 URL, as
// Resolve's URLError does.
func (b *Base) ResolveText(ref string) (string, error) {
	p := defaultParser()
	if b != nil {
		p = b.p
	}
	if err := p.checkRelative(ref); err != nil {
		return "", &ResolveError{Which: "reference", Err: err}
	}
	text, err := resolveSteps(b, ref, nil)
	if err != nil {
		// Refused: Resolve's error holds the steps taken, which only
		// its own run records.
		_, err = b.resolve(p, ref)
		return "", err
	}
	return text, nil
}
