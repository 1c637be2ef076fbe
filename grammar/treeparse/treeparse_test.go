package treeparse_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar/treeparse"
)

// alnum is a byte table as the generator writes them.
var alnum = func() (s [256]bool) {
	for c := '0'; c <= 'z'; c++ {
		if c <= '9' || 'a' <= c {
			s[c] = true
		}
	}
	return s
}()

// withPercent holds '%' as a byte, as a production of any byte does.
var withPercent = func() (s [256]bool) {
	s = alnum
	s['%'] = true
	return s
}()

// alnumHyphen holds a domain label's bytes.
var alnumHyphen = func() (s [256]bool) {
	s = alnum
	s['-'] = true
	return s
}()

func TestCursor(t *testing.T) {
	type result struct {
		Ok  bool
		N   int
		Pos int
	}
	for _, tc := range []struct {
		name string
		in   string
		run  func(c *treeparse.Cursor) (bool, int)
		want result
	}{
		{"Byte/match", "a-", func(c *treeparse.Cursor) (bool, int) { return c.Byte(&alnum), 0 }, result{true, 0, 1}},
		{"Byte/no match", "-a", func(c *treeparse.Cursor) (bool, int) { return c.Byte(&alnum), 0 }, result{false, 0, 0}},
		{"Byte/end", "", func(c *treeparse.Cursor) (bool, int) { return c.Byte(&alnum), 0 }, result{false, 0, 0}},
		{"Bytes/run", "ab1-x", func(c *treeparse.Cursor) (bool, int) { return true, c.Bytes(&alnum) }, result{true, 3, 3}},
		{"Bytes/to the end", "ab1", func(c *treeparse.Cursor) (bool, int) { return true, c.Bytes(&alnum) }, result{true, 3, 3}},
		{"One/escape allowed", "%41a", func(c *treeparse.Cursor) (bool, int) { return c.One(&alnum, true), 0 }, result{true, 0, 3}},
		{"One/escape refused", "%41a", func(c *treeparse.Cursor) (bool, int) { return c.One(&alnum, false), 0 }, result{false, 0, 0}},
		{"One/escape refused even when the set holds %", "%41", func(c *treeparse.Cursor) (bool, int) { return c.One(&withPercent, false), 0 }, result{false, 0, 0}},
		{"One/lone percent in the set", "%4g", func(c *treeparse.Cursor) (bool, int) { return c.One(&withPercent, false), 0 }, result{true, 0, 1}},
		{"Run/escapes and bytes", "a%41b%zz", func(c *treeparse.Cursor) (bool, int) { return true, c.Run(&alnum, true) }, result{true, 3, 5}},
		{"Run/stops at an escape not allowed", "ab%41", func(c *treeparse.Cursor) (bool, int) { return true, c.Run(&withPercent, false) }, result{true, 2, 2}},
		{"RunEnding/gives back the trailing hyphens", "a-b--c--.x", func(c *treeparse.Cursor) (bool, int) { c.RunEnding(&alnumHyphen, &alnum); return true, 0 }, result{true, 0, 6}},
		{"RunEnding/to the end", "a-b", func(c *treeparse.Cursor) (bool, int) { c.RunEnding(&alnumHyphen, &alnum); return true, 0 }, result{true, 0, 3}},
		{"RunEnding/no byte of end", "--.", func(c *treeparse.Cursor) (bool, int) { c.RunEnding(&alnumHyphen, &alnum); return true, 0 }, result{true, 0, 0}},
		{"Escape/same case", "%2Fx", func(c *treeparse.Cursor) (bool, int) { return c.Escape("%2F"), 0 }, result{true, 0, 3}},
		{"Escape/other case", "%2fx", func(c *treeparse.Cursor) (bool, int) { return c.Escape("%2F"), 0 }, result{false, 0, 0}},
		{"Escape/short", "%2", func(c *treeparse.Cursor) (bool, int) { return c.Escape("%2F"), 0 }, result{false, 0, 0}},
	} {
		c := &treeparse.Cursor{In: tc.in}
		ok, n := tc.run(c)
		if diff := cmp.Diff(tc.want, result{ok, n, c.Pos}); diff != "" {
			t.Errorf("%s: %q (-want +got):\n%s", tc.name, tc.in, diff)
		}
	}
}

func TestChunk(t *testing.T) {
	for _, tc := range []struct{ last, n, rem, want int }{
		{0, 3, 100, 3},        // first chunk: n
		{4, 3, 100, 6},        // then half as many again
		{1, 3, 100, 2},        // at least one more
		{1000, 3, 5000, 1024}, // capped
		{8, 3, 2, 3},          // no more than the input can hold
		{0, 3, 0, 1},          // always at least one
	} {
		if got := treeparse.Chunk(tc.last, tc.n, tc.rem); got != tc.want {
			t.Errorf("Chunk(%d, %d, %d) = %d, want %d", tc.last, tc.n, tc.rem, got, tc.want)
		}
	}
}

func TestStack(t *testing.T) {
	var s treeparse.Stack[*int]
	nodes := make([]int, 40)
	for i := range nodes {
		nodes[i] = i
		s.Push(&nodes[i], 1000)
	}
	s.Cut(25)
	s.Push(&nodes[39], 1000)
	if s.Len() != 26 {
		t.Fatalf("Len = %d, want 26", s.Len())
	}
	dst := make([]*int, 16)
	s.CopyFrom(10, dst)
	var got []int
	for _, p := range dst {
		got = append(got, *p)
	}
	want := []int{10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 39}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("CopyFrom (-want +got):\n%s", diff)
	}
	s.Cut(0)
	if s.Len() != 0 {
		t.Errorf("Len after Cut(0) = %d", s.Len())
	}
	// The zero Stack is empty, and Cut and CopyFrom leave it so.
	var empty treeparse.Stack[*int]
	empty.Cut(0)
	empty.CopyFrom(0, nil)
	if empty.Len() != 0 {
		t.Errorf("a zero Stack holds %d", empty.Len())
	}
}

// TestNodes pushes past the few held in place, cuts back below and above
// them, and checks what CopyTo gives and that the Stack is given back.
func TestNodes(t *testing.T) {
	const few = treeparse.Few
	vals := make([]int, 100)
	for i := range vals {
		vals[i] = i
	}
	var s treeparse.Stack[*int]
	var c treeparse.Nodes[*int]
	for i := range few + 12 {
		c.Push(&vals[i], &s, 100)
	}
	c.Cut(few+4, &s) // still spilled
	c.Push(&vals[90], &s, 100)
	c.Cut(5, &s) // back in place
	if s.Len() != 0 {
		t.Errorf("the Stack holds %d after cutting back to the nodes in place", s.Len())
	}
	want := []int{0, 1, 2, 3, 4}
	for i := 5; i < few+3; i++ {
		c.Push(&vals[50+i], &s, 100) // spills again past the few
		want = append(want, 50+i)
	}
	dst := make([]*int, c.Len())
	c.CopyTo(dst, &s)
	var got []int
	for _, p := range dst {
		got = append(got, *p)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("CopyTo (-want +got):\n%s", diff)
	}
	if s.Len() != 0 {
		t.Errorf("the Stack holds %d after CopyTo", s.Len())
	}
	// Nested: an outer collection goes on after an inner one ends.
	var outer, inner treeparse.Nodes[*int]
	for i := range few + 2 {
		outer.Push(&vals[i], &s, 100)
	}
	for i := range few + 2 {
		inner.Push(&vals[50+i], &s, 100)
	}
	inner.Release(&s)
	outer.Push(&vals[99], &s, 100)
	dst = make([]*int, outer.Len())
	outer.CopyTo(dst, &s)
	if *dst[few+1] != few+1 || *dst[few+2] != 99 || s.Len() != 0 {
		t.Errorf("outer after inner: %d, %d, stack %d", *dst[few+1], *dst[few+2], s.Len())
	}
}

// TestNodesSlice takes the slices of collections from one slab of
// pointers: none for an empty one, the slab's next slots while it has
// enough, a new slab of n when not, a slice of their own for n nodes or
// more, which leaves the slab's free slots to the next, and a spilled
// collection's nodes in order with its Stack given back.
func TestNodesSlice(t *testing.T) {
	const few = treeparse.Few
	vals := make([]int, few+4)
	for i := range vals {
		vals[i] = i
	}
	values := func(ps []*int) []int {
		var v []int
		for _, p := range ps {
			v = append(v, *p)
		}
		return v
	}
	var s treeparse.Stack[*int]
	slab := make([]*int, 4)
	var used uint16
	first := &slab[0]

	var empty treeparse.Nodes[*int]
	if got := empty.Slice(&slab, &used, &s, 3); got != nil || used != 0 {
		t.Errorf("an empty collection gives %v and uses %d slots, want nil and 0", got, used)
	}

	var two treeparse.Nodes[*int]
	two.Push(&vals[0], &s, 100)
	two.Push(&vals[1], &s, 100)
	got := two.Slice(&slab, &used, &s, 3)
	if diff := cmp.Diff([]int{0, 1}, values(got)); diff != "" || cap(got) != 2 || &got[0] != first || used != 2 {
		t.Errorf("two nodes: %v (-want +got), cap %d, from the slab %t, %d slots used, want cap 2, true, 2:\n%s", values(got), cap(got), &got[0] == first, used, diff)
	}

	short, shortUsed := make([]*int, 2), uint16(1)
	var again treeparse.Nodes[*int]
	again.Push(&vals[0], &s, 100)
	again.Push(&vals[1], &s, 100)
	if got := again.Slice(&short, &shortUsed, &s, 3); len(got) != 2 || len(short) != 3 || shortUsed != 2 {
		t.Errorf("two nodes from a slab with one free: %d, a new slab of %d with %d used, want 2, 3, 2", len(got), len(short), shortUsed)
	}

	var three treeparse.Nodes[*int]
	for i := range 3 {
		three.Push(&vals[i], &s, 100)
	}
	if got := three.Slice(&short, &shortUsed, &s, 3); len(got) != 3 || cap(got) != 3 || len(short) != 3 || shortUsed != 2 {
		t.Errorf("three nodes, n 3, from a slab with one free: %d (cap %d), the slab %d long with %d used, want 3 (3), 3, 2", len(got), cap(got), len(short), shortUsed)
	}

	var many treeparse.Nodes[*int]
	var want []int
	for i := 2; i < few+4; i++ {
		many.Push(&vals[i], &s, 100) // spills past the few
		want = append(want, i)
	}
	got = many.Slice(&slab, &used, &s, 3)
	if diff := cmp.Diff(want, values(got)); diff != "" || cap(got) != few+2 || used != 2 || s.Len() != 0 {
		t.Errorf("%d nodes (-want +got), cap %d, %d slots used, stack %d, want %[1]d, 2, 0:\n%[5]s", few+2, cap(got), used, s.Len(), diff)
	}
}

// TestNodesSpillAtEnd spills the few held in place at the last node of
// the input (no byte left), as a path's last segment past the few does:
// the Stack takes them in a few blocks, not one a node.
func TestNodesSpillAtEnd(t *testing.T) {
	vals := make([]int, treeparse.Few+1)
	var s treeparse.Stack[*int]
	allocs := testing.AllocsPerRun(10, func() {
		var c treeparse.Nodes[*int]
		for i := range vals {
			c.Push(&vals[i], &s, 0)
		}
		c.Release(&s)
		s = treeparse.Stack[*int]{}
	})
	if allocs > 4 {
		t.Errorf("%d nodes spilled at the input's end: %v allocations, want at most 4 (the Stack, two blocks and the list of full ones)", len(vals), allocs)
	}
}

// TestShape counts the labels and segments of URLs of several shapes,
// and of inputs of none.
func TestShape(t *testing.T) {
	for _, tc := range []struct {
		in               string
		labels, segments int
		more             bool
	}{
		{"http://www.iec.ch/a/b.html", 2, 2, false},
		{"http://www.iec.ch", 2, 0, false},
		{"http://www.iec.ch/", 2, 1, false},
		{"http://h:80/a", 0, 1, true},
		{"ftp://u@ftp.x.org/", 2, 1, true},
		{"file:///etc/motd", 0, 2, false},
		{"file://node/a/b/c", 0, 3, false},
		{"mailto:a@b.c", 0, 0, false},
		{"", 0, 0, false},
	} {
		labels, segments, more := treeparse.Shape(tc.in)
		if labels != tc.labels || segments != tc.segments || more != tc.more {
			t.Errorf("Shape(%q) = %d, %d, %t, want %d, %d, %t", tc.in, labels, segments, more, tc.labels, tc.segments, tc.more)
		}
	}
}
