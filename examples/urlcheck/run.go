package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"sync/atomic"

	"github.com/urlsyntax/rfc1738/parser"
)

// Exit statuses of the command.
const (
	exitValid   = 0 // every URL is valid
	exitInvalid = 1 // at least one URL is not
	exitError   = 2 // a usage error, or an input or output failed
)

// run is the command: it checks the URLs of the files that args name
// (of stdin when none does) and writes a verdict per URL to stdout, in
// input order. It reports usage and I/O errors on stderr, and progress
// too when stderr is a terminal (see showsProgress), and returns the
// exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("urlcheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {} // printed below, where it belongs
	asJSON := fs.Bool("json", false, "print one JSON object per URL")
	maxLen := fs.Int("maxlen", parser.DefaultMaxLength, "report URLs longer than `n` bytes as invalid without parsing them (0: no limit)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(stdout, fs)
			return exitValid
		}
		usage(stderr, fs)
		return exitError
	}
	p, err := parser.New(parser.MaxLength(*maxLen))
	if err != nil {
		fmt.Fprintf(stderr, "urlcheck: -maxlen: %v\n", err)
		return exitError
	}
	format := formatText
	if *asJSON {
		format = formatJSON
	}
	in := &inputs{names: fs.Args(), stdin: stdin}
	if len(in.names) == 0 {
		in.names = []string{"-"}
	}

	var checked atomic.Int64
	stopProgress, progressDone := make(chan struct{}), make(chan struct{})
	if showsProgress(stdout, stderr) {
		go showProgress(stderr, &checked, progressInterval, stopProgress, progressDone)
	} else {
		close(progressDone)
	}
	invalid, werr := checkAll(in.next, p, format, stdout, runtime.GOMAXPROCS(0), &checked)
	close(stopProgress)
	<-progressDone

	for _, err := range in.errs {
		fmt.Fprintf(stderr, "urlcheck: %v\n", err)
	}
	if werr != nil {
		fmt.Fprintf(stderr, "urlcheck: writing output: %v\n", werr)
	}
	switch {
	case werr != nil || len(in.errs) > 0:
		return exitError
	case invalid > 0:
		return exitInvalid
	}
	return exitValid
}

// usage writes the command's usage text, with the flags of fs, to w.
func usage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprint(w, `usage: urlcheck [-json] [-maxlen n] [file ...]

Urlcheck checks URLs against RFC 1738, one per line of the files (or of
standard input; "-" names it too), and prints one verdict per URL, in
input order:

	ok	<url>[	warning: <first warning>]
	invalid	<url>	<first error>

With -json it prints one JSON object per URL instead, with the keys url,
valid, scheme, user, password, host, port, path, errors and warnings.
Each error and warning has an offset, a code, a production, what could
stand at the offset (expected, end), a message and notes.

A URL longer than -maxlen bytes, 65536 unless set (the parser's
DefaultMaxLength), is reported invalid without being parsed.

Exit status: 0 when every URL is valid, 1 when one is not, 2 on a usage
error or when an input cannot be read or the output written.

Flags:
`)
	fs.SetOutput(w)
	fs.PrintDefaults()
}
