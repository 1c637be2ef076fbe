package ast

// Group is a newsgroup name, shared by news and nntp URLs:
//
//	group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
//
// (sections 3.6 and 3.7).
//
//rfc:1738 3.6 GroupP
type Group struct {
	Span
	Text Text `parser:"@( Alpha (Alpha | Digit | '-' | '.' | '+' | '_')* )"`
}
