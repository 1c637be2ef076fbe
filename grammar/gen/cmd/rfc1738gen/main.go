// Command rfc1738gen writes the generated parsers of the built-in
// grammar: the generic syntax and one parser per scheme of RFC 1738
// section 5, read from the participle tags of the ast types by
// grammar/gen and emitted by gen.EmitUnits. parser/generate.go runs it:
//
//	go generate ./...
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/gen"
)

// schemes are the built-in schemes, by unit name, with the name parser
// registers them under and their scheme part.
var schemes = []struct {
	unit, name string
	part       ast.SchemePart
}{
	{"FTP", "ftp", &ast.FTPPart{}},
	{"HTTP", "http", &ast.HTTPPart{}},
	{"Gopher", "gopher", &ast.GopherPart{}},
	{"Mailto", "mailto", &ast.MailtoPart{}},
	{"News", "news", &ast.NewsPart{}},
	{"NNTP", "nntp", &ast.NNTPPart{}},
	{"Telnet", "telnet", &ast.TelnetPart{}},
	{"WAIS", "wais", &ast.WAISPart{}},
	{"File", "file", &ast.FilePart{}},
	{"Prospero", "prospero", &ast.ProsperoPart{}},
}

func main() {
	out := flag.String("o", "zz_generated.go", "the file to write")
	pkg := flag.String("pkg", "parser", "the package of the generated code")
	flag.Parse()
	if err := run(*out, *pkg); err != nil {
		fmt.Fprintln(os.Stderr, "rfc1738gen:", err)
		os.Exit(1)
	}
}

func run(out, pkg string) error {
	g, err := gen.ReadURL(&ast.IPSchemePart{}, &ast.OpaquePart{})
	if err != nil {
		return err
	}
	units := []gen.Unit{{Name: "Generic", Grammar: g}}
	var table []gen.Entry
	for _, s := range schemes {
		g, err := gen.ReadURL(s.part)
		if err != nil {
			return err
		}
		units = append(units, gen.Unit{Name: s.unit, Grammar: g})
		table = append(table, gen.Entry{Key: s.name, Unit: s.unit})
	}
	src, err := gen.EmitUnits(pkg, units...)
	if err != nil {
		return err
	}
	src, err = gen.AppendTable(src, "generatedSchemes", "func(string) (*ast.URL, bool, int)", table)
	if err != nil {
		return err
	}
	return os.WriteFile(out, src, 0o644)
}
