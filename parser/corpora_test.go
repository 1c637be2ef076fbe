package parser_test

import (
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/internal/errortest"
	"github.com/urlsyntax/rfc1738/parser"
)

// checkLine parses one corpus line and returns what is wrong with the
// result, "" when nothing is.
func checkLine(line string) (problem string) {
	defer func() {
		if r := recover(); r != nil {
			problem = fmt.Sprintf("Parse panicked: %v", r)
		}
	}()
	u, err := parser.Parse(line)
	if err != nil {
		l, ok := errortest.List(err)
		if !ok {
			return fmt.Sprintf("error %T is neither a *parser.Error nor a parser.ErrorList: %v", err, err)
		}
		for _, e := range l {
			if e.Offset < 0 || e.Offset > len(line) {
				return fmt.Sprintf("error offset %d outside [0,%d]: %v", e.Offset, len(line), err)
			}
		}
		return ""
	}
	if s := u.String(); s != line {
		return fmt.Sprintf("String() = %q", s)
	}
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil || problem != "" {
			return false
		}
		if n.Pos() < 0 || n.Pos() > n.End() || n.End() > len(line) || line[n.Pos():n.End()] != n.String() {
			problem = fmt.Sprintf("%s [%d,%d) does not span %q", grammar.Of(n).Name, n.Pos(), n.End(), n.String())
		}
		return true
	})
	return problem
}

// TestCorpora parses every line of the corpora (every 20th with -short).
func TestCorpora(t *testing.T) {
	for _, name := range []string{"conformance-public.txt", "kasztp.txt", "node_files.txt"} {
		t.Run(name, func(t *testing.T) {
			lines := corpustest.Lines(t, name)
			step := 1
			if testing.Short() {
				step = 20
			}
			start := time.Now()
			var mu sync.Mutex
			var wg sync.WaitGroup
			next := make(chan int)
			for w := 0; w < runtime.GOMAXPROCS(0); w++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := range next {
						if problem := checkLine(lines[i]); problem != "" {
							mu.Lock()
							t.Errorf("line %d %q: %s", i+1, lines[i], problem)
							mu.Unlock()
						}
					}
				}()
			}
			for i := 0; i < len(lines); i += step {
				next <- i
			}
			close(next)
			wg.Wait()
			t.Logf("%d of %d lines in %v", (len(lines)+step-1)/step, len(lines), time.Since(start).Round(time.Millisecond))
		})
	}
}
