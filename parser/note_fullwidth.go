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
	// NoteFullwidthRule: NoteFullwidth where the input in ASCII is no
	// URL, or is a relative reference, which only a base makes one.
	// Argument: ascii.
	NoteFullwidthRule Code = "note-fullwidth-rule"
)

// fullwidthTexts are the texts of this file's codes.
var fullwidthTexts = []codeMessage{
	{code: NoteFullwidth, Message: Message{
		`{found:q} stands for {ascii:q} in Chinese, Japanese and Korean text (a full-width form, or an ideographic full stop), but "URLs are written only with the graphic printable characters of the US-ASCII coded character set" (RFC 1738 section 2.2): in ASCII, did you mean {url:q}?`,
		"{found:q} tient lieu de {ascii:q} dans les textes chinois, japonais et coréens (forme pleine chasse, ou point idéographique), mais « les URL ne s'écrivent qu'avec les caractères graphiques imprimables du jeu de caractères US-ASCII » (citation traduite ; RFC 1738, section 2.2) : en ASCII, l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteFullwidthRule, Message: Message{
		`{found:q} stands for {ascii:q} in Chinese, Japanese and Korean text (a full-width form, or an ideographic full stop), but "URLs are written only with the graphic printable characters of the US-ASCII coded character set" (RFC 1738 section 2.2)`,
		"{found:q} tient lieu de {ascii:q} dans les textes chinois, japonais et coréens (forme pleine chasse, ou point idéographique), mais « les URL ne s'écrivent qu'avec les caractères graphiques imprimables du jeu de caractères US-ASCII » (citation traduite ; RFC 1738, section 2.2)",
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
func fullwidthNote(c *noteContext) (Note, bool) {
	r, n := utf8.DecodeRuneInString(c.e.Found)
	a, ok := fullwidthASCII(r)
	if n == 0 || n != len(c.e.Found) || !ok {
		return Note{}, false
	}
	var b strings.Builder
	for _, r := range c.input {
		if a, ok := fullwidthASCII(r); ok {
			b.WriteByte(a)
		} else {
			b.WriteRune(r)
		}
	}
	url, off := b.String(), c.e.Offset
	// A full-width ":" may have hidden the scheme: the whole parser
	// reads the text then. A relative reference's advice would be
	// right only as resolved against a base, which the note does not
	// know: it names the character alone.
	if c.a != automatonRelative && (c.valid(url) || Check(url) == nil) {
		return note(NoteFullwidth, off, c.e.Production, c, "ascii", string(a), "url", url), true
	}
	// In ASCII the text may still be no URL ("h＿x" is "h_x"): the
	// character is still typed for its ASCII one, no name to write by
	// "xn--" labels.
	return note(NoteFullwidthRule, off, c.e.Production, c, "ascii", string(a)), true
}
