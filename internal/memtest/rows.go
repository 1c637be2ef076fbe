package memtest

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// A Row drives one exported function (or, for package ast, one method
// name on every node of the tree that has it) on a case: it returns the
// bytes it wrote, for a printer, and false when the case is not for it.
type Row struct {
	Name    string
	Printer bool // bound by what it writes
	Run     func(c *Case) (written int, ok bool)
}

// OnTree wraps a function of a valid URL's tree.
func OnTree(f func(c *Case) int) func(c *Case) (int, bool) {
	return func(c *Case) (int, bool) {
		if c.U == nil {
			return 0, false
		}
		return f(c), true
	}
}

// OnURL wraps a function of a URL, valid or not.
func OnURL(f func(c *Case)) func(c *Case) (int, bool) {
	return func(c *Case) (int, bool) {
		if c.Text {
			return 0, false
		}
		f(c)
		return 0, true
	}
}

// OnError wraps a function of the error of an input that is no URL.
func OnError(f func(c *Case)) func(c *Case) (int, bool) {
	return func(c *Case) (int, bool) {
		if c.Err == nil {
			return 0, false
		}
		f(c)
		return 0, true
	}
}

// OnText wraps Extract: a text is read as it is, a URL quoted.
func OnText(f func(text string) []parser.Quote) func(c *Case) (int, bool) {
	return func(c *Case) (int, bool) {
		text := c.In
		if !c.Text {
			text = "<URL:" + c.In + ">"
		}
		f(text)
		return 0, true
	}
}

// OnFind wraps Find: a text is read as it is, and so is a URL, bare.
func OnFind(f func(text string) []parser.Finding) func(c *Case) (int, bool) {
	return func(c *Case) (int, bool) {
		f(c.In)
		return 0, true
	}
}

// OnFindings wraps a method of the findings of a text, which are found
// before it is measured.
func OnFindings(f func(fd *parser.Finding)) func(c *Case) (int, bool) {
	return func(c *Case) (int, bool) {
		if len(c.Findings) == 0 {
			return 0, false
		}
		for i := range c.Findings {
			f(&c.Findings[i])
		}
		return 0, true
	}
}

// OnQuoteErrors wraps a method of the QuoteErrors of a text's quotes,
// which are found before it is measured: f returns what it writes.
func OnQuoteErrors(f func(e *parser.QuoteError) int) func(c *Case) (int, bool) {
	return func(c *Case) (int, bool) {
		if len(c.QuoteErrs) == 0 {
			return 0, false
		}
		n := 0
		for _, e := range c.QuoteErrs {
			n += f(e)
		}
		return n, true
	}
}

// Writes wraps a printer of a valid URL's tree.
func Writes(f func(w *Counter, u *ast.URL) error) func(c *Case) (int, bool) {
	return OnTree(func(c *Case) int {
		var w Counter
		if err := f(&w, c.U); err != nil {
			panic(err)
		}
		return w.N
	})
}

// EachNode calls f on every node of u.
func EachNode(u *ast.URL, f func(n ast.Node)) {
	ast.Inspect(u, func(n ast.Node) bool {
		if n != nil {
			f(n)
		}
		return true
	})
}

// NodeMethod drives a method of package ast on every node that has it.
func NodeMethod[I any](f func(I)) func(c *Case) (int, bool) {
	return OnTree(func(c *Case) int {
		EachNode(c.U, func(n ast.Node) {
			if m, ok := n.(I); ok {
				f(m)
			}
		})
		return 0
	})
}
