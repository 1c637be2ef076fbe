package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// Codes of the gopher validator.
const (
	// CodeGopherNoType: a selector, search or gopher+_string without the
	// gtype they follow.
	CodeGopherNoType Code = "gopher-no-type"
	// CodeGopherPlusWithoutSearch: a gopher+_string without a search.
	CodeGopherPlusWithoutSearch Code = "gopher-plus-without-search"
	// CodeGopherTypeOctet: a warning, a gtype that decodes to an octet
	// no Gopher item type is. Argument: octet.
	CodeGopherTypeOctet Code = "gopher-type-octet"
	// CodeGopherSelectorSplit: a "%09" in a selector where the printed
	// URL would split into selector and search.
	CodeGopherSelectorSplit Code = "gopher-selector-split"
	// CodeGopherSelectorOctet: a warning, a selector holding an escape
	// of CR or LF. Arguments: escape; octet.
	CodeGopherSelectorOctet Code = "gopher-selector-octet"
	// CodeGopherSelectorTab: a warning, a "%09" that section 5's rule
	// reads as part of the selector, where section 3.4.2's prose starts a
	// search. Arguments: escape; octet.
	CodeGopherSelectorTab Code = "gopher-selector-tab"
	// CodeGopherSearchTab: a search holding "%09", which would end it.
	CodeGopherSearchTab Code = "gopher-search-tab"
	// CodeGopherSearchLineBreak: a warning, a search holding an escape
	// of CR or LF. Arguments: escape; octet.
	CodeGopherSearchLineBreak Code = "gopher-search-line-break"
	// CodeGopherPlusEmpty, CodeGopherPlusStart: warnings, a
	// gopher+_string that is empty, or starts with none of "+", "?", "!"
	// and "$". CodeGopherPlusStart's argument: first, its first
	// character, decoded.
	CodeGopherPlusEmpty Code = "gopher-plus-empty"
	CodeGopherPlusStart Code = "gopher-plus-start"
)

// gopherTexts are the texts of this file's codes, in English and French.
var gopherTexts = []codeMessage{
	{code: CodeGopherNoType, Message: Message{
		"a selector, search or gopher+_string follows a gtype; GType is nil",
		"un sélecteur, une recherche ou une chaîne Gopher+ suit un type ; GType est nil",
	}},
	{code: CodeGopherPlusWithoutSearch, Message: Message{
		`a gopher+_string follows "%09" search, even an empty search (section 3.4.3); Search is nil`,
		"une chaîne Gopher+ suit « %09 » et une recherche, même vide (section 3.4.3) ; Search est nil",
	}},
	{code: CodeGopherTypeOctet, Message: Message{
		"the gopher type decodes to {octet}, which cannot be a Gopher item type: RFC 1436 makes the type the first character of a menu line, Type ::= UNASCII, ASCII less tab, CR, LF and NUL",
		"le type gopher se décode en {octet}, qui ne peut être un type d'élément Gopher : la RFC 1436 en fait le premier caractère d'une ligne de menu, Type ::= UNASCII, l'ASCII sans tabulation, CR, LF ni NUL",
	}},
	{code: CodeGopherSelectorSplit, Message: Message{
		`the selector holds "%09" before text that can be a search, so the printed URL would split there, the leftmost split that parses (sections 3.4.1 and 3.4.2), and not read back as this tree`,
		"le sélecteur contient « %09 » avant un texte qui peut être une recherche : l'URL écrite à partir de cet arbre serait coupée là, à la coupure la plus à gauche que l'analyse accepte (sections 3.4.1 et 3.4.2), et ne se relirait pas comme cet arbre",
	}},
	{code: CodeGopherSelectorOctet, Message: Message{
		"{escape} decodes to {octet}, which section 3.4.1 says a Gopher selector string may not contain",
		"{escape} se décode en {octet}, qu'un sélecteur Gopher ne peut contenir selon la section 3.4.1",
	}},
	{code: CodeGopherSelectorTab, Message: Message{
		`section 5's rule reads {escape} as part of the selector, as the text after it holds "/" or "?", which a search cannot; section 3.4.2's prose puts the search after a "%09", and section 3.4.1 reserves no character in the gopher-path: sent decoded, the tab ends the Gopher selector string, which holds no tab (section 3.4.1), and the server reads what follows as a search`,
		"la règle de la section 5 lit {escape} comme partie du sélecteur, car le texte qui le suit contient « / » ou « ? », qu'une recherche ne peut contenir ; la prose de la section 3.4.2 place la recherche après un « %09 », et la section 3.4.1 ne réserve aucun caractère dans le chemin gopher : envoyée décodée, la tabulation termine le sélecteur Gopher, qui n'en contient pas (section 3.4.1), et le serveur lit la suite comme une recherche",
	}},
	{code: CodeGopherSearchTab, Message: Message{
		`a gopher search ends at the first "%09", which starts the gopher+_string; the search cannot hold one`,
		"une recherche gopher finit au premier « %09 », qui commence la chaîne Gopher+ ; la recherche ne peut en contenir",
	}},
	{code: CodeGopherSearchLineBreak, Message: Message{
		"{escape} decodes to {octet}, which would end the request line the client sends it on; section 6 warns of encoded delimiters of the protocol",
		"{escape} se décode en {octet}, qui terminerait la ligne de requête où le client l'envoie ; la section 6 met en garde contre les délimiteurs de protocole encodés",
	}},
	{code: CodeGopherPlusEmpty, Message: Message{
		`the Gopher+ string is empty; sections 3.4.4 to 3.4.9 give each of its forms, and each starts with "+", "?", "!" or "$"`,
		"la chaîne Gopher+ est vide ; les sections 3.4.4 à 3.4.9 en donnent chaque forme, et chacune commence par « + », « ? », « ! » ou « $ »",
	}},
	{code: CodeGopherPlusStart, Message: Message{
		`the Gopher+ string starts with {first:q}; sections 3.4.4 to 3.4.9 give each of its forms, and each starts with "+", "?", "!" or "$"`,
		"la chaîne Gopher+ commence par {first:q} ; les sections 3.4.4 à 3.4.9 en donnent chaque forme, et chacune commence par « + », « ? », « ! » ou « $ »",
	}},
}

// validateGopher checks a gopher URL, given its part as its type
// (builtinValidator). A parsed URL can break none of the rules it
// checks as errors; a tree a program built or changed can: no hostport
// or no host, a part of the gopher path without the one it follows (a
// selector or search without a gtype, a gopher+_string without a
// search), a gtype that is not one xchar, text that its production does
// not allow, and a "%09" in a selector or search where the URL,
// printed, would be read as splitting (see ast.GopherPath): the tree
// would not come back.
//
// Its warnings are for valid URLs that the Gopher protocol cannot carry
// out as written:
//
//   - a gtype that decodes to tab, CR, LF or NUL, or to an octet that is
//     not ASCII: RFC 1436, which section 3.4 names, makes the type the
//     first character of a menu line, Type ::= UNASCII, "ASCII - [Tab
//     CR-LF NUL]". An escaped gtype is no warning in itself: "Within the
//     <gopher-path>, no characters are reserved" (section 3.4.1), and
//     "%31" is type "1";
//   - a selector that decodes to tab, CR or LF: section 3.4.1 says
//     selector strings "may contain any octets except 09 hexadecimal
//     (US-ASCII HT or tab) 0A hexadecimal (US-ASCII character LF), and
//     0D (US-ASCII character CR)". The grammar cannot say so, selector =
//     *xchar, and the leftmost split leaves a "%09" in a selector when
//     no search can follow it, so these are warnings, as other limits of
//     the protocols RFC 1738 names are (a port above 65535);
//   - a search that decodes to CR or LF: the client sends it on the
//     request line, which CR LF ends, and section 6 warns of "embedded
//     encoded delimiters" that are "unencoded before transmission";
//   - a gopher+_string that is empty or starts with none of "+", "?",
//     "!" and "$": sections 3.4.4 to 3.4.9 give every form it takes, and
//     each starts with one of them.
func validateGopher(u *ast.URL, p *ast.GopherPart) ErrorList {
	list := hostPortMissing(p, p.HostPort, ast.GopherURLP)
	if p.Path != nil {
		list = append(list, gopherPath(p.Path)...)
	}
	return inScheme(list, ast.GopherURLP)
}

// gopherPath checks the parts of a gopher path.
func gopherPath(g *ast.GopherPath) ErrorList {
	var list ErrorList
	if g.GType == nil {
		if g.Selector != nil || g.Search != nil || g.GopherPlus != nil {
			list = append(list, finding(CodeGopherNoType, g, ast.GopherPathP))
		}
		return list
	}
	list = append(list, gopherType(g.GType)...)
	if g.Search == nil && g.GopherPlus != nil {
		list = append(list, about(CodeGopherPlusWithoutSearch, g.GopherPlus, ast.GopherPathP))
	}
	if g.Selector != nil {
		list = append(list, gopherSelector(g)...)
	}
	if g.Search != nil {
		list = append(list, gopherSearch(g.Search)...)
	}
	if g.GopherPlus != nil {
		list = append(list, textErrors(g.GopherPlus)...)
		list = append(list, gopherPlusForm(g.GopherPlus)...)
	}
	return list
}

// gopherType checks that the gtype is one xchar and warns about a type
// that cannot start a Gopher menu line.
func gopherType(t *ast.GType) ErrorList {
	if errs := textErrors(t); errs != nil {
		return errs
	}
	// The octet the type decodes to, as t.Byte gives it, without
	// decoding into a new string.
	b, _ := decodedAt(string(t.Text), 0)
	if b == 0 || b == '\t' || b == '\n' || b == '\r' || b >= 0x80 {
		return ErrorList{warning(CodeGopherTypeOctet, t, ast.GTypeP, "octet", octetName(b))}
	}
	return nil
}

// gopherSelector checks the selector: its characters, where the URL
// printed from the tree would split, and the octets section 3.4.1 keeps
// out of selector strings.
func gopherSelector(g *ast.GopherPath) ErrorList {
	sel := g.Selector
	// The parser splits where the printed text lets it; a selector that a
	// program wrote may hold a "%09" before text that a search can be.
	// Only a selector that holds one can split early: every "%" in it
	// starts an escape, checked above, so a "%09" that the split could
	// start before its end lies within it. Most hold none, and the path
	// is printed only for those that do.
	if strings.Contains(string(sel.Text), "%09") {
		rest := g.String()[len(g.GType.Text):]
		if n := gopherSelectorLen(rest); n < len(sel.Text) {
			e := finding(CodeGopherSelectorSplit, sel, ast.SelectorP)
			e.Offset, e.Found = sel.Pos()+n, "%09"
			return ErrorList{e}
		}
	}
	if errs := textErrors(sel); errs != nil {
		return errs
	}
	return gopherEscapes(sel, ast.SelectorP, "\t\r\n", CodeGopherSelectorOctet, CodeGopherSelectorTab)
}

// gopherSearch checks the search: its characters, a "%09" (which would
// end it), and CR and LF.
func gopherSearch(s *ast.GopherSearch) ErrorList {
	if i := strings.Index(string(s.Text), "%09"); i >= 0 {
		e := finding(CodeGopherSearchTab, s, ast.SearchP)
		e.Offset, e.Found = s.Pos()+i, "%09"
		return ErrorList{e}
	}
	if errs := textErrors(s); errs != nil {
		return errs
	}
	return gopherEscapes(s, ast.SearchP, "\r\n", CodeGopherSearchLineBreak, CodeGopherSearchLineBreak)
}

// gopherPlusForm warns about a gopher+_string that starts with none of
// the characters its forms start with.
func gopherPlusForm(g *ast.GopherPlus) ErrorList {
	// The first octet is read in place: most gopher+_strings are fine,
	// and decoding the whole of one to look at it would allocate.
	if text := string(g.Text); text != "" {
		if c, _ := decodedAt(text, 0); strings.IndexByte("+?!$", c) >= 0 {
			return nil
		}
	}
	if d := g.Decoded(); d != "" {
		return ErrorList{warning(CodeGopherPlusStart, g, ast.GopherPlusP, "first", d[:1])}
	}
	return ErrorList{warning(CodeGopherPlusEmpty, g, ast.GopherPlusP)}
}

// gopherEscapes warns, with code, or tab for an escape of HT, about each
// escape in n's text that encodes one of the octets in bad, up to
// maxRepeats of them: a URL has one selector and one search.
func gopherEscapes(n ast.Node, p ast.Production, bad string, code, tab Code) ErrorList {
	var list ErrorList
	r := &repeats{code: code}
	escapedOctets(n, bad, func(i int, esc string, c byte) {
		if r.take(n, n.Pos()+i, p) {
			code := code
			if c == '\t' {
				code = tab
			}
			e := warning(code, n, p, "escape", esc, "octet", octetName(c))
			e.Offset, e.Found = n.Pos()+i, esc
			list = append(list, e)
		}
	})
	return r.more(list)
}

// gopherSelectorLen returns the length of the selector at the start of s,
// the text of a gopher path after its gtype, by the leftmost split that
// parses (see ast.GopherPath): the selector ends at the first "%09" after
// which the run of search characters stops at neither "/" nor "?", the
// xchars that a search does not allow. It is the rule that the
// Selector's tag says with a look ahead, written out with the search's
// own automaton for the run, and like the tag it reads each byte at most
// twice.
func gopherSelectorLen(s string) int {
	search := automatonTextGopherSearch
	i := 0
	for i < len(s) {
		if !strings.HasPrefix(s[i:], "%09") {
			_, n := decodedAt(s, i)
			i += n
			continue
		}
		// The run is the longest search the text after the "%09" starts
		// with; one cut short inside an escape ends before its "%".
		st, n := search.Run(s[i+3:])
		j := i + 3 + n
		if !search.Final[st] || j == len(s) || s[j] != '/' && s[j] != '?' {
			return i
		}
		i = j // the run held no "%09", so the next one is past it
	}
	return len(s)
}
