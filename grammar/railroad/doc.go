// Package railroad draws RFC 1738's grammar as railroad diagrams, on a
// page for students of URL syntax: docs/railroad.html in English and
// docs/railroad.fr.html in French (Generate, FileName; go generate ./docs
// writes both with cmd/railroad).
//
// The page draws the rules as package grammar/bnf recovers them from the
// tags of package ast, which is the RFC's own grammar, not the parser's:
//
//   - each rule once, under its RFC name (ftpurl), with its Go types as a
//     secondary label, its citation and its rule as section 5 writes it
//     (bnf.Rule.String) above its diagram, linked to the rules it uses
//     and listing those that use it;
//   - the sections in the order of section 5: the generic syntax, the
//     schemes from FTP to PROSPERO, then the characters;
//   - a terminal (";type=") is one box, a class of the RFC (uchar, alpha)
//     one rounded box linked to its own diagram, and a choice of single
//     characters ("A" | "I" | "D") one box of cells (CharSet);
//   - a lookahead of the tags is no part of a diagram but a sentence
//     under it (bnf.Note.Sentence), and each reading of the RFC
//     (bnf.ReadingsOf) is given under the rule it concerns and listed at
//     the end of the page.
//
// Sections gives the page's sections, their words and their rules in
// its order, to a tool that teaches the same grammar otherwise (explain
// -grammar, in a terminal).
//
// The page is one HTML document, also well-formed XML, with its style
// and SVG inline: it needs no network and no script, and it is the same
// bytes on every run. Each rule's section has the rule's name as its id
// (#hostport), but for RFC 1808's fsegment, whose name RFC 1738's has:
// its id is its section's and its name (#relative:fsegment, as
// RegisteredID writes it). The ids of the earlier page, drawn from
// participle's EBNF (#generic-HostPort: a section's id and a Go type's
// name), are kept on elements inside it, for links made to that page.
//
// The layout (Diagram, Node and its kinds) knows nothing of grammars:
// FromBNF turns a bnf expression into nodes, and every size is computed
// from the content, in whole pixels.
package railroad
