package describe

import "github.com/urlsyntax/rfc1738/ast"

// gopherTypes are the item types of RFC 1436 section 3.8, which RFC 1738
// section 3.4 leaves its <gophertype> to: each type character with its
// description, as RFC 1436 words it and in French.
var gopherTypes = map[byte][2]string{
	'0': {"Item is a file", "l'élément est un fichier"},
	'1': {"Item is a directory", "l'élément est un répertoire"},
	'2': {"Item is a CSO phone-book server", "l'élément est un serveur d'annuaire CSO"},
	'3': {"Error", "erreur"},
	'4': {"Item is a BinHexed Macintosh file", "l'élément est un fichier Macintosh codé en BinHex"},
	'5': {"Item is DOS binary archive of some sort", "l'élément est une archive binaire DOS d'un genre ou d'un autre"},
	'6': {"Item is a UNIX uuencoded file", "l'élément est un fichier UNIX codé avec uuencode"},
	'7': {"Item is an Index-Search server", "l'élément est un serveur de recherche par index"},
	'8': {"Item points to a text-based telnet session", "l'élément renvoie à une session telnet en mode texte"},
	'9': {"Item is a binary file!", "l'élément est un fichier binaire !"},
	'+': {"Item is a redundant server", "l'élément est un serveur redondant"},
	'T': {"Item points to a text-based tn3270 session", "l'élément renvoie à une session tn3270 en mode texte"},
	'g': {"Item is a GIF format graphics file", "l'élément est un fichier graphique au format GIF"},
	'I': {"Item is some kind of image file", "l'élément est un fichier d'image d'un genre ou d'un autre"},
}

// gopherTypeLine says what a gopher URL's type character means, by RFC
// 1436's list of item types: a student reads "0" or "1" with no idea
// that it asks for a file or a directory. A type RFC 1436 does not list
// says so; a type that is no one octet (a built tree) says nothing.
func gopherTypeLine(v speaker, t *ast.GType) string {
	c, ok := t.Byte()
	if !ok {
		return ""
	}
	if d, ok := gopherTypes[c]; ok {
		return v.F(`the type %s: "%s" (RFC 1436 section 3.8, the Gopher protocol's item types)`,
			"le type %s : « %s » (traduit de la RFC 1436, section 3.8, les types d'élément du protocole Gopher)",
			v.Q(string(c)), v.S(d[0], d[1]))
	}
	return v.F("the type %s is none of the item types of RFC 1436 section 3.8 (0 a file, 1 a directory, 7 a search server…)",
		"le type %s n'est aucun des types d'élément de la RFC 1436, section 3.8 (0 un fichier, 1 un répertoire, 7 un serveur de recherche…)",
		v.qd(string(c)))
}
