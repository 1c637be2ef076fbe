package explaintool

import (
	"bytes"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar/bnf"
)

// TestGrammarQuotesRFC checks that -grammar leads with each rule of RFC
// 1738 byte for byte as the RFC writes it (its citation,
// ast.Production.Rule): "]]" where the RFC writes "]]", though this
// grammar's printer writes "] ]".
func TestGrammarQuotesRFC(t *testing.T) {
	g, err := bnf.BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, r := range g.Rules {
		if r.Production.RFC != "RFC 1738" || r.Production.Rule == "" || !strings.HasPrefix(r.Production.Rule, r.Name+" =") {
			continue
		}
		var stdout, stderr bytes.Buffer
		run([]string{"-width", "0", "-grammar", r.Name}, &stdout, &stderr)
		want := r.Production.Rule
		if c := r.Comment(); c != "" {
			want += "    " + c // the comment section 5 writes after it
		}
		if !strings.Contains("\n"+stdout.String(), "\n"+want+"\n") {
			t.Errorf("-grammar %s does not quote the RFC's rule %q:\n%s", r.Name, want, stdout.String())
		}
		checked++
	}
	if checked < 20 {
		t.Errorf("%d rules checked, want every rule of RFC 1738", checked)
	}
}
