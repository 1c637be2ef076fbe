//go:build race

package interp_test

// raceEnabled reports whether the race detector is on; it makes
// participle several times slower, so the corpus tests sample.
const raceEnabled = true
