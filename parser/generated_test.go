package parser

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// generatedTricky are inputs at the edges of the grammar: empty parts,
// the "//" commitment, the login's lookahead, hostname against
// hostnumber, and errors everywhere, for every scheme.
var generatedTricky = []string{
	"", ":", "a", "a:", "a:/", "a://", "a:///", "a:b", "a:/b", "a://b", "a://b/", "a://b:", "a://b:1",
	"a://@b", "a://u@b", "a://u:@b", "a://u:p@b:80/x", "a://u:p@", "a://u:p@@b", "a://u@b@c",
	"a://1.2.3.4", "a://1.2.3", "a://1.2.3.4.5", "a://1.2.3.a", "a://a-b.c-d", "a://a--b", "a://-a", "a://a-",
	"a://a.", "a://.a", "a://a..b", "a://1a.b", "a://a.1", "a://a.1b", "a://%41", "a://a%4", "a://a/%zz",
	"a://h/p?q", "a://h/p#f", "a://h/ p", "1:", "+a:x", "a b:c", "A:B", "a:%", "a:%2", "a:%25",
	"a://h:/", "a://h:x", "a://h:1:2", "a:b//c", "a:\x00", "a:\xff", "a://h/\x7f",
}

var generatedSchemesTried = []string{"ftp", "http", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero", "FTP", "HtTp", "x"}

// generatedInputs returns the tricky inputs with the scheme of each
// scheme, and the lines of every corpus (none when they are absent).
func generatedInputs(t testing.TB) (inputs []string, corpora int) {
	for _, in := range generatedTricky {
		inputs = append(inputs, in)
		if i := strings.IndexByte(in, ':'); i >= 0 {
			for _, s := range generatedSchemesTried {
				inputs = append(inputs, s+in[i:])
			}
		}
	}
	files, _ := filepath.Glob("../../shared/corpus/*.txt")
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		s := bufio.NewScanner(f)
		s.Buffer(nil, 1<<24)
		for s.Scan() {
			inputs = append(inputs, s.Text())
		}
		f.Close()
		if err := s.Err(); err != nil {
			t.Fatal(err)
		}
		corpora++
	}
	return inputs, corpora
}

// compareGenerated reports how the generated parser and participle
// differ on input, "" when they agree: equal trees on success, the same
// offset on failure.
func compareGenerated(p *Parser, input string) string {
	want, wantFailed, wantOff := p.parseParticiple(input, p.schemeOf(input))
	got, gotFailed, gotOff, ok := p.generatedParse(input, p.schemeOf(input))
	if !ok {
		return "no generated parser"
	}
	switch {
	case wantFailed != gotFailed:
		return "participle failed: " + boolString(wantFailed) + ", generated failed: " + boolString(gotFailed)
	case wantFailed && wantOff != gotOff:
		return "failure offsets differ: participle " + strconv.Itoa(wantOff) + ", generated " + strconv.Itoa(gotOff)
	}
	// The trees must be equal on success; on failure, the partial trees
	// that the error diagnosis reads must be equal too.
	return cmp.Diff(want, got)
}

func boolString(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

func TestGeneratedMatchesParticiple(t *testing.T) {
	inputs, corpora := generatedInputs(t)
	p := defaultParser
	mismatches, failures := 0, 0
	for _, in := range inputs {
		if _, failed, _, _ := p.generatedParse(in, p.schemeOf(in)); failed {
			failures++
		}
		if d := compareGenerated(p, in); d != "" {
			mismatches++
			if mismatches <= 20 {
				t.Errorf("%q: %s", in, d)
			}
		}
	}
	t.Logf("compared %d inputs (%d corpora), %d of them failures, %d mismatches", len(inputs), corpora, failures, mismatches)
}

// FuzzGeneratedMatchesParticiple checks the generated parser against its
// oracle, participle's, on any input: equal trees (partial ones too) and
// the same failure offset. Its seeds are the tricky inputs above and,
// in testdata/fuzz, FuzzParse's seeds built from every corpus.
func FuzzGeneratedMatchesParticiple(f *testing.F) {
	for _, in := range generatedTricky {
		f.Add(in)
	}
	f.Add("http://u:p@example.com:80/a/b?c")
	f.Add("gopher://h/1sel%09search%09plus")
	f.Add("news:a@b.c")
	f.Add("ftp://h/p;type=a")
	f.Add("wais://h/db/t/p")
	f.Fuzz(func(t *testing.T, in string) {
		if d := compareGenerated(defaultParser, in); d != "" {
			t.Errorf("%q: %s", in, d)
		}
	})
}
