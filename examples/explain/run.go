package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// Exit statuses of the command.
const (
	exitValid   = 0 // every URL is valid
	exitInvalid = 1 // at least one URL is not
	exitUsage   = 2 // the command line is wrong
)

// run is the command: it explains the URLs that args name (the note's
// when there are none) on stdout, and returns the exit status. Usage
// errors go to stderr; -h prints the usage on stdout.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("explain", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {} // printed below, where it belongs
	grammarFlag := fs.Bool("grammar", false, "print the grammar (of the schemes or productions named) instead")
	traceFlag := fs.Bool("trace", false, "show which production matched which bytes, step by step")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(stdout)
			return exitValid
		}
		usage(stderr)
		return exitUsage
	}
	if *grammarFlag {
		if !showGrammar(stdout, fs.Args()) {
			return exitUsage
		}
		return exitValid
	}
	explainOne := explain
	if *traceFlag {
		explainOne = showTrace
	}
	urls := fs.Args()
	if len(urls) == 0 {
		urls = noteURLs
	}
	status := exitValid
	for i, u := range urls {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		if !explainOne(stdout, u) {
			status = exitInvalid
		}
	}
	return status
}

// usage writes the command's usage text to w.
func usage(w io.Writer) {
	fmt.Fprint(w, `usage: explain [-h] [-trace] [--] [URL ...]
       explain -grammar [scheme or production ...]

Explain shows how RFC 1738 reads each URL, part by part, in the words of
the general form

	<scheme>://<user>:<password>@<host>:<port>/<url-path>

With no URL it explains the four examples of the terminology note:
`)
	for _, u := range noteURLs {
		fmt.Fprintf(w, "\t%s\n", u)
	}
	fmt.Fprint(w, `
For each URL it marks the span of each part, then gives each part's text
(decoded, when it has escapes), its byte span, and the RFC production
that defines it. The parts are those of the scheme's own production
(httpurl, ftpurl, newsurl, ...; the generic syntax for other schemes):
those the general form names are given its words in angle brackets,
the others their production's name. A span [7,17) is bytes 7 to 16,
counting from 0. Put "--" before a URL that starts with "-".

-trace shows instead which production matched which bytes, step by step,
in the order the parser entered them. -grammar prints the grammar the
parser reads URLs by, straight from it (participle's EBNF): all of it, or
a scheme's (ftp, news...), or a production's rule and those it uses
(hostport, HostPort, ip-schemepart...).

Exit status: 0 when every URL is valid, 1 when one is not, 2 on a usage
error (or a -grammar name that matches nothing).
`)
}
