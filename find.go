package rfc1738

import "github.com/urlsyntax/rfc1738/parser"

// Find finds the URLs that text writes, in the "<URL:...>" of
// RFC 1738's appendix, in angle brackets, as the destination of a Markdown link
// and bare in running text (by a heuristic), and parses each, with the
// position of each in the text and of each error; mode parser.FindCode
// reads Markdown's code too. See parser.Find.
func Find(text string, mode parser.FindMode) []parser.Finding { return parser.Find(text, mode) }
