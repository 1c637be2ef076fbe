//go:build !race

package oracle_test

// raceEnabled reports whether the race detector is on.
const raceEnabled = false
