package rfc1738

import "github.com/urlsyntax/rfc1738/parser"

// Fix returns the nearest RFC 1738 URL to s: s with the notes' advice
// applied, and the edits that apply it, or an error when no URL is near.
// A valid URL comes back as it is, with no edits.
//
// The advice it takes writes unsafe and national characters escaped
// where they are data ("~" as "%7E", a space as "%20"), a "%" that
// starts no escape as "%25" and a "/" or "?" inside a search escaped,
// and removes the appendix's "<URL:" and ">" and the whitespace inside
// them. It never changes what net/url or a browser takes as the host,
// the decoded path and query or the fragment: it never escapes a "#"
// that starts a fragment (Fixed.Text keeps the fragment after the URL,
// Fixed.URL is the URL alone), nor a delimiter, and refuses where those
// readers disagree, as on a "\" in an http URL's path, which browsers
// read as "/". A "_" in a host has no escape: hosts have none. See
// parser.Parser.Fix for each rule and why.
func Fix(s string) (parser.Fixed, error) { return parser.Fix(s) }
