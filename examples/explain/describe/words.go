package describe

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// template lists the parts of the note's general form after the scheme,
// in its order, by the productions that play them:
//
//	<scheme>://<user>:<password>@<host>:<port>/<url-path>
//	<mode>://<utilisateur>:<motdepasse>@<hôte>:<port>/<chemin URL>
//
// The lines on what a URL leaves out speak of these. Their words, in
// either language, are the printer's glossary's (see voice.Voice.Tag): the
// glossary marks these productions and the scheme as the note's own.
var template = []string{
	grammar.UserP.Name, grammar.PasswordP.Name, grammar.HostP.Name,
	grammar.PortP.Name, grammar.URLPathP.Name,
}

// Short names for the keys of the template's parts.
var (
	userKey     = grammar.UserP.Name
	passwordKey = grammar.PasswordP.Name
	hostKey     = grammar.HostP.Name
	portKey     = grammar.PortP.Name
	urlPathKey  = grammar.URLPathP.Name
)

// unnamedPieces gives the glossary key of the nodes that answer to their
// parent's production because the RFC's rule gives their piece of it no
// name of its own, by that production: the article's text before "@" is
// what section 3.6 calls <unique> (in the note's French, the article's
// « identificateur »).
var unnamedPieces = map[string]string{
	ast.ArticleP.Name: "unique",
}
