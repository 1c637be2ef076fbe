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

// probeLimit is the longest input diagnose probes. Each probe is a full
// reparse, and participle takes about 2.5 µs a byte, so beyond this
// length an error names its offset, what was found and the production,
// but not what was expected.
const probeLimit = 8 << 10

func (p *Parser) diagnose(input string, off int, partial *ast.URL) *Error {
	off = max(0, min(off, len(input)))
	found := foundAt(input, off)
	e := &Error{Offset: off, Found: found}
	if !grammar.EscapeAt(input, off) {
		e.Hint = hint(found)
	}
	if s := p.schemeOf(input); s != nil {
		e.Scheme = grammar.Of(s.Part)
	}
	if strings.HasPrefix(found, "%") && !grammar.EscapeAt(input, off) {
		e.Expected = `two hex digits after "%"`
		e.Production = grammar.EscapeP
		return e
	}
	probes := probes
	if len(input) > probeLimit {
		probes = probes[:1]
	}
	expected, tree := p.probe(input, off, len(found), probes, partial)
	e.Production = productionAt(off, tree, partial)
	if e.Production == grammar.GenericURL && e.Scheme.Name != "" {
		e.Production = e.Scheme // no node holds off: the error is the scheme production's
	}
	if inHost(e.Production) {
		expected = slices.DeleteFunc(expected, func(p string) bool { return p == "@" })
	}
	if len(input) <= probeLimit {
		e.Expected = describe(expected)
	}
	return e
}

// probe returns the probes that get the parse past off, and the tree of
// the input repaired at off or, when that is not enough, also at up to
// maxRepairs-1 later errors; the tree is nil when no repair parses.
// A repair must keep the parser's reading of the login (see sameLogin).
func (p *Parser) probe(input string, off, width int, probes []string, partial *ast.URL) (expected []string, tree *ast.URL) {
	at := off
	for depth := 0; depth < maxRepairs; depth++ {
		next, nextAt := "", -1
		for _, probe := range probes {
			repaired := replace(input, at, width, probe)
			u, failed, eoff := p.parse(repaired)
			if depth == 0 && p.progresses(input[:at]+probe, at, probe, u, failed, eoff, partial) {
				expected = append(expected, probe)
			}
			// The end probe cuts the input at the error, so its tree
			// cannot hold the error's offset.
			if probe == "@" || probe == endProbe {
				continue
			}
			if !failed && tree == nil && sameLogin(partial, u) {
				tree = u
			}
			if failed && eoff > at && eoff > nextAt {
				next, nextAt = repaired, eoff
			}
		}
		if tree == nil && depth == 0 {
			tree = p.cutRepair(input, at, probes, partial)
		}
		if tree != nil || nextAt < 0 {
			return expected, tree
		}
		input, at = next, nextAt
		width = len(foundAt(input, at))
	}
	return expected, tree
}

// progresses reports whether a probe got the parse past at. A probe that
// made the parser read the login another way (it completed a user name
// that an "@" further on ends) is judged again on the input cut after
// it, where no "@" can change the reading.
func (p *Parser) progresses(cut string, at int, probe string, u *ast.URL, failed bool, eoff int, partial *ast.URL) bool {
	if probe == endProbe {
		return !failed
	}
	if !failed || eoff > at {
		if sameLogin(partial, u) {
			return true
		}
		u, failed, eoff = p.parse(cut)
		return (!failed || eoff > at) && sameLogin(partial, u)
	}
	return false
}

// cutRepair returns the tree of the input cut just after a probe put at
// at, for the first probe that makes it parse. When the text after an
// error holds another, no repair of the first one parses; the cut input
// still shows which production the first one is in.
func (p *Parser) cutRepair(input string, at int, probes []string, partial *ast.URL) *ast.URL {
	for _, probe := range probes {
		if probe == "@" || probe == endProbe {
			continue
		}
		if u, failed, _ := p.parse(input[:at] + probe); !failed && sameLogin(partial, u) {
			return u
		}
	}
	return nil
}

// sameLogin reports whether a repaired tree reads the login as the failed
// parse did. A login has a user only when an "@" ends user [":" password];
// a repair that removes what kept the parser from seeing that "@" (a
// space, a "~") would explain the error as one in a user name, when the
// parser had read the text as a host and port.
func sameLogin(partial, repaired *ast.URL) bool {
	if partial == nil {
		return true
	}
	was, now := partial.Login(), repaired.Login()
	if was == nil || now == nil {
		return true
	}
	return (was.User == nil) == (now.User == nil)
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
func productionAt(off int, tree, partial *ast.URL) grammar.Production {
	if tree != nil {
		inner, between := holder(tree, off)
		// The repair put a delimiter at off, between two children of
		// inner (a "/" after the login, say). Where the failed parse
		// read a node up to off, the error is that node's.
		if between {
			if n := endingAt(partial, off); n != nil {
				return grammar.Of(n)
			}
		}
		if inner != nil {
			return grammar.Of(atHost(tree, inner, off))
		}
	}
	if n, _ := holder(partial, off); n != nil {
		return grammar.Of(n)
	}
	return grammar.GenericURL
}

// holder returns the innermost node of t that holds off: one that starts
// at or before it and ends after it, or an empty node at it; and whether
// off lies between that node's children rather than in one.
func holder(t *ast.URL, off int) (inner ast.Node, between bool) {
	if t == nil {
		return nil, false
	}
	ast.Inspect(t, func(n ast.Node) bool {
		if n == nil || isNil(n) {
			return false
		}
		if n.Pos() <= off && (off < n.End() || n.Pos() == n.End() && n.Pos() == off) {
			inner = n
		}
		return n.Pos() <= off
	})
	if inner == nil {
		return nil, false
	}
	children, holds := 0, false
	ast.Inspect(inner, func(n ast.Node) bool {
		if n == nil || n == inner {
			return n == inner
		}
		children++
		holds = holds || n.Pos() <= off && off < n.End()
		return false
	})
	return inner, inner.Pos() < off && children > 0 && !holds
}

// endingAt returns the innermost node of t that ends at off, if any.
func endingAt(t *ast.URL, off int) ast.Node {
	if t == nil {
		return nil
	}
	var last ast.Node
	ast.Inspect(t, func(n ast.Node) bool {
		if n == nil || isNil(n) {
			return false
		}
		if n.Pos() < off && n.End() == off {
			last = n
		}
		return n.Pos() < off
	})
	return last
}

// atHost returns the host that starts at off, if inner lies in one: at
// the first byte of a host, a hostname and a hostnumber could both
// start, so the error is the host's, not that of the label a repair
// happened to start.
func atHost(t *ast.URL, inner ast.Node, off int) ast.Node {
	h := t.Host()
	if h == nil {
		return inner
	}
	if h.Pos() == off && inner.Pos() == off && h.Pos() <= inner.Pos() && inner.End() <= h.End() {
		return h
	}
	return inner
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
		return `"#" starts a fragment, which is not part of a URL (RFC 1808 section 2.4.1); where "#" belongs to the URL, write it %23`
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
