package voice

import "github.com/urlsyntax/rfc1738/grammar"

// QEmpty quotes s as Q does, but says that an empty value is empty in
// English too, "" (empty), as French says « » (vide): a table cell or a
// resolution's component is often empty, and "" alone is easily missed.
func (v Voice) QEmpty(s string) string {
	switch {
	case s != "":
		return v.Q(s)
	case v.Lang == grammar.French:
		return frenchEmpty
	}
	return `"" (empty)`
}

// frenchEmpty is how French quotes an empty value, made once: a table
// may have many.
var frenchEmpty = grammar.Quoted("", grammar.French)
