package ast

import (
	"reflect"
	"slices"
)

// builtinScheme is a built-in scheme: one whose part is a node type of
// this package, with its name, a new part of its production (by
// Production), and its default port, 0 for none (file, mailto and
// news). The part's type declares it by a directive beside the one of
// its production,
//
//	//rfc:scheme ftp 21
//
// from which nodegen writes builtinSchemes and the part's DefaultPort
// (zz_nodes.go). PartOf,
// Schemes and DefaultPort read it; so do command rfc1738gen, which
// generates the parsers of these parts, package parser, whose list of
// schemes nodegen writes from the same directives, and grammar/railroad,
// which draws them.
type builtinScheme struct {
	name string
	part func() SchemePart
	port int
}

// SameKind is a scheme that a later RFC defines as one of RFC 1738's
// schemes under another name, with its own default port: its URLs are
// written by that scheme's production, with its own name for the
// scheme's. Package parser reads them so by default. The part's type
// declares each by a directive beside its //rfc:scheme,
//
//	//rfc:samekind https 443 2818 2.4 2.3
//
// (its name, port, RFC, the section that defines it and the one that
// gives its port), from which nodegen writes its production (HTTPSURLP,
// the rule of the part's with the scheme's name) and sameKind.
type SameKind struct {
	Name string // the scheme, in lower case: "https"
	As   string // RFC 1738's scheme whose production it is written by: "http"
	Port int    // its default port: 443
	// PortSection is the section of Production's RFC that gives Port:
	// "2.3" of RFC 2818 ("Port Number").
	PortSection string
	// Production is what errors about its URLs cite where they would
	// cite As's production: HTTPSURLP, whose Of is HTTPURLP.
	Production Production
}

// SameKindSchemes returns the schemes that later RFCs define as one of
// RFC 1738's under another name (https, RFC 2818 section 2.4), sorted
// by name. The slice is the caller's.
func SameKindSchemes() []SameKind {
	return slices.Clone(sameKind)
}

// sameKindOf returns the entry of scheme in sameKind, and false when it
// has none.
func sameKindOf(scheme string) (SameKind, bool) {
	for _, s := range sameKind {
		if s.Name == scheme {
			return s, true
		}
	}
	return SameKind{}, false
}

// DefaultPort returns the port that the RFC of a built-in scheme gives
// it (in lower case): RFC 1738 for its ten (Schemes), or the later RFC
// of a scheme of the same kind (443 for https: SameKindSchemes); false
// for a scheme they give none.
func DefaultPort(scheme string) (int, bool) {
	if s, ok := sameKindOf(scheme); ok {
		return s.Port, true
	}
	return builtinPort(scheme)
}

// builtinPort returns the port that the RFC of built-in scheme gives it
// (RFC 1738 for its ten), and false for a scheme it gives none, those of
// the same kind included.
func builtinPort(scheme string) (int, bool) {
	for _, s := range builtinSchemes {
		if s.name == scheme {
			return s.port, s.port != 0
		}
	}
	return 0, false
}

// PartOf returns a new, empty scheme part of the production of built-in
// scheme (in lower case), *FTPPart for "ftp", and nil for a scheme with
// none, which is read by the generic syntax: the type a URL of the
// scheme has in its Part. A scheme
// of the same kind (SameKindSchemes) has the part of the scheme it is
// written as: *HTTPPart for "https".
func PartOf(scheme string) SchemePart {
	if s, ok := sameKindOf(scheme); ok {
		scheme = s.As
	}
	for _, s := range builtinSchemes {
		if s.name == scheme {
			return s.part()
		}
	}
	return nil
}

// Schemes returns the names of the built-in schemes, sorted: RFC 1738's
// ten, and any of a later RFC that this package declares a production
// of. Each has a part of its own type (PartOf), whose production's RFC
// says which RFC defines it. The schemes of the same kind, which share a
// part, are SameKindSchemes.
func Schemes() []string {
	names := make([]string, 0, len(builtinSchemes))
	for _, s := range builtinSchemes {
		names = append(names, s.name)
	}
	return names // builtinSchemes is sorted
}

// sameKindPort returns the default port of u when its scheme is of the
// same kind as one of RFC 1738's and its part is that scheme's type (or
// a nil part): an https URL has an *HTTPPart, whose DefaultPort is
// http's. An https URL that a parser of RFC 1738's schemes only read by
// the generic syntax has none, as in 1994.
func sameKindPort(u *URL) (int, bool) {
	if u.Scheme == nil {
		return 0, false
	}
	s, ok := sameKindOf(u.Scheme.Name())
	if !ok {
		return 0, false
	}
	if !isNilPart(u.Part) && reflect.TypeOf(u.Part) != sameKindParts[s.Name] {
		return 0, false // a part of another type, as a registered scheme's: it answers
	}
	return s.Port, true
}

// sameKindParts holds the part type of each scheme of sameKind, by name,
// so that URL.DefaultPort compares types without making a part.
var sameKindParts = func() map[string]reflect.Type {
	m := make(map[string]reflect.Type, len(sameKind))
	for _, s := range sameKind {
		m[s.Name] = reflect.TypeOf(PartOf(s.As))
	}
	return m
}()
