package grammar

import (
	"strconv"
	"unicode/utf8"
)

// Quoted returns s quoted, a value from the input or a text to type, as
// lang writes it in prose, so that a reader needs to know no programming
// language to read it. In English it is between ASCII quotes, a quote
// inside written %22, as RFC 1738 section 2.2 escapes it. In French it
// is between « and », with the no-break spaces of FrenchSpaces inside
// the guillemets: a lone space is shown as "␣", which « » around a space
// would hide, and the empty string as « » (vide). In both, the bytes of
// a character that is not printable are shown as %XX, as Octets shows
// them; every other character, of any script, is written as it
// is. The value itself is not changed by FrenchSpaces. A BNF rule is
// code, not a value: it keeps its ASCII quotes in both languages, and is
// never quoted with Quoted.
func Quoted(s string, lang Lang) string {
	return string(AppendQuoted(make([]byte, 0, len(s)+2+2*len(nbsp)), s, lang))
}

// AppendQuoted appends s to dst as Quoted quotes it.
func AppendQuoted(dst []byte, s string, lang Lang) []byte {
	if lang != French {
		return append(appendShown(append(dst, '"'), s, true), '"')
	}
	dst = append(dst, "«"+nbsp...)
	switch s {
	case "":
		return append(dst, "» (vide)"...)
	case " ":
		dst = append(dst, "␣"...)
	default:
		dst = appendShown(dst, s, false)
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

// appendOctet appends c to dst as %XX.
func appendOctet(dst []byte, c byte) []byte {
	return append(dst, '%', hexDigits[c>>4], hexDigits[c&0xf])
}

// appendShown appends s to dst as Quoted shows a value: each printable
// character (strconv.IsGraphic), of any script, as it is, and each byte
// of a character that is not printable (a control, DEL, a format
// character such as a bidirectional control) or that is not UTF-8 as
// %XX, as Octets writes it; the double quote is written %22 too when
// quote is true. What it appends is printable, so a terminal shows it
// and acts on none of it.
func appendShown(dst []byte, s string, quote bool) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if ' ' <= c && c <= '~' && (c != '"' || !quote) {
			dst = append(dst, c)
			i++
			continue
		}
		r, n := rune(c), 1
		if c >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(s[i:])
		}
		if c != '"' && strconv.IsGraphic(r) && (r != utf8.RuneError || n > 1) {
			dst = append(dst, s[i:i+n]...)
		} else {
			for k := i; k < i+n; k++ {
				dst = appendOctet(dst, s[k])
			}
		}
		i += n
	}
	return dst
}

// hexDigits are the digits of a %XX, in upper case as RFC 1738's
// examples write them.
const hexDigits = "0123456789ABCDEF"
