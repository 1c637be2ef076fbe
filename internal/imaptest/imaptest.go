// Package imaptest declares an IMAP-like scheme part for the tests of
// the packages that read a scheme author's nodes: its user is a node of
// its own type (ast.UserInfoPart), not a *ast.Login, followed by an
// optional ";AUTH=" mechanism that no url.URL field holds, and it has
// no password:
//
//	imapurl = "//" [ enc_user [ ";AUTH=" enc_auth_type ] "@" ] hostport [ "/" enc_mailbox ]
//
// It is a subset of IMAP's URL (RFC 2192 section 3): a user, a port and
// a mailbox. The types keep the IMAP prefix because the teaching tools
// show a node's Go type beside its production. Only tests, and the
// packages that serve them, import this package.
package imaptest

import "github.com/urlsyntax/rfc1738/ast"

// IMAPP is imapurl's production.
var IMAPP = ast.Production{Name: "imapurl", RFC: "RFC 2192", Section: "3",
	Rule: `imapurl = "//" [ enc_user [ ";AUTH=" enc_auth_type ] "@" ] hostport [ "/" enc_mailbox ]`}

// IMAPPart is what follows "imap:": a user of its own node type, and
// its authentication mechanism, then a hostport and a mailbox.
type IMAPPart struct {
	ast.Span
	User     *IMAPUser     `parser:"'/' '/' ( (?= (Alpha | Digit | Safe | Extra | Escape | '&' | '=' | ';')+ '@' ) @@"`
	Auth     *IMAPAuth     `parser:"( ';' 'A' 'U' 'T' 'H' '=' @@ )? '@' )?"`
	HostPort *ast.HostPort `parser:"@@"`
	Mailbox  *IMAPMailbox  `parser:"( '/' @@ )?"`
}

// IMAPUser is enc_user, the user's name.
type IMAPUser struct {
	ast.Span
	Text ast.Text `parser:"@( Alpha | Digit | Safe | Extra | Escape | '&' | '=' )+"`
}

// IMAPAuth is enc_auth_type, the authentication mechanism.
type IMAPAuth struct {
	ast.Span
	Text ast.Text `parser:"@( Alpha | Digit | Safe | Extra | Escape | '&' | '=' )+"`
}

// IMAPMailbox is enc_mailbox, the mailbox's name.
type IMAPMailbox struct {
	ast.Span
	Text ast.Text `parser:"@( Alpha | Digit | Safe | Extra | Escape | '&' | '=' | '/' )*"`
}

// String returns the part as written.
func (p *IMAPPart) String() string {
	s := "//"
	if p.User != nil {
		s += p.User.String()
		if p.Auth != nil {
			s += ";AUTH=" + p.Auth.String()
		}
		s += "@"
	}
	s += p.HostPort.String()
	if p.Mailbox != nil {
		s += "/" + p.Mailbox.String()
	}
	return s
}

// DefaultPort returns 143, IMAP's port.
func (*IMAPPart) DefaultPort() (int, bool) { return 143, true }

// Production returns IMAPP.
func (*IMAPPart) Production() ast.Production { return IMAPP }

// UserInfo returns the user's node, and no password: imapurl has none.
func (p *IMAPPart) UserInfo() (user, password ast.Node) {
	if p.User == nil {
		return nil, nil
	}
	return p.User, nil
}

// String returns the user as written.
func (u *IMAPUser) String() string { return string(u.Text) }

// Production returns enc_user's production.
func (*IMAPUser) Production() ast.Production {
	return ast.Production{Name: "enc_user", RFC: "RFC 2192", Section: "11", Rule: "enc_user = 1*achar"}
}

// String returns the mechanism as written.
func (a *IMAPAuth) String() string { return string(a.Text) }

// Production returns enc_auth_type's production.
func (*IMAPAuth) Production() ast.Production {
	return ast.Production{Name: "enc_auth_type", RFC: "RFC 2192", Section: "11", Rule: "enc_auth_type = 1*achar"}
}

// String returns the mailbox as written.
func (m *IMAPMailbox) String() string { return string(m.Text) }

// Production returns enc_mailbox's production.
func (*IMAPMailbox) Production() ast.Production {
	return ast.Production{Name: "enc_mailbox", RFC: "RFC 2192", Section: "11", Rule: "enc_mailbox = 1*bchar"}
}
