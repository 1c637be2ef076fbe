package resolution

import (
	"errors"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestLoophole checks RFC 1808 section 5.2's loophole, a reference with
// the base's scheme and no net_loc: step 2b says what section 5.2 says,
// and the result's error does not ask whether "http://g" was meant, a
// host the reference does not name; a reference of another scheme, or
// with a net_loc, is no loophole, and "http:g" parsed alone keeps the
// note.
func TestLoophole(t *testing.T) {
	for _, tc := range []struct {
		ref      string
		loophole bool
	}{
		{"http:g", true},
		{"http:", true},
		{"HTTP:g", true},
		{"ftp:g", false},
		{"http://g", false},
		{"g", false},
	} {
		for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
			e := Explain(parser.Default(), section5Base, tc.ref, lang)
			if e.Resolution == nil {
				t.Fatalf("%s: %+v", tc.ref, e.Failure)
			}
			said := false
			for _, s := range e.Steps {
				for _, d := range s.Details {
					said = said || strings.Contains(d, "RFC 1808") && strings.Contains(d, "5.2") && strings.Contains(d, "http:g = <URL:http:g>")
				}
			}
			if said != tc.loophole {
				t.Errorf("%s, %s: step 2b names section 5.2's loophole: %v, want %v (%+v)", tc.ref, lang, said, tc.loophole, e.Steps)
			}
			var pe *parser.Error
			if errors.As(e.ResultError(), &pe) && tc.loophole {
				for _, n := range pe.Notes {
					if n.Code == parser.NoteSchemeSlashes {
						t.Errorf("%s, %s: the result's error still asks for \"//\": %v", tc.ref, lang, pe)
					}
				}
			}
		}
	}
	var pe *parser.Error
	_, err := parser.Parse("http:g")
	if !errors.As(err, &pe) || len(pe.Notes) == 0 || pe.Notes[0].Code != parser.NoteSchemeSlashes {
		t.Errorf(`Parse("http:g") = %v, want the note that asks for "//"`, err)
	}
}
