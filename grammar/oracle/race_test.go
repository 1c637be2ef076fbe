//go:build race

package oracle_test

// raceEnabled reports whether the race detector is on; it makes the
// oracle several times slower, so the corpus tests sample their lines.
const raceEnabled = true
