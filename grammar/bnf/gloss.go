package bnf

import "github.com/urlsyntax/rfc1738/grammar"

// A gloss says in plain words what a note's condition means, where the
// condition, written as grammar, is more than a beginner can read: it
// is added to the note's Sentence. code and quote are Sentence's.
type gloss func(lang grammar.Lang, code, quote func(string) string) string

// glosses are the notes' glosses, by the note's Expr and Part.
var glosses = map[[2]string]gloss{
	// absoluteURL's *xchar: a text that generic-RL cannot read, since
	// no path starts with "/" (fsegment = 1*pchar).
	{`"//" *[ uchar | ":" | "@" | "&" | "=" | ";" | "?" ] "//"`, "*xchar"}: func(lang grammar.Lang, code, quote func(string) string) string {
		if lang == grammar.French {
			return " ; autrement dit, là où un " + code("net_loc") + " est suivi d'un second " + quote("//") +
				", comme dans http://a//b, qu'aucune " + code("relativeURL") + " ne lit (aucun chemin ne commence par " + quote("/") + ")"
		}
		return "; that is, where a " + code("net_loc") + " is followed by a second " + quote("//") +
			", as in http://a//b, which no " + code("relativeURL") + " reads (no path starts with " + quote("/") + ")"
	},
}

// glossOf returns n's gloss in lang, "" when it has none.
func glossOf(n Note, lang grammar.Lang, code, quote func(string) string) string {
	if n.Expr == nil || n.Part == nil {
		return ""
	}
	if g, ok := glosses[[2]string{n.Expr.String(), n.Part.String()}]; ok {
		return g(lang, code, quote)
	}
	return ""
}
