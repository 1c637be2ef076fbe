package grammar

import (
	"fmt"
	"strings"
	"sync"
)

// A Lang is a language in which the productions are labelled and
// diagnostics written: the labels of diagrams, trees and JSON (package
// printer), and the messages of errors and warnings (package parser).
type Lang int

const (
	// English labels the parts of the note's general form with the
	// note's words (scheme, user, password, host, port, url-path) and
	// every other production with its RFC 1738 name.
	English Lang = iota
	// French labels the parts of the note's general form with the words
	// of the note's French text (mode, utilisateur, motdepasse, hôte,
	// port, chemin URL) and every other production with the French word
	// of the glossary.
	French
)

// String returns the language's code: "en" or "fr".
func (l Lang) String() string {
	switch l {
	case English:
		return "en"
	case French:
		return "fr"
	}
	return fmt.Sprintf("Lang(%d)", int(l))
}

// ParseLang returns the language whose code or name s is, in any case:
// "en", "english", "fr", "french", "français" or "francais".
func ParseLang(s string) (Lang, error) {
	switch strings.ToLower(s) {
	case "en", "english":
		return English, nil
	case "fr", "french", "français", "francais":
		return French, nil
	}
	return 0, fmt.Errorf("grammar: unknown language %q (want en or fr)", s)
}

// A Term is one entry of the glossary: a production and its label in
// each language.
type Term struct {
	// Production is the production's name as RFC 1738 writes it
	// ("hostport", "ftptype"), or, for "unique", the name section 3.6
	// gives a piece of a rule that the rule leaves unnamed, and for
	// "article-number" the name section 3.7 gives nntpurl's digits
	// (NamedIn).
	Production string
	English    string
	French     string
	// Note says that both labels are the note's own words: the parts of
	// its general form <scheme>://<user>:<password>@<host>:<port>/<url-path>.
	Note bool
}

// glossary is every production of RFC 1738's generic grammar and of its
// ten schemes, in the order of section 5, with RFC 2818's httpsurl
// (https written as httpurl) and RFC 1808's rules of a relative URL
// (section 2.2: URL, absoluteURL, relativeURL, net_path, abs_path,
// rel_path, net_loc, path, params, query and fragment). RFC 1808's
// fsegment, segment, param and pchar, which the parser reads inline,
// have no entry: its fsegment would take ftp's label.
//
// The English label is the note's word for the six parts of its general
// form, and the production's name otherwise. The French label is the
// word of the note's French text for those six parts, and otherwise a
// French rendering chosen by these rules, so that one word always
// stands for one idea:
//
//   - The note's own words come first: "hôte" for host, "nom d'hôte"
//     for hostname (the note: « <hôte> est une adresse IP ou un nom d'hôte
//     complet »), "premier niveau" for the top
//     level (« le nom de domaine de premier niveau »), and
//     "identificateur" for the unique part of a news article (« l'URL
//     d'un article dont l'identificateur serait «XYZ123» »). hostnumber
//     is "numéro d'hôte", its name in French, not the note's "adresse
//     IP": the rule holds four numbers of any size, and "999.1.1.1",
//     which is one, is no IP address.
//   - A scheme's whole URL is "URL" and the scheme's name, which is not
//     translated: "URL ftp", "URL http". URL is kept as the note keeps it.
//   - The one-letter prefixes with which section 5 keeps the schemes'
//     productions apart (f, h, p, g, w: fpath, hsegment, gtype...) are
//     dropped: the scheme is in the URL, so fpath, hpath, ppath and wpath
//     are each "chemin", fsegment, hsegment and psegment "segment", and
//     ftptype, gtype and wtype "type". Prefixes that are whole words are
//     kept: gopher-path is "chemin gopher".
//   - The other words are the usual French of the field: "recherche"
//     (search), "sélecteur" (selector), "base de données" (database),
//     "groupe" (group), "champ" (field), "échappement" (escape).
var glossary = []Term{
	{"url", "url", "URL", false},
	{"otherurl", "otherurl", "autre URL", false},
	{"genericurl", "genericurl", "URL générique", false},
	{"scheme", "scheme", "mode", true},
	{"schemepart", "schemepart", "partie propre au mode", false},
	{"ip-schemepart", "ip-schemepart", "partie IP propre au mode", false},
	{"login", "login", "identification", false},
	{"user", "user", "utilisateur", true},
	{"password", "password", "motdepasse", true},
	{"hostport", "hostport", "hôte et port", false},
	{"host", "host", "hôte", true},
	{"hostname", "hostname", "nom d'hôte", false},
	{"domainlabel", "domainlabel", "étiquette de domaine", false},
	{"toplabel", "toplabel", "étiquette de premier niveau", false},
	{"hostnumber", "hostnumber", "numéro d'hôte", false},
	{"digits", "digits", "chiffres", false},
	{"port", "port", "port", true},
	{"urlpath", "url-path", "chemin URL", true},
	{"escape", "escape", "échappement", false},
	{"fragment", "fragment", "fragment", false},

	// RFC 1808's productions, those of a relative URL.
	{"URL", "URL", "URL", false},
	{"absoluteURL", "absoluteURL", "URL absolue", false},
	{"relativeURL", "relativeURL", "URL relative", false},
	{"net_path", "net_path", "chemin réseau", false},
	{"abs_path", "abs_path", "chemin absolu", false},
	{"rel_path", "rel_path", "chemin relatif", false},
	{"net_loc", "net_loc", "emplacement réseau", false},
	{"path", "path", "chemin", false},
	{"params", "params", "paramètres", false},
	{"query", "query", "requête", false},

	{"ftpurl", "ftpurl", "URL ftp", false},
	{"fpath", "fpath", "chemin", false},
	{"fsegment", "fsegment", "segment", false},
	{"ftptype", "ftptype", "type", false},

	{"fileurl", "fileurl", "URL file", false},

	{"httpurl", "httpurl", "URL http", false},
	{"httpsurl", "httpsurl", "URL https", false}, // RFC 2818 section 2.4: httpurl with "https"
	{"hpath", "hpath", "chemin", false},
	{"hsegment", "hsegment", "segment", false},
	{"search", "search", "recherche", false},

	{"gopherurl", "gopherurl", "URL gopher", false},
	{"gopher-path", "gopher-path", "chemin gopher", false},
	{"gtype", "gtype", "type", false},
	{"selector", "selector", "sélecteur", false},
	{"gopher+_string", "gopher+_string", "chaîne Gopher+", false},

	{"mailtourl", "mailtourl", "URL mailto", false},
	{"encoded822addr", "encoded822addr", "adresse RFC 822 encodée", false},

	{"newsurl", "newsurl", "URL news", false},
	{"grouppart", "grouppart", "partie groupe", false},
	{"group", "group", "groupe", false},
	{"article", "article", "article", false},
	{"unique", "unique", "identificateur", false},

	{"nntpurl", "nntpurl", "URL nntp", false},
	{"article-number", "article-number", "numéro d'article", false},

	{"telneturl", "telneturl", "URL telnet", false},

	{"waisurl", "waisurl", "URL wais", false},
	{"waisdatabase", "waisdatabase", "base de données wais", false},
	{"waisindex", "waisindex", "index wais", false},
	{"waisdoc", "waisdoc", "document wais", false},
	{"database", "database", "base de données", false},
	{"wtype", "wtype", "type", false},
	{"wpath", "wpath", "chemin", false},

	{"prosperourl", "prosperourl", "URL prospero", false},
	{"ppath", "ppath", "chemin", false},
	{"psegment", "psegment", "segment", false},
	{"fieldspec", "fieldspec", "spécification de champ", false},
	{"fieldname", "fieldname", "nom de champ", false},
	{"fieldvalue", "fieldvalue", "valeur de champ", false},
}

// byProduction indexes glossary by production name, when first used.
var (
	byProductionOnce  sync.Once
	byProductionValue map[string]Term
)

func byProduction() map[string]Term {
	byProductionOnce.Do(func() { byProductionValue = byProductionBuild() })
	return byProductionValue
}

func byProductionBuild() map[string]Term {
	m := make(map[string]Term, len(glossary))
	for _, t := range glossary {
		m[t.Production] = t
	}
	return m
}

// Glossary returns the labels of every production of RFC 1738's generic
// grammar and ten schemes, in the order of section 5, and of RFC 2818's
// httpsurl and RFC 1808's rules of a relative URL (see glossary). The
// slice is a copy.
func Glossary() []Term {
	return append([]Term(nil), glossary...)
}

// Label returns the label of the production named production in lang.
// A production the glossary does not hold, such as one a scheme author
// declared, is labelled by its name in every language, as is every
// production in a Lang this package does not define.
func Label(production string, lang Lang) string {
	t, ok := byProduction()[production]
	if !ok {
		return production
	}
	switch lang {
	case English:
		return t.English
	case French:
		return t.French
	}
	return production
}

// IsNoteWord reports whether production's labels are the note's own
// words: the parts of its general form
// <scheme>://<user>:<password>@<host>:<port>/<url-path>.
func IsNoteWord(production string) bool { return byProduction()[production].Note }
