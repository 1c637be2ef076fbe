package parser

// rfc1738Schemes are the schemes of RFC 1738 section 3 whose productions
// section 5 gives. A scheme not listed here is read by the generic
// syntax.
var rfc1738Schemes = []Scheme{}
