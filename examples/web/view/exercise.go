package view

import (
	"encoding/json"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// An Exercise is the page's verdict on a student's answer to a "fix
// this URL" exercise: a text that is not a URL (Broken), which the
// student edits in the URL box until it is one (Answer).
type Exercise struct {
	Broken string `json:"broken"`
	Answer string `json:"answer"`
	// Solved says that Answer is a URL of the page's parser.
	Solved bool `json:"solved"`
	// Readings are, when Answer is a URL only by a reading of the RFC
	// (an upper-case scheme, which section 2.1 asks programs to read as
	// lower case; an upper-case typecode, which section 3.2.2 does not
	// name), each such part and the table's words on its reading
	// (describe.Readings), in English and in French: the student learns
	// that the answer is not a URL by the letter of the RFC.
	Readings []Advice `json:"readings,omitempty"`
	// Fixed is the nearest URL to Broken that the parser's repair
	// (parser.Fix) writes, applying the part of its notes' advice that
	// keeps what the text names (escaping a character, removing
	// "<URL:" and ">"), and Edits are its changes in words, each “old” →
	// “new”, in English and in French, for a page that shows both; Fixed
	// is "" when the repair finds no URL near. Left are then the notes
	// of the error the repair stopped at, whose advice it did not take,
	// the student's to follow: each in English and in French too.
	Fixed string   `json:"fixed,omitempty"`
	Edits []Advice `json:"edits,omitempty"`
	Left  []Advice `json:"left,omitempty"`
	// Expected are the answers the exercise's list gives, when the
	// repair finds none. Same says that Answer is Fixed, however
	// spelled: the same URL (sameURL). OneOfExpected says that it is
	// one of Expected: the alternatives need not be the same URL (news:
	// and nntp:, ::1 and localhost), so the answer is not said to be
	// the same URL as any. Slash says that the answer and the URL it is
	// compared with differ, in canonical form, only by the "/" that RFC
	// 1738 section 3.3 lets an http URL with neither path nor search
	// omit, which the page then quotes.
	Expected      []string `json:"expected,omitempty"`
	Same          bool     `json:"same"`
	OneOfExpected bool     `json:"oneOfExpected,omitempty"`
	Slash         bool     `json:"slash,omitempty"`
	// Plus says that the answer is another URL than Fixed or one of
	// Expected only by a "+" where that one has "%20", an escaped space:
	// the "+" of HTML forms' search strings, which in a URL is a "+"
	// (RFC 1738 section 2.2 makes a space unsafe, so it is written %20).
	Plus bool `json:"plus,omitempty"`
	// OtherKind, when the answer is none of the URLs it is compared
	// with (Fixed, or else Expected), says where its tree has a node of
	// another production than every one of theirs at the same place:
	// an article where they have a group, its "@" making it one (RFC
	// 1738 section 3.6). A text that is another URL only by a part more
	// or less, or another spelling, has none.
	OtherKind *Advice `json:"otherKind,omitempty"`
}

// Exercise returns pg's verdict on answer, a student's answer to the
// exercise of broken, whose expected answers, for when the repair finds
// none, are expected. Its texts are in English and in French, which the
// page picks from, or shows both of.
func (pg *Page) Exercise(broken, answer string, expected []string) Exercise {
	ex := Exercise{Broken: broken, Answer: answer}
	if len(broken) > MaxLength || len(answer) > MaxLength {
		return ex
	}
	a, err := parse(pg.p, answer)
	ex.Solved = err == nil
	if ex.Solved {
		ex.Readings = readingsOf(a)
	}
	if f, err := pg.p.Fix(broken); err == nil {
		ex.Fixed = f.Text
		for _, e := range f.Edits {
			ex.Edits = append(ex.Edits, Advice{editWords(e, grammar.English), editWords(e, grammar.French)})
		}
	} else {
		ex.Expected = expected
		ex.Left = adviceLeft(err)
	}
	if !ex.Solved {
		return ex
	}
	same := func(t string) (same, slash bool) {
		u, err := parse(pg.p, t)
		if err != nil {
			return false, false
		}
		return sameURL(u, a)
	}
	if ex.Fixed != "" {
		ex.Same, ex.Slash = same(ex.Fixed)
	}
	// The "/" is spoken of only when no expected answer has the
	// answer's.
	for _, t := range ex.Expected {
		s, slash := same(t)
		switch {
		case s && !slash:
			ex.OneOfExpected, ex.Slash = true, false
		case s && !ex.OneOfExpected:
			ex.OneOfExpected, ex.Slash = true, true
		}
		if ex.OneOfExpected && !ex.Slash {
			break
		}
	}
	if !ex.Same && !ex.OneOfExpected {
		ex.Plus = plusForSpace(answer, append([]string{ex.Fixed}, ex.Expected...))
		if ex.Fixed != "" {
			ex.OtherKind = otherKindOf(pg, answer, []string{ex.Fixed}, true)
		} else {
			ex.OtherKind = otherKindOf(pg, answer, ex.Expected, false)
		}
	}
	return ex
}

// editWords says a change of the repair in l: “old” → “new”.
func editWords(e parser.Edit, l grammar.Lang) string {
	return display(e.Old, l) + " → " + display(e.New, l)
}

// plusForSpace reports whether answer is one of urls with a "+" for each
// of its "%20".
func plusForSpace(answer string, urls []string) bool {
	for _, u := range urls {
		if strings.Contains(u, "%20") && strings.ReplaceAll(u, "%20", "+") == answer {
			return true
		}
	}
	return false
}

// An Advice is a text of the verdict in English and in French: a note's
// text, with its offset and production, or a reading's words.
type Advice struct {
	En string `json:"en"`
	Fr string `json:"fr"`
}

// adviceLeft returns the notes of err, the repair's error, whose advice
// the repair did not take: all but the readings, which advise nothing.
func adviceLeft(err error) []Advice {
	var left []Advice
	for _, e := range describe.Diagnostics(err) {
		for _, n := range e.Notes {
			if !readings[n.Code] {
				left = append(left, Advice{n.Text(grammar.English), n.Text(grammar.French)})
			}
		}
	}
	return left
}

// readings are the notes that explain an error by another reading of
// the text ("read as host and port, the text stops here"), and say
// nothing to write.
var readings = map[parser.Code]bool{
	parser.NotePortReading: true, parser.NoteHostReading: true,
	parser.NoteCommonSyntax: true, parser.NoteSchemeProduction: true,
}

// ExerciseJSON is Exercise's JSON, the form the page reads; expected
// is a JSON array of strings.
func (pg *Page) ExerciseJSON(broken, answer, expected string) string {
	var list []string
	if err := json.Unmarshal([]byte(expected), &list); err != nil {
		list = nil // no expected answers: the verdict says the answer is no one of them
	}
	b, err := json.Marshal(pg.Exercise(broken, answer, list))
	if err != nil {
		return `{}`
	}
	return string(b)
}
