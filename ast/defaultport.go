package ast

import "slices"

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

// DefaultPort returns the port that RFC 1738 gives scheme (in lower
// case), and false for a scheme it gives none.
func DefaultPort(scheme string) (int, bool) {
	for _, s := range rfc1738Schemes {
		if s.name == scheme {
			return s.port, s.port != 0
		}
	}
	return 0, false
}

// PartOf returns a new, empty scheme part of the production RFC 1738
// gives scheme (in lower case), *FTPPart for "ftp", and nil for a scheme
// it gives none: the type a URL of the scheme has in its Part.
func PartOf(scheme string) SchemePart {
	for _, s := range rfc1738Schemes {
		if s.name == scheme {
			return s.part()
		}
	}
	return nil
}

// Schemes returns the names of the schemes PartOf knows, sorted: RFC
// 1738's ten.
func Schemes() []string {
	names := make([]string, 0, len(rfc1738Schemes))
	for _, s := range rfc1738Schemes {
		names = append(names, s.name)
	}
	slices.Sort(names)
	return names
}
