package ast

import "strings"

// HostPort is a host and its port:
//
//	hostport = host [ ":" port ]
//
// Port is nil when there is no
// ":"; the BNF gives no empty port (port = digits), so "host:" is an error.
//
//rfc:1738 3.1 HostPortP
type HostPort struct {
	Span
	Host *Host `parser:"@@"`
	Port *Port `parser:"( ':' @@ )?"`
}

// String returns the host and port as written.
func (h *HostPort) String() string {
	if h == nil {
		return ""
	}
	s := ""
	if h.Host != nil {
		s = h.Host.String()
	}
	if h.Port != nil {
		s += ":" + string(h.Port.Text)
	}
	return s
}

// Host is a host name or number:
//
//	host = hostname | hostnumber
//
// Exactly one of Name and Number is
// set. A host that could be read either way cannot occur: a hostname ends
// in a toplabel, which starts with a letter, and a hostnumber is digits.
//
//rfc:1738 3.1 HostP
type Host struct {
	Span
	Name   *Hostname   `parser:"  @@"`
	Number *Hostnumber `parser:"| @@"`
}

// String returns the host as written.
func (h *Host) String() string {
	if h == nil {
		return ""
	}
	if h.Number != nil {
		return h.Number.String()
	}
	if h.Name != nil {
		return h.Name.String()
	}
	return ""
}

// Hostname is a fully qualified domain name (section 3.1):
//
//	hostname = *[ domainlabel "." ] toplabel
//
// The RFC's grammar has no trailing
// dot, so "example.com." is not a hostname.
//
//rfc:1738 3.1 HostnameP
type Hostname struct {
	Span
	Labels []*DomainLabel `parser:"( @@ '.' )*"`
	Top    *TopLabel      `parser:"@@"`
}

// String returns the host name as written.
func (h *Hostname) String() string {
	if h == nil {
		return ""
	}
	// Sized first, as HPath.String is.
	n := len(h.Labels)
	for _, l := range h.Labels {
		if l != nil {
			n += len(l.Text)
		}
	}
	if h.Top != nil {
		n += len(h.Top.Text)
	}
	var b strings.Builder
	b.Grow(n)
	for _, l := range h.Labels {
		if l != nil {
			b.WriteString(string(l.Text))
		}
		b.WriteByte('.')
	}
	if h.Top != nil {
		b.WriteString(string(h.Top.Text))
	}
	return b.String()
}

// DomainLabel is
//
//	domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
//
// letters, digits and hyphens, starting and ending with a letter or digit.
// The tag says the same deterministically: alphadigit *[ *"-" alphadigit ].
//
//rfc:1738 3.1 DomainLabelP
type DomainLabel struct {
	Span
	Text Text `parser:"@( (Alpha | Digit) ( '-'* (Alpha | Digit) )* )"`
}

// String returns the label as written.
func (l *DomainLabel) String() string {
	if l == nil {
		return ""
	}
	return string(l.Text)
}

// TopLabel is the last label of a hostname:
//
//	toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit
//
// It is like a domainlabel, but starts with a letter.
//
//rfc:1738 3.1 TopLabelP
type TopLabel struct {
	Span
	Text Text `parser:"@( Alpha ( '-'* (Alpha | Digit) )* )"`
}

// String returns the label as written.
func (l *TopLabel) String() string {
	if l == nil {
		return ""
	}
	return string(l.Text)
}

// Hostnumber is a host given by its address:
//
//	hostnumber = digits "." digits "." digits "." digits
//
// The grammar sets no limit on each part; values above 255 are reported
// as warnings by the validator, not rejected.
//
//rfc:1738 3.1 HostnumberP
type Hostnumber struct {
	Span
	Parts []*Digits `parser:"@@ '.' @@ '.' @@ '.' @@"`
}

// String returns the host number as written.
func (h *Hostnumber) String() string {
	if h == nil {
		return ""
	}
	parts := make([]string, len(h.Parts))
	for i, p := range h.Parts {
		if p != nil {
			parts[i] = string(p.Text)
		}
	}
	return strings.Join(parts, ".")
}

// Digits is one part of a hostnumber:
//
//	digits = 1*digit
//
//rfc:1738 5 DigitsP
type Digits struct {
	Span
	Text Text `parser:"@( Digit+ )"`
}

// String returns the digits as written.
func (d *Digits) String() string {
	if d == nil {
		return ""
	}
	return string(d.Text)
}

// Value returns the number the digits spell, and false when it does not
// fit in an int (it is still valid syntax).
func (d *Digits) Value() (int, bool) {
	if d == nil {
		return 0, false
	}
	return digitsValue(string(d.Text))
}

// Port is the port of a hostport:
//
//	port = digits
//
// Any run of digits is valid syntax, "080" and
// "99999" included; the validator warns about values above 65535.
//
//rfc:1738 3.1 PortP
type Port struct {
	Span
	Text Text `parser:"@( Digit+ )"`
}

// String returns the port as written.
func (p *Port) String() string {
	if p == nil {
		return ""
	}
	return string(p.Text)
}

// Value returns the port number, and false when it does not fit in an int.
func (p *Port) Value() (int, bool) {
	if p == nil {
		return 0, false
	}
	return digitsValue(string(p.Text))
}

// digitsValue returns the number s spells, and false when s is not a run
// of digits (a tree a program built may hold anything) or the number is
// above the largest int32, which no port or octet comes near.
func digitsValue(s string) (int, bool) {
	const limit = 1<<31 - 1
	if s == "" {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		d := int(s[i]) - '0'
		if d < 0 || d > 9 || n > (limit-d)/10 {
			return 0, false
		}
		n = n*10 + d
	}
	return n, true
}
