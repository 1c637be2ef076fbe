// Package rtsp declares the URLs of the Real Time Streaming Protocol
// (RFC 2326 section 3.2) as a scheme of the rfc1738 parser, from outside
// the library, as a scheme author would: one part type whose tags are
// the production, its Production, and a registry entry (Scheme). It is
// the second example of examples/newscheme, beside LDAP, and shows how
// little a scheme needs: its children, its hostport and its tree walk
// come from its fields.
//
//	rtsp_URL = ( "rtsp:" | "rtspu:" ) "//" host [ ":" port ] [ abs_path ]
//
// abs_path is HTTP/1.1's (RFC 2068 section 3.2.1): segments under "/",
// then a query after "?". This package reads it with RFC 1738's own
// hpath and search (section 3.3), a reading: RFC 2068's path allows the
// same unreserved characters and escapes, and ";", ":", "@", "&", "=",
// but also "+", "," and "$" wherever RFC 1738 does (they are its safe
// and extra characters), so the difference is "params" after a ";",
// which this reading keeps in the segment. rtsp is RTSP over TCP and
// rtspu over UDP; both default to port 554 (section 3.2).
package rtsp

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// URLP is the production of both schemes.
var URLP = ast.Production{Name: "rtsp_URL", RFC: "RFC 2326", Section: "3.2",
	Rule: `rtsp_URL = ( "rtsp:" | "rtspu:" ) "//" host [ ":" port ] [ abs_path ]`}

// Part is what follows "rtsp:" or "rtspu:": a hostport, then a path of
// segments and a query, as http's.
type Part struct {
	ast.Span
	HostPort *ast.HostPort `parser:"'/' '/' @@"`
	Path     *ast.HPath    `parser:"( '/' @@"`
	Query    *ast.Search   `parser:"( '?' @@ )? )?"`
}

// Production returns URLP.
func (*Part) Production() ast.Production { return URLP }

// DefaultPort returns 554, RTSP's port for both schemes (section 3.2).
func (*Part) DefaultPort() (int, bool) { return 554, true }

// String returns the part as written.
func (p *Part) String() string {
	if p == nil {
		return ""
	}
	s := "//" + p.HostPort.String()
	if p.Path != nil {
		s += "/" + p.Path.String()
		if p.Query != nil {
			s += "?" + p.Query.String()
		}
	}
	return s
}

// Schemes returns the registry entries of rtsp and rtspu, to register
// with parser.WithScheme; rtspparse.Schemes sets their generated parsers.
func Schemes() []parser.Scheme {
	return []parser.Scheme{{Name: "rtsp", Part: &Part{}}, {Name: "rtspu", Part: &Part{}}}
}
