package grammar

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Quoted returns s quoted, a value from the input or a text to type, as
// lang writes it in prose, so that a reader needs to know no programming
// language to read it. In English it is between ASCII double quotes, or,
// when it holds a double quote, between the typographic quotes “ and ”
// (“"”, “"joe smith"@example.org”), as prose quotes a quote, where
// single quotes ('"') would read as a programming language's character;
// a quote inside is written as it is, as French writes one inside « ».
// In French it is between « and », with the no-break spaces of
// FrenchSpaces inside the guillemets: a lone space is shown as "␣",
// which « » around a space would hide, and the empty string as « »
// (vide). English shows a lone space "␣" too, and the empty string as ""
// (empty), so that both languages show them the same way. In both, the
// bytes of a character that is not printable are shown as %XX, as
// Octets shows them; every other character, of any script, is written
// as it is. The value itself is not changed by FrenchSpaces. A BNF rule is code, not a value: it keeps
// its ASCII quotes in both languages, and is never quoted with Quoted.
func Quoted(s string, lang Lang) string {
	if s == "" {
		// A table of empty segments quotes it once a row: no allocation.
		if lang == French {
			return "«" + nbsp + "» (vide)"
		}
		return `"" (empty)`
	}
	return string(AppendQuoted(make([]byte, 0, len(s)+2+2*len(nbsp)), s, lang))
}

// AppendQuoted appends s to dst as Quoted quotes it.
func AppendQuoted(dst []byte, s string, lang Lang) []byte { return appendQuoted(dst, s, lang, false) }

// QuotedDecoded is Quoted for a decoded text, where an escape's byte
// that is not printable and the three characters "%", "0", "9" that
// %2509 decodes to would both read %09: each character that is not
// printable is shown between ⟨ and ⟩, ⟨%09⟩, and "%09" as it is. The
// decoded path of "a%09b%2509" is "a⟨%09⟩b%09".
func QuotedDecoded(s string, lang Lang) string {
	return string(AppendQuotedDecoded(make([]byte, 0, len(s)+2+2*len(nbsp)), s, lang))
}

// AppendQuotedDecoded appends s to dst as QuotedDecoded quotes it.
func AppendQuotedDecoded(dst []byte, s string, lang Lang) []byte {
	return appendQuoted(dst, s, lang, true)
}

// appendQuoted appends s to dst quoted, its characters that are not
// printable between ⟨ and ⟩ when marked.
func appendQuoted(dst []byte, s string, lang Lang, marked bool) []byte {
	if lang != French {
		open, end := `"`, `"`
		if strings.IndexByte(s, '"') >= 0 {
			open, end = "“", "”" // “"” rather than """
		}
		switch s {
		case " ":
			return append(append(append(dst, open...), "␣"...), end...) // as French shows it
		case "":
			return append(dst, `"" (empty)`...) // as French says « » (vide): "" alone is easily missed
		}
		return append(appendShown(append(dst, open...), s, marked), end...)
	}
	dst = append(dst, "«"+nbsp...)
	switch s {
	case "":
		return append(dst, "» (vide)"...)
	case " ":
		dst = append(dst, "␣"...)
	default:
		dst = appendShown(dst, s, marked)
	}
	return append(dst, nbsp+"»"...)
}

// Octets returns s as a line of URL text that students read shows it:
// each byte that is not printable ASCII as "%" and its two hexadecimal
// digits in upper case, as RFC 1738 section 2.2 writes an octet ("%09",
// "%C3%A9" for "é", "%FF"). What it returns is printable ASCII, so a
// terminal shows it and acts on none of it. It returns s itself when s
// is printable ASCII, as every valid URL is.
func Octets(s string) string {
	i := 0
	for i < len(s) && ' ' <= s[i] && s[i] <= '~' {
		i++
	}
	if i == len(s) {
		return s
	}
	b := make([]byte, 0, len(s)+16)
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		if c := s[i]; ' ' <= c && c <= '~' {
			b = append(b, c)
		} else {
			b = appendOctet(b, c)
		}
	}
	return string(b)
}

// Marked returns s as Octets does, but for each character that is not
// printable ASCII, whose bytes are between ⟨ and ⟩ ("⟨%09⟩",
// "⟨%C3%A9⟩" for "é"), as QuotedDecoded shows a byte and as the
// printer's diagram shows the line of an input that is not a URL: so the
// line does not read as a URL whose escapes are valid.
func Marked(s string) string {
	var b []byte
	for i := 0; i < len(s); {
		if c := s[i]; ' ' <= c && c <= '~' {
			b = append(b, c)
			i++
			continue
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		b = append(b, "⟨"...)
		for k := i; k < i+n; k++ {
			b = appendOctet(b, s[k])
		}
		b = append(b, "⟩"...)
		i += n
	}
	return string(b)
}

// Found returns s, a text found in the input, as a sentence says it:
// quoted as Quoted quotes it, but for one character that is not
// printable, or one byte that is not UTF-8, which is named rather than
// quoted, its bytes between ⟨ and ⟩ as QuotedDecoded shows them, where
// "%09" would read as the three characters of an escape: "the byte
// ⟨%09⟩ (a tab)", "the character ⟨%E2%80%AE⟩"; in French « l'octet
// ⟨%09⟩ (une tabulation) », « le caractère ⟨%E2%80%AE⟩ », which agree
// as « trouvé » does. A control a student types unseen is named.
func Found(s string, lang Lang) string {
	if r, n := utf8.DecodeRuneInString(s); n != len(s) || n == 0 || printable(r, n) {
		return Quoted(s, lang) + controlName(s, lang)
	}
	var dst []byte
	switch {
	case len(s) == 1 && lang == French:
		dst = append(dst, "l'octet "...)
	case len(s) == 1:
		dst = append(dst, "the byte "...)
	case lang == French:
		dst = append(dst, "le caractère "...)
	default:
		dst = append(dst, "the character "...)
	}
	return string(append(appendShown(dst, s, true), controlName(s, lang)...))
}

// controlName names, after its bytes, a character that a student types
// or pastes without seeing it, in lang: " (a tab)"; "" for any other
// text.
func controlName(s string, lang Lang) string {
	var en, fr string
	switch s {
	case " ":
		en, fr = "a space", "une espace"
	case "\t":
		en, fr = "a tab", "une tabulation"
	case "\n":
		en, fr = "a line feed", "un saut de ligne"
	case "\r":
		en, fr = "a carriage return", "un retour chariot"
	case "\u00a0":
		en, fr = "a no-break space", "une espace insécable"
	case "\u200b":
		en, fr = "a zero-width space", "une espace sans chasse"
	case "\ufeff":
		en, fr = "a zero-width no-break space, or byte order mark", "une espace insécable sans chasse, ou indicateur d'ordre des octets"
	default:
		return ""
	}
	if lang == French {
		return " (" + fr + ")"
	}
	return " (" + en + ")"
}

// printable reports whether r, n bytes of a text, is shown as it is: a
// graphic character (strconv.IsGraphic), and not a byte that is not
// UTF-8, nor a space other than U+0020, which a reader takes for one
// (a decoded %C2%A0 would read as a space).
func printable(r rune, n int) bool {
	return strconv.IsGraphic(r) && (r != utf8.RuneError || n > 1) && !otherSpace(r)
}

// ShownAsIs reports whether Quoted and QuotedDecoded show the character
// r as it is, rather than by its bytes: whether it is printable and no
// space but U+0020.
func ShownAsIs(r rune) bool { return printable(r, utf8.RuneLen(r)) }

// Invisible reports whether r shows nothing on screen, or no more than
// a space: a space other than U+0020 (otherSpace), a soft hyphen, a
// zero-width or joining character, a bidirectional control (the Arabic
// letter mark among them), a line or paragraph separator, a byte order
// mark, a deprecated format control, a format control of shorthand or of
// musical notation, a tag character. A text pasted from a page or a
// document brings such characters unseen.
func Invisible(r rune) bool {
	switch {
	case otherSpace(r), r == 0x00AD, r == 0x061C, r == 0x180E, r == 0xFEFF:
		return true
	case 0x200B <= r && r <= 0x200F, 0x2028 <= r && r <= 0x202E:
		return true
	case 0x2060 <= r && r <= 0x2064, 0x2066 <= r && r <= 0x206F:
		return true
	case 0x1BCA0 <= r && r <= 0x1BCA3, 0x1D173 <= r && r <= 0x1D17A:
		return true
	case r == 0xE0001, 0xE0020 <= r && r <= 0xE007F:
		return true
	}
	return false
}

// otherSpace reports whether r is a space separator (Unicode's category
// Zs) other than U+0020: the no-break space, the ogham space mark, the
// typographic spaces from U+2000 to U+200A, the narrow no-break space,
// the medium mathematical space and the ideographic space.
func otherSpace(r rune) bool {
	switch r {
	case 0x00A0, 0x1680, 0x202F, 0x205F, 0x3000:
		return true
	}
	return 0x2000 <= r && r <= 0x200A
}

// appendOctet appends c to dst as %XX.
func appendOctet(dst []byte, c byte) []byte {
	return append(dst, '%', hexDigits[c>>4], hexDigits[c&0xf])
}

// appendShown appends s to dst as Quoted shows a value: each printable
// character (strconv.IsGraphic), of any script, as it is, and each byte
// of a character that is not printable (a control, DEL, a format
// character such as a bidirectional control) or that is not UTF-8 as
// %XX, as Octets writes it, between ⟨ and ⟩ when marked. What it
// appends is printable, so a terminal shows it and acts on none of it.
func appendShown(dst []byte, s string, marked bool) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if ' ' <= c && c <= '~' {
			dst = append(dst, c)
			i++
			continue
		}
		r, n := rune(c), 1
		if c >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(s[i:])
		}
		if printable(r, n) {
			dst = append(dst, s[i:i+n]...)
		} else {
			if marked {
				dst = append(dst, "⟨"...)
			}
			for k := i; k < i+n; k++ {
				dst = appendOctet(dst, s[k])
			}
			if marked {
				dst = append(dst, "⟩"...)
			}
		}
		i += n
	}
	return dst
}

// hexDigits are the digits of a %XX, in upper case as RFC 1738's
// examples write them.
const hexDigits = "0123456789ABCDEF"
