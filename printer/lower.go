package printer

// folded appends s, lower-cased in canonical form.
func (p *printer) folded(s string) {
	if p.canonical {
		s = lowerASCII(s)
	}
	p.literal(s)
}

// lowerASCII returns s with the letters A-Z lower-cased and every other
// byte as it is. Scheme names and host names are ASCII (section 5), and
// a byte that is not is no letter to fold.
func lowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
