package ast

import "strings"

// RelativeURL is RFC 1808's relativeURL (section 2.2), a reference
// without a scheme, or what follows the scheme of a generic-RL:
//
//	relativeURL = net_path | abs_path | rel_path
//
// One field is set: NetPath when it starts with "//", AbsPath when it
// starts with a single "/", RelPath otherwise.
//
//rfc:1808 2.2 RelativeURLP
type RelativeURL struct {
	Span
	NetPath *NetPath `parser:"  @@"`
	AbsPath *AbsPath `parser:"| @@"`
	RelPath *RelPath `parser:"| @@"`
}

// NetPath is a reference with a network location:
//
//	net_path = "//" net_loc [ abs_path ]
//
//rfc:1808 2.2 NetPathP
type NetPath struct {
	Span
	NetLoc  *NetLoc  `parser:"'/' '/' @@"`
	AbsPath *AbsPath `parser:"@@?"`
}

// AbsPath is a path from the root of the net_loc:
//
//	abs_path = "/" rel_path
//
// Its "/" is the one section 2.4.6 says a parser must remember, which
// makes the path absolute (step 4 of section 4).
//
//rfc:1808 2.2 AbsPathP
type AbsPath struct {
	Span
	RelPath *RelPath `parser:"'/' @@?"`
}

// RelPath is a path with its parameters and query, each optional:
//
//	rel_path = [ path ] [ ";" params ] [ "?" query ]
//
// A nil field is absent; a present one may be empty (";" alone gives an
// empty Params), which section 2.4 treats as absent. A parsed RelPath is
// never empty: the grammar leaves out an empty rel_path (an AbsPath of
// "/" alone has none), as participle cannot take an alternative that
// matches nothing.
//
//rfc:1808 2.2 RelPathP
type RelPath struct {
	Span
	Path   *Path   `parser:"(?= Alpha | Digit | Safe | Extra | Escape | ':' | '@' | '&' | '=' | ';' | '?') @@?"`
	Params *Params `parser:"( ';' @@ )?"`
	Query  *Query  `parser:"( '?' @@ )?"`
}

// NetLoc is the network location and login of RFC 1808:
//
//	net_loc = *( pchar | ";" | "?" )
//
// It is wider than RFC 1738's login (section 3.1): the resolution only
// carries it over, and an RFC 1738 parse of the resolved URL checks it.
//
//rfc:1808 2.2 NetLocP
type NetLoc struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ':' | '@' | '&' | '=' | ';' | '?')* )"`
}

// Path is RFC 1808's path, its first segment not empty:
//
//	path     = fsegment *( "/" segment )
//	fsegment = 1*pchar
//	segment  =  *pchar
//	pchar    = uchar | ":" | "@" | "&" | "="
//
// It never starts with "/": the "/" before an absolute path is AbsPath's.
//
//rfc:1808 2.2 PathP
type Path struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ':' | '@' | '&' | '=')+ ( '/' (Alpha | Digit | Safe | Extra | Escape | ':' | '@' | '&' | '=')* )* )"`
}

// Segments returns the path's segments as written (not decoded), split
// at each "/": "a//b/" is "a", "", "b", "".
func (p *Path) Segments() []string {
	if p == nil {
		return nil
	}
	return strings.Split(string(p.Text), "/")
}

// Params are the object parameters, everything after the first ";" of a
// rel_path and before its query (section 2.4.5):
//
//	params = param *( ";" param )
//	param  = *( pchar | "/" )
//
// They are not part of the path, so the "." and ".." in them are not
// path segments (section 4: "Parameters, regardless of their purpose, do
// not form a part of the URL path").
//
//rfc:1808 2.2 ParamsP
type Params struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ':' | '@' | '&' | '=' | '/' | ';')* )"`
}

// List returns each param as written, split at ";".
func (p *Params) List() []string {
	if p == nil {
		return nil
	}
	return strings.Split(string(p.Text), ";")
}

// Query is the query information, everything after the first "?" of a
// rel_path (section 2.4.4):
//
//	query = *( uchar | reserved )
//
//rfc:1808 2.2 QueryP
type Query struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Reserved | Escape)* )"`
}

// Decoded returns the query with its escapes decoded.
func (q *Query) Decoded() string {
	if q == nil {
		return ""
	}
	return q.Text.Decoded()
}
