package printer

import "testing"

// TestBlockOf checks that the blocks of marks hold every index once, in
// order: each block starts where the one before it ends, the first two
// of firstMarks, then twice the one before, up to markBlock.
func TestBlockOf(t *testing.T) {
	wantSize := []int{firstMarks, firstMarks}
	for len(wantSize) < 12 {
		wantSize = append(wantSize, min(2*wantSize[len(wantSize)-1], markBlock))
	}
	block, at, sizes := 0, 0, []int{0}
	for i := range 5 * markBlock {
		b, a := blockOf(i)
		switch {
		case b == block && a == at:
			sizes[block]++
		case b == block+1 && a == 0:
			block++
			sizes = append(sizes, 1)
		default:
			t.Fatalf("blockOf(%d) = %d, %d after %d, %d", i, b, a, block, at-1)
		}
		at = a + 1
	}
	for k, n := range sizes[:len(sizes)-1] {
		if n != wantSize[k] {
			t.Errorf("block %d holds %d marks, want %d", k, n, wantSize[k])
		}
	}
}
