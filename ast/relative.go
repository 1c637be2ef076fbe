package ast

import "strings"

// RelativeURL is RFC 1808's relativeURL (section 2.2), a reference
// without a scheme, or what follows the scheme of a generic-RL:
//
//	relativeURL = net_path | abs_path | rel_path
//
// One field is set: NetPath when it starts with "//", AbsPath when it
// starts with a single "/", RelPath otherwise.
type RelativeURL struct {
	Span
	NetPath *NetPath `parser:"  @@"`
	AbsPath *AbsPath `parser:"| @@"`
	RelPath *RelPath `parser:"| @@"`
}

// String returns the relative URL as written.
func (r *RelativeURL) String() string {
	if r == nil {
		return ""
	}
	return textOf(r.put)
}

// Production returns RFC 1808's relativeURL production.
func (*RelativeURL) Production() Production { return RelativeURLP }

func (r *RelativeURL) appendChildren(out []Node) []Node {
	if r == nil {
		return out
	}
	if r.NetPath != nil {
		out = append(out, r.NetPath)
	}
	if r.AbsPath != nil {
		out = append(out, r.AbsPath)
	}
	if r.RelPath != nil {
		out = append(out, r.RelPath)
	}
	return out
}

// Children implements Parent.
func (r *RelativeURL) Children() []Node { return r.appendChildren(nil) }

// NetPath is a reference with a network location:
//
//	net_path = "//" net_loc [ abs_path ]
type NetPath struct {
	Span
	NetLoc  *NetLoc  `parser:"'/' '/' @@"`
	AbsPath *AbsPath `parser:"@@?"`
}

// String returns the net_path as written.
func (n *NetPath) String() string {
	if n == nil {
		return ""
	}
	return textOf(n.put)
}

// Production returns RFC 1808's net_path production.
func (*NetPath) Production() Production { return NetPathP }

func (n *NetPath) appendChildren(out []Node) []Node {
	if n == nil {
		return out
	}
	if n.NetLoc != nil {
		out = append(out, n.NetLoc)
	}
	if n.AbsPath != nil {
		out = append(out, n.AbsPath)
	}
	return out
}

// Children implements Parent.
func (n *NetPath) Children() []Node { return n.appendChildren(nil) }

// AbsPath is a path from the root of the net_loc:
//
//	abs_path = "/" rel_path
//
// Its "/" is the one section 2.4.6 says a parser must remember, which
// makes the path absolute (step 4 of section 4).
type AbsPath struct {
	Span
	RelPath *RelPath `parser:"'/' @@?"`
}

// String returns the abs_path as written, "/" first.
func (a *AbsPath) String() string {
	if a == nil {
		return ""
	}
	return textOf(a.put)
}

// Production returns RFC 1808's abs_path production.
func (*AbsPath) Production() Production { return AbsPathP }

func (a *AbsPath) appendChildren(out []Node) []Node {
	if a == nil || a.RelPath == nil {
		return out
	}
	return append(out, a.RelPath)
}

// Children implements Parent.
func (a *AbsPath) Children() []Node { return a.appendChildren(nil) }

// RelPath is a path with its parameters and query, each optional:
//
//	rel_path = [ path ] [ ";" params ] [ "?" query ]
//
// A nil field is absent; a present one may be empty (";" alone gives an
// empty Params), which section 2.4 treats as absent. A parsed RelPath is
// never empty: the grammar leaves out an empty rel_path (an AbsPath of
// "/" alone has none), as participle cannot take an alternative that
// matches nothing.
type RelPath struct {
	Span
	Path   *Path   `parser:"(?= Alpha | Digit | Safe | Extra | Escape | ':' | '@' | '&' | '=' | ';' | '?') @@?"`
	Params *Params `parser:"( ';' @@ )?"`
	Query  *Query  `parser:"( '?' @@ )?"`
}

// String returns the rel_path as written.
func (r *RelPath) String() string {
	if r == nil {
		return ""
	}
	return textOf(r.put)
}

// Production returns RFC 1808's rel_path production.
func (*RelPath) Production() Production { return RelPathP }

func (r *RelPath) appendChildren(out []Node) []Node {
	if r == nil {
		return out
	}
	if r.Path != nil {
		out = append(out, r.Path)
	}
	if r.Params != nil {
		out = append(out, r.Params)
	}
	if r.Query != nil {
		out = append(out, r.Query)
	}
	return out
}

// Children implements Parent.
func (r *RelPath) Children() []Node { return r.appendChildren(nil) }

// NetLoc is the network location and login of RFC 1808:
//
//	net_loc = *( pchar | ";" | "?" )
//
// It is wider than RFC 1738's login (section 3.1): the resolution only
// carries it over, and an RFC 1738 parse of the resolved URL checks it.
type NetLoc struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ':' | '@' | '&' | '=' | ';' | '?')* )"`
}

// String returns the net_loc as written.
func (n *NetLoc) String() string {
	if n == nil {
		return ""
	}
	return string(n.Text)
}

// Production returns RFC 1808's net_loc production.
func (*NetLoc) Production() Production { return NetLocP }

// Path is RFC 1808's path, its first segment not empty:
//
//	path     = fsegment *( "/" segment )
//	fsegment = 1*pchar
//	segment  =  *pchar
//	pchar    = uchar | ":" | "@" | "&" | "="
//
// It never starts with "/": the "/" before an absolute path is AbsPath's.
type Path struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ':' | '@' | '&' | '=')+ ( '/' (Alpha | Digit | Safe | Extra | Escape | ':' | '@' | '&' | '=')* )* )"`
}

// String returns the path as written.
func (p *Path) String() string {
	if p == nil {
		return ""
	}
	return string(p.Text)
}

// Segments returns the path's segments as written (not decoded), split
// at each "/": "a//b/" is "a", "", "b", "".
func (p *Path) Segments() []string {
	if p == nil {
		return nil
	}
	return strings.Split(string(p.Text), "/")
}

// Production returns RFC 1808's path production.
func (*Path) Production() Production { return PathP }

// Params are the object parameters, everything after the first ";" of a
// rel_path and before its query (section 2.4.5):
//
//	params = param *( ";" param )
//	param  = *( pchar | "/" )
//
// They are not part of the path, so the "." and ".." in them are not
// path segments (section 4: "Parameters, regardless of their purpose, do
// not form a part of the URL path").
type Params struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ':' | '@' | '&' | '=' | '/' | ';')* )"`
}

// String returns the params as written, without the first ";".
func (p *Params) String() string {
	if p == nil {
		return ""
	}
	return string(p.Text)
}

// List returns each param as written, split at ";".
func (p *Params) List() []string {
	if p == nil {
		return nil
	}
	return strings.Split(string(p.Text), ";")
}

// Production returns RFC 1808's params production.
func (*Params) Production() Production { return ParamsP }

// Query is the query information, everything after the first "?" of a
// rel_path (section 2.4.4):
//
//	query = *( uchar | reserved )
type Query struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Reserved | Escape)* )"`
}

// String returns the query as written, without the "?".
func (q *Query) String() string {
	if q == nil {
		return ""
	}
	return string(q.Text)
}

// Decoded returns the query with its escapes decoded.
func (q *Query) Decoded() string {
	if q == nil {
		return ""
	}
	return q.Text.Decoded()
}

// Production returns RFC 1808's query production.
func (*Query) Production() Production { return QueryP }
