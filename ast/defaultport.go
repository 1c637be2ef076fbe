package ast

import (
	"reflect"
	"slices"
)

// rfc1738Schemes describes, once, each scheme RFC 1738 gives a
// production of its own (sections 3.2 to 3.11): its name, the type of
// its scheme part (its production, by Production), and the port its
// section gives it, 0 for none (file, mailto and news). PartOf, Schemes
// and DefaultPort read it; so do command rfc1738gen, which generates the
// parsers of these parts, and grammar/railroad, which draws them.
var rfc1738Schemes = []struct {
	name string
	part func() SchemePart
	port int
}{
	{"ftp", func() SchemePart { return &FTPPart{} }, 21},             // section 3.2
	{"http", func() SchemePart { return &HTTPPart{} }, 80},           // section 3.3
	{"gopher", func() SchemePart { return &GopherPart{} }, 70},       // section 3.4
	{"mailto", func() SchemePart { return &MailtoPart{} }, 0},        // section 3.5
	{"news", func() SchemePart { return &NewsPart{} }, 0},            // section 3.6
	{"nntp", func() SchemePart { return &NNTPPart{} }, 119},          // section 3.7
	{"telnet", func() SchemePart { return &TelnetPart{} }, 23},       // section 3.8
	{"wais", func() SchemePart { return &WAISPart{} }, 210},          // section 3.9
	{"file", func() SchemePart { return &FilePart{} }, 0},            // section 3.10
	{"prospero", func() SchemePart { return &ProsperoPart{} }, 1525}, // section 3.11
}

// SameKind is a scheme that a later RFC defines as one of RFC 1738's
// schemes under another name, with its own default port: its URLs are
// written by that scheme's production, with its own name for the
// scheme's. Package parser reads them so by default.
type SameKind struct {
	Name string // the scheme, in lower case: "https"
	As   string // RFC 1738's scheme whose production it is written by: "http"
	Port int    // its default port: 443
	// Production is what errors about its URLs cite where they would
	// cite As's production: HTTPSURLP, whose Of is HTTPURLP.
	Production Production
}

// sameKind lists the schemes of the same kind as RFC 1738's that PartOf
// and DefaultPort know beside its ten, sorted by name (TestSameKindSorted):
// SameKindSchemes returns it in that order without linking a sort.
var sameKind = []SameKind{
	{"https", "http", 443, HTTPSURLP}, // RFC 2818 section 2.4
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

// DefaultPort returns the port that RFC 1738 gives scheme (in lower
// case), or that the later RFC gives a scheme of the same kind (443 for
// https: SameKindSchemes), and false for a scheme they give none.
func DefaultPort(scheme string) (int, bool) {
	if s, ok := sameKindOf(scheme); ok {
		return s.Port, true
	}
	return rfc1738Port(scheme)
}

// rfc1738Port returns the port that RFC 1738 gives scheme, and false for
// a scheme it gives none, those of the same kind included.
func rfc1738Port(scheme string) (int, bool) {
	for _, s := range rfc1738Schemes {
		if s.name == scheme {
			return s.port, s.port != 0
		}
	}
	return 0, false
}

// PartOf returns a new, empty scheme part of the production RFC 1738
// gives scheme (in lower case), *FTPPart for "ftp", and nil for a scheme
// it gives none: the type a URL of the scheme has in its Part. A scheme
// of the same kind (SameKindSchemes) has the part of the scheme it is
// written as: *HTTPPart for "https".
func PartOf(scheme string) SchemePart {
	if s, ok := sameKindOf(scheme); ok {
		scheme = s.As
	}
	for _, s := range rfc1738Schemes {
		if s.name == scheme {
			return s.part()
		}
	}
	return nil
}

// Schemes returns the names of RFC 1738's ten schemes, sorted: each has
// a part of its own type (PartOf). The schemes of the same kind, which
// share a part, are SameKindSchemes.
func Schemes() []string {
	names := make([]string, 0, len(rfc1738Schemes))
	for _, s := range rfc1738Schemes {
		names = append(names, s.name)
	}
	slices.Sort(names)
	return names
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
	if !isNil(u.Part) && reflect.TypeOf(u.Part) != sameKindParts[s.Name] {
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
