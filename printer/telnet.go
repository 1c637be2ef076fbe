package printer

import "github.com/urlsyntax/rfc1738/ast"

// telnetPart prints, in canonical form, telneturl = "telnet://" login
// [ "/" ] with its final "/": section 3.8 gives the form
// "telnet://<user>:<password>@<host>:<port>/" and says "The final "/"
// character may be omitted", so with and without it the URL names the
// same service, and the canonical form keeps the spelling the RFC
// shows. The login prints as in every scheme: escapes normalized, host
// lower-cased, port 23 dropped.
func (p *printer) telnetPart(t *ast.TelnetPart) {
	p.literal("//")
	p.node(t.Login)
	p.literal("/")
}
