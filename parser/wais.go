package parser

import (
	"fmt"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
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
		return ErrorList{foreignPart(u, "*ast.WAISPart", ast.WAISURLP)}
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

// The helpers below serve the validators of telnet, wais and prospero,
// whose rules are built of the same pieces.

// foreignPart reports a URL whose scheme part is not of the type the
// scheme's production fills, as a tree a program built may be. The
// offset is that of the part, just after the scheme and ":", when the
// scheme has a span; the part itself may be a nil pointer.
func foreignPart(u *ast.URL, want string, p ast.Production) *Error {
	e := &Error{
		Message:    fmt.Sprintf("the scheme part is %T, not the %s that the %s production fills", u.Part, want, p.Name),
		Production: p,
	}
	if u.Scheme != nil && u.Scheme.End() > 0 {
		e.Offset = u.Scheme.End() + 1
	}
	return e
}

// hostPortMissing reports a missing hostport or host, which the rules of
// the schemes with a hostport always have. parent is the node that
// should hold it; p is its production.
func hostPortMissing(parent ast.Node, hp *ast.HostPort, p ast.Production) ErrorList {
	switch {
	case hp == nil:
		return ErrorList{{Offset: parent.Pos(), Message: "there is no hostport; HostPort is nil", Production: p}}
	case hp.Host == nil || hp.Host.Name == nil && hp.Host.Number == nil:
		return ErrorList{{Offset: hp.Pos(), Found: hp.String(), Message: "the hostport has no host", Production: grammar.HostP}}
	}
	return nil
}

// ucharTextErrors reports the first byte of n's text that n's
// production p, which is *[ uchar | also ], does not allow: a reserved
// character not in also, an unsafe one, or a "%" that starts no escape.
// Parsed text never holds one; text a program wrote may.
func ucharTextErrors(n ast.Node, p ast.Production, also string) ErrorList {
	s := n.String()
	i := firstNotUcharOr(s, also)
	if i < 0 {
		return nil
	}
	e := &Error{Offset: n.Pos() + i, Found: foundAt(s, i), Production: p}
	if s[i] == '%' {
		e.Found = "%"
		e.Message = `"%" starts no escape; write a literal "%" as %25`
	} else {
		e.Message = fmt.Sprintf("%s may not hold %s unescaped; write it %s", p.Name, quote(e.Found), escapeAll(e.Found))
	}
	return ErrorList{e}
}

// firstNotUcharOr returns the offset in s of the first byte that starts
// neither a uchar nor one of the characters in also, or -1.
func firstNotUcharOr(s, also string) int {
	for i := 0; i < len(s); i++ {
		if grammar.EscapeAt(s, i) {
			i += 2
			continue
		}
		switch grammar.Class(s[i]) {
		case grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra:
			continue
		}
		if s[i] != '%' && strings.IndexByte(also, s[i]) >= 0 {
			continue
		}
		return i
	}
	return -1
}

// warnAbout returns a warning about n, cited to production p.
func warnAbout(n ast.Node, p ast.Production, msg string) *Error {
	return &Error{Offset: n.Pos(), Found: n.String(), Message: msg, Production: p, Severity: SeverityWarning}
}
