package ast

// HostPort is a host and its port:
//
//	hostport = host [ ":" port ]
//
// Port is nil when there is no
// ":"; the BNF gives no empty port (port = digits), so "host:" is an error.
//
//rfc:1738 3.1 HostPortP
//rfc:grammar HostPortP
type HostPort struct {
	Span
	Host *Host `parser:"@@"`
	Port *Port `parser:"( ':' @@ )?"`
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
//rfc:grammar HostP
type Host struct {
	Span
	Name   *Hostname   `parser:"  @@"`
	Number *Hostnumber `parser:"| @@"`
}

// Hostname is a fully qualified domain name (section 3.1):
//
//	hostname = *[ domainlabel "." ] toplabel
//
// The RFC's grammar has no trailing
// dot, so "example.com." is not a hostname.
//
//rfc:1738 3.1 HostnameP
//rfc:grammar HostnameP
type Hostname struct {
	Span
	Labels []*DomainLabel `parser:"( @@ '.' )*"`
	Top    *TopLabel      `parser:"@@"`
}

// DomainLabel is
//
//	domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
//
// letters, digits and hyphens, starting and ending with a letter or digit.
// The tag says the same deterministically: alphadigit *[ *"-" alphadigit ].
//
//rfc:1738 3.1 DomainLabelP
//rfc:grammar DomainLabelP
type DomainLabel struct {
	Span
	Text Text `parser:"@( (Alpha | Digit) ( '-'* (Alpha | Digit) )* )"`
}

// TopLabel is the last label of a hostname:
//
//	toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit
//
// It is like a domainlabel, but starts with a letter.
//
//rfc:1738 3.1 TopLabelP
//rfc:grammar TopLabelP
type TopLabel struct {
	Span
	Text Text `parser:"@( Alpha ( '-'* (Alpha | Digit) )* )"`
}

// Hostnumber is a host given by its address:
//
//	hostnumber = digits "." digits "." digits "." digits
//
// The grammar sets no limit on each part; values above 255 are reported
// as warnings by the validator, not rejected.
//
//rfc:1738 3.1 HostnumberP
//rfc:grammar HostnumberP
type Hostnumber struct {
	Span
	Parts []*Digits `parser:"@@ '.' @@ '.' @@ '.' @@"`
}

// Digits is one part of a hostnumber:
//
//	digits = 1*digit
//
//rfc:1738 5 DigitsP
//rfc:grammar DigitsP
type Digits struct {
	Span
	Text Text `parser:"@( Digit+ )"`
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
//rfc:grammar PortP
type Port struct {
	Span
	Text Text `parser:"@( Digit+ )"`
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
