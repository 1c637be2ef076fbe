// Package authorscheme declares two schemes as a scheme author would,
// outside RFC 1738, for the tests of the teaching tools (explain's
// package and the live page's view): schemes whose user and password
// are nodes of their own types (ast.UserInfoPart), not a *ast.Login,
// and whose parts have, or have not, a port and a path.
//
//	imapurl = "//" [ enc_user [ ";AUTH=" enc_auth_type ] "@" ] hostport [ "/" enc_mailbox ]
//	popurl  = "//" [ user [ ":" pass ] "@" ] host
//
// imapurl is a subset of IMAP's (RFC 2192 section 3): a user, a port
// and a mailbox, no password; package internal/imaptest declares it, for
// the library's tests too. popurl is made up for the tests: a user and
// a password, a host, and neither a port nor a path.
package authorscheme

import (
	"github.com/urlsyntax/rfc1738/internal/imaptest"
	"github.com/urlsyntax/rfc1738/parser"
)

// Schemes returns the registry entries of imap and pop.
func Schemes() []parser.Scheme {
	return []parser.Scheme{{Name: "imap", Part: &imaptest.IMAPPart{}}, {Name: "pop", Part: &POPPart{}}}
}

// Options returns the options that add Schemes to a parser.
func Options() []parser.Option {
	var opts []parser.Option
	for _, s := range Schemes() {
		opts = append(opts, parser.WithScheme(s))
	}
	return opts
}
