package automaton

import (
	"fmt"
	"slices"
	"sync"

	"github.com/urlsyntax/rfc1738/ast"
)

// Automaton is the deterministic automaton of a grammar's language, read
// byte by byte. Its states are numbered from 0, the dead state, which
// no valid input passes through; Start is 1. It is minimal among the
// automata whose states also name the same productions.
//
// The tables are written by package grammar/gen, from the grammar, into
// generated code, or built by interp.BuildAutomaton when a parser is made.
// An Automaton is read-only once built, and safe for concurrent use; it
// must not be copied once used (it derives a table on first use, see
// Run), so it is passed by pointer.
type Automaton struct {
	// Class maps each byte to its class: every state reads the bytes of
	// a class alike.
	Class [256]uint8
	// Classes is the number of classes.
	Classes int
	// Bytes, when it has Classes entries, holds the bytes of each class:
	// Bytes[c] is the set of bytes b with Class[b] == c. It is derived
	// from Class, and makes Expected a few unions instead of a pass over
	// every byte. BuildAutomaton fills it.
	Bytes []ByteSet
	// Next holds the transitions, a row of Classes entries per state:
	// Next[int(s)*Classes+int(Class[b])] is the state after byte b in
	// state s.
	Next []uint16
	// Final reports, for each state, whether the input may end there.
	Final []bool
	// Prod gives, for each state, the index in Productions of the
	// innermost production that every way of going on from the state
	// lies in.
	Prod []uint16
	// In holds, for each state, the set of productions that some way of
	// going on from the state lies in, as InWords 64-bit words a state:
	// production i is in state s's set when bit i%64 of
	// In[int(s)*InWords+i/64] is set.
	In      []uint64
	InWords int
	// Productions are the productions Prod and In name.
	Productions []ast.Production

	// derived holds tables computed from the others on first use (see
	// derive), by derivedOnce.
	derived     *derived
	derivedOnce sync.Once
}

// derived are the tables an Automaton computes from its own on first
// use, to answer in one look-up what the generated tables answer in a
// loop. A URL that parses needs the rows; one that does not, the rest.
type derived struct {
	// rows holds the transitions again: a row of 256 entries a state,
	// each the next state times 256, the start of its own row. Reading
	// a byte is then one load where Class and Next take two that depend
	// on each other, so Run reads a URL faster. Nil
	// when the automaton has more than 255 states, whose rows uint16
	// cannot address.
	rows []uint16
	// expected holds Expected of each state.
	expected []ByteSet
	// index maps a production's name to its index in Productions.
	index map[string]int
}

// Dead and Start are the automaton's dead and first states.
const (
	Dead  uint16 = 0
	Start uint16 = 1
)

// Run reads s from its first byte and returns the state it is in after
// the longest prefix of s that some valid input starts with, and that
// prefix's length n. s is valid when n is len(s) and Final[state].
func (a *Automaton) Run(s string) (state uint16, n int) {
	return a.RunFrom(Start, s)
}

// RunFrom is Run from state st instead of Start.
func (a *Automaton) RunFrom(st uint16, s string) (state uint16, n int) {
	rows := a.byteRows()
	if rows == nil || int(st) >= len(a.Final) {
		return a.runClasses(st, s)
	}
	at := int(st) << 8
	for i := 0; i < len(s); i++ {
		next := int(rows[at|int(s[i])])
		if next == 0 { // the dead state's row starts at 0
			return uint16(at >> 8), i
		}
		at = next
	}
	return uint16(at >> 8), len(s)
}

// runClasses is RunFrom by Class and Next, without the rows.
func (a *Automaton) runClasses(st uint16, s string) (state uint16, n int) {
	stride := a.Classes
	for i := 0; i < len(s); i++ {
		next := a.Next[int(st)*stride+int(a.Class[s[i]])]
		if next == Dead {
			return st, i
		}
		st = next
	}
	return st, len(s)
}

// byteRows returns the rows, nil when there are none.
func (a *Automaton) byteRows() []uint16 { return a.derive().rows }

// derive returns the derived tables, computing them the first time.
func (a *Automaton) derive() *derived {
	a.derivedOnce.Do(func() {
		d := &derived{index: make(map[string]int, len(a.Productions))}
		for i := len(a.Productions) - 1; i >= 0; i-- {
			d.index[a.Productions[i].Name] = i // the first of a name wins, as in a scan
		}
		a.derived = d
		if a.Verify() != nil {
			return // inconsistent tables: only the index, which needs no other
		}
		states := len(a.Final)
		d.expected = make([]ByteSet, states)
		for st := range states {
			d.expected[st] = a.expectedOf(uint16(st))
		}
		if states <= 255 {
			d.rows = make([]uint16, states*256)
			for st := 0; st < states; st++ {
				for b := 0; b < 256; b++ {
					d.rows[st<<8|b] = a.Next[st*a.Classes+int(a.Class[b])] << 8
				}
			}
		}
	})
	return a.derived
}

// Verify reports the first way in which a's tables are inconsistent, or
// nil: each byte's class below Classes, a row of Classes next states
// for each state, each below the number of states, the dead state's row
// all dead, Bytes (when set) the classes' bytes, a production for each
// state and In's sets of the right size. The generator and
// BuildAutomaton make only consistent automata; the methods of an
// inconsistent one may panic or answer wrongly (Run then reads by Class
// and Next without the derived tables). parser.WithScheme verifies the
// Automaton a scheme author gives it.
func (a *Automaton) Verify() error {
	states := len(a.Final)
	switch {
	case a.Classes < 1 || a.Classes > 256:
		return fmt.Errorf("automaton: Classes is %d, not in [1, 256]", a.Classes)
	case states < 2 || states > 1<<16:
		return fmt.Errorf("automaton: %d states (len(Final)), not in [2, 65536]: a dead state and a start", states)
	case len(a.Next) != states*a.Classes:
		return fmt.Errorf("automaton: len(Next) is %d, not %d states times %d classes", len(a.Next), states, a.Classes)
	case len(a.Prod) != states:
		return fmt.Errorf("automaton: len(Prod) is %d, not the %d states", len(a.Prod), states)
	case a.InWords < 0 || len(a.In) != states*a.InWords:
		return fmt.Errorf("automaton: len(In) is %d, not %d states times InWords %d", len(a.In), states, a.InWords)
	case len(a.Bytes) != 0 && len(a.Bytes) != a.Classes:
		return fmt.Errorf("automaton: len(Bytes) is %d, neither 0 nor the %d classes", len(a.Bytes), a.Classes)
	case a.InWords*64 < len(a.Productions) && a.InWords > 0:
		return fmt.Errorf("automaton: InWords %d cannot hold %d productions", a.InWords, len(a.Productions))
	}
	for b, c := range a.Class {
		if int(c) >= a.Classes {
			return fmt.Errorf("automaton: byte %#x is in class %d, not below Classes %d", b, c, a.Classes)
		}
		if len(a.Bytes) != 0 && !a.Bytes[c].Has(byte(b)) {
			return fmt.Errorf("automaton: byte %#x is in class %d, which Bytes does not give it", b, c)
		}
	}
	for i, next := range a.Next {
		if int(next) >= states {
			return fmt.Errorf("automaton: state %d goes to state %d, not below the %d states", i/a.Classes, next, states)
		}
		if i < a.Classes && next != Dead {
			return fmt.Errorf("automaton: the dead state goes to state %d", next)
		}
	}
	for st, p := range a.Prod {
		if int(p) >= len(a.Productions) {
			return fmt.Errorf("automaton: state %d names production %d of %d", st, p, len(a.Productions))
		}
	}
	return nil
}

// Trail is Run that also appends to trail the state after each prefix
// of s it reads, from the empty one: trail gains n+1 states, the last
// being state.
func (a *Automaton) Trail(s string, trail []uint16) (state uint16, n int, _ []uint16) {
	stride := a.Classes
	st := Start
	trail = append(trail, st)
	for i := 0; i < len(s); i++ {
		next := a.Next[int(st)*stride+int(a.Class[s[i]])]
		if next == Dead {
			return st, i, trail
		}
		st = next
		trail = append(trail, st)
	}
	return st, len(s), trail
}

// LongestValid returns the length of the longest prefix of s that is a
// valid input, or -1 when none is.
func (a *Automaton) LongestValid(s string) int {
	rows := a.byteRows()
	if rows == nil {
		return a.longestValidClasses(s)
	}
	at, longest := int(Start)<<8, -1
	for i := 0; ; i++ {
		if a.Final[at>>8] {
			longest = i
		}
		if i == len(s) {
			return longest
		}
		if at = int(rows[at|int(s[i])]); at == 0 {
			return longest
		}
	}
}

// longestValidClasses is LongestValid by Class and Next.
func (a *Automaton) longestValidClasses(s string) int {
	stride := a.Classes
	st, longest := Start, -1
	for i := 0; ; i++ {
		if a.Final[st] {
			longest = i
		}
		if i == len(s) {
			return longest
		}
		if st = a.Next[int(st)*stride+int(a.Class[s[i]])]; st == Dead {
			return longest
		}
	}
}

// Valid reports whether s is a valid input.
func (a *Automaton) Valid(s string) bool {
	st, n := a.Run(s)
	return n == len(s) && a.Final[st]
}

// Expected returns the bytes that can follow in state st: those after
// which some valid input still goes on.
func (a *Automaton) Expected(st uint16) ByteSet {
	if e := a.derive().expected; int(st) < len(e) {
		return e[st]
	}
	return a.expectedOf(st)
}

// expectedOf computes Expected(st) from the tables.
func (a *Automaton) expectedOf(st uint16) ByteSet {
	row := a.Next[int(st)*a.Classes:][:a.Classes]
	var set ByteSet
	if len(a.Bytes) == a.Classes {
		for c, next := range row {
			if next != Dead {
				set = set.Union(a.Bytes[c])
			}
		}
		return set
	}
	// Without Bytes, every byte's class is looked at, 64 bytes to a word.
	var live [256]uint8
	for c, next := range row {
		live[c] = uint8(min(next, 1)) // 1 unless next is Dead (0)
	}
	for w := range set {
		var word uint64
		for i, c := range a.Class[w*64 : w*64+64] {
			word |= uint64(live[c]) << i
		}
		set[w] = word
	}
	return set
}

// Production returns the innermost production that every way of going
// on from state st lies in.
func (a *Automaton) Production(st uint16) ast.Production {
	return a.Productions[a.Prod[st]]
}

// Has reports whether some way of going on from state st lies in the
// production with index p.
func (a *Automaton) Has(st uint16, p int) bool {
	return a.In[int(st)*a.InWords+p/64]&(1<<(p%64)) != 0
}

// Index returns the index of the production named name, or -1.
func (a *Automaton) Index(name string) int {
	if i, ok := a.derive().index[name]; ok {
		return i
	}
	return -1
}

// Equal reports whether a and b are the same automaton: the same
// tables, productions included. The tables an automaton derives on first
// use are left out, so one that has run equals one that has not; go-cmp
// uses Equal, as tests that compare a generated automaton with one built
// from the tags do.
func (a *Automaton) Equal(b *Automaton) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Class == b.Class && a.Classes == b.Classes && a.InWords == b.InWords &&
		slices.EqualFunc(a.Bytes, b.Bytes, func(x, y ByteSet) bool { return x == y }) &&
		slices.Equal(a.Next, b.Next) && slices.Equal(a.Final, b.Final) &&
		slices.Equal(a.Prod, b.Prod) && slices.Equal(a.In, b.In) &&
		slices.EqualFunc(a.Productions, b.Productions, func(x, y ast.Production) bool { return x == y })
}
