package ast

import "strings"

// Text is the raw text of a node, exactly as in the input: escapes are
// not decoded. It is a string type of its own only so that participle
// fills it in one step. participle appends the characters it captures
// into a string field one at a time, which costs time quadratic in the
// text's length; a type with a Capture method gets all the characters of
// one capture at once, and each tag captures its text with one "@".
type Text string

// Capture implements participle's Capture interface.
func (t *Text) Capture(values []string) error {
	*t += Text(strings.Join(values, ""))
	return nil
}

// String returns the text as a string.
func (t Text) String() string { return string(t) }

// Decoded returns the text with its escapes decoded.
func (t Text) Decoded() string { return Decode(string(t)) }
