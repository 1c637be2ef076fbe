package view

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/grammar"
)

// treeNotes returns the lines under the tree of shown, the URL input
// is or the part of it that parsed, in l, as explain writes them under
// its tree: hidden, the table's line on ⟨%XX⟩, when a decoded text of
// the tree shows a byte so; utf8, describe.UTF8Line, when one shows a
// character of UTF-8. The tree is read for them apart from the table,
// which the part of an invalid input that parsed has none of, and whose
// rows are not the tree's nodes; and only when input has an escape that
// may show so, since each decoded text is made anew and a URL may have
// a node a byte.
func treeNotes(input string, shown *ast.URL, l grammar.Lang) (hidden, utf8 string) {
	if !escapesUnshown(input) {
		return "", ""
	}
	var marked, chars bool
	ast.Inspect(shown, func(n ast.Node) bool {
		if ast.IsNil(n) {
			return false
		}
		if d, ok := n.(interface{ Decoded() string }); ok {
			s := d.Decoded()
			marked = marked || !printable(s)
			chars = chars || describe.ShowsUTF8(s)
		}
		return !marked || !chars
	})
	if marked {
		hidden = describe.OctetsLine(l)
	}
	if chars {
		utf8 = describe.UTF8Line(l)
	}
	return hidden, utf8
}

// escapesUnshown reports whether s has an escape of a byte that is not
// printable ASCII, a control or one above 7E, the only bytes a decoded
// text shows as ⟨%XX⟩ or as part of a UTF-8 character: a URL's other
// characters are printable ASCII.
func escapesUnshown(s string) bool {
	for i := 0; i+2 < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		hi, lo := unhex(s[i+1]), unhex(s[i+2])
		if hi >= 0 && lo >= 0 && (hi < 2 || hi > 7 || hi == 7 && lo == 0xF) {
			return true
		}
	}
	return false
}

// unhex returns the value of c, a hexadecimal digit, or -1.
func unhex(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}
