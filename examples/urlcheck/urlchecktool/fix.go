package urlchecktool

import (
	"bytes"
	"strconv"

	"github.com/urlsyntax/rfc1738/parser"
)

// repair is what -fix adds to a report: the nearest RFC 1738 URL to the
// line, and the edits that make it (parser.Parser.Fix). It is embedded
// in report, so that its keys follow "url"; nil without -fix, and its
// keys are then left out.
type repair struct {
	// Fixed is Fix's text: the line itself when it is a URL, or a URL
	// and fragment, already; nil (null) when no URL is near.
	Fixed *string `json:"fixed"`
	// Edits are Fix's edits, in input order: empty but not nil ([])
	// when Fixed is the line itself, nil (null) when there is no fix.
	Edits []edit `json:"edits"`
	// why is Fix's error when there is no fix: its diagnostics, for the
	// message on standard error.
	why []diagnostic
}

// edit is one of Fix's edits: the line's text Old at byte offset Offset
// became New, by the advice of the note Code (parser.Edit).
type edit struct {
	Offset int    `json:"offset"`
	Old    string `json:"old"`
	New    string `json:"new"`
	Code   string `json:"code"`
}

// fixVerifier returns how run checks each line with -fix: it fixes the
// line with p, the parser that checks it, so that -maxlen and the
// schemes apply to the fix as to the check. With -json the report is
// check's report of the line, as without -fix, and the fix is added to
// it; in text, where only the fix is printed, the line is not checked
// otherwise.
func fixVerifier(p *parser.Parser, asJSON bool, check verifier) verifier {
	if asJSON {
		return func(line string, size int64) report {
			r := check(line, size)
			r.repair = repairOf(p, line, size)
			return r
		}
	}
	return func(line string, size int64) report {
		return report{URL: line, repair: repairOf(p, line, size)}
	}
}

// repairOf fixes line with p. A line longer than the limit, of size
// bytes, of which line is the first limit bytes, has no fix: the rest of
// it was not kept.
func repairOf(p *parser.Parser, line string, size int64) *repair {
	if size > int64(len(line)) {
		return &repair{why: diagnostics(tooLongError(line, size))}
	}
	f, err := p.Fix(line)
	if err != nil {
		return &repair{why: diagnostics(err)}
	}
	edits := make([]edit, len(f.Edits))
	for i, e := range f.Edits {
		edits[i] = edit{Offset: e.Offset, Old: e.Old, New: e.New, Code: string(e.Code)}
	}
	text := f.Text
	return &repair{Fixed: &text, Edits: edits}
}

// formatFix writes the line of r's fix, with -fix in text: the fixed
// URL, the line itself when it is valid, or "-" when there is none, so
// that the output has one line per line of input. No fix is "-": every
// fix has a scheme and a ":". A fix is printable ASCII, as every URL
// and fragment is; displayURL keeps it so.
func formatFix(b *bytes.Buffer, r *report) {
	if r.Fixed == nil {
		b.WriteString("-\n")
		return
	}
	b.WriteString(displayURL(*r.Fixed))
	b.WriteByte('\n')
}

// noFix writes to b the message for line n of the input name (escaped)
// that has no fix: where it is, and why, the first of Fix's diagnostics,
// as the text output writes an error (writeFirst).
func noFix(b *bytes.Buffer, name string, n int, why []diagnostic) {
	b.WriteString("urlcheck: ")
	b.WriteString(name)
	b.WriteByte(':')
	b.Write(strconv.AppendInt(b.AvailableBuffer(), int64(n), 10))
	b.WriteString(": no fix: ")
	writeFirst(b, why)
	b.WriteByte('\n')
}
