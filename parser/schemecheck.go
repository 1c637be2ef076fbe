package parser

import (
	"fmt"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// This file holds what the validators of the schemes share.

// inScheme names the scheme's production p in each finding of list, as
// the parser does in its syntax errors.
func inScheme(list ErrorList, p ast.Production) ErrorList {
	for _, e := range list {
		e.Scheme = p
	}
	return list
}

// wrongPart is the error for a URL of scheme whose part is missing or
// not of the scheme's own type want, which only a tree a program built
// can have.
func wrongPart(u *ast.URL, scheme, want string, p ast.Production) *Error {
	off := 0
	if u.Scheme != nil {
		off = u.Scheme.End() + 1
	}
	msg := fmt.Sprintf("the scheme part of a %s URL must be an %s, not %T", scheme, want, u.Part)
	if got := fmt.Sprintf("%T", u.Part); u.Part == nil || got == want {
		msg = fmt.Sprintf("the scheme part of a %s URL is missing: it must be a non-nil %s", scheme, want)
	}
	return &Error{Offset: off, Message: msg, Production: p}
}

// hostPortMissing reports a missing hostport or host, which the rules of
// the schemes with a hostport always have. parent is the node that
// should hold it; p is its production.
func hostPortMissing(parent ast.Node, hp *ast.HostPort, p ast.Production) ErrorList {
	switch {
	case hp == nil:
		return ErrorList{{Offset: parent.Pos(), Message: "there is no hostport; HostPort is nil", Production: p}}
	case hp.Host == nil || hp.Host.Name == nil && hp.Host.Number == nil:
		return ErrorList{{Offset: hp.Pos(), Found: hp.String(), Message: "the hostport has no host", Production: grammar.HostP}}
	}
	return nil
}

// ucharTextErrors reports the first byte of n's text that n's
// production p, which is *[ uchar | also ], does not allow: a reserved
// character not in also, an unsafe one, or a "%" that starts no escape.
// Parsed text never holds one; text a program wrote may.
func ucharTextErrors(n ast.Node, p ast.Production, also string) ErrorList {
	s := n.String()
	i := firstNotUcharOr(s, also)
	if i < 0 {
		return nil
	}
	e := &Error{Offset: n.Pos() + i, Found: foundAt(s, i), Production: p}
	if s[i] == '%' {
		e.Found = "%"
		e.Message = `"%" starts no escape; write a literal "%" as %25`
	} else {
		e.Message = fmt.Sprintf("%s may not hold %s unescaped; write it %s", p.Name, quote(e.Found), escapeAll(e.Found))
	}
	return ErrorList{e}
}

// firstNotUcharOr returns the offset in s of the first byte that starts
// neither a uchar nor one of the characters in also, or -1.
func firstNotUcharOr(s, also string) int {
	for i := 0; i < len(s); i++ {
		if grammar.EscapeAt(s, i) {
			i += 2
			continue
		}
		if !isUcharOr(s[i], also) {
			return i
		}
	}
	return -1
}

// isUcharOr reports whether byte c, outside an escape, is a uchar or one
// of the characters of also. A "%" is neither: it only starts an escape.
func isUcharOr(c byte, also string) bool {
	switch grammar.Class(c) {
	case grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra:
		return true
	}
	return c != '%' && strings.IndexByte(also, c) >= 0
}

// warnAbout returns a warning about n, cited to production p.
func warnAbout(n ast.Node, p ast.Production, msg string) *Error {
	return &Error{Offset: n.Pos(), Found: n.String(), Message: msg, Production: p, Severity: SeverityWarning}
}

// The helpers below read escapes in place, so that the validators need
// not decode a text into a new string (ast.Decode) to look at a few of
// its octets: Parse runs them on every URL it accepts.

// decodedAt returns the octet that the character at s[i] decodes to and
// the character's length in s: an escape's octet and 3, or the byte
// itself and 1, as ast.Decode reads them.
func decodedAt(s string, i int) (byte, int) {
	if grammar.EscapeAt(s, i) {
		return ast.EscapedOctet(s, i), 3
	}
	return s[i], 1
}

// decodedEqual reports whether a and b decode to the same octets.
func decodedEqual(a, b string) bool {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		c, n := decodedAt(a, i)
		d, m := decodedAt(b, j)
		if c != d {
			return false
		}
		i, j = i+n, j+m
	}
	return i == len(a) && j == len(b)
}
