package urlchecktool

import (
	"io"
	"sync"

	"github.com/urlsyntax/rfc1738/parser"
)

// Config is a urlcheck command: the parser it checks URLs with, and the
// schemes its -scheme flag may add. The zero Config is urlcheck with the
// default parser, no -scheme flag.
type Config struct {
	// Options build the parser that checks the URLs (parser.New), such
	// as parser.WithScheme with a scheme of the author's own; -maxlen's
	// limit is added after them. The parser reads the schemes
	// registered with parser.Register too. Every mode uses it: the
	// verdicts, -fix, -base (with no limit of length) and -text, whose
	// bare URLs are those of the schemes it knows.
	Options []parser.Option
	// Extra are the schemes that -scheme adds to the parser, by name,
	// one each time the flag is given: urlcheck's are the examples of
	// examples/newscheme (ldap, rtsp, rtspu). With none, the command has
	// no -scheme flag.
	Extra []parser.Scheme
	// ExtraUsage is what the help (-h) says of -scheme, as a flag's
	// usage (flag.PrintDefaults: a name in back quotes is the value's);
	// when empty, a sentence that lists Extra's names.
	ExtraUsage string
}

// Run is the command: it checks the URLs of the files that args name
// (of stdin when none does) and writes a verdict per URL to stdout, or
// with -fix the line fixed, in input order, and returns the exit status:
// 0 when every URL is valid (with -fix, every line has a fix), 1 when
// one is not, 2 on a usage error or when an input or the output failed.
// Usage and I/O errors go to stderr; -h prints the usage on stdout.
// What it writes of its input and its arguments is escaped, so that
// nothing a terminal acts on reaches it, but for a document that -text
// -fix writes to a file or a pipe. Runs of several goroutines take
// turns.
func (c Config) Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	running.Lock()
	defer running.Unlock()
	return c.run(args, stdin, stdout, stderr)
}

// running serializes Run: a run sets the garbage collector's percentage
// of the whole process (gcPercent) and restores it when it ends.
var running sync.Mutex
