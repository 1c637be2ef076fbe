package oracle_test

import (
	"fmt"
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// set builds a byte set from lexer classes (every byte of the class),
// strings (each of their bytes; "hex" stands for the hex digits) and
// byte sets.
func set(items ...any) automaton.ByteSet {
	var s automaton.ByteSet
	for _, it := range items {
		for b := 0; b < 256; b++ {
			if in(it, byte(b)) {
				s.Add(byte(b))
			}
		}
	}
	return s
}

func in(item any, b byte) bool {
	switch it := item.(type) {
	case grammar.CharClass:
		return grammar.Class(b) == it
	case automaton.ByteSet:
		return it.Has(b)
	case string:
		if it == "hex" {
			return grammar.IsHex(b)
		}
		return strings.IndexByte(it, b) >= 0
	}
	panic(fmt.Sprintf("set: %T", item))
}

// format prints a byte set as a bracket expression of ranges, with
// bytes outside printable ASCII in hex: [-.0-9A-Za-z].
func format(s automaton.ByteSet) string {
	var b strings.Builder
	b.WriteByte('[')
	bs := s.Bytes()
	for i := 0; i < len(bs); {
		j := i
		for j+1 < len(bs) && bs[j+1] == bs[j]+1 {
			j++
		}
		b.WriteString(byteText(bs[i]))
		if j > i+1 {
			b.WriteString("-")
		}
		if j > i {
			b.WriteString(byteText(bs[j]))
		}
		i = j + 1
	}
	b.WriteByte(']')
	return b.String()
}

func byteText(c byte) string {
	if c > ' ' && c < 0x7f {
		return string(rune(c))
	}
	return fmt.Sprintf(`\x%02x`, c)
}
