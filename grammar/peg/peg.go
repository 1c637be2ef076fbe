package peg

import (
	"github.com/alecthomas/participle/v2"
	"github.com/urlsyntax/rfc1738/ast"
)

// URLParser is a participle parser of URLs, rooted at ast.URL.
type URLParser = participle.Parser[ast.URL]

// Build returns a participle parser whose SchemePart is one of parts,
// tried in order. The grammar needs unbounded lookahead in two places,
// and both cost at most one extra pass over their text: whether a login
// starts with user ":" password "@" is known only at the "@", and whether
// a host is a hostname only at its last label.
func Build(parts ...ast.SchemePart) (*URLParser, error) {
	return participle.Build[ast.URL](
		participle.Lexer(Lexer),
		participle.Union[ast.SchemePart](parts...),
		participle.UseLookahead(-1),
	)
}

// Generic returns the parser of RFC 1738's generic syntax: the scheme
// part is an ip-schemepart when it starts with "//", and otherwise opaque.
func Generic() *URLParser {
	return participle.MustBuild[ast.URL](
		participle.Lexer(Lexer),
		participle.Union[ast.SchemePart](&ast.IPSchemePart{}, &ast.OpaquePart{}),
		participle.UseLookahead(-1),
	)
}

// FragmentParser is the parser of RFC 1808's fragment identifier.
type FragmentParser = participle.Parser[ast.Fragment]

// Fragment returns the parser of a fragment identifier.
func Fragment() *FragmentParser {
	return participle.MustBuild[ast.Fragment](participle.Lexer(Lexer))
}

// ReferenceParser is the parser of RFC 1808's URL, a relative or
// absolute reference with its fragment.
type ReferenceParser = participle.Parser[ast.Reference]

// Reference returns the parser of an RFC 1808 reference (section 2.2).
func Reference() *ReferenceParser {
	return participle.MustBuild[ast.Reference](participle.Lexer(Lexer), participle.UseLookahead(-1))
}
