package parser

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// spaceAroundNote: whitespace at the start of the input, where the
// error is, or from the error to the end, which text puts around a
// URL and which is no part of it, so the advice is to drop it, not to
// escape it. It is given only where
// the input without it is a URL: before the scheme, a URL that the
// default parser accepts, as newsNNTPNote's advice.
func spaceAroundNote(c *noteContext) *Note {
	in, off := c.input, c.e.Offset
	if off >= len(in) || !isAppendixSpace(in[off]) {
		return nil
	}
	trimmed := strings.TrimRight(in, appendixSpace)
	switch {
	case off == 0:
		// The scheme is not read yet: the whole parser reads the rest.
		trimmed = strings.TrimLeft(trimmed, appendixSpace)
		if trimmed == "" {
			return nil
		}
		if Check(trimmed) != nil {
			return c.keep(note(NoteSpaceAroundRule, off, c.e.Production, c))
		}
	case len(trimmed) != off:
		return nil // text follows: the whitespace is inside the URL
	case !c.valid(trimmed):
		return c.keep(note(NoteSpaceAroundRule, off, c.e.Production, c))
	}
	return c.keep(note(NoteSpaceAround, off, c.e.Production, c, "url", trimmed))
}

// lineBreakNote: a line break, with the whitespace around it, inside
// the input, where text broke a long URL across lines: RFC 1738's
// appendix says such whitespace "should be ignored when extracting the
// URL", so the advice is the input without it, not an escape, which
// would make another URL. It is given where the input so joined is a
// URL, and in its rule form where the joined text reads past the break
// to another mistake. After a hyphen, the appendix adds that "the hyphen
// may or may not actually be part of the URL": where the text without
// the hyphen is a URL too, the note names both.
func lineBreakNote(c *noteContext) *Note {
	in, off := c.input, c.e.Offset
	end := off
	for end < len(in) && isAppendixSpace(in[end]) {
		end++
	}
	if end == off || end == len(in) || !strings.ContainsAny(in[off:end], "\r\n") {
		return nil
	}
	joined := in[:off] + in[end:]
	switch {
	case c.valid(joined) && strings.HasSuffix(in[:off], "-") && c.valid(in[:off-1]+in[end:]):
		// A typesetter may have added the hyphen where it broke the
		// line: both readings are URLs, and the appendix names both.
		return c.keep(note(NoteLineBreakHyphen, off, c.e.Production, c, "url", joined, "other", in[:off-1]+in[end:]))
	case c.valid(joined):
		return c.keep(note(NoteLineBreak, off, c.e.Production, c, "url", joined))
	case c.fixes(joined, off):
		// Joined, the text reads on past the break, to a mistake of its
		// own: the rule, with no URL.
		return c.keep(note(NoteLineBreakRule, off, c.e.Production, c))
	}
	return nil
}

const (
	// NoteURLPrefix: the appendix's prefix "URL:", then whitespace,
	// before a URL ("URL: http://www.iec.ch/"). Argument: url, the text
	// after them.
	NoteURLPrefix Code = "note-url-prefix"
	// NoteURLPrefixRule: NoteURLPrefix where the text after them has a
	// mistake of its own, or where another note's advice leaves out
	// the prefix, with no whitespace after it.
	NoteURLPrefixRule Code = "note-url-prefix-rule"
	// NoteSchemeSpace: whitespace right after the scheme's ":", where the
	// scheme-specific part starts ("mailto: joe@iec.ch"). Argument: url,
	// the input without them.
	NoteSchemeSpace Code = "note-scheme-space"
	// NoteSchemeSpaceRule: NoteSchemeSpace where the input without them
	// has a second mistake.
	NoteSchemeSpaceRule Code = "note-scheme-space-rule"
)

// schemeSpaceTexts are the texts of NoteSchemeSpace.
var schemeSpaceTexts = []codeMessage{
	{code: NoteURLPrefix, Message: Message{
		`"URL:" is most likely the prefix of RFC 1738's appendix ("Recommendations for URLs in Context"), which recommends that URLs "be preceeded with a prefix consisting of the characters "URL:"" where they must be told apart from other data, and which is no part of the URL: without it and the space, did you mean {url:q}?`,
		"« URL: » est sans doute le préfixe de l'annexe de la RFC 1738 (intitulée en anglais « Recommendations for URLs in Context »), qui recommande de faire « précéder les URL d'un préfixe composé des caractères “URL:” » (citation traduite) là où il faut les distinguer d'autres données, et qui ne fait pas partie de l'URL : sans lui ni le blanc, l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteURLPrefixRule, Message: Message{
		`"URL:" is most likely the prefix of RFC 1738's appendix ("Recommendations for URLs in Context"), which recommends that URLs "be preceeded with a prefix consisting of the characters "URL:"" where they must be told apart from other data, and which is no part of the URL: the URL starts after it and any whitespace after it`,
		"« URL: » est sans doute le préfixe de l'annexe de la RFC 1738 (intitulée en anglais « Recommendations for URLs in Context »), qui recommande de faire « précéder les URL d'un préfixe composé des caractères “URL:” » (citation traduite) là où il faut les distinguer d'autres données, et qui ne fait pas partie de l'URL : l'URL commence après lui et tout blanc qui le suit",
	}},
	{code: NoteSchemeSpace, Message: Message{
		`whitespace right after the scheme's ":" (a space, a tab, a no-break space…) is no part of the URL: a URL is its scheme "followed by a colon and then a string" (RFC 1738 section 2.1), and "insignificant spaces may be introduced when URLs are transcribed or typeset" (RFC 1738 section 2.2): without it, did you mean {url:q}?`,
		"un blanc juste après le « : » du mode (espace, tabulation, espace insécable…) ne fait pas partie de l'URL : une URL est son mode « suivi d'un deux-points puis d'une chaîne » (citation traduite ; RFC 1738, section 2.1), et « des espaces non significatives peuvent être introduites quand les URL sont transcrites ou composées » (citation traduite ; RFC 1738, section 2.2) : sans lui, l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteSchemeSpaceRule, Message: Message{
		`whitespace right after the scheme's ":" (a space, a tab, a no-break space…) is no part of the URL: a URL is its scheme "followed by a colon and then a string" (RFC 1738 section 2.1), and "insignificant spaces may be introduced when URLs are transcribed or typeset" (RFC 1738 section 2.2): the scheme-specific part starts after it`,
		"un blanc juste après le « : » du mode (espace, tabulation, espace insécable…) ne fait pas partie de l'URL : une URL est son mode « suivi d'un deux-points puis d'une chaîne » (citation traduite ; RFC 1738, section 2.1), et « des espaces non significatives peuvent être introduites quand les URL sont transcrites ou composées » (citation traduite ; RFC 1738, section 2.2) : la partie propre au mode commence après lui",
	}},
}

// schemeSpaceNote: spaces right after the scheme's ":", which section
// 2.2 says transcription may put in a URL: the advice drops them, not
// escapes them, which would make them data ("mailto:%20joe@iec.ch"). It
// is given where the input without them is a URL, and in its rule form
// where it reads on past them to a second mistake.
func schemeSpaceNote(c *noteContext) *Note {
	in, off := c.input, c.e.Offset
	if colon := c.colon(); colon < 0 || off != colon+1 || !isBlankAt(in, off) {
		return nil
	}
	if strings.EqualFold(in[:off], "URL:") {
		return urlPrefixNote(c)
	}
	if c.e.Scheme.Name == "" {
		return nil // a word and ":" of prose ("From: …") as likely as a scheme
	}
	rest := strings.TrimLeftFunc(in[off:], unicode.IsSpace)
	if rest == "" {
		return nil // spaces at the end: spaceAroundNote's
	}
	return c.advised(NoteSchemeSpace, NoteSchemeSpaceRule, off, c.e.Production, in[:off]+rest, off)
}

// isBlankAt reports whether the character at i in s is whitespace: a
// space, a tab, a no-break or an ideographic space, and the like.
func isBlankAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsSpace(r)
}

// urlPrefixNote: the appendix's "URL:" and whitespace before a URL,
// which section 5 reads as a scheme "url" and a space to escape. The
// advice is the URL after them, which the default parser reads, where
// it is one.
func urlPrefixNote(c *noteContext) *Note {
	rest := strings.TrimLeftFunc(c.input[c.e.Offset:], unicode.IsSpace)
	switch {
	case rest == "":
		return nil
	case Check(rest) != nil:
		return c.keep(note(NoteURLPrefixRule, 0, c.e.Production, c))
	}
	return c.keep(note(NoteURLPrefix, 0, c.e.Production, c, "url", rest))
}

// NoteTextAfter: a space after a URL's text, where the text before it
// is a URL and words follow ("http://www.iec.ch/ for more"): the URL
// may end there, the rest being the text around it. Argument: url, the
// text before the space.
const NoteTextAfter Code = "note-text-after"

// textAfterTexts are the texts of NoteTextAfter.
var textAfterTexts = []codeMessage{
	{code: NoteTextAfter, Message: Message{
		`or, if the URL ends here and what follows is the text around it, the URL is {url:q}: in text, RFC 1738's appendix recommends the wrapper "<URL:" … ">", which "delimits the URL and separates it from the rest of the text"`,
		"ou, si l'URL s'arrête ici et que la suite est le texte qui l'entoure, l'URL est {url:q} : dans un texte, l'annexe de la RFC 1738 recommande l'enveloppe « <URL: » … « > », qui « délimite l'URL et la sépare du reste du texte » (citation traduite)",
	}},
}

// textAfterNote: the other reading of a space, or of Chinese, Japanese
// or Korean text, after a URL's text (beside the escape's, or the notes
// of a host, port or group, where no escape stands): the end of the
// URL, where the text before it is one and, after a space, a
// sentence's words follow. Section 5 cannot tell which was meant; the
// appendix's wrapper would have. The note stands where the URL would
// end.
func textAfterNote(c *noteContext) *Note {
	in, off := c.input, c.e.Offset
	// A scheme alone ("From:", a header's name) is not what the
	// writer would take for the URL.
	if c.e.Code == CodeText || c.a == automatonRelative || off <= c.colon()+1 {
		return nil
	}
	if cjkTextAt(in, off) {
		// Chinese or Japanese text glued to the URL says nothing of
		// where the URL ends; the reading is offered wherever it ends
		// one, with all the text before ("?了解" may start a search).
		if !c.valid(in[:off]) {
			return nil
		}
		return c.keep(note(NoteTextAfter, off, c.e.Production, c, "url", in[:off]))
	}
	// The sentence's punctuation before a space goes with the sentence
	// ("mailto:joe@iec.ch, thanks", "http://www.iec.ch, for more"), and
	// says a sentence goes on; the URL ends before it, where that makes
	// one.
	space := off + len(in[off:]) - len(strings.TrimLeft(in[off:], sentenceMarks))
	if space == len(in) || !isBlankAt(in, space) && (space == off || !cjkTextAt(in, space)) {
		return nil // "http://www.iec.ch,了解" has its sentence's text after its mark
	}
	end := len(trimSentenceEnd(in[:off]))
	if end == off || !c.valid(in[:end]) {
		end = off
		if !c.valid(in[:off]) {
			return nil
		}
	}
	punctuated := end < space
	if !proseFollows(strings.TrimLeftFunc(in[space:], unicode.IsSpace), punctuated) || !c.looksWhole(in[:end], punctuated) {
		return nil
	}
	return c.keep(note(NoteTextAfter, end, c.e.Production, c, "url", in[:end]))
}

// sentenceMarks are the marks that end a sentence or a clause in English
// and French text.
const sentenceMarks = ".,;:!?"

// trimSentenceEnd returns s without the sentence's marks at its end,
// and without a ")" there that closes no "(" of s ("(see
// http://h/a). And"): a URL's own pair stays ("…/URL_(a). And").
func trimSentenceEnd(s string) string {
	for {
		t := strings.TrimRight(s, sentenceMarks)
		if strings.HasSuffix(t, ")") && strings.Count(t, "(") < strings.Count(t, ")") {
			t = t[:len(t)-1]
		}
		if t == s {
			return s
		}
		s = t
	}
}

// proseFollows reports whether rest, the text after a space, reads as a
// sentence's words rather than more of a URL ("b@host", "x/y") or a
// name with a space ("Los Angeles"): two words or more (one after
// punctuation, when punctuated), the first of letters, or a mark that
// French puts after a space ("!", "?", ":", ";"), which may stand alone.
func proseFollows(rest string, punctuated bool) bool {
	if rest != "" && cjkTextAt(rest, 0) {
		return true // Chinese and Japanese put no spaces between words
	}
	first, more := rest, ""
	if i := strings.IndexFunc(rest, unicode.IsSpace); i >= 0 {
		first, more = rest[:i], rest[i:]
	}
	switch {
	case first != "" && strings.ContainsRune("!?:;", rune(first[0])):
		return true
	case !punctuated && strings.TrimSpace(more) == "":
		return false
	}
	r, _ := utf8.DecodeRuneInString(first)
	if !unicode.IsLetter(r) || strings.ContainsAny(first, urlMarks) {
		return false
	}
	// Words with a URL's marks inside ("e x a m p l e.com?q", a host
	// typed with spaces) are more of the URL, not a sentence.
	for _, w := range strings.Fields(more) {
		if strings.ContainsAny(strings.TrimRight(w, `.,;:!?)"'»”`), urlMarks) {
			return false
		}
	}
	return true
}

// urlMarks are the characters that, inside a word, make it read as part
// of a URL rather than prose.
const urlMarks = "@/:;=?&."

// looksWhole reports whether url, the text before a space, reads as a
// whole URL rather than the first word of a name with spaces ("…/New
// York City"): it ends with the sentence's punctuation (punctuated),
// where no escape could go on with it (a host, a port, a number, a type
// code), with a "/", or with a file name that has a "." ("index.html").
func (c *noteContext) looksWhole(url string, punctuated bool) bool {
	if punctuated || !c.e.Expected.Has('%') {
		return true
	}
	last := url[strings.LastIndexByte(url, '/')+1:]
	_, end, ok := c.authority()
	return last == "" || strings.Contains(last, ".") || ok && end >= len(url)
}

// cjkTextAt reports whether Chinese, Japanese or Korean text starts at i
// in s, which needs no space before it: an ideograph, kana or hangul,
// or the punctuation of such a sentence that such text follows
// ("。詳しくは", not "www.iec。ch": punctuation that ends s is
// NoteSentenceEnd's).
func cjkTextAt(s string, i int) bool {
	rest := strings.TrimLeftFunc(s[i:], func(r rune) bool { return strings.ContainsRune(sentencePunctuationCJK, r) })
	r, _ := utf8.DecodeRuneInString(rest)
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// aroundReference reports whether the error of a relative reference is
// in what most likely surrounds it in text: a blank at its start or end
// or before a sentence's words, or the punctuation of a Chinese,
// Japanese or Korean sentence. Whether the reference without it is a
// URL depends on the base, which the notes do not know; an escape would
// put the text in it: such an error gets no note.
func (c *noteContext) aroundReference() bool {
	in, off := c.input, c.e.Offset
	r, n := utf8.DecodeRuneInString(in[off:])
	switch {
	case sentenceEnd(in[off:]):
		return true
	case strings.ContainsRune(sentencePunctuationCJK, r):
		return off+n < len(in) && cjkTextAt(in, off+n) // "g。詳しくは", not "http：//"
	case isBlankAt(in, off):
		rest := strings.TrimLeftFunc(in[off:], unicode.IsSpace)
		return off == 0 || rest == "" || proseFollows(rest, strings.ContainsRune(sentenceMarks, rune(in[off-1])))
	}
	return false
}
