package ast

// Search is the search part that http, gopher and wais URLs share:
//
//	search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//
// (section 5, under HTTP). Within it "/" and "?" must be escaped.
type Search struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ';' | ':' | '@' | '&' | '=')* )"`
}

// SearchP is the search production.
var SearchP = Production{Name: "search", RFC: "RFC 1738", Section: "3.3", Rule: `search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`}

// String returns the search as written.
func (s *Search) String() string {
	if s == nil {
		return ""
	}
	return string(s.Text)
}

// Decoded returns the search with its escapes decoded.
func (s *Search) Decoded() string {
	if s == nil {
		return ""
	}
	return s.Text.Decoded()
}

// Production returns SearchP.
func (*Search) Production() Production { return SearchP }
