package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Quote is a URL found in running text by Extract.
type Quote struct {
	Start, End int           // the wrapper's span in the text: "<" to just after ">"
	Text       string        // the URL as Appendix A says to read it: wrapper and whitespace removed
	URL        *ast.URL      // the parsed URL, whose spans are into Text; nil when Err is not nil
	Fragment   *ast.Fragment // the fragment after "#" inside the wrapper, if any
	Err        error         // why Text is not a URL; its offsets (notes' and ValidPrefix too) are into the text Extract read, its Found is in Text

	body string // the text between "<URL:" and ">", whitespace and all
	from int    // where body starts in the text
}

// TextOffset returns the offset in the text Extract read of the byte at
// offset i of q.Text, or of the wrapper's end when i is len(q.Text): a
// span of q.URL or q.Fragment, which are into q.Text, placed in the text.
func (q Quote) TextOffset(i int) int {
	for j := 0; j < len(q.body); j++ {
		if isAppendixSpace(q.body[j]) {
			continue
		}
		if i == 0 {
			return q.from + j
		}
		i--
	}
	return q.from + len(q.body)
}

// Extract finds the URLs that text quotes as RFC 1738 Appendix A
// recommends, "<URL:" url ">", and parses each with ParseReference (a
// fragment may sit inside the brackets). As the appendix says, the
// "URL:" prefix and the brackets are not part of the URL, and whitespace
// inside them (spaces, tabs, line breaks: a long URL may be broken across
// lines) is ignored. A hyphen before a line break is kept: the appendix
// warns that it may or may not belong to the URL, and only the URL's own
// syntax could tell, which it cannot. The prefix is matched in any case;
// a "<URL:" with no ">" after it is reported with an error.
func Extract(text string) []Quote { return defaultParser.Extract(text) }

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
			q.Err = &Error{
				Code:       CodeUnclosedQuote,
				Offset:     len(text),
				Production: grammar.Production{Name: "URL in context", RFC: "RFC 1738", Section: "Appendix A", Rule: `"<URL:" url ">"`},
			}
			return append(quotes, q)
		}
		q := Quote{Start: start, End: body + j + 1, Text: stripSpace(text[body : body+j]), body: text[body : body+j], from: body}
		q.URL, q.Fragment, q.Err = p.parseReference(q.Text, p.errors)
		q.placeErrors()
		quotes = append(quotes, q)
		from = q.End
	}
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

// stripSpace removes the whitespace Appendix A says to ignore, byte by
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

// isAppendixSpace reports whether c is whitespace that Appendix A says
// to ignore inside "<URL:" and ">".
func isAppendixSpace(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '\f', '\v':
		return true
	}
	return false
}

// CodeUnclosedQuote: Extract found "<URL:" and no ">" after it.
const CodeUnclosedQuote Code = "unclosed-quote"

var _ = register(map[Code]Message{
	CodeUnclosedQuote: {
		`"<URL:" is not closed: Appendix A quotes a URL as "<URL:" url ">"`,
		"« <URL: » n'est pas fermé : l'annexe A encadre une URL ainsi : « <URL: » url « > »"},
})
