package parser

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// wordStart reports whether the letter at i starts a word that may be a
// bare URL's scheme (see Find): it follows the start of the text,
// whitespace, punctuation that opens or quotes, a byte above 0x7F, or
// the appendix's "URL:".
func wordStart(text string, i int) bool {
	if i >= 4 && strings.EqualFold(text[i-4:i], "URL:") {
		i -= 4 // "URL:" starts the word; one prefix only, so that this is constant time
	}
	if i == 0 {
		return true
	}
	c := text[i-1]
	return c <= ' ' || c >= utf8.RuneSelf || strings.IndexByte("([{<>\"'`*_|=,;", c) >= 0
}

// bare reads the bare URL that may start at the letter at i, and
// returns where to go on: after the URL, or after the word that is no
// URL's scheme.
func (f *finder) bare(i int) int {
	text := f.text
	colon := i
	for colon < len(text) && isSchemeByte(text[colon]) {
		colon++
	}
	if colon == len(text) || text[colon] != ':' {
		return colon
	}
	s := f.p.schemeNamed(text[i:colon])
	if s == nil {
		return colon + 1 // "Note:", "Broken:", or a scheme only the generic syntax reads
	}
	if !strings.HasPrefix(text[colon+1:], "//") && s.slashesFirst() {
		return colon + 1 // "file:line:col", "File:Example.jpg", "Telnet:on"
	}
	opener := byte(0)
	if i > 0 {
		opener = text[i-1]
	}
	end := trimProse(text, colon+1, bareEnd(text, colon+1), opener)
	if strings.Trim(text[colon+1:end], "/") == "" {
		return max(end, colon+1) // "http:" or "ftp://" named in prose
	}
	if i > 0 && text[i-1] == '[' && strings.HasPrefix(text[end:], "](") {
		return end // a link's text: its destination is read
	}
	f.read(FormBare, i, i, end, end, readAsIs)
	return end
}

// bareEnd returns where the URL whose scheme part starts at i ends: at
// whitespace, at a delimiter of URLs or code ("<", ">", '"', "`"), at
// a ")" or "]" that closes no "(" or "[" of the URL, or before a
// character above ASCII that is Unicode punctuation or space: no URL
// holds one, and prose that writes none between words (Chinese,
// Japanese) puts its full stops, commas and parentheses right after a
// URL. Letters of any script are kept ("http://h/café"): an error to
// report, not the end of the URL.
func bareEnd(text string, i int) int {
	parens, brackets := 0, 0
	for i < len(text) {
		c := text[i]
		switch c {
		case ' ', '\t', '\n', '\r', '\f', '\v', '<', '>', '"', '`':
			return i
		case '(':
			parens++
		case ')':
			if parens == 0 {
				return i
			}
			parens--
		case '[':
			brackets++
		case ']':
			if brackets == 0 {
				return i
			}
			brackets--
		}
		if c < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if unicode.IsSpace(r) || unicode.IsPunct(r) {
			return i // "http://h/a。", "（http://h/a）", "http://h/a…"
		}
		i += n
	}
	return i
}

// proseClosers are the closing quotes that prose puts after a URL, taken
// off its end: U+2019 and U+201D, and the guillemets U+00BB and U+203A.
var proseClosers = []string{"\u2019", "\u201d", "\u00bb", "\u203a"}

// trimProse returns where the URL text[from:end] ends once the
// punctuation that prose puts after a URL is taken off its end: "*" and
// "_" only when the byte before the URL, opener, is the same, as
// Markdown's emphasis writes them in pairs, since a URL may end with
// either ("news:*").
func trimProse(text string, from, end int, opener byte) int {
	for end > from {
		c := text[end-1]
		if strings.IndexByte(".,;:!?'", c) >= 0 || (c == '*' || c == '_') && c == opener {
			end--
			continue
		}
		cut := false
		for _, q := range proseClosers {
			if strings.HasSuffix(text[from:end], q) {
				end -= len(q)
				cut = true
				break
			}
		}
		if !cut {
			return end
		}
	}
	return end
}

// slashOnly is the set of the one byte "/".
var slashOnly = func() automaton.ByteSet {
	var b automaton.ByteSet
	b.Add('/')
	return b
}()

// slashesFirst reports whether every URL of s has "/" right after its
// scheme's ":" (its production starts with "//", as http's, ftp's and
// file's do): whether "/" is the only byte its automaton can read after
// the scheme's name and ":". A word of its name before a colon and
// anything but "//" ("file:line:col", "Telnet:on") is then no URL of
// it, and the bare heuristic leaves it.
func (s *scheme) slashesFirst() bool {
	a := s.Automaton
	st, n := a.Run(s.Name)
	if n < len(s.Name) {
		return false
	}
	st, n = a.RunFrom(st, ":")
	return n == 1 && a.Expected(st) == slashOnly
}
