//go:build race

package explaintool

// raceEnabled reports whether the race detector is on. It allocates
// for its own bookkeeping, so the memory tests, which count what the
// code allocates, skip under it; .ci/run runs them without it.
const raceEnabled = true
