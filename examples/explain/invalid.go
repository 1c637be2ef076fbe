package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/parser"
)

// showError writes input, a caret under each byte offset that err names,
// and err's message: what the parser found there, what it expected, and
// the production involved; then, for a scheme with a production of its
// own, that production's rule, the whole of what the URL must match.
func showError(w io.Writer, input string, err error) {
	var list parser.ErrorList
	var one *parser.Error
	switch {
	case errors.As(err, &list):
	case errors.As(err, &one):
		list = parser.ErrorList{one}
	}
	shown, cols := display(input)
	fmt.Fprintln(w, shown)
	if len(list) > 0 {
		carets := []byte{}
		for _, e := range list {
			put(&carets, cols[max(0, min(e.Offset, len(input)))], "^")
		}
		fmt.Fprintln(w, string(carets))
	}
	if shown != input {
		fmt.Fprintln(w, `  (bytes that are not printable ASCII are shown as Go escapes)`)
	}
	if len(list) == 0 {
		fmt.Fprintf(w, "  error: %v\n", err)
	}
	seen := map[string]bool{}
	for _, e := range list {
		fmt.Fprintf(w, "  error: %v\n", e)
	}
	for _, e := range list {
		if g := e.Scheme; g.Name != "" && g != e.Production && !seen[g.Name] {
			seen[g.Name] = true
			fmt.Fprintf(w, "  the scheme's own production: %s (%s section %s)\n", g.Rule, g.RFC, g.Section)
		}
	}
}

// display returns s as it can be shown on one line of plain ASCII: each
// character that is not printable ASCII is replaced by its Go escape
// ("\t", "\u201c", "\xff"). cols[i] is the column at which byte i of s is
// shown; cols[len(s)] is the column just after it.
func display(s string) (shown string, cols []int) {
	var b strings.Builder
	cols = make([]int, len(s)+1)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		for k := i; k < i+n; k++ {
			cols[k] = b.Len()
		}
		switch {
		case ' ' <= s[i] && s[i] <= '~':
			b.WriteByte(s[i])
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		default:
			q := strconv.QuoteRuneToASCII(r)
			b.WriteString(q[1 : len(q)-1])
		}
		i += n
	}
	cols[len(s)] = b.Len()
	return b.String(), cols
}
