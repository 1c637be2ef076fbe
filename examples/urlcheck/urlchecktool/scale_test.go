package urlchecktool

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// hugeLine is an input made on the fly, never held: the lines of before,
// then a line of "http://host/" and size-12 bytes of "x", then the lines
// of after.
type hugeLine struct {
	before, after string
	size          int
	read          int // bytes of the huge line read so far
}

// xs is a block of "x", copied into the reads of a hugeLine.
var xs = bytes.Repeat([]byte("x"), 64<<10)

// Read implements io.Reader.
func (h *hugeLine) Read(p []byte) (int, error) {
	switch {
	case h.before != "":
		n := copy(p, h.before)
		h.before = h.before[n:]
		return n, nil
	case h.read == 0:
		h.read = copy(p, "http://host/"[:min(len(p), 12)])
		return h.read, nil
	case h.read < h.size:
		n := copy(p[:min(len(p), h.size-h.read)], xs)
		h.read += n
		return n, nil
	case h.read == h.size:
		h.read++
		return copy(p, "\n"), nil
	case h.after != "":
		n := copy(p, h.after)
		h.after = h.after[n:]
		return n, nil
	}
	return 0, io.EOF
}

// TestHugeLine runs urlcheck on a line of 200 MB, made on the fly, among
// short ones: with -maxlen it must be reported too long with its first
// bytes and its length, the lines after it still checked, and the
// memory allocated meanwhile must stay far below its size.
func TestHugeLine(t *testing.T) {
	const size = 200 << 20
	for _, tc := range []struct {
		args  []string
		limit int
	}{
		{[]string{"-maxlen", "1000"}, 1000},
		{nil, parser.DefaultMaxLength},
		{[]string{"-json", "-maxlen", "1000"}, 1000},
	} {
		t.Run(strings.Join(append([]string{"args"}, tc.args...), " "), func(t *testing.T) {
			in := &hugeLine{before: "http://a/\nhttp://b /\n", size: size, after: "http://c/\r\nhttp://d /"}
			var stdout, stderr bytes.Buffer
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			code := run(tc.args, in, &stdout, &stderr)
			runtime.ReadMemStats(&after)
			if allocated := after.TotalAlloc - before.TotalAlloc; allocated > 32<<20 {
				t.Errorf("%d MB allocated for a line of %d MB", allocated>>20, size>>20)
			}
			prefix := "http://host/" + strings.Repeat("x", tc.limit-12)
			message := fmt.Sprintf("offset %d: the input is %d bytes long, more than the limit of %d (MaxLength)", tc.limit, size, tc.limit)
			var want string
			if len(tc.args) > 0 && tc.args[0] == "-json" {
				objs := decodeLines(t, stdout.String())
				var got []any
				for _, obj := range objs {
					got = append(got, []any{obj["url"], obj["valid"]})
				}
				if diff := cmp.Diff([]any{[]any{"http://a/", true}, []any{"http://b /", false}, []any{prefix, false}, []any{"http://c/", true}, []any{"http://d /", false}}, got); diff != "" {
					t.Errorf("objects (-want +got):\n%.2000s", diff)
				}
				if len(objs) == 5 {
					wantErrs := []any{d(tc.limit, "too-long", "", nil, nil, message)}
					if diff := cmp.Diff(wantErrs, objs[2]["errors"]); diff != "" {
						t.Errorf("errors of the huge line (-want +got):\n%s", diff)
					}
				}
			} else {
				want = "ok\thttp://a/\ninvalid\t\"http://b /\"\t" + firstError("http://b /") + "\n" +
					"invalid\t" + prefix + "\t" + message + "\n" +
					"ok\thttp://c/\ninvalid\t\"http://d /\"\t" + firstError("http://d /") + "\n"
				if got := stdout.String(); got != want {
					t.Errorf("output\n%.2000s\nwant\n%.2000s", got, want)
				}
			}
			if code != exitInvalid || stderr.Len() > 0 {
				t.Errorf("exit status %d, stderr %q; want %d and nothing", code, stderr.String(), exitInvalid)
			}
		})
	}
}

// TestTooLongAsParser checks that a line over -maxlen, read cut to the
// limit, gets the error the parser gives it whole, with and without
// "\r\n", whatever its bytes.
func TestTooLongAsParser(t *testing.T) {
	for _, limit := range []int{1, 7, 100, readBuffer - 1, readBuffer, readBuffer + 1} {
		p, err := parser.New(parser.MaxLength(limit))
		if err != nil {
			t.Fatal(err)
		}
		for _, text := range []string{
			"http://host/" + strings.Repeat("a", limit),
			strings.Repeat("é", limit),
			strings.Repeat("%41", limit),
			strings.Repeat("\r", limit+1), // limit bytes before "\r\n" or "\n"
		} {
			for _, end := range []string{"\n", "\r\n", ""} {
				line := text // the line as read: without "\n", nor "\r" before it
				if end != "" {
					line = strings.TrimSuffix(text+end[:len(end)-1], "\r")
				}
				var want bytes.Buffer
				r := check(p, line)
				r.URL = line[:min(len(line), limit)]
				formatJSON(&want, &r)
				stdout, _, _ := runCommand(t, text+end, "-json", "-maxlen", strconv.Itoa(limit))
				if stdout != want.String() {
					t.Errorf("limit %d, line %.20q...%q: urlcheck prints\n%.300s\nwant\n%.300s", limit, text, end, stdout, want.String())
				}
			}
		}
	}
}

// BenchmarkCorpus runs the checks and formats of urlcheck over the
// lines of kasztp.txt, on GOMAXPROCS workers, as the command does: run
// it with -cpu 1,2 to compare one core with two. One op is one URL.
// Reading the input and writing the output are left out; for the
// command as a whole, see scale.sh.
func BenchmarkCorpus(b *testing.B) {
	lines := corpustest.Lines(b, "kasztp.txt")
	p, err := parser.New()
	if err != nil {
		b.Fatal(err)
	}
	base, err := p.ParseBase("http://a/b/c/d")
	if err != nil {
		b.Fatal(err)
	}
	for _, f := range []struct {
		name   string
		format formatter
		verify verifier
	}{
		{"text", formatText, verifierOf(p, false, true)},
		{"json", formatJSON, verifierOf(p, true, true)},
		{"text-nowarn", formatText, verifierOf(p, false, false)},
		// With -base, each line resolved against a base first.
		{"text-base", formatText, baseVerifier(p, base, true)},
		{"json-base", formatJSON, baseVerifier(p, base, true)},
		// With -fix, each line fixed.
		{"text-fix", formatFix, fixVerifier(p, false, nil)},
		{"json-fix", formatJSON, fixVerifier(p, true, verifierOf(p, true, true))},
	} {
		b.Run(f.name, func(b *testing.B) {
			i := 0
			next := func(bt *batch) bool {
				for bt.len() < batchLines && i < b.N {
					line := lines[i%len(lines)]
					bt.data = append(bt.data, line...)
					bt.ends = append(bt.ends, len(bt.data))
					bt.sizes = append(bt.sizes, int64(len(line)))
					i++
				}
				return bt.len() > 0
			}
			var checked atomic.Int64
			b.ReportAllocs()
			b.ResetTimer()
			if _, err := checkAll(next, f.verify, f.format, io.Discard, io.Discard, runtime.GOMAXPROCS(0), &checked); err != nil {
				b.Fatal(err)
			}
		})
	}
}

// TestGCPercent checks that run sets the collector's GOGC to gcPercent
// only while it runs, at the default -maxlen, and leaves it alone when
// GOGC is set or -maxlen is above its default.
func TestGCPercent(t *testing.T) {
	const mine = 123
	defer debug.SetGCPercent(debug.SetGCPercent(mine))
	var during int
	spy := writerFunc(func(p []byte) (int, error) {
		during = debug.SetGCPercent(mine)
		debug.SetGCPercent(during)
		return len(p), nil
	})
	for _, tc := range []struct {
		gogc string
		args []string
		want int
	}{
		{"", nil, gcPercent},
		{"", []string{"-maxlen", "1000"}, gcPercent},
		{"", []string{"-maxlen", "0"}, mine},
		{"", []string{"-maxlen", "100000"}, mine},
		{"200", nil, mine},
	} {
		t.Setenv("GOGC", tc.gogc)
		during = 0
		run(tc.args, strings.NewReader("http://a/\n"), spy, io.Discard)
		if after := debug.SetGCPercent(mine); during != tc.want || after != mine {
			t.Errorf("GOGC=%q %q: GOGC %d while running, %d after; want %d and %d", tc.gogc, tc.args, during, after, tc.want, mine)
		}
	}
}

// writerFunc is a function as an io.Writer.
type writerFunc func([]byte) (int, error)

// Write implements io.Writer.
func (f writerFunc) Write(p []byte) (int, error) { return f(p) }
