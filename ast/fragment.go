package ast

// Fragment is the fragment identifier that may follow a URL after "#".
// It is not part of the URL (RFC 1808 section 2.4.1), so a URL never
// holds one; ParseReference returns it beside the URL. Its syntax is
// RFC 1808's:
//
//	fragment = *( uchar | reserved )
//
//rfc:1808 2.2 FragmentP
//rfc:grammar FragmentP
type Fragment struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Reserved | Escape)* ) EOF"`
}

// Decoded returns the fragment with its escapes decoded.
func (f *Fragment) Decoded() string {
	if f == nil {
		return ""
	}
	return f.Text.Decoded()
}
