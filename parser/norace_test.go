//go:build !race

package parser

// raceEnabled reports whether the race detector is on.
const raceEnabled = false
