package rtspparse_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp/rtspparse"
	"github.com/urlsyntax/rfc1738/grammar/gen"
	"github.com/urlsyntax/rfc1738/grammar/gen/schemetest"
)

// TestGenerated checks that zz_generated.go is current, and holds both
// schemes' automata and parsers to participle and the oracle.
func TestGenerated(t *testing.T) {
	schemetest.Current(t, "zz_generated.go", "rtspparse",
		gen.Scheme{Name: "rtsp", Part: &rtsp.Part{}}, gen.Scheme{Name: "rtspu", Part: &rtsp.Part{}})
	inputs := []string{
		"rtsp://media.example.com:554/twister/audiotrack",
		"rtsp://u:p@192.0.2.7/a%20b/c;d?e=f&g",
		"rtsp://h.example",
	}
	schemetest.Check(t, schemetest.Scheme{Part: &rtsp.Part{}, Generated: rtspparse.ParseRTSP, Automaton: rtspparse.AutomatonRTSP()}, inputs)
	var u []string
	for _, in := range inputs {
		u = append(u, "rtspu"+in[4:])
	}
	schemetest.Check(t, schemetest.Scheme{Part: &rtsp.Part{}, Generated: rtspparse.ParseRTSPU, Automaton: rtspparse.AutomatonRTSPU()}, u)
}
