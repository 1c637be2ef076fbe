package parser

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// mailtoScheme is the mailto scheme of section 3.5.
var mailtoScheme = Scheme{Name: "mailto", Part: &ast.MailtoPart{}, Validate: validateMailto}

// validateMailto checks a mailto URL. Its errors are for trees a program
// built or changed, since a parsed URL cannot break these rules: a part
// that is not an *ast.MailtoPart, no address, or an address that is not
// 1*xchar.
//
// It warns when the decoded address is not an RFC 822 addr-spec, which
// section 3.5 says a mailto URL holds ("mailto:<rfc822-addr-spec>"). The
// BNF leaves that to RFC 822 ("encoded822addr = 1*xchar ; further
// defined in RFC822"), so a URL such as "mailto:joe" or
// "mailto:a@b,c@d" (a list, not an addr-spec) is valid RFC 1738 syntax
// that no mail program can send to as written.
func validateMailto(u *ast.URL) ErrorList {
	p, ok := u.Part.(*ast.MailtoPart)
	if !ok || p == nil {
		return ErrorList{wrongPart(u, "mailto", "*ast.MailtoPart", ast.MailtoURLP)}
	}
	a := p.Addr
	if a == nil {
		return ErrorList{{Offset: p.Pos(), Message: "a mailto URL needs an address (encoded822addr = 1*xchar); Addr is nil", Production: ast.MailtoURLP}}
	}
	text := string(a.Text)
	if text == "" {
		return ErrorList{{Offset: a.Pos(), Message: "the address is empty; encoded822addr = 1*xchar needs at least one character", Production: ast.Encoded822AddrP}}
	}
	if i := indexNotIn(text, isXchar); i >= 0 {
		return ErrorList{notAllowed(a, text, i, "an address", ast.Encoded822AddrP)}
	}
	if isAddrSpec(text) {
		return nil
	}
	if _, _, err := a.AddrSpec(); err != nil {
		e := err.(*ast.AddrSpecError)
		i := rawOffset(text, e.Offset)
		return ErrorList{{
			Offset:     a.Pos() + i,
			Found:      rawAt(text, i),
			Message:    fmt.Sprintf(`the address %q, decoded, is not an RFC 822 addr-spec (RFC 822 section 6.1: addr-spec = local-part "@" domain): expected %s`, a.Decoded(), e.Expected),
			Production: ast.Encoded822AddrP,
			Severity:   SeverityWarning,
		}}
	}
	return nil
}

// isAddrSpec reports whether raw, an address as written, decodes to an
// RFC 822 addr-spec: whether Encoded822Addr.AddrSpec would find nothing
// wrong with it. It reads the address as ast.SplitAddrSpec reads the
// decoded text, token by token, but decodes each escape where it stands:
// Parse validates every mailto URL, and decoding the address into a new
// string to check it would cost an allocation each time. Where it says
// no, the validator asks AddrSpec for the place and the reason.
func isAddrSpec(raw string) bool {
	r := addrScanner{s: raw}
	if !r.words(false) || !r.take('@') || !r.words(true) {
		return false
	}
	return r.i == len(raw)
}

// addrScanner reads raw text with escapes as the octets they encode.
type addrScanner struct {
	s string
	i int // offset in s of the next character
}

// peek returns the next octet, and false at the end.
func (r *addrScanner) peek() (byte, bool) {
	if r.i >= len(r.s) {
		return 0, false
	}
	c, _ := decodedAt(r.s, r.i)
	return c, true
}

// next moves past the next character, an escape whole.
func (r *addrScanner) next() {
	_, n := decodedAt(r.s, r.i)
	r.i += n
}

// take moves past the next octet when it is c.
func (r *addrScanner) take(c byte) bool {
	if d, ok := r.peek(); ok && d == c {
		r.next()
		return true
	}
	return false
}

// words reads local-part = word *("." word), or, in a domain,
// domain = sub-domain *("." sub-domain).
func (r *addrScanner) words(domain bool) bool {
	if !r.word(domain) {
		return false
	}
	for r.take('.') {
		if !r.word(domain) {
			return false
		}
	}
	return true
}

// word reads word = atom / quoted-string or, in a domain, sub-domain =
// domain-ref / domain-literal (domain-ref = atom).
func (r *addrScanner) word(domain bool) bool {
	c, ok := r.peek()
	switch {
	case ok && !domain && c == '"':
		return r.bracketed('"')
	case ok && domain && c == '[':
		return r.bracketed(']')
	}
	start := r.i
	for c, ok := r.peek(); ok && isAtomChar(c); c, ok = r.peek() {
		r.next()
	}
	return r.i > start
}

// bracketed reads a quoted-string or a domain-literal up to end, its
// closing delimiter: qtext and dtext are any CHAR but end, "\" and CR
// (and, in dtext, "["), and quoted-pair is "\" CHAR.
func (r *addrScanner) bracketed(end byte) bool {
	r.next() // the opening delimiter
	for c, ok := r.peek(); ok; c, ok = r.peek() {
		switch {
		case c == end:
			r.next()
			return true
		case c == '\\':
			r.next()
			if d, ok := r.peek(); !ok || d > 127 {
				return false
			}
		case c == '\r' || c > 127 || end == ']' && c == '[':
			return false
		}
		r.next()
	}
	return false
}

// isAtomChar reports whether c may be part of an RFC 822 atom: "any CHAR
// except specials, SPACE and CTLs" (RFC 822 section 3.3), as
// ast.SplitAddrSpec reads it.
func isAtomChar(c byte) bool {
	if c <= ' ' || c >= 127 {
		return false
	}
	switch c {
	case '(', ')', '<', '>', '@', ',', ';', ':', '\\', '"', '.', '[', ']':
		return false
	}
	return true
}

// notAllowed is the error for the byte at i of text, the text of node n,
// which the production p does not allow; what names the text for the
// message.
func notAllowed(n ast.Node, text string, i int, what string, p ast.Production) *Error {
	found := rawAt(text, i)
	return &Error{
		Offset:     n.Pos() + i,
		Found:      found,
		Message:    fmt.Sprintf("%s cannot hold %q", what, found),
		Production: p,
	}
}

// indexNotIn returns the offset in s of the first byte that is neither
// in the class ok accepts nor the start of an escape, or -1. Only bytes
// a tree a program built may hold fail: parsed text never does.
func indexNotIn(s string, ok func(c byte) bool) int {
	for i := 0; i < len(s); i++ {
		switch {
		case grammar.EscapeAt(s, i):
			i += 2
		case !ok(s[i]):
			return i
		}
	}
	return -1
}

// isXchar reports whether c, outside an escape, is an xchar: unreserved
// or reserved.
func isXchar(c byte) bool {
	switch grammar.Class(c) {
	case grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, grammar.Reserved:
		return true
	}
	return false
}

// rawOffset returns the offset in raw, a text with escapes, of the byte
// that is at offset d once raw is decoded; len(raw) for the end.
func rawOffset(raw string, d int) int {
	for i := 0; i < len(raw); i++ {
		if d == 0 {
			return i
		}
		d--
		if grammar.EscapeAt(raw, i) {
			i += 2
		}
	}
	return len(raw)
}

// rawAt returns the text of raw at offset i to report as found: an
// escape whole, or one byte, or "" at the end.
func rawAt(raw string, i int) string {
	switch {
	case i >= len(raw):
		return ""
	case grammar.EscapeAt(raw, i):
		return raw[i : i+3]
	}
	return raw[i : i+1]
}
