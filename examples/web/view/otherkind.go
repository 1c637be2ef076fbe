package view

// A placed node is the node of the i-th URL compared with an answer at
// the place in its tree where the answer has the node looked at.
type placed struct {
	i int
	n *kindNode
}

// otherKind returns the first node under a, in the tree's order, read
// by another production than every node that the trees of ms have at
// its place, and those nodes; nil when there is none. ms are the nodes
// of the compared trees at a's place, each of a's production. A place
// is a node's parent's and its rank among its siblings once they are
// lined up by production (lineUp): a part that one tree has and another
// lacks (a port, a password) is no other kind, only a part more; a
// compared tree whose path to the place differs (another scheme's
// production above it) has nothing there, and says neither way.
func otherKind(a *kindNode, ms []placed) (*kindNode, []placed) {
	agree := make([][]placed, len(a.kids))
	differ := make([][]placed, len(a.kids))
	for _, m := range ms {
		same, other := lineUp(a.kids, m.n.kids)
		for k := range a.kids {
			if j := same[k]; j >= 0 {
				agree[k] = append(agree[k], placed{m.i, m.n.kids[j]})
			} else if j := other[k]; j >= 0 {
				differ[k] = append(differ[k], placed{m.i, m.n.kids[j]})
			}
		}
	}
	for k, kid := range a.kids {
		if len(agree[k]) == 0 && len(differ[k]) > 0 {
			return kid, differ[k]
		}
		if len(agree[k]) > 0 {
			if n, theirs := otherKind(kid, agree[k]); n != nil {
				return n, theirs
			}
		}
	}
	return nil, nil
}

// lineUp lines up as and bs, two lists of sibling nodes, by their
// productions: the longest common run of them keeps its order (same[k]
// is the index in bs of the node of as[k]'s production it lines up
// with, or -1); between two nodes so lined up, the nodes of as and of bs
// left over stand at the same places, in order (other[k] is the index
// in bs of the node at as[k]'s place, of another production, or -1).
func lineUp(as, bs []*kindNode) (same, other []int) {
	// lcs[i][j] is the length of the longest common run of as[i:] and bs[j:].
	lcs := make([][]int, len(as)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(bs)+1)
	}
	for i := len(as) - 1; i >= 0; i-- {
		for j := len(bs) - 1; j >= 0; j-- {
			if as[i].production == bs[j].production {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	same, other = make([]int, len(as)), make([]int, len(as))
	var leftA, leftB []int // the nodes left over since the last pair
	pairLeft := func() {
		for t := range min(len(leftA), len(leftB)) {
			other[leftA[t]] = leftB[t]
		}
		leftA, leftB = leftA[:0], leftB[:0]
	}
	i, j := 0, 0
	for i < len(as) || j < len(bs) {
		switch {
		case i < len(as) && j < len(bs) && as[i].production == bs[j].production && lcs[i][j] == lcs[i+1][j+1]+1:
			pairLeft()
			same[i], other[i] = j, -1
			i, j = i+1, j+1
		case j == len(bs) || i < len(as) && lcs[i+1][j] >= lcs[i][j+1]:
			same[i], other[i] = -1, -1
			leftA = append(leftA, i)
			i++
		default:
			leftB = append(leftB, j)
			j++
		}
	}
	pairLeft()
	return same, other
}
