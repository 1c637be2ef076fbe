package authorscheme

import "github.com/urlsyntax/rfc1738/ast"

// POPP is popurl's production.
var POPP = ast.Production{Name: "popurl", RFC: "this package", Section: "1",
	Rule: `popurl = "//" [ user [ ":" pass ] "@" ] host`}

// POPPart is what follows "pop:": a user and a password of their own
// node types, then a host, with no port and no path.
type POPPart struct {
	ast.Span
	User *POPUser  `parser:"'/' '/' ( (?= (Alpha | Digit | Safe | Escape)+ ( ':' (Alpha | Digit | Safe | Escape)* )? '@' ) @@"`
	Pass *POPPass  `parser:"( ':' @@ )? '@' )?"`
	Host *ast.Host `parser:"@@"`
}

// POPUser is the user's name.
type POPUser struct {
	ast.Span
	Text ast.Text `parser:"@( Alpha | Digit | Safe | Escape )+"`
}

// POPPass is the password.
type POPPass struct {
	ast.Span
	Text ast.Text `parser:"@( Alpha | Digit | Safe | Escape )*"`
}

// String returns the part as written.
func (p *POPPart) String() string {
	s := "//"
	if p.User != nil {
		s += p.User.String()
		if p.Pass != nil {
			s += ":" + p.Pass.String()
		}
		s += "@"
	}
	return s + p.Host.String()
}

// DefaultPort returns 110, POP's port, which the URL cannot change.
func (*POPPart) DefaultPort() (int, bool) { return 110, true }

// Production returns POPP.
func (*POPPart) Production() ast.Production { return POPP }

// UserInfo returns the user's and the password's nodes.
func (p *POPPart) UserInfo() (user, password ast.Node) {
	var u, pw ast.Node
	if p.User != nil {
		u = p.User
	}
	if p.Pass != nil {
		pw = p.Pass
	}
	return u, pw
}

// String returns the user as written.
func (u *POPUser) String() string { return string(u.Text) }

// Production returns user's production.
func (*POPUser) Production() ast.Production {
	return ast.Production{Name: "user", RFC: "this package", Section: "1", Rule: "user = 1*( alpha | digit | safe | escape )"}
}

// String returns the password as written.
func (p *POPPass) String() string { return string(p.Text) }

// Production returns pass's production.
func (*POPPass) Production() ast.Production {
	return ast.Production{Name: "pass", RFC: "this package", Section: "1", Rule: "pass = *( alpha | digit | safe | escape )"}
}
