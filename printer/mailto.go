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
func (p *printer) escapedNoReserved(s string) {
	if !p.canonical {
		p.literal(s)
		return
	}
	for i := 0; i < len(s); i++ {
		if !grammar.EscapeAt(s, i) {
			p.buf = append(p.buf, s[i])
			continue
		}
		if c := ast.EscapedOctet(s, i); grammar.Class(c) == grammar.Reserved {
			p.buf = append(p.buf, c)
		} else {
			p.escape(c)
		}
		i += 2
	}
}
