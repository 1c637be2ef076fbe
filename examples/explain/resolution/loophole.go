package resolution

import (
	"errors"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/parser"
)

// loophole reports whether r's reference is the one RFC 1808 section
// 5.2 calls "a loophole in prior specifications of partial URLs": the
// base's scheme name, then no net_loc ("http:g" against an http base).
// Step 2b makes it absolute, so its result is the reference as written,
// "http:g", which section 5.2 gives too; older parsers read it relative.
func loophole(r *parser.Resolution) bool {
	if r == nil || r.Reference == nil || r.Base == nil {
		return false
	}
	ref, base := r.Reference.Parts(), r.Base.Parts()
	return ref.Scheme != "" && strings.EqualFold(ref.Scheme, base.Scheme) && !ref.HasNetLoc
}

// loopholeLine says what section 5.2 says of the loophole, for step 2b.
func loopholeLine(v voice.Voice) string {
	return v.S(`the base's scheme too: RFC 1808 section 5.2 calls reading such a reference as relative, as some older parsers did, "a loophole in prior specifications of partial URLs", to be avoided; its example "http:g = <URL:http:g>" keeps the reference as written, as this step does`,
		"le mode de la base, de plus : la RFC 1808, section 5.2, appelle sa lecture comme référence relative, que faisaient d'anciens analyseurs, « une faille des spécifications antérieures des URL partielles » (citation traduite ; « loophole » dans l'original), à éviter ; son exemple « http:g = <URL:http:g> » garde la référence telle qu'elle est écrite, comme le fait cette étape")
}

// ResultError is the error of the result that is not an RFC 1738 URL
// (Resolution.URLError), as explain and the page show it: for the
// loophole's result ("http:g"), which section 5.2 gives as written, it
// is without the note that asks whether "http://g" was meant, a host
// the reference does not name.
func (e *Explanation) ResultError() error {
	if e == nil || e.Resolution == nil {
		return nil
	}
	err := e.Resolution.URLError
	var pe *parser.Error
	if !loophole(e.Resolution) || !errors.As(err, &pe) {
		return err
	}
	c := *pe
	c.Notes = nil
	for _, n := range pe.Notes {
		if n.Code != parser.NoteSchemeSlashes {
			c.Notes = append(c.Notes, n)
		}
	}
	return &c
}
