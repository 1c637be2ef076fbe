//go:build !race

package gen_test

// raceEnabled reports whether the race detector is on.
const raceEnabled = false
