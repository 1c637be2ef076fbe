package ast

// Search is the search part that http, gopher and wais URLs share:
//
//	search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//
// (section 5, under HTTP). Within it "/" and "?" must be escaped.
//
//rfc:1738 3.3 SearchP
type Search struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ';' | ':' | '@' | '&' | '=')* )"`
}

// Decoded returns the search with its escapes decoded.
func (s *Search) Decoded() string {
	if s == nil {
		return ""
	}
	return s.Text.Decoded()
}
