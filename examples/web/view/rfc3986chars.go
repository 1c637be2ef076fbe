package view

import (
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/grammar"
)

// outside3986 returns the first character of s that RFC 3986 allows
// nowhere in a URI reference as it stands (section 2, and appendix A's
// URI-reference): one that is neither unreserved, a sub-delim nor a
// gen-delim, a "%" that starts no escape, or a "#" after the first;
// "" when it has none. The page says where the RFC 3986 parser, which
// takes such characters, goes beyond the RFC.
func outside3986(s string) string {
	const allowed = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:/?#[]@"
	hash := false
	for i := 0; i < len(s); i++ {
		b := s[i]
		switch {
		case grammar.EscapeAt(s, i):
			i += 2
		case b == '%':
			return "%"
		case b == '#' && hash:
			return "#"
		case b == '#':
			hash = true
		case b >= utf8.RuneSelf:
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError {
				return s[i : i+1]
			}
			return s[i : i+n]
		case !strings.ContainsRune(allowed, rune(b)):
			return s[i : i+1]
		}
	}
	return ""
}
