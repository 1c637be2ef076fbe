package parser

import (
	"math"
	"strings"
	"testing"
	"time"
)

// TestFindLinear checks that Find's time grows linearly with the text on
// shapes that would make a careless reader go back over it: openers that
// close nothing (quotes, angle brackets, code spans, link titles),
// prefixes that repeat, and many short findings. A text sixteen times as
// long may take up to 128 times as long (the best of five runs each),
// where a quadratic reading takes 256 times: the margin is for a loaded
// machine, which slows the long runs more than the short ones.
func TestFindLinear(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's cost is not linear in the same way")
	}
	for _, unit := range []string{
		"<URL:a ", "<http://h/ ", "` ``", "](x \"", "](x '", "](", "[", "```` ```\n", "URL:",
		"URL:URL:http://h/ ", "news:a ", "http://h/~ ", "<", "((((", "(http://h/",
		"<http://h/a\n ", "<http://h/a b ", "`a\n```\n", "file:a ",
	} {
		var d [2]time.Duration
		for k, n := range []int{1 << 12, 1 << 16} {
			text := strings.Repeat(unit, n/len(unit))
			d[k] = time.Duration(math.MaxInt64)
			for range 5 {
				start := time.Now()
				Find(text, 0)
				Find(text, FindCode)
				d[k] = min(d[k], time.Since(start))
			}
		}
		if d[1] > 128*max(d[0], 50*time.Microsecond) {
			t.Errorf("Find on %q: %v for 4 KiB, %v for 64 KiB: not linear", unit, d[0], d[1])
		}
	}
}
