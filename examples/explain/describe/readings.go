package describe

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A Reading is a part of a URL that is one of the RFC's only by a
// reading of it, with the table's words on that reading: an upper-case
// scheme, which section 5's rule does not allow but section 2.1 asks
// programs to read, or an upper-case typecode, which section 5 allows
// but section 3.2.2 does not name.
type Reading struct {
	// Tag and Text are the part's, as its Row gives them: "<scheme>",
	// "HTTP".
	Tag, Text string
	// Words are the table's words on the reading, from the part's Row
	// Details: `read as "http", a reading: …`, `the <typecode>, read as
	// "i" (a reading: …)`.
	Words string
}

// Readings returns the parts of u that are the RFC's only by a reading,
// in the order of u, with the table's words on each in l; none for a URL
// that needs no reading: a program that says a text is a URL says by
// which readings, in the same words as the table.
func Readings(u *ast.URL, l grammar.Lang) []Reading {
	v := speaker{Voice: voice.Voice{Lang: l}}
	var rs []Reading
	text := u.String()
	for _, p := range parts(u) {
		var words string
		switch n := p.node.(type) {
		case *ast.Scheme:
			words = schemeReading(v, n)
		case *ast.FTPType:
			if w, reading := typecodeWords(v, n); reading {
				words = w
			}
		}
		if words != "" {
			_, t := nodeText(p, u, text)
			rs = append(rs, Reading{Tag: p.tag(v), Text: t, Words: words})
		}
	}
	return rs
}
