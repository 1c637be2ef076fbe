//go:build !race

package rfc1738_test

// raceEnabled reports whether the race detector is on (see race_test.go).
const raceEnabled = false
