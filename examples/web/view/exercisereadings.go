package view

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/grammar"
)

// readingsOf returns the parts of u that are a URL's only by a reading,
// each as the table shows it, its tag and its text, then the table's
// words on the reading: `<scheme> “HTTP”: read as "http", a reading: …`,
// in English and in French.
func readingsOf(u *ast.URL) []Advice {
	en, fr := describe.Readings(u, grammar.English), describe.Readings(u, grammar.French)
	if len(en) != len(fr) {
		return nil // the same parts in both languages, which describe's tests hold
	}
	var rs []Advice
	for i := range en {
		rs = append(rs, Advice{readingLine(en[i], grammar.English), readingLine(fr[i], grammar.French)})
	}
	return rs
}

// readingLine is r as one line, in l.
func readingLine(r describe.Reading, l grammar.Lang) string {
	head := r.Tag + " " + display(r.Text, l)
	if l == grammar.French {
		return grammar.FrenchSpaces(head+" :") + " " + r.Words
	}
	return head + ": " + r.Words
}
