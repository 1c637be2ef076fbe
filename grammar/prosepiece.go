package grammar

import "github.com/urlsyntax/rfc1738/ast"

// A prosePiece is a piece of a rule that the RFC's prose names rather
// than a rule of section 5: key, its name and glossary key, and prod,
// the production whose rule writes it. part says that the piece is a
// part of prod's text, which prod's rule gives no name of its own;
// otherwise prod's rule writes all of it by a generic name.
type prosePiece struct {
	key  string
	prod ast.Production
	part bool
}

// prosePieces serves both directions, from the prose's name to the
// production (ProsePiece) and back (PieceOf, NamedIn), so that they
// cannot disagree.
var prosePieces = []prosePiece{
	{key: "unique", prod: ast.ArticleP, part: true},   // section 3.6: an article before its "@"
	{key: "article-number", prod: ast.ArticleNumberP}, // section 3.7: nntpurl's digits
}

// ProsePiece returns, for a glossary key that names a piece of a rule
// in the RFC's prose rather than a rule of section 5, the production
// whose rule writes that piece: article for "unique" (section 3.6's
// <unique>, the part of an article before its "@"), nntpurl's digits
// for "article-number" (section 3.7's <article-number>). It returns
// false for every other key.
func ProsePiece(key string) (ast.Production, bool) {
	for _, pc := range prosePieces {
		if pc.key == key {
			return pc.prod, true
		}
	}
	return ast.Production{}, false
}

// PieceOf returns the glossary key of the piece of production's text
// that declares production, the name of its parent's, because the
// parent's rule gives that piece no name of its own: "unique" for
// article, the text of an article before the "@", which section 3.6
// calls <unique>. It is ProsePiece's reverse for such a piece, and
// returns false for every other production.
func PieceOf(production string) (string, bool) {
	for _, pc := range prosePieces {
		if pc.part && pc.prod.Name == production {
			return pc.key, true
		}
	}
	return "", false
}

// NamedIn returns the glossary key of a node of production p where the
// RFC's prose names what its rule writes by a generic name: the digits
// of an nntp URL (ast.ArticleNumberP, section 3.7) are section 3.7's
// <article-number>, labelled « numéro d'article » in French, not
// « chiffres ». It is ProsePiece's reverse for such a piece, and
// returns false for every other production.
func NamedIn(p ast.Production) (string, bool) {
	for _, pc := range prosePieces {
		if !pc.part && pc.prod == p {
			return pc.key, true
		}
	}
	return "", false
}
