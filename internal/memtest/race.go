//go:build race

package memtest

// raceEnabled reports whether the race detector is on: Run skips then.
const raceEnabled = true
