// Package leakparse holds the parser rfc1738gen generates for package
// leak's scheme part, to test the generated parser where participle
// keeps a capture of a failed branch.
package leakparse

//go:generate go run github.com/urlsyntax/rfc1738/grammar/gen/cmd/rfc1738gen -scheme leak=github.com/urlsyntax/rfc1738/grammar/gen/internal/leak.Part -pkg leakparse -o zz_generated.go
