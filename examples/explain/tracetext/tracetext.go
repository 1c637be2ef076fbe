// Package tracetext words a trace of the grammar's interpreter
// (parser.Trace, a interp.Trace) for a student, in English or French: the
// productions entered with the bytes they matched, the alternative taken
// at each choice and how many failed before it, each lookahead's
// decision as a sentence; in full, every step tried, those that failed
// marked ✗ with where and why. It returns the trace as a tree of lines
// (Line: its columns, whether it failed, the lines under it), long lists
// of lines already collapsed into a count, so that the trace of a long
// URL stays linear. It is the part of explain's -trace that the live
// page (examples/web) shows too: explain lays the tree out for a
// terminal, aligned and wrapped, the page as nested <details>.
package tracetext

import (
	"fmt"
	"reflect"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/bnf"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/parser"
)

// A Text is a trace in words: the lines of the derivation, or of the
// attempt for a text that is not a URL, then where the attempt ended and
// the verdict.
type Text struct {
	// Lines are the trace's lines, outer before inner and left before
	// right.
	Lines []*Line `json:"lines"`
	// Matched reports whether the interpreter found a derivation.
	Matched bool `json:"matched"`
	// End says, when the interpreter found no derivation, where its
	// reading ended and how far it got: a sentence each.
	End []string `json:"end,omitempty"`
	// Verdict, for a text that is not a URL, says how the attempt
	// relates to the error Parse gives, whose message follows it: it
	// ends with a colon. "" for a URL.
	Verdict string `json:"verdict,omitempty"`
	// Counts says what the counts "×N" of the trace's lines mean, those
	// of the kinds its lines have; "" when they have none.
	Counts string `json:"counts,omitempty"`
}

// A Line is a line of a trace and the lines under it.
type Line struct {
	// Cols are a step's columns: its name (✗ first when it failed), its
	// span and its text, then what it did (some may be ""); or one
	// column, a sentence.
	Cols []string `json:"cols"`
	// Failed reports whether the step failed: a failed production,
	// alternative, iteration, lookahead or run of characters, or the
	// sentence that says why one did.
	Failed bool `json:"failed,omitempty"`
	// Count is how many times the line stands for the same step taken
	// again (a lookahead decided the same way at each character of a
	// run): written once, with "(×N)" when it is more than 1.
	Count int `json:"count,omitempty"`
	// Hidden, on a line that stands for steps left out of a long list
	// (the middle ones: the first and the last are kept), is how many it
	// stands for; its one column says how many, of what, over which
	// bytes, and how many failed.
	Hidden int `json:"hidden,omitempty"`
	// Kind is the kind of step the line is (interp.EventKind's name:
	// "production", "choice", "alternative", "repetition", "iteration",
	// "lookahead", "terminals"); "" for a sentence about the step above
	// it or a line that counts lines left out.
	Kind string `json:"kind,omitempty"`
	// Furthest, in the attempt at a text that is not a URL, reports
	// whether the step failed where the interpreter got furthest (at
	// interp.Trace.Miss): a failed alternative that leads there is worth
	// opening, one that failed sooner less so.
	Furthest bool `json:"furthest,omitempty"`
	// Children are the lines under it.
	Children []*Line `json:"children,omitempty"`

	label string // what the step is, counted when it is collapsed
	start int
	end   int
	list  *list // the lines being added under it, until it is finished
}

// A list is the lines being added under a line: the first ShownFirst
// are made as they come, the others wait in a window of the last few
// until the list ends, and those that leave the window are counted
// (hidden), never made: a long list costs its shown lines, however many
// it has.
type list struct {
	n      int // lines added
	window [MaxShown - ShownFirst]pending
	kept   int // in window: its lines are n-kept, ..., n-1
	hidden hidden
	keys   []keySeq
}

// keySeq is where a lookahead's decision was added first: the lines of
// the same key under one parent are written once, counted.
type keySeq struct {
	key lookaheadKey
	seq int
}

// hidden counts the lines of a list left out: by label in the order they
// came, how many failed, the bytes they cover.
type hidden struct {
	n          int
	labels     []string
	counts     []int
	failed     int
	start, end int
	spans      bool // whether one covers bytes: start and end are set
}

// pendKind is what a pending line is made from.
type pendKind uint8

const (
	pendMade            pendKind = iota // a line made already
	pendProduction                      // a production in the summary, and the lines under it
	pendChoice                          // a choice's sentence, in the summary
	pendLookahead                       // a lookahead's decision, in the summary
	pendFailedAlt                       // a failed alternative, in the summary (ctx: its choice)
	pendFailedIter                      // a failed iteration, in the summary (ctx: its repetition)
	pendFailedTerminals                 // a run of characters that failed, in the summary
	pendFull                            // a step and the steps under it, in full (ctx: its choice)
)

// A pending line is a line not made yet, with what the list counts of
// it when it is left out: its label, whether it failed, its bytes.
type pending struct {
	kind       pendKind
	e, ctx     *interp.Event
	prod       *interp.Event // for pendFull: the production e is in, which names a piece of it (unique, in article)
	line       *Line
	count      int
	label      string
	failed     bool
	start, end int
}

// add adds p under parent: made at once when it is among the first
// ShownFirst, else kept in the window, and counted when it leaves it. A
// lookahead's decision taken again (key) adds to the count of the first.
func (r *builder) add(parent *Line, p pending, key *lookaheadKey) {
	l := parent.list
	if l == nil {
		l = &list{}
		parent.list = l
	}
	if key != nil {
		for _, k := range l.keys {
			if k.key != *key {
				continue
			}
			switch {
			case k.seq < len(parent.Children):
				parent.Children[k.seq].Count++
			case k.seq >= l.n-l.kept:
				l.window[k.seq-(l.n-l.kept)].count++
			}
			return
		}
		l.keys = append(l.keys, keySeq{*key, l.n})
	}
	p.count = 1
	l.n++
	if l.n <= ShownFirst || r.whole {
		parent.Children = append(parent.Children, r.make(p))
		return
	}
	if l.kept == len(l.window) {
		l.hidden.add(l.window[0])
		copy(l.window[:], l.window[1:])
		l.kept--
	}
	l.window[l.kept] = p
	l.kept++
}

// addLine adds a line made already under parent.
func (r *builder) addLine(parent, n *Line) {
	r.add(parent, pending{kind: pendMade, line: n, label: n.label, failed: n.Failed, start: n.start, end: n.end}, nil)
}

// finish ends the list under n: the lines of the window are made, those
// of a list of more than MaxShown but the last ShownLast counted with the
// others left out, as one line.
func (r *builder) finish(n *Line) {
	l := n.list
	if l == nil {
		return
	}
	n.list = nil
	w := l.window[:l.kept]
	if l.n > MaxShown && !r.whole {
		for _, p := range w[:len(w)-ShownLast] {
			l.hidden.add(p)
		}
		w = w[len(w)-ShownLast:]
		n.Children = append(n.Children, &Line{Cols: []string{r.collapsed(&l.hidden)}, Hidden: l.hidden.n})
	}
	for _, p := range w {
		n.Children = append(n.Children, r.make(p))
	}
}

// add counts p, left out.
func (h *hidden) add(p pending) {
	h.n++
	i := 0
	for i < len(h.labels) && h.labels[i] != p.label {
		i++
	}
	if i == len(h.labels) {
		h.labels = append(h.labels, p.label)
		h.counts = append(h.counts, 0)
	}
	h.counts[i]++
	if p.failed {
		h.failed++
	}
	if p.end > p.start || p.start > 0 {
		if !h.spans || p.start < h.start {
			h.start = p.start
		}
		if !h.spans || p.end > h.end {
			h.end = p.end
		}
		h.spans = true
	}
}

// make makes pending line p, and the lines under it.
func (r *builder) make(p pending) *Line {
	var n *Line
	switch p.kind {
	case pendMade:
		n = p.line
	case pendProduction:
		n = r.summaryProduction(p.e, p.ctx)
	case pendChoice:
		n = r.step(p.e, &Line{Cols: []string{r.choiceSentence(p.e)}, label: p.label, Failed: p.failed})
		r.orderNote(p.e, n)
	case pendLookahead:
		n = r.step(p.e, &Line{Cols: []string{r.v.S("lookahead: ", "lecture anticipée : ") + r.lookaheadSentence(p.e, p.ctx)}, label: p.label})
	case pendFailedAlt:
		n = r.step(p.e, &Line{Cols: []string{"✗ " + r.alternativeName(p.ctx, p.e) + r.readThen(p.e)}, Failed: true})
	case pendFailedIter:
		n = r.step(p.e, &Line{Cols: []string{"✗ " + r.form(p.ctx.Node) + r.readThen(p.e)}, Failed: true})
	case pendFailedTerminals:
		n = r.step(p.e, &Line{Cols: []string{"✗ " + p.label + r.v.S(": ", " : ") + r.why(p.e)}, Failed: true, label: p.label})
	case pendFull:
		n = r.fullLine(p.e, p.ctx, p.prod)
	}
	n.Count = p.count
	r.finish(n)
	return n
}

// Build words trace tr in lang: its summary (the productions of the
// derivation or of the attempt, the choices made, the lookaheads
// decided), or with full every step of it. err is what Parse says of
// the same input, nil for a URL: for a text that is not a URL, the
// verdict relates the attempt to it. Lists of more than MaxShown lines
// under a line are collapsed: their first ShownFirst and last ShownLast
// lines are kept, those between stand as one line that counts them.
func Build(tr *interp.Trace, err error, lang grammar.Lang, full bool) *Text {
	return buildText(tr, err, lang, full, false)
}

// buildText is Build; with whole, no list is collapsed: every line is made.
func buildText(tr *interp.Trace, err error, lang grammar.Lang, full, whole bool) *Text {
	r := newBuilder(voice.Voice{Lang: lang}, tr)
	r.whole = whole
	root := &Line{}
	if full {
		r.full(tr.Root, nil, nil, root)
	} else {
		r.summary(tr.Root, root, nil)
	}
	r.finish(root)
	t := &Text{Lines: root.Children, Matched: tr.Matched}
	if !tr.Matched {
		t.End = r.attemptEnd()
	}
	if err != nil {
		t.Verdict = r.verdict(err)
	}
	t.Counts = countsLegend(r.v, t.Lines)
	return t
}

// The longest list of lines under a line that is shown whole
// (MaxShown), and, of a longer one, how many of its first and last
// lines are kept (ShownFirst, ShownLast).
const (
	MaxShown   = 12
	ShownFirst = 8
	ShownLast  = 2
)

// step sets what n says of e, a step: its kind and whether it failed
// where the interpreter got furthest.
func (r *builder) step(e *interp.Event, n *Line) *Line {
	n.Kind = e.Kind.String()
	m := r.tr.Miss
	n.Furthest = !r.tr.Matched && m != nil && e.Failed() && e.Miss != nil && e.Miss.Offset == m.Offset
	return n
}

// named returns the label of production key, with the production's name
// after it when the label is another word ("hôte (host)"), so that a
// student finds the rule the label stands for. A piece that the rule
// writes only in prose is named as a part of its production ("unique
// (part of article)", as explain's tree names it): it is not the
// article.
func named(v voice.Voice, key, production string) string {
	l := v.Label(key)
	if p, ok := grammar.ProsePiece(key); ok && p.Name == production && key != production {
		return l + " (" + v.S("part of ", "partie d'") + production + ")"
	}
	if l == production {
		return l
	}
	return l + " (" + production + ")"
}

// builder turns a trace into lines in v's language.
type builder struct {
	v  voice.Voice
	tr *interp.Trace
	// part is the production of the URL's scheme, whose rule starts
	// with the scheme; nil for the generic syntax.
	part *interp.Struct
	// partName is part's name as the input's scheme reads it, when it
	// is not its own: httpsurl (sameKindName).
	partName string
	forms    map[interp.Node]*bnf.Rule
	// formText caches form, names productionName: a long list names
	// each step it leaves out, and the grammar has few.
	formText map[interp.Node]string
	names    map[[2]*interp.Struct]string
	// within gives each lookahead the sequence it stands in, whose rest
	// it guards.
	within map[*interp.Lookahead]*interp.Sequence
	// whole makes every line of every list, collapsing none (tests
	// compare the lists collapsed as they are added with these).
	whole bool
	// givenUp is 2 when the interpreter got furthest only in readings it
	// gave up, 1 when not, 0 before furthest knows.
	givenUp int
	// ordered holds the rules of section 5 whose order orderNote has
	// said the parser does not follow.
	ordered map[string]bool
}

func newBuilder(v voice.Voice, tr *interp.Trace) *builder {
	r := &builder{v: v, tr: tr, forms: map[interp.Node]*bnf.Rule{}, formText: map[interp.Node]string{}, names: map[[2]*interp.Struct]string{}, ordered: map[string]bool{}}
	r.within, r.part = lastForms.places(tr.Grammar)
	r.partName = sameKindName(tr.Input, r.part)
	return r
}

// sameKindName returns, when input's scheme is one that a later RFC
// defines as one of RFC 1738's under another name (ast.SameKindSchemes)
// and part is that scheme's production, the later RFC's name for it
// (httpsurl for https's httpurl), as the other outputs name the part
// (grammar.OfPart); "" otherwise.
func sameKindName(input string, part *interp.Struct) string {
	scheme, _, ok := strings.Cut(input, ":")
	if !ok || part == nil {
		return ""
	}
	for _, k := range ast.SameKindSchemes() {
		if strings.EqualFold(scheme, k.Name) && k.Production.Of != nil && productionOf(part) == k.Production.Of.Name {
			return k.Production.Name
		}
	}
	return ""
}

// prodName returns the name of s's production, as productionOf does,
// but for the scheme's own production, named as its scheme reads it
// (partName).
func (r *builder) prodName(s *interp.Struct) string {
	if s == r.part && r.partName != "" {
		return r.partName
	}
	return productionOf(s)
}

// placesOf walks grammar g: it returns the sequence each lookahead
// stands in, and the production of the URL's scheme, nil for the
// generic syntax (builder's within and part).
func placesOf(g *interp.Grammar) (within map[*interp.Lookahead]*interp.Sequence, part *interp.Struct) {
	within = map[*interp.Lookahead]*interp.Sequence{}
	var walk func(n interp.Node)
	seen := map[interp.Node]bool{}
	walk = func(n interp.Node) {
		if seen[n] {
			return
		}
		seen[n] = true
		if s, ok := n.(*interp.Sequence); ok {
			for _, it := range s.Items {
				if la, ok := it.(*interp.Lookahead); ok {
					within[la] = s
				}
			}
		}
		if u, ok := n.(*interp.Union); ok && part == nil && len(u.Members) == 1 {
			if p := interp.ProductionOf(u.Members[0]); p.Name != grammar.SchemePartP.Name && p.Name != grammar.IPSchemePart.Name {
				part = u.Members[0]
			}
		}
		for _, c := range interp.Children(n) {
			walk(c)
		}
	}
	walk(g.Root)
	return within, part
}

// collapsed is the line that stands for the hidden steps: how many, of
// what, over which bytes.
func (r *builder) collapsed(h *hidden) string {
	parts := make([]string, len(h.labels))
	for i, l := range h.labels {
		parts[i] = fmt.Sprintf("%s ×%d", l, h.counts[i])
	}
	s := r.v.F("… %d more: %s", "… %d de plus : %s", h.n, strings.Join(parts, ", "))
	if h.spans {
		s += " " + voice.Span(h.start, h.end)
	}
	if h.failed > 0 {
		s += r.v.F(", %d of them failed", ", dont %d en échec", h.failed)
	}
	return s
}

// summary adds the lines of e, under parent, for the summary: the
// productions of the derivation (or of the attempt), the choices made,
// the lookaheads decided. parentProd is the production e is in.
func (r *builder) summary(e *interp.Event, parent *Line, parentProd *interp.Event) {
	v := r.v
	switch e.Kind {
	case interp.KindProduction:
		r.add(parent, pending{kind: pendProduction, e: e, ctx: parentProd, label: r.productionName(e, parentProd), failed: e.Failed(), start: int(e.Start), end: int(e.End)}, nil)
	case interp.KindChoice:
		r.add(parent, pending{kind: pendChoice, e: e, label: v.S("choice", "choix"), failed: e.Failed()}, nil)
		for _, a := range e.Children {
			if a.Failed() {
				if la := leadingLookahead(a); la != nil {
					r.summary(la, parent, parentProd)
				}
				if e.Failed() || r.furthest(a) {
					r.add(parent, pending{kind: pendFailedAlt, e: a, ctx: e, failed: true}, nil)
				}
				continue
			}
			for _, c := range a.Children {
				r.summary(c, parent, parentProd)
			}
		}
	case interp.KindRepetition:
		for _, c := range e.Children {
			if c.Kind != interp.KindIteration {
				r.summary(c, parent, parentProd)
				continue
			}
			if la := leadingLookahead(c); la != nil {
				r.summary(la, parent, parentProd)
			}
			if r.furthest(c) {
				r.add(parent, pending{kind: pendFailedIter, e: c, ctx: e, failed: true}, nil)
			}
		}
	case interp.KindLookahead:
		r.add(parent, pending{kind: pendLookahead, e: e, ctx: parentProd, label: v.S("lookahead", "lecture anticipée")}, &lookaheadKey{e.Node, e.Result})
	case interp.KindTerminals:
		for _, c := range e.Children {
			r.summary(c, parent, parentProd)
		}
		if e.Failed() {
			r.add(parent, pending{kind: pendFailedTerminals, e: e, label: r.form(e.Node), failed: true}, nil)
		}
	}
}

// summaryProduction makes the line of a production in the summary, and
// the lines under it. parentProd is the production it is in.
func (r *builder) summaryProduction(e, parentProd *interp.Event) *Line {
	v := r.v
	n := r.productionLine(e, parentProd)
	r.partNote(e, n)
	for _, c := range e.Children {
		r.summary(c, n, e)
	}
	if e.Failed() && !failedBelow(e) {
		r.addLine(n, &Line{Cols: []string{v.S("failed: ", "échec : ") + r.why(e)}, Failed: true})
	}
	if e.Omitted > 0 && !e.Failed() {
		more := v.F("… and %d more lookahead decisions", "… et %d décisions de lecture anticipée de plus", e.Omitted)
		if e.Omitted == 1 {
			more = v.S("… and 1 more lookahead decision", "… et 1 décision de lecture anticipée de plus")
		}
		r.addLine(n, &Line{Cols: []string{more}})
	}
	return n
}

// furthest reports whether a failed alternative or iteration, which
// read some of the input, is the reading that got furthest in the input
// that is not a URL, further than the attempt's own productions: the
// summary shows it.
func (r *builder) furthest(e *interp.Event) bool {
	m := r.tr.Miss
	if r.tr.Matched || m == nil || e.Result != interp.Failed || e.End <= e.Start || e.Miss == nil || e.Miss.Offset != m.Offset {
		return false
	}
	if r.givenUp == 0 {
		r.givenUp = 1
		if _, onPath := r.missedIn(); !onPath {
			r.givenUp = 2
		}
	}
	return r.givenUp == 2
}

// readThen says what a failed step read, then where and why it failed.
func (r *builder) readThen(e *interp.Event) string {
	v := r.v
	if e.End > e.Start {
		return v.F(": read %s, then %s", " : lu %s, puis %s", r.quoted(int(e.Start), int(e.End)), r.why(e))
	}
	return v.S(": ", " : ") + r.why(e)
}

// lookaheadKey identifies a lookahead's decision, which a run of
// characters may take many times, written once with its count.
type lookaheadKey struct {
	node   interp.Node
	result interp.Result
}

// leadingLookahead returns the lookahead that made a failed alternative
// or iteration fail before it read anything, nil when none did.
func leadingLookahead(e *interp.Event) *interp.Event {
	for _, c := range e.Children {
		if c.Kind == interp.KindLookahead {
			return c
		}
		if c.Start != e.Start || c.End != c.Start {
			return nil
		}
	}
	return nil
}

// failedBelow reports whether a failed production has, on the way the
// summary shows, a failed step under it that says why: a production, a
// choice or a run of characters.
func failedBelow(e *interp.Event) bool {
	for _, c := range e.Children {
		switch {
		case c.Kind == interp.KindIteration || c.Kind == interp.KindAlternative && c.Failed():
			continue
		case c.Failed() && (c.Kind == interp.KindProduction || c.Kind == interp.KindChoice || c.Kind == interp.KindTerminals):
			return true
		}
		if failedBelow(c) {
			return true
		}
	}
	return false
}

// full adds the line of e, and of every step under it, under parent.
// choice is the choice e is an alternative of, prod the production e is
// in (fullLine).
func (r *builder) full(e, choice, prod *interp.Event, parent *Line) {
	v := r.v
	p := pending{kind: pendFull, e: e, ctx: choice, prod: prod, failed: e.Failed(), start: int(e.Start), end: int(e.End)}
	switch e.Kind {
	case interp.KindProduction:
		p.label = r.productionName(e, prod)
	case interp.KindChoice:
		p.label = v.S("choice", "choix")
	case interp.KindAlternative:
		p.label = v.S("alternative", "alternative")
	case interp.KindRepetition, interp.KindTerminals:
		p.label = r.form(e.Node)
	case interp.KindIteration:
		p.label, p.failed = v.S("iteration", "itération"), true
		if optional(e) {
			p.label = v.S("optional part", "partie facultative")
		}
	case interp.KindLookahead:
		p.label, p.end = v.S("lookahead", "lecture anticipée"), int(e.Looked)
	}
	r.add(parent, p, nil)
}

// optional reports whether an iteration is of an optional part.
func optional(e *interp.Event) bool {
	g, ok := e.Node.(*interp.Group)
	return ok && g.Mode == interp.Optional
}

// fullLine makes the line of e in full, and the lines of every step
// under it. choice is the choice e is an alternative of, prod the
// production e is in: a production's line names it as a piece of that
// one where its rule gives the piece no name (the <unique> of an
// article, "unique (part of article)", as the tree names it).
func (r *builder) fullLine(e, choice, prod *interp.Event) *Line {
	v := r.v
	var n *Line
	mark := ""
	if e.Failed() {
		mark = "✗ "
	}
	span := voice.Span(int(e.Start), int(e.End))
	switch e.Kind {
	case interp.KindProduction:
		n = r.productionLine(e, prod)
		n.Cols = append(n.Cols, r.details(e))
		r.partNote(e, n)
	case interp.KindChoice:
		n = r.step(e, &Line{Cols: []string{mark + r.choiceSentence(e)}, label: v.S("choice", "choix"), Failed: e.Failed(), start: int(e.Start), end: int(e.End)})
		r.orderNote(e, n)
	case interp.KindAlternative:
		name := r.alternativeName(choice, e)
		n = r.step(e, &Line{Cols: []string{mark + name, span, r.spanText(e), r.details(e)}, label: v.S("alternative", "alternative"), Failed: e.Failed(), start: int(e.Start), end: int(e.End)})
	case interp.KindRepetition:
		n = r.step(e, &Line{Cols: []string{mark + r.form(e.Node), span, r.spanText(e), r.join(r.times(e), r.details(e))}, label: r.form(e.Node), Failed: e.Failed(), start: int(e.Start), end: int(e.End)})
	case interp.KindIteration:
		what := v.S("does not match: the repetition ends", "ne correspond pas : la répétition s'arrête")
		name, label := v.F("iteration %d", "itération %d", e.Index+1), v.S("iteration", "itération")
		if optional(e) {
			// An optional part is read once or not at all: it has no
			// iterations, and a teacher's trial found "iteration 1 …
			// the repetition ends" under [ "?" search ] misleading.
			what = v.S("does not match: the optional part is left out", "ne correspond pas : la partie facultative est omise")
			name, label = v.S("the optional part", "la partie facultative"), v.S("optional part", "partie facultative")
		}
		switch {
		case e.Result == interp.Failed && e.End > e.Start:
			what = v.S("fails, and gives back what it read", "échoue et restitue ce qu'elle a lu")
		case e.Result == interp.Failed:
			what = v.S("fails", "échoue")
		}
		n = r.step(e, &Line{Cols: []string{mark + name, span, r.spanText(e), r.join(what, r.details(e))}, label: label, Failed: true, start: int(e.Start), end: int(e.End)})
	case interp.KindLookahead:
		n = r.step(e, &Line{Cols: []string{mark + v.S("lookahead: ", "lecture anticipée : ") + r.lookaheadSentence(e, prod)}, label: v.S("lookahead", "lecture anticipée"), Failed: e.Failed(), start: int(e.Start), end: int(e.Looked)})
	case interp.KindTerminals:
		n = r.step(e, &Line{Cols: []string{mark + r.form(e.Node), span, r.spanText(e), r.details(e)}, label: r.form(e.Node), Failed: e.Failed(), start: int(e.Start), end: int(e.End)})
	}
	if e.NoProgress {
		r.addLine(n, &Line{Cols: []string{v.S("this alternative matched nothing before the end of the input: participle stops here, and so does the interpreter",
			"cette alternative n'a rien lu avant la fin de l'entrée : la bibliothèque participle s'arrête là, et l'interpréteur aussi")}, Failed: true})
	}
	if e.Kind == interp.KindProduction {
		prod = e
	}
	for _, c := range e.Children {
		r.full(c, e, prod, n)
	}
	if e.Omitted > 0 {
		left := v.F("… %d steps left out", "… %d étapes omises", e.Omitted)
		if e.Omitted == 1 {
			left = v.S("… 1 step left out", "… 1 étape omise")
		}
		r.addLine(n, &Line{Cols: []string{left}, label: "…"})
	}
	return n
}

// spanText quotes what a step that is no production read, nothing when
// it read nothing.
func (r *builder) spanText(e *interp.Event) string {
	if e.End <= e.Start {
		return ""
	}
	return r.quoted(int(e.Start), int(e.End))
}

// details says, in the full trace, how many times a run of characters
// matched and where it stopped, or where and why a step failed.
func (r *builder) details(e *interp.Event) string {
	if e.Failed() {
		if e.Kind == interp.KindAlternative || e.Kind == interp.KindIteration || e.Kind == interp.KindProduction || e.Kind == interp.KindTerminals {
			return r.why(e)
		}
		return ""
	}
	if !isRun(e) {
		return ""
	}
	d := ""
	switch g, _ := e.Node.(*interp.Group); {
	case g != nil && g.Mode == interp.Optional:
		// An optional part is taken or not, as the others say.
		d = r.times(e)
	case e.Iterations > 0:
		d = fmt.Sprintf("×%d", e.Iterations)
	}
	return r.join(d, r.stop(e))
}

// isRun reports whether a step read a run of characters: a production
// or a part of one made only of characters.
func isRun(e *interp.Event) bool {
	switch e.Kind {
	case interp.KindTerminals:
		return true
	case interp.KindProduction:
		for _, c := range e.Children {
			if c.Kind != interp.KindLookahead {
				return false
			}
		}
		return true
	}
	return false
}

// join joins the non-empty texts with a semicolon: "; ", in French
// " ; ".
func (r *builder) join(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + r.v.S("; ", " ; ") + b
}

// productionLine is the line of a production's event: its label, its
// span and its text.
func (r *builder) productionLine(e *interp.Event, parentProd *interp.Event) *Line {
	name := r.productionName(e, parentProd)
	mark := ""
	if e.Failed() {
		mark = "✗ "
	}
	return r.step(e, &Line{Cols: []string{mark + name, voice.Span(int(e.Start), int(e.End)), r.quoted(int(e.Start), int(e.End))},
		label: name, Failed: e.Failed(), start: int(e.Start), end: int(e.End)})
}

// productionName is a production's label in v's language, with its RFC
// name where they differ.
func (r *builder) productionName(e *interp.Event, parentProd *interp.Event) string {
	s := e.Node.(*interp.Struct)
	var parent *interp.Struct
	if parentProd != nil {
		parent = parentProd.Node.(*interp.Struct)
	}
	if name, ok := r.names[[2]*interp.Struct{s, parent}]; ok {
		return name
	}
	p := r.prodName(s)
	key := p
	if parent != nil && p == productionOf(s) {
		key = r.keyOf(s, parent)
	}
	name := named(r.v, key, p)
	r.names[[2]*interp.Struct{s, parent}] = name
	return name
}

// productionRef names a production's event in a sentence, as its line
// does: by its label, with its RFC name after it where they differ
// ("toplabel", « hôte (host) », after « la production » in French), so
// that the trace's last line and its lines name a production alike.
func (r *builder) productionRef(e *interp.Event) string {
	return r.productionName(e, nil)
}

// productionOf is the RFC name of production s, or its type's name in
// lower case when it declares none (as grammar/bnf names it).
func productionOf(s *interp.Struct) string {
	p := interp.ProductionOf(s)
	if p.Name == "" || p == grammar.GenericURL && s.Type.Name() != "URL" {
		return strings.ToLower(s.Type.Name())
	}
	return p.Name
}

// keyOf is the glossary key of production s in production parent
// (describe.Key of values of their types).
func (r *builder) keyOf(s, parent *interp.Struct) string {
	n, ok := reflect.New(s.Type).Interface().(ast.Node)
	pn, pok := reflect.New(parent.Type).Interface().(ast.Node)
	if !ok || !pok {
		return productionOf(s)
	}
	return describe.Key(n, pn)
}

// partNote says, under the production of the URL's scheme, that its
// RFC rule starts with the scheme, and so covers the URL from its first
// byte, where the parser reads the scheme for every URL first.
//
// Under the URL's genericurl, when the scheme has no production of its
// own, it says how section 5 derives the URL, as the syntax tree shows it: url,
// then otherurl = genericurl. And under a production of section 5's url,
// that section 5 derives the URL by it alone: the parser's genericurl
// above it is no rule's. A text that is not a URL has no derivation, but
// its lines show the parser's genericurl over that production all the
// same, failed or not: the note says whose it is (parserRootClause,
// failedPartNote).
func (r *builder) partNote(e *interp.Event, n *Line) {
	s, ok := e.Node.(*interp.Struct)
	if ok && e.Failed() && s == r.part {
		r.failedPartNote(n)
	}
	if !ok || e.Failed() {
		return
	}
	if r.part == nil && r.tr.Matched && s.Type.Name() == "URL" && productionOf(s) == grammar.GenericURL.Name {
		r.addLine(n, &Line{Cols: []string{r.v.S(`section 5 derives this URL as url = ... | otherurl, then otherurl = genericurl, as the syntax tree shows it: its scheme has no production of its own ("new schemes follow the general syntax", RFC 1738 section 5)`,
			`la section 5 dérive cette URL par url = ... | otherurl, puis otherurl = genericurl, comme le montre l'arbre syntaxique : son mode n'a pas de production propre (« les nouveaux modes suivent la syntaxe générale », traduit de la RFC 1738, section 5)`)}})
		return
	}
	if s != r.part {
		return
	}
	name := r.prodName(s)
	line := r.v.F("the RFC's rule of %s starts with the scheme: as it reads, %s is [0,%d); the parser reads the scheme first, for every URL, then the rest by %s",
		"la règle de %s dans la RFC commence par le mode : lue ainsi, %s couvre [0,%d) ; l'analyseur lit d'abord le mode, pour toute URL, puis le reste selon %s",
		name, name, e.End, name)
	switch {
	case r.tr.Matched && describe.InURL(name):
		line += r.v.F("; section 5 derives the URL as url = ... | %s | ..., with no genericurl over %s, as the syntax tree shows it",
			" ; la section 5 dérive l'URL par url = ... | %s | ..., sans genericurl au-dessus de %s, comme le montre l'arbre syntaxique", name, name)
	case !r.tr.Matched:
		line += r.parserRootClause(name)
	}
	r.addLine(n, &Line{Cols: []string{line}})
}

// maxQuoted is the longest text a line quotes whole; a longer one is
// quoted by its ends.
const maxQuoted = 60

// quoted quotes input[start:end] in v's language (grammar.Quoted): "…"
// in English, « … » in French, by its ends when it is long.
func (r *builder) quoted(start, end int) string {
	s := r.tr.Input[max(0, start):min(end, len(r.tr.Input))]
	if len(s) > maxQuoted {
		return r.quote(s[:maxQuoted/2-2]) + "…" + r.quote(s[len(s)-maxQuoted/2+2:]) + r.v.F(" (%d bytes)", " (%d octets)", len(s))
	}
	return r.quote(s)
}

// quote quotes s, a text of the input, in v's language: "s" in English,
// « s » in French, with the no-break spaces of French typography, and
// the bytes of a character that is not printable as ⟨%XX⟩
// (grammar.QuotedDecoded), so that a tab, "⟨%09⟩", does not read as
// the escape "%09", three characters a lookahead looks for.
func (r *builder) quote(s string) string { return grammar.QuotedDecoded(s, r.v.Lang) }

// found is the text at offset off of the input: an escape, a character,
// a byte; "" at the end.
func (r *builder) found(off int) string {
	in := r.tr.Input
	switch {
	case off >= len(in):
		return ""
	case grammar.EscapeAt(in, off):
		return in[off : off+3]
	}
	if c, n := utf8.DecodeRuneInString(in[off:]); c != utf8.RuneError {
		return in[off : off+n]
	}
	return in[off : off+1]
}

// why says where and why a step failed: at its furthest miss, what was
// found and what was expected; or that a lookahead failed.
func (r *builder) why(e *interp.Event) string {
	v := r.v
	if e.Miss == nil {
		return v.S("a lookahead's condition does not hold", "la condition de la lecture anticipée n'est pas remplie")
	}
	return r.missText(e.Miss)
}

// missText words a miss: where, what was found, what was expected.
func (r *builder) missText(m *interp.Miss) string {
	return r.v.F("at %d ", "position %d : ", m.Offset) + r.foundExpected(m)
}

// foundExpected says what a miss found and what was expected: in
// French, in the parser's own sentence (parser.FoundExpected: « « / »
// trouvé alors qu'on attendait une lettre ou « * » »), so that a trace
// and the error under it say it alike.
func (r *builder) foundExpected(m *interp.Miss) string {
	v := r.v
	f := r.found(int(m.Offset))
	if v.Lang == grammar.French {
		return parser.FoundExpected(f, m.Expected, m.End, v.Lang)
	}
	expected := parser.DescribeExpected(m.Expected, m.End, v.Lang)
	if f != "" {
		return "found " + grammar.Found(f, v.Lang) + ", expected " + expected
	}
	return "the input ends, expected " + expected
}

// stop says where a matched run of characters, or a repetition, stopped
// and on what: "" when it ran to the end of the input or its miss is
// elsewhere.
func (r *builder) stop(e *interp.Event) string {
	if e.Miss == nil || e.Miss.Offset != e.End || int(e.End) >= len(r.tr.Input) {
		return ""
	}
	return r.v.F("stops at %d on %s", "s'arrête à la position %d, sur %s", e.End, grammar.Found(r.found(int(e.End)), r.v.Lang))
}

// times says how many times a repetition matched.
func (r *builder) times(e *interp.Event) string {
	v := r.v
	g, _ := e.Node.(*interp.Group)
	switch {
	case g != nil && g.Mode == interp.Optional && e.Iterations == 1:
		return v.S("taken", "lu")
	case g != nil && g.Mode == interp.Optional:
		return v.S("not taken", "non lu")
	case e.Iterations == 1:
		return v.S("once", "une fois")
	}
	return v.F("%d times", "%d fois", e.Iterations)
}

// rule returns the RFC's form of node n, as package grammar/bnf writes
// rules, with the notes of its lookaheads: the rule of a production
// whose expression is n.
func (r *builder) rule(n interp.Node) *bnf.Rule {
	if rule, ok := r.forms[n]; ok {
		return rule
	}
	rule := lastForms.rule(r.tr.Grammar, n)
	r.forms[n] = rule
	return rule
}

// lastForms keeps what builders learn of the last grammar traced: the
// rules they recover for its nodes, and where its lookaheads stand. A
// program words many traces of one grammar (the page, at every
// keystroke), and these are the grammar's, whatever the input, but
// finding them costs more than a short trace. Only one grammar's are
// kept, so that a program of many grammars holds no more.
var lastForms formCache

// A formCache holds what builders learn of one grammar, each made once
// and not changed after, so shared.
type formCache struct {
	mu     sync.Mutex
	g      *interp.Grammar
	rules  map[interp.Node]*bnf.Rule
	within map[*interp.Lookahead]*interp.Sequence // nil until places is asked
	part   *interp.Struct
}

// use makes c the cache of g, emptied when it was another grammar's. c.mu
// is held.
func (c *formCache) use(g *interp.Grammar) {
	if c.g != g {
		c.g, c.rules, c.within, c.part = g, map[interp.Node]*bnf.Rule{}, nil, nil
	}
}

// places returns placesOf(g), found once for the grammar.
func (c *formCache) places(g *interp.Grammar) (map[*interp.Lookahead]*interp.Sequence, *interp.Struct) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.use(g)
	if c.within == nil {
		c.within, c.part = placesOf(g)
	}
	return c.within, c.part
}

// rule returns the rule of node n of grammar g.
func (c *formCache) rule(g *interp.Grammar, n interp.Node) *bnf.Rule {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.use(g)
	if rule, ok := c.rules[n]; ok {
		return rule
	}
	fake := &interp.Struct{Type: reflect.TypeOf(struct{}{}), Expr: n}
	rule := bnf.Recover(&interp.Grammar{Root: fake}).Rules[0]
	c.rules[n] = rule
	return rule
}

// form returns the RFC's form of n: "//", [ ":" port ], hostname; a
// choice in parentheses.
func (r *builder) form(n interp.Node) string {
	if s, ok := r.formText[n]; ok {
		return s
	}
	x := r.rule(n).Expr
	s := x.String()
	switch {
	case s == "":
		s = r.v.S("(nothing)", "(rien)")
	case isAlt(x):
		s = "( " + s + " )"
	}
	r.formText[n] = s
	return s
}

func isAlt(x bnf.Expr) bool {
	_, ok := x.(bnf.Alt)
	return ok
}

// alternatives returns the alternatives of a choice's node.
func alternatives(n interp.Node) []interp.Node {
	switch n := n.(type) {
	case *interp.Disjunction:
		return n.Alts
	case *interp.Union:
		out := make([]interp.Node, len(n.Members))
		for i, m := range n.Members {
			out[i] = m
		}
		return out
	}
	return nil
}

// altForm is the RFC's form of an alternative of choice node c: a
// union's member by its production's name, but the one that is the
// union's own production (schemepart's *xchar), which is its rule.
func (r *builder) altForm(c, alt interp.Node) string {
	if u, ok := c.(*interp.Union); ok {
		m := alt.(*interp.Struct)
		if productionOf(m) == r.rule(u).Expr.String() {
			return r.form(m.Expr)
		}
		return productionOf(m)
	}
	return r.form(alt)
}

// alternativeName names alternative a of choice c: its place and form.
func (r *builder) alternativeName(c, a *interp.Event) string {
	var alts []interp.Node
	var node interp.Node
	if c != nil {
		node = c.Node
		alts = alternatives(c.Node)
	}
	form := r.form(a.Node)
	if node != nil {
		form = r.altForm(node, a.Node)
	}
	return r.v.F("alternative %d of %d, %s", "alternative %d sur %d, %s", a.Index+1, len(alts), form)
}

// choiceSentence says what a choice chose.
func (r *builder) choiceSentence(e *interp.Event) string {
	v := r.v
	alts := alternatives(e.Node)
	forms := make([]string, len(alts))
	for i, a := range alts {
		forms[i] = r.altForm(e.Node, a)
	}
	s := v.S("choice ", "choix ") + strings.Join(forms, " | ") + v.S(": ", " : ")
	failed := 0
	for _, a := range e.Children {
		if a.Failed() {
			failed++
		}
	}
	if e.Failed() {
		return s + v.F("none of the %d alternatives matches", "aucune des %d alternatives ne convient", len(alts))
	}
	taken := e.Children[len(e.Children)-1]
	s += v.F("alternative %d of %d taken, %s", "alternative %d sur %d retenue, %s", taken.Index+1, len(alts), forms[taken.Index])
	switch failed {
	case 0:
	case 1:
		s += v.S(", after 1 failed", ", après 1 échec")
	default:
		s += v.F(", after %d failed", ", après %d échecs", failed)
	}
	return s
}

// lookaheadSentence says what a lookahead decides, as the note of
// grammar/bnf on its rule does, in prod, the production it stands in,
// and what it decided here.
func (r *builder) lookaheadSentence(e, prod *interp.Event) string {
	v := r.v
	la := e.Node.(*interp.Lookahead)
	looked := r.quoted(int(e.Start), int(e.Looked)) + ", " + voice.Span(int(e.Start), int(e.Looked))
	sentence := ""
	if note, ok := r.note(la); ok {
		sentence = note.Sentence(v.Lang, func(s string) string { return s }, func(s string) string {
			return v.S(bnf.Lit(s).String(), v.Q(s))
		})
		sentence = v.French(sentence)
	} else {
		sentence = "(?= " + r.form(la.Expr) + ")"
		if la.Negative {
			sentence = "(?! " + r.form(la.Expr) + ")"
		}
	}
	// The rule the lookahead is in: its condition is that rule's, not a
	// rule of every place the text may stand ("%09" is read only when
	// "/" or "?" follows further on, in a selector; after it, "%09"
	// starts the search).
	in := v.S("this rule", "cette règle")
	if prod != nil {
		in = r.prodName(prod.Node.(*interp.Struct))
		sentence = v.F("in %s, ", "dans %s, ", in) + sentence
	}
	if e.Failed() {
		// "here": the grammar may read the same text further on, by
		// another rule (gopher's "%09" after the selector, as its search's
		// separator), and the next line may show it read.
		return sentence + v.F("; here it does not hold (looked at %s), so %s does not read it here (a later rule may read it)",
			" ; ici la condition n'est pas remplie (examiné : %s) : %s ne le lit donc pas ici (une règle suivante peut le lire)", looked, in)
	}
	// "tried", not "read": what the lookahead lets through may still fail
	// (gopher's escape where a raw tab stands, which is no "%09").
	return sentence + v.F("; here it holds (looked at %s), so it is tried", " ; ici la condition est remplie (examiné : %s) : il est donc essayé", looked)
}

// note returns grammar/bnf's note of lookahead la: what it guards (the
// rest of the sequence it stands in) and what it looks for.
func (r *builder) note(la *interp.Lookahead) (bnf.Note, bool) {
	seq := r.within[la]
	if seq == nil {
		notes := r.rule(la).Notes
		if len(notes) == 0 {
			return bnf.Note{}, false
		}
		return notes[len(notes)-1], true
	}
	own, index := 0, 0
	for _, it := range seq.Items {
		if it == la {
			index = own
		}
		if _, ok := it.(*interp.Lookahead); ok {
			own++
		}
	}
	notes := r.rule(seq).Notes
	if len(notes) < own {
		return bnf.Note{}, false
	}
	return notes[len(notes)-own+index], true
}

// attemptEnd says, for input the interpreter found no derivation of,
// where its reading ended and how far it got.
func (r *builder) attemptEnd() []string {
	v, tr := r.v, r.tr
	var lines []string
	root := tr.Root
	if root != nil && !root.Failed() && int(root.End) < len(tr.Input) {
		lines = append(lines, r.rootMatches(root))
	}
	switch {
	case tr.NoProgress:
		lines = append(lines, v.S("the interpreter stopped where participle panics: an alternative matched nothing before the end of the input",
			"l'interpréteur s'est arrêté là où la bibliothèque participle s'interrompt : une alternative n'a rien lu avant la fin de l'entrée"))
	case tr.Miss != nil:
		where := v.F("the interpreter got furthest at %d", "l'interpréteur est allé le plus loin à la position %d", tr.Miss.Offset)
		if p, _ := r.missedIn(); p != nil {
			where += v.F(", in %s", ", dans la production %s", r.productionRef(p))
		}
		lines = append(lines, where+v.S(": ", " : ")+r.foundExpected(tr.Miss))
	}
	return lines
}

// missedIn returns the innermost production where the interpreter got
// furthest: one of the attempt's own that read up to there (onPath);
// else one that did in a reading given up, outside the iterations that
// end repetitions; else the innermost whose furthest miss is there.
func (r *builder) missedIn() (p *interp.Event, onPath bool) {
	m := r.tr.Miss
	find := func(skip func(e *interp.Event) bool, reached func(e *interp.Event) bool) *interp.Event {
		var found *interp.Event
		deepest := -1
		r.tr.Walk(func(e *interp.Event, depth int) bool {
			if skip(e) {
				return false
			}
			if e.Kind == interp.KindProduction && e.Miss != nil && e.Miss.Offset == m.Offset && reached(e) && depth > deepest {
				found, deepest = e, depth
			}
			return true
		})
		return found
	}
	upTo := func(e *interp.Event) bool { return e.End == m.Offset }
	if p := find(func(e *interp.Event) bool {
		return e.Kind == interp.KindIteration || e.Kind == interp.KindAlternative && e.Failed()
	}, upTo); p != nil {
		return p, true
	}
	if p := find(func(e *interp.Event) bool { return e.Kind == interp.KindIteration }, upTo); p != nil {
		return p, false
	}
	return find(func(*interp.Event) bool { return false }, func(*interp.Event) bool { return true }), false
}

// verdict says how the interpreter's attempt relates to the error, the
// verdict, at the first impossible byte.
func (r *builder) verdict(err error) string {
	v, tr := r.v, r.tr
	list := describe.Diagnostics(err)
	if len(list) == 0 || list[0].Code != parser.CodeSyntax {
		return v.S("verdict:", "verdict :")
	}
	e := list[0]
	automaton := grammar.GenericURL.Name
	if e.Scheme.Name != "" {
		automaton = e.Scheme.Name
	}
	by := v.F("the automaton of %s, which follows every reading of the input at once,", "l'automate de %s, qui suit toutes les lectures de l'entrée à la fois,", automaton)
	first, reading := r.impossible(e)
	switch {
	case tr.Miss == nil:
		return v.F("verdict: %s is at %d, where %s stops:", "verdict : %s est à la position %d, où %s s'arrête :", first, e.Offset, by)
	case int(tr.Miss.Offset) == e.Offset:
		return v.F("verdict: the interpreter got no further than %d, %s, where %s stops too:",
			"verdict : l'interpréteur n'est pas allé plus loin que la position %d, %s, où %s s'arrête aussi :", e.Offset, first, by)
	case int(tr.Miss.Offset) < e.Offset && !reading:
		return v.F("verdict: the interpreter, which tries one reading at a time in the grammar's order, gave up at %d; %s, where no reading can go on, is further on, at %d, where %s stops:",
			"verdict : l'interpréteur, qui essaie les lectures l'une après l'autre dans l'ordre de la grammaire, a abandonné à la position %d ; %s, où aucune lecture ne peut continuer, est plus loin, à la position %d, où %s s'arrête :", tr.Miss.Offset, first, e.Offset, by)
	case int(tr.Miss.Offset) < e.Offset:
		return v.F("verdict: the interpreter, which tries one reading at a time in the grammar's order, gave up at %d; %s is further on, at %d, where %s stops:",
			"verdict : l'interpréteur, qui essaie les lectures l'une après l'autre dans l'ordre de la grammaire, a abandonné à la position %d ; %s est plus loin, à la position %d, où %s s'arrête :", tr.Miss.Offset, first, e.Offset, by)
	}
	return v.F("verdict: the interpreter read up to %d in a reading that failed; %s is at %d, where %s stops:",
		"verdict : l'interpréteur a lu jusqu'à la position %d dans une lecture qui a échoué ; %s est à la position %d, où %s s'arrête :", tr.Miss.Offset, first, e.Offset, by)
}
