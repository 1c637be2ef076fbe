package parser

import (
	"strconv"

	"github.com/urlsyntax/rfc1738/ast"
)

// Form is how a text writes a URL that Find found.
type Form uint8

const (
	// FormQuoted is RFC 1738's appendix's quote, "<URL:" url ">", read as
	// Extract reads it: the prefix in any case, whitespace inside ignored,
	// a hyphen before a line break kept.
	FormQuoted Form = iota + 1
	// FormAngle is a URL between "<" and ">" without "URL:", as RFC 3986
	// appendix C (and RFC 1738 section 2.2, which names "<" and ">" as
	// the delimiters of URLs in free text) writes one; whitespace inside
	// is ignored where it breaks the URL across lines, and a space or tab
	// on one line makes it no URL. A Markdown autolink,
	// "<https://...>", is one.
	FormAngle
	// FormMarkdown is the destination of a Markdown inline link or image,
	// "[text](url)" or "![alt](url "title")", when it has a scheme. Its
	// backslash escapes are read as CommonMark reads them, a "\" before
	// ASCII punctuation taken off ("http://h/a\(b\)" is
	// "http://h/a(b)"), and the offsets of its errors and of TextOffset
	// are those of the bytes in the text, after the backslash.
	FormMarkdown
	// FormBare is a URL written in running text without delimiters,
	// found by the heuristic that Find describes.
	FormBare
)

var formNames = [...]string{FormQuoted: "quoted", FormAngle: "angle", FormMarkdown: "markdown", FormBare: "bare"}

// String returns the form's name: "quoted", "angle", "markdown" or
// "bare", as urlcheck -text -json writes it.
func (f Form) String() string {
	if int(f) < len(formNames) && formNames[f] != "" {
		return formNames[f]
	}
	return "Form(" + strconv.Itoa(int(f)) + ")"
}

// FindMode says how Find reads a text.
type FindMode uint

const (
	// FindCode reads Markdown's code spans and fenced code blocks as
	// text too: without it they are skipped, since the URLs they hold
	// are code (a Go string, an example), not what the text links to.
	// Set it for plain text, where a backtick delimits nothing: RFCs
	// quote `like this'.
	FindCode FindMode = 1 << iota
)

// Finding is a URL that Find found in a text.
type Finding struct {
	Form Form
	// Pos is where the finding starts in the text: its opening
	// delimiter ("<" of a quote or angle brackets; the destination of a
	// Markdown link, "<" included when it has one), or the first byte of
	// a bare URL.
	Pos Position
	// End is the offset in the text just after the finding: after its
	// closing delimiter, or its last byte.
	End int
	// Text is the URL as the form reads it, delimiters removed (and for
	// a quote and angle brackets, whitespace; for a Markdown link,
	// backslash escapes), with its fragment.
	Text     string
	URL      *ast.URL      // the parsed URL, whose spans are into Text; nil when Err is not nil
	Fragment *ast.Fragment // the fragment after "#", if any
	// Err is why Text is not a URL: a *QuoteError for a syntax error,
	// which builds the full *Error when asked (errors.As), an *Error
	// otherwise. Every offset of its errors and notes is into the text
	// Find read; Position gives their lines and columns.
	Err error

	read     reading // how Text is read from the body
	raw      string  // the text from Pos to End
	from, to int     // the span in the text of the body that Text is read from
}

// Position returns the position in the text of offset off, which lies
// in the finding (from Pos.Offset to End, both included), as every
// offset of its errors and notes does; it returns a Position that is not
// valid, with only the offset set, for any other.
func (f *Finding) Position(off int) Position {
	if off < f.Pos.Offset || off > f.End || !f.Pos.IsValid() {
		return Position{Offset: off}
	}
	start := f.Pos
	start.Offset = 0 // counted in f.raw, which starts at f.Pos
	p := start.advance(f.raw, off-f.Pos.Offset)
	p.Offset = off
	return p
}

// TextOffset returns the offset in the text Find read of the byte at
// offset i of f.Text, or of the end of the URL's body when i is
// len(f.Text): a span of f.URL or f.Fragment placed in the text.
func (f *Finding) TextOffset(i int) int {
	body := f.raw[f.from-f.Pos.Offset : f.to-f.Pos.Offset]
	return Quote{body: body, from: f.from, read: f.read}.TextOffset(i)
}

// Find finds the URLs that text writes, in the forms of Form, and
// parses each with ParseReference (a fragment may follow it), in the
// order they start. A URL in a quote or in angle brackets may be broken
// across lines; it ends at its closing ">", and is not closed when a
// blank line comes first (a quote is then reported, with code
// CodeUnclosedQuote at that place; angle brackets are not read as a
// URL), nor, for angle brackets, a "<" or a space or tab that is not
// next to a line break: the appendix ignores all whitespace in a quote,
// but a "<" without "URL:" is as often prose ("if a <b and c > d"), and
// is read as a URL only when nothing but a line break splits it. A
// quote in double quotes, "<URL:", names the prefix and is no URL.
//
// A bare URL is found by a heuristic, the rules that prose follows
// when it writes a URL, which tell a URL from a word followed by a colon
// ("Note:", "Broken:"):
//
//   - It starts with a scheme name that the parser knows, built in or
//     registered (compared in any case), and ":": "http:", "mailto:",
//     but not "note:", and not the generic syntax's any scheme, which
//     every word before a colon would be.
//   - When every URL of the scheme has "//" after its ":" (ftp, http,
//     https, gopher, nntp, telnet, wais, file, prospero; a registered
//     scheme when "/" is the only byte its automaton reads after its
//     name and ":"), the "//" must be there: "file:line:col",
//     "FILE:LINE: msg", "File:Example.jpg" and "Telnet:on" are words.
//     mailto:, news: and a registered scheme without "//" are found
//     with anything after their ":".
//   - The name starts a word: it follows the start of the text,
//     whitespace, a byte of punctuation that opens or quotes
//     ("([{<>\"'`*_|=,;"), a byte above 0x7F, or the appendix's "URL:"
//     (in "URL:http://...", the URL is "http://...").
//   - It ends at whitespace (a Unicode space too), at "<", ">", '"'
//     and "`", which no URL holds and which delimit URLs in text (RFC
//     1738 section 2.2) and code, at a ")" or "]" that closes no "("
//     or "[" of the URL (in "(see http://h/a)", the URL is "http://h/a";
//     in "http://h/f(x)", all of it), and before a character above
//     ASCII that is Unicode punctuation (unicode.IsPunct), which prose
//     that puts no spaces between words writes right after a URL
//     ("详见 http://h/a。", "（http://h/c）"). A letter above ASCII is
//     kept: "http://h/café" is found, and invalid.
//   - The punctuation that prose puts after a URL is not part of it:
//     any of ".,;:!?'" and the closing quotes U+2019, U+201D, U+00BB
//     and U+203A at its end are taken off ("see http://h/." gives
//     "http://h/"), as GitHub takes them off its autolinks; so are "*"
//     and "_" when the same byte is before the URL (Markdown's emphasis,
//     "*http://h/*"), since a URL may end with either ("news:*"). "~",
//     which GitHub takes off for Markdown's strikethrough, is kept: in
//     "http://h/~" it is more likely the URL's, and an error to report.
//   - A scheme with nothing after it but "/" is a scheme named in prose,
//     not a URL: "http:", "ftp://" (and in a grammar, "http://" hostport).
//   - A bare URL that is all of a Markdown link's text, "[url](url)",
//     is left to the link's destination, not found twice.
//
// A word can still be taken for a URL ("news:flash" is found) and a
// URL missed (one of an unknown scheme, one broken across lines, or
// "http:g" without its "//"): delimiters are what make a URL certain,
// which is why the appendix recommends them.
//
// Markdown's code spans and fenced code blocks (a line that starts,
// after spaces, with three backticks or tildes, to the line that closes
// it) are skipped unless mode has FindCode; a run of more than 16
// backticks opens no code span. As in CommonMark, blocks come first: a
// code span ends in its paragraph, which a blank line or a fence line
// ends, so that backticks in prose never pair with a fence's. Indented code blocks, HTML and
// reference definitions are read as text: a definition's URL is bare.
//
// The text has no length limit, unlike each URL, which is the parser's
// MaxLength at most. Find reads the text twice, in time linear in its
// length, and allocates at most 64 bytes a byte of it whatever it holds:
// a finding takes at least four bytes of the text, its Finding and its
// error are of a fixed small size (a *QuoteError, whose full error is
// built only when asked), and the list is allocated once, of the length
// that the first reading counts, which parses nothing: grown as it is
// filled, a list of many short findings would cost several times their
// bytes.
func Find(text string, mode FindMode) []Finding { return defaultParser().Find(text, mode) }

// Find is the package-level Find with p's schemes and options: a bare
// URL may start with a scheme registered in p, and every URL is parsed
// by p.
func (p *Parser) Find(text string, mode FindMode) []Finding {
	count := finder{p: p, text: text, mode: mode, counting: true}
	count.run()
	if count.n == 0 {
		return nil
	}
	f := finder{p: p, text: text, mode: mode, pos: Position{Line: 1, Column: 1}}
	f.out = make([]Finding, 0, count.n)
	f.run()
	return f.out
}
