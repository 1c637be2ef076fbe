// Command rfc1738gen writes generated parsers: for each grammar, read
// from the participle tags of the ast types by grammar/gen and emitted by
// gen.EmitUnits, an automaton that decides whether a URL is valid and
// where it breaks, and a recursive-descent parser that builds the trees
// participle's parser builds, several times faster than the grammar's
// interpreter (the interpreter's rows in docs/speed.md's tables).
//
// Without -scheme it writes the built-in grammar's, the generic syntax
// and one parser per scheme of RFC 1738 section 5; parser/generate.go
// runs it so:
//
//	go run ../grammar/gen/cmd/rfc1738gen -o zz_generated.go -pkg parser
//
// With -scheme it writes a scheme author's, one parser per scheme named:
//
//	rfc1738gen -scheme name=importpath.Type [-scheme ...] [-pkg name] [-o file]
//
// where name is the scheme's name, in lower case, and importpath.Type the
// scheme part's type (a struct whose pointer is an ast.SchemePart), e.g.
//
//	//go:generate go run github.com/urlsyntax/rfc1738/grammar/gen/cmd/rfc1738gen -scheme ldap=github.com/you/mod/ldap.Part -pkg ldapparse -o zz_generated.go
//
// The file has, for each scheme, two exported functions (for "ldap": see
// gen.UnitName): ParseLDAP, to set as parser.Scheme's Generated field,
// and AutomatonLDAP, as its Automaton field. -pkg defaults to the package go generate runs in ($GOPACKAGE),
// and -o to zz_generated.go.
//
// The generator reads the types by reflection, so it must be compiled
// with the author's package. As mockgen's reflect mode does, rfc1738gen
// writes a small program that imports the package and calls
// gen.WriteSchemes, into a temporary directory under the working
// directory (named .rfc1738gen-*, so that the module's go.mod resolves
// its imports and ./... patterns skip it), builds and runs it, and
// removes the directory, on failure too. Before that it checks, with go
// list and the package's source, that each importpath.Type names a type,
// and that the output is not in the package that declares it: the
// generated file imports that package, and a generated file that no
// longer compiles after the types changed must not stop the program that
// replaces it from compiling.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"reflect"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/gen"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// schemes are the built-in schemes, as package ast lists them
// (ast.Schemes, ast.PartOf): the name parser registers each under, the
// unit its entry is named after (its part's type without "Part": FTP,
// Gopher...), and its scheme part.
var schemes = func() []gen.AuthorScheme {
	var out []gen.AuthorScheme
	for _, name := range ast.Schemes() {
		part := ast.PartOf(name)
		unit := strings.TrimSuffix(reflect.TypeOf(part).Elem().Name(), "Part")
		out = append(out, gen.AuthorScheme{Name: name, Unit: unit, Part: part})
	}
	return out
}()

// shapes are the blocks of the units whose URLs' labels and segments
// vary most (gen.Shapes): web URLs (kasztp.txt) mostly have two domain
// labels and one to five segments, file URLs (node_files.txt) a host of
// one label and two to thirteen segments. The last block of each holds
// the largest tree of those corpora, so that each of their URLs takes
// one allocation; the others hold the common ones in few bytes. A file
// block's segment costs what separates Go's size classes there, so its
// blocks step through them where the corpus's paths are many. Each
// block is a type of its own in every program that parses URLs, which
// TestLinkedPackages bounds: so they are few.
var shapes = map[string]*gen.Shapes{
	"HTTP": {
		Labels: reflect.TypeFor[ast.DomainLabel](), Segments: reflect.TypeFor[ast.HSegment](),
		Blocks: [][2]int{{2, 2}, {3, 3}, {4, 6}, {5, 12}},
	},
	"File": {
		Labels: reflect.TypeFor[ast.DomainLabel](), Segments: reflect.TypeFor[ast.FSegment](),
		Blocks: [][2]int{{0, 2}, {0, 4}, {0, 5}, {0, 8}, {0, 13}},
	},
}

func main() {
	os.Exit(command(os.Args[1:], os.Stderr))
}

// command runs rfc1738gen with args and returns the exit status: 0, 1
// when generating failed, 2 for a usage error.
func command(args []string, stderr io.Writer) int {
	o, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		if !errors.Is(err, errReported) {
			fmt.Fprintln(stderr, "rfc1738gen:", err)
		}
		return 2
	}
	if len(o.schemes) == 0 {
		err = run(o.out, o.pkg)
	} else {
		err = runSchemes(o, stderr)
	}
	if err != nil {
		fmt.Fprintln(stderr, "rfc1738gen:", err)
		return 1
	}
	return 0
}

// options are rfc1738gen's flags.
type options struct {
	out, pkg string
	schemes  schemeFlags
}

// errReported is a usage error package flag has already printed.
var errReported = errors.New("usage error, reported")

// parseFlags parses args. A -pkg left out is "parser" without -scheme,
// and $GOPACKAGE (set by go generate) with it.
func parseFlags(args []string, stderr io.Writer) (*options, error) {
	o := &options{}
	fs := flag.NewFlagSet("rfc1738gen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.out, "o", "zz_generated.go", "the file to write")
	fs.StringVar(&o.pkg, "pkg", "", "the package of the generated code (default \"parser\" without -scheme, $GOPACKAGE with it)")
	fs.Var(&o.schemes, "scheme", "a scheme author's scheme, as `name=importpath.Type` (repeatable): generate its parser instead of the built-in ones")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), "usage: rfc1738gen [-o file] [-pkg name]\n       rfc1738gen -scheme name=importpath.Type [-scheme ...] [-o file] [-pkg name]\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, err
		}
		return nil, errReported
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q: every scheme is given with -scheme", fs.Arg(0))
	}
	if o.out == "" {
		return nil, errors.New("-o: no file")
	}
	if o.pkg == "" {
		o.pkg = "parser"
		if len(o.schemes) > 0 {
			o.pkg = os.Getenv("GOPACKAGE")
			if o.pkg == "" {
				return nil, errors.New("-scheme: no -pkg, and $GOPACKAGE is not set (go generate sets it)")
			}
		}
	}
	return o, o.schemes.check()
}

// textUnits returns a unit, automaton only, for each text production of
// the units' grammars, once each, in the order the grammars use them.
func textUnits(units []gen.Unit) ([]gen.Unit, error) {
	var out []gen.Unit
	seen := map[reflect.Type]bool{}
	for _, u := range units {
		for _, s := range interp.TextProductions(u.Grammar) {
			if seen[s.Type] {
				continue
			}
			seen[s.Type] = true
			g, err := interp.Read(s.Type, grammar.Symbols())
			if err != nil {
				return nil, err
			}
			out = append(out, gen.Unit{Name: "Text" + s.Type.Name(), Grammar: g, AutomatonOnly: true})
		}
	}
	return out, nil
}

// run writes the built-in grammar's parsers to out, in package pkg.
func run(out, pkg string) error {
	g, err := interp.ReadURL(&ast.IPSchemePart{}, &ast.OpaquePart{})
	if err != nil {
		return err
	}
	frag, err := interp.ReadFragment()
	if err != nil {
		return err
	}
	ref, err := interp.ReadReference()
	if err != nil {
		return err
	}
	units := []gen.Unit{{Name: "Generic", Grammar: g}, {Name: "Fragment", Grammar: frag}, {Name: "Relative", Grammar: ref}}
	var table []gen.Entry
	for _, s := range schemes {
		g, err := interp.ReadURL(s.Part)
		if err != nil {
			return err
		}
		units = append(units, gen.Unit{Name: s.Unit, Grammar: g, Shapes: shapes[s.Unit]})
		table = append(table, gen.Entry{Key: s.Name, Value: fmt.Sprintf("{parse%[1]s, automaton%[1]s}", s.Unit)})
	}
	texts, err := textUnits(units)
	if err != nil {
		return err
	}
	var switchCases []gen.Entry
	for _, u := range texts {
		switchCases = append(switchCases, gen.Entry{Key: "*ast." + u.Grammar.Root.Type.Name(), Value: "automaton" + u.Name})
	}
	src, err := gen.EmitUnits(pkg, append(units, texts...)...)
	if err != nil {
		return err
	}
	src, err = gen.AppendTable(src, "generatedSchemes", "generated", table)
	if err != nil {
		return err
	}
	src, err = gen.AppendTypeSwitch(src, "textAutomaton", "textAutomaton returns the automaton of the production of n, a node that\nis its text (a segment, a label, a search), or nil for any other node.", "*automaton.Automaton", switchCases)
	if err != nil {
		return err
	}
	return os.WriteFile(out, src, 0o644)
}
