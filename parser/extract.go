package parser

import (
	"strings"
	"sync/atomic"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// Quote is a URL found in running text by Extract.
type Quote struct {
	Start, End int           // the wrapper's span in the text: "<" to just after ">"
	Text       string        // the URL as the appendix says to read it: wrapper and whitespace removed
	URL        *ast.URL      // the parsed URL, whose spans are into Text; nil when Err is not nil
	Fragment   *ast.Fragment // the fragment after "#" inside the wrapper, if any
	Err        error         // why Text is not a URL (a *QuoteError for a syntax error); its offsets (notes' and ValidPrefix too) are into the text Extract read, its Found is in Text

	body string  // the text between "<URL:" and ">", whitespace and all
	from int     // where body starts in the text
	read reading // how Text is read from body
}

// reading is how a URL's text is read from the body of its form.
type reading uint8

const (
	// readQuote removes the whitespace that the appendix ignores.
	readQuote reading = iota
	// readAsIs keeps the body as it is: its whitespace is not the
	// appendix's to ignore (a bare URL; see Find).
	readAsIs
	// readEscaped removes Markdown's backslash escapes: a "\\" before
	// ASCII punctuation, which CommonMark reads as that punctuation in a
	// link's destination ("a\\(b\\)" is "a(b)").
	readEscaped
)

// TextOffset returns the offset in the text Extract read of the byte at
// offset i of q.Text, or of the wrapper's end when i is len(q.Text): a
// span of q.URL or q.Fragment, which are into q.Text, placed in the text.
func (q Quote) TextOffset(i int) int {
	if q.read == readAsIs {
		return q.from + min(max(i, 0), len(q.body))
	}
	for j := 0; j < len(q.body); j++ {
		if q.read == readQuote && isAppendixSpace(q.body[j]) {
			continue
		}
		if q.read == readEscaped && isEscape(q.body, j) {
			j++ // the escaped byte stands for itself
		}
		if i == 0 {
			return q.from + j
		}
		i--
	}
	return q.from + len(q.body)
}

// Extract finds the URLs that text quotes as RFC 1738's appendix
// recommends, "<URL:" url ">", and parses each with ParseReference (a
// fragment may sit inside the brackets). As the appendix says, the
// "URL:" prefix and the brackets are not part of the URL, and whitespace
// inside them (spaces, tabs, line breaks: a long URL may be broken across
// lines) is ignored. A hyphen before a line break is kept: the appendix
// warns that it may or may not belong to the URL, and only the URL's own
// syntax could tell, which it cannot. The prefix is matched in any case;
// a "<URL:" with no ">" after it is reported with an error. Extract
// reads quotes anywhere, in code too; Find reads a document, its quotes
// and its URLs in other forms, and skips its code.
//
// The text has no length limit, unlike each quoted URL, which is the
// parser's MaxLength at most: what Extract allocates is proportional to
// the text, within the bound of parsing (64 bytes a byte) whatever its
// quotes, because a quote costs a fixed small amount besides its URL's
// tree (its Quote, and for a URL that does not parse a *QuoteError, which
// builds the full error only when asked), and a quote takes at least
// six bytes of the text. So the text's length is the caller's to bound,
// as for any text it holds in memory; a limit here would only refuse
// what the caller has already read.
func Extract(text string) []Quote { return defaultParser().Extract(text) }

// Extract is the package-level Extract with p's schemes and options: the
// quoted URLs of a registered scheme are parsed by its production.
func (p *Parser) Extract(text string) []Quote {
	// Counted first, so that the list is allocated once: grown by
	// append, a text of many short quotes would cost several times the
	// quotes themselves.
	n := 0
	for i := indexFold(text, "<URL:"); i >= 0; n++ {
		j := indexFold(text[i+1:], "<URL:")
		if j < 0 {
			break
		}
		i += 1 + j
	}
	quotes := make([]Quote, 0, n+1)
	for from := 0; ; {
		i := indexFold(text[from:], "<URL:")
		if i < 0 {
			return quotes
		}
		start := from + i
		body := start + len("<URL:")
		j := strings.IndexByte(text[body:], '>')
		if j < 0 {
			q := Quote{Start: start, End: len(text), Text: stripSpace(text[body:]), body: text[body:], from: body}
			q.Err = &Error{Code: CodeUnclosedQuote, Offset: len(text), Production: urlInContext}
			return append(quotes, q)
		}
		q := Quote{Start: start, End: body + j + 1, Text: stripSpace(text[body : body+j]), body: text[body : body+j], from: body}
		p.parseQuote(&q)
		quotes = append(quotes, q)
		from = q.End
	}
}

// parseQuote parses q's Text, whose body and from are set, as a URL
// and fragment, and sets its URL, Fragment and Err, with the offsets of
// the errors placed in the text: what Extract and Find do with every URL
// they find.
func (p *Parser) parseQuote(q *Quote) {
	if e := p.quoteSyntax(q); e != nil {
		q.Err = e
		return
	}
	q.URL, q.Fragment, q.Err = p.parseReference(q.Text, p.errors)
	q.placeErrors()
}

// quoteSyntax returns the error of q's text when it is too long or its
// URL or fragment is not valid by their automata, as parseReference
// would find it, but for a syntax error only where it is: a *QuoteError,
// whose notes, the bulk of an error, are built when asked. It returns
// nil when the text is valid by the automata.
func (p *Parser) quoteSyntax(q *Quote) error {
	text := q.Text
	if err := p.checkLength(text); err != nil {
		q.Err = err
		q.placeErrors()
		return q.Err
	}
	end := strings.IndexByte(text, '#')
	if end < 0 {
		end = len(text)
	}
	// The error is allocated only for a URL that is not valid: most
	// URLs a text quotes are.
	sc := p.schemeOf(text[:end])
	a, base := automatonOf(sc), 0
	st, n := a.Run(text[:end])
	switch {
	case n < end || !a.Final[st]:
	case end == len(text):
		return nil
	default:
		a, base = automatonFragment, end+1
		if st, n = a.Run(text[base:]); n == len(text)-base && a.Final[st] {
			return nil
		}
	}
	e := &QuoteError{text: text, end: end, body: q.body, from: q.from, read: q.read, scheme: sc, a: a, base: base, n: n, state: st}
	e.Offset = q.TextOffset(e.base + e.n)
	return e
}

// QuoteError is the error of a quote whose URL (or fragment) is not
// valid: where, in the text Extract read, it stops being valid. The full
// *Error, with what was found and expected, the production, the notes
// and ValidPrefix, all with offsets into the text, is built only when
// asked, by errors.As with a *Error, Unwrap or Error, as CheckError's
// is: the notes of a short quote would cost many times its bytes, and a
// text may hold many.
//
// A QuoteError is safe for concurrent use; the *Error it unwraps to is
// built once and shared by the calls that ask for it: a caller must not
// change it. A QuoteError that Extract did not make, a literal, unwraps
// to a syntax error at its Offset.
type QuoteError struct {
	// Offset is the byte of the text where the quoted URL stops being
	// valid: the Offset of the full *Error.
	Offset int

	text, body string               // the quote's Text and body, as in its Quote
	from, end  int                  // where body starts in the text; where the URL ends in text, at "#" or its end
	read       reading              // how text is read from body (Quote.read)
	scheme     *scheme              // the URL's scheme, nil for the generic syntax
	a          *automaton.Automaton // the automaton that stopped; nil in a literal
	base, n    int                  // it read text from base (0, or after "#" for a fragment), and stopped n bytes further
	state      uint16               // in this state
	full       atomic.Pointer[Error]
}

// Error returns the text of the full error, as Unwrap builds it.
func (e *QuoteError) Error() string {
	if e == nil {
		return "<nil>"
	}
	return e.fullError().Error()
}

// Unwrap returns the full error, a *Error of code CodeSyntax equal to the
// one ParseReference returns for the quote's Text, but for its offsets,
// which are into the text Extract read. It is built the first time it
// is asked for.
func (e *QuoteError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.fullError()
}

// fullError returns the full error, built once.
func (e *QuoteError) fullError() *Error {
	if f := e.full.Load(); f != nil {
		return f
	}
	f := &Error{Code: CodeSyntax, Offset: e.Offset, Production: grammar.GenericURL}
	switch {
	case e.a == automatonFragment:
		f = errorAt(CodeSyntax, e.a, e.text[e.base:], e.base, ast.Production{}, e.state, e.n)
	case e.a != nil:
		f = errorAt(CodeSyntax, e.a, e.text[:e.end], 0, productionOf(e.scheme), e.state, e.n)
		e.scheme.addNotes(f, e.text[:e.end])
	}
	if e.a != nil {
		q := Quote{Err: f, body: e.body, from: e.from, read: e.read}
		q.placeErrors()
	}
	e.full.CompareAndSwap(nil, f)
	return e.full.Load()
}

// indexFold is strings.Index ignoring ASCII case.
func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

// placeErrors moves the offsets of q's errors, and of their notes, from
// q.Text to the text Extract read.
func (q *Quote) placeErrors() {
	var list ErrorList
	switch e := q.Err.(type) {
	case *Error:
		list = ErrorList{e}
	case ErrorList:
		list = e
	}
	for _, e := range list {
		if e == nil {
			continue
		}
		if e.ValidPrefix > 0 {
			e.ValidPrefix = q.TextOffset(e.ValidPrefix)
		}
		e.Offset = q.TextOffset(e.Offset)
		for i := range e.Notes {
			e.Notes[i].Offset = q.TextOffset(e.Notes[i].Offset)
		}
	}
}

// stripSpace removes the whitespace the appendix says to ignore, byte by
// byte: other bytes, invalid UTF-8 included, are kept as they are.
func stripSpace(s string) string {
	i := 0
	for i < len(s) && !isAppendixSpace(s[i]) {
		i++
	}
	if i == len(s) {
		return s // nothing to remove: no copy
	}
	b := append(make([]byte, 0, len(s)), s[:i]...)
	for ; i < len(s); i++ {
		if !isAppendixSpace(s[i]) {
			b = append(b, s[i])
		}
	}
	return string(b)
}

// appendixSpace holds the whitespace that the appendix says to ignore
// inside "<URL:" and ">".
const appendixSpace = " \t\n\r\f\v"

// isAppendixSpace reports whether c is one of appendixSpace.
func isAppendixSpace(c byte) bool { return strings.IndexByte(appendixSpace, c) >= 0 }

// CodeUnclosedQuote: Extract found "<URL:" and no ">" after it.
const CodeUnclosedQuote Code = "unclosed-quote"

// extractTexts are the texts of this file's codes, in English and French.
var extractTexts = []codeMessage{
	{code: CodeUnclosedQuote, Message: Message{
		`"<URL:" is not closed: the appendix quotes a URL as "<URL:" url ">"`,
		"« <URL: » n'est pas fermé : l'annexe de la RFC 1738 encadre une URL ainsi : « <URL: » url « > »",
	}},
}
