package parser

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// validateTelnet checks a telnet URL, given its part as its type
// (builtinValidator). A parsed URL can break none of the rules it
// checks as errors; a tree a program built or changed can: no login or
// no host, a password without a user (the syntax cannot write one), a
// user or password with characters that user and password do not allow.
//
// It warns about a user or password that decodes to CR or LF. Section 6
// names exactly this case: "Care should be taken when URLs contain
// embedded encoded delimiters for a given protocol (for example, CR and
// LF characters for telnet protocols) that these are not unencoded
// before transmission." A user name and a password are otherwise no
// cause for a warning: section 3.8 allows both and calls them "advisory
// only", and section 6's caution about secret passwords holds for every
// scheme with a login, not for telnet in particular.
func validateTelnet(u *ast.URL, p *ast.TelnetPart) ErrorList {
	l := p.Login
	if l == nil {
		return ErrorList{finding(CodeTelnetNoLogin, p, ast.TelnetURLP)}
	}
	list := hostPortMissing(l, l.HostPort, grammar.LoginP)
	if l.User == nil {
		if l.Password != nil {
			list = append(list, about(CodePasswordWithoutUser, l.Password, grammar.LoginP))
		}
		return list
	}
	breaks := &repeats{code: CodeTelnetLineBreak}
	list = append(list, textErrors(l.User)...)
	list = telnetLineBreaks(list, l.User, grammar.UserP, breaks)
	if l.Password != nil {
		list = append(list, textErrors(l.Password)...)
		list = telnetLineBreaks(list, l.Password, grammar.PasswordP, breaks)
	}
	return breaks.more(list)
}

// telnetLineBreaks appends to list a warning about each escape in n's
// text that encodes CR or LF, Telnet's end of line (RFC 854): a client
// that typed the decoded name or password for the user would end the
// line there.
func telnetLineBreaks(list ErrorList, n ast.Node, p ast.Production, breaks *repeats) ErrorList {
	escapedOctets(n, "\r\n", func(i int, esc string, c byte) {
		if breaks.take(n, n.Pos()+i, p) {
			e := warning(CodeTelnetLineBreak, n, p, "escape", esc, "octet", octetName(c))
			e.Offset, e.Found = n.Pos()+i, esc
			list = append(list, e)
		}
	})
	return list
}

// Codes of the telnet validator.
const (
	// CodeTelnetNoLogin: a telnet URL without a login.
	CodeTelnetNoLogin Code = "telnet-no-login"
	// CodePasswordWithoutUser: a login with a password and no user.
	CodePasswordWithoutUser Code = "password-without-user"
	// CodeTelnetLineBreak: a warning, a user or password holding an
	// escape of CR or LF. Arguments: escape; octet.
	CodeTelnetLineBreak Code = "telnet-line-break"
)

// telnetTexts are the texts of this file's codes, in English and French.
var telnetTexts = []codeMessage{
	{code: CodeTelnetNoLogin, Message: Message{
		"a telnet URL needs a login, at least a host; Login is nil",
		"une URL telnet demande une identification (login), au moins un hôte ; Login est nil",
	}},
	{code: CodePasswordWithoutUser, Message: Message{
		`a password follows a user name only (login = [ user [ ":" password ] "@" ] hostport); User is nil`,
		"un mot de passe ne suit qu'un nom d'utilisateur (login = [ user [ \":\" password ] \"@\" ] hostport) ; User est nil",
	}},
	{code: CodeTelnetLineBreak, Message: Message{
		"{escape} decodes to {octet}, which ends a line in Telnet; section 6 warns of encoded CR and LF in telnet URLs",
		"{escape} se décode en {octet}, qui termine une ligne en Telnet ; la section 6 met en garde contre CR et LF encodés dans les URL telnet",
	}},
}
