package parser

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// telnetScheme is the telnet scheme of section 3.8.
var telnetScheme = Scheme{Name: "telnet", Part: &ast.TelnetPart{}, Validate: validateTelnet}

// validateTelnet checks a telnet URL. A parsed URL can break none of the
// rules it checks as errors; a tree a program built or changed can: a
// part that is not an *ast.TelnetPart, no login or no host, a password
// without a user (the syntax cannot write one), a user or password with
// characters that user and password do not allow.
//
// It warns about a user or password that decodes to CR or LF. Section 6
// names exactly this case: "Care should be taken when URLs contain
// embedded encoded delimiters for a given protocol (for example, CR and
// LF characters for telnet protocols) that these are not unencoded
// before transmission." A user name and a password are otherwise no
// cause for a warning: section 3.8 allows both and calls them "advisory
// only", and section 6's caution about secret passwords holds for every
// scheme with a login, not for telnet in particular.
func validateTelnet(u *ast.URL) ErrorList {
	p, ok := u.Part.(*ast.TelnetPart)
	if !ok || p == nil {
		return ErrorList{wrongPart(u, "telnet", "*ast.TelnetPart", ast.TelnetURLP)}
	}
	l := p.Login
	if l == nil {
		return ErrorList{{Offset: p.Pos(), Message: "a telnet URL needs a login, at least a host; Login is nil", Production: ast.TelnetURLP}}
	}
	list := hostPortMissing(l, l.HostPort, grammar.LoginP)
	if l.User == nil {
		if l.Password != nil {
			list = append(list, &Error{
				Offset:     l.Password.Pos(),
				Found:      l.Password.String(),
				Message:    `a password follows a user name only (login = [ user [ ":" password ] "@" ] hostport); User is nil`,
				Production: grammar.LoginP,
			})
		}
		return list
	}
	list = append(list, ucharTextErrors(l.User, grammar.UserP, ";?&=")...)
	list = append(list, telnetLineBreaks(l.User, grammar.UserP)...)
	if l.Password != nil {
		list = append(list, ucharTextErrors(l.Password, grammar.PasswordP, ";?&=")...)
		list = append(list, telnetLineBreaks(l.Password, grammar.PasswordP)...)
	}
	return list
}

// telnetLineBreaks warns about each escape in n's text that encodes CR
// or LF, Telnet's end of line (RFC 854): a client that typed the
// decoded name or password for the user would end the line there.
func telnetLineBreaks(n ast.Node, p ast.Production) ErrorList {
	var list ErrorList
	s := n.String()
	for i := 0; i < len(s); i++ {
		if !grammar.EscapeAt(s, i) {
			continue
		}
		esc := s[i : i+3]
		if name := lineBreakName(esc); name != "" {
			list = append(list, &Error{
				Offset:     n.Pos() + i,
				Found:      esc,
				Message:    fmt.Sprintf("%s decodes to %s, which ends a line in Telnet; section 6 warns of encoded CR and LF in telnet URLs", esc, name),
				Production: p,
				Severity:   SeverityWarning,
			})
		}
		i += 2
	}
	return list
}
