// Package resolution says, in English or French, how RFC 1808 resolves a
// reference against a base URL: the reference's parts labelled by the
// productions of its section 2.2, the base's components, and each step
// of its section 4 that applied, with what the step took from the base.
// It is the part of "explain -base" that the live page (examples/web)
// shows too, written once here so that both say the same thing in the
// same words; each then shows the resolved URL as it shows any RFC 1738
// URL, explain with its diagram and table, the page with its panels.
//
// It reads what package parser gives (parser.Resolve and its Steps) and
// draws with package printer; it resolves nothing itself.
package resolution

import (
	"bufio"
	"errors"
	"io"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// An Explanation is how a reference resolves against a base, or why it
// does not, worded in one language.
type Explanation struct {
	Lang grammar.Lang
	// Width is the number of columns Fprint and ReferenceText wrap their
	// lines to, for a terminal (explain -width): the sentences with a
	// hanging indent, under their column in a table or after a step's
	// number. 0, Explain's, wraps nothing.
	Width int
	// Base and Reference are the texts given; Base is "" for no base
	// (step 1).
	Base, Reference string

	// Resolution is the parser's, nil when it refused the reference or
	// the base; Failure then says why.
	Resolution *parser.Resolution
	Failure    *Failure

	// ReferenceDiagram is the reference's labelled diagram by the
	// productions of RFC 1808 section 2.2, as the printer draws an RFC
	// 1738 URL's; "" when the reference is empty (there is nothing to
	// draw) or not a reference (Failure.Diagram then draws it).
	ReferenceDiagram string
	// ReferenceParts are the reference's components as section 2.4
	// reads them, and ReferenceNotes what kind of reference it is and
	// which components it lacks; both empty when the reference is not
	// one.
	ReferenceParts []Part
	ReferenceNotes []string
	// BaseLine lists the base's components, the ones the steps inherit;
	// "" when the base is not an absolute URL. BaseNotes say what RFC
	// 1808 section 2.3 says of relative URLs with the base's scheme,
	// when it names it (mailto, news, telnet, gopher, prospero, wais).
	BaseLine  string
	BaseNotes []string
	// Steps are the steps of section 4 that applied, in order; for a
	// resolution refused at no byte of an input, the steps up to the
	// refusal: step 1 for a relative reference with no base, steps 2c
	// to 7 for a result step 7 cannot write.
	Steps []Step
	// ResultLine introduces the resolved URL and says whether it is an
	// RFC 1738 URL; FragmentLine says that its fragment, if it has one,
	// is not part of that URL. Both "" without a Resolution.
	ResultLine, FragmentLine string
	// ResultNotes say, when the result is not an RFC 1738 URL because
	// RFC 1808 allows more than RFC 1738 where its error is ("/" in an
	// http query, a login in an http net_loc), what each allows: the
	// resolution is valid, its result is not a URL of RFC 1738. One line
	// each, to show after the result's error; empty otherwise.
	ResultNotes []string
}

// A Part is one component of a reference, as section 2.4 parses it.
type Part struct {
	// Name is the component's RFC name: "scheme", "net_loc", "path",
	// "params", "query" or "fragment".
	Name string
	// Tag is how the explanation writes it: "<net_loc>" in English,
	// "<emplacement réseau>" in French.
	Tag string
	// Text is the component's raw text, without its delimiter. A
	// reference's path is shown without the "/" that makes it absolute,
	// which is abs_path's, not path's (a Detail says so); the base's, in
	// one line, keeps it, as section 2.4.6 says is often done.
	Text string
	// Pos and End are its byte span in the reference.
	Pos, End int
	// Production is the production that defines it, cited: "path (RFC
	// 1808 section 2.2: path = fsegment *( "/" segment ))".
	Production string
	// Details say more, one line each.
	Details []string
}

// A Step is one step of section 4 that applied, in words.
type Step struct {
	// Number is the step's number as section 4 writes it ("2c", "6a");
	// Label is how the explanation writes it ("step 2c", "étape 2c").
	Number, Label string
	// Text paraphrases the step's rule and says what it did: what it
	// took from the base, and for step 6 the path before and after.
	Text string
	// Details say more, one line each.
	Details []string
}

// A Failure is why there is no resolution: the error of one input,
// the base or the reference.
type Failure struct {
	// Input is "base" or "reference" (parser.ResolveError.Which), and
	// Text that input.
	Input, Text string
	// Err is the parser's error, and Offset its byte offset in Text,
	// when it has one there (Placed); the error of a result that could
	// not be written (parser.CodeResolvedNetLoc) is in no input, and an
	// error without a code (which the parser does not return) nowhere.
	Err    *parser.Error
	Offset int
	Placed bool
	// Message is the error's text with its notes, in the explanation's
	// language; for a reference that needs a base and has none
	// (parser.CodeNoBase), which is at no byte of the reference, only
	// what the error says and its one citation (parser.Error.Message),
	// without the offset and production of a syntax error.
	Message string
	// Diagram is the input as the printer's FprintError draws it: a
	// caret under the error, the diagram of the part that parsed, the
	// message; or the message alone when the error is at no byte of an
	// input (a result step 7 cannot write, a relative reference with no
	// base: ReferenceDiagram then draws the reference) or the input is
	// too long to read (parser.CodeTooLong).
	Diagram string
}

// Explain resolves ref against base with p (parser.Parser.Resolve) and
// says how in lang. base "" is no base: step 1.
func Explain(p *parser.Parser, base, ref string, lang grammar.Lang) *Explanation {
	v := voice.Voice{Lang: lang}
	e := &Explanation{Lang: lang, Base: base, Reference: ref}
	res, err := p.Resolve(base, ref)
	if err != nil {
		e.fail(p, v, err)
		return e
	}
	e.Resolution = res
	e.describeReference(v, res.Reference)
	e.describeBase(v, res.Base)
	e.Steps = steps(v, res, false)
	e.ResultLine, e.FragmentLine = resultLines(v, res)
	e.ResultNotes = resultNotes(v, res)
	return e
}

// fail fills e from Resolve's error: the reference described as far as
// it is one, the base's components when it has them, and the Failure.
func (e *Explanation) fail(p *parser.Parser, v voice.Voice, err error) {
	f := &Failure{Input: "reference", Text: e.Reference, Message: err.Error()}
	var re *parser.ResolveError
	if errors.As(err, &re) && re.Which == "base" {
		f.Input, f.Text = "base", e.Base
	}
	e.Failure = f
	var one *parser.Error
	if !errors.As(err, &one) {
		f.Diagram = v.S("error: ", "erreur : ") + f.Message + "\n"
		return
	}
	f.Err, f.Message = one, one.Text(v.Lang)
	switch one.Code {
	case parser.CodeNoBase:
		// The reference parsed: what it lacks is a base (step 1), at none
		// of its bytes. It is drawn as any reference is, with no base,
		// step 1 refusing it, and the message with its one citation (the
		// error's production, URL, says nothing of it).
		f.Message = one.Message(v.Lang)
		if ref, err := p.ParseRelative(e.Reference); err == nil {
			e.describeReference(v, ref)
		}
		e.describeBase(v, nil)
		e.Steps = []Step{{Number: "1", Label: v.S("step ", "étape ") + "1",
			Text: v.F("the base URL is the empty string (unknown): the reference must be read as an absolute URL, and it has no %s",
				"l'URL de base est la chaîne vide (inconnue) : la référence doit être lue comme une URL absolue, et elle n'a pas %s", v.De(v.Tag("scheme")))}}
		f.Diagram = v.S("error: ", "erreur : ") + f.Message + "\n"
		return
	case parser.CodeResolvedNetLoc:
		// The fault is in what the two make together, at no byte of
		// either (its offset is in the path step 6 built): both are
		// described, with the steps that led to it.
		var ref, base *ast.Reference
		if r, err := p.ParseRelative(e.Reference); err == nil {
			ref = r
			e.describeReference(v, ref)
		}
		if e.Base == "" {
			e.describeBase(v, nil)
		} else if b, err := p.ParseRelative(e.Base); err == nil {
			base = b
			e.describeBase(v, base)
		}
		if re != nil && ref != nil && len(re.Steps) > 0 {
			e.Steps = steps(v, &parser.Resolution{Base: base, Reference: ref, Steps: re.Steps}, true)
		}
		f.Diagram = v.S("error: ", "erreur : ") + f.Message + "\n"
		return
	}
	// Fprint shows the reference when the base is at fault: it parses
	// once more, since Resolve keeps no tree when it fails. The input at
	// fault parses once more too, for the part of it that parsed, which
	// is drawn under its error.
	if f.Input == "base" {
		if ref, err := p.ParseRelative(e.Reference); err == nil {
			e.describeReference(v, ref)
		}
	}
	f.Offset, f.Placed = max(0, min(one.Offset, len(f.Text))), true
	var shown ast.Node // the part of the input to draw under the caret
	switch one.Code {
	case parser.CodeTooLong:
		// Not read: nothing to draw, and the input may be huge.
		f.Diagram = v.S("error: ", "erreur : ") + f.Message + "\n"
		return
	case parser.CodeSyntax:
		// The longest prefix that is a reference, as explain shows the
		// part of a URL that parsed (printer.ParsedPrefix, which only
		// parses RFC 1738 URLs). Every reference starts with the empty
		// one, which is not worth drawing.
		if k := one.ValidPrefix; k > 0 && k <= len(f.Text) {
			if r, err := p.ParseRelative(f.Text[:k]); err == nil {
				shown = diagramTree(r)
			}
		}
	default:
		// A resolution error about an input that parsed: draw all of it.
		if r, err := p.ParseRelative(f.Text); err == nil && f.Text != "" {
			shown = diagramTree(r)
		}
	}
	var b strings.Builder
	// Each note on a line of its own, as explain writes a URL's error.
	message := describe.SplitNotes([]string{f.Message}, v.Lang)
	if err := (&printer.DiagramConfig{Lang: v.Lang}).FprintError(&b, f.Text, shown, f.Offset, message); err != nil {
		b.Reset()
		b.WriteString(v.S("error: ", "erreur : ") + f.Message + "\n")
	}
	f.Diagram = b.String()
}

// describeReference draws the reference's diagram and lists its parts.
func (e *Explanation) describeReference(v voice.Voice, ref *ast.Reference) {
	if ref.String() != "" {
		if d, err := sprint(func(w io.Writer) error {
			return (&printer.DiagramConfig{Lang: v.Lang}).FprintDiagram(w, diagramTree(ref))
		}); err == nil {
			e.ReferenceDiagram = d
		}
	}
	e.ReferenceParts, e.ReferenceNotes = referenceParts(v, ref)
}

// describeBase lists the base's components, with section 2.3's word on
// its scheme; base is nil for no base.
func (e *Explanation) describeBase(v voice.Voice, base *ast.Reference) {
	e.BaseLine = baseLine(v, e.Base, base)
	if base == nil {
		return
	}
	if n := schemeNote(v, base.Parts().Scheme); n != "" {
		e.BaseNotes = append(e.BaseNotes, n)
	}
}

// Fprint writes the explanation as explain -base shows it, up to the
// resolved URL, which the caller shows as it shows an RFC 1738 URL
// (then ResultNotes and FragmentLine): a line naming the reference and
// the base, so that each of several is found by its own, the reference
// (ReferenceText), the base's components, the steps, ResultLine. When
// an input is not what Resolve needs, it is drawn with its error, and
// nothing follows it; a refusal at no byte of an input follows the
// steps that led to it. The error is w's.
func (e *Explanation) Fprint(w io.Writer) error {
	v := voice.Voice{Lang: e.Lang}
	// Written as it goes, through a buffer: a strings.Builder that grows
	// to a long explanation copies it over and over.
	b := bufio.NewWriter(w)
	write := b.Flush
	if e.Base == "" {
		e.line(b, v.F("resolving the reference %s with no base:", "résolution de la référence %s sans base :", v.Q(e.Reference)), "", "    ")
	} else {
		e.line(b, v.F("resolving the reference %s against the base %s:", "résolution de la référence %s par rapport à la base %s :",
			v.Q(e.Reference), v.Q(e.Base)), "", "    ")
	}
	b.WriteString("\n")
	b.WriteString(v.S("the reference, by RFC 1808 section 2.2:\n", "la référence, selon la RFC 1808, section 2.2 :\n"))
	e.writeReference(b)
	f := e.Failure
	if f != nil && f.Input == "reference" && f.Placed {
		return write()
	}
	b.WriteString("\n")
	if f != nil && f.Input == "base" {
		b.WriteString(v.S("the base, by RFC 1808 section 2.2:\n", "la base, selon la RFC 1808, section 2.2 :\n"))
		b.WriteString(e.wrapError(f.Diagram))
		return write()
	}
	e.line(b, e.BaseLine, "", "    ")
	for _, n := range e.BaseNotes {
		e.line(b, n, "  ", "    ")
	}
	b.WriteString("\n")
	b.WriteString(v.S("resolution, by RFC 1808 section 4:\n", "résolution, selon la RFC 1808, section 4 :\n"))
	writeSteps(b, e.Steps, e.Width)
	if f != nil {
		b.WriteString(e.wrapError(f.Diagram))
		return write()
	}
	b.WriteString("\n")
	e.line(b, e.ResultLine, "", "    ")
	return write()
}

// ReferenceText is the reference as Fprint writes it: its diagram, then
// its parts in a table and what kind of reference it is; or, when
// Resolve refused it where it is written, its error as the printer's
// FprintError draws it.
func (e *Explanation) ReferenceText() string {
	if f := e.Failure; f != nil && f.Input == "reference" && f.Placed {
		return e.wrapError(f.Diagram)
	}
	// The diagram, as long as the reference, is made already: it is
	// copied once, with the table after it, measured first.
	var n stringCounter
	e.writeTable(&n)
	var b strings.Builder
	b.Grow(len(e.ReferenceDiagram) + 1 + int(n))
	if e.ReferenceDiagram != "" {
		b.WriteString(e.ReferenceDiagram)
		b.WriteString("\n")
	}
	e.writeTable(&b)
	return b.String()
}

// stringCounter is an io.StringWriter that counts the bytes it is given.
type stringCounter int

func (c *stringCounter) WriteString(s string) (int, error) {
	*c += stringCounter(len(s))
	return len(s), nil
}

// writeReference writes ReferenceText to w.
func (e *Explanation) writeReference(w io.StringWriter) {
	if f := e.Failure; f != nil && f.Input == "reference" && f.Placed {
		w.WriteString(e.wrapError(f.Diagram))
		return
	}
	w.WriteString(e.ReferenceDiagram)
	if e.ReferenceDiagram != "" {
		w.WriteString("\n")
	}
	e.writeTable(w)
}

// writeTable writes what ReferenceText writes after the diagram: the
// reference's parts in a table and its notes.
func (e *Explanation) writeTable(w io.StringWriter) {
	writeParts(w, voice.Voice{Lang: e.Lang}, e.ReferenceParts, e.Width)
	for _, n := range e.ReferenceNotes {
		e.line(w, n, "  ", "    ")
	}
}

// sprint returns what print, a printer of package printer, writes: the
// printer grows the strings.Builder once, to the text's size, having
// measured it from the one reading of the tree (see package printer).
func sprint(print func(io.Writer) error) (string, error) {
	var b strings.Builder
	if err := print(&b); err != nil {
		return "", err
	}
	return b.String(), nil
}

// line writes the sentence s to b, wrapped to e.Width: its first line
// starts with first, the others with rest.
func (e *Explanation) line(b io.StringWriter, s, first, rest string) {
	for _, l := range describe.Wrap(s, e.Width, first, rest) {
		b.WriteString(l)
		b.WriteString("\n")
	}
}

// wrapError wraps, to e.Width, the lines of the error message in
// diagram, an input drawn with its error as the printer's FprintError
// draws it: the line that starts with "error: " and those under it,
// which start with as many spaces, hang two columns further.
func (e *Explanation) wrapError(diagram string) string {
	if e.Width <= 0 {
		return diagram
	}
	prefix := "error: " // the printer's words, with no no-break space
	if e.Lang == grammar.French {
		prefix = "erreur : "
	}
	spaced := voice.Voice{Lang: e.Lang}.S("error: ", "erreur : ") // Explain's own, for an error it draws no diagram of
	under := strings.Repeat(" ", voice.Width(prefix))
	var b strings.Builder
	in := false // in the message
	for _, line := range strings.SplitAfter(diagram, "\n") {
		body := strings.TrimSuffix(line, "\n")
		switch {
		case strings.HasPrefix(body, prefix):
			in = true
			e.line(&b, body[len(prefix):], prefix, under+"  ")
		case strings.HasPrefix(body, spaced):
			in = true
			e.line(&b, body[len(spaced):], spaced, under+"  ")
		case in && strings.HasPrefix(body, under):
			e.line(&b, body[len(under):], under, under+"  ")
		default:
			b.WriteString(line)
		}
	}
	return b.String()
}

// ResultURL is the resolved URL's text without its fragment: the text
// of Resolution.URL, or the text that is not an RFC 1738 URL. "" without
// a Resolution.
func (e *Explanation) ResultURL() string {
	if e.Resolution == nil {
		return ""
	}
	return e.Resolution.Absolute()
}

// writeParts writes parts as a table indented by two spaces, its
// columns aligned, each part's details under its text. The text column
// is padded to at most maxText columns, as explain's table is, so that a
// long component does not widen every row. With wrapAt > 0 the
// production and details wrap to that many columns, under their column,
// and a row whose text leaves the production less than half of them has
// its production on a line of its own, under the details' indent.
func writeParts(b io.StringWriter, v voice.Voice, parts []Part, wrapAt int) {
	const maxText = 60
	var tagW, textW, spanW int
	texts := make([]string, len(parts))
	spans := make([]string, len(parts))
	for i, p := range parts {
		texts[i] = v.Q(p.Text)
		spans[i] = voice.Span(p.Pos, p.End)
		tagW = max(tagW, voice.Width(p.Tag))
		textW = max(textW, min(voice.Width(texts[i]), maxText))
		spanW = max(spanW, voice.Width(spans[i]))
	}
	indent := strings.Repeat(" ", 2+tagW+2)
	if wrapAt <= 0 {
		// Unwrapped, each line is written in its pieces: a part's text
		// may be as long as the reference.
		for i, p := range parts {
			b.WriteString("  ")
			for _, c := range [...]struct {
				s string
				w int
			}{{p.Tag, tagW}, {texts[i], textW}, {spans[i], spanW}} {
				b.WriteString(c.s)
				writeSpaces(b, max(0, c.w-voice.Width(c.s))+2)
			}
			writeLine(b, p.Production)
			for _, d := range p.Details {
				b.WriteString(indent)
				writeLine(b, d)
			}
		}
		return
	}
	for i, p := range parts {
		head := "  " + voice.Pad(p.Tag, tagW) + "  " + voice.Pad(texts[i], textW) + "  " + voice.Pad(spans[i], spanW) + "  "
		rest := strings.Repeat(" ", voice.Width(head)+2)
		if wrapAt > 0 && voice.Width(head) > wrapAt/2 { // a long text: its production under it
			writeLine(b, strings.TrimRight(head, " "))
			head, rest = indent, indent+"  "
		}
		for _, l := range describe.Wrap(p.Production, wrapAt, head, rest) {
			writeLine(b, l)
		}
		for _, d := range p.Details {
			for _, l := range describe.Wrap(d, wrapAt, indent, indent+"  ") {
				writeLine(b, l)
			}
		}
	}
}

// writeSpaces writes n spaces, none when n is not positive.
func writeSpaces(b io.StringWriter, n int) {
	const run = "                "
	for ; n > len(run); n -= len(run) {
		b.WriteString(run)
	}
	b.WriteString(run[:max(n, 0)])
}

// writeLine writes l and a newline, without joining them: a line may be
// as long as the reference.
func writeLine(b io.StringWriter, l string) {
	b.WriteString(l)
	b.WriteString("\n")
}

// writeSteps writes the steps, their labels in a column of their own,
// each sentence wrapped to wrapAt columns (0: not wrapped) under its
// column.
func writeSteps(b io.StringWriter, steps []Step, wrapAt int) {
	labelW := 0
	for _, s := range steps {
		labelW = max(labelW, voice.Width(s.Label))
	}
	indent := strings.Repeat(" ", 2+labelW+2)
	for _, s := range steps {
		for _, l := range describe.Wrap(s.Text, wrapAt, "  "+voice.Pad(s.Label, labelW)+"  ", indent) {
			b.WriteString(l + "\n")
		}
		for _, d := range s.Details {
			for _, l := range describe.Wrap(d, wrapAt, indent, indent+"  ") {
				b.WriteString(l + "\n")
			}
		}
	}
}
