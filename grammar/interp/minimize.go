package interp

import "fmt"

// minimize merges the live states of d that no input tells apart and that
// name the same productions, and returns the block of each state: 0 for
// the dead state and every state that is not live, 1 for the start. The
// others are numbered in the order a breadth-first walk from the start
// meets them.
func minimize(d *dfa, live []bool, prodOf []int, inOf [][]int) (block []int, n int) {
	block = make([]int, len(d.sets))
	// First split: by whether the input may end there and by the
	// productions the state lies in.
	ids := map[string]int{"dead": 0}
	sig := func(st int) string {
		if !live[st] {
			return "dead"
		}
		s := fmt.Sprint(d.final[st], prodOf[st], inOf[st])
		for _, to := range d.next[st] {
			s += "," + fmt.Sprint(block[to])
		}
		return s
	}
	for st := range d.sets {
		k := "dead"
		if live[st] {
			k = fmt.Sprint(d.final[st], prodOf[st], inOf[st])
		}
		id, ok := ids[k]
		if !ok {
			id = len(ids)
			ids[k] = id
		}
		block[st] = id
	}
	// Then split blocks whose states go to different blocks, until none
	// does.
	for count := len(ids); ; {
		next := make([]int, len(d.sets))
		ids := map[string]int{"dead": 0}
		for st := range d.sets {
			k := sig(st)
			if live[st] {
				k = fmt.Sprint(block[st]) + "|" + k
			}
			id, ok := ids[k]
			if !ok {
				id = len(ids)
				ids[k] = id
			}
			next[st] = id
		}
		block = next
		if len(ids) == count {
			break
		}
		count = len(ids)
	}
	// Renumber: 0 dead, then breadth first from the start (state 1).
	order := map[int]int{0: 0}
	queue := []int{1}
	order[block[1]] = 1
	for len(queue) > 0 {
		st := queue[0]
		queue = queue[1:]
		for _, to := range d.next[st] {
			if !live[to] {
				continue
			}
			if _, ok := order[block[to]]; !ok {
				order[block[to]] = len(order)
				queue = append(queue, to)
			}
		}
	}
	for st := range block {
		if !live[st] {
			block[st] = 0
			continue
		}
		block[st] = order[block[st]]
	}
	return block, len(order)
}
