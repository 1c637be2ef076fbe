package printer

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// escapedNoReserved appends s, a run of xchar, as escaped does, except
// that in canonical form an escaped reserved character is decoded too
// (but "/", ";" and "?": see decodableReserved): in a text where no
// character is reserved, section 2.2's reason to keep them escaped
// ("this is not true for reserved characters") does not hold.
//
// After "mailto:", "//" starts an authority for RFC 3986 readers
// (net/url), so decoding must not change where they find one: a text
// that starts with two "/", escaped or not, is printed as written, but
// for the hex digits of its escapes, upper-cased, which no reader tells
// apart. Decoded, "mailto://x%40evil.com", whose host net/url refuses,
// would have the host evil.com.
func (p *printer) escapedNoReserved(s string) {
	if slashAt(s, 0) && slashAt(s, 1+2*b2i(grammar.EscapeAt(s, 0))) {
		p.hexUpper(s)
		return
	}
	p.escapedPieces(s, true)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// slashAt reports whether s holds a "/", plain or escaped, at i.
func slashAt(s string, i int) bool {
	return i < len(s) && (s[i] == '/' || grammar.EscapeAt(s, i) && ast.EscapedOctet(s, i) == '/')
}
