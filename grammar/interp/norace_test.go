//go:build !race

package interp_test

// raceEnabled reports whether the race detector is on.
const raceEnabled = false
