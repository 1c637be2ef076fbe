package describe

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A Table is what explain's table says of a URL, in one language: a
// row for each part, in the order of the URL, then what the URL leaves
// out of the note's general form and what that means.
type Table struct {
	Rows []Row
	// Absent says which parts of the general form the URL leaves out, and
	// why, one line each: "no <port>: the default for http is 80".
	Absent []string
	// Brief says in one line what Absent says: which parts the URL
	// leaves out, each with what that means in a few words ("no <port>
	// (80 by default), <url-path> (by NOTE 1, a default resource)"); "" when it
	// leaves out none.
	Brief string
	// Rules are the rules of the productions the table cites, each once,
	// in the order first cited ("host = hostname | hostnumber"), then
	// those of the URL's productions that these rules name (hostname's
	// domainlabel and toplabel), when Options.CiteOnce is set; nil
	// otherwise.
	Rules []string
	// ProseRules are, apart from Rules, the rules of the productions
	// cited that are names of the RFC's prose, not rules of its section
	// 5 ("gopher-path = ..."), as this grammar writes them.
	ProseRules []string
	// OtherRules are, apart from Rules, the rules of the productions
	// cited that section 5 does not write: other RFCs' ("ldapurl =
	// ..."), and this grammar's readings of them ("httpsurl = ...").
	OtherRules []string
}

// Options are the choices of URLWith.
type Options struct {
	// CiteOnce cites each production by its section alone wherever the
	// table names it (Row.Production, Row.Details: "host (RFC 1738
	// section 3.1)"), and gives its rule once, in Table.Rules. Row.Cite
	// keeps the rule.
	CiteOnce bool
	// LeaveOutStructure leaves out of Row.Details the lines of Kind
	// Structure, what the labelled diagram shows, for a table that does
	// not write them: a path's list of its segments is as long as the
	// path. Rules then leaves out the rules only those lines cite.
	LeaveOutStructure bool
	// LeaveOutColumns leaves out Row.Quoted and Row.Production, the
	// columns of explain's table, for a program that shows the parts its
	// own way: Quoted is as long as the part.
	LeaveOutColumns bool
}

// A Kind says what a line of Row.Details is.
type Kind int

const (
	// Structure says what the part is made of, or which production reads
	// it: what the labelled diagram shows too.
	Structure Kind = iota
	// Meaning says what the part means, in the words of RFC 1738.
	Meaning
	// Particular says what the RFC makes of the part's particular text
	// (an ftp path's commands, an upper-case scheme).
	Particular
)

// A Row describes one part of a URL: one line of explain's table and
// the lines under it.
type Row struct {
	// Tag names the part: a part of the note's general form by the
	// note's word in angle brackets ("<host>", "<hôte>"), any other by
	// its production's label in the glossary ("search", "recherche").
	Tag string
	// Key is the glossary's key for the part's label (grammar.Label):
	// its production's name ("host"), "urlpath" for the url-path, or
	// "unique" for an article's identifier.
	Key string
	// Note says that the part is one of the note's general form.
	Note bool
	// InPath says that the part is a piece of the url-path of several
	// nodes that the row before its first piece describes; explain
	// indents it.
	InPath bool
	// Pos and End are the part's byte span [Pos,End) in the URL. A
	// scheme's own production shown whole ("news:*") starts at the
	// scheme's first byte, as its rule and the diagram read it.
	Pos, End int
	// Text is the part's text as written, and Decoded its decoded text
	// when escapes make the two differ ("" when they do not).
	Text, Decoded string
	// Quoted is the text as explain's table writes it: quoted, and
	// followed by the decoded text when that differs.
	Quoted string
	// Name is the RFC name of the production that defines the part
	// ("host"), or "urlpath" for a url-path of several nodes; Cite says
	// where it is defined ("RFC 1738 section 5, explained in section
	// 3.1: host = hostname | hostnumber"); Production is both as
	// explain's table writes them.
	Name, Cite, Production string
	// Shown is the name a table shows for the production: Name, but
	// "url-path", section 3.1's word, for a url-path of several nodes,
	// which no rule of section 5 reads whole (urlpath = *xchar is the
	// generic syntax's).
	Shown string
	// Details say more about the part, one line each: what it is made
	// of, what section 3 says it means, what the RFC makes of its text.
	Details []string
	// Kinds says what each line of Details is, line by line.
	Kinds []Kind
}

// URL describes u, a URL that parsed, in l: its parts, and what it
// leaves out of the note's general form.
func URL(u *ast.URL, l grammar.Lang) Table { return URLWith(u, l, Options{}) }

// URLWith describes u, a URL that parsed, in l, as o asks: URL is
// URLWith with no options.
func URLWith(u *ast.URL, l grammar.Lang, o Options) Table {
	rs := NewRows(u, l, o)
	t := Table{Rows: make([]Row, rs.Len()), Absent: rs.Absent(), Brief: rs.Brief()}
	for i := range t.Rows {
		t.Rows[i] = rs.Row(i)
	}
	t.Rules = rs.Rules()
	t.ProseRules = rs.ProseRules()
	t.OtherRules = rs.OtherRules()
	return t
}

// Rows makes the rows of the table of a URL one at a time, for a writer
// that writes each as it is made: a URL may have a part a byte, and a
// table of them all, made before it is written, costs several times
// what it writes. The rows are the same as URLWith's.
type Rows struct {
	u     *ast.URL
	text  string // u's text: each part's is a piece of it
	ps    []part
	o     Options
	v     speaker // the rows' words (its cited records the rules of CiteOnce)
	full  speaker // the words that cite with the rule: Row.Cite, Absent, Brief
	quiet speaker // v, but recording nothing: for Head
}

// NewRows returns the rows of the table of u, a URL that parsed, in l,
// as o asks.
func NewRows(u *ast.URL, l grammar.Lang, o Options) *Rows {
	rs := &Rows{u: u, text: u.String(), ps: parts(u), o: o, full: speaker{Voice: voice.Voice{Lang: l}, memo: &memo{}}}
	rs.v, rs.quiet = rs.full, rs.full
	if o.CiteOnce {
		rs.v = speaker{Voice: voice.Voice{Lang: l}, cited: &citations{}, memo: &memo{}}
		rs.quiet = speaker{Voice: voice.Voice{Lang: l}, cited: &citations{off: true}, memo: rs.v.memo}
	}
	return rs
}

// Len returns the number of rows.
func (rs *Rows) Len() int { return len(rs.ps) }

// Row makes row i, as URLWith's Rows[i].
func (rs *Rows) Row(i int) Row {
	r := rowOf(rs.v, rs.ps[i], rs.u, rs.text, rs.o)
	if rs.o.CiteOnce && rs.ps[i].node != nil {
		r.Cite = rs.full.cite(grammar.Of(rs.ps[i].node))
	}
	return r
}

// Note reports whether row i is a part of the note's general form, as
// its Note says, without making the row.
func (rs *Rows) Note(i int) bool { return rs.ps[i].note }

// Head makes the columns of row i: its Tag, InPath, Pos, End, Quoted
// and Production, what a table's widths are made of; the others are
// left empty, and no citation is recorded for Rules.
func (rs *Rows) Head(i int) Row {
	p := rs.ps[i]
	r := Row{Tag: p.tag(rs.quiet), InPath: p.inPath, Pos: p.pos, End: p.end}
	if p.node == nil {
		r.Quoted = rs.quiet.Q(rs.text[p.pos:p.end])
		r.Production = urlPathProduction(rs.quiet)
		return r
	}
	prefix, text := nodeText(p, rs.u, rs.text)
	decoded, differs := decodedOf(p.node, text)
	r.Quoted = quoteNodeText(rs.quiet, prefix, text, decoded, differs)
	r.Production = productionOf(rs.quiet, p)
	return r
}

// Absent is Table.Absent.
func (rs *Rows) Absent() []string { return absent(rs.full, rs.u, rs.ps) }

// Brief is Table.Brief.
func (rs *Rows) Brief() string { return brief(rs.full, rs.u, rs.ps) }

// Rules is Table.Rules, once every row is made: the rules of the
// productions the rows made so far cite, with CiteOnce, then those of
// the URL's productions that these rules name (citations.addNamed).
func (rs *Rows) Rules() []string {
	if rs.v.cited == nil {
		return nil
	}
	rs.v.cited.addNamed(rs.u)
	return rs.v.cited.rules
}

// ProseRules is Table.ProseRules, once every row is made.
func (rs *Rows) ProseRules() []string {
	if rs.v.cited == nil {
		return nil
	}
	return rs.v.cited.prose
}

// OtherRules is Table.OtherRules, once every row is made.
func (rs *Rows) OtherRules() []string {
	if rs.v.cited == nil {
		return nil
	}
	return rs.v.cited.others
}

// rowOf describes part p of u in v's language, as o asks.
func rowOf(v speaker, p part, u *ast.URL, utext string, o Options) Row {
	structure, columns := !o.LeaveOutStructure, !o.LeaveOutColumns
	r := Row{Tag: p.tag(v), Key: p.key, Note: p.note, InPath: p.inPath, Pos: p.pos, End: p.end}
	if p.node == nil { // a url-path of several nodes
		r.Text = utext[p.pos:p.end]
		r.Name, r.Shown = grammar.URLPathP.Name, grammar.Label(urlPathKey, grammar.English)
		r.Cite = urlPathCite(v)
		if columns {
			r.Quoted = v.Q(r.Text)
			r.Production = urlPathProduction(v)
		}
		if structure {
			r.Details = []string{urlPathPieces(v, p, u, utext)}
			r.Kinds = []Kind{Structure}
		}
		return r
	}
	prefix, text := nodeText(p, u, utext)
	decoded, differs := decodedOf(p.node, text)
	r.Text = prefix + text
	if differs {
		r.Decoded = prefix + decoded
	}
	g := grammar.Of(p.node)
	r.Name, r.Cite = g.Name, v.cite(g)
	r.Shown = r.Name
	if columns {
		r.Quoted = quoteNodeText(v, prefix, text, decoded, differs)
		r.Production = productionOf(v, p)
	}
	r.Details, r.Kinds = detailsOf(v, p, u, structure)
	return r
}

// urlPathCite cites section 3.1's url-path; in French, the quotation
// says it is a translation, so that it does not read as the RFC's words.
func urlPathCite(v speaker) string {
	return v.Section("RFC 1738", "3.1") + v.S(": ", ", citation traduite : ") +
		v.quote("The rest of the locator consists of data specific to the scheme",
			"Le reste du localisateur se compose de données propres au mode")
}

// urlPathProduction is Row.Production of a url-path of several nodes: the
// production column names the RFC's part, url-path, in both languages,
// as it names every other row's production.
func urlPathProduction(v speaker) string {
	return grammar.Label(urlPathKey, grammar.English) + " (" + urlPathCite(v) + ")"
}

// textOf quotes n's text as written, followed by its decoded text when
// escapes make them differ. A decoded byte of a character that is not
// printable is shown as ⟨%XX⟩ (grammar.QuotedDecoded), apart from the
// characters "%XX" that %25XX decodes to.
func textOf(v speaker, n ast.Node) string { return prefixedTextOf(v, "", n) }

// prefixedTextOf is textOf for the text prefix, then n's: a scheme's own
// production is quoted with its scheme and ":" ("news:*"), as its rule
// reads it.
func prefixedTextOf(v speaker, prefix string, n ast.Node) string {
	s := n.String()
	decoded, differs := decodedOf(n, s)
	return quoteNodeText(v, prefix, s, decoded, differs)
}

// quoteNodeText is prefixedTextOf of a node's text and decoded text.
func quoteNodeText(v speaker, prefix, text, decoded string, differs bool) string {
	q := v.Q(prefix + text)
	if differs {
		q += v.S(" (decoded ", " (décodé : ") + v.qd(prefix+decoded) + ")"
	}
	return q
}

// decodedOf returns n's decoded text, and whether escapes make it
// differ from text, n's text.
func decodedOf(n ast.Node, text string) (string, bool) {
	if d, ok := n.(interface{ Decoded() string }); ok {
		if s := d.Decoded(); s != text {
			return s, true
		}
	}
	return "", false
}

// nodeText returns the text of part p's node, a piece of utext, u's
// text (the tree's text is its input's), and the text its rule reads
// before it: the scheme and ":" before a scheme's own production
// (fromScheme), "" otherwise.
func nodeText(p part, u *ast.URL, utext string) (prefix, text string) {
	start, end := p.node.Pos()-u.Pos(), p.node.End()-u.Pos()
	if p.fromScheme { // its rule's span: the scheme and ":" before the node
		prefix = utext[:start]
	}
	return prefix, utext[start:end]
}

// productionOf names the production that defines p and cites it; an
// opaque scheme part is said to be one, and a piece the RFC's rule gives
// no name of its own (an article's <unique>) is said to be in its
// production: "<unique>, in article (...)", not article, whose span is
// the whole message-id.
func productionOf(v speaker, p part) string {
	g := grammar.Of(p.node)
	if piece, ok := unnamedPieces[g.Name]; ok && p.key == piece {
		return v.F("<%s>, in %s (%s)", "<%s>, dans %s (%s)", p.key, g.Name, v.cite(g))
	}
	_, opaque := p.node.(*ast.OpaquePart)
	if s, ok := v.memo.production(g, opaque); ok {
		if v.cited != nil {
			v.cited.add(g)
		}
		return s
	}
	s := g.Name + " (" + v.cite(g) + ")"
	if opaque {
		s = g.Name + v.S(" (opaque: *xchar, in this scheme's own syntax; ", " (opaque : *xchar, dans la syntaxe propre à ce mode ; ") + v.cite(g) + ")"
	}
	v.memo.setProduction(g, opaque, s)
	return s
}

// section5Name is the name section 5's rule gives piece: its
// production's, where the glossary names it by the RFC's prose (digits,
// not article-number).
func section5Name(piece part) string {
	if _, ok := grammar.NamedIn(grammar.Of(piece.node)); ok {
		return grammar.Of(piece.node).Name
	}
	return grammar.Label(piece.key, grammar.English)
}

// urlPathPieces says what a url-path of several nodes is made of, in the
// order of the URL, in a sentence a beginner reads: which rule splits it
// and into what, each of the parts under it by its production's name, as
// its scheme's rule writes it, and the text between them, quoted as a
// value ("here, ftpurl's rule splits it into fpath, then ";type=", then
// ftptype"; in French « ici, la règle ftpurl le découpe ainsi : fpath,
// puis « ;type= », puis ftptype »: the glossary's labels would read as
// the rule's own names).
//
// text is u's text. The line is made at its length: a url-path may have
// a piece a byte.
func urlPathPieces(v speaker, p part, u *ast.URL, text string) string {
	words := func(f func(string)) {
		at := p.pos
		for _, piece := range p.pieces {
			if piece.pos > at {
				f(v.qShort(text[at:piece.pos]))
			}
			f(section5Name(piece))
			at = piece.end
		}
	}
	name := grammar.OfPart(u).Name
	head := v.F("here, %s's rule splits it into ", "ici, la règle %s le découpe ainsi : ", name)
	sep, tail := v.S(", then ", ", puis "), ""
	for _, piece := range p.pieces {
		if prose, ok := grammar.NamedIn(grammar.Of(piece.node)); ok {
			// Section 5 writes digits; article-number is section 3.7's word.
			tail += v.F("; %s is what section %s calls the %s", " ; %s est ce que la section %s appelle %s",
				section5Name(piece), grammar.Of(piece.node).Section, v.S(prose, "le "+grammar.Label(prose, grammar.French)+" ("+prose+")"))
			break
		}
	}
	size, n := len(head)+len(tail), 0
	words(func(w string) { size, n = size+len(w), n+1 })
	var b strings.Builder
	b.Grow(size + max(0, n-1)*len(sep))
	b.WriteString(head)
	words(func(w string) {
		if b.Len() > len(head) {
			b.WriteString(sep)
		}
		b.WriteString(w)
	})
	b.WriteString(tail)
	return b.String()
}
