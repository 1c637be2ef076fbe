package ldap

import (
	"fmt"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/grammar"
)

// field is a field's text with its percent-escapes decoded, and for each
// decoded byte where it was in the raw text: RFC 4514, RFC 4515 and RFC
// 4512 define the decoded text, but a finding is reported where the URL
// has it.
type field struct {
	raw  string
	text string // decoded
	from []int  // from[i] is the offset in raw of text[i]; from[len(text)] is len(raw)
}

func decodeField(raw string) field {
	b := make([]byte, 0, len(raw))
	from := make([]int, 0, len(raw)+1)
	for i := 0; i < len(raw); {
		from = append(from, i)
		if grammar.EscapeAt(raw, i) {
			b = append(b, unhex(raw[i+1])<<4|unhex(raw[i+2]))
			i += 3
			continue
		}
		b = append(b, raw[i])
		i++
	}
	from = append(from, len(raw))
	return field{raw: raw, text: string(b), from: from}
}

// rawAt returns the raw text of decoded byte i: one character or one
// escape, or "" at the end.
func (f field) rawAt(i int) string {
	if i >= len(f.text) {
		return ""
	}
	return f.raw[f.from[i]:f.from[i+1]]
}

// describeAt says in words what the decoded text has at i.
func (f field) describeAt(i int) string {
	if i >= len(f.text) {
		return "its end"
	}
	if r, n := utf8.DecodeRuneInString(f.text[i:]); r != utf8.RuneError || n > 1 {
		return fmt.Sprintf("%q", r)
	}
	return fmt.Sprintf("byte %#02x", f.text[i])
}

// invalidUTF8 returns the index of the first byte of s that is not part
// of a UTF-8 character, or -1.
func invalidUTF8(s string) int {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return -1
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
