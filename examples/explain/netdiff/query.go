package netdiff

import "github.com/urlsyntax/rfc1738/ast"

// splitsQuery is the code of the reason whose sentence depends on the
// scheme: what RFC 1738 makes of a "?" that RFC 3986 starts a query
// with (querySentence).
const splitsQuery = "neturl-splits-query"

// A sentence is a reason's sentence in English and in French.
type sentence struct{ En, Fr string }

// rfc3986QueryEn and rfc3986QueryFr end each sentence of splitsQuery:
// what RFC 3986 does with the "?".
const (
	rfc3986QueryEn = ` RFC 3986 splits a query off every URI at its first "?" (section 3.4).`
	rfc3986QueryFr = ` La RFC 3986 sépare une requête de toute URI à son premier « ? » (section 3.4).`
)

// The sentences of splitsQuery, by what holds the "?" in RFC 1738's
// reading (section 5): the path of ftp, file and prospero and the
// url-path of ip-schemepart; gopher's selector, whose search follows
// %09; mailto's address and news's article, schemes with no path;
// the opaque *xchar of another scheme; and a scheme read by its own
// RFC's production.
var (
	queryInPath = sentence{
		`In RFC 1738, "?" starts a search only in http and wais URLs, and a gopher search follows %09 (section 5); in this URL "?" is part of the path.` + rfc3986QueryEn,
		`Dans la RFC 1738, « ? » n'ouvre une recherche que dans les URL http et wais, et la recherche gopher suit %09 (section 5) ; dans cette URL, « ? » fait partie du chemin.` + rfc3986QueryFr}
	queryInSelector = sentence{
		`A gopher URL's search follows %09, not "?" (RFC 1738 section 3.4, gopherurl in section 5); here "?" is part of the selector.` + rfc3986QueryEn,
		`La recherche d'une URL gopher suit %09, pas « ? » (RFC 1738, section 3.4, et gopherurl à la section 5) ; ici, « ? » fait partie du sélecteur.` + rfc3986QueryFr}
	queryInAddress = sentence{
		`A mailto URL has no path and no search in RFC 1738 (section 3.5: mailtourl = "mailto:" encoded822addr): "?" is part of the address; RFC 2368 later made what follows it headers.` + rfc3986QueryEn,
		`Une URL mailto n'a ni chemin ni recherche dans la RFC 1738 (section 3.5 : mailtourl = "mailto:" encoded822addr) : « ? » fait partie de l'adresse ; la RFC 2368 a plus tard fait de ce qui le suit des en-têtes.` + rfc3986QueryFr}
	queryInArticle = sentence{
		`A news URL has no path and no search in RFC 1738 (section 3.6: newsurl = "news:" grouppart): "?" is part of the article's message-id, before its "@".` + rfc3986QueryEn,
		`Une URL news n'a ni chemin ni recherche dans la RFC 1738 (section 3.6 : newsurl = "news:" grouppart) : « ? » fait partie de l'identifiant de l'article (message-id), avant son « @ ».` + rfc3986QueryFr}
	queryInOpaque = sentence{
		`In RFC 1738, "?" starts a search only in http and wais URLs, and a gopher search follows %09 (section 5); this scheme's part, *xchar, holds "?" as any other character.` + rfc3986QueryEn,
		`Dans la RFC 1738, « ? » n'ouvre une recherche que dans les URL http et wais, et la recherche gopher suit %09 (section 5) ; la partie propre à ce mode, *xchar, contient « ? » comme tout autre caractère.` + rfc3986QueryFr}
	queryInOwn = sentence{
		`This scheme is read by a production of its own RFC, not RFC 1738's: that production reads what follows "?", as the table shows.` + rfc3986QueryEn,
		`Ce mode se lit par une production de sa propre RFC, et non de la RFC 1738 : c'est elle qui lit ce qui suit « ? », comme le montre le tableau.` + rfc3986QueryFr}
)

// querySentence returns the sentence of splitsQuery for u, by the
// production that holds its "?".
func querySentence(u *ast.URL) sentence {
	if p, ok := u.Part.(interface{ Production() ast.Production }); ok && !p.Production().FromRFC1738() {
		return queryInOwn
	}
	switch u.Part.(type) {
	case *ast.GopherPart:
		return queryInSelector
	case *ast.MailtoPart:
		return queryInAddress
	case *ast.NewsPart:
		return queryInArticle
	case *ast.OpaquePart:
		return queryInOpaque
	}
	return queryInPath
}

// forURL returns r in the words of u's scheme, where they depend on it.
func (r Reason) forURL(u *ast.URL) Reason {
	if r.Code == splitsQuery && u != nil {
		s := querySentence(u)
		r.En, r.Fr = s.En, s.Fr
	}
	return r
}
