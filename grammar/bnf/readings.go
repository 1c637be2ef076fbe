package bnf

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A Reading is a rule of RFC 1738 section 5 that the tags of package ast
// declare otherwise than section 5 writes it, with the reason: where
// BuiltIn's rule differs from the RFC's, or where the RFC has a rule
// that BuiltIn has not. docs/grammar.md lists them; this package's tests
// check that every difference is one of them, and that each still is one.
type Reading struct {
	// Rule is the rule's name in section 5: "scheme", "waisindex".
	Rule string
	// In is the rule of BuiltIn that holds the RFC's rule when BuiltIn
	// has no rule of that name ("waisurl" for "waisindex"), "" when it
	// has one.
	In string
	// ByName says that the RFC's rule is a choice that this grammar
	// makes by the scheme's name, before any rule is read (url), and
	// that In reads only what no name picks: a scheme with no
	// production of its own.
	ByName bool
	// RFC is the rule as section 5 writes it, on one line; "" for
	// gopher-path, which section 3.4.1 names and section 5 does not.
	RFC string
	// English and French give the reason, in each language.
	English, French string
}

// Text returns the reason in lang.
func (r Reading) Text(lang grammar.Lang) string {
	if lang == grammar.French {
		return r.French
	}
	return r.English
}

// WrittenIn names where the RFC of production p writes its rules, in
// lang, for the words that introduce a reading's rule: RFC 1738's in its
// section 5 ("section 5", "la section 5"), as a rule it does not name
// (the zero Production); another RFC's in p's section ("RFC 2384
// section 3", "la section 3 de la RFC 2384"), as a built-in scheme's of
// a later RFC.
func WrittenIn(p ast.Production, lang grammar.Lang) string {
	rfc1738 := p.RFC == "" || p.RFC == "RFC 1738"
	switch {
	case rfc1738 && lang == grammar.French:
		return "la section 5"
	case rfc1738:
		return "section 5"
	case lang == grammar.French:
		return "la section " + p.Section + " de la " + p.RFC
	}
	return p.RFC + " section " + p.Section
}

// readings are BuiltIn's readings, in the order of section 5.
var readings = []Reading{
	{
		Rule: "url", In: "genericurl", ByName: true,
		RFC:     `url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl | otherurl`,
		English: "the choice between the schemes is made by the scheme's name, before any rule is tried: the parser holds one production per scheme, not a rule of alternatives",
		French:  "le choix entre les modes se fait sur le nom du mode, avant qu'aucune règle ne soit essayée : l'analyseur a une production par mode, et non une règle à alternatives",
	},
	{
		Rule: "otherurl", In: "genericurl",
		RFC:     `otherurl = genericurl`,
		English: "a URL of a scheme without a production of its own is read by genericurl",
		French:  "une URL d'un mode sans production propre se lit avec genericurl",
	},
	{
		Rule:    "scheme",
		RFC:     `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]`,
		English: `section 2.1 allows lower case only, but adds: "For resiliency, programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names": this grammar reads upper case too, so alpha, not lowalpha`,
		French:  "la section 2.1 n'admet que les minuscules, mais ajoute : « par robustesse, les programmes qui interprètent des URL devraient traiter les majuscules comme équivalentes aux minuscules dans les noms de mode » (citation traduite) : cette grammaire lit aussi les majuscules, d'où alpha et non lowalpha",
	},
	{
		Rule:    "schemepart",
		RFC:     `schemepart = *xchar | ip-schemepart`,
		English: `ip-schemepart is tried first: a scheme part that starts with "//" is an ip-schemepart, never *xchar ("//" commits to the common Internet syntax)`,
		French:  "ip-schemepart est essayée d'abord : une partie propre au mode qui commence par « // » est une ip-schemepart, jamais *xchar (« // » impose la syntaxe commune des protocoles de l'Internet)",
	},
	{
		Rule:    "domainlabel",
		RFC:     `domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit`,
		English: `the same labels, written for a reader that goes left to right: an alphadigit, then hyphens only before another alphadigit, so a label never ends with "-"`,
		French:  "les mêmes étiquettes, écrites pour une lecture de gauche à droite : un alphadigit, puis des tirets seulement devant un autre alphadigit, si bien qu'une étiquette ne se termine jamais par « - »",
	},
	{
		Rule:    "toplabel",
		RFC:     `toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit`,
		English: "the same labels, written as domainlabel is: an alpha, then hyphens only before an alphadigit",
		French:  "les mêmes étiquettes, écrites comme domainlabel : un alpha, puis des tirets seulement devant un alphadigit",
	},
	{
		Rule:    "port",
		RFC:     `port = digits`,
		English: "port = digits spelled out: a port is a part of the tree of its own, which holds its digits",
		French:  "digits remplacé par sa définition (1*digit) : un port est une partie de l'arbre à part entière, qui contient ses chiffres",
	},
	{
		Rule:    "fileurl",
		RFC:     `fileurl = "file://" [ host | "localhost" ] "/" fpath`,
		English: `"localhost" is a hostname, so host covers it; the "/" is written after the host in one alternative and alone in the other, so that a host is read only when there is one`,
		French:  "« localhost » est un nom d'hôte, que host couvre donc ; le « / » est écrit après l'hôte dans une alternative et seul dans l'autre, pour qu'un hôte ne soit lu que s'il y en a un",
	},
	{
		Rule:    "gopherurl",
		RFC:     `gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]`,
		English: `the unquoted / of the RFC's rule is the terminal "/"; what follows it is gopher-path, as section 3.4.1 names it`,
		French:  "le / sans guillemets de la règle de la RFC est le terminal « / » ; ce qui le suit est gopher-path, le nom que lui donne la section 3.4.1",
	},
	{
		Rule:    "gopher-path",
		English: `section 3.4.1's name for the part after "/"; [ gtype [ selector ...] ] is written [ gtype selector ... ], the same, since a selector may be empty`,
		French:  "le nom que la section 3.4.1 donne à la partie qui suit « / » ; [ gtype [ selector ...] ] s'écrit [ gtype selector ... ], ce qui revient au même, puisqu'un sélecteur peut être vide",
	},
	{
		Rule:    "selector",
		RFC:     `selector = *xchar`,
		English: `a selector may hold any xchar, but "%09" starts the search: a selector holds "%09" only where what follows it cannot be a search (it has "/" or "?"), the leftmost split`,
		French:  "un sélecteur peut contenir tout xchar, mais « %09 » ouvre la recherche : un sélecteur ne contient « %09 » que là où ce qui suit ne peut pas être une recherche (il contient « / » ou « ? ») ; la coupure se fait donc le plus à gauche possible",
	},
	{
		Rule:    "newsurl",
		RFC:     `newsurl = "news:" grouppart`,
		English: `grouppart written in place, article first: an article is the only one with "@" (which the parser looks ahead for), "*" and group then decide by their first character`,
		French:  "grouppart intégrée à newsurl, article en premier : seul un article contient « @ » (ce que l'analyseur vérifie par lecture anticipée) ; « * » et group se distinguent ensuite par leur premier caractère",
	},
	{
		Rule: "grouppart", In: "newsurl",
		RFC:     `grouppart = "*" | group | article`,
		English: "written in place in newsurl",
		French:  "intégrée à newsurl",
	},
	{
		Rule:    "waisurl",
		RFC:     `waisurl = waisdatabase | waisindex | waisdoc`,
		English: `waisdatabase, waisindex and waisdoc share "wais://" hostport "/" database; one rule reads it once and then decides by what follows the database`,
		French:  "waisdatabase, waisindex et waisdoc commencent toutes trois par « wais:// » hostport « / » database ; une seule règle lit ce début une fois, puis choisit d'après ce qui suit database",
	},
	{
		Rule: "waisdatabase", In: "waisurl",
		RFC:     `waisdatabase = "wais://" hostport "/" database`,
		English: "folded into waisurl",
		French:  "intégrée à waisurl",
	},
	{
		Rule: "waisindex", In: "waisurl",
		RFC:     `waisindex = "wais://" hostport "/" database "?" search`,
		English: "folded into waisurl",
		French:  "intégrée à waisurl",
	},
	{
		Rule: "waisdoc", In: "waisurl",
		RFC:     `waisdoc = "wais://" hostport "/" database "/" wtype "/" wpath`,
		English: "folded into waisurl",
		French:  "intégrée à waisurl",
	},
}

// Readings returns BuiltIn's readings of RFC 1738, in the order of
// section 5. The slice is a copy.
func Readings() []Reading { return append([]Reading(nil), readings...) }

// ReadingsOf returns the readings that concern BuiltIn's rule named
// rule: its own, and those of the RFC's rules it holds (waisurl holds
// waisdatabase, waisindex and waisdoc), in the order of section 5.
func ReadingsOf(rule string) []Reading {
	var out []Reading
	for _, r := range readings {
		if r.Rule == rule && r.In == "" || r.In == rule {
			out = append(out, r)
		}
	}
	return out
}
