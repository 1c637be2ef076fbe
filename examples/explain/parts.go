package main

import "github.com/urlsyntax/rfc1738/ast"

// A part is one top-level component of a URL, named as the note names it.
type part struct {
	// name is the note's word for the part ("scheme", "user", "password",
	// "host", "port", "url-path"), or "schemepart" for a scheme part that
	// does not follow the common Internet syntax.
	name string
	node ast.Node
}

// tag is how the part lines name the part: the note's word in angle
// brackets, or, for a scheme part the note has no word for, the name of
// its production.
func (p part) tag() string {
	if p.name == schemePart {
		return p.name
	}
	return "<" + p.name + ">"
}

// schemePart is the name of a part that is a whole scheme part: one the
// note's template does not describe.
const schemePart = "schemepart"

// parts returns the parts of u that are present, in input order: those of
// the note's template when the scheme part is an ip-schemepart, and
// otherwise the scheme and its scheme part, whole.
func parts(u *ast.URL) []part {
	ps := []part{{"scheme", u.Scheme}}
	ip, ok := u.Part.(*ast.IPSchemePart)
	if !ok || ip.Login == nil || ip.Login.HostPort == nil {
		return append(ps, part{schemePart, u.Part})
	}
	l := ip.Login
	if l.User != nil {
		ps = append(ps, part{"user", l.User})
	}
	if l.Password != nil {
		ps = append(ps, part{"password", l.Password})
	}
	ps = append(ps, part{"host", l.HostPort.Host})
	if l.HostPort.Port != nil {
		ps = append(ps, part{"port", l.HostPort.Port})
	}
	if ip.Path != nil {
		ps = append(ps, part{"url-path", ip.Path})
	}
	return ps
}
