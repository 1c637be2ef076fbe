package printer

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/ast"
)

// defaultPortOf returns u's default port. A scheme part of a type the
// printer does not know may panic in DefaultPort, as in String; that
// becomes the printer's error, and the URL has no default port.
func (p *printer) defaultPortOf(u *ast.URL) (port int, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			port, ok = 0, false
			if p.err == nil {
				p.err = fmt.Errorf("printer: %T.DefaultPort panicked: %v", u.Part, r)
			}
		}
	}()
	return u.DefaultPort()
}
