package ast

// GopherPart is the scheme part of a gopher URL (section 3.4):
//
//	gopherurl = "gopher://" hostport [ / [ gtype [ selector
//	            [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
//
// The server is a hostport, not a login: a gopher URL has no user or
// password. Path is nil when no "/" follows the hostport, and an empty
// GopherPath when the URL ends with that "/"; section 3.4.1 lets both
// stand for the server's top-level directory, of type "1".
//
//rfc:1738 3.4 GopherURLP
//rfc:scheme gopher 70 3.4.1
type GopherPart struct {
	Span
	HostPort *HostPort   `parser:"'/' '/' @@"`
	Path     *GopherPath `parser:"( '/' @@ )?"`
}

// HostPortPart returns the hostport, the server's host and port: a
// gopher URL has no login, so URL.Login is nil for it.
func (p *GopherPart) HostPortPart() *HostPort {
	if p == nil {
		return nil
	}
	return p.HostPort
}

// Type returns the Gopher item type, decoded: the gtype's octet, or "1"
// (a directory) when the URL has none, as section 3.4.1 says ("The
// entire <gopher-path> may also be empty, in which case the delimiting
// "/" is also optional and the <gophertype> defaults to "1""). A gtype
// that a program wrote as more or less than one character gives its
// first octet, or '1' when empty; the validator reports it.
func (p *GopherPart) Type() byte {
	if p == nil || p.Path == nil || p.Path.GType == nil {
		return '1'
	}
	if b, ok := p.Path.GType.Byte(); ok {
		return b
	}
	if d := p.Path.GType.Decoded(); d != "" {
		return d[0]
	}
	return '1'
}

// DecodedSelector returns the selector decoded: the octets a Gopher
// client sends to the server (section 3.4.2). It is "" when the URL has
// none, which is also how Gopher names the top-level directory
// (section 3.4.1).
func (p *GopherPart) DecodedSelector() string {
	if p == nil || p.Path == nil || p.Path.Selector == nil {
		return ""
	}
	return p.Path.Selector.Decoded()
}

// DecodedSearch returns the search decoded, and false when the URL has
// no "%09" search: a search that is present may be empty, as a Gopher+
// URL's must be when it has no search (section 3.4.3).
func (p *GopherPart) DecodedSearch() (string, bool) {
	if p == nil || p.Path == nil || p.Path.Search == nil {
		return "", false
	}
	return p.Path.Search.Decoded(), true
}

// DecodedGopherPlus returns the Gopher+ string decoded, and false when
// the URL has none: the Gopher+ commands the client sends after the
// selector and search (section 3.4.3).
func (p *GopherPart) DecodedGopherPlus() (string, bool) {
	if p == nil || p.Path == nil || p.Path.GopherPlus == nil {
		return "", false
	}
	return p.Path.GopherPlus.Decoded(), true
}

// GopherPath is the text after the "/" of a gopher URL, the
// <gopher-path> of section 3.4.1:
//
//	gopher-path = [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ]
//
// Section 5 gives this text no name of its own; its rule is named after
// section 3.4.1's <gopher-path>.
//
// Each part needs the one before it: a selector follows a gtype, a
// search follows "%09" after a selector, and a gopher+_string follows a
// second "%09" after a search, which section 3.4.3 makes present, "although
// the <search> element may be the empty string". A path that is empty
// has none of them; once there is a gtype, Selector is never nil, but
// may be empty.
//
// gtype, selector and gopher+_string are *xchar, and an escape is an
// xchar, so "%09" can be read as part of a selector or search, or as the
// delimiter before a search or gopher+_string. The parser takes the
// leftmost reading that parses: the selector ends at the first "%09"
// that a search can follow, which is one not followed by "/" or "?"
// (which a search does not allow) before the next "%09" or the end; the
// search ends at the next "%09", since a gopher+_string can hold
// anything. So a selector holds "%09" only when the text after it
// cannot be a search, as in "gopher://host/1a%09b/c", whose selector is
// "a%09b/c". Deciding costs one look ahead over the text between one
// "%09" and the next, so a path is read in linear time.
//
//rfc:1738 3.4 GopherPathP
type GopherPath struct {
	Span
	GType      *GType        `parser:"( @@"`
	Selector   *Selector     `parser:"@@"`
	Search     *GopherSearch `parser:"( '%09' @@"`
	GopherPlus *GopherPlus   `parser:"( '%09' @@ )? )? )?"`
}

// GType is the one-character Gopher item type:
//
//	gtype = xchar
//
// Section 3.4.1 refers to RFC 1436, which lists "0" for a file, "1" for a directory, "7" for a
// search server and more). Any xchar is valid syntax, an escape
// included, for "no characters are reserved" in a gopher path.
//
//rfc:1738 3.4 GTypeP
type GType struct {
	Span
	Text Text `parser:"@( Alpha | Digit | Safe | Extra | Reserved | Escape )"`
}

// Decoded returns the type with its escape, if any, decoded.
func (t *GType) Decoded() string {
	if t == nil {
		return ""
	}
	return t.Text.Decoded()
}

// Byte returns the type's octet, decoded, and false when the text is not
// one octet decoded (a tree a program built may hold any text).
func (t *GType) Byte() (byte, bool) {
	if t == nil {
		return 0, false
	}
	d := t.Decoded()
	if len(d) != 1 {
		return 0, false
	}
	return d[0], true
}

// Selector is the Gopher selector string:
//
//	selector = *xchar
//
// The client sends it to the server decoded (section 3.4.1). It holds "%09"
// only where the text after that "%09" cannot be a search; see
// GopherPath.
//
//rfc:1738 3.4 SelectorP
type Selector struct {
	Span
	Text Text `parser:"@( ( Alpha | Digit | Safe | Extra | Reserved | '%09' (?= (Alpha | Digit | Safe | Extra | ';' | ':' | '@' | '&' | '=' | (?! '%09') Escape)* ('/' | '?') ) | (?! '%09') Escape )* )"`
}

// Decoded returns the selector with its escapes decoded: the selector
// string of the Gopher protocol.
func (s *Selector) Decoded() string {
	if s == nil {
		return ""
	}
	return s.Text.Decoded()
}

// GopherSearch is the search of a gopher URL: the search production,
// search = *[ uchar | ";" | ":" | "@" | "&" | "=" ], as Search declares
// it, read up to the first "%09". A search may hold "%09" by its rule,
// but in a gopher URL that "%09" starts the gopher+_string (the leftmost
// split; see GopherPath). Search reads every "%09", so it cannot stop
// there, and gopher has this type of its own, with Search's fields;
// AsSearch gives the same node as a *Search.
//
//rfc:use SearchP
type GopherSearch struct {
	Span
	Text Text `parser:"@( ( Alpha | Digit | Safe | Extra | ';' | ':' | '@' | '&' | '=' | (?! '%09') Escape )* )"`
}

// Decoded returns the search with its escapes decoded: the search string
// the client sends after the selector and a tab (section 3.4.2).
func (s *GopherSearch) Decoded() string {
	if s == nil {
		return ""
	}
	return s.Text.Decoded()
}

// AsSearch returns s as a *Search: the same node, sharing its memory, for
// code that handles the search of every scheme alike. It is nil for a
// nil s.
func (s *GopherSearch) AsSearch() *Search { return (*Search)(s) }

// GopherPlus is the gopher+_string of a gopher URL:
//
//	gopher+_string = *xchar
//
// It holds the Gopher+ commands sent after the selector and the search (sections 3.4.3 to 3.4.9): "+" and a view,
// "?" for an item with a form, "!" or "$" and attribute names, or the
// values of a filled-in form, whose "%09", "%0D" and "%0A" are part of
// the string.
//
//rfc:1738 3.4 GopherPlusP
type GopherPlus struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Reserved | Escape)* )"`
}

// Decoded returns the Gopher+ string with its escapes decoded: the
// commands as the client sends them.
func (g *GopherPlus) Decoded() string {
	if g == nil {
		return ""
	}
	return g.Text.Decoded()
}
