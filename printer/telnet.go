package printer

import "github.com/urlsyntax/rfc1738/ast"

// telnetPart prints telneturl = "telnet://" login [ "/" ]. In canonical
// form the final "/" is always written: section 3.8 gives the form
// "telnet://<user>:<password>@<host>:<port>/" and says "The final "/"
// character may be omitted", so with and without it the URL names the
// same service, and the canonical form keeps the spelling the RFC
// shows. The login prints as in every scheme: escapes normalized, host
// lower-cased, port 23 dropped.
func (p *printer) telnetPart(t *ast.TelnetPart) {
	if t == nil {
		return
	}
	p.literal("//")
	p.login(t.Login)
	if t.Slash || p.canonical {
		p.literal("/")
	}
}
