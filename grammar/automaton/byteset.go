package automaton

import "math/bits"

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
