package ast

// Decode returns s with each escape ("%" hex hex, RFC 1738 section 2.2)
// replaced by the byte it encodes. A "%" that does not start an escape is
// kept as it is; parsed text never has one.
func Decode(s string) string {
	i := indexEscape(s, 0)
	if i < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

func indexEscape(s string, from int) int {
	for i := from; i+2 < len(s); i++ {
		if s[i] == '%' && isHex(s[i+1]) && isHex(s[i+2]) {
			return i
		}
	}
	return -1
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// EscapedOctet returns the octet that the escape ("%" hex hex) at s[i]
// encodes; s[i:] must start with one (grammar.EscapeAt tells). It reads
// the escape in place, for code that looks at a few octets of a text
// without decoding it all.
func EscapedOctet(s string, i int) byte { return unhex(s[i+1])<<4 | unhex(s[i+2]) }

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
