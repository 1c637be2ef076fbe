package rfc1738

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// This file finds the server of a scheme part for NetURL and FromNetURL,
// whatever the part's type: RFC 1738's parts, and a scheme author's,
// which may hold a login, a hostport or a bare host (as POP's does), or
// a node of its own that holds one.

// server is the host of a scheme part, as the part's children hold it.
type server struct {
	// host is the *ast.HostPort or *ast.Host the part's server holds,
	// nil for a part whose host is empty ("file:///p", "ldap:///dn").
	host ast.Node
	// login is the login that holds host, if any.
	login *ast.Login
	// holder is the part's child that holds host: host itself, its
	// login, or a node of the author's own.
	holder ast.Node
}

// hostPort returns the host and the port s holds, as written.
func (s server) hostPort() (host, port string) {
	switch h := s.host.(type) {
	case *ast.HostPort:
		if h.Host != nil {
			host = h.Host.String()
		}
		if h.Port != nil {
			port = string(h.Port.Text)
		}
	case *ast.Host:
		host = h.String()
	}
	return host, port
}

// serversOf returns the servers among kids, the children of a part:
// each login, hostport or host, and each child of an author's type that
// holds one (a LoginPart, HostPortPart or HostPart method).
func serversOf(kids []ast.Node) []server {
	var out []server
	for _, c := range kids {
		if s, ok := serverIn(c); ok {
			out = append(out, s)
		}
	}
	return out
}

// serversOfURL returns the servers of t's part, as serversOf does. A
// part of package ast's own types says itself which it holds (URL.Login,
// URL.HostPort, URL.Host), and its list of children, which can be as
// long as its text, is not made.
func serversOfURL(t *ast.URL) []server {
	if t == nil || ast.IsNil(t.Part) {
		return nil
	}
	if typ := reflect.TypeOf(t.Part); typ.Kind() != reflect.Pointer || typ.Elem().PkgPath() != reflect.TypeFor[ast.URL]().PkgPath() {
		return serversOf(ast.ChildrenOf(t.Part))
	}
	if hp := t.HostPort(); hp != nil {
		return []server{{host: hp, login: t.Login()}}
	}
	if h := t.Host(); h != nil {
		return []server{{host: h}}
	}
	return nil
}

// serverIn returns the server that child c of a part is or holds.
func serverIn(c ast.Node) (server, bool) {
	switch n := c.(type) {
	case *ast.Login:
		return loginServer(n, c)
	case *ast.HostPort:
		return server{host: n, holder: c}, true
	case *ast.Host:
		return server{host: n, holder: c}, true
	case interface{ LoginPart() *ast.Login }:
		return loginServer(n.LoginPart(), c)
	case interface{ HostPortPart() *ast.HostPort }:
		if hp := n.HostPortPart(); hp != nil {
			return server{host: hp, holder: c}, true
		}
	case interface{ HostPart() *ast.Host }:
		if h := n.HostPart(); h != nil {
			return server{host: h, holder: c}, true
		}
	}
	return server{}, false
}

// loginServer returns the server of login l, held by c.
func loginServer(l *ast.Login, c ast.Node) (server, bool) {
	if l == nil || l.HostPort == nil {
		return server{}, false
	}
	return server{host: l.HostPort, login: l, holder: c}, true
}

// netServer returns the server of t's part, parsed from text, whose
// children are kids, for
// NetURL: false for a part without "//" before it (mailto, news, an
// opaque part), which url.URL holds in Opaque. It refuses, rather than
// drops, what one url.URL.Host cannot carry: two hosts, text between the
// host and the end of the child that holds it, and, in a part that
// holds no host, text after its "//" that url.Parse would read as one,
// or nothing at all ("ldap://", which url.URL writes "ldap:").
func netServer(t *ast.URL, text string, kids []ast.Node) (server, bool, error) {
	part := text[t.Part.Pos():t.Part.End()]
	servers := serversOf(kids)
	switch {
	case len(servers) > 1:
		return server{}, false, fmt.Errorf("rfc1738: NetURL: the %s part holds %d hosts (%q and %q): a url.URL has one", t.Scheme.Name(), len(servers), servers[0].host.String(), servers[1].host.String())
	case len(servers) == 1:
		s := servers[0]
		if !within(s.host, s.holder.Pos(), s.holder.End()) || !within(s.holder, t.Part.Pos(), t.Part.End()) {
			return server{}, false, fmt.Errorf("rfc1738: NetURL: the %s part's host %q is not where the part's text holds it", t.Scheme.Name(), s.host.String())
		}
		if s.holder.End() != s.host.End() {
			return server{}, false, fmt.Errorf("rfc1738: NetURL: the %s part holds %q after its host, which a url.URL has no field for", t.Scheme.Name(), text[s.host.End():s.holder.End()])
		}
		return s, true, nil
	}
	switch p := grammar.Of(t.Part); {
	case p == ast.MailtoURLP || p == ast.NewsURLP || !strings.HasPrefix(part, "//"):
		return server{}, false, nil
	case part == "//":
		return server{}, false, fmt.Errorf("rfc1738: NetURL: the %s part is \"//\" alone, which a url.URL, with no host and no path, writes as %q", t.Scheme.Name(), t.Scheme.Name()+":")
	case part[len("//")] != '/':
		return server{}, false, fmt.Errorf("rfc1738: NetURL: the %s part holds no host, but url.Parse would read one in %q, after its \"//\"", t.Scheme.Name(), part)
	}
	return server{}, true, nil
}

// within reports whether n's span lies between offsets pos and end: a
// node of an author's type may return a host that is not one of the
// tree's own nodes, whose span says nothing of the text.
func within(n ast.Node, pos, end int) bool {
	return pos <= n.Pos() && n.Pos() <= n.End() && n.End() <= end
}

// pathStart returns the offset in text, t's text, where the url-path of
// t's part starts: after s's host, or after the "//" of an empty one.
func (s server) pathStart(t *ast.URL) int {
	if s.host == nil {
		return t.Part.Pos() + len("//")
	}
	return s.host.End()
}

// searchOf returns the child among kids, a part's children, that is its
// search (ast.Search), which url.URL holds in RawQuery, or nil.
func searchOf(kids []ast.Node) ast.Node {
	for _, c := range kids {
		if grammar.Of(c).Name == ast.SearchP.Name {
			return c
		}
	}
	return nil
}
