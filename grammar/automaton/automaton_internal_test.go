package automaton

import (
	"math/rand/v2"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
)

// decimal is the automaton of 1*digit [ "." 1*digit ]: states 0 dead,
// 1 start, 2 digits (final), 3 after ".", 4 fraction (final).
func decimal() *Automaton {
	a := &Automaton{Classes: 3, Final: []bool{false, false, true, false, true},
		Prod: make([]uint16, 5), Productions: []ast.Production{{Name: "number"}}}
	for b := '0'; b <= '9'; b++ {
		a.Class[b] = 1
	}
	a.Class['.'] = 2
	a.Next = []uint16{
		0, 0, 0, // dead
		0, 2, 0, // start
		0, 2, 3, // digits
		0, 4, 0, // after "."
		0, 4, 0, // fraction
	}
	return a
}

// TestRunRows checks that Run by the rows and by Class and Next agree,
// from every state, on random inputs over the automaton's bytes and
// others.
func TestRunRows(t *testing.T) {
	a := decimal()
	if a.byteRows() == nil {
		t.Fatal("no rows for a 5-state automaton")
	}
	r := rand.New(rand.NewPCG(1, 2))
	const alphabet = "0123456789.x\x00\xff"
	for range 20000 {
		b := make([]byte, r.IntN(12))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		s := string(b)
		for st := range uint16(len(a.Final)) {
			gotSt, gotN := a.RunFrom(st, s)
			wantSt, wantN := a.runClasses(st, s)
			if gotSt != wantSt || gotN != wantN {
				t.Fatalf("RunFrom(%d, %q) = %d, %d; by classes %d, %d", st, s, gotSt, gotN, wantSt, wantN)
			}
		}
	}
	for s, want := range map[string]bool{"12": true, "1.5": true, "1.": false, ".5": false, "": false, "1.5.": false} {
		if got := a.Valid(s); got != want {
			t.Errorf("Valid(%q) = %t, want %t", s, got, want)
		}
	}
}

// TestRunWithoutRows checks an automaton too large for rows still runs.
func TestRunWithoutRows(t *testing.T) {
	a := &Automaton{Classes: 1, Final: make([]bool, 300), Next: make([]uint16, 300),
		Prod: make([]uint16, 300), Productions: []ast.Production{{Name: "chain"}}}
	for st := 1; st < 299; st++ {
		a.Next[st] = uint16(st + 1)
	}
	a.Final[299] = true
	if a.byteRows() != nil {
		t.Fatal("rows for 300 states")
	}
	if st, n := a.Run("abc"); st != 4 || n != 3 {
		t.Errorf("Run = %d, %d; want 4, 3", st, n)
	}
}

func TestEqual(t *testing.T) {
	a, b := decimal(), decimal()
	a.Run("12") // a derives its rows; b does not
	if !a.Equal(b) || !b.Equal(a) {
		t.Error("an automaton that ran differs from the same one that did not")
	}
	b.Final[2] = false
	if a.Equal(b) {
		t.Error("automata with different Final are equal")
	}
	var none *Automaton
	if a.Equal(none) || !none.Equal(nil) {
		t.Error("Equal with nil is wrong")
	}
}

// TestDerived checks the derived Expected, Index and LongestValid against
// their loops over the generated tables.
func TestDerived(t *testing.T) {
	a := decimal()
	a.Bytes = nil
	for st := range uint16(len(a.Final)) {
		if got, want := a.Expected(st), a.expectedOf(st); got != want {
			t.Errorf("Expected(%d) = %v, want %v", st, got, want)
		}
	}
	a.Productions = []ast.Production{{Name: "number"}, {Name: "fraction"}, {Name: "number"}}
	b := decimal()
	b.Productions = a.Productions
	for name, want := range map[string]int{"number": 0, "fraction": 1, "digit": -1} {
		if got := b.Index(name); got != want {
			t.Errorf("Index(%q) = %d, want %d", name, got, want)
		}
	}
	for _, s := range []string{"", "1", "1.", "1.5", "1.5.", "x", "12.34x", ".5"} {
		if got, want := a.LongestValid(s), a.longestValidClasses(s); got != want {
			t.Errorf("LongestValid(%q) = %d, by classes %d", s, got, want)
		}
	}
}

// TestVerify checks that Verify finds each kind of inconsistency, that an
// inconsistent automaton's first use spends nothing its Index needs, and
// that the generated tables pass.
func TestVerify(t *testing.T) {
	if err := decimal().Verify(); err != nil {
		t.Fatalf("decimal: %v", err)
	}
	for name, spoil := range map[string]func(a *Automaton){
		"no classes":         func(a *Automaton) { a.Classes = 0 },
		"class out of range": func(a *Automaton) { a.Class['x'] = 7 },
		"short Next":         func(a *Automaton) { a.Next = a.Next[:4] },
		"next out of range":  func(a *Automaton) { a.Next[7] = 256 },
		"dead goes on":       func(a *Automaton) { a.Next[1] = 2 },
		"short Prod":         func(a *Automaton) { a.Prod = a.Prod[:2] },
		"prod out of range":  func(a *Automaton) { a.Prod[3] = 9 },
		"no states":          func(a *Automaton) { a.Final = nil },
		"bytes of a class":   func(a *Automaton) { a.Bytes = make([]ByteSet, 3) },
		"short In":           func(a *Automaton) { a.InWords = 1 },
	} {
		a := decimal()
		spoil(a)
		if a.Verify() == nil {
			t.Errorf("%s: Verify found nothing", name)
		}
		if a.Index("number") != 0 {
			t.Errorf("%s: Index after the first use = %d", name, a.Index("number"))
		}
	}
}

func TestByteSetString(t *testing.T) {
	var s ByteSet
	for _, c := range []byte("-09az.") {
		s.Add(c)
	}
	for c := byte('0'); c <= '9'; c++ {
		s.Add(c)
	}
	s.Add(0xe9)
	if got, want := s.String(), `{'-', '.', '0'-'9', 'a', 'z', '\xe9'}`; got != want {
		t.Errorf("String() = %s, want %s", got, want)
	}
	if got := (ByteSet{}).String(); got != "{}" {
		t.Errorf("empty String() = %s", got)
	}
}
