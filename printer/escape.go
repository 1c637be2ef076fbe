package printer

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// escaped appends s, a run of uchar or xchar; in canonical form each
// escape in it is either decoded, when it encodes an unreserved
// character, or written with upper-case hex digits (section 2.2), except
// the escaped dots of a dot piece (see dotPiece), which stay escapes.
// Bytes outside escapes are copied as they are.
func (p *printer) escaped(s string) { p.escapedPieces(s, false) }

// escapedPieces is escaped, and, with reservedToo, also decodes the
// reserved characters that RFC 1808 does not read as delimiters (see
// decodableReserved): the rule of a text in which no character is
// reserved, a mailto address.
//
// s is printed piece by piece, a piece being its text between the
// delimiters "/", ";" and "?" and the ends of s. Decoding "." can turn a
// piece into a dot segment, which RFC 1808 resolution removes (section
// 4, step 6) and "%2E" is not: "/pub/%2E%2E/etc" and "/pub/../etc"
// resolve "passwd" to different URLs. So a piece that would decode to
// exactly "." or ".." keeps its escapes. Deciding on the pieces of s
// alone, not of the whole URL, is sound: what the printer writes before
// and after s either ends at a delimiter or lengthens the piece at that
// end, and a piece holding a byte other than "." (an escape kept is
// three such bytes), or three dots, stays no dot segment however long it
// grows. It may keep escapes that the whole URL did not need kept
// ("%2E" printed alone, then "x"), which costs the canonical form no
// meaning: an escape of "." and "." mean the same but where they make a
// dot segment.
func (p *printer) escapedPieces(s string, reservedToo bool) {
	if !p.canonical {
		p.literal(s)
		return
	}
	for {
		end := strings.IndexAny(s, "/;?")
		if end < 0 {
			p.piece(s, reservedToo)
			return
		}
		p.piece(s[:end], reservedToo)
		p.w.Buf = append(p.w.Buf, s[end])
		s = s[end+1:]
	}
}

// piece appends one piece of escaped text (see escapedPieces) in
// canonical form.
func (p *printer) piece(s string, reservedToo bool) {
	if dotPiece(s) {
		p.hexUpper(s)
		return
	}
	for i := 0; i < len(s); i++ {
		if !grammar.EscapeAt(s, i) {
			p.w.Buf = append(p.w.Buf, s[i])
			continue
		}
		if c := ast.EscapedOctet(s, i); reservedToo && decodableReserved(c) {
			p.w.Buf = append(p.w.Buf, c)
		} else {
			p.escape(c)
		}
		i += 2
	}
}

// dotPiece reports whether s holds an escape and would decode to exactly
// "." or "..", a dot segment of RFC 1808 section 4, step 6.
func dotPiece(s string) bool {
	dots, escapes := 0, 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '.':
			dots++
		case grammar.EscapeAt(s, i) && ast.EscapedOctet(s, i) == '.':
			dots++
			escapes++
			i += 2
		default:
			return false
		}
	}
	return escapes > 0 && dots <= 2
}

// decodableReserved reports whether c is a reserved character that, in a
// text that reserves none (a mailto address), may be written unescaped:
// one that RFC 1808 does not read either. "/", ";" and "?" end a path, a
// segment, params or a query when RFC 1808 resolves a reference against
// the URL (section 2.4), so "mailto:a%2Fb" and "mailto:a/b", which RFC
// 1738 reads as the same address, resolve "c" to different URLs; they
// stay escaped.
func decodableReserved(c byte) bool {
	return grammar.Class(c) == grammar.Reserved && c != '/' && c != ';' && c != '?'
}

// hexUpper appends s, in canonical form with the hex digits of its
// escapes upper-cased and nothing decoded.
func (p *printer) hexUpper(s string) {
	if !p.canonical {
		p.literal(s)
		return
	}
	for i := 0; i < len(s); i++ {
		if grammar.EscapeAt(s, i) {
			p.literal(strings.ToUpper(s[i : i+3]))
			i += 2
			continue
		}
		p.w.Buf = append(p.w.Buf, s[i])
	}
}

// escape appends octet c, escaped in canonical form: as its character
// when that is unreserved, else as "%" and two upper-case hex digits.
func (p *printer) escape(c byte) {
	if isUnreserved(c) && !p.completesEscape(c) {
		p.w.Buf = append(p.w.Buf, c)
		return
	}
	const hex = "0123456789ABCDEF"
	p.w.Buf = append(p.w.Buf, '%', hex[c>>4], hex[c&0xF])
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
	b, n := p.w.Buf, len(p.w.Buf)
	return n >= 1 && b[n-1] == '%' || n >= 2 && b[n-2] == '%' && grammar.IsHex(b[n-1])
}
