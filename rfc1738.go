package rfc1738

import (
	"strconv"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// Parse parses s as one URL by RFC 1738. The error, when not nil, is a
// *parser.Error (or a parser.ErrorList) with the byte offset, what was
// found, what was expected and the production involved.
func Parse(s string) (*ast.URL, error) { return parser.Parse(s) }

// Check reports whether s is a valid URL by RFC 1738 without building
// its tree: nil exactly when Parse(s) returns a nil error, at no
// allocation. For an invalid URL it returns a *parser.CheckError with
// the offset of the first impossible byte and Parse's error text; the
// full *parser.Error is built only when asked for, by errors.As. See
// parser.Parser.Check.
func Check(s string) error { return parser.Check(s) }

// MustParse is like Parse but panics on error. It is meant for URLs
// written into a program, not for input.
func MustParse(s string) *ast.URL {
	u, err := parser.Parse(s)
	if err != nil {
		panic("rfc1738: MustParse(" + strconv.Quote(s) + "): " + err.Error())
	}
	return u
}

// ParseReference parses s as a URL followed, optionally, by "#" and a
// fragment identifier, which RFC 1808 keeps out of the URL; the fragment
// is returned beside the URL, nil when s has no "#".
func ParseReference(s string) (*ast.URL, *ast.Fragment, error) {
	return parser.ParseReference(s)
}

// ParseRelative parses s as RFC 1808 writes a URL that may be relative:
// "../g;x?y#s", "//host/p", "/p" or an absolute URL, each with an
// optional fragment.
func ParseRelative(s string) (*ast.Reference, error) { return parser.ParseRelative(s) }

// Resolve resolves the reference ref against the base URL base by RFC
// 1808 section 4, not RFC 3986 (docs/relative.md lists how they differ): the
// result's Text is the absolute URL, its Steps how each step of the
// algorithm took part, and its URL the result parsed by RFC 1738.
func Resolve(base, ref string) (*parser.Resolution, error) { return parser.Resolve(base, ref) }

// Validate returns the warnings (and any errors) that the validators find
// in u: numbers out of range, over-long host names. A URL that Parse
// returned has no errors, only possibly warnings.
func Validate(u *ast.URL) parser.ErrorList { return parser.Validate(u) }

// Canonical returns u in canonical form: scheme and host in lower case, a
// port equal to the scheme's default dropped, escapes of unreserved
// characters decoded and the hex digits of the others in upper case.
// See package printer for why each rewrite keeps the URL's meaning.
func Canonical(u *ast.URL) string { return printer.Canonical(u) }

// Extract finds the URLs that text quotes as RFC 1738's appendix
// recommends, "<URL:...>", and parses each; see parser.Extract.
func Extract(text string) []parser.Quote { return parser.Extract(text) }
