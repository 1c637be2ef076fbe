//go:build race

package parser

// raceEnabled reports whether the race detector is on; it makes
// participle several times slower, so the tests that run it over the
// corpora sample.
const raceEnabled = true
