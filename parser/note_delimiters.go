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
	// NoteDelimiterEdge: a "<" or """ among the marks that start the
	// input, or a ">" or """ among those that end it (the sentence's
	// punctuation may follow), where the error is, and which is not one
	// of a pair around the whole. Argument: url, the input without the
	// delimiters at its ends.
	NoteDelimiterEdge Code = "note-delimiter-edge"
	// NoteDelimiterEdgeRule: NoteDelimiterEdge where the input without
	// them has a second mistake.
	NoteDelimiterEdgeRule Code = "note-delimiter-edge-rule"
	// NoteQuotation: a quotation mark of prose (“ ” „ ‘ ’ « » ‹ ›) or a
	// "(" among the marks at an end of the input, where the error is.
	// Argument: url, the input without those marks, the spaces inside
	// them and the sentence's punctuation after them.
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

// delimiterEdgeNote: the error at a delimiter among those that start
// or end the input: the writer copied the text's delimiters with the
// URL. The advice drops the delimiters at both ends, the spaces a
// French « » holds and the sentence's punctuation after a closing one;
// it is given where that makes a URL.
func delimiterEdgeNote(c *noteContext) *Note {
	in, off, f := c.input, c.e.Offset, c.e.Found
	if f == "" || !strings.Contains(openingASCII+openingQuotes+closingASCII+closingQuotes, f) {
		return nil
	}
	open, inner, close := trimDelimiters(in)
	if off >= len(open) && off < len(open)+len(inner) {
		return nil // a mark inside the URL: the escape's
	}
	if strings.HasPrefix(in, "<") && strings.HasSuffix(in, ">") || len(in) > 2 && in[0] == '"' && in[len(in)-1] == '"' {
		return nil // bracketsNote's pair
	}
	code, rule := NoteQuotation, NoteQuotationRule
	if !strings.ContainsAny(open+close, openingQuotes+closingQuotes) {
		code, rule = NoteDelimiterEdge, NoteDelimiterEdgeRule
	}
	// The scheme may not be read yet: the whole parser reads the rest.
	if inner != "" && Check(inner) == nil {
		return c.keep(note(code, off, c.e.Production, c, "url", inner))
	}
	return c.keep(note(rule, off, c.e.Production, c))
}

// The spaces a French « » holds inside, and the punctuation of the
// sentence that may follow a closing mark: "(http://www.iec.ch/)."
// closes with ")", not ".".
const (
	delimiterBlanks     = " \u00a0\u202f"
	sentencePunctuation = ".,;:!?"
)

// trimDelimiters splits s into the delimiters that open it, nested or
// not, with the spaces after them and the appendix's "URL:" after a
// "<"; the text inside; and the delimiters that close it, with the
// spaces before them and the sentence's punctuation after them. A ")"
// closes only with a "(" that opens: at the end of a URL it is an extra
// character, which Wikipedia's "URL_(disambiguation)" ends with.
func trimDelimiters(s string) (open, inner, close string) {
	i, j, parens := 0, len(s), 0
	for {
		r, n := utf8.DecodeRuneInString(s[i:j])
		if n == 0 || !strings.ContainsRune(openingASCII+openingQuotes, r) {
			break
		}
		if r == '(' {
			parens++
		}
		i = j - len(strings.TrimLeft(s[i+n:j], delimiterBlanks))
	}
	for {
		end := strings.TrimRight(s[i:j], sentencePunctuation)
		r, n := utf8.DecodeLastRuneInString(end)
		if n == 0 || !strings.ContainsRune(closingASCII+closingQuotes, r) || r == ')' && parens == 0 {
			break
		}
		if r == ')' {
			parens--
		}
		j = i + len(strings.TrimRight(end[:len(end)-n], delimiterBlanks))
	}
	if strings.HasSuffix(strings.TrimRight(s[:i], delimiterBlanks), "<") && len(s[i:j]) >= len("URL:") && strings.EqualFold(s[i:i+len("URL:")], "URL:") {
		i += len("URL:") // the appendix's wrapper, "<URL:", opened alone
	}
	return s[:i], s[i:j], s[j:]
}
