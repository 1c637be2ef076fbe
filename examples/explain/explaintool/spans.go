package explaintool

import (
	"io"

	"github.com/urlsyntax/rfc1738/examples/internal/voice"
)

// spanLegend is the line that says how a span reads, written after an
// explanation that prints one: "[7,17)" is no notation a student need
// know.
func spanLegend(v voice.Voice) string {
	return v.S("([a,b): the bytes at offsets a up to but not including b, counted from 0)",
		"([a,b) : les octets des positions a à b, b non compris, comptées à partir de 0)")
}

// spanWatch passes what is written to w through, and records whether
// it held a span, "[" digits "," digits ")", even one split across
// writes: it reads each byte once, keeping only its state.
type spanWatch struct {
	w     io.Writer
	state int // 0 outside; 1 after "["; 2 in a's digits; 3 after ","; 4 in b's digits
	seen  bool
}

func (s *spanWatch) Write(p []byte) (int, error) {
	if !s.seen {
		for _, c := range p {
			s.step(c)
		}
	}
	return s.w.Write(p)
}

// step moves the state past c.
func (s *spanWatch) step(c byte) {
	digit := '0' <= c && c <= '9'
	switch {
	case c == '[':
		s.state = 1
	case digit && (s.state == 1 || s.state == 2):
		s.state = 2
	case c == ',' && s.state == 2:
		s.state = 3
	case digit && (s.state == 3 || s.state == 4):
		s.state = 4
	case c == ')' && s.state == 4:
		s.seen, s.state = true, 0
	default:
		s.state = 0
	}
}
