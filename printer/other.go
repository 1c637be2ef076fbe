package printer

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/ast"
)

// other prints a node of a type the printer does not know by its String
// method, in both modes. A String that panics, as it may on a nil
// pointer, prints nothing and becomes the printer's error.
func (p *printer) other(n ast.Node) {
	defer func() {
		if r := recover(); r != nil && p.err == nil {
			p.err = fmt.Errorf("printer: %T.String panicked: %v", n, r)
		}
	}()
	p.literal(n.String())
}
