package explaintool

import (
	"fmt"
	"io"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/parser"
)

// usage writes the command's usage text to w: its -scheme flag and the
// schemes of its parser are c's.
func (c Config) usage(w io.Writer) {
	flag := ""
	if len(c.Extra) > 0 {
		flag = "[-scheme name] "
	}
	fmt.Fprintf(w, `usage: explain [-lang en|fr|both] %[1]s[-width N] [-v] [-tree | -json | -trace[=full]] [--] [URL ...]
       explain [-lang en|fr] %[1]s[-width N] -grammar [rule or scheme ...]
       explain [-lang en|fr|both] %[1]s[-width N] [-v] -base URL [--] reference ...

Explain shows how RFC 1738 reads each URL, part by part, in the words of
the general form

	<scheme>://<user>:<password>@<host>:<port>/<url-path>
	<mode>://<utilisateur>:<motdepasse>@<hôte>:<port>/<chemin URL>

`, flag)
	if own := c.ownNames(); len(own) > 0 {
		fmt.Fprintf(w, "It reads too, by their own productions, the URLs of %s.\n\n", voice.Voice{}.And(own))
	}
	fmt.Fprint(w, "With no URL it explains the four examples of NOTE 1, the note on the\ngeneral form of a URL whose labels it uses:\n")
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
               the note's English words, or its French ones; -lang both
               shows each URL in English, then in French (not with -json
               or -grammar)
  -width N     wrap the table and the sentences to N columns (0: do not
               wrap); by default, on a terminal, $COLUMNS or 80, and no
               wrapping when stdout is not a terminal
  -v           show everything: what each part is made of, what each part
               left out means in full, and the rules cited, each once
  -tree        print each URL's syntax tree instead, one node per line
  -json        print the syntax trees as JSON instead, for programs: one
               URL's tree as an object, several URLs' as an array, null
               for a URL that is not valid (its error goes to stderr);
               its strings use JSON's escapes ("\t", "\u0000"), not
               the notation the other outputs show students
  -trace       show instead the derivation, as the grammar's interpreter
               takes it: the productions entered and the bytes each
               matched, the alternative taken at each choice and how many
               failed, each lookahead's decision; for a text that is not
               a URL, the attempt, then the error at its first impossible
               byte. -trace=full shows every step: each alternative and
               iteration tried, failed ones marked ✗ with where and why
  -grammar     print RFC 1738's grammar as section 5 writes it, rule by
               rule in section 5's order (the generic syntax, each
               scheme, RFC 1808's relative URLs, the characters): each
               rule as its RFC writes it, its section, the rule as the
               parser reads it where that differs and why, and the
               parser's notes on when it reads a part. With names, only
               their rules and those they use, each once. A name is a
               rule (httpurl, hsegment, uchar, grouppart), a scheme
               (ftp: ftpurl) or a label the tools print (url-path,
               hôte), in any case; URL is section 5's url, then RFC
               1808's; unsafe, section 2.2's unsafe characters and
               the rules that hold them. With -v, each rule's Go types
               too
`)
	if len(c.Extra) > 0 {
		fmt.Fprint(w, "  -scheme name ", c.extraUsage())
	}
	fmt.Fprintf(w, `  -base URL    resolve each reference given against this base URL by
               RFC 1808 (-base "" is no base): the reference's parts
               labelled, the base's, each step of section 4 that applied
               and what it inherited from the base, then the result,
               explained as a URL is (or why it is not a URL)

A text that is not a URL is shown with a caret under its first impossible
byte (the first byte that no URL can have there), the diagram of the
longest start of the text that is a URL, labelled as that start reads
as a URL of its own (the line under it says up to which offset; the
parser may have read further, or read that start otherwise), and the
parser's message with its notes: what another reading of the text would
make of it. A text longer than %d bytes is refused without being
read. Put "--" before a URL that starts with "-".

Exit status: 0 when every URL is valid, 1 when one is not (with -base,
when a reference does not resolve to an RFC 1738 URL), 2 on a usage
error (or a -grammar name that matches nothing).
`, parser.DefaultMaxLength)
}

// extraUsage is what the help says of -scheme: c.ExtraUsage, or a
// sentence that lists Extra's names.
func (c Config) extraUsage() string {
	if c.ExtraUsage != "" {
		return strings.TrimSuffix(c.ExtraUsage, "\n") + "\n"
	}
	return "also read the URLs of one of these schemes: " + strings.Join(exampleschemes.Names(c.Extra), ", ") +
		";\n               repeatable\n"
}

// ownNames returns the names of the schemes that c's parser, without
// -scheme, reads by a production that is not RFC 1738's.
func (c Config) ownNames() []string {
	p, err := c.parser(nil)
	if err != nil {
		return nil
	}
	return exampleschemes.Names(registered(p))
}
