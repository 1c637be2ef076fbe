package explaintool

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/examples/internal/term"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// Exit statuses of the command.
const (
	exitValid   = 0 // every URL is valid
	exitInvalid = 1 // at least one URL is not, or the output could not be written
	exitUsage   = 2 // the command line is wrong
)

// langFlag is the value of -lang: a language grammar.ParseLang reads,
// or "both", which sets both: English, then French.
type langFlag struct {
	lang *grammar.Lang
	both *bool
}

func (f langFlag) String() string {
	if f.both != nil && *f.both {
		return "both"
	}
	if f.lang == nil {
		return grammar.English.String()
	}
	return f.lang.String()
}

func (f langFlag) Set(s string) error {
	if s == "both" {
		*f.both = true
		return nil
	}
	l, err := grammar.ParseLang(s)
	if err != nil {
		return errors.New("the languages are en, fr and both")
	}
	*f.lang, *f.both = l, false
	return nil
}

// run is Run, one at a time. Nothing it writes holds anything of the
// input or the arguments that a terminal acts on (see
// examples/internal/term).
func (c Config) run(args []string, stdout, stderr io.Writer) int {
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
	var both bool
	fs.Var(langFlag{&lang, &both}, "lang", "the language of the labels and sentences: en, fr, or both (English, then French)")
	treeFlag := fs.Bool("tree", false, "print each URL's syntax tree instead")
	jsonFlag := fs.Bool("json", false, "print each URL's syntax tree as JSON instead")
	var trace traceFlag
	fs.Var(&trace, "trace", "show the derivation: productions, choices, lookaheads (-trace=full: every step)")
	grammarFlag := fs.Bool("grammar", false, "print the grammar (of the schemes or productions named) instead")
	widthFlag := fs.Int("width", -1, "wrap lines to `N` columns (0: do not wrap); by default a terminal's width, and no wrapping when stdout is no terminal")
	verbose := fs.Bool("v", false, "show everything: each part's structure, what each part left out means in full, the rules cited")
	base := fs.String("base", "", "resolve each `URL` given, a reference, against this base URL by RFC 1808, and show the steps")
	schemes := &exampleschemes.Flag{Extra: c.Extra}
	if len(c.Extra) > 0 {
		fs.Var(schemes, "scheme", "also read the URLs of an example scheme registered from outside RFC 1738: "+strings.Join(exampleschemes.Names(c.Extra), ", ")+" (repeatable)")
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			c.usage(stdout)
			return exitValid
		}
		return usageError(stderr, voice.Voice{}, "%v", err)
	}
	v := voice.Voice{Lang: lang}
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
		return usageError(stderr, v, v.S("-tree, -json, -trace and -grammar show different things: give one of them",
			"-tree, -json, -trace et -grammar montrent des choses différentes : n'en choisissez qu'une"))
	}
	baseSet := false // -base "" is a base too: the empty one, step 1's
	fs.Visit(func(f *flag.Flag) { baseSet = baseSet || f.Name == "base" })
	if baseSet && modes > 0 {
		return usageError(stderr, v, v.S("-base shows a resolution: it does not combine with -tree, -json, -trace or -grammar",
			"-base montre une résolution : elle ne se combine pas avec -tree, -json, -trace ni -grammar"))
	}
	if both && (*jsonFlag || *grammarFlag) {
		return usageError(stderr, v, "-lang both shows each URL in English, then in French: -json and -grammar take -lang en or fr")
	}
	if baseSet && fs.NArg() == 0 {
		return usageError(stderr, v, v.S("-base needs one or more references to resolve against it",
			"-base attend une ou plusieurs références à résoudre par rapport à cette base"))
	}
	p, err := c.parser(schemes)
	if err != nil {
		fmt.Fprintln(stderr, "explain:", term.Escape(err.Error()))
		return exitUsage
	}
	readWith, extra = p, c.Extra
	if *grammarFlag {
		return showGrammar(stdout, stderr, v, *verbose, registered(p), schemes.Names(), fs.Args())
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
		explainOne = func(w io.Writer, v voice.Voice, ref string) (bool, error) { return showResolution(w, v, *base, ref) }
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
		valid, err := explainWithLegend(explainOne, stdout, v, u)
		if err == nil && both {
			fmt.Fprintln(stdout, "\n— en français —")
			_, err = explainWithLegend(explainOne, stdout, voice.Voice{Lang: grammar.French}, u) // the same verdict, in French
		}
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

// explainWithLegend runs explainOne, then writes the line that says how
// a span reads (spanLegend) when what it wrote holds one.
func explainWithLegend(explainOne func(io.Writer, voice.Voice, string) (bool, error), w io.Writer, v voice.Voice, u string) (bool, error) {
	watch := &spanWatch{w: w}
	valid, err := explainOne(watch, v, u)
	if err == nil && watch.seen {
		writeWrapped(w, spanLegend(v), "", " ")
	}
	return valid, err
}

// usageError reports a usage error on w in a line, in v's language,
// then says where the help is, and returns the exit status of a usage
// error. The errors of the flag package, which come before the language
// is known, are in English. The message is escaped (term.Escape): the
// flag package's echo the arguments as they are.
func usageError(w io.Writer, v voice.Voice, format string, args ...any) int {
	fmt.Fprintln(w, "explain:", term.Escape(fmt.Sprintf(format, args...)))
	fmt.Fprintln(w, v.S("run explain -h for help", "lancez explain -h pour afficher l'aide"))
	return exitUsage
}
