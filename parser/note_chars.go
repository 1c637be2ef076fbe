package parser

import (
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// The note rules about characters: where a path, a search or a login
// needs a character written otherwise, and how to write what was found.

// pathNote: ";type=" or "?" right after the host, where the path's "/"
// could have come; a "/" or "?" in a search; a ":" or "@" in a user name
// or password. Each says how to write the input, and is given only when
// the input so written gets past the error.
func pathNote(c *noteContext) *Note {
	e := c.e
	switch {
	case isTypeWithoutPath(c, e.Offset, c.st):
		return c.keep(note(NoteTypeWithoutPath, e.Offset, e.Production, c))
	case isSearchWithoutPath(c):
		return c.keep(note(NoteSearchWithoutPath, e.Offset, e.Production, c))
	case (c.found('/') || c.found('?')) && e.Production.Name == "search":
		return c.keep(note(NoteSearchChar, e.Offset, e.Production, c))
	}
	if at, ok := loginDelimiter(c); ok {
		return c.keep(note(NoteLoginEscape, at, grammar.LoginP, c))
	}
	return nil
}

// isTypeWithoutPath reports whether ";type=" stands at offset i of the
// input, in state st, where a "/" would start the path that a typecode
// follows.
func isTypeWithoutPath(c *noteContext, i int, st uint16) bool {
	return strings.HasPrefix(c.input[i:], ";type=") && c.a.Expected(st).Has('/') &&
		c.fixes(c.input[:i]+"/"+c.input[i:], i+len("/;type="))
}

// isSearchWithoutPath reports whether the error found a "?" where a "/"
// would start the path that the search follows: with "/?" there, the
// automaton is in a search (a gopher URL's "?" after "/" is a type).
func isSearchWithoutPath(c *noteContext) bool {
	off := c.e.Offset
	if !c.found('?') || !c.e.Expected.Has('/') {
		return false
	}
	st, ok := c.runWith(off, "/?")
	return ok && c.has(st, prodSearch) && c.fixes(c.input[:off]+"/"+c.input[off:], off+1)
}

// loginDelimiter returns where the character to escape is when the error
// found a second ":" in a user name or password (there), or a second
// "@" in a login (the "@" before it, which ends no login, as the last
// one does), in a scheme whose production has a login. Section 3.1
// wants ":" and "@" escaped only within a user name or password, which
// an "@" ends: with no "@" after the error in the authority
// ("ftp://h:21:22/"), there is neither, and the escape would make no
// URL. The escaped input must read on past that "@", as a login.
func loginDelimiter(c *noteContext) (int, bool) {
	off := c.e.Offset
	if c.indexOf(prodUser) < 0 {
		return 0, false
	}
	if c.found('/') {
		return loginSlash(c)
	}
	if !c.found(':') && !c.found('@') {
		return 0, false
	}
	start, end, ok := c.authority()
	if !ok || off < start || off >= end {
		return 0, false
	}
	last := start + strings.LastIndexByte(c.input[start:end], '@')
	if last < off {
		return 0, false // no "@" ends a login after the error
	}
	at := off
	if c.found('@') {
		at = start + strings.LastIndexByte(c.input[start:off], '@')
		if at < start {
			return 0, false
		}
	} else if !c.has(c.st, prodUser) && !c.has(c.st, prodPassword) {
		return 0, false
	}
	return at, c.fixes(c.input[:at]+"%"+hexByte(c.input[at])+c.input[at+1:], last+2)
}

// loginSlash returns where a "/" is that the error found in a user name
// or password, which section 3.1 wants encoded there as ":" and "@"
// ("ftp://joe:se/cret@h/"): the "/" that would end the authority, when
// an "@" follows it that the escaped input reads past, as a login.
func loginSlash(c *noteContext) (int, bool) {
	off := c.e.Offset
	if !c.has(c.st, prodUser) && !c.has(c.st, prodPassword) {
		return 0, false
	}
	j := strings.IndexByte(c.input[off:], '@')
	if j < 0 {
		return 0, false
	}
	return off, c.fixes(c.input[:off]+"%2F"+c.input[off+1:], off+j+2)
}

// hexByte writes b as two upper-case hex digits.
func hexByte(b byte) string { return escapeAll(string(b))[1:] }

// characterNote: how to write a character found where it cannot stand:
// a "%" that starts no escape, the "<URL:" or "<" and ">" that set a URL
// apart in text, a "#", or an unsafe character where an escape could
// stand.
func characterNote(c *noteContext) *Note {
	e := c.e
	if c.noEscapeStands() {
		return nil
	}
	if e.Production == grammar.EscapeP {
		pct := strings.LastIndexByte(c.input[:e.Offset], '%')
		return c.keep(note(NoteEscape, pct, grammar.EscapeP, c))
	}
	if n := bracketsNote(c); n != nil {
		return n
	}
	if e.Found == "" || !e.Expected.Has('%') {
		return nil
	}
	switch ch := e.Found[0]; {
	case ch == '#':
		return c.keep(note(NoteFragment, e.Offset, e.Production, c))
	case ch == '%':
		return nil // an escape, which the production does not take here
	case c.ipv6Host():
		return nil // no escape makes "[...]" a host: NoteIPv6Host says why
	default:
		switch grammar.Class(ch) {
		case grammar.National, grammar.Punctuation, grammar.Space, grammar.Control, grammar.NonASCII:
			return c.keep(note(NoteUnsafe, e.Offset, e.Production, c))
		}
	}
	return nil
}

// noEscapeStands reports whether the text at the error could take an
// escape only as the start of something an "@" must end, and no such
// "@" follows: a news URL's group holds no escape, and only an article,
// which needs its "@", does (NoteNewsGroup says so); read as a user
// name, a login's text could hold one, but with no "@" to end it, it
// is a host or a port, which hold none.
func (c *noteContext) noEscapeStands() bool {
	if c.e.Scheme.Name == ast.NewsURLP.Name {
		return !strings.Contains(c.input, "@")
	}
	off, st := c.e.Offset, c.st
	if c.e.Production == grammar.EscapeP {
		// The escape's "%" is where the text took it: read from there.
		off = strings.LastIndexByte(c.input[:off], '%')
		st, _ = c.a.Run(c.input[:off])
	}
	if c.a == automatonRelative {
		return c.inNetLocHost(off)
	}
	return (c.has(st, prodHost) || c.has(st, prodPort)) && !c.loginEndsAfter(off)
}

// inNetLocHost reports whether off is in the net_loc of an RFC 1808
// network-path reference ("//host/path") and no "@" follows in it: RFC
// 1808 takes any text there, but the net_loc becomes the resolved URL's
// login, whose host holds no escape (RFC 1738 section 3.1).
func (c *noteContext) inNetLocHost(off int) bool {
	in := c.input
	if !strings.HasPrefix(in, "//") || off < 2 {
		return false
	}
	end := len(in)
	if i := strings.IndexAny(in[2:], "/?#"); i >= 0 {
		end = 2 + i
	}
	return off < end && !strings.Contains(in[off:end], "@")
}

// loginEndsAfter reports whether an "@" that could end a login's user
// and password follows off: one before the next "/", which neither
// holds (section 3.1: "the user name (and password), if present, are
// followed by a commercial at-sign "@""); an "@" in the path ends none.
func (c *noteContext) loginEndsAfter(off int) bool {
	rest := c.input[off:]
	if slash := strings.IndexByte(rest, '/'); slash >= 0 {
		rest = rest[:slash]
	}
	return strings.Contains(rest, "@")
}

// laterUnreservedNote: a "~" that characterNote says to escape
// (NoteUnsafe; notes calls it only after that note), which later RFCs
// allow as it is: a student who copies a URL written by them (RFC 2818's
// example, https://www.example.com/~smith/home.html) learns why RFC
// 1738 does not. Its advice is NoteUnsafe's, which passes the automaton.
func laterUnreservedNote(c *noteContext) *Note {
	if c.e.Found != "~" {
		return nil
	}
	return c.keep(note(NoteLaterUnreserved, c.e.Offset, c.e.Production, c))
}

// utf8Note: a character outside ASCII that characterNote says to
// escape (NoteUnsafe; notes calls it only after that note), as its bytes
// in UTF-8: the choice of later RFCs, which a student should not take
// for RFC 1738's. Its advice is NoteUnsafe's.
func utf8Note(c *noteContext) *Note {
	if f := c.e.Found; f == "" || f[0] < utf8.RuneSelf || !utf8.ValidString(f) {
		return nil
	}
	return c.keep(note(NoteUTF8, c.e.Offset, c.e.Production, c))
}

// invisibleNote: a character that shows nothing on screen
// (grammar.Invisible), where the text without it reads on: a student who
// pasted it never meant it, and an escape (NoteUnsafe, where one may
// stand) would keep it in the URL, unseen still.
func invisibleNote(c *noteContext) *Note {
	off, n := c.e.Offset, len(c.e.Found)
	if !c.invisibleFound() || !c.fixes(c.input[:off]+c.input[off+n:], off) {
		return nil
	}
	return c.keep(note(NoteInvisible, off, c.e.Production, c))
}

// bracketsNote: a "<" that starts the input or its scheme part of an
// input that ends with ">", or a """ that starts an input that ends
// with one (section 2.2: "the quote mark (""") is used to delimit URLs
// in some systems"): text's delimiters, which escaping would make part
// of the URL.
func bracketsNote(c *noteContext) *Note {
	in, off := c.input, c.e.Offset
	if c.found('"') && off == 0 && len(in) > 2 && in[len(in)-1] == '"' {
		// The scheme is not read yet: the whole parser reads the rest.
		if Check(in[1:len(in)-1]) == nil {
			return c.keep(note(NoteQuoteMarks, 0, c.e.Production, c, "url", in[1:len(in)-1]))
		}
		return c.keep(note(NoteQuoteMarksRule, 0, c.e.Production, c))
	}
	if !c.found('<') || !strings.HasSuffix(in, ">") || len(in) <= 2 && c.a != automatonRelative {
		// "<>" sets nothing apart, but for RFC 1808 section 5.2, which
		// writes so the empty reference: "<> = <URL:http://a/b/c/d;p?q#f>".
		return nil
	}
	switch colon := c.colon(); {
	case off == 0 && len(in) >= 5 && strings.EqualFold(in[:5], "<URL:"):
		return c.keep(note(NoteURLWrapper, 0, c.e.Production, c))
	case off == 0 && Check(in[1:len(in)-1]) == nil:
		// The scheme is not read yet: the whole parser reads the rest.
		return c.keep(note(NoteAngleBrackets, 0, c.e.Production, c, "url", in[1:len(in)-1]))
	case off == colon+1 && c.valid(in[:off]+in[off+1:len(in)-1]):
		return c.keep(note(NoteAngleBrackets, off, c.e.Production, c, "url", in[:off]+in[off+1:len(in)-1]))
	case off == 0 || off == colon+1:
		// What is between them has a mistake of its own: the brackets
		// are still no part of a URL.
		return c.keep(note(NoteAngleBracketsRule, off, c.e.Production, c))
	}
	return nil
}

// escapeAll writes every byte of s as an escape.
func escapeAll(s string) string {
	const hexDigits = "0123456789ABCDEF"
	b := make([]byte, 0, 3*len(s))
	for i := 0; i < len(s); i++ {
		b = append(b, '%', hexDigits[s[i]>>4], hexDigits[s[i]&15])
	}
	return string(b)
}
