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
// meaning, does not change. Case is kept: an RFC 822 local-part is
// case-sensitive, and nothing in RFC 1738 says the domain may be folded.
//
// A caution, as for "+" in queries: RFC 2368 and RFC 6068, which came
// later, give "?" and "&" a meaning in mailto URLs (header fields), so
// under them "%3F" and "?" differ. RFC 1738 reserves neither, and the
// canonical form follows it.
func (p *printer) encoded822Addr(a *ast.Encoded822Addr) {
	if a != nil {
		p.escapedNoReserved(string(a.Text))
	}
}

// escapedNoReserved appends s, a run of xchar, as escaped does, except
// that in canonical form an escaped reserved character is decoded too:
// in a text where no character is reserved, section 2.2's reason to keep
// them escaped ("this is not true for reserved characters") does not
// hold.
//
// After "mailto:", "//" starts an authority for RFC 3986 readers
// (net/url), so decoding must not change where they find one: a text
// that starts with two "/", escaped or not, is printed as written.
// Decoded, "mailto:%2F%2Fevil.com" would gain the host evil.com, and
// "mailto://good.com%3F@evil.com", whose net/url host is evil.com, would
// move it to good.com.
func (p *printer) escapedNoReserved(s string) {
	if !p.canonical || slashAt(s, 0) && slashAt(s, 1+2*b2i(grammar.EscapeAt(s, 0))) {
		p.literal(s)
		return
	}
	for i := 0; i < len(s); i++ {
		if !grammar.EscapeAt(s, i) {
			p.buf = append(p.buf, s[i])
			continue
		}
		c := ast.EscapedOctet(s, i)
		if grammar.Class(c) == grammar.Reserved {
			p.buf = append(p.buf, c)
		} else {
			p.escape(c)
		}
		i += 2
	}
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
