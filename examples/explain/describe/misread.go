package describe

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// Misread returns the production that a note of e says the part of the
// input that parsed ends in a misreading of, for the diagram and the
// tree of that part to leave out (printer.DiagramConfig.Misread), or ""
// when no note says so. A note that an "@" ends a login, or that the
// text read as a host and port was a user name and password, says that
// the part after "//" is no hostport: "user" of
// "http://user:pass@www.iec.ch/" parses as a host, which the note that
// explains the error calls a user name. A note that an "@" before a
// missing host ends a login says the same of the login's text read as a
// host ("anon" of "ftp://anon:pw@"), and so of the login that is only
// that host, which the printer leaves out too; one that it ends an
// article's unique part, of the text read as a group. So does a note
// that the text read as a group stops where an article's goes on
// ("comp.os.unix" of "news:comp.os.unix/123", whose error is the
// article's).
func Misread(e *parser.Error) string {
	if e == nil {
		return ""
	}
	for _, n := range e.Notes {
		switch n.Code {
		case parser.NoteNoLogin, parser.NotePortReading, parser.NoteHostReading, parser.NoteLoginHost:
			return grammar.HostPortP.Name
		case parser.NoteArticleHost, parser.NoteNewsGroup:
			return ast.GroupP.Name
		}
	}
	return ""
}
