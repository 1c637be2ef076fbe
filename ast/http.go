package ast

// HTTPPart is the scheme part of an http URL (section 3.3):
//
//	httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
//
// It is also the part of an https URL, which RFC 2818 section 2.4
// writes as an http URL with "https" for the scheme (HTTPSURLP).
//
// The server is a hostport, not a login: "No user name or password is
// allowed" (section 3.3), so "http://joe@host/" is an error. A search
// comes only after the "/" and an hpath: "http://host?x" is an error,
// "http://host/?x" is not (its hpath is one empty hsegment).
//
// Path is nil when no "/" follows the hostport, and an HPath of one
// empty HSegment when the URL ends with that "/". The tree keeps the two
// apart, as it keeps every spelling, though section 3.3 says the "/"
// "may also be omitted" when neither path nor search is present. Search
// is nil when there is no "?", and empty when the "?" ends the URL.
//
//rfc:1738 3.3 HTTPURLP
//rfc:scheme http 80
//rfc:samekind https 443 2818 2.4 2.3
type HTTPPart struct {
	Span
	HostPort *HostPort `parser:"'/' '/' @@"`
	Path     *HPath    `parser:"( '/' @@"`
	Search   *Search   `parser:"( '?' @@ )? )?"`
}

// HostPortPart returns the hostport, the server's host and port: an
// http URL has no login, so URL.Login is nil for it.
func (p *HTTPPart) HostPortPart() *HostPort {
	if p == nil {
		return nil
	}
	return p.HostPort
}

// Segments returns the path's hsegments decoded, in order, and nil when
// the URL has no path. Section 3.3 says "/" "may be used within HTTP to
// designate a hierarchical structure": the segments are split at the
// "/" written as such, before decoding, so an escaped "/" ("%2F") stays
// inside its segment.
func (p *HTTPPart) Segments() []string {
	if p == nil || p.Path == nil {
		return nil
	}
	out := make([]string, len(p.Path.Segments))
	for i, s := range p.Path.Segments {
		if s != nil {
			out[i] = s.Decoded()
		}
	}
	return out
}

// DecodedSearch returns the search, "a query string" (section 3.3),
// decoded, and false when the URL has no "?".
func (p *HTTPPart) DecodedSearch() (string, bool) {
	if p == nil || p.Search == nil {
		return "", false
	}
	return p.Search.Decoded(), true
}

// HPath is the path of an http URL, "an HTTP selector" (section 3.3):
//
//	hpath = hsegment *[ "/" hsegment ]
//
// It always has at least one segment,
// which may be empty ("http://host/" has one empty segment).
//
//rfc:1738 3.3 HPathP
type HPath struct {
	Span
	Segments []*HSegment `parser:"@@ ( '/' @@ )*"`
}

// Decoded returns the path with its escapes decoded. Decoding can turn
// an escaped "/" into a separator, so use it for display; to split, use
// the segments (or HTTPPart.Segments).
func (h *HPath) Decoded() string { return Decode(h.String()) }

// HSegment is one segment of an http path:
//
//	hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//
// Within it "/" and "?" must be escaped, as
// they would end it; ";" is allowed, though section 3.3 reserves it.
//
//rfc:1738 3.3 HSegmentP
type HSegment struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ';' | ':' | '@' | '&' | '=')* )"`
}

// Decoded returns the segment with its escapes decoded.
func (s *HSegment) Decoded() string {
	if s == nil {
		return ""
	}
	return s.Text.Decoded()
}
