//go:build race

package printer_test

// raceEnabled reports whether the race detector is on; it makes the
// parser several times slower, so the corpus test samples its lines.
const raceEnabled = true
