//go:build !race

package printer_test

// raceEnabled reports whether the race detector is on.
const raceEnabled = false
