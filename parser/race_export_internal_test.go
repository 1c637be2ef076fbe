package parser

// RaceEnabled is raceEnabled for the package's external tests, which
// skip the bounds on what the code allocates under the race detector.
const RaceEnabled = raceEnabled
