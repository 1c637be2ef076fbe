// Package rtspparse is the parser that command rfc1738gen generates from
// package rtsp's participle tags (zz_generated.go), and the rtsp and
// rtspu schemes that use it.
package rtspparse

import (
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp"
	"github.com/urlsyntax/rfc1738/parser"
)

//go:generate go run github.com/urlsyntax/rfc1738/grammar/gen/cmd/rfc1738gen -scheme rtsp=github.com/urlsyntax/rfc1738/examples/newscheme/rtsp.Part -scheme rtspu=github.com/urlsyntax/rfc1738/examples/newscheme/rtsp.Part -pkg rtspparse -o zz_generated.go

// Schemes returns rtsp.Schemes with the generated parsers and automata.
func Schemes() []parser.Scheme {
	s := rtsp.Schemes()
	s[0].Generated, s[0].Automaton = ParseRTSP, AutomatonRTSP()
	s[1].Generated, s[1].Automaton = ParseRTSPU, AutomatonRTSPU()
	return s
}
