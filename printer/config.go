package printer

import (
	"fmt"
	"io"

	"github.com/urlsyntax/rfc1738/ast"
)

// A Mode selects the form a Config prints.
type Mode int

const (
	// RawFormat prints every node exactly as it was written.
	RawFormat Mode = iota
	// CanonicalFormat prints the canonical form described in the
	// package documentation.
	CanonicalFormat
)

// A Config controls the output of Fprint. The zero Config prints in
// RawFormat; so does a nil *Config.
type Config struct {
	Mode Mode
}

// Fprint writes node to w in the form c selects. It reports an error,
// and writes nothing, when c.Mode is not a Mode of this package or when
// the String method of a node the printer does not know panics;
// otherwise it returns the error of w's Write, if any.
func (c *Config) Fprint(w io.Writer, node ast.Node) error {
	var mode Mode
	if c != nil {
		mode = c.Mode
	}
	if mode != RawFormat && mode != CanonicalFormat {
		return fmt.Errorf("printer: unknown Mode %d", mode)
	}
	p := &printer{canonical: mode == CanonicalFormat}
	p.init()
	p.node(node)
	if p.err != nil {
		return p.err
	}
	_, err := w.Write(p.w.Buf)
	return err
}

// Fprint writes node to w exactly as it was written: for a tree the
// parser returned, the bytes input[node.Pos():node.End()]. It is
// (&Config{Mode: RawFormat}).Fprint(w, node).
func Fprint(w io.Writer, node ast.Node) error {
	return (&Config{Mode: RawFormat}).Fprint(w, node)
}
