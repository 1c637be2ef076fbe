package grammar

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// Production names an RFC 1738 production; see ast.Production.
type Production = ast.Production

func rfc1738(name, section, rule string) Production { return ast.RFC1738(name, section, rule) }

// The generic productions, as section 5 writes them.
var (
	GenericURL   = rfc1738("genericurl", "5", `genericurl = scheme ":" schemepart`)
	SchemeP      = rfc1738("scheme", "2.1", `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]`)
	SchemePartP  = rfc1738("schemepart", "5", `schemepart = *xchar | ip-schemepart`)
	IPSchemePart = rfc1738("ip-schemepart", "3.1", `ip-schemepart = "//" login [ "/" urlpath ]`)
	LoginP       = rfc1738("login", "3.1", `login = [ user [ ":" password ] "@" ] hostport`)
	UserP        = rfc1738("user", "3.1", `user = *[ uchar | ";" | "?" | "&" | "=" ]`)
	PasswordP    = rfc1738("password", "3.1", `password = *[ uchar | ";" | "?" | "&" | "=" ]`)
	HostPortP    = rfc1738("hostport", "3.1", `hostport = host [ ":" port ]`)
	HostP        = rfc1738("host", "3.1", `host = hostname | hostnumber`)
	HostnameP    = rfc1738("hostname", "3.1", `hostname = *[ domainlabel "." ] toplabel`)
	DomainLabelP = rfc1738("domainlabel", "3.1", `domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit`)
	TopLabelP    = rfc1738("toplabel", "3.1", `toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit`)
	HostnumberP  = rfc1738("hostnumber", "3.1", `hostnumber = digits "." digits "." digits "." digits`)
	DigitsP      = rfc1738("digits", "5", `digits = 1*digit`)
	PortP        = rfc1738("port", "3.1", `port = digits`)
	URLPathP     = rfc1738("urlpath", "3.1", `urlpath = *xchar`)
	EscapeP      = rfc1738("escape", "2.2", `escape = "%" hex hex`)
)

// FragmentP is RFC 1808's fragment; its Section is that RFC's.
var FragmentP = Production{Name: "fragment", RFC: "RFC 1808", Section: "2.2", Rule: `fragment = *( uchar | reserved )`}

// Of returns the production that node n declares. Nodes declared outside
// this list, for a scheme, give theirs by implementing Declarer.
func Of(n ast.Node) Production {
	switch n := n.(type) {
	case *ast.URL:
		return GenericURL
	case *ast.Scheme:
		return SchemeP
	case *ast.IPSchemePart:
		return IPSchemePart
	case *ast.OpaquePart:
		return SchemePartP
	case *ast.Login:
		return LoginP
	case *ast.User:
		return UserP
	case *ast.Password:
		return PasswordP
	case *ast.HostPort:
		return HostPortP
	case *ast.Host:
		return HostP
	case *ast.Hostname:
		return HostnameP
	case *ast.DomainLabel:
		return DomainLabelP
	case *ast.TopLabel:
		return TopLabelP
	case *ast.Hostnumber:
		return HostnumberP
	case *ast.Digits:
		return DigitsP
	case *ast.Port:
		return PortP
	case *ast.URLPath:
		return URLPathP
	case *ast.Fragment:
		return FragmentP
	case Declarer:
		return n.Production()
	}
	return GenericURL
}

// Declarer is implemented by the nodes of a scheme's production, in
// package ast or in a scheme author's package, to name the production
// they stand for.
type Declarer interface {
	Production() ast.Production
}

// OfPart returns the production of u's scheme part as u's scheme reads
// it: Of(u.Part), or, for a scheme that a later RFC defines as one of
// RFC 1738's under another name (ast.SameKindSchemes) and whose part is
// of that scheme's type, the later RFC's production, whose Of is
// Of(u.Part): ast.HTTPSURLP for an https URL's *ast.HTTPPart (RFC 2818
// section 2.4: an http URL with another scheme name and port 443). A
// teaching output names and cites the part so, as the parser's errors
// do.
func OfPart(u *ast.URL) Production {
	if u == nil {
		return Of(nil)
	}
	p := Of(u.Part)
	if u.Scheme == nil {
		return p
	}
	for _, k := range sameKind {
		if k.Production.Of != nil && *k.Production.Of == p && strings.EqualFold(string(u.Scheme.Text), k.Name) {
			return k.Production
		}
	}
	return p
}

// sameKind are ast.SameKindSchemes, listed once.
var sameKind = ast.SameKindSchemes()
