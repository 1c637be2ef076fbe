package printer

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// login prints login = [ user [ ":" password ] "@" ] hostport. Without a
// user there is no password: the syntax cannot write one alone.
func (p *printer) login(l *ast.Login) {
	if l == nil {
		return
	}
	if l.User != nil {
		p.user(l.User)
		if l.Password != nil {
			p.literal(":")
			p.password(l.Password)
		}
		p.literal("@")
	}
	p.hostPort(l.HostPort)
}

// user prints the user name, its escapes in canonical form.
func (p *printer) user(u *ast.User) {
	if u != nil {
		p.loginText(string(u.Text))
	}
}

// password prints the password, its escapes in canonical form.
func (p *printer) password(pw *ast.Password) {
	if pw != nil {
		p.loginText(string(pw.Text))
	}
}

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
		p.buf = append(p.buf, "%3F"...)
		s = s[i+1:]
	}
}
