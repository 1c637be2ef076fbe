package urlchecktool

import (
	"fmt"
	"slices"
	"strings"

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

// schemeNames returns the names of schemes, in lower case and in order.
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

// extraUsage is the usage of the -scheme flag.
func (c Config) extraUsage() string {
	if c.ExtraUsage != "" {
		return c.ExtraUsage
	}
	return "also read the URLs of the `scheme` named: " + strings.Join(schemeNames(c.Extra), ", ") + " (repeatable)"
}

// options returns c's Options and those that add the Extra schemes
// named, in that order.
func (c Config) options(names []string) []parser.Option {
	opts := slices.Clone(c.Options)
	for _, name := range names {
		s, _ := schemeNamed(c.Extra, name)
		opts = append(opts, parser.WithScheme(s))
	}
	return opts
}

// checker returns the parser that checks the lines: opts' with the
// limit of -maxlen. An error of opts, such as a scheme that clashes with
// another, is reported as it is; one of the limit as -maxlen's.
func checker(opts []parser.Option, maxLen int) (*parser.Parser, error) {
	if len(opts) > 0 {
		if _, err := parser.New(opts...); err != nil {
			return nil, err
		}
	}
	p, err := parser.New(append(slices.Clip(opts), parser.MaxLength(maxLen))...)
	if err != nil {
		return nil, fmt.Errorf("-maxlen: %w", err)
	}
	return p, nil
}
