// Package tagsyntax reads the grammar language of participle's struct
// tags (`parser:"..."`), the one declaration of each production, into a
// syntax tree. It knows the syntax only: what a token type, a field or a
// struct is, and what the generator supports of participle's grammar
// beyond it, is for its callers, package grammar/interp (which builds
// the grammar's IR) and grammar/gen/cmd/nodegen (which writes each
// node's children and writer). It imports nothing of this module, so
// that nodegen builds before the package ast it writes.
//
// The tags of a struct's fields are read as one token stream, as
// participle reads them, so that a group opened in one field's tag may
// close in a later one's; each node of the tree keeps the field whose
// tag holds its first token.
package tagsyntax
