package explaintool

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// schemeList is the -scheme flag: the names of Config.Extra's schemes
// to add, in lower case.
type schemeList struct {
	names []string
	extra []parser.Scheme
}

func (l *schemeList) String() string {
	if l == nil {
		return ""
	}
	return strings.Join(l.names, ",")
}

func (l *schemeList) Set(s string) error {
	if _, ok := schemeNamed(l.extra, s); !ok {
		return fmt.Errorf("no example scheme %q: there are %s", s, strings.Join(schemeNames(l.extra), ", "))
	}
	l.names = append(l.names, strings.ToLower(s))
	return nil
}

// schemeNames returns the names of schemes, in order.
func schemeNames(schemes []parser.Scheme) []string {
	names := make([]string, 0, len(schemes))
	for _, s := range schemes {
		names = append(names, strings.ToLower(s.Name))
	}
	slices.Sort(names)
	return names
}

// schemeNamed returns the scheme of schemes named name, in any case.
func schemeNamed(schemes []parser.Scheme, name string) (parser.Scheme, bool) {
	for _, s := range schemes {
		if strings.EqualFold(s.Name, name) {
			return s, true
		}
	}
	return parser.Scheme{}, false
}

// parser returns the parser of c's Options and of the Extra schemes
// named; parser.Default when there are neither, which is built once.
func (c Config) parser(names []string) (*parser.Parser, error) {
	if len(c.Options) == 0 && len(names) == 0 {
		return parser.Default(), nil
	}
	opts := slices.Clone(c.Options)
	for _, name := range names {
		s, _ := schemeNamed(c.Extra, name)
		opts = append(opts, parser.WithScheme(s))
	}
	return parser.New(opts...)
}

// registered returns the schemes p reads by a production that is not
// RFC 1738's, in order of name: those of Config.Options, of Register
// and of -scheme. -grammar prints their rules. extra are the names
// -scheme added, whose section says so.
func registered(p *parser.Parser) []parser.Scheme {
	var out []parser.Scheme
	for _, name := range p.Schemes() {
		s, ok := p.Scheme(name)
		if !ok || !ownOf(s) {
			continue
		}
		out = append(out, s)
	}
	return out
}

// ownOf reports whether s is not one of RFC 1738's schemes as every
// parser has it: a scheme of its own, or one that replaced a built-in
// one with a part of another type.
func ownOf(s parser.Scheme) bool {
	builtIn := ast.PartOf(s.Name)
	return builtIn == nil || reflect.TypeOf(builtIn) != reflect.TypeOf(s.Part)
}
