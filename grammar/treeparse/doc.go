// Package treeparse is the runtime of the tree parsers that package
// grammar/gen writes from the participle tags (parser/zz_generated.go,
// and a scheme author's file from command rfc1738gen). Generated code
// imports it; nothing else needs to. It sits beside grammar/gen, not
// under it, because every program that parses links it, and none links
// the generator.
//
// A generated parser answers "what is the tree" of a URL, and builds no
// tree of an input that is not one: where it fails, the grammar's
// automaton says where the input breaks, so the parser need not. Package
// parser runs a built-in scheme's parser before its automaton, so that a
// valid URL is read once; a registered scheme's only on what its
// automaton accepted. It is a recursive-descent parser with ordered
// choice, one method per production, that moves a Cursor over the
// input. Most productions of
// RFC 1738 are runs of bytes of a set (uchar, xchar, digits...), which
// Cursor's Byte, Bytes, One and Run read from a 256-entry table, an
// escape ("%" hex hex) counting as one token where the production allows
// it. The nodes of the tree come from slabs, slices of a block allocated
// once per URL, so that a parse allocates once; Chunk says how many
// more to allocate when a slab runs out, and a Nodes collects the nodes
// of a repeated field until their number is known, in the method's
// frame, spilling to the parser's Stack beyond a few.
//
// The package is part of the generator's output format: its API changes
// only together with the generator, and a generated file must be
// regenerated (go generate) after either changes.
package treeparse
