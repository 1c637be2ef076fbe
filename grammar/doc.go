// Package grammar is what the tools know about RFC 1738's syntax beyond
// the struct tags of package ast, which declare its productions: the
// character classes its tokens are typed by (CharClass, Class), each
// production's RFC name, section and rule (Production, Of), and their
// labels in English and French (Glossary). It imports no parser
// library: participle's parsers of the tags are package grammar/peg's,
// the reader and interpreter of them package grammar/interp's.
//
// # Lexical level
//
// The BNF of section 5 is written down to single characters, and so is
// this grammar: every byte of the input is one token, typed by the class
// the RFC puts it in (Alpha, Digit, Safe, Extra, Reserved), except an
// escape, "%" hex hex, which is one Escape token. Bytes the RFC allows
// only escaped (National, Punctuation, Space, Control, NonASCII) become
// tokens too, so that the parser, not the lexer, rejects them, and can
// say what it expected instead. The classes compose as in the RFC:
//
//	uchar = unreserved | escape             Alpha | Digit | Safe | Extra | Escape
//	xchar = unreserved | reserved | escape  uchar | Reserved
//
// Token values are substrings of the input, and each carries its byte
// offset, which become the Pos and End of the nodes.
//
// # Productions
//
// Each node type of package ast is one production; String on a parser
// of package grammar/peg prints them all as EBNF:
//
//	URL = Scheme ":" SchemePart .
//	SchemePart = IPSchemePart | OpaquePart .
//	IPSchemePart = "/" "/" Login ("/" URLPath)? .
//	Login = ((?= ...) User (":" Password)? "@")? HostPort .
//	HostPort = Host (":" Port)? .
//	Host = Hostname | Hostnumber .
//	Hostname = (DomainLabel ".")* TopLabel .
//	...
//
// Two rules are restated so that a parser that commits to the first
// alternative that matches reads them exactly as the RFC's BNF does:
// domainlabel = alphadigit [ *[ alphadigit | "-" ] alphadigit ] becomes
// alphadigit *[ *"-" alphadigit ] (the same strings), and login looks
// ahead for the "@" that ends a user name before reading one. Both
// alternatives of host and of login cost at most one extra pass over
// their text, so no input makes the parser backtrack more than a few
// times over.
//
// Production gives each production its RFC name, section and rule, for
// error messages and teaching output.
package grammar
