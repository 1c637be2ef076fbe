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

// escapesUnshown reports whether s has an escape of a byte that a
// decoded text may show otherwise than as it is: an ASCII character that
// grammar.ShownAsIs does not show so, or a byte above 7F, which is no
// ASCII character and shows as ⟨%XX⟩ or as part of a UTF-8 character.
// A URL's other characters are printable ASCII. It reads the escapes in
// place, allocating nothing, since it decides whether the tree, whose
// decoded texts are each made anew, is read at all.
func escapesUnshown(s string) bool {
	for i := 0; i < len(s); i++ {
		if !grammar.EscapeAt(s, i) {
			continue
		}
		if b := ast.EscapedOctet(s, i); b > 0x7F || !grammar.ShownAsIs(rune(b)) {
			return true
		}
	}
	return false
}
