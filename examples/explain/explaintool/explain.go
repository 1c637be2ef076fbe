package explaintool

import (
	"bufio"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/printer"
)

// explain writes to w how RFC 1738 reads input, in v's language, and
// reports whether input is a URL. A URL is shown as the printer's
// labelled diagram, then described part by part in a table, followed by
// what it leaves out and any warning of the validator; anything else,
// with where and why the parser rejected it (see showError). The error
// is w's, if writing fails.
func explain(w io.Writer, v voice.Voice, input string) (bool, error) {
	u, err := parseURL(input)
	if err != nil {
		return false, showError(w, v, input, err)
	}
	return true, explainURL(w, v, u)
}

// explainURL writes to w the explanation of u, a URL that parsed, as
// explain does: the diagram, the table, what u leaves out and the
// validator's warnings. A resolved reference (-base) is shown by it from
// the tree the resolution parsed.
func explainURL(w io.Writer, v voice.Voice, u *ast.URL) error {
	c := &printer.DiagramConfig{Lang: v.Lang}
	if err := c.FprintDiagram(w, u); err != nil {
		return err
	}
	// Written as it goes: a strings.Builder that grows to a long table
	// copies it over and over (append grows large slices by a quarter).
	b := bufio.NewWriter(w)
	b.WriteString("\n")
	t := describe.NewRows(u, v.Lang, describe.Options{CiteOnce: true, LeaveOutStructure: !out.verbose})
	writeTable(b, t)
	if out.verbose {
		for _, line := range t.Absent() {
			writeWrapped(b, line, "  ", "    ")
		}
	} else if brief := t.Brief(); brief != "" {
		writeWrapped(b, brief, "  ", "    ")
	}
	for _, warning := range readWith.Validate(u).Warnings() {
		writeWrapped(b, v.S("warning: ", "avertissement : ")+warning.Text(v.Lang), "  ", "    ")
	}
	if rules := t.Rules(); out.verbose && len(rules) > 0 {
		// The rows cite each production by the section that explains
		// it, which holds no rule: this says where the rules below are.
		b.WriteString("  " + v.S("rules cited (RFC 1738 writes its rules in section 5):",
			"règles citées (la RFC 1738 écrit ses règles en section 5) :") + "\n")
		for _, r := range rules {
			writeRule(b, r, "    ")
		}
	}
	if prose := t.ProseRules(); out.verbose && len(prose) > 0 {
		b.WriteString("  " + v.S("not rules of section 5 (names of the prose):", "hors de la section 5 (noms de la prose) :") + "\n")
		for _, r := range prose {
			writeRule(b, r, "    ")
		}
	}
	if others := t.OtherRules(); out.verbose && len(others) > 0 {
		writeWrapped(b, v.S("not rules of RFC 1738 (other RFCs' rules, or this grammar's reading of them):",
			"hors de la RFC 1738 (règles d'autres RFC, ou lecture qu'en fait cette grammaire) :"), "  ", "    ")
		for _, r := range others {
			writeRule(b, r, "    ")
		}
	}
	writeDecodedLines(b, v, u)
	return b.Flush()
}

// showTree writes input's syntax tree to w as the printer's FprintTree
// does, one node per line, labelled in v's language; or, when input is
// not a URL, the error as explain shows it.
func showTree(w io.Writer, v voice.Voice, input string) (bool, error) {
	u, err := parseURL(input)
	if err != nil {
		return false, showError(w, v, input, err)
	}
	if err := (&printer.DiagramConfig{Lang: v.Lang}).FprintTree(w, u); err != nil {
		return true, err
	}
	writeDecodedLines(w, v, u)
	return true, nil
}

// writeDecodedLines writes, under a table or a tree of u, the lines on
// how its decoded texts show bytes: ⟨%XX⟩, and characters of UTF-8.
func writeDecodedLines(w io.Writer, v voice.Voice, u ast.Node) {
	hidden, utf8 := decodedShows(u)
	if hidden {
		writeWrapped(w, describe.OctetsLine(v.Lang), "", " ")
	}
	if utf8 {
		writeWrapped(w, describe.UTF8Line(v.Lang), "", " ")
	}
}

// decodedShows reports whether a decoded text of a part of u, as the
// table and the tree show it, holds a byte that they show as %XX
// (unprintable), and whether one shows a character beyond US-ASCII
// (describe.ShowsUTF8), in one walk: each decoded text is made anew.
func decodedShows(u ast.Node) (hidden, utf8 bool) {
	ast.Inspect(u, func(n ast.Node) bool {
		if d, ok := n.(interface{ Decoded() string }); ok {
			s := d.Decoded()
			hidden = hidden || unprintable(s)
			utf8 = utf8 || describe.ShowsUTF8(s)
		}
		return !hidden || !utf8
	})
	return hidden, utf8
}

// unprintable reports whether s holds a character that a decoded text
// shows by its bytes (grammar.ShownAsIs: not printable, or a space
// that would read as U+0020) or a byte that is not UTF-8.
func unprintable(s string) bool {
	for i, r := range s {
		if r == utf8.RuneError && !strings.HasPrefix(s[i:], "\ufffd") || !grammar.ShownAsIs(r) {
			return true
		}
	}
	return false
}
