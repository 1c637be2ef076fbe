package urlchecktool

import (
	"errors"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// resolution is what -base adds to a report: the absolute URL the line
// stands for, and the line's components as a reference. It is embedded
// in report, so that its keys follow "url".
type resolution struct {
	// Resolved is the absolute URL, its fragment included, as RFC 1808
	// section 5 writes results (parser.Resolution.Text); nil (null) when
	// the line is not a reference or its resolution was refused.
	Resolved *string `json:"resolved"`
	// Reference are the line's components by section 2.4; nil (null)
	// when the line is not a reference.
	Reference *referenceParts `json:"reference"`
}

// referenceParts are the components of a reference by RFC 1808 section
// 2.4, raw, without their delimiters: nil (null) when the delimiter is
// not written ("//", ";", "?", "#"), "" when it is and the component is
// empty. The path is never absent: it is what is left once the others
// are taken off (section 2.4.6), "" when nothing is, and starts with the
// "/" that makes it absolute when it has one. The scheme is left out: an
// absolute reference is one whose "resolved" is its "url".
type referenceParts struct {
	NetLoc   *string `json:"net_loc"`
	Path     string  `json:"path"`
	Params   *string `json:"params"`
	Query    *string `json:"query"`
	Fragment *string `json:"fragment"`
}

// baseVerifier returns how run checks each line with -base: as a
// reference resolved against base (see resolve), and with -nowarn
// (warnings false) without looking for warnings. p is the parser that
// parsed base, whose schemes parse the resolved URLs.
func baseVerifier(p *parser.Parser, base *parser.Base, warnings bool) verifier {
	return func(line string, size int64) report {
		if size > int64(len(line)) {
			r := tooLong(line, size)
			r.resolution = &resolution{}
			return r
		}
		return resolve(p, base, line, warnings)
	}
}

// resolve resolves the reference line against base, and reports the
// resolved URL as check reports a URL, its fragment set aside; or, when
// there is no resolved URL, the line's syntax error or why the
// resolution was refused. The parts and diagnostics of a resolved URL
// are substrings of, and offsets into, its text; those of a line that is
// no reference, of the line.
//
// The line is resolved to its text alone (Base.ResolveText), which
// builds neither its tree nor the steps' record, and the text is parsed
// as Resolve parses it (p.ParseReference): the same text, and the same
// URL or error, as Resolve's Text, URL and URLError.
func resolve(p *parser.Parser, base *parser.Base, line string, warnings bool) report {
	r := report{URL: line, resolution: &resolution{}, Errors: []diagnostic{}, Warnings: []diagnostic{}}
	text, err := base.ResolveText(line)
	if err != nil {
		if refused(err) {
			// The line is a reference: only the resolution failed.
			r.Reference = referenceOf(ast.SplitParts(line))
		}
		var re *parser.ResolveError
		if errors.As(err, &re) {
			err = re.Err
		}
		r.Errors = diagnostics(err)
		return r
	}
	r.Resolved = &text
	// The line is a reference, so section 2.4's split of its text gives
	// the texts of its components, as substrings of the line.
	r.Reference = referenceOf(ast.SplitParts(line))
	u, _, err := p.ParseReference(text)
	if err != nil {
		r.Errors = diagnostics(err)
		return r
	}
	// The tree's offsets are into the text up to its fragment.
	if warnings {
		// ParseReference keeps no warnings. Parsing the URL again with
		// them costs less than Validate(u), which checks a tree as a
		// program may have built it, text by text.
		abs, _, _ := strings.Cut(text, "#")
		if again, ws, err := p.ParseWarnings(abs); err == nil {
			u = again
			r.Warnings = append(r.Warnings, diagnostics(ws)...)
		}
	}
	r.setURL(text, u)
	return r
}

// refused reports whether err, from Resolve, is about the resolution
// itself rather than the syntax of the reference: a reference that
// cannot be resolved against the base (RFC 1808 sections 2 and 4).
func refused(err error) bool {
	var e *parser.Error
	if !errors.As(err, &e) {
		return false
	}
	switch e.Code {
	case parser.CodeNoBase, parser.CodeBaseNotGeneric, parser.CodeResolvedNetLoc:
		return true
	}
	return false
}

// referenceOf returns the JSON components of a reference's parts.
func referenceOf(p ast.Parts) *referenceParts {
	opt := func(s string, has bool) *string {
		if !has {
			return nil
		}
		return &s
	}
	return &referenceParts{
		NetLoc:   opt(p.NetLoc, p.HasNetLoc),
		Path:     p.Path,
		Params:   opt(p.Params, p.HasParams),
		Query:    opt(p.Query, p.HasQuery),
		Fragment: opt(p.Fragment, p.HasFragment),
	}
}

// parseBase parses -base's URL with p, once for every line. It must be
// an absolute URL by RFC 1808 (section 2.2's absoluteURL, with an
// optional fragment); the error says why not, without the
// *parser.ResolveError around it, which only says "base".
func parseBase(p *parser.Parser, base string) (*parser.Base, error) {
	b, err := p.ParseBase(base)
	var re *parser.ResolveError
	if errors.As(err, &re) {
		return nil, re.Err
	}
	return b, err
}
