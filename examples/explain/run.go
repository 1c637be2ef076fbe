package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/internal/term"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// Exit statuses of the command.
const (
	exitValid   = 0 // every URL is valid
	exitInvalid = 1 // at least one URL is not, or the output could not be written
	exitUsage   = 2 // the command line is wrong
)

// langFlag is the value of -lang: a language grammar.ParseLang reads.
type langFlag struct{ lang *grammar.Lang }

func (f langFlag) String() string {
	if f.lang == nil {
		return grammar.English.String()
	}
	return f.lang.String()
}

func (f langFlag) Set(s string) error {
	l, err := grammar.ParseLang(s)
	if err != nil {
		return err
	}
	*f.lang = l
	return nil
}

// run is the command: it explains the URLs that args name (the note's
// when there are none) on stdout, and returns the exit status. Usage
// errors go to stderr; -h prints the usage on stdout. With -json, stdout
// holds JSON only, and the errors of URLs that are not valid go to
// stderr. Neither holds anything of the input or the arguments that a
// terminal acts on (see examples/internal/term).
func run(args []string, stdout, stderr io.Writer) int {
	tty := stdout // what defaultWidth asks for its width
	// The last guard: what explain writes from its input is escaped
	// where it is written, but a library's message may quote the input
	// as it is.
	outW, errW := &term.Writer{W: stdout}, &term.Writer{W: stderr}
	defer outW.Flush()
	defer errW.Flush()
	stdout, stderr = outW, errW
	readWith = parser.Default()
	fs := flag.NewFlagSet("explain", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // its errors are reported below, in a line
	fs.Usage = func() {}     // printed below, where it belongs
	var lang grammar.Lang
	fs.Var(langFlag{&lang}, "lang", "the language of the labels and sentences: en or fr")
	treeFlag := fs.Bool("tree", false, "print each URL's syntax tree instead")
	jsonFlag := fs.Bool("json", false, "print each URL's syntax tree as JSON instead")
	var trace traceFlag
	fs.Var(&trace, "trace", "show the derivation: productions, choices, lookaheads (-trace=full: every step)")
	grammarFlag := fs.Bool("grammar", false, "print the grammar (of the schemes or productions named) instead")
	widthFlag := fs.Int("width", -1, "wrap lines to `N` columns (0: do not wrap); by default a terminal's width, and no wrapping when stdout is no terminal")
	verbose := fs.Bool("v", false, "show everything: each part's structure, what each part left out means in full, the rules cited")
	base := fs.String("base", "", "resolve each `URL` given, a reference, against this base URL by RFC 1808, and show the steps")
	var schemes schemeList
	fs.Var(&schemes, "scheme", "also read the URLs of an example scheme registered from outside RFC 1738: "+strings.Join(exampleSchemeNames(), ", ")+" (repeatable)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(stdout)
			return exitValid
		}
		return usageError(stderr, voice{}, "%v", err)
	}
	v := voice{lang}
	out = layout{width: *widthFlag, verbose: *verbose}
	if out.width < 0 {
		out.width = defaultWidth(tty, os.Getenv)
	}
	modes := 0
	for _, set := range []bool{*treeFlag, *jsonFlag, trace.set, *grammarFlag} {
		if set {
			modes++
		}
	}
	if modes > 1 {
		return usageError(stderr, v, v.s("-tree, -json, -trace and -grammar show different things: give one of them",
			"-tree, -json, -trace et -grammar montrent des choses différentes : n'en choisissez qu'une"))
	}
	baseSet := false // -base "" is a base too: the empty one, step 1's
	fs.Visit(func(f *flag.Flag) { baseSet = baseSet || f.Name == "base" })
	if baseSet && modes > 0 {
		return usageError(stderr, v, v.s("-base shows a resolution: it does not combine with -tree, -json, -trace or -grammar",
			"-base montre une résolution : elle ne se combine pas avec -tree, -json, -trace ni -grammar"))
	}
	if baseSet && fs.NArg() == 0 {
		return usageError(stderr, v, v.s("-base needs one or more references to resolve against it",
			"-base attend une ou plusieurs références à résoudre par rapport à cette base"))
	}
	p, err := parserWith(schemes)
	if err != nil {
		fmt.Fprintln(stderr, "explain:", term.Escape(err.Error()))
		return exitUsage
	}
	readWith = p
	if *grammarFlag {
		return showGrammar(stdout, stderr, v, registered(schemes), fs.Args())
	}
	urls := fs.Args()
	if len(urls) == 0 {
		urls = noteURLs
	}
	if *jsonFlag {
		return showJSON(stdout, stderr, v, urls)
	}
	explainOne := explain
	switch {
	case baseSet:
		explainOne = func(w io.Writer, v voice, ref string) (bool, error) { return showResolution(w, v, *base, ref) }
	case *treeFlag:
		explainOne = showTree
	case trace.set:
		explainOne = trace.show
	}
	status := exitValid
	for i, u := range urls {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		valid, err := explainOne(stdout, v, u)
		if err != nil {
			fmt.Fprintln(stderr, "explain:", term.Escape(err.Error()))
			return exitInvalid
		}
		if !valid {
			status = exitInvalid
		}
	}
	return status
}

// usageError reports a usage error on w in a line, in v's language,
// then says where the help is, and returns the exit status of a usage
// error. The errors of the flag package, which come before the language
// is known, are in English. The message is escaped (term.Escape): the
// flag package's echo the arguments as they are.
func usageError(w io.Writer, v voice, format string, args ...any) int {
	fmt.Fprintln(w, "explain:", term.Escape(fmt.Sprintf(format, args...)))
	fmt.Fprintln(w, v.s("run explain -h for help", "lancez explain -h pour afficher l'aide"))
	return exitUsage
}

// usage writes the command's usage text to w.
func usage(w io.Writer) {
	fmt.Fprint(w, `usage: explain [-lang en|fr] [-scheme name] [-width N] [-v] [-tree | -json | -trace[=full]] [--] [URL ...]
       explain [-lang en|fr] [-scheme name] [-width N] -grammar [rule, Go type or scheme ...]
       explain [-lang en|fr] [-scheme name] [-width N] [-v] -base URL [--] reference ...

Explain shows how RFC 1738 reads each URL, part by part, in the words of
the general form

	<scheme>://<user>:<password>@<host>:<port>/<url-path>
	<mode>://<utilisateur>:<motdepasse>@<hôte>:<port>/<chemin URL>

With no URL it explains the four examples of the terminology note:
`)
	for _, u := range noteURLs {
		fmt.Fprintf(w, "\t%s\n", u)
	}
	fmt.Fprint(w, `
For each URL it draws a diagram: the URL, and under it, band after band,
each part's label under the part's span, from the general form's parts
down to the grammar's smallest productions, each band under those of the
productions that hold it. Then a table gives each part its text (decoded,
when it has escapes), its byte span and the RFC production that defines
it, and says what the RFC makes of it and which parts of the general form
the URL leaves out. A span [7,17) is bytes 7 to 16, counting from 0.

  -lang en|fr  the language of the labels and sentences (default en):
               the note's English words, or its French ones
  -width N     wrap the table and the sentences to N columns (0: do not
               wrap); by default, on a terminal, $COLUMNS or 80, and no
               wrapping when stdout is not a terminal
  -v           show everything: what each part is made of, what each part
               left out means in full, and the rules cited, each once
  -tree        print each URL's syntax tree instead, one node per line
  -json        print the syntax trees as JSON instead: one URL's tree as
               an object, several URLs' as an array, null for a URL that
               is not valid (its error goes to stderr)
  -trace       show instead the derivation, as the grammar's interpreter
               takes it: the productions entered and the bytes each
               matched, the alternative taken at each choice and how many
               failed, each lookahead's decision; for a text that is not
               a URL, the attempt, then the error at its first impossible
               byte. -trace=full shows every step: each alternative and
               iteration tried, failed ones marked ✗ with where and why
  -grammar     print RFC 1738's grammar as section 5 writes it, rule by
               rule in section 5's order (the generic syntax, each
               scheme, the characters), as the parser reads it: each
               rule with its Go types, its section, the parser's notes
               on when it reads a part and, where it reads section 5
               otherwise, section 5's rule and why. With names, only
               their rules and those they use, each once. A name is a
               rule (httpurl, hsegment, uchar, grouppart), a Go type
               (FTPPart, HostPort), a scheme (ftp: ftpurl) or a label
               the tools print (url-path, hôte), in any case
  -scheme name also read the URLs of an example scheme declared outside
               RFC 1738, as a scheme author would, with its generated
               parser: ldap (RFC 4516), rtsp or rtspu (RFC 2326), from
               examples/newscheme; repeatable.
               Its URLs are then shown as RFC 1738's are: labels, table,
               trace, errors at the first impossible byte; -grammar
               adds its rules (ldapurl, rtsp_URL)
  -base URL    resolve each reference given against this base URL by
               RFC 1808 (-base "" is no base): the reference's parts
               labelled, the base's, each step of section 4 that applied
               and what it inherited from the base, then the result,
               explained as a URL is (or why it is not an RFC 1738 URL)

A text that is not a URL is shown with a caret under its first impossible
byte (the first byte that no URL can have there), the diagram of the
longest part before it that is a URL, and the parser's message with its
notes: what another reading of the text would make of it. A text longer
than 65536 bytes (parser.DefaultMaxLength) is refused without being
read. Put "--" before a URL that starts with "-".

Exit status: 0 when every URL is valid, 1 when one is not (with -base,
when a reference does not resolve to an RFC 1738 URL), 2 on a usage
error (or a -grammar name that matches nothing).
`)
}
