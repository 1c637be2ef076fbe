package railroad

import (
	"cmp"
	"slices"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/bnf"
)

// A part is a section of the page: the rules section 5 writes under one
// heading, in its order.
type part struct {
	id    string // the section's anchor: "generic", a scheme's name, "characters"
	title [2]string
	intro [2]string // prose: {name} links to a rule
	// drawn is prose about the section's diagrams, which the page
	// writes after the intro and Sections leaves out.
	drawn [2]string
	rules []string
	// g is the grammar whose rules the part names, nil for RFC 1738's:
	// a registered scheme's (GenerateWith).
	g *bnf.Grammar
}

// parts are the page's sections in the order of RFC 1738 section 5: the
// generic syntax, the schemes (FTP, FILE, HTTP, GOPHER, MAILTO, NEWS,
// NNTP, TELNET, WAIS, PROSPERO), then its "miscellaneous definitions",
// the characters. A rule of the grammar that none lists (gopher-path,
// section 3.4.1's name) follows the first rule that uses it.
var parts = []part{
	{
		id:    "generic",
		title: [2]string{"Generic syntax (sections 3.1 and 5)", "Syntaxe générique (sections 3.1 et 5)"},
		intro: [2]string{
			`Every URL is a scheme name, a colon and a scheme part ({genericurl}). ` +
				`Schemes whose URLs name a host of the Internet start the scheme part with "//" and a login: ` +
				`user, password, host and port ({ip-schemepart}, section 3.1). ` +
				`The schemes of the next sections have rules of their own; a URL of any other scheme is read by {genericurl}.`,
			`Toute URL se compose d'un nom de mode, d'un deux-points et d'une partie propre au mode ({genericurl}). ` +
				`Les modes dont les URL désignent une machine de l'Internet commencent cette partie par « // » et une identification (login) : ` +
				`utilisateur, mot de passe, hôte et port ({ip-schemepart}, section 3.1). ` +
				`Les modes des sections suivantes ont leurs propres règles ; une URL de tout autre mode se lit avec {genericurl}.`,
		},
		rules: []string{"genericurl", "scheme", "schemepart", "ip-schemepart", "login", "hostport", "host", "hostname",
			"domainlabel", "toplabel", "alphadigit", "hostnumber", "port", "user", "password", "urlpath"},
	},
	{
		id: "ftp",
		intro: [2]string{
			"An ftp URL names a file or a directory on an FTP server (RFC 959), and may say how to transfer it ({ftptype}).",
			"Une URL ftp désigne un fichier ou un répertoire sur un serveur FTP (RFC 959) et peut préciser le type de transfert ({ftptype}).",
		},
		rules: []string{"ftpurl", "fpath", "fsegment", "ftptype"},
	},
	{
		id: "file",
		intro: [2]string{
			"A file URL names a file on a given host, often the machine the URL is read on; it says nothing of how to reach it.",
			"Une URL file désigne un fichier d'une machine donnée, souvent celle où l'on lit l'URL ; elle ne dit rien de la façon d'y accéder.",
		},
		rules: []string{"fileurl"},
	},
	{
		id: "http",
		intro: [2]string{
			`An http URL names a resource of a web (HTTP) server, with a search after "?" if there is one.`,
			"Une URL http désigne une ressource d'un serveur web (HTTP) ; l'URL peut se terminer par une recherche, après « ? ».",
		},
		rules: []string{"httpurl", "hpath", "hsegment", "search"},
	},
	{
		id: "gopher",
		intro: [2]string{
			`A gopher URL names an item of a Gopher server (RFC 1436): a type character, a selector, ` +
				`then, if present, a search and a Gopher+ string, each after "%09" (an escaped tab).`,
			"Une URL gopher désigne un élément d'un serveur Gopher (RFC 1436) : un caractère de type, un sélecteur, " +
				"puis, s'il y a lieu, une recherche et une chaîne Gopher+, chacune après « %09 » (une tabulation échappée).",
		},
		rules: []string{"gopherurl", "gtype", "selector", "gopher+_string"},
	},
	{
		id: "mailto",
		intro: [2]string{
			"A mailto URL is an Internet mail address (RFC 822), its unsafe characters escaped.",
			"Une URL mailto désigne une adresse électronique (RFC 822), dont les caractères non sûrs sont échappés.",
		},
		rules: []string{"mailtourl", "encoded822addr"},
	},
	{
		id: "news",
		intro: [2]string{
			`A news URL names a newsgroup, every group ("*"), or an article by its unique identifier (RFC 1036); it names no server.`,
			"Une URL news désigne un groupe de discussion, tous les groupes (« * ») ou un article par son identificateur unique (RFC 1036) ; elle ne nomme aucun serveur.",
		},
		rules: []string{"newsurl", "group", "article"},
	},
	{
		id: "nntp",
		intro: [2]string{
			"An nntp URL names a newsgroup on a given NNTP server (RFC 977) and, when a number follows the group, an article of it by that number.",
			"Une URL nntp désigne un groupe de discussion sur un serveur NNTP donné (RFC 977) et, quand un numéro suit le groupe, un article de ce groupe par ce numéro d'article.",
		},
		rules: []string{"nntpurl"},
	},
	{
		id: "telnet",
		intro: [2]string{
			`A telnet URL names an interactive service reached by Telnet; it has no path, only a final "/" if any.`,
			"Une URL telnet désigne un service interactif accessible par Telnet ; elle n'a pas de chemin, tout au plus un « / » final.",
		},
		rules: []string{"telneturl"},
	},
	{
		id: "wais",
		intro: [2]string{
			"A wais URL names a WAIS database, a search in it, or one of its documents (RFC 1625).",
			"Une URL wais désigne une base de données WAIS, une recherche dans cette base ou l'un de ses documents (RFC 1625).",
		},
		rules: []string{"waisurl", "database", "wtype", "wpath"},
	},
	{
		id: "prospero",
		intro: [2]string{
			`A prospero URL names an object of the Prospero directory service; the URL may end with fields, each after ";".`,
			"Une URL prospero désigne un objet du service d'annuaire Prospero ; l'URL peut se terminer par des champs, chacun après « ; ».",
		},
		rules: []string{"prosperourl", "ppath", "psegment", "fieldspec", "fieldname", "fieldvalue"},
	},
	{
		id:    "characters",
		title: [2]string{"Characters (section 5, miscellaneous definitions)", "Caractères (section 5, définitions diverses)"},
		intro: [2]string{
			`The character classes of section 5, and {digits}. ` +
				`No rule uses the classes {national} and {punctuation}: these characters are unsafe (section 2.2), ` +
				`and a URL holds them only escaped ({escape}: "%" and two {hex} digits), "%" itself starting an escape.`,
			`Les classes de caractères de la section 5, et {digits}. ` +
				`Aucune règle n'utilise les classes {national} et {punctuation} : ces caractères ne sont pas sûrs (section 2.2), ` +
				`et une URL ne les contient qu'échappés. Un échappement ({escape}) s'écrit « % » suivi de deux chiffres hexadécimaux ({hex}), « % » servant lui-même à introduire l'échappement.`,
		},
		drawn: [2]string{
			"In a diagram, a class box stands for one character of the class.",
			"Dans un diagramme, une boîte de classe représente un caractère de la classe.",
		},
		rules: []string{"lowalpha", "hialpha", "alpha", "digit", "safe", "extra", "national", "punctuation",
			"reserved", "hex", "escape", "unreserved", "uchar", "xchar", "digits"},
	},
}

// words are the page's words in one language.
type words struct {
	lang, file           string
	otherLang, otherFile string
	otherLink            string // the link to the page in the other language
	title, intro         string
	contents             string
	legend, legendIntro  string
	notation, notes      string
	legendEntries        [9]string
	drawnHere, alsoUses  string
	usedIn               string
	class                string
	note                 string // "Note:"
	inScheme             func(scheme string) string
	quote                func(s string) string
	writes               func(where string) string // "Section 5 writes": where, bnf.WrittenIn
	notIn                func(where string) string // "Section 5 has no rule of this name"
	reading              string
	readings, readingsIn string
	colRule, colShown    string
	colWhy               string
	diagramOf            string
	scrollCue            string // above a diagram wider than its rule's box
	schemeTitle          func(scheme, section string) string
}

var languages = map[grammar.Lang]*words{
	grammar.English: {
		lang: "en", file: "railroad.html", otherLang: "fr", otherFile: "railroad.fr.html",
		otherLink: "Version française",
		title:     "RFC 1738 URL syntax: railroad diagrams",
		intro: "RFC 1738 (December 1994) defines the syntax of URLs in its section 5, as a grammar: " +
			"rules that say what each part of a URL may hold. Each rule is drawn here as a railroad diagram. " +
			"Follow the rails from left to right: every path through a diagram spells out a text that the rule accepts. " +
			"The rules come in the order of section 5: the syntax that all URLs share, then each scheme, then the characters. " +
			"Where this grammar reads a rule otherwise than section 5 writes it, the difference and its reason are given under the rule.",
		contents:    "Contents",
		legend:      "How to read the diagrams",
		legendIntro: "Start at the two bars on the left and follow the rails to the two bars on the right, taking any branch; each box on the way is read in turn.",
		notation: `Above each diagram, the rule is written in the notation of section 5, which is RFC 822's but for "|" and "[ ]": "|" separates alternatives, ` +
			`[ ] encloses an optional part, and n* before an element repeats it n or more times (* alone: any number of times, none included). ` +
			`RFC 1808's rules write ( ) to group, as RFC 822 does.`,
		notes: "Under some diagrams, a note says when a part is read: where a rule can be read two ways, the parser decides by what follows.",
		legendEntries: [9]string{
			"A terminal: exactly these characters.",
			"One of these characters.",
			"A rule: click it to see its diagram.",
			"A character class of section 5: one character of the class; click it to see which.",
			"A sequence: one after the other, left to right.",
			"A choice: exactly one of the rails.",
			"Optional: take the part, or the bypass above it.",
			"One or more: the loop below leads back for another.",
			"Any number of times, none included: the loop, or the bypass above.",
		},
		drawnHere: "Rules of this section:", alsoUses: "Also uses:",
		usedIn: "Used in:", class: "character class",
		note:     "Note:",
		inScheme: func(s string) string { return "In a " + s + " URL, " },
		quote:    func(s string) string { return `"` + s + `"` },
		writes: func(where string) string {
			return upperFirst(where) + " writes"
		},
		notIn: func(where string) string {
			return upperFirst(where) + " has no rule of this name"
		},
		reading:    "How this grammar reads it",
		readings:   "Where this grammar differs from section 5",
		readingsIn: "Each rule of section 5 that the grammar drawn here writes otherwise, and why; each is also given under the rule that holds it.",
		colRule:    "Rule of section 5", colShown: "Drawn as", colWhy: "Why",
		diagramOf: "Railroad diagram of ",
		scrollCue: "Wider than the page: scroll it sideways to see the rest →",
		schemeTitle: func(scheme, section string) string {
			return scheme + " URLs (section " + section + ")"
		},
	},
	grammar.French: {
		lang: "fr", file: "railroad.fr.html", otherLang: "en", otherFile: "railroad.html",
		otherLink: "English version",
		title:     "Syntaxe des URL de la RFC 1738 : diagrammes syntaxiques",
		intro: "La RFC 1738 (décembre 1994) définit la syntaxe des URL dans sa section 5, sous forme de grammaire : " +
			"des règles qui disent ce que peut contenir chaque partie d'une URL. Chaque règle est dessinée ici sous forme de diagramme syntaxique. " +
			"Suivez les rails de gauche à droite : chaque chemin à travers un diagramme forme un texte que la règle accepte. " +
			"Les règles se suivent dans l'ordre de la section 5 : la syntaxe commune à toutes les URL, puis chaque mode, puis les caractères. " +
			"Là où cette grammaire lit une règle autrement que la section 5 ne l'écrit, la différence et sa raison sont données sous la règle.",
		contents:    "Sommaire",
		legend:      "Comment lire les diagrammes",
		legendIntro: "Partez des deux barres de gauche et suivez les rails jusqu'aux deux barres de droite, par l'embranchement de votre choix ; chaque boîte rencontrée se lit à son tour.",
		notation: "Au-dessus de chaque diagramme, la règle est écrite dans la notation de la section 5, celle de la RFC 822 à « | » et « [ ] » près : « | » sépare les choix possibles, " +
			"[ ] entoure une partie facultative, et n* devant un élément le répète n fois ou plus (* seul : un nombre quelconque de fois, zéro compris). " +
			"Les règles de la RFC 1808 groupent avec ( ), comme la RFC 822.",
		notes: "Sous certains diagrammes, une remarque dit quand une partie est lue : là où une règle peut se lire de deux façons, l'analyseur tranche d'après ce qui suit.",
		legendEntries: [9]string{
			"Un terminal : exactement ces caractères.",
			"Un seul de ces caractères.",
			"Une règle : cliquez dessus pour voir son diagramme.",
			"Une classe de caractères de la section 5 : un caractère de la classe ; cliquez dessus pour voir lesquels.",
			"Une suite : les éléments l'un après l'autre, de gauche à droite.",
			"Un choix : un seul des rails.",
			"Facultatif : passez par la partie, ou par le rail qui la contourne par-dessus.",
			"Une ou plusieurs fois : la boucle du dessous ramène au début pour un tour de plus.",
			"Un nombre quelconque de fois, zéro compris : la boucle, ou le rail qui la contourne par-dessus.",
		},
		drawnHere: "Règles de cette section :", alsoUses: "Utilise aussi :",
		usedIn: "Utilisée dans :", class: "classe de caractères",
		note:     "Remarque :",
		inScheme: func(s string) string { return "dans une URL " + s + ", " },
		quote:    func(s string) string { return "« " + s + " »" },
		writes: func(where string) string {
			return upperFirst(where) + " écrit"
		},
		notIn: func(where string) string {
			return upperFirst(where) + " n'a pas de règle de ce nom"
		},
		reading:    "Lecture retenue par cette grammaire",
		readings:   "Où cette grammaire s'écarte de la section 5",
		readingsIn: "Chaque règle de la section 5 que la grammaire dessinée ici écrit autrement, et pourquoi ; chacune figure aussi sous la règle qui la contient.",
		colRule:    "Règle de la section 5", colShown: "Dessinée dans", colWhy: "Pourquoi",
		diagramOf: "Diagramme syntaxique de la règle ",
		scrollCue: "Plus large que la page : le faire défiler de côté pour voir la suite →",
		schemeTitle: func(scheme, section string) string {
			return "URL " + scheme + " (section " + section + ")"
		},
	},
}

// upperFirst returns s with its first letter, an ASCII one, in upper
// case: bnf.WrittenIn's words at the start of a sentence.
func upperFirst(s string) string {
	if s != "" && 'a' <= s[0] && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}

// legendEntries are the diagrams of the legend, in the order of
// words.legendEntries.
var legendEntries = []bnf.Expr{
	bnf.Lit("ftp://"),
	bnf.Alt{bnf.Lit("A"), bnf.Lit("I"), bnf.Lit("D"), bnf.Lit("a"), bnf.Lit("i"), bnf.Lit("d")},
	bnf.Ref("hostport"),
	bnf.Ref("digit"),
	bnf.Seq{bnf.Ref("host"), bnf.Lit(":"), bnf.Ref("port")},
	bnf.Alt{bnf.Ref("hostname"), bnf.Ref("hostnumber")},
	bnf.Opt{X: bnf.Seq{bnf.Lit(":"), bnf.Ref("port")}},
	bnf.Rep{Min: 1, X: bnf.Ref("digit")},
	bnf.Rep{Min: 0, X: bnf.Ref("uchar")},
}

// FileName returns the name of the page in lang: railroad.html, or
// railroad.fr.html in French.
func FileName(lang grammar.Lang) string {
	if lang == grammar.French {
		return languages[grammar.French].file
	}
	return languages[grammar.English].file
}

// Generate returns the page of railroad diagrams of RFC 1738's grammar
// (bnf.BuiltIn) in lang, English or French: what docs/FileName(lang)
// holds.
func Generate(lang grammar.Lang) ([]byte, error) {
	g, err := bnf.BuiltIn()
	if err != nil {
		return nil, err
	}
	p := newPage(g, lang)
	if err := p.addRelative(); err != nil {
		return nil, err
	}
	return p.HTML()
}

// A Section is a section of the page: the rules that RFC 1738 section 5
// writes under one heading (the generic syntax, a scheme, the
// characters), with the page's title and introduction of it in one
// language. Explain's -grammar prints the grammar by these sections.
type Section struct {
	// ID is the section's anchor: "generic", a scheme's name,
	// "characters".
	ID string
	// Title is the section's heading: "ftp URLs (section 3.2)".
	Title string
	// Intro is the prose that opens the section, each rule it names
	// written {name}: "... a scheme part ({genericurl})"; what the page
	// says of its own diagrams is left out.
	Intro string
	// Rules are the section's rules in the order of section 5, with
	// those it does not write (gopher-path) after the first rule that
	// uses them.
	Rules []*bnf.Rule
	// Grammar is the grammar the names in the rules' expressions are
	// rules of: RFC 1738's, or for the section of relative URLs, RFC
	// 1808's (whose scheme and classes are RFC 1738's).
	Grammar *bnf.Grammar
}

// Sections returns the rules of g, RFC 1738's grammar (bnf.BuiltIn), in
// the page's sections and order, each rule once, with the sections'
// words in lang. It fails as Generate does: when g lacks a rule of
// section 5, or has a rule that no section writes and no rule uses.
func Sections(g *bnf.Grammar, lang grammar.Lang) ([]Section, error) {
	p := newPage(g, lang)
	if err := p.addRelative(); err != nil {
		return nil, err
	}
	if err := p.plan(); err != nil {
		return nil, err
	}
	out := make([]Section, len(p.sections))
	for i, s := range p.sections {
		// The rules of RFC 1808 this grammar reads inline are the page's
		// only: a tool that teaches the grammar says where it reads them.
		rules := slices.DeleteFunc(slices.Clone(s.rules), p.isInline)
		out[i] = Section{ID: s.part.id, Title: s.title, Intro: s.part.intro[p.lang],
			Rules: rules, Grammar: cmp.Or(s.part.g, g)}
	}
	return out, nil
}
