package ast

// URL is a whole URL (RFC 1738 section 5):
//
//	genericurl = scheme ":" schemepart
//
// Which SchemePart follows the colon is decided by the
// scheme: a parser holds one production per scheme it knows and uses the
// generic one (IPSchemePart or OpaquePart) for every other scheme.
//
//rfc:1738 5 GenericURLP
//rfc:grammar GenericURL
type URL struct {
	Span
	Scheme *Scheme    `parser:"@@ ':'"`
	Part   SchemePart `parser:"@@"`
}

// Login returns the login of an ip-schemepart, or nil when the URL has
// none (an opaque schemepart, or a scheme whose production has none).
func (u *URL) Login() *Login {
	if u == nil {
		return nil
	}
	if p, ok := u.Part.(interface{ LoginPart() *Login }); ok && !isNilPart(u.Part) {
		return p.LoginPart()
	}
	if isOwnType(u.Part) {
		return nil
	}
	return derivedLogin(u.Part)
}

// HostPort returns the URL's host and port, from its login or, for a
// scheme part with a hostport and no login (http, gopher, nntp, wais,
// prospero), from the part; nil when it has none.
func (u *URL) HostPort() *HostPort {
	if u == nil {
		return nil
	}
	if l := u.Login(); l != nil {
		return l.HostPort
	}
	if p, ok := u.Part.(interface{ HostPortPart() *HostPort }); ok && !isNilPart(u.Part) {
		return p.HostPortPart()
	}
	if isOwnType(u.Part) {
		return nil
	}
	return derivedHostPort(u.Part)
}

// Host returns the URL's host, or nil when it has none: an opaque part,
// news, mailto, or a file URL with an empty host. A scheme author's part
// with no HostPart method gives the host of its hostport, or else its
// first *Host field (a host with no port, as POP's).
func (u *URL) Host() *Host {
	if u == nil {
		return nil
	}
	if hp := u.HostPort(); hp != nil {
		return hp.Host
	}
	if p, ok := u.Part.(interface{ HostPart() *Host }); ok && !isNilPart(u.Part) {
		return p.HostPart()
	}
	if isOwnType(u.Part) {
		return nil
	}
	return derivedHost(u.Part)
}

// Scheme is the scheme name:
//
//	scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]
//
// The BNF spells lower case, but section 2.1 says programs should treat
// upper case letters as equivalent, so both cases are accepted and Text
// keeps the case of the input.
//
//rfc:1738 2.1 SchemeP
//rfc:grammar SchemeP
type Scheme struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | '+' | '-' | '.')+ )"`
}

// Name returns the scheme in lower case, the form to compare with.
// Only ASCII letters can occur in a scheme, so only they are folded.
func (s *Scheme) Name() string {
	if s == nil {
		return ""
	}
	b := []byte(s.Text)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// SchemePart is what follows "scheme:". The generic productions are
// *IPSchemePart and *OpaquePart; each scheme of section 3 has its own,
// and a scheme author adds one in their own package.
type SchemePart interface {
	Node
	// DefaultPort returns the port the scheme's definition gives, and
	// false when it gives none. The generic parts serve any scheme, so
	// they know none; URL.DefaultPort then asks the scheme's name.
	DefaultPort() (int, bool)
}

// DefaultPort returns the port a URL of this scheme uses when it names
// none: the scheme part's, or else the one RFC 1738 gives the scheme. A
// scheme of the same kind as one of RFC 1738's (SameKindSchemes) has its
// own when its part is of that scheme's type: 443 for an https URL with
// an *HTTPPart, whose own DefaultPort is http's 80.
func (u *URL) DefaultPort() (int, bool) {
	if u == nil {
		return 0, false
	}
	if p, ok := sameKindPort(u); ok {
		return p, true
	}
	if !isNilPart(u.Part) {
		if p, ok := u.Part.DefaultPort(); ok {
			return p, true
		}
	}
	if u.Scheme == nil {
		return 0, false
	}
	return builtinPort(u.Scheme.Name())
}
