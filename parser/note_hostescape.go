package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// The note rules for an escape where a host goes on: section 3.1's host
// is a hostname of letters, digits, "-" and ".", or a hostnumber of
// digits and ".", with no escape; and "%5B" and "%5D" are RFC 2732's
// IPv6 brackets, escaped.

// hostEscapeNote: an escape where a host stops. Where the characters it
// and the host's later escapes encode are a host's, the advice writes
// them decoded, and is given only where that makes a URL; where the
// escape's character is none a host holds, the note says so. An escaped IPv6 address
// gets NoteIPv6Host as well, after this note.
func hostEscapeNote(c *noteContext) *Note {
	at, end, ok := c.hostEscape()
	if !ok {
		return nil
	}
	b := ast.EscapedOctet(c.input, at)
	if !isHostByte(b) {
		return c.keep(note(NoteHostEscapeChar, at, grammar.HostP, c))
	}
	decoded := decodeHostEscapes(c.input[at:end])
	url := c.input[:at] + decoded + c.input[end:]
	// Decoded, the host must be one, which the byte after it shows:
	// "a%2D.com" is still none, and there is no advice to give.
	return c.advised(NoteHostEscape, NoteHostEscapeRule, at, grammar.HostP, url, at+len(decoded), "decoded", string(b))
}

// escapedIPv6Note: "%5B" where a host stops, with a "%5D" after it: an
// IPv6 address of RFC 2732 with its brackets escaped, which no more
// makes a host of RFC 1738 than the brackets do.
func escapedIPv6Note(c *noteContext) *Note {
	at, _, ok := c.hostEscape()
	if !ok || !strings.EqualFold(c.input[at:at+3], "%5B") || !strings.Contains(strings.ToUpper(c.input[at:]), "%5D") {
		return nil
	}
	return c.keep(note(NoteIPv6Host, at, grammar.HostP, c))
}

// hostEscape returns where an escape stops a host, and where the
// host's text ends (a "/", "?", "#", "@" or ":" after it, or the end
// of the input), in an authority with no "@", which is a hostport: with
// one, the escape is in a login ("http://root%5Buser%5D@h/"), which
// NoteNoLogin explains where the scheme has none. Either the error found
// the escape where a host goes on, or, in a scheme with a login, the
// parser read on past it as a user name: there the escape is the
// authority's first, where the text before it reads as a host.
func (c *noteContext) hostEscape() (at, end int, ok bool) {
	start, end, ok := c.authority()
	if !ok || strings.IndexByte(c.input[start:end], '@') >= 0 {
		return 0, 0, false // the escape is in a login, where it may stand
	}
	at = -1
	switch {
	case grammar.EscapeAt(c.e.Found, 0) && c.has(c.st, prodHost):
		at = c.e.Offset
	case c.indexOf(prodUser) >= 0:
		if i := strings.IndexByte(c.input[start:end], '%'); i >= 0 {
			at = start + i
		}
		if at < 0 || at >= c.e.Offset || !grammar.EscapeAt(c.input, at) {
			return 0, 0, false
		}
		st, n := c.a.Run(c.input[:at])
		if n != at || !c.has(st, prodHost) {
			return 0, 0, false
		}
	default:
		return 0, 0, false
	}
	end = len(c.input)
	if i := strings.IndexAny(c.input[at:], "/?#@:"); i >= 0 {
		end = at + i
	}
	return at, end, true
}

// decodeHostEscapes returns s with each escape of a character that a
// host holds decoded; the others stay as they are.
func decodeHostEscapes(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if grammar.EscapeAt(s, i) && isHostByte(ast.EscapedOctet(s, i)) {
			b.WriteByte(ast.EscapedOctet(s, i))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// isHostByte reports whether a host holds b: a letter, a digit, "-"
// or ".".
func isHostByte(b byte) bool { return isAlphaDigit(b) || b == '-' || b == '.' }
