package ast

// IPSchemePart is the common Internet scheme syntax of section 3.1:
//
//	ip-schemepart = "//" login [ "/" urlpath ]
//
// Path is nil when no "/" follows the login, and an empty *URLPath when
// the URL ends with that "/".
//
//rfc:1738 3.1 IPSchemePartP
//rfc:grammar IPSchemePart
type IPSchemePart struct {
	Span
	Login *Login   `parser:"'/' '/' @@"`
	Path  *URLPath `parser:"( '/' @@ )?"`
}

// DefaultPort implements SchemePart: the common syntax serves any
// scheme, and has no port of its own.
func (*IPSchemePart) DefaultPort() (int, bool) { return 0, false }

// LoginPart returns the login, as every scheme part that has one does.
func (p *IPSchemePart) LoginPart() *Login {
	if p == nil {
		return nil
	}
	return p.Login
}

// URLPath is the url-path of an ip-schemepart:
//
//	urlpath = *xchar
//
// Its structure depends on the scheme (section 3.1); the generic syntax keeps
// it whole. The "/" before it is not part of it.
//
//rfc:1738 3.1 URLPathP
//rfc:grammar URLPathP
type URLPath struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Reserved | Escape)* )"`
}

// Decoded returns the path with its escapes decoded. Decoding can turn
// an escaped "/" into a separator, so use it for display, not to split.
func (p *URLPath) Decoded() string {
	if p == nil {
		return ""
	}
	return p.Text.Decoded()
}

// OpaquePart is the other alternative of schemepart, *xchar:
//
//	schemepart = *xchar | ip-schemepart
//
// It serves the schemes this parser has no production for when their scheme part does
// not start with "//". (A scheme part that starts with "//" must be an
// ip-schemepart; see the parser's package documentation.)
//
//rfc:1738 5 SchemePartP
//rfc:grammar SchemePartP
type OpaquePart struct {
	Span
	Text Text `parser:"(?! '/' '/') @( (Alpha | Digit | Safe | Extra | Reserved | Escape)* ) EOF"`
}

// DefaultPort implements SchemePart: an opaque part has no port.
func (*OpaquePart) DefaultPort() (int, bool) { return 0, false }

// Decoded returns the scheme part with its escapes decoded.
func (p *OpaquePart) Decoded() string {
	if p == nil {
		return ""
	}
	return p.Text.Decoded()
}
