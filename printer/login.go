package printer

import (
	"strings"
)

// loginText prints a user or a password. In canonical form a "?" is
// written "%3F": section 3.1 reserves only ":", "@" and "/" there, so
// both spellings give the same user, but parsers of later URL standards
// (net/url, browsers) end the authority at a "?", and would read the
// user as the host. "ftp://u?@evil.com/" would otherwise have, once an
// escape in it is decoded, a canonical form that net/url reads with
// host "u".
func (p *printer) loginText(s string) {
	if !p.canonical {
		p.literal(s)
		return
	}
	for len(s) > 0 {
		i := strings.IndexByte(s, '?')
		if i < 0 {
			p.escaped(s)
			return
		}
		p.escaped(s[:i])
		p.w.Buf = append(p.w.Buf, "%3F"...)
		s = s[i+1:]
	}
}
