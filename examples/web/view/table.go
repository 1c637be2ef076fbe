package view

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A Table is explain's part table of a URL, in the Result's language,
// with what the URL leaves out of the note's general form and what that
// means: package describe's words, which explain prints.
type Table struct {
	Rows []Row `json:"rows"`
	// Absent says which parts of the general form the URL leaves out,
	// and why, one sentence each: "no <port>: the default for ftp is 21".
	Absent []string `json:"absent,omitempty"`
	// Hidden is the line under the table that says how a decoded text
	// shows a byte that is not printable, ⟨%XX⟩, as explain's says it:
	// set when a decoded text shows one.
	Hidden string `json:"hidden,omitempty"`
	// UTF8 is the line that says a decoded text shows octets that form
	// UTF-8 as their characters, a reading (describe.UTF8Line): set when
	// a decoded text shows one.
	UTF8 string `json:"utf8,omitempty"`
}

// A Row describes one part of the URL.
type Row struct {
	// Tag names the part: "<host>", "<hôte>", "search", "recherche";
	// Key is the glossary's key of its label (grammar.Label): "host",
	// "urlpath".
	Tag string `json:"tag"`
	Key string `json:"key"`
	// Note says that it is a part of the note's general form; InPath
	// that it is a piece of the url-path of the row above.
	Note   bool `json:"note,omitempty"`
	InPath bool `json:"inPath,omitempty"`
	// Pos and End are its byte span, as the diagram marks it.
	Pos int `json:"pos"`
	End int `json:"end"`
	// Text is its text as written, quoted, and Decoded its decoded text,
	// quoted, when escapes make them differ ("" otherwise): between “ and
	// ” in English, between « and » in French, a byte that shows nothing
	// written %XX (display); an empty text says so.
	Text    string `json:"text"`
	Decoded string `json:"decoded,omitempty"`
	// Name is the RFC name of its production ("host"; "urlpath" for a
	// url-path of several productions) and Cite its citation, in the
	// Result's language.
	Name string `json:"name"`
	Cite string `json:"cite"`
	// Shown is the name the table shows: Name, or "url-path", section
	// 3.1's word, for a url-path of several productions.
	Shown string `json:"shown"`
	// Meaning says what the part is made of and what it means, one
	// sentence each.
	Meaning []string `json:"meaning,omitempty"`
}

// tableOf returns the table of u in l. Its rows are made one at a time
// (describe.Rows) into the Table's: a URL may have a part a byte, and
// explain's whole table, made first, would be copied.
func tableOf(u *ast.URL, l grammar.Lang) *Table {
	rs := describe.NewRows(u, l, describe.Options{LeaveOutColumns: true})
	t := &Table{Rows: make([]Row, rs.Len()), Absent: rs.Absent()}
	for i := range t.Rows {
		r := rs.Row(i)
		row := Row{Tag: r.Tag, Key: r.Key, Note: r.Note, InPath: r.InPath, Pos: r.Pos, End: r.End,
			Text: display(r.Text, l), Name: r.Name, Cite: r.Cite, Shown: r.Shown, Meaning: r.Details}
		if r.Decoded != "" {
			row.Decoded = displayDecoded(r.Decoded, l)
			if t.Hidden == "" && !printable(r.Decoded) {
				t.Hidden = describe.OctetsLine(l)
			}
			if t.UTF8 == "" && describe.ShowsUTF8(r.Decoded) {
				t.UTF8 = describe.UTF8Line(l)
			}
		}
		t.Rows[i] = row
	}
	return t
}

// noteRows returns the rows of u's table that are parts of the note's
// general form, as tableOf makes them, and nothing of the rest: what
// the page needs of the table of the part of an input that parsed, which
// it does not show.
func noteRows(u *ast.URL, l grammar.Lang) *Table {
	rs := describe.NewRows(u, l, describe.Options{LeaveOutColumns: true})
	t := &Table{}
	for i := range rs.Len() {
		if rs.Note(i) {
			r := rs.Row(i)
			t.Rows = append(t.Rows, Row{Tag: r.Tag, Key: r.Key, Note: true, Pos: r.Pos, End: r.End, Name: r.Name})
		}
	}
	return t
}
