// Command nodegen writes the methods of package ast's node types that
// follow from their declarations: each type's Production, read from the
// rule in its doc comment and its //rfc: directive; the listing of its
// children (appendChildren, Children), read from its fields and their
// participle tags; and its writer (put, String), which writes the
// delimiters the tags spell and the fields they capture, in their
// order. Walk, the validators and the printer use these. Package ast
// runs it so:
//
//	//go:generate go run ../grammar/gen/cmd/nodegen -grammar ../grammar/zz_productions.go -parser ../parser/zz_schemes.go -escape ../escape.go
//
// It reads the package's source with go/parser, not its types by
// reflection, so that it builds whatever state the generated file is
// in, and so that no program that imports ast links go/parser. Its tags
// are read by package grammar/internal/tagsyntax, the one parser of
// their syntax, which grammar/interp uses too and which imports nothing
// of this module.
//
// Usage:
//
//	nodegen [-dir dir] [-o file] [-grammar file] [-parser file] [-escape file]
//
// -dir is the package's directory (default "."), -o the file written in
// it (default zz_nodes.go); the file is skipped when the package is
// read. -grammar, a path from dir, is the file of package grammar that
// gets the productions a "//rfc:grammar" directive names: the same
// values as ast's, written as literals so that package grammar holds
// them without code run when a program starts; also the productions of
// the server of section 3.1 and of the nodes that hold it. -parser, a
// path from dir, is the file of package parser that lists the built-in
// schemes, which "//rfc:scheme <name> [<port> [<section>]]" directives
// declare on their parts' types, with the validator and the texts each
// one's file of package parser declares: validateFTP and ftpTexts for
// FTPPart. The directive also gives the part its DefaultPort, and a
// "//rfc:samekind" directive beside it a scheme written by the part's
// production under another name (https), with its production and port.
// -escape, a path from dir, is the file of the root package that
// declares the Components of rfc1738.Escape, each named "In" and a node
// type of text (InHSegment); nodegen writes beside it zz_components.go,
// with the reserved characters each one's tag allows and its
// production.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	dir := flag.String("dir", ".", "the directory of the package whose nodes to read")
	out := flag.String("o", "zz_nodes.go", "the file to write, in that directory")
	grammar := flag.String("grammar", "", "the file of package grammar to write its productions to, from that directory")
	parser := flag.String("parser", "", "the file of package parser to write the built-in schemes to, from that directory")
	escape := flag.String("escape", "", "the file of the root package that declares the Components, from that directory")
	flag.Parse()
	if err := run(*dir, *out, *grammar, *parser, *escape); err != nil {
		fmt.Fprintln(os.Stderr, "nodegen:", err)
		os.Exit(1)
	}
}

// run reads the package in dir and writes its generated file, the
// grammar file unless grammar is "", the parser file unless parser is
// "", and the components' file beside escape unless escape is "".
func run(dir, out, grammar, parser, escape string) error {
	pkg, err := load(dir, out)
	if err != nil {
		return err
	}
	src, err := emit(pkg)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, out), src, 0o666); err != nil || grammar == "" {
		return err
	}
	if src, err = emitGrammar(pkg); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, grammar), src, 0o666); err != nil || parser == "" {
		return err
	}
	if src, err = emitParser(pkg); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, parser), src, 0o666); err != nil || escape == "" {
		return err
	}
	if src, err = emitEscape(pkg, filepath.Join(dir, escape)); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, filepath.Dir(escape), escapeOut), src, 0o666)
}
