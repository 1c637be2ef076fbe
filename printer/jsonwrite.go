package printer

import (
	"bufio"
	"strconv"
	"unicode/utf8"
)

// A jsonWriter writes the JSON form of a tree of tnodes, byte for byte
// as encoding/json's Encoder, with SetIndent("", "  ") and
// SetEscapeHTML(false), writes the JSONNode that jsonTree builds of it,
// but straight to its writer: encoding/json would hold the JSONNodes,
// then the compact text, then the indented text, several times what is
// written.
type jsonWriter struct {
	w   *bufio.Writer
	l   labeler
	num []byte // room for a number's digits
}

// object writes n as a JSON object whose braces are at depth levels of
// indentation.
func (j *jsonWriter) object(n *tnode, depth int) {
	in := depth + 1
	j.w.WriteByte('{')
	j.key(in, "production", true)
	j.str(n.prod.Name)
	j.key(in, "label", false)
	j.str(j.l.label(n.key()))
	j.key(in, "rfc", false)
	j.str(n.prod.RFC)
	j.key(in, "section", false)
	j.str(n.prod.Section)
	j.key(in, "rule", false)
	j.str(n.prod.Rule)
	j.key(in, "pos", false)
	j.int(n.pos)
	j.key(in, "end", false)
	j.int(n.end)
	if n.own != nil {
		j.key(in, "nodePos", false)
		j.int(n.own.pos)
	}
	j.key(in, "text", false)
	j.str(n.text)
	if n.hasDecoded {
		j.key(in, "decoded", false)
		j.str(n.decoded)
	}
	if n.kid != nil {
		j.key(in, "children", false)
		j.w.WriteByte('[')
		for k := n.kid; k != nil; k = k.next {
			if k != n.kid {
				j.w.WriteByte(',')
			}
			j.newline(in + 1)
			j.object(k, in+1)
		}
		j.newline(in)
		j.w.WriteByte(']')
	}
	j.newline(depth)
	j.w.WriteByte('}')
}

// key writes a member's name, after a comma unless it is the first.
func (j *jsonWriter) key(depth int, name string, first bool) {
	if !first {
		j.w.WriteByte(',')
	}
	j.newline(depth)
	j.w.WriteByte('"')
	j.w.WriteString(name)
	j.w.WriteString(`": `)
}

// newline ends a line and indents the next by depth levels.
func (j *jsonWriter) newline(depth int) {
	j.w.WriteByte('\n')
	for range depth {
		j.w.WriteString("  ")
	}
}

func (j *jsonWriter) int(n int) {
	j.num = strconv.AppendInt(j.num[:0], int64(n), 10)
	j.w.Write(j.num)
}

// str writes s as a JSON string, escaped as encoding/json escapes it
// without HTML escaping: '"', '\\' and the bytes under 0x20 ("\n" and
// the like where JSON has a short form, "\u00XX" otherwise), invalid
// UTF-8 as "\ufffd", and U+2028 and U+2029, which JavaScript reads as
// line ends.
func (j *jsonWriter) str(s string) {
	const hex = "0123456789abcdef"
	j.w.WriteByte('"')
	start := 0
	for i := 0; i < len(s); {
		b := s[i]
		if b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' {
				i++
				continue
			}
			j.w.WriteString(s[start:i])
			switch b {
			case '"', '\\':
				j.w.WriteByte('\\')
				j.w.WriteByte(b)
			case '\b':
				j.w.WriteString(`\b`)
			case '\f':
				j.w.WriteString(`\f`)
			case '\n':
				j.w.WriteString(`\n`)
			case '\r':
				j.w.WriteString(`\r`)
			case '\t':
				j.w.WriteString(`\t`)
			default:
				j.w.WriteString(`\u00`)
				j.w.WriteByte(hex[b>>4])
				j.w.WriteByte(hex[b&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			j.w.WriteString(s[start:i])
			j.w.WriteString(`\ufffd`)
		case r == '\u2028' || r == '\u2029':
			j.w.WriteString(s[start:i])
			j.w.WriteString(`\u202`)
			j.w.WriteByte(hex[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	j.w.WriteString(s[start:])
	j.w.WriteByte('"')
}
