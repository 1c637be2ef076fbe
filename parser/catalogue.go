package parser

import (
	"fmt"
	"github.com/urlsyntax/rfc1738/ast"
	"slices"
	"strings"
	"sync"

	"github.com/urlsyntax/rfc1738/grammar"
)

// Code identifies a kind of diagnostic: a parser error, a validator's
// finding, or a note. Codes are stable: programs may compare them, and
// they key the catalogue that gives every diagnostic its text in English
// and in French. Codes lists them all.
type Code string

// Message is the text of a code in each language of the catalogue. In a
// text, {name} stands for the argument name and {name:q} for it quoted
// as the language quotes ("..." in English, « ... » in French); {found}
// is the Error's Found.
type Message struct {
	English, French string
}

// catalogue holds the text of every code but CodeSyntax and CodeText,
// whose messages are built from the error's expected set. It is filled
// when first used, from the tables each file registers (builtinTexts,
// schemeTexts), so that a program pays for the texts only once it words
// a diagnostic.
var (
	catalogueMu   sync.RWMutex
	catalogue     map[Code]Message
	catalogueOnce sync.Once
	// builtinTexts are the tables of the built-in codes but the
	// schemes' (schemeTexts), each declared in the file of its codes.
	builtinTexts = [][]codeMessage{
		syntaxTexts, noteTexts, commonNoteTexts, delimiterTexts, schemeSpaceTexts, fullwidthTexts, lookalikeTexts, textAfterTexts, ruleFormTexts, schemeReadingTexts, mistakeTexts, relativeNoteTexts, fixTexts, extractTexts, resolveTexts,
		schemeCheckTexts, textCheckTexts, treeCheckTexts, validateTexts,
	}
)

// codeMessage is a code with its text: the built-in catalogue's entries,
// kept as slices, which the compiler lays out as data, where a map
// literal is built by code.
type codeMessage struct {
	code Code
	Message
	// The tables are never compared: a comparable entry would link an
	// equality function for each table's length.
	_ [0]func()
}

// loadCatalogue fills the catalogue with the built-in texts, once.
func loadCatalogue() {
	catalogueOnce.Do(func() {
		catalogueMu.Lock()
		defer catalogueMu.Unlock()
		catalogue = map[Code]Message{}
		for _, tables := range [...][][]codeMessage{builtinTexts, schemeTexts} {
			for _, table := range tables {
				for _, m := range table {
					if _, dup := catalogue[m.code]; dup {
						panic("parser: two built-in files declare code " + string(m.code)) // found by any test
					}
					catalogue[m.code] = m.Message
				}
			}
		}
	})
}

// RegisterMessages adds codes and their texts to the catalogue, for the
// validator of a scheme that a scheme author registers: call it once,
// from an init function or a package variable. It refuses a code that
// is already registered, the built-in ones included, and a text missing
// in one language; then it adds none.
func RegisterMessages(messages map[Code]Message) error {
	loadCatalogue()
	catalogueMu.Lock()
	defer catalogueMu.Unlock()
	return addMessages(messages)
}

// addMessages adds messages to the catalogue, whose lock the caller
// holds, or none of them.
func addMessages(messages map[Code]Message) error {
	for c, m := range messages {
		if _, dup := catalogue[c]; dup || c == CodeSyntax || c == CodeText {
			return fmt.Errorf("parser: RegisterMessages: code %q is already registered", c)
		}
		if m.English == "" || m.French == "" {
			return fmt.Errorf("parser: RegisterMessages: code %q needs a text in English and in French", c)
		}
	}
	for c, m := range messages {
		catalogue[c] = m
	}
	return nil
}

// Codes returns every code the catalogue holds, CodeSyntax included, in
// increasing order.
func Codes() []Code {
	loadCatalogue()
	catalogueMu.RLock()
	defer catalogueMu.RUnlock()
	out := []Code{CodeSyntax, CodeText}
	for c := range catalogue {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

// Template returns code's text in lang as the catalogue holds it, with
// its {argument} placeholders; "" for a code the catalogue does not hold.
func Template(code Code, lang grammar.Lang) string {
	loadCatalogue()
	catalogueMu.RLock()
	m := catalogue[code]
	catalogueMu.RUnlock()
	if lang == grammar.French {
		return m.French
	}
	return m.English
}

// render returns code's text in lang with args (and found) put in. The
// French text gets the no-break spaces of French typography
// (grammar.FrenchSpaces) in its own words, and so do the French of
// frenchArgs; the arguments' values are not changed, and quote spaces
// the guillemets around them.
func render(code Code, args map[string]string, found string, lang grammar.Lang) string {
	t := Template(code, lang)
	if t == "" {
		return string(code)
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			b.WriteString(prose(t, lang))
			return b.String()
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			b.WriteString(prose(t, lang))
			return b.String()
		}
		b.WriteString(prose(t[:i], lang))
		name, quoted := strings.CutSuffix(t[i+1:i+j], ":q")
		v, given := args[name]
		switch {
		case name == "found":
			v = found
		case name == "escaped" && !given:
			v = escapeAll(found) // derived, so that a note needs no map
		case name == "cite" && !given:
			v = ruleCite(args, lang)
		}
		if lang == grammar.French {
			if fr, ok := frenchArg(name, v); ok {
				v = grammar.FrenchSpaces(fr)
			}
		}
		switch {
		case quoted && name == "found":
			v = grammar.Found(v, lang)
		case quoted:
			v = quote(v, lang)
		}
		b.WriteString(v)
		t = t[i+j+1:]
	}
}

// quote quotes s as lang does (grammar.Quoted): "s" in English, « s »
// in French with the no-break spaces of French typography, the bytes of
// a character that is not printable as %XX. A backslash is shown alone,
// as it is one character found; in French a space is shown as "␣",
// which « » around a space would hide. The text found is named rather
// than quoted when it is one character that is not printable
// (grammar.Found).
func quote(s string, lang grammar.Lang) string {
	return grammar.Quoted(s, lang)
}

// prose returns a text of the catalogue as lang prints it: in French,
// with the no-break spaces of French typography (grammar.FrenchSpaces),
// which the source's literals write as plain spaces.
func prose(s string, lang grammar.Lang) string {
	if lang == grammar.French {
		return grammar.FrenchSpaces(s)
	}
	return s
}

// frenchArgs hold, by argument name, the French of the arguments whose
// values are English words from a closed set (what RFC 822 expected):
// pairs of English and French, few enough to be searched in order.
var frenchArgs []struct {
	name  string
	pairs [][2]string
}

func registerFrenchArgs(name string, pairs [][2]string) bool {
	frenchArgs = append(frenchArgs, struct {
		name  string
		pairs [][2]string
	}{name, pairs})
	return true
}

// frenchArg returns the French of argument name's value v, if v is one
// of its English words.
func frenchArg(name, v string) (string, bool) {
	for _, a := range frenchArgs {
		if a.name != name {
			continue
		}
		for _, p := range a.pairs {
			if p[0] == v {
				return p[1], true
			}
		}
	}
	return "", false
}

// langWords are the words that frame a diagnostic in one language.
// In French, the colon and semicolon have the no-break space of French
// typography before them, and the offset is followed by a comma when a
// production follows it: "position 34, type (ftptype) : ...", not a
// third colon.
type langWords struct {
	offset, at, colon, semicolon, in, note, or string
}

func words(lang grammar.Lang) langWords {
	if lang == grammar.French {
		return langWords{"position", ", ", prose(" : ", lang), prose(" ;", lang), "dans", "remarque", " ou "}
	}
	return langWords{"offset", ": ", ": ", ";", "in", "note", " or "}
}

// productionName names p in lang: its RFC name in English; in French its
// label, followed by its RFC name where they differ: "hôte et port
// (hostport)".
func productionName(p ast.Production, lang grammar.Lang) string {
	if lang != grammar.French {
		return p.Name
	}
	if l := grammar.Label(p.Name, lang); l != p.Name {
		return l + " (" + p.Name + ")"
	}
	return p.Name
}

// section cites p's section: "RFC 1738 section 3.3", or an appendix,
// "RFC 1738's appendix" (Section "Appendix", unlettered) or "RFC 2732
// Appendix A"; in French "RFC 1738, section 3.3", "annexe de la RFC
// 1738" and "RFC 2732, annexe A". The production of a scheme of the same kind
// (httpsurl) is this grammar's reading of its RFC, which writes no rule
// (grammar.Reading).
func section(p ast.Production, lang grammar.Lang) string {
	appendix, ok := strings.CutPrefix(p.Section, "Appendix ")
	switch {
	case grammar.Reading(p, lang) != "":
		return grammar.Reading(p, lang)
	case p.Section == "Appendix":
		if lang == grammar.French {
			return "annexe de la " + p.RFC
		}
		return p.Where()
	case lang == grammar.French && ok:
		return p.RFC + ", annexe " + appendix
	case lang == grammar.French:
		return p.RFC + ", section " + p.Section
	case ok:
		return p.RFC + " " + p.Section
	}
	return p.RFC + " section " + p.Section
}

// ruleCite cites where the rule of a note's scheme is written, from its
// arguments rfc and section: RFC 1738's section 5, then the section
// that explains the rule (grammar.RuleWhere), or for a scheme of
// another RFC, its section. A message quotes the rule after it, so the
// citation must place the rule where it stands.
func ruleCite(args map[string]string, lang grammar.Lang) string {
	p := ast.Production{Name: args["scheme"], RFC: args["rfc"], Section: args["section"]}
	if s := grammar.RuleWhere(p, lang); s != "" {
		return s
	}
	return section(p, lang)
}

// cite cites p with its rule and where the rule is written: "RFC 1738
// section 5, explained in section 3.1: port = digits"
// (grammar.RuleWhere), then the production it is written as, when p has
// one (sameAs).
func cite(p ast.Production, lang grammar.Lang) string {
	where := grammar.RuleWhere(p, lang)
	if where == "" {
		where = section(p, lang)
	}
	return where + words(lang).colon + p.Rule + sameAs(p, lang)
}

// schemeCase says, after the rule of an error's production, that this
// grammar reads a scheme's name with upper case too, by section 2.1's
// "should", where the error's expected set holds upper-case letters
// (the error is in a scheme's name): its "a letter" is that reading's,
// which section 5's rule, with lowalpha, is not. The rule quoted is
// scheme's own or genericurl's, whose scheme is the one meant.
func schemeCase(e *Error, lang grammar.Lang) string {
	if !e.Expected.Has('A') {
		return ""
	}
	var fr, en string
	switch e.Production {
	case grammar.SchemeP:
		fr, en = ", que cette grammaire lit aussi", ", which this grammar reads"
	case grammar.GenericURL:
		fr, en = ", dont cette grammaire lit le mode aussi", ", whose scheme this grammar reads"
	default:
		return ""
	}
	if lang == grammar.French {
		return grammar.FrenchSpaces(fr + " en majuscules (une lecture : la section 2.1 dit que les programmes « devraient traiter les majuscules comme équivalentes aux minuscules dans les noms de mode », citation traduite)")
	}
	return en + ` with upper case too (a reading: section 2.1 says programs "should treat upper case letters as equivalent to lower case in scheme names")`
}

// sameAs cites the RFC 1738 production that p is written as, for the
// production of a scheme of the same kind (p.Of): ", as httpurl, RFC
// 1738 section 3.3" for httpsurl; "" for every other production.
func sameAs(p ast.Production, lang grammar.Lang) string {
	if p.Of == nil {
		return ""
	}
	as := ", as "
	if lang == grammar.French {
		as = ", comme "
	}
	return as + productionName(*p.Of, lang) + ", " + section(*p.Of, lang)
}
