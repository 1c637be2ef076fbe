package parser

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/grammar"
)

// hostShapeNote: the error ends a host that cannot be one, or starts
// it with a "-": a trailing "." or "-", an empty label, a character no
// host name holds, a last label that starts with a digit, or digits and
// dots that are not four numbers.
func hostShapeNote(c *noteContext) *Note {
	if !c.has(c.st, prodHost) || c.e.Offset == 0 {
		return nil
	}
	n := c.e.Offset
	alnum := len(c.e.Found) == 1 && isAlphaDigit(c.e.Found[0])
	switch prev := c.input[n-1]; {
	case prev == '.' && c.found('.'):
		return c.keep(note(NoteEmptyLabel, n, grammar.HostnameP, c))
	case prev == '.' && c.found('-'):
		return c.keep(note(NoteLabelHyphen, n, grammar.HostnameP, c))
	case prev == '.' && !alnum && c.has(c.st, prodHostname) && !c.nameGoesOn():
		return c.keep(note(NoteTrailingDot, n-1, grammar.HostnameP, c))
	case prev == '-' && !alnum && c.e.Found != "-":
		p := grammar.DomainLabelP
		if !c.found('.') && c.has(c.st, prodTopLabel) {
			p = grammar.TopLabelP
		}
		return c.keep(note(NoteLabelHyphen, n-1, p, c))
	case c.found('-') && !isLabelByte(c.input[n-1:n]):
		// A "-" that starts the host, where its first label starts.
		return c.keep(note(NoteLabelHyphen, n, grammar.HostnameP, c))
	case isLabelByte(c.e.Found):
		return nil
	case isHostNameChar(c.e.Found) && (isAlphaDigit(prev) || prev == '-' || prev == '.'):
		return c.keep(note(NoteHostChar, n, grammar.HostnameP, c))
	}
	start := n
	for start > 0 && (isAlphaDigit(c.input[start-1]) || c.input[start-1] == '-' || c.input[start-1] == '.') {
		start--
	}
	host := c.input[start:n]
	if host == "" {
		return nil
	}
	if strings.Trim(host, "0123456789.") == "" {
		parts := strings.Count(host, ".") + 1
		if parts == 4 {
			return nil // a hostnumber: the error is after the host
		}
		return c.keep(note(NoteHostnumberParts, start, grammar.HostnumberP, c, "host", host, "parts", strconv.Itoa(parts)))
	}
	label := host[strings.LastIndexByte(host, '.')+1:]
	if label != "" && '0' <= label[0] && label[0] <= '9' {
		return c.keep(note(NoteToplabelDigit, n-len(label), grammar.TopLabelP, c, "label", label))
	}
	return nil
}

// hostSpaceNote: spaces inside a host name, between a letter, a
// digit, "-" or "." and another ("http://www.exa mple.com/"), or where
// a host starts ("http:// www.iec.ch/") and a name follows that ends as
// a host does (not "ftp:// http://", words apart), which section 2.2
// says transcription may put in a URL: the advice leaves them out,
// where that makes a URL. A space after a host ("h /") is
// NoteUnsafe's.
func hostSpaceNote(c *noteContext) *Note {
	off := c.e.Offset
	if !c.found(' ') || off == 0 || !c.has(c.st, prodHost) {
		return nil
	}
	atStart := !isLabelByte(c.input[off-1 : off])
	if atStart && !hostStarts(c.input[:off]) {
		return nil
	}
	if _, builtin := noteIndexes()[c.a]; !builtin {
		return nil // a registered scheme's host is its RFC's, which RFC 1738 does not describe
	}
	if c.has(c.st, prodUser) && c.loginEndsAfter(off) {
		return nil // a user name, which holds a space escaped: NoteUnsafe's
	}
	if strings.ContainsRune(sentenceMarks, rune(c.input[off-1])) {
		if n := textAfterNote(c); n != nil && n.Offset < off {
			return nil // "http://www.iec.ch. Then …": a sentence ends at its mark, NoteTextAfter's
		}
	}
	end := off
	for end < len(c.input) && c.input[end] == ' ' {
		end++
	}
	if end == len(c.input) || !isAlphaDigit(c.input[end]) && c.input[end] != '.' {
		return nil
	}
	hostEnd := end
	for hostEnd < len(c.input) && isLabelByte(c.input[hostEnd:hostEnd+1]) {
		hostEnd++
	}
	// Without the spaces, the host must be one, which the byte after
	// it shows.
	url := c.input[:off] + c.input[end:]
	if atStart && !hostEndsAt(c.input[hostEnd:]) {
		return nil // before a host, a space may as well part words: "ftp:// http://"
	}
	return c.advised(NoteHostSpace, NoteHostSpaceRule, off, grammar.HostnameP, url, hostEnd-(end-off))
}

// hostStarts reports whether a host starts after before: after the
// "//" of the common syntax, or the "@" that ends a login's user.
func hostStarts(before string) bool {
	return strings.HasSuffix(before, "//") || strings.HasSuffix(before, "@")
}

// nameGoesOn reports whether the error's character, found where a label
// starts, is one a writer takes for part of a name and a label's
// characters follow it ("www._dmarc", "www.éa"): the name goes on, and
// the "." before it ends none.
func (c *noteContext) nameGoesOn() bool {
	end := c.e.Offset + len(c.e.Found)
	if !isHostNameChar(c.e.Found) || end == len(c.input) {
		return false
	}
	_, n := utf8.DecodeRuneInString(c.input[end:])
	next := c.input[end : end+n]
	return isLabelByte(next) || isHostNameChar(next)
}

// hostEndsAt reports whether rest, the text after a host name, starts
// as what ends a host does: nothing, a "/", or a port's ":" and digit.
func hostEndsAt(rest string) bool {
	return rest == "" || rest[0] == '/' || len(rest) > 1 && rest[0] == ':' && '0' <= rest[1] && rest[1] <= '9'
}

// isHostNameChar reports whether found is a character that a writer may
// take for part of a host name, which none is: "_", a letter outside
// ASCII, and the like. Delimiters ("/", ":", "?", "#", "@", "%", ";")
// are left out: found after a host, they end it.
func isHostNameChar(found string) bool {
	if found == "" || strings.ContainsAny(found, "/:?#@%;") || isLabelByte(found) {
		return false
	}
	switch grammar.Class(found[0]) {
	case grammar.Space, grammar.Control:
		return false
	}
	return true
}

// isLabelByte reports whether found could go on a host: a letter, a
// digit, "-" or ".".
func isLabelByte(found string) bool {
	return len(found) == 1 && (isAlphaDigit(found[0]) || found[0] == '-' || found[0] == '.')
}

func isAlphaDigit(c byte) bool {
	switch grammar.Class(c) {
	case grammar.Alpha, grammar.Digit:
		return true
	}
	return false
}
