package treeparse

import "strings"

// Shape counts what a block needs to hold the tree of a URL written
// scheme://authority/path: the dots of its authority (a hostname's
// domain labels) and the slashes after it (the segments of a path read
// as segment *["/" segment]), and whether the authority holds a ":" or
// an "@" (a port or a login, nodes that most URLs do not have). An
// input of another shape gives counts that may not fit its tree: the
// parser then allocates the nodes the block lacks, as for a tree larger
// than the largest block.
func Shape(in string) (labels, segments int, more bool) {
	// A scheme holds no "/": the first one starts the "//".
	i := strings.IndexByte(in, '/')
	if i < 0 || i+1 >= len(in) || in[i+1] != '/' {
		return 0, 0, false
	}
	// The authority is short: one loop reads it, where a call per byte
	// sought would cost more than the loop.
	for i += 2; i < len(in); i++ {
		switch in[i] {
		case '.':
			labels++
		case ':', '@':
			more = true
		case '/':
			return labels, strings.Count(in[i:], "/"), more
		}
	}
	return labels, 0, more
}
