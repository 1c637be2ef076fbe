package parser

import (
	"github.com/urlsyntax/rfc1738/ast"
)

// validateWAIS checks a wais URL, given its part as its type
// (builtinValidator). A parsed URL can break none of the rules it
// checks as errors; a tree a program built or changed can: a missing
// hostport or database, a search beside a document (no form of waisurl
// has both), a wtype without a wpath or the reverse, characters that
// *uchar (or search) does not allow. It warns about an empty database,
// wtype or wpath: the grammar allows them (*uchar), but an empty
// database names no "WAIS database being queried", an empty wtype gives
// none of the type that "many WAIS implementations require", and an
// empty wpath is no document-id (section 3.9).
func validateWAIS(u *ast.URL, p *ast.WAISPart) ErrorList {
	var list ErrorList
	list = append(list, hostPortMissing(p, p.HostPort, ast.WAISURLP)...)
	if p.Database == nil {
		list = append(list, required(CodeWAISNoDatabase, p, ast.WAISURLP))
	} else {
		list = append(list, textErrors(p.Database)...)
		if p.Database.Text == "" {
			list = append(list, warning(CodeWAISEmptyDatabase, p.Database, ast.DatabaseP))
		}
	}
	if p.Search != nil {
		list = append(list, textErrors(p.Search)...)
		if p.WType != nil || p.WPath != nil {
			list = append(list, about(CodeWAISSearchAndDoc, p.Search, ast.WAISURLP))
		}
		return list
	}
	return append(list, checkWAISDoc(p)...)
}

// checkWAISDoc checks the wtype and wpath of a part without a search:
// waisdoc has both or neither.
func checkWAISDoc(p *ast.WAISPart) ErrorList {
	var list ErrorList
	if (p.WType == nil) != (p.WPath == nil) {
		var n ast.Node = p.WType
		if p.WType == nil {
			n = p.WPath
		}
		list = append(list, about(CodeWAISDocHalf, n, ast.WAISDocP))
	}
	if p.WType != nil {
		list = append(list, textErrors(p.WType)...)
		if p.WType.Text == "" {
			list = append(list, warning(CodeWAISEmptyWType, p.WType, ast.WTypeP))
		}
	}
	if p.WPath != nil {
		list = append(list, textErrors(p.WPath)...)
		if p.WPath.Text == "" {
			list = append(list, warning(CodeWAISEmptyWPath, p.WPath, ast.WPathP))
		}
	}
	return list
}

// Codes of the wais validator.
const (
	// CodeWAISNoDatabase: a wais URL without its database.
	CodeWAISNoDatabase Code = "wais-no-database"
	// CodeWAISEmptyDatabase: a warning, an empty database.
	CodeWAISEmptyDatabase Code = "wais-empty-database"
	// CodeWAISSearchAndDoc: a wais URL with a search and a document.
	CodeWAISSearchAndDoc Code = "wais-search-and-doc"
	// CodeWAISDocHalf: a waisdoc with a wtype and no wpath, or the
	// reverse.
	CodeWAISDocHalf Code = "wais-doc-half"
	// CodeWAISEmptyWType, CodeWAISEmptyWPath: warnings, an empty wtype or
	// wpath.
	CodeWAISEmptyWType Code = "wais-empty-wtype"
	CodeWAISEmptyWPath Code = "wais-empty-wpath"
)

// waisTexts are the texts of this file's codes, in English and French.
var waisTexts = []codeMessage{
	{code: CodeWAISNoDatabase, Message: Message{
		`a wais URL has a database after hostport "/", even an empty one; Database is nil`,
		"une URL wais a une base de données après hostport et « / », même vide ; Database est nil",
	}},
	{code: CodeWAISEmptyDatabase, Message: Message{
		"the database is empty, so the URL names no WAIS database to query (section 3.9)",
		"la base de données est vide : l'URL ne nomme aucune base WAIS à interroger (section 3.9)",
	}},
	{code: CodeWAISSearchAndDoc, Message: Message{
		"a wais URL is a search or a document, not both: no form of waisurl has a search and a wtype or wpath",
		"une URL wais est une recherche ou un document, pas les deux : aucune forme de waisurl n'a une recherche et un wtype ou un wpath",
	}},
	{code: CodeWAISDocHalf, Message: Message{
		"a waisdoc has both a wtype and a wpath; one of them is nil",
		"un waisdoc a un wtype et un wpath ; l'un des deux est nil",
	}},
	{code: CodeWAISEmptyWType, Message: Message{
		"the wtype is empty, but many WAIS servers need the type of a document to retrieve it (section 3.9)",
		"le wtype est vide, or bien des serveurs WAIS ont besoin du type d'un document pour le récupérer (section 3.9)",
	}},
	{code: CodeWAISEmptyWPath, Message: Message{
		"the wpath is empty, so the URL gives no WAIS document-id (section 3.9)",
		"le wpath est vide : l'URL ne donne aucun identificateur de document WAIS (section 3.9)",
	}},
}
