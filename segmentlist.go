package rfc1738

import "github.com/urlsyntax/rfc1738/ast"

// segmentList is the segments of a path node, read in place from the
// path nodes of RFC 1738's productions, so that a path of many segments
// is not copied to be read; a scheme author's path node has its
// children listed.
type segmentList struct {
	h     []*ast.HSegment
	f     []*ast.FSegment
	p     []*ast.PSegment
	other []ast.Node
}

// segmentListOf returns the segments of path.
func segmentListOf(path ast.Node) segmentList {
	switch n := path.(type) {
	case *ast.HPath:
		if n != nil {
			return segmentList{h: n.Segments}
		}
	case *ast.FPath:
		if n != nil {
			return segmentList{f: n.FSegments}
		}
	case *ast.PPath:
		if n != nil {
			return segmentList{p: n.Segments}
		}
	default:
		if !ast.IsNil(path) {
			return segmentList{other: ast.ChildrenOf(path)}
		}
	}
	return segmentList{}
}

// len returns the number of segments.
func (l segmentList) len() int { return len(l.h) + len(l.f) + len(l.p) + len(l.other) }

// at returns the i'th segment, and nil for a nil one, which a tree a
// program built may hold.
func (l segmentList) at(i int) ast.Node {
	switch {
	case l.h != nil:
		if s := l.h[i]; s != nil {
			return s
		}
	case l.f != nil:
		if s := l.f[i]; s != nil {
			return s
		}
	case l.p != nil:
		if s := l.p[i]; s != nil {
			return s
		}
	default:
		return l.other[i]
	}
	return nil
}
