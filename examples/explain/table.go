package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A row is the line of the part table that describes one part, and the
// lines under it that say more.
type row struct {
	tag        string   // the part's name, e.g. "<host>", "<hôte>"
	text       string   // its text, quoted, and decoded when that differs
	span       string   // its byte span, e.g. "[7,17)"
	production string   // the production that defines it, with its section
	details    []string // more about the part, one line each
}

// rowOf describes part p of u in v's language.
func rowOf(v voice, p part, u *ast.URL) row {
	r := row{
		tag:  p.tag(v),
		span: fmt.Sprintf("[%d,%d)", p.pos, p.end),
	}
	if p.node == nil { // a url-path of several nodes
		r.text = quoted(v, u.String()[p.pos:p.end])
		r.production = v.label(urlPathKey) + " (" + v.section("RFC 1738", "3.1") + v.s(": ", " : ") +
			v.quote("the rest of the locator consists of data specific to the scheme",
				"le reste du localisateur se compose de données propres au mode") + ")"
		r.details = []string{urlPathPieces(v, p, u)}
		return r
	}
	r.text = textOf(v, p.node)
	if p.fromScheme { // its rule's span: the scheme and ":" before the node
		r.text = prefixedTextOf(v, u.String()[:p.node.Pos()-u.Pos()], p.node)
	}
	r.production = productionOf(v, p)
	r.details = detailsOf(v, p, u)
	return r
}

// quoted quotes text as written, or says that it is empty.
func quoted(v voice, s string) string {
	if s == "" {
		return `""` + v.s(" (empty)", " (vide)")
	}
	return strconv.Quote(s)
}

// textOf quotes n's text as written, followed by its decoded text when
// escapes make them differ. Decoded bytes that are not printable ASCII are
// shown as Go escapes, so the output stays plain ASCII.
func textOf(v voice, n ast.Node) string { return prefixedTextOf(v, "", n) }

// prefixedTextOf is textOf for the text prefix, then n's: a scheme's own
// production is quoted with its scheme and ":" ("news:*"), as its rule
// reads it.
func prefixedTextOf(v voice, prefix string, n ast.Node) string {
	s := n.String()
	q := quoted(v, prefix+s)
	if d, ok := n.(interface{ Decoded() string }); ok && d.Decoded() != s {
		q += v.s(" (decoded ", " (décodé ") + strconv.QuoteToASCII(prefix+d.Decoded()) + ")"
	}
	return q
}

// productionOf names the production that defines p and cites it; an
// opaque scheme part is said to be one.
func productionOf(v voice, p part) string {
	g := grammar.Of(p.node)
	if _, ok := p.node.(*ast.OpaquePart); ok {
		return g.Name + v.s(" (opaque: *xchar, in this scheme's own syntax; ", " (opaque : *xchar, dans la syntaxe propre à ce mode ; ") + v.cite(g) + ")"
	}
	return g.Name + " (" + v.cite(g) + ")"
}

// urlPathPieces says what a url-path of several nodes is made of, in the
// order of the URL: each of the parts under it by its label, and the text
// between them, quoted, as the scheme's rule writes them (fpath ";type="
// ftptype).
func urlPathPieces(v voice, p part, u *ast.URL) string {
	text := u.String()
	var words []string
	at := p.pos
	for _, piece := range p.pieces {
		if piece.pos > at {
			words = append(words, strconv.Quote(text[at:piece.pos]))
		}
		words = append(words, v.label(piece.key))
		at = piece.end
	}
	return v.f("here: %s, as %s writes it", "ici : %s, comme l'écrit %s", strings.Join(words, " "), grammar.Of(u.Part).Name)
}

// writeTable writes rows to w as a table indented by two spaces, the
// columns aligned and each row's details under its text.
// maxTextColumn is the widest the text column is padded to: a longer
// text overflows its column alone. Padding every row to the longest
// text, the whole path of a long URL, made the table grow with the
// square of the URL.
const maxTextColumn = 60

func writeTable(w io.Writer, rows []row) {
	var tagW, textW, spanW int
	for _, r := range rows {
		tagW = max(tagW, width(r.tag))
		textW = max(textW, min(width(r.text), maxTextColumn))
		spanW = max(spanW, width(r.span))
	}
	indent := strings.Repeat(" ", 2+tagW+2)
	for _, r := range rows {
		fmt.Fprintf(w, "  %s  %s  %s  %s\n", pad(r.tag, tagW), pad(r.text, textW), pad(r.span, spanW), r.production)
		for _, d := range r.details {
			fmt.Fprintf(w, "%s%s\n", indent, d)
		}
	}
}
