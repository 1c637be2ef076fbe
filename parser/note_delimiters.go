package parser

import (
	"strings"
	"unicode/utf8"
)

// The note rules for a delimiter of the text around a URL, copied with
// it at one end: a "<", ">" or """, which section 2.2 names as text's
// delimiters of URLs, or a quotation mark of prose (“…”, «…»), which no
// rule of section 5 holds. Both ends delimited by one ASCII pair are
// bracketsNote's; "'" is singleQuotesNote's.

const (
	// NoteDelimiterEdge: a "<" or """ that starts the input, or a ">"
	// or """ that ends it, where the error is, and which is not one of
	// a pair around the whole. Argument: url, the input without the
	// delimiters at its ends.
	NoteDelimiterEdge Code = "note-delimiter-edge"
	// NoteDelimiterEdgeRule: NoteDelimiterEdge where the input without
	// them has a second mistake.
	NoteDelimiterEdgeRule Code = "note-delimiter-edge-rule"
	// NoteQuotation: a quotation mark of prose (“ ” „ ‘ ’ « » ‹ ›) at an
	// end of the input, where the error is, or a "(" that starts it.
	// Argument: url, the input without those marks and the spaces inside
	// them.
	NoteQuotation Code = "note-quotation"
	// NoteQuotationRule: NoteQuotation where the input without them has
	// a second mistake.
	NoteQuotationRule Code = "note-quotation-rule"
)

// delimiterTexts are the texts of this file's codes.
var delimiterTexts = []codeMessage{
	{code: NoteDelimiterEdge, Message: Message{
		`{found:q}, at an end of the text, most likely delimits the URL in the text around it and is not part of it: "<" and ">" are "used as the delimiters around URLs in free text; the quote mark (""") is used to delimit URLs in some systems" (RFC 1738 section 2.2): without the delimiters, did you mean {url:q}?`,
		"{found:q}, à un bout du texte, délimite sans doute l'URL dans le texte qui l'entoure et n'en fait pas partie : « < » et « > » « servent de délimiteurs autour des URL dans un texte libre ; le guillemet droit sert dans certains systèmes à délimiter les URL » (citation traduite ; RFC 1738, section 2.2) : sans les délimiteurs, l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteDelimiterEdgeRule, Message: Message{
		`{found:q}, at an end of the text, most likely delimits the URL in the text around it and is not part of it: "<" and ">" are "used as the delimiters around URLs in free text; the quote mark (""") is used to delimit URLs in some systems" (RFC 1738 section 2.2)`,
		"{found:q}, à un bout du texte, délimite sans doute l'URL dans le texte qui l'entoure et n'en fait pas partie : « < » et « > » « servent de délimiteurs autour des URL dans un texte libre ; le guillemet droit sert dans certains systèmes à délimiter les URL » (citation traduite ; RFC 1738, section 2.2)",
	}},
	{code: NoteQuotation, Message: Message{
		`{found:q}, at an end of the text, is a quotation mark or a parenthesis of the text that cites the URL, and not part of it: without those marks, did you mean {url:q}?`,
		"{found:q}, à un bout du texte, est un guillemet ou une parenthèse du texte qui cite l'URL, et n'en fait pas partie : sans ces signes, l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteQuotationRule, Message: Message{
		`{found:q}, at an end of the text, is a quotation mark or a parenthesis of the text that cites the URL, and not part of it`,
		"{found:q}, à un bout du texte, est un guillemet ou une parenthèse du texte qui cite l'URL, et n'en fait pas partie",
	}},
}

// Opening and closing delimiters: the ASCII ones of section 2.2, then
// prose's quotation marks (English, French, German and their single
// forms; German closes with “ and ‘) and parentheses. A ")" at the end
// is an extra character of a URL, never an error: it is dropped only
// with the "(" that starts the input.
const (
	openingASCII, closingASCII = `<"`, `>"`
	openingQuotes              = "“„‘‚«‹("
	closingQuotes              = "”“’‘»›)"
)

// delimiterEdgeNote: the error at a delimiter that starts or ends the
// input: the writer copied the text's delimiter with the URL. The
// advice drops the delimiters at both ends, and the spaces a French
// « » holds; it is given where that makes a URL.
func delimiterEdgeNote(c *noteContext) (Note, bool) {
	in, off, f := c.input, c.e.Offset, c.e.Found
	start := off == 0 && strings.Contains(openingASCII+openingQuotes, f)
	end := off+len(f) == len(in) && strings.Contains(closingASCII+closingQuotes, f)
	if f == "" || !start && !end {
		return Note{}, false
	}
	open, inner, close := trimDelimiters(in)
	if open == "" && close == "" || open+close == `<>` || open+close == `""` {
		return Note{}, false // bracketsNote's pair
	}
	code, rule := NoteQuotation, NoteQuotationRule
	if strings.Contains(openingASCII, open) && strings.Contains(closingASCII, close) {
		code, rule = NoteDelimiterEdge, NoteDelimiterEdgeRule
	}
	// The scheme may not be read yet: the whole parser reads the rest.
	if inner != "" && Check(inner) == nil {
		return note(code, off, c.e.Production, c, "url", inner), true
	}
	return note(rule, off, c.e.Production, c), true
}

// trimDelimiters splits s into the delimiter that opens it, if any,
// the text inside, without the spaces next to the delimiters and the
// appendix's "URL:" after a "<", and the delimiter that closes it,
// which, after an opening one, may be followed by the sentence's
// punctuation, dropped with it.
func trimDelimiters(s string) (open, inner, close string) {
	if r, n := utf8.DecodeRuneInString(s); n > 0 && strings.ContainsRune(openingASCII+openingQuotes, r) {
		open, s = s[:n], s[n:]
	}
	end := s
	if open != "" {
		// The sentence's punctuation after the closing mark:
		// "(http://www.iec.ch/)." closes with ")", not ".".
		end = strings.TrimRight(s, ".,;:!?")
	}
	if r, n := utf8.DecodeLastRuneInString(end); n > 0 && strings.ContainsRune(closingASCII+closingQuotes, r) {
		close, s = end[len(end)-n:], end[:len(end)-n]
	}
	if open != "" || close != "" {
		s = strings.Trim(s, " \u00a0\u202f")
	}
	if open == "<" && len(s) >= len("URL:") && strings.EqualFold(s[:len("URL:")], "URL:") {
		s = s[len("URL:"):] // the appendix's wrapper, "<URL:", opened alone
	}
	return open, s, close
}
