package urlchecktool

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/parser"
)

// extraUsage is the usage of the -scheme flag.
func (c Config) extraUsage() string {
	if c.ExtraUsage != "" {
		return c.ExtraUsage
	}
	return "also read the URLs of the `scheme` named: " + strings.Join(exampleschemes.Names(c.Extra), ", ") + " (repeatable)"
}

// checker returns the parser that checks the lines: opts' with the
// limit of -maxlen. An error of opts, such as a scheme that clashes with
// another, is reported as it is; one of the limit as -maxlen's.
func checker(opts []parser.Option, maxLen int) (*parser.Parser, error) {
	if len(opts) > 0 {
		if _, err := parser.New(opts...); err != nil {
			return nil, err
		}
	}
	p, err := parser.New(append(slices.Clip(opts), parser.MaxLength(maxLen))...)
	if err != nil {
		return nil, fmt.Errorf("-maxlen: %w", err)
	}
	return p, nil
}
