package tagsyntax_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar/internal/tagsyntax"
)

// show writes e in a form that shows its shape: each node's kind, the
// field a capture fills, a group's modifier.
func show(e *tagsyntax.Expr) string {
	var subs []string
	for _, s := range e.Subs {
		subs = append(subs, show(s))
	}
	inner := strings.Join(subs, " ")
	switch e.Kind {
	case tagsyntax.Seq:
		return "Seq(" + inner + ")"
	case tagsyntax.Alt:
		return "Alt(" + inner + ")"
	case tagsyntax.Group:
		if e.Quant == 0 {
			return "Group(" + inner + ")"
		}
		return fmt.Sprintf("Group%c(%s)", e.Quant, inner)
	case tagsyntax.Look:
		if e.Negative {
			return "Look!(" + inner + ")"
		}
		return "Look=(" + inner + ")"
	case tagsyntax.Capture:
		return fmt.Sprintf("Capture%d(%s)", e.Field, inner)
	case tagsyntax.Lit:
		if e.Type != nil {
			return fmt.Sprintf("%q:%s", e.Text, e.Type.Text)
		}
		return fmt.Sprintf("%q", e.Text)
	}
	return e.Text
}

func fields(tags ...string) []tagsyntax.Field {
	out := make([]tagsyntax.Field, len(tags))
	for i, t := range tags {
		out[i] = tagsyntax.Field{Name: fmt.Sprintf("F%d", i), Tag: t}
	}
	return out
}

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		tags []string
		want string
	}{
		{[]string{"'/'"}, `Seq("/")`},
		{[]string{`'f' "t" 'p'`}, `Seq("f" "t" "p")`},
		{[]string{`'%41' "'" '\\'`}, `Seq("%41" "'" "\\")`},
		{[]string{"Alpha | Digit"}, "Alt(Seq(Alpha) Seq(Digit))"},
		{[]string{"@@"}, "Seq(Capture0())"},
		{[]string{"@( Alpha | Digit )+"}, "Seq(Group+(Capture0(Group(Alt(Seq(Alpha) Seq(Digit))))))"},
		// A modifier wraps the term before it, a capture included.
		{[]string{"@'/'?"}, `Seq(Group?(Capture0("/")))`},
		{[]string{"( 'a' 'b' )*"}, `Seq(Group*(Group(Seq("a" "b"))))`},
		{[]string{"(?= Alpha* '@' ) @@?", "':'"}, `Seq(Look=(Seq(Group*(Alpha) "@")) Group?(Capture0()) ":")`},
		{[]string{"(?! '/' ) 'x':Alpha"}, `Seq(Look!(Seq("/")) "x":Alpha)`},
		// A group opened in one field's tag closes in a later one's, and
		// each capture fills the field whose tag holds its "@"; a field
		// without a tag holds nothing.
		{[]string{"( @@", "", "( ':' @@ )? '@' )?"}, `Seq(Group?(Group(Seq(Capture0() Group?(Group(Seq(":" Capture2()))) "@"))))`},
		{[]string{"\t'a'\r\n| 'b'"}, `Alt(Seq("a") Seq("b"))`},
	} {
		e, err := tagsyntax.Parse(fields(tc.tags...))
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.tags, err)
			continue
		}
		if diff := cmp.Diff(tc.want, show(e)); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s", tc.tags, diff)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	for _, tc := range []struct {
		tags []string
		want tagsyntax.Error
	}{
		{[]string{"'a"}, tagsyntax.Error{0, "literal 'a", "it is not closed"}},
		{[]string{"'a'", "''"}, tagsyntax.Error{1, "empty literal ''", "participle matches any token with it; write the token type instead"}},
		{[]string{`'\q'`}, tagsyntax.Error{0, `literal '\q'`, "it is not a valid Go string literal"}},
		{[]string{"`a`"}, tagsyntax.Error{0, "raw string literal `a`", "write literals in single quotes"}},
		{[]string{"'a' #"}, tagsyntax.Error{0, "character '#'", "it is not part of the grammar syntax the generator supports"}},
		{[]string{"'a' )"}, tagsyntax.Error{0, `")"`, "it closes no group"}},
		{[]string{"'a' |"}, tagsyntax.Error{0, "empty alternative 2", "an alternative must match something"}},
		{[]string{"( 'a' )!"}, tagsyntax.Error{0, `group modifier "!" (non-empty match)`, "not supported by the generator"}},
		{[]string{"(?= 'a' )*"}, tagsyntax.Error{0, `modifier "*" on a lookahead`, "a lookahead consumes nothing; participle would loop on it"}},
		{[]string{"'a'?", "+"}, tagsyntax.Error{1, `second modifier "+"`, "participle reads one modifier per term; group the term first"}},
		{[]string{"@"}, tagsyntax.Error{0, "end of the tags", "an expression is missing"}},
		{[]string{"[ 'a' ]"}, tagsyntax.Error{0, "optional [ ... ]", "not supported by the generator; write ( ... )?"}},
		{[]string{"{ 'a' }"}, tagsyntax.Error{0, "repetition { ... }", "not supported by the generator; write ( ... )*"}},
		{[]string{"~Alpha"}, tagsyntax.Error{0, "token negation ~", "not supported by the generator"}},
		{[]string{"'a' ="}, tagsyntax.Error{0, `"="`, "unexpected here: an expression is missing"}},
		{[]string{"'a':'b'"}, tagsyntax.Error{0, "literal type 'a':'b'", "a literal's type must be a token type"}},
		{[]string{"(?: 'a' )"}, tagsyntax.Error{0, "group (?:", "a lookahead is (?= ...) or (?! ...)"}},
		{[]string{"( 'a'", "'b' |"}, tagsyntax.Error{1, "empty alternative 2", "an alternative must match something"}},
		{[]string{"( 'a'", "'b'"}, tagsyntax.Error{1, `"end of the tags"`, `expected ")" closing the "(" of field F0`}},
	} {
		_, err := tagsyntax.Parse(fields(tc.tags...))
		got, ok := err.(*tagsyntax.Error)
		if !ok {
			t.Errorf("Parse(%q): error %v, want %v", tc.tags, err, tc.want)
			continue
		}
		if diff := cmp.Diff(tc.want, *got); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s", tc.tags, diff)
		}
	}
}

// FuzzParse checks that no tag makes Parse panic, and that an error
// names one of the fields.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"( @@ ( ':' @@ )? '@' )?", "(?= Alpha* '@' ) @@?", "'a':Alpha | @'/'+", "((", "'\\", "@@@", "(?"} {
		f.Add(s, "")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		_, err := tagsyntax.Parse(fields(a, b))
		if e, ok := err.(*tagsyntax.Error); ok && (e.Field < 0 || e.Field > 1) {
			t.Errorf("Parse(%q, %q): error in field %d", a, b, e.Field)
		}
	})
}

func TestParseNoFields(t *testing.T) {
	if _, err := tagsyntax.Parse(nil); err == nil {
		t.Error("Parse(nil) reads an expression")
	}
}
