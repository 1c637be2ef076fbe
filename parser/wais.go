package parser

import (
	"github.com/urlsyntax/rfc1738/ast"
)

// waisScheme is the wais scheme of section 3.9.
var waisScheme = Scheme{Name: "wais", Part: &ast.WAISPart{}, Validate: validateWAIS}

// validateWAIS checks a wais URL. A parsed URL can break none of the
// rules it checks as errors; a tree a program built or changed can: a
// missing hostport or database, a search beside a document (no form of
// waisurl has both), a wtype without a wpath or the reverse, characters
// that *uchar (or search) does not allow. It warns about an empty
// database, wtype or wpath: the grammar allows them (*uchar), but an
// empty database names no "WAIS database being queried", an empty wtype
// gives none of the type that "many WAIS implementations require", and
// an empty wpath is no document-id (section 3.9).
func validateWAIS(u *ast.URL) ErrorList {
	p, ok := u.Part.(*ast.WAISPart)
	if !ok || p == nil {
		return ErrorList{wrongPart(u, "wais", "*ast.WAISPart", ast.WAISURLP)}
	}
	var list ErrorList
	list = append(list, hostPortMissing(p, p.HostPort, ast.WAISURLP)...)
	if p.Database == nil {
		list = append(list, &Error{
			Offset:     p.End(),
			Message:    `a wais URL has a database after hostport "/", even an empty one; Database is nil`,
			Production: ast.WAISURLP,
		})
	} else {
		list = append(list, ucharTextErrors(p.Database, ast.DatabaseP, "")...)
		if p.Database.Text == "" {
			list = append(list, warnAbout(p.Database, ast.DatabaseP, "the database is empty, so the URL names no WAIS database to query (section 3.9)"))
		}
	}
	if p.Search != nil {
		list = append(list, ucharTextErrors(p.Search, ast.SearchP, ";:@&=")...)
		if p.WType != nil || p.WPath != nil {
			list = append(list, &Error{
				Offset:     p.Search.Pos(),
				Found:      p.Search.String(),
				Message:    "a wais URL is a search or a document, not both: no form of waisurl has a search and a wtype or wpath",
				Production: ast.WAISURLP,
			})
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
		list = append(list, &Error{
			Offset:     n.Pos(),
			Found:      n.String(),
			Message:    "a waisdoc has both a wtype and a wpath; one of them is nil",
			Production: ast.WAISDocP,
		})
	}
	if p.WType != nil {
		list = append(list, ucharTextErrors(p.WType, ast.WTypeP, "")...)
		if p.WType.Text == "" {
			list = append(list, warnAbout(p.WType, ast.WTypeP, "the wtype is empty, but many WAIS servers need the type of a document to retrieve it (section 3.9)"))
		}
	}
	if p.WPath != nil {
		list = append(list, ucharTextErrors(p.WPath, ast.WPathP, "")...)
		if p.WPath.Text == "" {
			list = append(list, warnAbout(p.WPath, ast.WPathP, "the wpath is empty, so the URL gives no WAIS document-id (section 3.9)"))
		}
	}
	return list
}
