package parser

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The note rule for a letter of another script that looks like a Latin
// one: a Cyrillic "е" in "www.iес.ch", a Greek "ο" in "gοοgle", which a
// keyboard set to that script types, or a text copies, where the writer
// meant ASCII. Section 2.2: "URLs are written only with the graphic
// printable characters of the US-ASCII coded character set". In a host
// such a name would be an internationalised one, another name than the
// one it looks like: the note says so before the IDN note would.

const (
	// NoteLookalike: a Cyrillic or Greek letter that looks like a Latin
	// one, where every character of the input outside ASCII is one.
	// Arguments: latin, the letter it looks like; url, the input with
	// each such letter in Latin.
	NoteLookalike Code = "note-lookalike"
	// NoteLookalikeRule: NoteLookalike where the input in Latin letters
	// has a second mistake. Argument: latin.
	NoteLookalikeRule Code = "note-lookalike-rule"
)

// lookalikeTexts are the texts of this file's codes.
var lookalikeTexts = []codeMessage{
	{code: NoteLookalike, Message: Message{
		`{found:q} looks like the Latin letter {latin:q} but is a letter of another script (Cyrillic or Greek), and "URLs are written only with the graphic printable characters of the US-ASCII coded character set" (RFC 1738 section 2.2): if it was meant in Latin letters, did you mean {url:q}?`,
		"{found:q} ressemble à la lettre latine {latin:q} mais appartient à une autre écriture (cyrillique ou grecque), et « les URL ne s'écrivent qu'avec les caractères graphiques imprimables du jeu de caractères US-ASCII » (citation traduite ; RFC 1738, section 2.2) : si la lettre devait être latine, l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteLookalikeRule, Message: Message{
		`{found:q} looks like the Latin letter {latin:q} but is a letter of another script (Cyrillic or Greek), and "URLs are written only with the graphic printable characters of the US-ASCII coded character set" (RFC 1738 section 2.2)`,
		"{found:q} ressemble à la lettre latine {latin:q} mais appartient à une autre écriture (cyrillique ou grecque), et « les URL ne s'écrivent qu'avec les caractères graphiques imprimables du jeu de caractères US-ASCII » (citation traduite ; RFC 1738, section 2.2)",
	}},
}

// lookalikeLetters are the Cyrillic and Greek letters drawn as a Latin
// one in common fonts, and latinLetters those Latin ones, in the same
// order.
const (
	lookalikeLetters = "аеорсухіјѕһԁԛԝАВЕКМНОРСТХІЈЅ" + "ονιΑΒΕΖΗΙΚΜΝΟΡΤΥΧ"
	latinLetters     = "aeopcyxijshdqwABEKMHOPCTXIJS" + "oviABEZHIKMNOPTYX"
)

// lookalike returns the Latin letter that r is drawn as, if any.
func lookalike(r rune) (byte, bool) {
	if r < utf8.RuneSelf {
		return 0, false // no look-alike letter is ASCII
	}
	i := 0
	for _, l := range lookalikeLetters {
		if l == r {
			return latinLetters[i], true
		}
		i++
	}
	return 0, false
}

// lookalikeNote: the error found a letter of lookalikeLetters, and every
// character of the input outside ASCII is one: a name in that script
// ("сайт") has letters that look like none, and is left to the IDN
// note. The advice writes each such letter in Latin, where that makes a
// URL; else, where it gets past the error, the note names the letter.
func lookalikeNote(c *noteContext) *Note {
	latin, ok := foundMapped(c, lookalike)
	if !ok {
		return nil
	}
	off := c.e.Offset
	if !latinInWord(c.input, off) {
		return nil // a word of that script ("сахар"), which the IDN note is about
	}
	// Full-width characters go to ASCII with it, the sentence's
	// punctuation stays out.
	url, ok := inASCII(c.input[:sentenceCut(c.input)], lookalikeOrFullwidth, true)
	if !ok {
		return nil
	}
	// A relative reference is a URL only against a base.
	if c.a != automatonRelative && c.validWhole(url) {
		return c.keep(note(NoteLookalike, off, c.e.Production, c, "latin", string(latin), "url", url))
	}
	if c.fixes(url, off) {
		return c.keep(note(NoteLookalikeRule, off, c.e.Production, c, "latin", string(latin)))
	}
	return nil
}

// lookalikeOrFullwidth maps a look-alike letter or a full-width form.
func lookalikeOrFullwidth(r rune) (byte, bool) {
	if a, ok := lookalike(r); ok {
		return a, true
	}
	return fullwidthASCII(r)
}

// latinInWord reports whether the word of letters around off in s holds
// an ASCII letter: a look-alike among Latin letters ("iес", "httр") was
// meant as one of them, where a word all of another script was not.
func latinInWord(s string, off int) bool {
	start, end := off, off
	for start > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:start])
		if !unicode.IsLetter(r) {
			break
		}
		start -= n
	}
	for end < len(s) {
		r, n := utf8.DecodeRuneInString(s[end:])
		if !unicode.IsLetter(r) {
			break
		}
		end += n
	}
	return strings.IndexFunc(s[start:end], func(r rune) bool { return r < utf8.RuneSelf }) >= 0
}
