package main

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/ast"
)

// absent says which parts of the note's template u leaves out, and what
// that means. A line that goes on from the one before starts with two
// spaces.
func absent(u *ast.URL) []string {
	ip, ok := u.Part.(*ast.IPSchemePart)
	if !ok || ip.Login == nil || ip.Login.HostPort == nil {
		return []string{
			`no <user>, <password>, <host>, <port> or <url-path>: with no "//" after the scheme, the`,
			`  schemepart is not in the common Internet syntax of RFC 1738 section 3.1 but in the scheme's own`,
		}
	}
	var lines []string
	switch l := ip.Login; {
	case l.User == nil:
		lines = append(lines, `no <user>/<password>: no "@" before the host`)
	case l.Password == nil:
		lines = append(lines, `no <password>: no ":" after the user`)
	}
	if ip.Login.HostPort.Port == nil {
		lines = append(lines, noPort(u.Scheme))
	}
	if ip.Path == nil {
		lines = append(lines, `no <url-path> (nor the "/" before it): a default resource is accessed`)
	}
	return lines
}

// noPort says what port a URL of scheme s that gives none uses.
func noPort(s *ast.Scheme) string {
	if p, ok := ast.DefaultPort(s.Name()); ok {
		return fmt.Sprintf("no <port>: the default for %s is %d", s.Name(), p)
	}
	return fmt.Sprintf("no <port>: RFC 1738 gives %s no default port", s.Name())
}
