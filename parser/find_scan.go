package parser

import (
	"github.com/urlsyntax/rfc1738/ast"
	"strings"
)

// finder is one reading of a text by Find: it goes through the text
// once, each step moving past what it read, and keeps its findings.
type finder struct {
	p    *Parser
	text string
	mode FindMode
	pos  Position // of the last finding, from which the next is counted
	out  []Finding

	// counting makes the finder count its findings in n, and parse and
	// keep none: what Find does first, so that its list is allocated
	// once, of its length, however many short findings a text holds.
	counting bool
	n        int

	// noClose[k] is an offset before which no run of k backticks closes
	// a code span (a search from before it found none up to there), and
	// noTitle[q] one before which no quote q closes a link's title: so
	// that a text of many openers that close nothing is read in linear
	// time.
	noClose [maxCodeRun + 1]int
	noTitle [2]int
}

// run reads the whole text. Each step returns the offset to go on from,
// always past the one it was given.
func (f *finder) run() {
	text := f.text
	code := f.mode&FindCode == 0
	for i := 0; i < len(text); {
		if code && (i == 0 || text[i-1] == '\n') {
			if end, ok := fenceEnd(text, i); ok {
				i = end
				continue
			}
		}
		switch c := text[i]; {
		case c == '`' && code:
			i = f.codeSpan(i)
		case c == '<':
			i = f.delimited(i)
		case c == ']' && strings.HasPrefix(text[i+1:], "("):
			i = f.link(i)
		case isLetter(c) && wordStart(text, i):
			i = f.bare(i)
		default:
			i++
		}
	}
}

// add appends the finding of q, read in form from the text's span start
// to end, placed at its line and column.
func (f *finder) add(form Form, start, end int, q *Quote) {
	f.pos = f.pos.advance(f.text, start)
	f.out = append(f.out, Finding{
		Form: form, Pos: f.pos, End: end,
		Text: q.Text, URL: q.URL, Fragment: q.Fragment, Err: q.Err,
		raw: f.text[start:end], from: q.from, to: q.from + len(q.body), read: q.read,
	})
}

// read parses the URL that the text's body from..to holds, read from it
// as r says, and adds it as a finding of form that spans start to end.
func (f *finder) read(form Form, start, from, to, end int, r reading) {
	if f.counting {
		f.n++
		return
	}
	body := f.text[from:to]
	q := Quote{Start: start, End: end, Text: body, body: body, from: from, read: r}
	switch r {
	case readQuote:
		q.Text = stripSpace(body)
	case readEscaped:
		q.Text = unescape(body)
	}
	f.p.parseQuote(&q)
	f.add(form, start, end, &q)
}

// delimited reads what starts with the "<" at i: a quote, angle
// brackets around a URL, or neither.
func (f *finder) delimited(i int) int {
	text := f.text
	if len(text)-i >= len("<URL:") && strings.EqualFold(text[i:i+len("<URL:")], "<URL:") {
		if i > 0 && text[i-1] == '"' && strings.HasPrefix(text[i+len("<URL:"):], `"`) {
			return i + len("<URL:") // the prefix named, as a grammar does: "<URL:" url ">"
		}
		return f.quoted(i)
	}
	j := i + 1
	for j < len(text) && isSchemeByte(text[j]) {
		j++
	}
	if j == i+1 || j == len(text) || text[j] != ':' || !isLetter(text[i+1]) {
		return i + 1
	}
	if f.p.schemeNamed(text[i+1:j]) == nil && !strings.HasPrefix(text[j+1:], "//") {
		return i + 1 // "<xsl:template>": no scheme the parser knows, and no "//"
	}
	end, closed := closing(text, j+1, true)
	if !closed {
		return i + 1 // text with a "<", and perhaps a bare URL after it
	}
	f.read(FormAngle, i, i+1, end, end+1, readQuote)
	return end + 1
}

// quoted reads the quote that starts at i, closed or not.
func (f *finder) quoted(i int) int {
	from := i + len("<URL:")
	end, closed := closing(f.text, from, false)
	if closed {
		f.read(FormQuoted, i, from, end, end+1, readQuote)
		return end + 1
	}
	if f.counting {
		f.n++
		return end
	}
	body := f.text[from:end]
	q := Quote{Start: i, End: end, Text: stripSpace(body), body: body, from: from}
	q.Err = &Error{Code: CodeUnclosedQuote, Offset: end, Production: urlInContext}
	f.add(FormQuoted, i, end, &q)
	return end
}

// urlInContext is the production of a quote.
var urlInContext = ast.Production{Name: "URL in context", RFC: "RFC 1738", Section: "Appendix", Rule: `"<URL:" url ">"`}

// closing returns the offset of the ">" that closes what opened before
// from, and true; or, when a blank line, the end of the text or (when
// angle) a "<" or whitespace on one line comes first, its offset and
// false. A quote reads a "<" inside it, as Extract does, and reports it
// as no byte of a URL, and ignores its whitespace, as the appendix says;
// angle brackets without "URL:" are less sure to hold a URL: a "<" ends
// them, and their whitespace is ignored only where it holds a line
// break, as RFC 3986 appendix C breaks a long URI across lines, so that
// a "<" in prose ("a <http://h/a for b -> c") takes no words up to a
// later ">", nor a path of two words ("<http://h/my file>") is read as
// one.
func closing(text string, from int, angle bool) (int, bool) {
	for i := from; i < len(text); i++ {
		switch text[i] {
		case '>':
			return i, true
		case '<':
			if angle {
				return i, false
			}
		case ' ', '\t', '\r', '\n':
			if angle {
				end, broken := spaceRun(text, i)
				if !broken {
					return i, false
				}
				i = end - 1
			} else if text[i] == '\n' && blankAfter(text, i) {
				return i, false
			}
		}
	}
	return len(text), false
}

// spaceRun returns the end of the run of spaces, tabs and line breaks
// at i, and whether it holds exactly one line break: whitespace that
// breaks a URL across lines, not a blank line.
func spaceRun(text string, i int) (int, bool) {
	breaks := 0
	for ; i < len(text); i++ {
		switch text[i] {
		case ' ', '\t', '\r':
		case '\n':
			breaks++
		default:
			return i, breaks == 1
		}
	}
	return i, false
}

// blankAfter reports whether the line after the line break at i is
// blank: only spaces, tabs and a carriage return before its own.
func blankAfter(text string, i int) bool {
	for j := i + 1; j < len(text); j++ {
		switch text[j] {
		case ' ', '\t', '\r':
		case '\n':
			return true
		default:
			return false
		}
	}
	return false
}

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
