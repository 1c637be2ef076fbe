package printer

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// escaped appends s, a run of uchar or xchar; in canonical form each
// escape in it is either decoded, when it encodes an unreserved
// character, or written with upper-case hex digits (section 2.2).
// Bytes outside escapes are copied as they are.
func (p *printer) escaped(s string) { p.escapedKeeping(s, 0) }

// escapedKeeping is escaped, but an escape of keep stays an escape (in
// upper-case hex), where decoding would change the text's meaning: an
// escaped "." in an RFC 1808 path is no dot segment. keep 0, which no
// escape decodes to anyway, keeps nothing.
func (p *printer) escapedKeeping(s string, keep byte) {
	if !p.canonical {
		p.literal(s)
		return
	}
	for i := 0; i < len(s); i++ {
		if !grammar.EscapeAt(s, i) {
			p.buf = append(p.buf, s[i])
			continue
		}
		if c := ast.EscapedOctet(s, i); c == keep && keep != 0 {
			p.literal(strings.ToUpper(s[i : i+3]))
		} else {
			p.escape(c)
		}
		i += 2
	}
}

// escape appends octet c, escaped in canonical form: as its character
// when that is unreserved, else as "%" and two upper-case hex digits.
func (p *printer) escape(c byte) {
	if isUnreserved(c) && !p.completesEscape(c) {
		p.buf = append(p.buf, c)
		return
	}
	const hex = "0123456789ABCDEF"
	p.buf = append(p.buf, '%', hex[c>>4], hex[c&0xF])
}

// isUnreserved reports whether c is alpha, digit, safe or extra: a
// character that no scheme may reserve (section 2.2) and that may be
// written unencoded anywhere an escape may.
func isUnreserved(c byte) bool {
	switch grammar.Class(c) {
	case grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra:
		return true
	}
	return false
}

// completesEscape reports whether appending hex digit c would make an
// escape of a "%" already printed that starts none. Parsed text has no
// such "%", but a tree built by hand may: decoding the "%34" of "%%341"
// would turn it into "%41", another octet.
func (p *printer) completesEscape(c byte) bool {
	if !grammar.IsHex(c) {
		return false
	}
	b, n := p.buf, len(p.buf)
	return n >= 1 && b[n-1] == '%' || n >= 2 && b[n-2] == '%' && grammar.IsHex(b[n-1])
}
