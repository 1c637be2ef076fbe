package rfc1738

import "strings"

// readerDelimiters is, by Component, the reserved characters that the
// production allows unescaped (zz_components.go, from the grammar) but
// that a reader of RFC 3986 or of the WHATWG URL Standard (net/url, a
// browser) takes for a delimiter where the production is written: a "?"
// ends the authority before a user's or password's "@", so that such a
// reader would name another host, and it ends a path, so that a segment
// or a prospero field would lose its end to a query, and ".." before it
// would be a dot segment. Escape escapes them too: an escape is a uchar,
// which RFC 1738 reads as the same octet, so every reader splits the
// text alike. "#" and the other unsafe characters are escaped already.
var readerDelimiters = [numComponents]string{
	InUser:       "?",
	InPassword:   "?",
	InFSegment:   "?",
	InPSegment:   "?",
	InFieldName:  "?",
	InFieldValue: "?",
}

// escapes reports whether Escape writes s[i] escaped for c: when c does
// not allow it, when other readers take it for a delimiter in c's text,
// and when it is the first "/" of a mailto address or news article that
// starts with "//", which other readers take for the start of an
// authority ("mailto://evil.example/" names host evil.example to them).
func (c Component) escapes(s string, i int) bool {
	b := s[i]
	switch {
	case !c.Allows(b):
		return true
	case c.valid() && strings.IndexByte(readerDelimiters[c], b) >= 0:
		return true
	}
	return i == 0 && (c == InEncoded822Addr || c == InUnique) && strings.HasPrefix(s, "//")
}
