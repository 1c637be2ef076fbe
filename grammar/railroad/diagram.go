package railroad

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Layout constants, in SVG user units (pixels). Every size is an integer,
// so that the SVG text, and the page, are the same bytes on every run.
const (
	ArcRadius = 10 // radius of the rails' bends
	BoxHeight = 22 // height of a terminal or nonterminal box
	CharWidth = 8  // width allowed for one character of box text
	TextPad   = 10 // space between a box's side and its text
	Gap       = 10 // rail between two items of a sequence
	VGap      = 10 // space between two stacked rails or items
	CellWidth = 18 // width of one character's cell in a CharSet
	CellPad   = 4  // space between a CharSet's rounded ends and its cells
	Margin    = 10 // space around a whole diagram
	CapWidth  = 20 // the start and end marks of a diagram
)

// Size is the extent of a laid-out node. Its rail enters on the left and
// leaves on the right, both at height 0; Up is how far the node reaches
// above that line and Down how far below.
type Size struct {
	W, Up, Down int
}

// H is the node's height.
func (s Size) H() int { return s.Up + s.Down }

// A Node is one element of a railroad diagram. Its layout depends only
// on its content: Size is computed from the node's children.
type Node interface {
	Size() Size
	// draw writes the node's SVG with its rail entering at (x, y).
	draw(c *canvas, x, y int)
}

// Kind tells the three kinds of box apart.
type Kind int

// The kinds of box: a terminal (literal text), a character class (one
// character of a class the RFC names: alpha, uchar) and a nonterminal
// (a reference to a rule).
const (
	KindTerminal Kind = iota
	KindClass
	KindNonTerminal
)

// Box is a terminal, class or nonterminal: text in a box on the rail.
// Terminals and classes have rounded ends, nonterminals square corners.
type Box struct {
	Kind  Kind
	Text  string // what the box shows
	Href  string // where the box links to, or ""
	Title string // a tooltip, or ""
}

// Terminal returns a rounded box for literal text: ";type=".
func Terminal(text string) *Box { return &Box{Kind: KindTerminal, Text: text} }

// Class returns a rounded box for a character class, linking to href
// (its own diagram), with a tooltip.
func Class(name, href, title string) *Box {
	return &Box{Kind: KindClass, Text: name, Href: href, Title: title}
}

// NonTerminal returns a square box naming a rule, linking to href.
func NonTerminal(name, href string) *Box {
	return &Box{Kind: KindNonTerminal, Text: name, Href: href}
}

func textWidth(s string) int { return utf8.RuneCountInString(s) * CharWidth }

// Size is the text's width plus padding, by BoxHeight.
func (b *Box) Size() Size {
	return Size{W: textWidth(b.Text) + 2*TextPad, Up: BoxHeight / 2, Down: BoxHeight - BoxHeight/2}
}

// Skip is an empty stretch of rail.
type Skip struct{}

// Size is zero.
func (Skip) Size() Size { return Size{} }

// Seq is a sequence: its items left to right, joined by the rail.
type Seq struct{ Items []Node }

// Sequence returns the items in sequence. Nested sequences are flattened.
func Sequence(items ...Node) Node {
	var flat []Node
	for _, it := range items {
		if s, ok := it.(*Seq); ok {
			flat = append(flat, s.Items...)
		} else if it != nil {
			flat = append(flat, it)
		}
	}
	switch len(flat) {
	case 0:
		return Skip{}
	case 1:
		return flat[0]
	}
	return &Seq{Items: flat}
}

// Size is the items' widths plus a Gap between each two; Up and Down are
// the largest of the items'.
func (s *Seq) Size() Size {
	var z Size
	for i, it := range s.Items {
		sz := it.Size()
		if i > 0 {
			z.W += Gap
		}
		z.W += sz.W
		z.Up = max(z.Up, sz.Up)
		z.Down = max(z.Down, sz.Down)
	}
	return z
}

// Alt is a choice: its alternatives stacked, the first on the main line,
// joined by rails that branch on the left and meet on the right.
type Alt struct{ Items []Node }

// Choice returns a choice of the alternatives. A nested choice is
// flattened into its parent.
func Choice(items ...Node) Node {
	var flat []Node
	for _, it := range items {
		if a, ok := it.(*Alt); ok {
			flat = append(flat, a.Items...)
		} else if it != nil {
			flat = append(flat, it)
		}
	}
	switch len(flat) {
	case 0:
		return Skip{}
	case 1:
		return flat[0]
	}
	return &Alt{Items: flat}
}

// offsets returns how far below the main line each alternative's rail is.
func (a *Alt) offsets() []int {
	off := make([]int, len(a.Items))
	for i := 1; i < len(a.Items); i++ {
		off[i] = off[i-1] + a.Items[i-1].Size().Down + VGap + a.Items[i].Size().Up
		// Each branch bends twice on the way down.
		off[i] = max(off[i], off[i-1]+2*ArcRadius)
	}
	return off
}

// Size is the widest alternative plus two bends on each side; the
// choice reaches as far up as its first alternative and down to the
// bottom of its last.
func (a *Alt) Size() Size {
	w := 0
	for _, it := range a.Items {
		w = max(w, it.Size().W)
	}
	off := a.offsets()
	last := a.Items[len(a.Items)-1].Size()
	return Size{W: w + 4*ArcRadius, Up: a.Items[0].Size().Up, Down: off[len(off)-1] + last.Down}
}

// Opt is an optional item: the item on the main line and a bypass above.
type Opt struct{ Item Node }

// Optional returns item made optional.
func Optional(item Node) Node { return &Opt{Item: item} }

func (o *Opt) bypass() int { return max(o.Item.Size().Up+VGap, 2*ArcRadius) }

// Size is the item plus two bends on each side, reaching up to the
// bypass.
func (o *Opt) Size() Size {
	s := o.Item.Size()
	return Size{W: s.W + 4*ArcRadius, Up: max(s.Up, o.bypass()), Down: s.Down}
}

// Rep is a repetition of one or more: the item on the main line and a
// loop below it that leads back to its start.
type Rep struct{ Item Node }

// OneOrMore returns item repeated one or more times.
func OneOrMore(item Node) Node { return &Rep{Item: item} }

// ZeroOrMore returns item repeated zero or more times: an optional
// repetition.
func ZeroOrMore(item Node) Node { return Optional(OneOrMore(item)) }

func (r *Rep) loop() int { return max(r.Item.Size().Down+VGap, 2*ArcRadius) }

// Size is the item plus one bend on each side, reaching down to the loop.
func (r *Rep) Size() Size {
	s := r.Item.Size()
	return Size{W: s.W + 2*ArcRadius, Up: s.Up, Down: max(s.Down, r.loop())}
}

// CharSet is a choice of single characters drawn as one box of cells,
// a character in each: any one of them, as the RFC's classes list them
// ("A" | "I" | "D" ...), a box high instead of a rail each.
type CharSet struct {
	Chars []string
	Title string // a tooltip, or ""
}

// Chars returns the choice of the characters chars as one CharSet box.
func Chars(chars ...string) *CharSet { return &CharSet{Chars: chars} }

// Size is a cell a character, padded at the ends, by BoxHeight.
func (c *CharSet) Size() Size {
	return Size{W: len(c.Chars)*CellWidth + 2*CellPad, Up: BoxHeight / 2, Down: BoxHeight - BoxHeight/2}
}

// canvas accumulates SVG elements.
type canvas struct{ b strings.Builder }

func (c *canvas) printf(parts ...any) {
	for _, p := range parts {
		switch p := p.(type) {
		case string:
			c.b.WriteString(p)
		case int:
			c.b.WriteString(strconv.Itoa(p))
		}
	}
}

// path writes one rail.
func (c *canvas) path(d ...any) {
	c.printf(`<path d="`)
	c.printf(d...)
	c.printf(`"/>`, "\n")
}

// hline writes a straight rail from x1 to x2 at y, if it has length.
func (c *canvas) hline(x1, x2, y int) {
	if x2 > x1 {
		c.path("M", x1, " ", y, "H", x2)
	}
}

// arc returns an SVG arc of ArcRadius to (x, y); clockwise is the sweep.
func arc(clockwise bool, x, y int) string {
	sweep := "0"
	if clockwise {
		sweep = "1"
	}
	r := strconv.Itoa(ArcRadius)
	return "A" + r + " " + r + " 0 0 " + sweep + " " + strconv.Itoa(x) + " " + strconv.Itoa(y)
}

func (Skip) draw(*canvas, int, int) {}

func (b *Box) draw(c *canvas, x, y int) {
	s := b.Size()
	class, rx := "terminal", BoxHeight/2
	switch b.Kind {
	case KindClass:
		class = "class"
	case KindNonTerminal:
		class, rx = "nonterminal", 0
	}
	if b.Href != "" {
		c.printf(`<a href="`, escape(b.Href), `">`)
	}
	c.printf(`<g class="`, class, `">`)
	if b.Title != "" {
		c.printf(`<title>`, escape(b.Title), `</title>`)
	}
	c.printf(`<rect x="`, x, `" y="`, y-s.Up, `" width="`, s.W, `" height="`, s.H(), `" rx="`, rx, `"/>`)
	c.printf(`<text x="`, x+s.W/2, `" y="`, y+4, `" textLength="`, textWidth(b.Text),
		`" lengthAdjust="spacingAndGlyphs">`, escape(b.Text), `</text></g>`)
	if b.Href != "" {
		c.printf(`</a>`)
	}
	c.printf("\n")
}

func (s *Seq) draw(c *canvas, x, y int) {
	for i, it := range s.Items {
		if i > 0 {
			c.hline(x, x+Gap, y)
			x += Gap
		}
		it.draw(c, x, y)
		x += it.Size().W
	}
}

func (a *Alt) draw(c *canvas, x, y int) {
	r := ArcRadius
	s := a.Size()
	inner := s.W - 4*r
	off := a.offsets()
	for i, it := range a.Items {
		is := it.Size()
		ix := x + 2*r + (inner-is.W)/2 // alternatives are centred
		yi := y + off[i]
		if i == 0 {
			c.hline(x, ix, y)
			c.hline(ix+is.W, x+s.W, y)
		} else {
			c.path("M", x, " ", y, arc(true, x+r, y+r), "V", yi-r, arc(false, x+2*r, yi), "H", ix)
			c.path("M", ix+is.W, " ", yi, "H", x+s.W-2*r, arc(false, x+s.W-r, yi-r), "V", y+r, arc(true, x+s.W, y))
		}
		it.draw(c, ix, yi)
	}
}

func (o *Opt) draw(c *canvas, x, y int) {
	r := ArcRadius
	s := o.Size()
	is := o.Item.Size()
	yb := y - o.bypass()
	c.path("M", x, " ", y, arc(false, x+r, y-r), "V", yb+r, arc(true, x+2*r, yb),
		"H", x+s.W-2*r, arc(true, x+s.W-r, yb+r), "V", y-r, arc(false, x+s.W, y))
	c.hline(x, x+2*r, y)
	o.Item.draw(c, x+2*r, y)
	c.hline(x+2*r+is.W, x+s.W, y)
}

func (p *Rep) draw(c *canvas, x, y int) {
	r := ArcRadius
	s := p.Size()
	is := p.Item.Size()
	yl := y + p.loop()
	c.hline(x, x+r, y)
	p.Item.draw(c, x+r, y)
	c.hline(x+r+is.W, x+s.W, y)
	c.path("M", x+s.W-r, " ", y, arc(true, x+s.W, y+r), "V", yl-r, arc(true, x+s.W-r, yl),
		"H", x+r, arc(true, x, yl-r), "V", y+r, arc(true, x+r, y))
	// An arrowhead on the loop shows which way it runs.
	mx := x + s.W/2
	c.printf(`<path class="arrow" d="M`, mx-4, " ", yl, "L", mx+3, " ", yl-4, "L", mx+3, " ", yl+4, `Z"/>`, "\n")
}

func (cs *CharSet) draw(c *canvas, x, y int) {
	s := cs.Size()
	c.printf(`<g class="charset">`)
	title := cs.Title
	if title == "" {
		title = strings.Join(cs.Chars, " ")
	}
	c.printf(`<title>`, escape(title), `</title>`)
	c.printf(`<rect x="`, x, `" y="`, y-s.Up, `" width="`, s.W, `" height="`, s.H(), `" rx="`, BoxHeight/2, `"/>`)
	for i, ch := range cs.Chars {
		cx := x + CellPad + i*CellWidth
		if i > 0 {
			c.printf(`<line x1="`, cx, `" y1="`, y-s.Up+4, `" x2="`, cx, `" y2="`, y+s.Down-4, `"/>`)
		}
		c.printf(`<text x="`, cx+CellWidth/2, `" y="`, y+4, `">`, escape(ch), `</text>`)
	}
	c.printf("</g>\n")
}

// Diagram is a whole railroad diagram: a start mark, the node and an end
// mark.
type Diagram struct {
	Root  Node
	Label string // the diagram's accessible name, e.g. the rule's
}

// Size is the root's size, with the marks and a margin all round. The
// returned Up is the distance from the top of the diagram to its main
// line.
func (d *Diagram) Size() Size {
	s := d.Root.Size()
	return Size{W: s.W + 2*(Margin+CapWidth), Up: s.Up + Margin, Down: s.Down + Margin}
}

// SVG returns the diagram as an svg element.
func (d *Diagram) SVG() string {
	var c canvas
	s := d.Size()
	c.printf(`<svg xmlns="http://www.w3.org/2000/svg" class="railroad" width="`, s.W, `" height="`, s.H(),
		`" viewBox="0 0 `, s.W, " ", s.H(), `" role="img" aria-label="`, escape(d.Label), `">`, "\n")
	y := s.Up
	x := Margin
	// Start mark: two bars, then the rail.
	c.path("M", x, " ", y-8, "V", y+8, "M", x+5, " ", y-8, "V", y+8, "M", x+5, " ", y, "H", x+CapWidth)
	d.Root.draw(&c, x+CapWidth, y)
	x += CapWidth + d.Root.Size().W
	c.path("M", x, " ", y, "H", x+CapWidth-5, "M", x+CapWidth-5, " ", y-8, "V", y+8, "M", x+CapWidth, " ", y-8, "V", y+8)
	c.printf("</svg>")
	return c.b.String()
}

// escape escapes text for XML and HTML alike.
func escape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '"':
			b.WriteString("&quot;")
		case '\'':
			b.WriteString("&#39;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
