package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap/ldapparse"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp/rtspparse"
	"github.com/urlsyntax/rfc1738/parser"
)

// exampleSchemes are the schemes -scheme can register: the ones this
// module declares outside RFC 1738, as a scheme author would, with their
// generated parsers. explain then labels, tabulates, traces and explains
// the errors of their URLs as it does RFC 1738's. A program of the
// author's own does the same for theirs: build the parser with
// parser.WithScheme, as parserWith does.
var exampleSchemes = map[string]func() parser.Scheme{
	"ldap":  ldapparse.Scheme,                                       // RFC 4516, examples/newscheme/ldap
	"rtsp":  func() parser.Scheme { return rtspparse.Schemes()[0] }, // RFC 2326, examples/newscheme/rtsp
	"rtspu": func() parser.Scheme { return rtspparse.Schemes()[1] },
}

// exampleSchemeNames returns the names -scheme accepts, in order.
func exampleSchemeNames() []string {
	names := make([]string, 0, len(exampleSchemes))
	for name := range exampleSchemes {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// schemeList is the -scheme flag: the example schemes to register.
type schemeList []string

func (l *schemeList) String() string { return strings.Join(*l, ",") }

func (l *schemeList) Set(s string) error {
	if _, ok := exampleSchemes[strings.ToLower(s)]; !ok {
		return fmt.Errorf("no example scheme %q: there are %s", s, strings.Join(exampleSchemeNames(), ", "))
	}
	*l = append(*l, strings.ToLower(s))
	return nil
}

// parserWith returns the parser with the example schemes named, the
// default parser when there are none.
func parserWith(names []string) (*parser.Parser, error) {
	if len(names) == 0 {
		return parser.Default(), nil
	}
	var opts []parser.Option
	for _, name := range names {
		opts = append(opts, parser.WithScheme(exampleSchemes[name]()))
	}
	return parser.New(opts...)
}

// registered returns the registry entries of the example schemes named,
// as parserWith registers them.
func registered(names []string) []parser.Scheme {
	out := make([]parser.Scheme, 0, len(names))
	for _, name := range names {
		out = append(out, exampleSchemes[name]())
	}
	return out
}
