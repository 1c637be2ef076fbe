package parser

import (
	"strings"
	"unicode/utf8"
)

// The note rule for a full-width character: the forms of ASCII's
// printable characters that Chinese, Japanese and Korean text uses
// (U+FF01–FF5E: "ｗｗｗ", "８０", "：", "／") and its ideographic full
// stops ("。", "｡"), which an input method types where the writer meant
// ASCII. Section 2.2: "URLs are written only with the graphic printable
// characters of the US-ASCII coded character set". It is no host name
// to write by its "xn--" labels (RFC 3490 section 3.1 itself reads the
// ideographic full stops as dots), nor, most likely, data to escape.

const (
	// NoteFullwidth: a full-width form of an ASCII character, or an
	// ideographic full stop. Arguments: ascii, the character it stands
	// for; url, the input with each such character in ASCII.
	NoteFullwidth Code = "note-fullwidth"
	// NoteSentenceEnd: punctuation of Chinese, Japanese or Korean text
	// ("。", "，", "）") from the error to the end of the input, after a
	// URL: the sentence's. Argument: url, the input without it.
	NoteSentenceEnd Code = "note-sentence-end"
	// NoteFullwidthRule: NoteFullwidth where the input in ASCII is no
	// URL, or is a relative reference, which only a base makes one.
	// Argument: ascii.
	NoteFullwidthRule Code = "note-fullwidth-rule"
)

// fullwidthTexts are the texts of this file's codes.
var fullwidthTexts = []codeMessage{
	{code: NoteSentenceEnd, Message: Message{
		`from {found:q} to the end, the text is most likely the punctuation of the sentence around the URL (full-width or ideographic marks of Chinese, Japanese or Korean text), and no part of the URL: without it, did you mean {url:q}?`,
		"de {found:q} à la fin, le texte est sans doute la ponctuation de la phrase qui entoure l'URL (des signes pleine chasse ou idéographiques des textes chinois, japonais et coréens), et ne fait pas partie de l'URL : sans elle, l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteFullwidth, Message: Message{
		`{found:q} stands for {ascii:q} in Chinese, Japanese and Korean text, but "URLs are written only with the graphic printable characters of the US-ASCII coded character set" (RFC 1738 section 2.2): in ASCII, did you mean {url:q}?`,
		"{found:q} tient lieu de {ascii:q} dans les textes chinois, japonais et coréens, mais « les URL ne s'écrivent qu'avec les caractères graphiques imprimables du jeu de caractères US-ASCII » (citation traduite ; RFC 1738, section 2.2) : en ASCII, l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteFullwidthRule, Message: Message{
		`{found:q} stands for {ascii:q} in Chinese, Japanese and Korean text, but "URLs are written only with the graphic printable characters of the US-ASCII coded character set" (RFC 1738 section 2.2)`,
		"{found:q} tient lieu de {ascii:q} dans les textes chinois, japonais et coréens, mais « les URL ne s'écrivent qu'avec les caractères graphiques imprimables du jeu de caractères US-ASCII » (citation traduite ; RFC 1738, section 2.2)",
	}},
}

// fullwidthASCII returns the ASCII character that r stands for, if r
// is a full-width form or an ideographic full stop.
func fullwidthASCII(r rune) (byte, bool) {
	switch {
	case 0xFF01 <= r && r <= 0xFF5E:
		return byte(r - 0xFEE0), true
	case r == 0x3002 || r == 0xFF61: // ideographic and half-width ideographic full stops
		return '.', true
	}
	return 0, false
}

// fullwidthNote: the error found a full-width character. The advice
// writes every such character of the input in ASCII, where that makes a
// URL; else the note names the character alone.
func fullwidthNote(c *noteContext) *Note {
	a, ok := foundMapped(c, fullwidthASCII)
	if !ok {
		return nil
	}
	if sentenceEndNote(c) != nil {
		return nil // the sentence's, not a character typed for ASCII
	}
	off := c.e.Offset
	// The sentence's punctuation after the URL stays out of it.
	url, _ := inASCII(c.input[:sentenceCut(c.input)], fullwidthASCII, false)
	// A relative reference's advice would be right only as resolved
	// against a base, which the note does not know; punctuation that
	// ends the text ("。", "，") is most likely the sentence's, which
	// the advice would put in the URL: the note names the character
	// alone.
	if c.a != automatonRelative && !sentenceEnd(c.input[off:]) && c.validWhole(url) {
		return c.keep(note(NoteFullwidth, off, c.e.Production, c, "ascii", string(a), "url", url))
	}
	// In ASCII the text may still be no URL ("h＿x" is "h_x"): the
	// character is still typed for its ASCII one, no name to write by
	// "xn--" labels.
	return c.keep(note(NoteFullwidthRule, off, c.e.Production, c, "ascii", string(a)))
}

// sentenceCut returns where the punctuation that ends s, a sentence's
// in Chinese, Japanese or Korean text, starts: len(s) if none does.
func sentenceCut(s string) int {
	i := len(s)
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		if !strings.ContainsRune(sentencePunctuationCJK, r) {
			break
		}
		if o := strings.IndexRune(closingCJK, r); o >= 0 && strings.Contains(s[:i-n], openingCJK[o*3:o*3+3]) {
			break // the URL's own: "（a）"
		}
		i -= n
	}
	return i
}

// closingCJK and openingCJK pair the brackets of sentencePunctuationCJK
// (each three bytes in UTF-8) with the marks that open them.
const (
	closingCJK = "）」』】〉》"
	openingCJK = "（「『【〈《"
)

// sentencePunctuationCJK are the marks of sentenceEnd.
const sentencePunctuationCJK = "。｡、，．！？；：" + closingCJK

// sentenceEnd reports whether rest is punctuation of a sentence in
// Chinese, Japanese or Korean text, full-width or ideographic, to the
// end: what follows a URL in such a sentence.
func sentenceEnd(rest string) bool {
	for _, r := range rest {
		if !strings.ContainsRune(sentencePunctuationCJK, r) {
			return false
		}
	}
	return rest != ""
}

// sentenceEndNote: the error found punctuation that ends the text, the
// sentence's after a URL, where the text before it is a URL.
func sentenceEndNote(c *noteContext) *Note {
	in, off := c.input, c.e.Offset
	if c.a == automatonRelative || !sentenceEnd(in[off:]) || !c.validWhole(in[:off]) {
		return nil
	}
	return c.keep(note(NoteSentenceEnd, off, c.e.Production, c, "url", in[:off]))
}

// foundMapped returns what f maps the error's found character to, if
// it is one character that f maps.
func foundMapped(c *noteContext, f func(rune) (byte, bool)) (byte, bool) {
	r, n := utf8.DecodeRuneInString(c.e.Found)
	if n == 0 || n != len(c.e.Found) {
		return 0, false
	}
	return f(r)
}

// inASCII returns s with each character that f maps written as the
// ASCII character it maps to; with only set, ok is false where a
// character outside ASCII that f does not map remains.
func inASCII(s string, f func(rune) (byte, bool), only bool) (string, bool) {
	var b strings.Builder
	for _, r := range s {
		switch a, ok := f(r); {
		case ok:
			b.WriteByte(a)
		case only && r >= utf8.RuneSelf:
			return "", false
		default:
			b.WriteRune(r)
		}
	}
	return b.String(), true
}

// validWhole reports whether s is a URL: by the automaton of the scheme
// the error is in, where the scheme was read; else, before it or where
// a character hid it ("httр:", "http："), by the default parser, which
// picks the production by the scheme s names.
func (c *noteContext) validWhole(s string) bool {
	if c.e.Scheme.Name != "" {
		return c.valid(s)
	}
	return Check(s) == nil
}
