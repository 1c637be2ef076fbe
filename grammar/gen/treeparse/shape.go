package treeparse

import "strings"

// Shape counts what a block needs to hold the tree of a URL written
// scheme://authority/path: the dots of its authority (a hostname's
// domain labels) and the slashes after it (the segments of a path read
// as segment *["/" segment]), and whether the authority holds a ":" or
// an "@" (a port or a login, nodes that most URLs do not have). It
// reads the input with the string package's counting loops, which cost
// a fraction of the parse. An input of another shape gives counts that
// may not fit its tree: the parser then allocates the nodes the block
// lacks, as for a tree larger than the largest block.
func Shape(in string) (labels, segments int, more bool) {
	i := strings.Index(in, "//")
	if i < 0 {
		return 0, 0, false
	}
	in = in[i+2:]
	end := strings.IndexByte(in, '/')
	if end < 0 {
		end = len(in)
	}
	authority := in[:end]
	more = strings.IndexByte(authority, ':') >= 0 || strings.IndexByte(authority, '@') >= 0
	return strings.Count(authority, "."), strings.Count(in[end:], "/"), more
}
