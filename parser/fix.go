package parser

import (
	"github.com/urlsyntax/rfc1738/ast"
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// Edit is one change that Fix made to its input: Old, the input's text
// at Offset, became New. Code is the note whose advice it applies:
//
//   - NoteUnsafe: an unsafe or national character, a space, a control
//     or a byte outside ASCII, written escaped ("~" as "%7E");
//   - NoteSearchChar: a "/" or "?" inside a search, written escaped;
//   - NoteEscape: a "%" that starts no escape, written "%25";
//   - NoteFragment: a "#" inside a fragment (after the first "#"),
//     written "%23";
//   - NoteURLWrapper: the appendix's "<URL:" or ">", or whitespace inside
//     them, removed (New is "");
//   - NoteAngleBrackets: a "<" and ">" around the URL or its scheme
//     part, removed (the notes NoteAngleBrackets and
//     NoteAngleBracketsRule both lead to it).
//
// Adjacent edits of one code are one Edit: "~~" is one Edit, Old "~~",
// New "%7E%7E".
type Edit struct {
	Offset int    // byte offset of Old in the input
	Old    string // the input's text
	New    string // what Fix wrote instead; "" for a removal
	Code   Code   // the note whose advice the edit applies
}

// Fixed is what Fix returns: the input with its edits applied.
type Fixed struct {
	// Text is the input with Edits applied: a URL that Parse accepts,
	// followed, when the input has a "#", by that "#" and a fragment, as
	// ParseReference reads them (RFC 1808 section 2.4.1). Fix keeps the
	// fragment: it is no part of the URL, but a reader of the input
	// takes it as one.
	Text string
	// Hash is the offset in Text of the "#" that starts the fragment,
	// -1 when there is none.
	Hash int
	// Edits are the changes, in the order of their offsets, which do
	// not overlap; none when the input was already a URL (and
	// fragment).
	Edits []Edit
}

// URL returns Text without its fragment: the URL, which Parse accepts.
func (f Fixed) URL() string {
	if f.Hash < 0 || f.Hash > len(f.Text) {
		return f.Text
	}
	return f.Text[:f.Hash]
}

// Fragment returns the fragment, without its "#", and whether there is
// one.
func (f Fixed) Fragment() (string, bool) {
	if f.Hash < 0 || f.Hash >= len(f.Text) {
		return "", false
	}
	return f.Text[f.Hash+1:], true
}

// Fix returns the nearest RFC 1738 URL to input, with the default
// parser: see Parser.Fix.
func Fix(input string) (Fixed, error) { return defaultParser().Fix(input) }

// Fix returns the nearest RFC 1738 URL to input: input with the advice
// of the notes of its errors applied, and the list of edits that apply
// it. A valid URL, or URL and fragment, comes back as it is, with no
// edits; so Fix of a Fixed's Text gives it back unchanged.
//
// Fix reads input as Parse does, byte by byte, and at each byte that
// cannot stand where it is asks the notes what to write instead. It
// takes this advice:
//
//   - an unsafe or national character, a space, a control or a byte
//     outside ASCII, where an escape can stand, is written escaped, as
//     RFC 1738 section 2.2 says ("~" as "%7E", a space as "%20", "ä" as
//     "%C3%A4"): the character is data, and every reader decodes the
//     escape to it (NoteUnsafe);
//   - a "/" or "?" inside a search, where section 3.3 reserves them, is
//     written escaped (NoteSearchChar);
//   - a "%" that starts no escape is written "%25" (NoteEscape);
//   - The appendix's "<URL:" and ">", and the whitespace inside them, or
//     a "<" and ">" around the URL or its scheme part, are removed:
//     they set the URL apart in text and are no part of it
//     (NoteURLWrapper, NoteAngleBrackets).
//
// It keeps what a lenient reader (net/url, a browser) takes as the
// host, the user, the decoded path and query, and the fragment, so it
// leaves alone the advice that would change them, and returns the
// parser's error at the byte it could not get past, its offsets in
// input, when no URL is near:
//
//   - a "#" starts a fragment for every reader, so Fix never escapes
//     the first one: the fragment is kept after the URL, in Text, and
//     Hash says where it starts (a later "#" is data, written "%23");
//   - a "/", "?", "@" or ":" that delimits is never escaped. A ":" or
//     "@" inside a login (NoteLoginEscape) is not escaped either: its
//     rule reads the input again from its start to find the login,
//     which at each such byte would make Fix's time quadratic;
//   - a host is never changed: RFC 1738's hosts have no escapes, so a
//     "_", a trailing "." or a character outside a host name has no
//     nearer form (NoteHostChar, NoteTrailingDot). Nor is what net/url
//     and browsers read as the host and port, after the last "@" of the
//     authority, where RFC 1738's grammar reads a login that holds a "?"
//     (`a://"?@b/`);
//   - a "\" before the query of an http, https, ftp or file URL (the
//     WHATWG URL Standard's special schemes, with ws and wss): the
//     Standard's parser, which browsers follow, reads it there as "/"
//     (its "invalid-reverse-solidus" validation error), and net/url as
//     data, so neither "%5C" nor "/" keeps both readings. In a query, a
//     fragment or another scheme's URL, it is data to both, and escaped;
//   - a tab or a line break, which the Standard's parser removes from
//     anywhere in its input, and spaces and controls that end the input,
//     which it trims: escaping them would keep what browsers drop;
//   - a port that is not digits, a scheme name that is not one, and any
//     other error whose notes give no advice above;
//   - the advice of a scheme's own notes (Scheme.Notes), which the error
//     carries, as Parse's does: it says what the author guesses the
//     writer meant ("POP has no password: did you mean ;AUTH=?"), which
//     changes what the URL says (net/url reads "u:pw@h" as the user u
//     with a password, "u;AUTH=pw@h" as the user "u;AUTH=pw"), and Fix
//     cannot tell an author's advice that keeps what a lenient reader
//     reads from one that changes it.
//
// The result is refused, with the error of code CodeTooLong, when it is
// longer than p's MaxLength, as Parse would refuse it: escaping triples
// a character's length.
//
// Fix takes time linear in the input's length: it reads each byte and
// each edit's new text twice, once to count the edits and once to write
// them into slices of the size counted, and never reads the input again
// from its start. It stays within the parser's bound of 64 allocated
// bytes per input byte (TestFixMemory), even on input that needs an edit
// at every other byte.
func (p *Parser) Fix(input string) (Fixed, error) {
	if err := p.checkLength(input); err != nil {
		return Fixed{}, err
	}
	out := Fixed{Text: input, Hash: strings.IndexByte(input, '#')}
	if !p.validReference(input, out.Hash) {
		f := p.newFixer(input)
		f.wrapping()
		f.run()
		// Counted, the run is made again to write, into slices of the
		// sizes counted: grown by append, the edits of an input that
		// needs many would cost several times what they hold.
		g := *f
		g.fill(f.nEdits, f.outLen)
		g.run()
		if g.stop != nil {
			return Fixed{}, g.stopError()
		}
		out = g.result()
		if err := p.checkLength(out.Text); err != nil {
			e := err.(*Error)
			e.Offset = out.inputOffset(e.Offset)
			return Fixed{}, e
		}
	}
	if s := p.schemeOf(out.URL()); s != nil && s.checkTree {
		if _, err := p.build(out.URL(), s); err != nil {
			return Fixed{}, err
		}
	}
	return out, nil
}

// inputOffset maps off, an offset in f.Text, to the input's.
func (f Fixed) inputOffset(off int) int {
	shift := 0
	for _, e := range f.Edits {
		newAt := e.Offset + shift
		if off < newAt {
			break
		}
		if off < newAt+len(e.New) {
			return e.Offset
		}
		shift += len(e.New) - len(e.Old)
	}
	return off - shift
}

// fixer is one run of Fix over an input. It runs twice: once to count
// the edits and the output's length, once to write them into slices of
// exactly that size.
type fixer struct {
	p      *Parser
	in     string
	scheme *scheme
	a      *automaton.Automaton
	// body is the input inside its wrapper, [from, to); urlEnd is where
	// its URL ends, at its first "#" (hash, -1 when none) or at to.
	from, to, urlEnd, hash int
	// wrapper says whether whitespace inside the body is removed; drop
	// is the offset of a "<" to remove inside it, -1 when none.
	wrapper bool
	drop    int
	// wrapCode is the code of the edits that remove the wrapper, "" when
	// there is none.
	wrapCode Code
	// special says whether the scheme is one of WHATWG's special ones;
	// queryAt is the offset of the query's "?", urlEnd when none.
	special bool
	queryAt int
	// trail is where the input's final run of spaces and controls starts.
	trail int
	// hostFrom and hostTo are where the host and port that a lenient
	// reader reads start and end, -1 when it reads none (lenientHost).
	hostFrom, hostTo int

	// The output: counted (nEdits, outLen) or written (edits, out).
	write bool
	edits []Edit
	// newEnd holds, for each edit, where its New ends in out; where it
	// starts follows (newAt).
	newEnd []int
	out    []byte
	nEdits int
	outLen int
	// last is where the last edit's Old ends, lastCode its code.
	last     int
	lastCode Code

	// stop is where the run stopped with no advice, nil when it did not.
	stop *fixStop
	// kept is the note that says why Fix did not take the notes' advice
	// at the byte where the run stopped: an escape there would change
	// what a browser reads. Its Code is "" when there is none.
	kept Note

	// e and c are the error and note context that advice asks the notes
	// about.
	e Error
	c noteContext
}

// fixStop is where Fix found no advice: in the part of the input
// [base, end) read by automaton a, in state st at offset at, having read
// the input from chunk since the last edit; the part's output starts at
// outStart.
type fixStop struct {
	a               *automaton.Automaton
	base, end, at   int
	chunk, outStart int
	st              uint16
	scheme          ast.Production
}

// newFixer returns the fixer of input, its URL and fragment found.
func (p *Parser) newFixer(input string) *fixer {
	f := &fixer{p: p, in: input, to: len(input), drop: -1, last: -1}
	f.split()
	return f
}

// split finds the URL's end and its scheme in the body.
func (f *fixer) split() {
	body := f.in[f.from:f.to]
	f.hash, f.urlEnd = -1, f.to
	if h := strings.IndexByte(body, '#'); h >= 0 {
		f.hash, f.urlEnd = f.from+h, f.from+h
	}
	text := f.in[f.from:f.urlEnd]
	if f.wrapper {
		text = stripSpace(text)
	}
	f.scheme = f.p.schemeOf(text)
	f.a = automatonOf(f.scheme)
	f.special = isSpecialScheme(text)
	f.queryAt = f.urlEnd
	if q := strings.IndexByte(f.in[f.from:f.urlEnd], '?'); q >= 0 {
		f.queryAt = f.from + q
	}
	f.trail = len(strings.TrimRight(f.in, spacesAndControls))
	f.hostFrom, f.hostTo = f.lenientHost()
}

// lenientHost returns where the host and port that a lenient reader
// reads in the URL start and end, [from, to) in the input, or -1, -1
// when it reads no authority. Its authority follows the scheme's ":"
// and "//" (in a special scheme's URL, any run of "/" and "", as the
// WHATWG URL Standard reads it; in a file URL two of them) and ends at
// the first "/", "?" or "#" ("\" too in a special scheme's URL); its
// host follows the last "@" in it. RFC 1738 may read it otherwise: its
// logins may hold a "?" ("a://b?c@d/"), so an escape that its grammar
// puts in a login may fall in what net/url and browsers read as the
// host, which no escape may change.
func (f *fixer) lenientHost() (from, to int) {
	text := f.in[f.from:f.urlEnd]
	colon := strings.IndexByte(text, ':')
	if colon < 0 {
		return -1, -1
	}
	start := colon + 1
	slashes := func(c byte) bool { return c == '/' || f.special && c == '\\' }
	switch {
	case f.special && strings.EqualFold(text[:colon], "file"):
		if len(text) < start+2 || !slashes(text[start]) || !slashes(text[start+1]) {
			return -1, -1
		}
		start += 2
	case f.special:
		for start < len(text) && slashes(text[start]) {
			start++
		}
	case strings.HasPrefix(text[start:], "//"):
		start += 2
	default:
		return -1, -1
	}
	end := start
	for end < len(text) && !slashes(text[end]) && text[end] != '?' {
		end++
	}
	if at := strings.LastIndexByte(text[start:end], '@'); at >= 0 {
		start += at + 1
	}
	return f.from + start, f.from + end
}

// spacesAndControls are the bytes a browser removes from both ends of
// its input.
const spacesAndControls = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\x0b\x0c\r\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f "

// isSpecialScheme reports whether text's scheme is one that the WHATWG
// URL Standard calls special, whose URLs browsers read "\" in as "/".
func isSpecialScheme(text string) bool {
	colon := strings.IndexByte(text, ':')
	if colon < 0 {
		return false
	}
	switch strings.ToLower(text[:colon]) {
	case "http", "https", "ftp", "file", "ws", "wss":
		return true
	}
	return false
}

// validReference reports whether input is already a URL, followed by
// a fragment when hash, the offset of its first "#", is not -1: checked
// before a fixer is made, so that a valid input costs no allocation.
func (p *Parser) validReference(input string, hash int) bool {
	text := input
	if hash >= 0 {
		text = input[:hash]
	}
	if !automatonOf(p.schemeOf(text)).Valid(text) {
		return false
	}
	return hash < 0 || automatonFragment.Valid(input[hash+1:])
}

// wrapping finds, by the notes of the input's error, whether text's
// delimiters stand around the URL: the appendix's "<URL:" and ">", or "<"
// and ">". The body is then the text between them.
func (f *fixer) wrapping() {
	if !strings.HasSuffix(f.in, ">") {
		return
	}
	e := syntaxError(f.in, f.p.schemeOf(f.in))
	if e == nil {
		return
	}
	for _, n := range e.Notes {
		switch {
		case n.Code == NoteURLWrapper:
			f.from, f.to, f.wrapper, f.wrapCode = len("<URL:"), len(f.in)-1, true, NoteURLWrapper
		case n.Code != NoteAngleBrackets && n.Code != NoteAngleBracketsRule:
			continue
		case n.Offset == 0:
			f.from, f.to, f.wrapCode = 1, len(f.in)-1, NoteAngleBrackets
		default:
			f.to, f.drop, f.wrapCode = len(f.in)-1, n.Offset, NoteAngleBrackets
		}
		f.split()
		return
	}
}

// fill makes f write its output into slices of the sizes counted.
func (f *fixer) fill(nEdits, outLen int) {
	f.write = true
	f.edits = make([]Edit, 0, nEdits)
	f.newEnd = make([]int, 0, nEdits)
	f.out = make([]byte, 0, outLen)
	f.nEdits, f.outLen, f.last, f.lastCode, f.stop, f.kept = 0, 0, -1, "", nil, Note{}
}

// run reads the input: the wrapper, the URL, the fragment.
func (f *fixer) run() {
	if f.from > 0 {
		f.edit(0, f.from, "", f.wrapCode)
	}
	if !f.part(f.a, f.from, f.urlEnd, productionOf(f.scheme)) {
		return
	}
	if f.hash >= 0 {
		f.copy("#")
		if !f.part(automatonFragment, f.hash+1, f.to, ast.Production{}) {
			return
		}
	}
	if f.to < len(f.in) {
		f.edit(f.to, len(f.in), "", f.wrapCode)
	}
}

// part reads the input from base to end with automaton a, taking the
// notes' advice at each byte a cannot read. It reports whether it got
// to the end in a final state; where it did not, it sets f.stop.
func (f *fixer) part(a *automaton.Automaton, base, end int, scheme ast.Production) bool {
	st, i := automaton.Start, base
	outStart := f.outLen
	chunk, chunkSt := base, st // the input read since the last edit, and the state before it
	for {
		s, n := a.RunFrom(st, f.in[i:end])
		st, i = s, i+n
		if i == end && a.Final[st] {
			f.copy(f.in[chunk:end])
			return true
		}
		at, old, repl, code, ok := f.advice(a, st, base, end, i, scheme)
		next := st
		if ok && at < chunk {
			ok = false
		}
		if ok && at < i {
			// The advice is about an earlier byte, a "%": read again
			// from the last edit to it.
			next, _ = a.RunFrom(chunkSt, f.in[chunk:at])
		}
		if ok {
			var n int
			next, n = a.RunFrom(next, repl)
			ok = n == len(repl) && next != automaton.Dead
		}
		if !ok {
			f.stop = &fixStop{a: a, base: base, end: end, at: i, chunk: chunk, outStart: outStart, st: st, scheme: scheme}
			return false
		}
		st = next
		f.copy(f.in[chunk:at])
		f.edit(at, at+len(old), repl, code)
		i = at + len(old)
		chunk, chunkSt = i, st
	}
}

// advice returns the edit that the notes advise at offset i, where
// automaton a stopped in state st, reading the input from base to end:
// the edit's offset, its old and new text and its code.
func (f *fixer) advice(a *automaton.Automaton, st uint16, base, end, i int, scheme ast.Production) (at int, old, repl string, code Code, ok bool) {
	if i < end && (i == f.drop || f.wrapper && isAppendixSpace(f.in[i])) {
		return i, f.in[i : i+1], "", f.wrapCode, true
	}
	// e and c are the fixer's, reused: an error and its context on the
	// heap at every byte that needs an edit would cost more than the
	// edit.
	e := &f.e
	*e = Error{
		Code:     CodeSyntax,
		Offset:   i - base,
		Found:    foundAt(f.in[base:end], i-base),
		Expected: a.Expected(st),
		End:      a.Final[st],
		Scheme:   scheme,
	}
	e.Production = a.Production(st)
	if scheme.Name != "" && e.Production == grammar.GenericURL {
		e.Production = scheme
	}
	c := &f.c
	*c = noteContext{input: f.in[base:end], e: e, a: a, st: st}
	c.index = noteIndexes()[a]
	n := pathNote(c)
	if n == nil {
		n = characterNote(c)
	}
	if n == nil {
		return 0, "", "", "", false
	}
	at = base + n.Offset
	if f.hostFrom <= at && at < f.hostTo {
		return 0, "", "", "", false // the host as net/url and browsers read it
	}
	switch n.Code {
	case NoteEscape:
		return at, "%", "%25", n.Code, true
	case NoteSearchChar:
		return at, e.Found, escaped(e.Found), n.Code, true
	case NoteFragment:
		// Only a "#" after the first, inside the fragment, is data.
		return at, e.Found, escaped(e.Found), n.Code, a == automatonFragment
	case NoteUnsafe:
		if !f.escapable(i) {
			f.kept = f.keptNote(*n)
			return 0, "", "", "", false
		}
		return at, e.Found, escaped(e.Found), n.Code, true
	}
	return 0, "", "", "", false
}

// escapable reports whether the unsafe byte at i may be escaped without
// changing what a browser reads: not a "\" before the query of a
// special scheme's URL, which browsers read as "/"; not a tab or a line
// break, which they remove; not a space or control that only spaces and
// controls follow, which they remove too.
func (f *fixer) escapable(i int) bool {
	switch b := f.in[i]; {
	case b == '\\':
		return !f.special || i > f.queryAt
	case b == '\t' || b == '\n' || b == '\r':
		return false
	case b <= ' ':
		return i < f.trail
	}
	return true
}

// keptNote returns the note that replaces n, the advice to escape a
// byte that escapable refused: why Fix leaves it, and what to write
// instead.
func (f *fixer) keptNote(n Note) Note {
	k := n
	k.Code, k.Args = NoteFixRemoved, nil
	if n.Found == `\` {
		k.Code = NoteFixBackslash
	}
	return k
}

// copy appends s, the input's text, to the output.
func (f *fixer) copy(s string) {
	if f.write {
		f.out = append(f.out, s...)
	}
	f.outLen += len(s)
}

// edit replaces the input's [start, end) with repl, joining it to the
// last edit when that one ends at start with the same code.
func (f *fixer) edit(start, end int, repl string, code Code) {
	join := f.last == start && f.lastCode == code
	if !join {
		f.nEdits++
	}
	if f.write {
		if join {
			last := &f.edits[len(f.edits)-1]
			last.Old = f.in[last.Offset:end]
		} else {
			f.edits = append(f.edits, Edit{Offset: start, Old: f.in[start:end], Code: code})
			f.newEnd = append(f.newEnd, 0)
		}
	}
	f.copy(repl)
	if f.write {
		f.newEnd[len(f.newEnd)-1] = len(f.out)
	}
	f.last, f.lastCode = end, code
}

// result returns what a writing run wrote: the text, and each edit's New
// as a part of it.
func (f *fixer) result() Fixed {
	text := string(f.out)
	for k := range f.edits {
		f.edits[k].New = text[f.newAt(k):f.newEnd[k]]
	}
	out := Fixed{Text: text, Hash: -1, Edits: f.edits}
	if f.hash >= 0 {
		out.Hash = strings.IndexByte(text, '#')
	}
	return out
}

// stopError returns the parser's error where a writing run stopped: the
// error of the input with the edits before it made, its offsets mapped
// back to the input.
func (f *fixer) stopError() error {
	s := f.stop
	done := string(f.out[s.outStart:]) + f.in[s.chunk:s.at]
	text := done + f.in[s.at:s.end]
	e := errorAt(CodeSyntax, s.a, text, 0, s.scheme, s.st, len(done))
	if s.a == f.a {
		// The scheme's own notes, as Parse adds them to the error of the
		// URL with the edits before the stop made; their offsets are
		// mapped back to the input below, with the library's.
		f.scheme.addNotes(e, text)
	}
	inInput := func(off int) int {
		if off >= len(done) {
			return s.at + off - len(done)
		}
		if g := s.outStart + off; g < len(f.out) {
			return f.outputToInput(g)
		}
		return s.chunk + off - (len(f.out) - s.outStart)
	}
	e.Offset = s.at
	if e.ValidPrefix > 0 {
		e.ValidPrefix = inInput(e.ValidPrefix)
	}
	for k := range e.Notes {
		e.Notes[k].Offset = inInput(e.Notes[k].Offset)
		if f.kept.Code != "" && (e.Notes[k].Code == NoteUnsafe || e.Notes[k].Code == NoteSpaceAround) && e.Notes[k].Offset == s.at {
			e.Notes[k] = f.kept
			e.Notes[k].Offset = s.at
		}
	}
	return e
}

// newAt returns where edit k's New starts in out: the input between
// two edits is copied as it is.
func (f *fixer) newAt(k int) int {
	if k == 0 {
		return f.edits[0].Offset
	}
	prev := f.edits[k-1]
	return f.newEnd[k-1] + f.edits[k].Offset - (prev.Offset + len(prev.Old))
}

// outputToInput maps g, an offset in a writing run's output, to the
// input: into an edit's new text, to the edit's offset.
func (f *fixer) outputToInput(g int) int {
	shift := 0
	for k, e := range f.edits {
		if g < f.newAt(k) {
			break
		}
		if g < f.newEnd[k] {
			return e.Offset
		}
		shift += len(e.Old) - (f.newEnd[k] - f.newAt(k))
	}
	return g + shift
}

// escaped returns s with every byte escaped; one byte's escape is a part
// of byteEscapes, so that escaping it allocates nothing.
func escaped(s string) string {
	if len(s) == 1 {
		return byteEscapes[3*int(s[0]) : 3*int(s[0])+3]
	}
	return escapeAll(s)
}

// byteEscapes holds the escape of each byte, 3 bytes each.
var byteEscapes = func() string {
	var all [256]byte
	for c := range all {
		all[c] = byte(c)
	}
	return escapeAll(string(all[:]))
}()

// The notes of a syntax error that Fix returns where the notes advise an
// escape it does not make.
const (
	// NoteFixBackslash: a "\" before the query of an http or https URL,
	// which browsers read as "/" and net/url as data, so that no escape
	// keeps what both read. {escaped} is derived from Found.
	NoteFixBackslash Code = "note-fix-backslash"
	// NoteFixRemoved: a tab, a line break, or a space or control at the
	// end, which browsers remove from a URL, so that an escape would
	// add what they read; in place of NoteUnsafe, or of NoteSpaceAround
	// at the end. {escaped} is derived from Found.
	NoteFixRemoved Code = "note-fix-removed"
)

// fixTexts are the texts of this file's codes, in English and French.
var fixTexts = []codeMessage{
	{code: NoteFixBackslash, Message: Message{
		`browsers read "\" here as "/", and net/url as a character, so Fix leaves it: write "/" for a path separator, or {escaped} for the character`,
		`les navigateurs lisent ici « \ » comme « / », et net/url comme un caractère, donc Fix le laisse : écrire « / » pour séparer le chemin, ou {escaped:q} pour le caractère`,
	}},
	{code: NoteFixRemoved, Message: Message{
		`browsers remove {found:q} from a URL, so Fix leaves it: delete it, or write {escaped} where it is data`,
		`les navigateurs retirent {found:q} d'une URL, donc Fix le laisse : le supprimer, ou écrire {escaped:q} s'il fait partie des données`,
	}},
}
