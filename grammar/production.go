package grammar

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// Production names an RFC 1738 production; see ast.Production.
type Production = ast.Production

// The generic productions, as section 5 writes them.
var (
	GenericURL   = Production{Name: "genericurl", RFC: "RFC 1738", Section: "5", Rule: `genericurl = scheme ":" schemepart`}
	SchemeP      = Production{Name: "scheme", RFC: "RFC 1738", Section: "2.1", Rule: `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]`}
	SchemePartP  = Production{Name: "schemepart", RFC: "RFC 1738", Section: "5", Rule: `schemepart = *xchar | ip-schemepart`}
	IPSchemePart = Production{Name: "ip-schemepart", RFC: "RFC 1738", Section: "3.1", Rule: `ip-schemepart = "//" login [ "/" urlpath ]`}
	LoginP       = Production{Name: "login", RFC: "RFC 1738", Section: "3.1", Rule: `login = [ user [ ":" password ] "@" ] hostport`}
	UserP        = Production{Name: "user", RFC: "RFC 1738", Section: "3.1", Rule: `user = *[ uchar | ";" | "?" | "&" | "=" ]`}
	PasswordP    = Production{Name: "password", RFC: "RFC 1738", Section: "3.1", Rule: `password = *[ uchar | ";" | "?" | "&" | "=" ]`}
	HostPortP    = Production{Name: "hostport", RFC: "RFC 1738", Section: "3.1", Rule: `hostport = host [ ":" port ]`}
	HostP        = Production{Name: "host", RFC: "RFC 1738", Section: "3.1", Rule: `host = hostname | hostnumber`}
	HostnameP    = Production{Name: "hostname", RFC: "RFC 1738", Section: "3.1", Rule: `hostname = *[ domainlabel "." ] toplabel`}
	DomainLabelP = Production{Name: "domainlabel", RFC: "RFC 1738", Section: "3.1", Rule: `domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit`}
	TopLabelP    = Production{Name: "toplabel", RFC: "RFC 1738", Section: "3.1", Rule: `toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit`}
	HostnumberP  = Production{Name: "hostnumber", RFC: "RFC 1738", Section: "3.1", Rule: `hostnumber = digits "." digits "." digits "." digits`}
	DigitsP      = Production{Name: "digits", RFC: "RFC 1738", Section: "5", Rule: `digits = 1*digit`}
	PortP        = Production{Name: "port", RFC: "RFC 1738", Section: "3.1", Rule: `port = digits`}
	URLPathP     = Production{Name: "urlpath", RFC: "RFC 1738", Section: "3.1", Rule: `urlpath = *xchar`}
	EscapeP      = Production{Name: "escape", RFC: "RFC 1738", Section: "2.2", Rule: `escape = "%" hex hex`}
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
	for _, k := range ast.SameKindSchemes() {
		if k.Production.Of != nil && k.Production.Of.Name == p.Name && strings.EqualFold(string(u.Scheme.Text), k.Name) {
			return k.Production
		}
	}
	return p
}
