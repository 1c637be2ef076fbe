package ast

import "slices"

// defaultPorts are the ports sections 3.2 to 3.11 give the schemes that
// use the common Internet syntax. file, mailto and news have none.
var defaultPorts = map[string]int{
	"ftp":      21,
	"http":     80,
	"gopher":   70,
	"nntp":     119,
	"telnet":   23,
	"wais":     210,
	"prospero": 1525,
}

// DefaultPort returns the port that RFC 1738 gives scheme (in lower
// case), and false for a scheme it gives none.
func DefaultPort(scheme string) (int, bool) {
	p, ok := defaultPorts[scheme]
	return p, ok
}

// schemeParts make the scheme part of each scheme RFC 1738 gives a
// production of its own (sections 3.2 to 3.11), by lower-case name.
var schemeParts = map[string]func() SchemePart{
	"ftp":      func() SchemePart { return &FTPPart{} },
	"http":     func() SchemePart { return &HTTPPart{} },
	"gopher":   func() SchemePart { return &GopherPart{} },
	"mailto":   func() SchemePart { return &MailtoPart{} },
	"news":     func() SchemePart { return &NewsPart{} },
	"nntp":     func() SchemePart { return &NNTPPart{} },
	"telnet":   func() SchemePart { return &TelnetPart{} },
	"wais":     func() SchemePart { return &WAISPart{} },
	"file":     func() SchemePart { return &FilePart{} },
	"prospero": func() SchemePart { return &ProsperoPart{} },
}

// PartOf returns a new, empty scheme part of the production RFC 1738
// gives scheme (in lower case), *FTPPart for "ftp", and nil for a scheme
// it gives none: the type a URL of the scheme has in its Part.
func PartOf(scheme string) SchemePart {
	if f := schemeParts[scheme]; f != nil {
		return f()
	}
	return nil
}

// Schemes returns the names of the schemes PartOf knows, sorted: RFC
// 1738's ten.
func Schemes() []string {
	names := make([]string, 0, len(schemeParts))
	for name := range schemeParts {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}
