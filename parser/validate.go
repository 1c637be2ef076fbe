package parser

import (
	"fmt"

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

// Validate reports what the grammar accepts but the RFC or the protocols
// it names call suspect or wrong, as warnings and errors: first the
// generic checks, then those of the URL's scheme. It needs only the
// tree, so it also checks trees a program built or changed.
func Validate(u *ast.URL) ErrorList { return defaultParser.Validate(u) }

// Validate is the package-level Validate with the schemes registered
// with p.
func (p *Parser) Validate(u *ast.URL) ErrorList {
	list := validate(u)
	if u.Scheme == nil {
		return list
	}
	if s := p.schemes[u.Scheme.Name()]; s != nil && s.Validate != nil {
		list = append(list, s.Validate(u)...)
	}
	return list
}

func validate(u *ast.URL) ErrorList {
	var list ErrorList
	warnIn := func(p grammar.Production, n ast.Node, msg string) {
		list = append(list, &Error{
			Offset:     n.Pos(),
			Found:      n.String(),
			Message:    msg,
			Production: p,
			Severity:   SeverityWarning,
		})
	}
	warn := func(n ast.Node, msg string) { warnIn(grammar.Of(n), n, msg) }
	ast.Inspect(u, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Digits:
			if v, ok := n.Value(); !ok || v > maxOctet {
				warnIn(grammar.HostnumberP, n, fmt.Sprintf("part %s is above %d, so it names no IPv4 address", n.Text, maxOctet))
			}
		case *ast.Port:
			if v, ok := n.Value(); !ok || v > maxPort {
				warn(n, fmt.Sprintf("port %s is above %d, the highest TCP port", n.Text, maxPort))
			}
		case *ast.Hostname:
			if l := len(n.String()); l > maxHostnameLength {
				warn(n, fmt.Sprintf("host name is %d characters long; DNS allows at most %d", l, maxHostnameLength))
			}
		case *ast.DomainLabel:
			checkLabel(n, string(n.Text), warn)
		case *ast.TopLabel:
			checkLabel(n, string(n.Text), warn)
		}
		return true
	})
	return list
}

func checkLabel(n ast.Node, text string, warn func(ast.Node, string)) {
	if len(text) > maxLabelLength {
		warn(n, fmt.Sprintf("label is %d characters long; DNS allows at most %d", len(text), maxLabelLength))
	}
}
