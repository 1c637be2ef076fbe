package view

import (
	"strings"
	"unicode"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/grammar"
)

// readingsOf returns the parts of u that are a URL's only by a reading,
// each as the table shows it, its tag and its text, then the table's
// words on the reading: `<scheme> “HTTP”: read as "http", a reading: …`,
// in English and in French.
func readingsOf(u *ast.URL) []Advice {
	en, fr := readingLines(u, grammar.English), readingLines(u, grammar.French)
	if len(en) != len(fr) {
		return nil // the same parts in both languages, which describe's tests hold
	}
	var rs []Advice
	for i := range en {
		rs = append(rs, Advice{en[i], fr[i]})
	}
	return rs
}

// readingLines returns the parts of u that are a URL's only by a
// reading, each as one line in l (readingLine); nil when u needs none.
func readingLines(u *ast.URL, l grammar.Lang) []string {
	if !mayNeedReading(u) {
		return nil
	}
	var lines []string
	for _, r := range describe.Readings(u, l) {
		lines = append(lines, readingLine(r, l))
	}
	return lines
}

// mayNeedReading reports whether u has a part that describe.Readings
// may find a reading in: a scheme with an upper-case letter, or an ftp
// typecode. Readings walks every part of u, which a URL of many parts
// would pay for on every keystroke; which parts are readings, and in
// what words, stays Readings' to say.
func mayNeedReading(u *ast.URL) bool {
	if u.Scheme != nil && strings.IndexFunc(string(u.Scheme.Text), unicode.IsUpper) >= 0 {
		return true
	}
	f, ok := u.Part.(*ast.FTPPart)
	return ok && f != nil && f.Typecode != nil
}

// readingLine is r as one line, in l.
func readingLine(r describe.Reading, l grammar.Lang) string {
	head := r.Tag + " " + display(r.Text, l)
	if l == grammar.French {
		return grammar.FrenchSpaces(head+" :") + " " + r.Words
	}
	return head + ": " + r.Words
}
