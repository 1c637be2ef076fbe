package printer

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// mailtoPart prints mailtourl = "mailto:" encoded822addr after the
// "mailto:".
func (p *printer) mailtoPart(m *ast.MailtoPart) {
	if m != nil {
		p.encoded822Addr(m.Addr)
	}
}

// encoded822Addr prints the address. In canonical form an escaped
// reserved character is decoded as well as an unreserved one, for
// section 3.5 says "Within mailto URLs, there are no reserved
// characters": "mailto:joe%40example.com" and "mailto:joe@example.com"
// are the same address, and the decoded address, the URL's whole
// meaning, does not change. "/", ";" and "?" are the exceptions, and so
// are the escaped dots of a dot segment: RFC 1808 reads them in the
// address when it resolves a reference against the URL (see
// escapedPieces and decodableReserved). Case is kept: an RFC 822
// local-part is case-sensitive, and nothing in RFC 1738 says the domain
// may be folded.
//
// A caution, as for "+" in queries: RFC 2368 and RFC 6068, which came
// later, give "?" and "&" a meaning in mailto URLs (header fields), so
// under them "%26" and "&" differ. RFC 1738 reserves neither, and the
// canonical form follows it.
func (p *printer) encoded822Addr(a *ast.Encoded822Addr) {
	if a != nil {
		p.escapedNoReserved(string(a.Text))
	}
}

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
