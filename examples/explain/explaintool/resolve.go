package explaintool

import (
	"bufio"
	"io"

	"github.com/urlsyntax/rfc1738/examples/explain/resolution"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
)

// showResolution writes to w how the reference ref resolves against the
// base URL base by RFC 1808 (-base), in v's language, and reports
// whether the result is an RFC 1738 URL: the reference drawn by its
// productions and its parts listed, the base's components, each step of
// section 4 that applied, then the result, explained as explain explains
// any URL (from the tree the resolution parsed, not parsed again), and
// its fragment, if it has one. A reference or base that Resolve refuses
// is drawn with its error, as explain draws a text that is not a URL; a
// result that is not an RFC 1738 URL is shown with its error too, then
// what RFC 1808 allows there that RFC 1738 does not (ResultNotes). The
// output starts with a line naming the reference and the base, so that
// each of several references is found by its own. The words of
// everything but the result's explanation are package resolution's,
// which the live page shares. The error is w's.
func showResolution(w io.Writer, v voice.Voice, base, ref string) (bool, error) {
	e := resolution.Explain(readWith, base, ref, v.Lang)
	e.Width = out.width
	// Written as it goes, through a buffer: a strings.Builder that
	// grows to a long explanation copies it over and over.
	b := bufio.NewWriter(w)
	if err := e.Fprint(b); err != nil {
		return false, err
	}
	res := e.Resolution
	if res == nil {
		return false, b.Flush()
	}
	valid := res.URL != nil
	var err error
	if valid {
		err = explainURL(b, v, res.URL)
	} else {
		err = showError(b, v, e.ResultURL(), e.ResultError())
	}
	if err != nil {
		return false, err
	}
	for _, n := range e.ResultNotes {
		writeWrapped(b, n, "  ", "    ")
	}
	if e.FragmentLine != "" {
		writeWrapped(b, e.FragmentLine, "  ", "    ")
	}
	return valid, b.Flush()
}
