package parser

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Limits that RFC 1738's grammar does not impose but the protocols it
// names do. Exceeding one is a warning: the URL is valid syntax.
const (
	maxOctet          = 255   // a hostnumber part is one byte (section 3.1: "four decimal numbers")
	maxPort           = 65535 // TCP and UDP ports are 16 bits
	maxLabelLength    = 63    // RFC 1034 section 3.1
	maxHostnameLength = 255   // RFC 1034 section 3.1
)

// Codes of the generic checks, all warnings. Each finding's Found is the
// node's text.
const (
	// CodePortRange: a port above 65535. Arguments: port; max.
	CodePortRange Code = "port-range"
	// CodeHostnameLength: a host name longer than DNS allows. Arguments:
	// length; max.
	CodeHostnameLength Code = "hostname-length"
	// CodeOctetRange: a hostnumber part above 255. Arguments: part; max.
	CodeOctetRange Code = "octet-range"
	// CodeOctetOctal: a hostnumber part of more than one digit that
	// starts with "0" and whose value in octal is not its value in
	// decimal. RFC 1738's digits are decimal, but inet_aton (BSD, glibc)
	// and the resolvers and libraries built on it read such a part as
	// octal: to them 0177.0.0.1 is 127.0.0.1, the loopback address, and
	// 010.8.8.8 is 8.8.8.8, so a host that passed a check on its decimal
	// reading may be another machine. A part such as 01 or 007, the same
	// number either way, gets no warning. Arguments: part; octal, its
	// value read so.
	CodeOctetOctal Code = "octet-octal"
	// CodeOctetNotOctal: a hostnumber part of more than one digit that
	// starts with "0" and holds an 8 or a 9 (08): the readers of
	// CodeOctetOctal take it for octal, where those are no digits, and
	// refuse the address, which RFC 1738 reads in decimal. Argument:
	// part.
	CodeOctetNotOctal Code = "octet-not-octal"
	// CodeLabelLength: a label longer than DNS allows. Arguments: length;
	// max.
	CodeLabelLength Code = "label-length"
)

// validateTexts are the texts of this file's codes, in English and French.
var validateTexts = []codeMessage{
	{code: CodePortRange, Message: Message{
		"port {port} is above {max}, the highest TCP port",
		"le port {port} dépasse {max}, le plus grand numéro de port TCP",
	}},
	{code: CodeHostnameLength, Message: Message{
		"host name is {length} characters long; DNS allows at most {max}",
		"le nom d'hôte fait {length} caractères ; le DNS en admet au plus {max}",
	}},
	{code: CodeOctetOctal, Message: Message{
		`part {part} starts with "0": RFC 1738 reads it in decimal, but inet_aton and the resolvers built on it read it in octal ({octal}), so they may reach another machine`,
		"le nombre {part} commence par « 0 » : la RFC 1738 le lit en décimal, mais inet_aton et les résolveurs qui en dérivent le lisent en octal ({octal}), et peuvent donc joindre une autre machine",
	}},
	{code: CodeOctetNotOctal, Message: Message{
		`part {part} starts with "0": RFC 1738 reads it in decimal, but inet_aton and the resolvers built on it read it in octal, where "8" and "9" are no digits, so they refuse the address`,
		"le nombre {part} commence par « 0 » : la RFC 1738 le lit en décimal, mais inet_aton et les résolveurs qui en dérivent le lisent en octal, où « 8 » et « 9 » ne sont pas des chiffres, et refusent donc l'adresse",
	}},
	{code: CodeOctetRange, Message: Message{
		"part {part} is above {max}, so it names no IPv4 address",
		"le nombre {part} dépasse {max} : aucune adresse IPv4 ne s'écrit ainsi",
	}},
	{code: CodeLabelLength, Message: Message{
		"label is {length} characters long; DNS allows at most {max}",
		"l'étiquette fait {length} caractères ; le DNS en admet au plus {max}",
	}},
}

// Validate reports what the grammar accepts but the RFC or the protocols
// it names call suspect or wrong, as warnings and errors: first the
// generic checks, then those of the URL's scheme, then the texts of the
// nodes, then the tree as a whole. It needs only the tree, so it also
// checks trees a program built or changed: a node whose text its
// production does not allow (a port "8a", a label "a_b") is a CodeText
// error at its first impossible byte, and a tree that prints as no URL
// (a hostnumber of three parts, a hostname without its toplabel) or as
// another tree (a password without a user; a part's user printed
// without the "@" after it) is an error too (CodeTreeText,
// CodeTreeReads, CodeHostBoth, CodePasswordWithoutUser).
func Validate(u *ast.URL) ErrorList { return defaultParser().Validate(u) }

// Validate is the package-level Validate with the schemes registered
// with p. A tree of a scheme registered from outside RFC 1738 is parsed
// again from the text it prints, and compared (CodeTreeReads): its part
// may hold a delimiter in a field of its own, which a program may have
// changed in place. To check a URL as it is parsed, ParseWarnings costs
// one parse.
//
// Parse runs it, but for the text checks, on every tree it accepts, so
// on a URL with nothing to report that allocates nothing: the checks
// read the fields of the nodes they know, and findings are built only
// once something is found (TestValidateAllocs).
func (p *Parser) Validate(u *ast.URL) ErrorList {
	if u == nil {
		return nil
	}
	var s *scheme
	if u.Scheme != nil {
		s = p.schemeNamed(string(u.Scheme.Text))
	}
	list := p.validate(nil, u, s)
	texts, trees := textChecks(nil, u)
	if texts = append(texts, trees...); texts != nil {
		if s != nil {
			texts = inScheme(texts, s.production)
		}
		list = withoutRepeats(append(list, texts...))
	}
	return p.treeTextCheck(list, u, s)
}

// errors is validate without the generic checks, which only warn: what
// decides whether a tree is a valid URL, for a caller that keeps no
// warnings (Extract), at none of their cost.
func (p *Parser) errors(list ErrorList, u *ast.URL, s *scheme) ErrorList {
	if s != nil && s.Validate != nil {
		for _, e := range s.Validate(u) {
			if e != nil && e.Severity == SeverityError {
				citeAs(e, s.production)
				list = append(list, e)
			}
		}
	}
	return list
}

// validate appends to list the findings of Validate but for the texts,
// with u's scheme already looked up (nil when the parser has none by its
// name). Parse calls it on the trees it builds, whose texts match.
func (p *Parser) validate(list ErrorList, u *ast.URL, s *scheme) ErrorList {
	list = genericChecks(list, u)
	if s == nil {
		return list
	}
	if e := ownPartCheck(u, s); e != nil {
		return append(list, e) // the validator is written for its part only
	}
	if validate := s.validator(); validate != nil {
		for _, e := range validate(u) {
			if e != nil { // a registered validator's slip must not crash Parse
				citeAs(e, s.production)
				list = append(list, e)
			}
		}
	}
	return list
}

// ownPartCheck returns, for a URL of a scheme registered from outside
// RFC 1738, the error of a part that is missing, a nil pointer, or not of
// the scheme's part's type, which only a tree a program built can have:
// the scheme's validator is then not called, for it reads its own part
// only (RFC 1738's validators check their parts themselves). It is nil
// otherwise.
func ownPartCheck(u *ast.URL, s *scheme) *Error {
	if s.builtin != "" {
		return nil // RFC 1738's part, which its validator checks
	}
	if !ast.IsNil(u.Part) && reflect.TypeOf(u.Part) == reflect.TypeOf(s.Part) {
		return nil
	}
	e := wrongPart(u, s.Name, fmt.Sprintf("%T", s.Part), s.production)
	if u.Part != nil && ast.IsNil(u.Part) {
		e.Code = CodePartMissing
		delete(e.Args, "got")
	}
	return e
}

// partChecks runs genericChecks on the login, hostport or host of a
// scheme part that says where its host is, as RFC 1738's parts with a
// host do (LoginPart, HostPortPart, HostPart, which URL.Login, HostPort
// and Host read), and on the part itself otherwise: a news article's
// host, an author's part walked through its children.
func partChecks(list ErrorList, part ast.SchemePart) ErrorList {
	switch p := part.(type) {
	case interface{ LoginPart() *ast.Login }:
		if l := p.LoginPart(); l != nil {
			return genericChecks(list, l)
		}
	case interface{ HostPortPart() *ast.HostPort }:
		if hp := p.HostPortPart(); hp != nil {
			return genericChecks(list, hp)
		}
	case interface{ HostPart() *ast.Host }:
		if h := p.HostPart(); h != nil {
			return genericChecks(list, h)
		}
	default:
		return genericChecks(list, part)
	}
	return list
}

// genericChecks appends to list the findings of the checks that every
// URL gets, about n and the nodes below it: hostnumber parts and ports
// out of range, over-long host names and labels, in the order of
// ast.Inspect's walk. A URL's part is walked from its server only when
// it says where that is (partChecks): the other children of the built-in
// parts (paths, searches, fields) are text, with no host or port.
func genericChecks(list ErrorList, n ast.Node) ErrorList {
	if u, ok := n.(*ast.URL); ok {
		if u != nil {
			list = partChecks(list, u.Part)
		}
		return list
	}
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Hostname:
			if n != nil {
				list = checkHostname(list, n)
			}
			return true // its labels
		case *ast.Port:
			if n != nil {
				list = checkPort(list, n)
			}
		case *ast.Digits:
			if n != nil {
				list = checkOctet(list, n)
			}
		case *ast.DomainLabel:
			if n != nil {
				list = checkLabel(list, n, string(n.Text))
			}
		case *ast.TopLabel:
			if n != nil {
				list = checkLabel(list, n, string(n.Text))
			}
		case *ast.URL:
			list = genericChecks(list, n) // a URL inside a scheme author's node
		default:
			return true
		}
		return false // a leaf, or a URL checked from its server
	})
	return list
}

// checkPort warns about a port above 65535. A port that is not digits
// is a text error (textChecks), not a range one.
func checkPort(list ErrorList, n *ast.Port) ErrorList {
	if v, ok := n.Value(); (!ok || v > maxPort) && allDigits(string(n.Text)) {
		list = append(list, warning(CodePortRange, n, grammar.PortP, "port", string(n.Text), "max", strconv.Itoa(maxPort)))
	}
	return list
}

// checkHostname warns about a host name longer than DNS allows; its
// labels are checked as nodes of their own.
func checkHostname(list ErrorList, n *ast.Hostname) ErrorList {
	if l := hostnameLen(n); l > maxHostnameLength {
		list = append(list, warning(CodeHostnameLength, n, grammar.HostnameP, "length", strconv.Itoa(l), "max", strconv.Itoa(maxHostnameLength)))
	}
	return list
}

// hostnameLen returns len(n.String()) without building the string: each
// label, present or not, is followed by a ".".
func hostnameLen(n *ast.Hostname) int {
	l := 0
	for _, d := range n.Labels {
		if d != nil {
			l += len(d.Text)
		}
		l++
	}
	if n.Top != nil {
		l += len(n.Top.Text)
	}
	return l
}

// checkOctet warns about a hostnumber part above 255, or that octal
// readers take for another number. A Digits is a part of a hostnumber,
// so the warnings name hostnumber.
func checkOctet(list ErrorList, n *ast.Digits) ErrorList {
	text := string(n.Text)
	if !allDigits(text) {
		return list // a text error (textChecks)
	}
	if v, ok := n.Value(); !ok || v > maxOctet {
		list = append(list, warning(CodeOctetRange, n, grammar.HostnumberP, "part", text, "max", strconv.Itoa(maxOctet)))
	}
	if len(text) > 1 && text[0] == '0' {
		switch {
		case strings.ContainsAny(text, "89"):
			list = append(list, warning(CodeOctetNotOctal, n, grammar.HostnumberP, "part", text))
		case !sameInOctal(text):
			list = append(list, warning(CodeOctetOctal, n, grammar.HostnumberP, "part", text, "octal", octal(text)))
		}
	}
	return list
}

// sameInOctal reports whether digits, with no 8 or 9, is the same
// number in octal as in decimal: a single digit after its zeros, 007.
func sameInOctal(digits string) bool {
	return len(strings.TrimLeft(digits, "0")) <= 1
}

// octal returns the value of digits, with no 8 or 9, read in octal, as
// inet_aton reads a part that starts with "0".
func octal(digits string) string {
	v, err := strconv.ParseUint(digits, 8, 64)
	if err != nil {
		return "over 2^64"
	}
	return strconv.FormatUint(v, 10)
}

var _ = registerFrenchArgs("octal", [][2]string{{"over 2^64", "plus de 2^64"}})

// checkLabel warns about a domainlabel or toplabel n, whose text is
// text, longer than DNS allows.
func checkLabel(list ErrorList, n ast.Node, text string) ErrorList {
	if len(text) > maxLabelLength {
		list = append(list, warning(CodeLabelLength, n, grammar.Of(n), "length", strconv.Itoa(len(text)), "max", strconv.Itoa(maxLabelLength)))
	}
	return list
}

// allDigits reports whether s is one or more digits, as a port and a
// hostnumber part are.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
