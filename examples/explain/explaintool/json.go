package explaintool

import (
	"fmt"
	"io"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/internal/term"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/printer"
)

// showJSON writes to stdout the JSON form of the syntax tree of each
// URL (printer.DiagramConfig.FprintJSON, labelled in v's language): for
// one URL, its tree, one JSON object; for several, a JSON array of their
// trees, in the order given. A URL that is not valid has no tree: it is
// null in the array (and the whole output, alone), and its error goes to
// stderr, as explain shows it, so that stdout is always one JSON
// document. A decoded text that holds what a terminal acts on has it in
// JSON's escapes (term.JSONWriter), as the C0 controls always are. It
// returns the exit status.
func showJSON(stdout, stderr io.Writer, v voice.Voice, urls []string) int {
	c := &printer.DiagramConfig{Lang: v.Lang}
	status := exitValid
	trees := make([]*ast.URL, len(urls))
	for i, s := range urls {
		u, err := parseURL(s)
		if err != nil {
			status = exitInvalid
			if err := showError(stderr, v, s, err); err != nil {
				fmt.Fprintln(stderr, "explain:", term.Escape(err.Error()))
			}
			continue
		}
		trees[i] = u
	}
	jw := &term.JSONWriter{W: stdout}
	var err error
	if len(trees) == 1 {
		err = writeJSON(jw, c, trees[0])
	} else {
		err = writeJSONArray(jw, c, trees)
	}
	if err == nil {
		err = jw.Flush()
	}
	if err != nil {
		fmt.Fprintln(stderr, "explain:", term.Escape(err.Error()))
		return exitInvalid
	}
	return status
}

// writeJSON writes u's JSON form, or null for no tree, as
// encoding/json's Encoder indented by two spaces writes a value.
func writeJSON(w io.Writer, c *printer.DiagramConfig, u *ast.URL) error {
	if u == nil {
		_, err := io.WriteString(w, "null\n")
		return err
	}
	return c.FprintJSON(w, u)
}

// writeJSONArray writes the JSON forms of trees as one JSON array, as
// encoding/json's Encoder indented by two spaces writes a slice of them:
// each element's lines one step further in. Each form is written as
// FprintJSON makes it, without being held.
func writeJSONArray(w io.Writer, c *printer.DiagramConfig, trees []*ast.URL) error {
	in := &indenter{w: w}
	io.WriteString(in, "[")
	for i, u := range trees {
		if i > 0 {
			io.WriteString(in, ",")
		}
		io.WriteString(in, "\n")
		if err := writeJSON(in, c, u); err != nil {
			return err
		}
		in.held = false // the form's own last newline: the array goes on
	}
	in.held = false
	if in.err != nil {
		return in.err
	}
	end := "]\n"
	if len(trees) > 0 {
		end = "\n]\n"
	}
	_, err := io.WriteString(w, end)
	return err
}

// An indenter writes what it is given to w with "  " at the start of
// each line but the first, holding each newline back until what follows
// it comes, so that a writer can drop the last one (held).
type indenter struct {
	w    io.Writer
	held bool // a newline is held back
	err  error
}

func (in *indenter) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 && in.err == nil {
		if in.held {
			_, in.err = io.WriteString(in.w, "\n  ")
			in.held = false
		}
		i := 0
		for i < len(p) && p[i] != '\n' {
			i++
		}
		if i > 0 {
			_, in.err = in.w.Write(p[:i])
		}
		if i < len(p) {
			in.held = true
			i++
		}
		p = p[i:]
	}
	if in.err != nil {
		return 0, in.err
	}
	return n, nil
}
