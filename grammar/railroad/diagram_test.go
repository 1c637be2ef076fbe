package railroad

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestBoxSize(t *testing.T) {
	for _, tc := range []struct {
		n    Node
		want Size
	}{
		{Terminal("/"), Size{W: 1*CharWidth + 2*TextPad, Up: 11, Down: 11}},
		{Terminal("%09"), Size{W: 3*CharWidth + 2*TextPad, Up: 11, Down: 11}},
		{Class("digit", "", ""), Size{W: 5*CharWidth + 2*TextPad, Up: 11, Down: 11}},
		{Chars("A", "I", "D"), Size{W: 3*CellWidth + 2*CellPad, Up: 11, Down: 11}},
		{NonTerminal("HostPort", "#x"), Size{W: 8*CharWidth + 2*TextPad, Up: 11, Down: 11}},
		{Skip{}, Size{}},
	} {
		if got := tc.n.Size(); got != tc.want {
			t.Errorf("%#v: size %+v, want %+v", tc.n, got, tc.want)
		}
	}
}

// The sizes below are worked out by hand from the constants: a box of
// one character is 28 wide, of four 52, and 22 high (11 up, 11 down).
func TestLayoutSizes(t *testing.T) {
	a := Terminal("/")           // 28 x (11, 11)
	b := NonTerminal("Host", "") // 52 x (11, 11)
	c := NonTerminal("Port", "") // 52 x (11, 11)
	tall := Choice(a, b, c)      // 92 x (11, 75)
	set := Chars("a", "b", "c")  // 62 x (11, 11)
	for _, tc := range []struct {
		name string
		n    Node
		want Size
	}{
		{"sequence", Sequence(a, b), Size{W: 28 + Gap + 52, Up: 11, Down: 11}},
		{"sequence of three", Sequence(a, b, c), Size{W: 28 + 52 + 52 + 2*Gap, Up: 11, Down: 11}},
		{"sequence takes the deepest item", Sequence(a, tall), Size{W: 28 + Gap + 92, Up: 11, Down: 75}},
		{"choice of two", Choice(a, b), Size{W: 52 + 4*ArcRadius, Up: 11, Down: 11 + VGap + 11 + 11}},
		{"choice of three", tall, Size{W: 92, Up: 11, Down: 3*22 + 2*VGap - 11}},
		{"choice with an empty first rail", Choice(Skip{}, a), Size{W: 28 + 4*ArcRadius, Up: 0, Down: VGap + 11 + 11}},
		{"choice of empties bends twice", Choice(Skip{}, Skip{}), Size{W: 4 * ArcRadius, Up: 0, Down: 2 * ArcRadius}},
		{"optional", Optional(a), Size{W: 28 + 4*ArcRadius, Up: 11 + VGap, Down: 11}},
		{"optional over a choice", Optional(tall), Size{W: 92 + 4*ArcRadius, Up: 11 + VGap, Down: 75}},
		{"optional of nothing", Optional(Skip{}), Size{W: 4 * ArcRadius, Up: 2 * ArcRadius, Down: 0}},
		{"one or more", OneOrMore(a), Size{W: 28 + 2*ArcRadius, Up: 11, Down: 11 + VGap}},
		{"one or more of a choice", OneOrMore(tall), Size{W: 92 + 2*ArcRadius, Up: 11, Down: 75 + VGap}},
		{"zero or more", ZeroOrMore(a), Size{W: 28 + 6*ArcRadius, Up: 11 + VGap, Down: 11 + VGap}},
		{"a set of characters is one box high", set, Size{W: 62, Up: 11, Down: 11}},
		{"zero or more of a set", ZeroOrMore(set), Size{W: 62 + 6*ArcRadius, Up: 11 + VGap, Down: 11 + VGap}},
	} {
		if got := tc.n.Size(); got != tc.want {
			t.Errorf("%s: size %+v, want %+v", tc.name, got, tc.want)
		}
	}
	d := &Diagram{Root: Sequence(a, b)}
	if got, want := d.Size(), (Size{W: 90 + 2*(Margin+CapWidth), Up: 11 + Margin, Down: 11 + Margin}); got != want {
		t.Errorf("diagram: size %+v, want %+v", got, want)
	}
}

func TestFlatten(t *testing.T) {
	a, b, c := Terminal("a"), Terminal("b"), Terminal("c")
	if s, ok := Sequence(Sequence(a, b), c).(*Seq); !ok || len(s.Items) != 3 {
		t.Errorf("Sequence(Sequence(a, b), c) = %#v, want a flat sequence of three", s)
	}
	if n := Sequence(a); n != Node(a) {
		t.Errorf("Sequence(a) = %#v, want a", n)
	}
	if n := Sequence(); n != Node(Skip{}) {
		t.Errorf("Sequence() = %#v, want Skip", n)
	}
	if ch, ok := Choice(a, Choice(b, c)).(*Alt); !ok || len(ch.Items) != 3 {
		t.Errorf("Choice(a, Choice(b, c)) = %#v, want a flat choice of three", ch)
	}
	// A repeated choice is not a choice to flatten.
	if ch, ok := Choice(a, OneOrMore(Choice(b, c))).(*Alt); !ok || len(ch.Items) != 2 {
		t.Errorf("Choice(a, OneOrMore(Choice(b, c))) = %#v, want a choice of two", ch)
	}
}

type point struct{ x, y int }

var (
	pathRE  = regexp.MustCompile(`<path( class="([^"]*)")? d="([^"]*)"/>`)
	boxRE   = regexp.MustCompile(`<g class="(terminal|class|nonterminal|charset)">(?:<title>[^<]*</title>)?<rect x="(-?\d+)" y="(-?\d+)" width="(\d+)" height="(\d+)"`)
	rectRE  = regexp.MustCompile(`<rect x="(-?\d+)" y="(-?\d+)" width="(\d+)" height="(\d+)"`)
	lineRE  = regexp.MustCompile(`<line x1="(-?\d+)" y1="(-?\d+)" x2="(-?\d+)" y2="(-?\d+)"/>`)
	svgRE   = regexp.MustCompile(`^<svg [^>]*width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"`)
	tokenRE = regexp.MustCompile(`[MHVALZ]|-?\d+`)
)

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// subpaths returns the points of each subpath of an SVG path of the
// commands the diagrams use: M, H, V, L, A and Z, absolute.
func subpaths(t *testing.T, d string) [][]point {
	t.Helper()
	toks := tokenRE.FindAllString(d, -1)
	var out [][]point
	var cur point
	i := 0
	num := func() int {
		if i >= len(toks) {
			t.Fatalf("path %q ends early", d)
		}
		i++
		return atoi(t, toks[i-1])
	}
	for i < len(toks) {
		cmd := toks[i]
		i++
		switch cmd {
		case "M":
			cur = point{num(), 0}
			cur.y = num()
			out = append(out, []point{cur})
			continue
		case "H":
			cur.x = num()
		case "V":
			cur.y = num()
		case "L":
			cur.x = num()
			cur.y = num()
		case "A":
			rx, ry := num(), num()
			num()
			num()
			num()
			if rx != ArcRadius || ry != ArcRadius {
				t.Errorf("path %q: arc of radius %d %d", d, rx, ry)
			}
			to := point{num(), 0}
			to.y = num()
			if abs(to.x-cur.x) != ArcRadius || abs(to.y-cur.y) != ArcRadius {
				t.Errorf("path %q: arc from %v to %v is not a quarter circle", d, cur, to)
			}
			cur = to
		case "Z":
			continue
		default:
			t.Fatalf("path %q: unexpected %q", d, cmd)
		}
		if len(out) == 0 {
			t.Fatalf("path %q does not start with M", d)
		}
		out[len(out)-1] = append(out[len(out)-1], cur)
	}
	return out
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// checkGeometry checks a diagram's SVG: everything lies inside the
// view box, the rails only run straight or bend by quarter circles, and
// every end of a rail meets another rail or the side of a box at its
// middle, so that a reader can follow each rail from start to end.
func checkGeometry(t *testing.T, name string, d *Diagram) {
	t.Helper()
	svg := d.SVG()
	m := svgRE.FindStringSubmatch(svg)
	if m == nil {
		t.Fatalf("%s: no svg header in %.80q", name, svg)
	}
	w, h := atoi(t, m[1]), atoi(t, m[2])
	if s := d.Size(); w != s.W || h != s.H() || m[3] != m[1] || m[4] != m[2] {
		t.Errorf("%s: svg %s, size %+v", name, m[0], s)
	}
	in := func(p point) bool { return p.x >= 0 && p.y >= 0 && p.x <= w && p.y <= h }

	touches := map[point]int{} // how many rail ends and box sides are at a point
	railEnds := map[point]int{}
	var ends, sides []point
	for _, pm := range pathRE.FindAllStringSubmatch(svg, -1) {
		for _, sp := range subpaths(t, pm[3]) {
			for _, p := range sp {
				if !in(p) {
					t.Errorf("%s: path %q leaves the view box %dx%d at %v", name, pm[3], w, h, p)
				}
			}
			for i := 1; i < len(sp); i++ {
				if a, b := sp[i-1], sp[i]; pm[2] == "" && a.x != b.x && a.y != b.y && abs(a.x-b.x) != ArcRadius {
					t.Errorf("%s: path %q runs slant from %v to %v", name, pm[3], a, b)
				}
			}
			if pm[2] == "arrow" {
				continue
			}
			first, last := sp[0], sp[len(sp)-1]
			if first.x == last.x && len(sp) == 2 {
				continue // a bar of a start or end mark
			}
			touches[first]++
			touches[last]++
			railEnds[first]++
			railEnds[last]++
			ends = append(ends, first, last)
		}
	}
	for _, bm := range boxRE.FindAllStringSubmatch(svg, -1) {
		x, y, bw, bh := atoi(t, bm[2]), atoi(t, bm[3]), atoi(t, bm[4]), atoi(t, bm[5])
		if bh != BoxHeight {
			t.Errorf("%s: a box %d high", name, bh)
		}
		touches[point{x, y + bh/2}]++
		touches[point{x + bw, y + bh/2}]++
		sides = append(sides, point{x, y + bh/2}, point{x + bw, y + bh/2})
	}
	for _, rm := range rectRE.FindAllStringSubmatch(svg, -1) {
		x, y, rw, rh := atoi(t, rm[1]), atoi(t, rm[2]), atoi(t, rm[3]), atoi(t, rm[4])
		if !in(point{x, y}) || !in(point{x + rw, y + rh}) {
			t.Errorf("%s: rect %v leaves the view box %dx%d", name, rm[0], w, h)
		}
	}
	for _, lm := range lineRE.FindAllStringSubmatch(svg, -1) {
		if !in(point{atoi(t, lm[1]), atoi(t, lm[2])}) || !in(point{atoi(t, lm[3]), atoi(t, lm[4])}) {
			t.Errorf("%s: line %v leaves the view box %dx%d", name, lm[0], w, h)
		}
	}
	// The rail starts just right of the start mark and ends just left of
	// the end mark; every other end must meet something.
	y := d.Size().Up
	start, end := point{Margin + 5, y}, point{w - Margin - 5, y}
	for _, p := range ends {
		if touches[p] < 2 && p != start && p != end {
			t.Errorf("%s: a rail ends at %v and meets nothing", name, p)
		}
	}
	for _, p := range sides {
		if railEnds[p] == 0 {
			t.Errorf("%s: no rail meets the side of the box at %v", name, p)
		}
	}
	if n := strings.Count(svg, "<svg"); n != 1 {
		t.Errorf("%s: %d svg elements", name, n)
	}
}

func TestGeometry(t *testing.T) {
	a, b, c := Terminal("a"), NonTerminal("Bee", "#b"), Class("digit", "#d", "0-9")
	set := Chars("x", "y", "z")
	for name, n := range map[string]Node{
		"box":                 a,
		"sequence":            Sequence(a, b, c),
		"choice":              Choice(a, b, c),
		"choice with skip":    Choice(Skip{}, a),
		"optional":            Optional(Sequence(a, b)),
		"optional of nothing": Optional(Skip{}),
		"one or more":         OneOrMore(Choice(a, b)),
		"zero or more":        ZeroOrMore(Sequence(a, Choice(b, c))),
		"set":                 set,
		"choice with a set":   ZeroOrMore(Choice(c, set)),
		"nested":              ZeroOrMore(Choice(a, Sequence(OneOrMore(c), Optional(b)), ZeroOrMore(Choice(set, Skip{})))),
	} {
		checkGeometry(t, name, &Diagram{Root: n, Label: name})
	}
}

func ExampleDiagram() {
	d := &Diagram{Root: Sequence(NonTerminal("Host", "#Host"), Optional(Sequence(Terminal(":"), NonTerminal("Port", "#Port"))))}
	s := d.Size()
	fmt.Println(s.W, s.H())
	// Output: 252 52
}
