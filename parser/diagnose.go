package parser

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// participle reports where a parse failed, but what it expected there is
// a string meant for grammar authors. diagnose asks the grammar instead:
// it puts each probe in place of what was found and reparses. A probe is
// expected when the parse then gets past the error; the production is the
// innermost node that holds the error's offset once probes repair the
// input. Errors only pay for this; valid input never does.
//
// "@" gets special care. Any text before an error could have been a user
// name had an "@" followed it, so "@" always gets a parse further; but
// the parser read the text as a host because no "@" came (see ast.Login),
// so "@" is never used to repair the input, and is not listed as expected
// in a host or port.
var probes = []string{
	"a", ".", "0", "-", "+", "$", "_", "!", "*", "'", "(", ")", ",",
	";", "/", "?", ":", "@", "&", "=", "%41", endProbe,
}

// endProbe stands for the end of the input: the input cut at the error.
const endProbe = ""

// maxRepairs bounds how many errors diagnose repairs in a row while it
// looks for a tree that holds the error's offset.
const maxRepairs = 3

func (p *Parser) diagnose(input string, off int, partial *ast.URL) *Error {
	off = max(0, min(off, len(input)))
	found := foundAt(input, off)
	e := &Error{Offset: off, Found: found, Hint: hint(found)}
	if strings.HasPrefix(found, "%") {
		e.Expected = `two hex digits after "%"`
		e.Production = grammar.EscapeP
		return e
	}
	expected, tree := p.probe(input, off, len(found))
	e.Production = productionAt(off, tree, partial)
	if inHost(e.Production) {
		expected = slices.DeleteFunc(expected, func(p string) bool { return p == "@" })
	}
	e.Expected = describe(expected)
	return e
}

// probe returns the probes that get the parse past off, and the tree of
// the input repaired at off or, when that is not enough, also at up to
// maxRepairs-1 later errors; the tree is nil when no repair parses.
func (p *Parser) probe(input string, off, width int) (expected []string, tree *ast.URL) {
	at := off
	for depth := 0; depth < maxRepairs; depth++ {
		next, nextAt := "", -1
		for _, probe := range probes {
			repaired := replace(input, at, width, probe)
			u, failed, eoff := p.parse(repaired)
			if depth == 0 && (!failed || probe != endProbe && eoff > at) {
				expected = append(expected, probe)
			}
			if probe == "@" {
				continue
			}
			if !failed && tree == nil {
				tree = u
			}
			if failed && eoff > at && eoff > nextAt {
				next, nextAt = repaired, eoff
			}
		}
		if tree != nil || nextAt < 0 {
			return expected, tree
		}
		input, at = next, nextAt
		width = len(foundAt(input, at))
	}
	return expected, tree
}

func inHost(p grammar.Production) bool {
	switch p {
	case grammar.HostPortP, grammar.HostP, grammar.HostnameP, grammar.DomainLabelP,
		grammar.TopLabelP, grammar.HostnumberP, grammar.DigitsP, grammar.PortP:
		return true
	}
	return false
}

// replace puts probe in place of the width bytes at off; the end probe
// cuts the input there.
func replace(input string, off, width int, probe string) string {
	if probe == endProbe {
		return input[:off]
	}
	return input[:off] + probe + input[off+width:]
}

// foundAt returns the text to report at off: a whole UTF-8 character, or
// the "%" and up to two bytes after it, or one byte.
func foundAt(input string, off int) string {
	if off >= len(input) {
		return ""
	}
	if input[off] == '%' {
		return input[off:min(len(input), off+3)]
	}
	if r, n := utf8.DecodeRuneInString(input[off:]); r != utf8.RuneError {
		return input[off : off+n]
	}
	return input[off : off+1]
}

// productionAt returns the production of the innermost node that holds
// off, looking first in the repaired tree, then in participle's partial
// one; a node that holds off is one that starts at or before it and
// ends after it, or an empty node at it.
func productionAt(off int, trees ...*ast.URL) grammar.Production {
	for _, t := range trees {
		if t == nil {
			continue
		}
		var inner ast.Node
		ast.Inspect(t, func(n ast.Node) bool {
			if n == nil || isNil(n) {
				return false
			}
			if n.Pos() <= off && (off < n.End() || n.Pos() == n.End() && n.Pos() == off) {
				inner = n
			}
			return n.Pos() <= off
		})
		if inner != nil {
			return grammar.Of(inner)
		}
	}
	return grammar.GenericURL
}

// isNil reports whether n holds a nil pointer, which a partial tree from a
// failed parse can.
func isNil(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.URL:
		return n == nil
	}
	return false
}

// hint says how to write a character that RFC 1738 allows only escaped.
func hint(found string) string {
	if found == "" {
		return ""
	}
	switch c := found[0]; {
	case c == '%':
		return `"%" starts an escape; write a literal "%" as %25`
	case c == '#':
		return `"#" starts a fragment, which is not part of a URL (RFC 1808 section 2.4.1): parse it with ParseReference, or write "#" as %23`
	default:
		switch grammar.Class(c) {
		case grammar.National, grammar.Punctuation, grammar.Space, grammar.Control, grammar.NonASCII:
			return "RFC 1738 section 2.2 allows " + quote(found) + " only escaped: write " + escapeAll(found)
		}
	}
	return ""
}

func quote(s string) string { return strconv.Quote(s) }

func escapeAll(s string) string {
	const hexDigits = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		b.WriteByte('%')
		b.WriteByte(hexDigits[s[i]>>4])
		b.WriteByte(hexDigits[s[i]&15])
	}
	return b.String()
}

// describeOrder lists the probes in the order a reader expects them.
var describeOrder = []string{
	"a", "0", "-", ".", "+", "$", "_", "!", "*", "'", "(", ")", ",",
	";", "/", "?", ":", "@", "&", "=", "%41", endProbe,
}

// describe says in words what the probes that got past an error stand for,
// naming RFC 1738's character classes where a whole class is expected.
func describe(expected []string) string {
	has := map[string]bool{}
	for _, p := range expected {
		has[p] = true
	}
	all := func(set string) bool {
		for i := 0; i < len(set); i++ {
			if !has[set[i:i+1]] {
				return false
			}
		}
		return true
	}
	var words []string
	take := func(set string) {
		for i := 0; i < len(set); i++ {
			delete(has, set[i:i+1])
		}
	}
	const safe, extra, reserved = "$-_.+", "!*'(),", ";/?:@&="
	switch {
	case has["a"] && has["0"] && has["%41"] && all(safe+extra+reserved):
		words = append(words, "an xchar (a letter, digit, safe, extra or reserved character, or an escape)")
		take("a0" + safe + extra + reserved)
		delete(has, "%41")
	case has["a"] && has["0"] && has["%41"] && all(safe+extra):
		words = append(words, "a uchar (a letter, digit, safe or extra character, or an escape)")
		take("a0" + safe + extra)
		delete(has, "%41")
	}
	for _, p := range describeOrder {
		if !has[p] {
			continue
		}
		switch p {
		case "a":
			words = append(words, "a letter")
		case "0":
			words = append(words, "a digit")
		case "%41":
			words = append(words, "an escape")
		case endProbe:
			words = append(words, "the end of the URL")
		default:
			words = append(words, quote(p))
		}
	}
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}
