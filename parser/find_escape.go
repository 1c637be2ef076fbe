package parser

import "strings"

// isEscape reports whether the byte at i of s is a Markdown backslash
// escape: a "\" before ASCII punctuation, which CommonMark reads as the
// punctuation alone.
func isEscape(s string, i int) bool {
	return s[i] == '\\' && i+1 < len(s) && isASCIIPunct(s[i+1])
}

// isASCIIPunct reports whether c is ASCII punctuation, as CommonMark
// counts it: every printable byte that is not a letter, a digit or a
// space.
func isASCIIPunct(c byte) bool {
	return '!' <= c && c <= '/' || ':' <= c && c <= '@' || '[' <= c && c <= '`' || '{' <= c && c <= '~'
}

// unescape returns s with its Markdown backslash escapes (isEscape)
// removed, s itself when it has none.
func unescape(s string) string {
	i := strings.IndexByte(s, '\\')
	for i >= 0 && !isEscape(s, i) {
		j := strings.IndexByte(s[i+1:], '\\')
		if j < 0 {
			return s
		}
		i += 1 + j
	}
	if i < 0 {
		return s
	}
	b := append(make([]byte, 0, len(s)), s[:i]...)
	for ; i < len(s); i++ {
		if isEscape(s, i) {
			i++
		}
		b = append(b, s[i])
	}
	return string(b)
}
