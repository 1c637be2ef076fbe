// Package urlshape holds the shapes of input that the module's tests of
// memory and time feed its entry points: URLs of about n bytes built of
// one unit repeated, where a node takes one or a few bytes (the most
// nodes a byte, so the most work a byte), each valid and with an error at
// or near its end, where an error costs the most.
//
// Only tests import this package: the library's binaries must not link
// it.
package urlshape

import "strings"

// A Shape is a family of inputs: Valid(n) is a URL of about n bytes,
// Invalid(n) one whose error is at or near its end.
type Shape struct {
	Name           string
	Valid, Invalid func(n int) string
}

// rep repeats unit to about n bytes.
func rep(unit string, n int) string { return strings.Repeat(unit, max(1, n/len(unit))) }

// of returns the shape of prefix, unit repeated, then valid or invalid.
func of(name, prefix, unit, valid, invalid string) Shape {
	return Shape{Name: name,
		Valid:   func(n int) string { return prefix + rep(unit, n) + valid },
		Invalid: func(n int) string { return prefix + rep(unit, n) + invalid }}
}

// All are the shapes, each named for what repeats.
var All = []Shape{
	of("dotted-digits", "http://", "1.", "a/", "1/"),
	of("labels", "http://", "a.", "com/", "/"),
	of("segments", "http://h/", "a/", "", "~"),
	of("escapes", "http://h/", "%41", "", "%4"),
	of("semicolons", "prospero://h/p", ";a=b", "", ";"),
	of("at-signs", "mailto:", "a@", "", "~"),
	of("tabs", "gopher://h/1", "a%09/", "", "~"),
	of("selector-escapes", "gopher://h/1", "%41", "", "%09~"),
	of("login", "ftp://", "u", ":p@h/", ":p:"),
	of("user-or-host", "ftp://", "a.", "b/", "b:80x/"),
	of("empty-segments", "http://h/", "/", "", "~"),
	of("empty-fields", "prospero://h/p", ";=", "", ";"),
	of("ftp-segments", "ftp://h/", "a/", "x;type=d", "x;type=q"),
	of("news-article", "news:", "a", "@h", "@"),
	{Name: "opaque",
		Valid:   func(n int) string { return "x:" + rep("a/", n) },
		Invalid: func(n int) string { return "x://" + rep("a", n) + ":" }},
}

// Named returns the shapes of these names, in their order; it panics on
// a name that is none of All's, a mistake in a test.
func Named(names ...string) []Shape {
	out := make([]Shape, 0, len(names))
next:
	for _, name := range names {
		for _, s := range All {
			if s.Name == name {
				out = append(out, s)
				continue next
			}
		}
		panic("urlshape: no shape " + name)
	}
	return out
}

// An Input is one kind of input of a Shape: its valid URLs, or its
// invalid ones.
type Input struct {
	Name string // the shape's name, and " invalid" for its invalid inputs
	Of   func(n int) string
}

// Inputs returns the inputs of these names: a shape's name for its
// valid URLs, the name and " invalid" for its invalid ones. It panics on
// a name of no shape, a mistake in a test.
func Inputs(names ...string) []Input {
	out := make([]Input, 0, len(names))
	for _, name := range names {
		base, invalid := strings.CutSuffix(name, " invalid")
		s := Named(base)[0]
		of := s.Valid
		if invalid {
			of = s.Invalid
		}
		out = append(out, Input{Name: name, Of: of})
	}
	return out
}
