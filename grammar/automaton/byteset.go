package automaton

import (
	"math/bits"
	"strconv"
)

// ByteSet is a set of bytes.
type ByteSet [4]uint64

// Add adds b to s.
func (s *ByteSet) Add(b byte) { s[b>>6] |= 1 << (b & 63) }

// Has reports whether b is in s.
func (s ByteSet) Has(b byte) bool { return s[b>>6]&(1<<(b&63)) != 0 }

// Len returns the number of bytes in s.
func (s ByteSet) Len() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}

// Empty reports whether s has no byte.
func (s ByteSet) Empty() bool { return s[0]|s[1]|s[2]|s[3] == 0 }

// Union returns the bytes in s or t.
func (s ByteSet) Union(t ByteSet) ByteSet {
	return ByteSet{s[0] | t[0], s[1] | t[1], s[2] | t[2], s[3] | t[3]}
}

// Intersect returns the bytes in both s and t.
func (s ByteSet) Intersect(t ByteSet) ByteSet {
	return ByteSet{s[0] & t[0], s[1] & t[1], s[2] & t[2], s[3] & t[3]}
}

// Minus returns the bytes in s and not in t.
func (s ByteSet) Minus(t ByteSet) ByteSet {
	return ByteSet{s[0] &^ t[0], s[1] &^ t[1], s[2] &^ t[2], s[3] &^ t[3]}
}

// Contains reports whether every byte of t is in s.
func (s ByteSet) Contains(t ByteSet) bool { return t.Minus(s).Empty() }

// Bytes returns the bytes of s in increasing order.
func (s ByteSet) Bytes() []byte {
	out := make([]byte, 0, s.Len())
	for i := 0; i < 256; i++ {
		if s.Has(byte(i)) {
			out = append(out, byte(i))
		}
	}
	return out
}

// String returns s as a list of its bytes, runs of three or more as
// ranges, each quoted as Go quotes a byte: {'-', '0'-'9', 'a'-'z', '\xe9'}.
func (s ByteSet) String() string {
	b := []byte{'{'}
	for lo := 0; lo < 256; lo++ {
		if !s.Has(byte(lo)) {
			continue
		}
		hi := lo
		for hi+1 < 256 && s.Has(byte(hi+1)) {
			hi++
		}
		if len(b) > 1 {
			b = append(b, ", "...)
		}
		b = appendQuotedByte(b, byte(lo))
		switch {
		case hi >= lo+2:
			b = append(b, '-')
			b = appendQuotedByte(b, byte(hi))
			lo = hi
		case hi == lo+1:
			b = append(b, ", "...)
			b = appendQuotedByte(b, byte(hi))
			lo = hi
		}
	}
	return string(append(b, '}'))
}

// appendQuotedByte appends c as a Go character literal of a byte: a
// printable ASCII character as itself, others with Go's escapes.
func appendQuotedByte(b []byte, c byte) []byte {
	if c < 0x80 {
		return strconv.AppendQuoteRuneToASCII(b, rune(c))
	}
	const hex = "0123456789abcdef"
	return append(b, '\'', '\\', 'x', hex[c>>4], hex[c&15], '\'')
}
