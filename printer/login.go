package printer

import "github.com/urlsyntax/rfc1738/ast"

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
		p.escaped(string(u.Text))
	}
}

// password prints the password, its escapes in canonical form.
func (p *printer) password(pw *ast.Password) {
	if pw != nil {
		p.escaped(string(pw.Text))
	}
}
