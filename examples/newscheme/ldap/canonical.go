package ldap

import (
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/printer"
)

// Canonical returns an LDAP URL in canonical form, the one spelling of
// the URLs that RFC 4516 and RFC 3986 say are equivalent:
//
//   - the scheme and the host in lower case (RFC 3986 section 6.2.2.1;
//     the host is printed by package printer, as for any RFC 1738 URL);
//   - no port when it is 389, the default (RFC 4516 section 3);
//   - the hex digits of escapes in upper case, and escapes of RFC 3986's
//     unreserved characters (letters, digits, "-", ".", "_", "~")
//     decoded (RFC 3986 sections 6.2.2.1 and 6.2.2.2);
//   - a valid scope in lower case, its escapes decoded (ABNF strings
//     are case-insensitive).
//
// It is printer.Canonical, which prints the part by Part.CanonicalString
// (printer.Canonicalizer): the library's own rules, applied to the
// library's nodes inside the part, would not be enough, and could not
// be used here as they are: they decode escapes of "$+!*'()," too,
// which RFC 1738 section 2.2 forbids any scheme to reserve, but RFC 4516
// reserves "," (it separates selectors and extensions, and "%2C" in an
// extension value is data), so decoding "%2C" would change the URL's
// meaning.
//
// Fields are otherwise kept as written, empty ones included, and a URL
// of another scheme is printed by printer.Canonical; a nil u is "".
func Canonical(u *ast.URL) string { return printer.Canonical(u) }

// CanonicalString implements printer.Canonicalizer: the part in the
// canonical form of Canonical, for a parsed tree and one a program built
// alike.
func (p *Part) CanonicalString() string {
	if p == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString("//")
	if p.HostPort != nil {
		if p.HostPort.Host != nil {
			// The printer lower-cases a host name in canonical form; a
			// strings.Builder's Write never fails.
			_ = (&printer.Config{Mode: printer.CanonicalFormat}).Fprint(&b, p.HostPort.Host)
		}
		if pt := p.HostPort.Port; pt != nil {
			if v, ok := pt.Value(); !ok || v != DefaultPort || !isDigits(string(pt.Text)) {
				b.WriteString(":" + string(pt.Text))
			}
		}
	}
	scope := func() string {
		if v, ok := p.Scope.Value(); ok && p.Scope.Text != "" {
			return v
		}
		return canonicalEscapes(string(p.Scope.Text))
	}
	fields := []struct {
		present bool
		text    func() string
	}{
		{p.DN != nil, func() string { return canonicalPath(string(p.DN.Text)) }},
		{p.Attributes != nil, func() string { return canonicalEscapes(p.Attributes.String()) }},
		{p.Scope != nil, scope},
		{p.Filter != nil, func() string { return canonicalEscapes(string(p.Filter.Text)) }},
		{p.Extensions != nil, func() string { return canonicalEscapes(p.Extensions.String()) }},
	}
	last := -1
	for i, f := range fields {
		if f.present {
			last = i
		}
	}
	for i := 0; i <= last; i++ {
		if i == 0 {
			b.WriteByte('/')
		} else {
			b.WriteByte('?')
		}
		if fields[i].present {
			b.WriteString(fields[i].text())
		}
	}
	return b.String()
}

// canonicalPath is canonicalEscapes for the DN, which RFC 1808 reads as
// the URL's path: a piece between "/" and ";" that would decode to "."
// or ".." keeps its escapes (upper case), since decoded it would be a dot
// segment that resolution removes (RFC 1808 section 4, step 6), and
// "ldap://h/%2E%2E" would resolve "x" elsewhere than its canonical form.
func canonicalPath(s string) string {
	var b strings.Builder
	for len(s) > 0 {
		n := strings.IndexAny(s, "/;")
		if n < 0 {
			n = len(s)
		}
		piece := s[:n]
		if d := canonicalEscapes(piece); (d == "." || d == "..") && d != piece {
			b.WriteString(strings.ToUpper(piece))
		} else {
			b.WriteString(d)
		}
		if n < len(s) {
			b.WriteByte(s[n])
			n++
		}
		s = s[n:]
	}
	return b.String()
}

// canonicalEscapes decodes the escapes of RFC 3986's unreserved
// characters in s and writes the others with upper-case hex digits.
func canonicalEscapes(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' || i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
			b.WriteByte(s[i])
			continue
		}
		c := unhex(s[i+1])<<4 | unhex(s[i+2])
		if isAlpha(c) || isDigit(c) || strings.IndexByte("-._~", c) >= 0 {
			b.WriteByte(c)
		} else {
			b.WriteString("%" + strings.ToUpper(strconv.FormatUint(uint64(c)|0x100, 16)[1:]))
		}
		i += 2
	}
	return b.String()
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}
