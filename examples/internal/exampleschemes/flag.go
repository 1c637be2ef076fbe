package exampleschemes

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/parser"
)

// Flag is the -scheme flag of the example commands: the names, in lower
// case, of the schemes of Extra to add to the command's parser.
type Flag struct {
	Extra []parser.Scheme
	names []string
}

// String returns the names given, separated by commas.
func (f *Flag) String() string {
	if f == nil {
		return ""
	}
	return strings.Join(f.names, ",")
}

// Set adds the scheme named s, in any case, or refuses a name that is
// none of Extra's.
func (f *Flag) Set(s string) error {
	if _, ok := Named(f.Extra, s); !ok {
		return fmt.Errorf("no scheme %q to add: -scheme adds %s", s, strings.Join(Names(f.Extra), ", "))
	}
	f.names = append(f.names, strings.ToLower(s))
	return nil
}

// Names returns the names given, in lower case, in order; none for a nil
// Flag.
func (f *Flag) Names() []string {
	if f == nil {
		return nil
	}
	return f.names
}

// Options returns opts followed by a WithScheme of each scheme given.
func (f *Flag) Options(opts []parser.Option) []parser.Option {
	out := slices.Clone(opts)
	for _, name := range f.Names() {
		s, _ := Named(f.Extra, name)
		out = append(out, parser.WithScheme(s))
	}
	return out
}

// Names returns the names of schemes, in lower case and in order.
func Names(schemes []parser.Scheme) []string {
	names := make([]string, 0, len(schemes))
	for _, s := range schemes {
		names = append(names, strings.ToLower(s.Name))
	}
	slices.Sort(names)
	return names
}

// Named returns the scheme of schemes named name, in any case.
func Named(schemes []parser.Scheme, name string) (parser.Scheme, bool) {
	for _, s := range schemes {
		if strings.EqualFold(s.Name, name) {
			return s, true
		}
	}
	return parser.Scheme{}, false
}
