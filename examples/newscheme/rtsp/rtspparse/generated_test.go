package rtspparse_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp/rtspparse"
	"github.com/urlsyntax/rfc1738/grammar/gen"
	"github.com/urlsyntax/rfc1738/grammar/gen/schemetest"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestGenerated checks that zz_generated.go is current, and holds both
// schemes' automata and parsers to participle and the oracle.
func TestGenerated(t *testing.T) {
	schemetest.Current(t, "zz_generated.go", "rtspparse",
		gen.AuthorScheme{Name: "rtsp", Part: &rtsp.Part{}}, gen.AuthorScheme{Name: "rtspu", Part: &rtsp.Part{}})
	inputs := []string{
		"rtsp://media.example.com:554/twister/audiotrack",
		"rtsp://u:p@192.0.2.7/a%20b/c;d?e=f&g",
		"rtsp://h.example",
	}
	schemetest.Check(t, schemetest.Subject{Part: &rtsp.Part{}, Generated: rtspparse.ParseRTSP, Automaton: rtspparse.AutomatonRTSP()}, inputs)
	var u []string
	for _, in := range inputs {
		u = append(u, "rtspu"+in[4:])
	}
	schemetest.Check(t, schemetest.Subject{Part: &rtsp.Part{}, Generated: rtspparse.ParseRTSPU, Automaton: rtspparse.AutomatonRTSPU()}, u)
}

// mailboxPart is another author's part, whose URLs rtsp's grammar reads
// too: "//" hostport.
type mailboxPart struct {
	ast.Span
	HostPort *ast.HostPort `parser:"'/' '/' @@"`
}

func (p *mailboxPart) String() string         { return "//" + p.HostPort.String() }
func (*mailboxPart) DefaultPort() (int, bool) { return 143, true }
func (*mailboxPart) Production() ast.Production {
	return ast.Production{Name: "mailboxurl", RFC: "this test", Section: "1", Rule: `mailboxurl = "//" hostport`}
}

// TestGeneratedOfAnotherScheme checks that WithScheme refuses rtsp's
// generated parser as another scheme's Generated, which returned
// *rtsp.Part trees for that scheme's URLs in the second author trial.
func TestGeneratedOfAnotherScheme(t *testing.T) {
	_, err := parser.New(parser.WithScheme(parser.Scheme{Name: "mbox", Part: &mailboxPart{}, Generated: rtspparse.ParseRTSP}))
	want := `parser: WithScheme("mbox"): its Generated parses "mbox://a", a URL of Part's production, into a *rtsp.Part, not Part's *rtspparse_test.mailboxPart: set Generated from the generated file of Part's own scheme (its Parse function beside the Automaton function)`
	got := ""
	if err != nil {
		got = err.Error()
	}
	if got != want {
		t.Errorf("WithScheme:\n got %s\nwant %s", got, want)
	}
}
