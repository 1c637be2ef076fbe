//go:build race

package interp_test

// raceEnabled reports whether the race detector is on; it makes
// participle about five times slower, so the corpus tests sample.
const raceEnabled = true
