package main

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// template lists the parts of the note's general form after the scheme,
// in its order:
//
//	<scheme>://<user>:<password>@<host>:<port>/<url-path>
//
// The lines on what a URL leaves out speak of these.
var template = []string{"user", "password", "host", "port", "url-path"}

// noteWords gives the note's word for each production that plays a part
// of its general form, by the production's name. Every other production
// is named by its own name. It is the one place the note's words come
// from, so that the note's other language can take their place.
//
// The note's <url-path> is the url-path of RFC 1738 section 3.1: what
// follows the host, port and "/". The generic syntax reads it whole, as
// urlpath; http and ftp (and file, whose path is ftp's) read a path
// first, hpath or fpath, and that path is what the note's word names.
// Where a search or a typecode follows the path, the part's details say
// that the url-path of section 3.1 goes on. The other schemes' own
// productions after the host (gopher's gopher-path, nntp's group, wais's
// database, prospero's ppath) are not paths, and keep their names.
var noteWords = map[string]string{
	grammar.SchemeP.Name:   "scheme",
	grammar.UserP.Name:     "user",
	grammar.PasswordP.Name: "password",
	grammar.HostP.Name:     "host",
	grammar.PortP.Name:     "port",
	grammar.URLPathP.Name:  "url-path",
	ast.HPathP.Name:        "url-path",
	ast.FPathP.Name:        "url-path",
}

// unnamedPieces names the nodes that answer to their parent's production
// because the RFC's rule gives their piece of it no name of its own, by
// that production: the article's text before "@" is what section 3.6
// calls <unique>.
var unnamedPieces = map[string]string{
	ast.ArticleP.Name: "unique",
}

// tagOf is how the part lines and the lines on what is left out write
// the note's word w: in angle brackets, as the note does.
func tagOf(w string) string { return "<" + w + ">" }
