package printer

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// ParsedPrefix returns the tree of the part of input that parsed, for
// FprintError to show under a syntax error, calling parse at most once:
// the caller's parser, such as parser.Parse (this package imports
// none). So a program that shows an input that is not a URL parses it
// at most twice, once to find the error and once here. It returns nil
// when it finds no part that parses, or when parse is nil.
//
// offset and end are what the parser reported (parser.Error's Offset
// and End). The parser's offset is the first impossible byte:
// input[:offset] is a prefix that some URL starts with, so no prefix of
// input longer than offset is a URL, and end says whether input[:offset]
// is one itself.
//
//   - When end is true, the part that parsed is input[:offset], the
//     longest prefix of input that is a URL: ParsedPrefix parses it.
//   - Otherwise the longest prefix that is a URL, if any, is shorter,
//     and finding it could take a parse for every byte before offset.
//     ParsedPrefix parses one prefix instead: the text before the last
//     delimiter ahead of offset, the last of "/", ":", "@", ";", "?",
//     ".", "%" and "-", which starts the piece the error is in:
//     "http://www.iec.ch" of "http://www.iec.ch:a" (a port is digits),
//     "http://u" of "http://u:p@host/" (httpurl has no login),
//     "ftp://h/pub" of "ftp://h/pub;type=x", "http://h/a" of
//     "http://h/a%4x". When that prefix is no URL either (the host name
//     "9lives" of "http://9lives/" cannot end a URL, and nothing before
//     it can), it returns nil, and FprintError shows no part; the
//     prefix may also be a URL shorter than the longest. Of the 4,956
//     lines of the shared corpora that are not URLs, 4,516 can end at
//     their error; of the others, 200 have no prefix that is a URL, 182
//     get the longest, 4 a shorter one and 54 none (host names with a
//     "_", which reads as a user name until the "@" does not come).
//
// Offsets outside [0, len(input)] are clamped to it. For an error other
// than a syntax error (one of a validator, say), pass its offset and
// end false. A parser that reports the length of the longest prefix of
// input that is a URL makes the guess exact: pass that length as offset,
// with end true.
func ParsedPrefix(input string, offset int, end bool, parse func(string) (*ast.URL, error)) *ast.URL {
	if parse == nil {
		return nil
	}
	k := max(0, min(offset, len(input)))
	if !end {
		k = lastDelimiter(input[:k])
	}
	if k <= 0 { // no URL is empty
		return nil
	}
	if u, err := parse(input[:k]); err == nil && u != nil {
		return u
	}
	return nil
}

// lastDelimiter returns the offset of the last byte of s that ends a
// piece of a URL (see ParsedPrefix), and -1 when there is none.
func lastDelimiter(s string) int {
	return strings.LastIndexAny(s, "/:@;?.%-")
}

// LongestPrefix returns the tree of a prefix of input that parses, for
// FprintError, calling parse at most twice: input[:offset] when it
// parses, and otherwise the prefix ParsedPrefix tries when the input
// cannot end at offset. It returns nil when neither parses, or when
// parse is nil.
//
// Deprecated: LongestPrefix does not know whether input[:offset] is a
// URL, so it may parse twice where one parse would do, and a prefix it
// returns is not always the longest. Use ParsedPrefix with the parser's
// End.
func LongestPrefix(input string, offset int, parse func(string) (*ast.URL, error)) *ast.URL {
	if u := ParsedPrefix(input, offset, true, parse); u != nil {
		return u
	}
	return ParsedPrefix(input, offset, false, parse)
}
