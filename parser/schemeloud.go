package parser

import (
	"cmp"
	"fmt"
	"reflect"
	"slices"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// This file holds what WithScheme and Register check of a scheme
// author's declarations that would otherwise fail silently: a tree whose
// nodes all span [0,0), errors and labels that name no production, and
// trees of another scheme's type.

var spanType = reflect.TypeOf(ast.Span{})

// checkPartDeclared refuses a Part whose type embeds no ast.Span, or
// whose Production has no Name. The node types inside it are checked with
// the tags (interp.Grammar.CheckDeclared), or were checked by command
// rfc1738gen when Generated is set, and their trees by checkGenerated.
func checkPartDeclared(part ast.SchemePart) error {
	t := reflect.TypeOf(part)
	if t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct && !embedsSpan(t.Elem()) {
		return fmt.Errorf("its Part %s embeds no ast.Span: the parsers fill a node's offsets there, and without it the part would span [0,0) in every tree, error and trace; embed ast.Span in %s", t, t.Elem().Name())
	}
	if d, ok := part.(grammar.Declarer); ok && d.Production().Name == "" {
		return fmt.Errorf("its Part %s has a Production with no Name: trees, diagrams and errors would label it with a blank, and errors in it would name genericurl; return the production's Name, RFC, Section and Rule", t)
	}
	return nil
}

// embedsSpan reports whether struct type t embeds an ast.Span.
func embedsSpan(t reflect.Type) bool {
	f, ok := t.FieldByName("Span")
	return ok && f.Anonymous && f.Type == spanType
}

// maxGeneratedChecks is how many short URLs checkGenerated gives
// Generated: enough to reach the part's main alternatives, few enough
// that building a parser stays quick.
const maxGeneratedChecks = 16

// checkGenerated refuses a Generated that is not Part's generated parser,
// as when it was taken from another scheme's generated file: it would
// return trees of another type, or trees that do not cover the URL, for
// the URLs that both grammars accept. It gives Generated the shortest
// URLs of s.Name that s.Automaton accepts, one for each of a few of its
// final states, and checks each tree that it returns and the parser
// would take: its part must be of Part's type and span the URL after
// "name:". A nil tree, or one that does not span the URL, says nothing:
// a generated parser leaves some trees to the interpreter, and the
// parser leaves those to it too.
func checkGenerated(s Scheme) error {
	want := reflect.TypeOf(s.Part)
	for _, input := range shortestValid(s.Automaton, s.Name+":", maxGeneratedChecks) {
		u := runGenerated(s.Generated, input)
		if u == nil || u.Pos() != 0 || u.End() != len(input) {
			continue // the parser does not take it either (Parser.tree)
		}
		if got := reflect.TypeOf(u.Part); got != want {
			return fmt.Errorf("its Generated parses %q, a URL of Part's production, into a %v, not Part's %v: set Generated from the generated file of Part's own scheme (its Parse function beside the Automaton function)", input, got, want)
		}
		if start := len(s.Name) + 1; u.Part.Pos() != start || u.Part.End() != len(input) {
			return fmt.Errorf("its Generated parses %q into a part that spans [%d,%d), not [%d,%d): it is not Part's generated parser as Part's tags are now; rerun go generate", input, u.Part.Pos(), u.Part.End(), start, len(input))
		}
	}
	return nil
}

// shortestValid returns up to max inputs that a accepts, each of them
// prefix followed by a shortest way from where prefix leads to one of
// a's final states, by a breadth-first search over a's transitions. Each
// byte it chooses shows its class: a lower-case letter or a digit when
// the class has one, so that the inputs read like URLs.
func shortestValid(a *automaton.Automaton, prefix string, max int) []string {
	st, n := a.Run(prefix)
	if n != len(prefix) || st == automaton.Dead {
		return nil
	}
	shows := classBytes(a)
	// The classes in the order of the bytes they show, lower-case
	// letters first: the first way found to a state is the one shown.
	order := make([]int, 0, a.Classes)
	for c := range a.Classes {
		if shows[c] >= 0 {
			order = append(order, c)
		}
	}
	slices.SortFunc(order, func(x, y int) int { return cmp.Compare(showRank(shows[x]), showRank(shows[y])) })
	seen := map[uint16]bool{st: true}
	queue := []uint16{st}
	ways := map[uint16]string{st: prefix}
	var out []string
	for len(queue) > 0 && len(out) < max {
		from := queue[0]
		queue = queue[1:]
		if a.Final[from] {
			out = append(out, ways[from])
		}
		for _, c := range order {
			to := a.Next[int(from)*a.Classes+c]
			if to == automaton.Dead || seen[to] {
				continue
			}
			seen[to] = true
			ways[to] = ways[from] + string(rune(shows[c]))
			queue = append(queue, to)
		}
	}
	return out
}

// classBytes returns, for each class of a, the byte an example shows
// for it: its first lower-case letter, else its first digit, else its
// first other printable ASCII byte; -1 for a class of none of those
// (controls, bytes above 7F), which no valid URL holds unescaped.
func classBytes(a *automaton.Automaton) []int {
	shows := make([]int, a.Classes)
	for c := range shows {
		shows[c] = -1
	}
	for b := 0x20; b < 0x7F; b++ {
		c := a.Class[b]
		if shows[c] < 0 || showRank(b) < showRank(shows[c]) {
			shows[c] = b
		}
	}
	return shows
}

// showRank orders the bytes an example may show: lower-case letters,
// then digits, then the others, each in byte order.
func showRank(b int) int {
	switch {
	case 'a' <= b && b <= 'z':
		return b
	case '0' <= b && b <= '9':
		return 0x100 + b
	}
	return 0x200 + b
}
