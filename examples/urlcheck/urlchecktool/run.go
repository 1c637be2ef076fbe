package urlchecktool

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"sync/atomic"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/examples/internal/term"
	"github.com/urlsyntax/rfc1738/parser"
)

// Exit statuses of the command.
const (
	exitValid   = 0 // every URL is valid; with -fix, every line has a fix
	exitInvalid = 1 // at least one URL is not; with -fix, one line has no fix
	exitError   = 2 // a usage error, or an input or output failed
)

// gcPercent is the garbage collector's GOGC while urlcheck runs, unless
// GOGC is set or -maxlen is above its default. Checking a URL allocates
// about 2 KB, nearly all of it garbage once the URL's line is written,
// and urlcheck keeps only a few MB alive, its batches (see checkAll) and
// one parse per worker (at most 4 MB for 64 KiB of input). Go's default
// of 100 then collects every few MB allocated, hundreds of times a
// second, and on two cores the collections cost more than the second
// core brings. At 400 the heap may grow to five times what is
// alive rather than twice: a few tens of MB, whatever the size of the
// input, for four times fewer collections. Above the default -maxlen,
// one parse may keep far more alive (64 bytes per byte of the line),
// and Go's default applies.
const gcPercent = 400

// run is Run, one at a time: it checks the URLs of the files that args name
// (of stdin when none does) and writes a verdict per URL to stdout, or
// with -fix the line fixed, in input order. It reports usage and I/O
// errors on stderr, the lines that -fix has no fix for, and progress
// too when stderr is a terminal (see showsProgress), and returns the
// exit status. What it writes from its input and its arguments (a URL,
// a file name, a flag's value) is escaped: in Go's escapes in text and
// in messages (strconv.Quote, term.Escape), in JSON's with -json
// (jsonString), so that nothing a terminal acts on reaches it. The one
// exception is a document that -text -fix writes to a file or a pipe,
// which is the input's bytes but for its URLs' edits: it is a document,
// not display (see isTerminal).
func (c Config) run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("urlcheck", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // its errors are reported below, escaped
	fs.Usage = func() {}     // printed below, where it belongs
	asJSON := fs.Bool("json", false, "print one JSON object per URL")
	noWarn := fs.Bool("nowarn", false, "do not look for warnings: say only whether each URL is valid and, when not, why")
	maxLen := fs.Int("maxlen", parser.DefaultMaxLength, "report URLs longer than `n` bytes as invalid without parsing or holding them (0: no limit)")
	base := fs.String("base", "", "resolve each line, a reference (RFC 1808), against the base `URL`, and check the URL it resolves to")
	text := fs.Bool("text", false, "find the URLs of each file, a document (Markdown for .md, .markdown, .mdown and .mkd, plain text otherwise), and report each invalid one as FILE:LINE:COL: CODE: message, its notes on indented lines; with -json, one object per URL found; with -fix, the documents with their URLs fixed")
	diff := fs.Bool("diff", false, "with -text -fix, write a unified diff of each document instead of the document fixed")
	markdown := fs.Bool("markdown", false, "with -text, read every document as Markdown, standard input too, whatever its name")
	write := fs.Bool("w", false, "with -text -fix, write each document fixed over its file rather than to standard output, as gofmt -w does")
	schemes := &exampleschemes.Flag{Extra: c.Extra}
	if len(c.Extra) > 0 {
		fs.Var(schemes, "scheme", c.extraUsage())
	}
	fix := fs.Bool("fix", false, "print each line fixed instead: the nearest RFC 1738 URL (rfc1738.Fix), the line itself when it is valid, \"-\" when no URL is near; with -json, add the keys fixed and edits")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(stdout, fs)
			return exitValid
		}
		fmt.Fprintln(stderr, term.Escape(err.Error()))
		usage(stderr, fs)
		return exitError
	}
	opts := schemes.Options(c.Options)
	p, err := checker(opts, *maxLen)
	if err != nil {
		fmt.Fprintln(stderr, "urlcheck:", term.Escape(err.Error()))
		return exitError
	}
	if *fix && isSet(fs, "base") {
		// A reference is no URL to fix, and the URL it resolves to is no
		// line of the input.
		fmt.Fprintln(stderr, "urlcheck: -fix and -base cannot be used together")
		return exitError
	}
	switch {
	case *text && isSet(fs, "base"):
		fmt.Fprintln(stderr, "urlcheck: -text and -base cannot be used together")
		return exitError
	case *diff && !(*text && *fix) || *diff && *asJSON:
		fmt.Fprintln(stderr, "urlcheck: -diff needs -text and -fix, without -json")
		return exitError
	case *markdown && !*text:
		fmt.Fprintln(stderr, "urlcheck: -markdown needs -text")
		return exitError
	case *write && (!(*text && *fix) || *diff || *asJSON):
		fmt.Fprintln(stderr, "urlcheck: -w needs -text and -fix, without -diff or -json")
		return exitError
	case *write && (len(fs.Args()) == 0 || slices.Contains(fs.Args(), "-")):
		fmt.Fprintln(stderr, "urlcheck: -w needs files: standard input has none to write to")
		return exitError
	case *text:
		names := fs.Args()
		if len(names) == 0 {
			names = []string{"-"}
		}
		return runText(names, stdin, stdout, stderr, textOptions{p: p, asJSON: *asJSON, warnings: !*noWarn, fix: *fix, diff: *diff, write: *write, markdown: *markdown})
	}
	verify := verifierOf(p, *asJSON, !*noWarn)
	if *fix {
		verify = fixVerifier(p, *asJSON, verify)
	}
	if isSet(fs, "base") {
		// The resolving parser has no limit of its own: -maxlen has cut
		// the lines already, and a resolved URL, the base and a line
		// put together, may be longer than either.
		rp, err := parser.New(append(opts, parser.MaxLength(0))...)
		if err != nil {
			fmt.Fprintln(stderr, "urlcheck:", term.Escape(err.Error()))
			return exitError
		}
		b, err := parseBase(rp, *base)
		if err != nil {
			fmt.Fprintf(stderr, "urlcheck: -base %q: %s\n", *base, term.Escape(err.Error()))
			return exitError
		}
		verify = baseVerifier(rp, b, !*noWarn)
	}
	format := formatText
	switch {
	case *asJSON:
		format = formatJSON
	case *fix:
		format = formatFix
	}
	// Lines longer than the limit are cut to it as they are read; with
	// no limit, the parser's own, the longest input a span can cover.
	limit := *maxLen
	if limit == 0 {
		limit = ast.MaxSpan
	}
	if os.Getenv("GOGC") == "" && limit <= parser.DefaultMaxLength {
		defer debug.SetGCPercent(debug.SetGCPercent(gcPercent))
	}
	in := &inputs{names: fs.Args(), stdin: stdin, limit: limit}
	if len(in.names) == 0 {
		in.names = []string{"-"}
	}

	var checked atomic.Int64
	stopProgress, progressDone := make(chan struct{}), make(chan struct{})
	msgs := stderr // the messages of -fix while the lines are checked
	if showsProgress(stdout, stderr) {
		shared := &sharedLine{w: stderr}
		msgs = shared
		go showProgress(shared, &checked, progressInterval, stopProgress, progressDone)
	} else {
		close(progressDone)
	}
	invalid, werr := checkAll(in.next, verify, format, stdout, msgs, runtime.GOMAXPROCS(0), &checked)
	close(stopProgress)
	<-progressDone

	for _, err := range in.errs {
		fmt.Fprintln(stderr, "urlcheck:", term.Escape(err.Error())) // a file name is an argument
	}
	if werr != nil {
		fmt.Fprintln(stderr, "urlcheck: writing output:", term.Escape(werr.Error()))
	}
	switch {
	case werr != nil || len(in.errs) > 0:
		return exitError
	case invalid > 0:
		return exitInvalid
	}
	return exitValid
}

// isSet reports whether the flag name was given on the command line,
// even with its default value.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// usage writes the command's usage text, with the flags of fs, to w.
func usage(w io.Writer, fs *flag.FlagSet) {
	scheme := ""
	if fs.Lookup("scheme") != nil {
		scheme = " [-scheme scheme]"
	}
	fmt.Fprintf(w, "usage: urlcheck [-base URL | -fix] [-json] [-maxlen n] [-nowarn]%s [file ...]\n", scheme)
	fmt.Fprintf(w, "       urlcheck -text [-fix [-diff | -w]] [-json] [-markdown] [-maxlen n] [-nowarn]%s [file ...]\n", scheme)
	fmt.Fprint(w, `
Urlcheck checks URLs against RFC 1738, one per line of the files (or of
standard input; "-" names it too), and prints one verdict per URL, in
input order:

	ok	<url>[	warning: <first warning>]
	invalid	<url>	<first error>

With -json it prints one JSON object per URL instead, with the keys url,
valid, scheme, user, password, host, port, path, errors and warnings,
each scheme's own parts, and for a scheme registered from outside RFC
1738, its part's children in parts, each [production, text].
Each error and warning has an offset, a code, a production, what could
stand at the offset (expected, end), a message and notes.

With -nowarn it does not look for warnings: a valid URL is "ok" and
nothing more (with -json, "warnings" is [], not looked for, and no time is saved), and in text the URLs are
checked without building their trees, which is faster.

With -base URL each line is a reference, relative or absolute (RFC
1808), resolved against URL by RFC 1808 section 4, and the verdict is
on the absolute URL it resolves to, its fragment set aside; the text
output gives that URL after the line ("-" when the line is not a
reference or cannot be resolved), and -json adds the keys resolved and
reference. A base that is not an absolute URL is a usage error. Every
line is then parsed into a tree, with -nowarn too.

With -fix it prints each line fixed instead, one line per line of
input: the nearest RFC 1738 URL (rfc1738.Fix: "~" written %7E, a space
%20, the appendix's <URL:...> taken off; a fragment kept after the URL),
the line itself when it is valid, and "-" when no URL is near (a "_" in
a host has no escape; a line, or a fix, longer than -maxlen), with a
message on standard error that gives the file, the line's number and
why. With -json, each object gains the keys fixed (null when there is
no fix) and edits (each with its offset, old and new text and code; []
when the line is unchanged, null when there is no fix). -fix and -base
cannot be used together.

With -text each file is a document, read whole (Markdown for names
ending in .md, .markdown, .mdown or .mkd, in any case, and for every
document with -markdown, whose code spans and fenced blocks are
skipped; plain text otherwise), and urlcheck finds its URLs: in
<URL:...>, in <...>, as a Markdown link's destination, and bare (by a
heuristic: a scheme the parser knows, ":", up to whitespace, less the
punctuation prose puts after it). Each invalid URL is reported as
FILE:LINE:COL: CODE: message, at its first impossible byte, with the
most specific code, and its notes on indented lines; each warning of a
valid URL so too, after "warning: ". With -json, one object per URL
found, with the keys file, line, column, offset and form before the
usual ones, whose offsets are into the document. With -fix, the
documents with every URL that has a fix fixed, or with -diff a unified
diff of each, or with -w each written over its file; a URL with no fix
is reported on standard error. A document fixed is its bytes exactly
but for the edits, except on a terminal, where what a terminal acts on
is escaped. -text and -base cannot be used together.

A URL longer than -maxlen bytes, 65536 unless set (the parser's
DefaultMaxLength), is reported invalid without being parsed or held:
with its length, and its first -maxlen bytes as its URL. With -maxlen 0
lines are held whole, however long.

Exit status: 0 when every URL is valid (with -fix, when every line has
a fix), 1 when one is not (has none), 2 on a usage error or when an
input cannot be read or the output written (a closed pipe too, as with
urlcheck ... | head -1), with a message on standard error.

Flags:
`)
	fs.SetOutput(w)
	fs.PrintDefaults()
}
