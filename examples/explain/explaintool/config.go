package explaintool

import (
	"io"
	"os"
	"sync"

	"github.com/urlsyntax/rfc1738/parser"
)

// Config is an explain command: the parser it reads URLs with, and the
// schemes its -scheme flag may add. The zero Config is explain with the
// default parser (parser.Default), no -scheme flag.
type Config struct {
	// Options build the parser that reads the URLs (parser.New), such
	// as parser.WithScheme with a scheme of the author's own. With none,
	// the parser is parser.Default, which reads the schemes registered
	// with parser.Register too. The URLs of every scheme the parser
	// reads by a production that is not RFC 1738's are shown as RFC
	// 1738's are, and -grammar prints its rules.
	Options []parser.Option
	// Extra are the schemes that -scheme adds to the parser, by name,
	// one each time the flag is given: explain's are the examples of
	// examples/newscheme (ldap, rtsp, rtspu). With none, the command has
	// no -scheme flag.
	Extra []parser.Scheme
	// ExtraUsage is what the help (-h) says of -scheme, the lines after
	// "  -scheme name ", each indented to the column of the other flags'
	// words; when empty, a sentence that lists Extra's names.
	ExtraUsage string
}

// running serializes Run: the layout and the parser of a run are the
// package's, for the many functions that write the output.
var running sync.Mutex

// Run is the command: it explains the URLs that args name (the note's
// four when there are none) on stdout, and returns the exit status: 0
// when every URL is valid, 1 when one is not or the output could not be
// written, 2 on a usage error. Usage errors go to stderr; -h prints the
// usage on stdout. With -json, stdout holds JSON only, and the errors
// of URLs that are not valid go to stderr. Neither holds anything of the
// input or the arguments that a terminal acts on. Runs of several
// goroutines take turns.
func (c Config) Run(args []string, stdout, stderr io.Writer) int {
	running.Lock()
	defer running.Unlock()
	return c.run(args, stdout, stderr)
}

// Main runs explain on the command line's arguments (os.Args), with the
// parser that opts build, on os.Stdout and os.Stderr, and exits with
// its status. It is the main function of a scheme author's explain:
//
//	func main() { explaintool.Main(parser.WithScheme(imap.Scheme())) }
func Main(opts ...parser.Option) {
	os.Exit(Config{Options: opts}.Run(os.Args[1:], os.Stdout, os.Stderr))
}
