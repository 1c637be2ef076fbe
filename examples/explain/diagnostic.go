package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// diagnostic writes the parser's diagnostic e in v's language. In
// English it is e's own text, e.Error(). In French it is built from e's
// fields as e.Error() builds it, and each field that is in words (what
// was found and expected, the message, the hint) is translated; the
// parser writes its words in English only.
//
// The French of the parser's messages is written here for the messages
// the parser's validators write about a parsed URL (not about trees a
// program built, whose messages name Go fields). A message this table
// does not know is kept in English, marked as such, so that nothing the
// parser says is lost.
func diagnostic(v voice, e *parser.Error) string {
	if v.lang != grammar.French {
		return e.Error()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "position %d : %s : ", e.Offset, v.named(e.Production.Name, e.Production.Name))
	if e.Message != "" {
		b.WriteString(frenchMessage(e.Message))
	} else {
		b.WriteString("trouvé " + frenchFound(e.Found))
		if e.Expected != "" {
			b.WriteString(", alors qu'on attend " + frenchList(e.Expected, expectedWords))
		}
	}
	b.WriteString(" (" + v.cite(e.Production))
	if e.Scheme.Name != "" && e.Scheme != e.Production {
		b.WriteString(" ; dans " + e.Scheme.Name + ", " + v.section(e.Scheme.RFC, e.Scheme.Section))
	}
	b.WriteString(")")
	if e.Hint != "" {
		b.WriteString(" ; " + frenchMessage(e.Hint))
	}
	return b.String()
}

// frenchFound says what the parser found: a quoted text, or the end.
func frenchFound(s string) string {
	if s == "" {
		return "la fin de l'URL"
	}
	return strconv.Quote(s)
}

// expectedWords translate the words with which the parser says what it
// expected (and the words of ast.AddrSpecError): a character class of
// RFC 1738 is written first, whole, for it holds commas and "or".
var expectedWords = []sentence{
	{"an xchar (a letter, digit, safe, extra or reserved character, or an escape)",
		"un xchar (une lettre, un chiffre, un caractère sûr (safe), complémentaire (extra) ou réservé (reserved), ou un échappement)"},
	{"a uchar (a letter, digit, safe or extra character, or an escape)",
		"un uchar (une lettre, un chiffre, un caractère sûr (safe) ou complémentaire (extra), ou un échappement)"},
	{`qtext (an ASCII character other than CR) or a quoted-pair`,
		`un qtext (un caractère ASCII autre que CR) ou une quoted-pair`},
	{`dtext (an ASCII character other than CR or "[") or a quoted-pair`,
		`un dtext (un caractère ASCII autre que CR et "[") ou une quoted-pair`},
	{"a word (an atom or a quoted-string)", "un word (un atom ou une quoted-string)"},
	{"a sub-domain (an atom or a domain-literal)", "un sub-domain (un atom ou un domain-literal)"},
	{`an ASCII character after "\"`, `un caractère ASCII après "\"`},
	{`two hex digits after "%"`, `deux chiffres hexadécimaux après "%"`},
	{`">" to close "<URL:"`, `">" pour fermer "<URL:"`},
	{"a letter", "une lettre"},
	{"a digit", "un chiffre"},
	{"an escape", "un échappement"},
	{"the end of the URL", "la fin de l'URL"},
	{"the end of the address", "la fin de l'adresse"},
}

// frenchList translates a list that the parser writes "a, b or c", each
// item one of words or a quoted text, into « a, b ou c ». A list with an
// item it does not know is kept in English, marked.
func frenchList(s string, words []sentence) string {
	// Each item known whole is put aside first, so that its commas and
	// "or" are not taken for the list's.
	var items []string
	rest := s
	for i, w := range words {
		rest = strings.ReplaceAll(rest, w.en, fmt.Sprintf("\x00%d\x00", i))
	}
	var parts []string
	if head, last, ok := cutLast(rest, " or "); ok {
		parts = append(strings.Split(head, ", "), last)
	} else {
		parts = []string{rest}
	}
	for _, p := range parts {
		var i int
		switch {
		case len(p) > 2 && p[0] == 0 && p[len(p)-1] == 0:
			if _, err := fmt.Sscanf(p[1:len(p)-1], "%d", &i); err != nil {
				return untranslated(s)
			}
			items = append(items, words[i].fr)
		case isQuoted(p):
			items = append(items, p)
		default:
			return untranslated(s)
		}
	}
	if len(items) == 1 {
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " ou " + items[len(items)-1]
}

// cutLast cuts s around the last sep.
func cutLast(s, sep string) (before, after string, found bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

// isQuoted reports whether s is one Go-quoted string.
func isQuoted(s string) bool {
	q, err := strconv.QuotedPrefix(s)
	return err == nil && q == s
}

// untranslated marks text that explain has no French for.
func untranslated(s string) string { return "(en anglais) " + s }

// A translation rewrites a message of the parser that matches pattern
// into French: replace is a regexp.Expand template, and each submatch
// named in words is translated by that table first.
type translation struct {
	pattern *regexp.Regexp
	replace string
	words   map[int]map[string]string
}

// newTranslation compiles a translation; pattern must match the whole message.
func newTranslation(pattern, replace string, words map[int]map[string]string) translation {
	return translation{regexp.MustCompile("^" + pattern + "$"), replace, words}
}

const quotedRE = `("(?:[^"\\]|\\.)*")` // a Go-quoted text

var (
	lineBreaks  = map[string]string{"CR": "CR", "LF": "LF", "tab": "une tabulation"}
	ftpCommands = map[string]string{
		"the USER command":            "la commande USER",
		"the PASS command":            "la commande PASS",
		"a CWD, RETR or NLST command": "une commande CWD, RETR ou NLST",
	}
	notAllowedWhat = map[string]string{
		"an address":               "une adresse",
		"a group name":             "un nom de groupe",
		"an article's unique part": "l'identificateur d'un article",
		"an article number":        "un numéro d'article",
	}
	loginWhat = map[string]string{"user name": "un nom d'utilisateur vide", "password": "un mot de passe vide"}
)

// translations are the French of the messages and hints the parser
// writes about parsed URLs.
var translations = []translation{
	// hints
	newTranslation(`"%" starts an escape; write a literal "%" as %25`, `"%" commence un échappement ; un "%" littéral s'écrit %25`, nil),
	newTranslation(`"#" starts a fragment, which is not part of a URL \(RFC 1808 section 2\.4\.1\); where "#" belongs to the URL, write it %23`,
		`"#" commence un fragment, qui ne fait pas partie de l'URL (RFC 1808, section 2.4.1) ; là où "#" appartient à l'URL, il s'écrit %23`, nil),
	newTranslation(`RFC 1738 section 2\.2 allows `+quotedRE+` only escaped: write (\S+)`, `la RFC 1738, section 2.2, n'admet $1 qu'échappé : il s'écrit $2`, nil),
	// any URL
	newTranslation(`part (\S+) is above (\d+), so it names no IPv4 address`, `le nombre $1 dépasse $2 : l'hôte ne désigne donc aucune adresse IPv4`, nil),
	newTranslation(`port (\S+) is above (\d+), the highest TCP port`, `le port $1 dépasse $2, le plus grand port TCP`, nil),
	newTranslation(`host name is (\d+) characters long; DNS allows at most (\d+)`, `le nom d'hôte a $1 caractères ; le DNS en permet au plus $2`, nil),
	newTranslation(`label is (\d+) characters long; DNS allows at most (\d+)`, `l'étiquette a $1 caractères ; le DNS en permet au plus $2`, nil),
	newTranslation(`the input is (\d+) bytes long, more than the limit of (\d+) set by MaxLength`, `l'entrée a $1 octets, plus que la limite de $2 fixée par MaxLength`, nil),
	newTranslation(`"%" starts no escape; write a literal "%" as %25`, `"%" ne commence aucun échappement ; un "%" littéral s'écrit %25`, nil),
	newTranslation(`(\S+) may not hold `+quotedRE+` unescaped; write it (\S+)`, `$1 ne peut pas contenir $2 sans échappement ; il s'écrit $3`, nil),
	newTranslation(`the hostport has no host`, `le hostport n'a pas d'hôte`, nil),
	newTranslation(`(.+) cannot hold `+quotedRE, `$1 ne peut pas contenir $2`, map[int]map[string]string{1: notAllowedWhat}),
	// ftp
	newTranslation(`an ftp URL needs a login: at least a host`, `une URL ftp demande une connexion (login) : au moins un hôte`, nil),
	newTranslation(`an empty (user name|password) cannot be sent: FTP's (\S+) command takes one of at least one character \(section 3\.2\.1; RFC 959 section 5\.3\.2\)`,
		`$1 ne peut pas être envoyé : la commande FTP $2 en demande un d'au moins un caractère (section 3.2.1 ; RFC 959, section 5.3.2)`,
		map[int]map[string]string{1: loginWhat}),
	newTranslation(`(%\w\w) decodes to (CR|LF), which would end (.+) and start another; section 6 warns of encoded protocol delimiters`,
		`$1 se décode en $2, qui terminerait $3 et en commencerait une autre ; la section 6 met en garde contre les délimiteurs de protocole encodés`,
		map[int]map[string]string{2: lineBreaks, 3: ftpCommands}),
	newTranslation(`typecode `+quotedRE+` is not one of "A", "I", "D", "a", "i", "d"`, `le typecode $1 n'est pas l'un de "A", "I", "D", "a", "i", "d"`, nil),
	newTranslation(`typecode `+quotedRE+` asks to retrieve the file named by the last segment \(section 3\.2\.2\), but that name is empty`,
		`le typecode $1 demande de récupérer le fichier que nomme le dernier segment (section 3.2.2), mais ce nom est vide`, nil),
	newTranslation(quotedRE+` is not allowed in a path segment; write it escaped, as (\S+)`, `$1 n'est pas permis dans un segment de chemin ; il s'écrit échappé, $2`, nil),
	// file
	newTranslation(`a file URL needs "/" and a path after the host, even an empty one \("file:///"\)`,
		`une URL file demande un "/" et un chemin après l'hôte, même vide ("file:///")`, nil),
	// gopher
	newTranslation(`gtype is one xchar, a character or an escape, not `+quotedRE, `le gtype est un seul xchar, un caractère ou un échappement, et non $1`, nil),
	newTranslation(`the gopher type decodes to (NUL|tab|LF|CR), which cannot be a Gopher item type: RFC 1436 makes the type the first character of a menu line, Type ::= UNASCII, ASCII less tab, CR, LF and NUL`,
		`le type gopher se décode en $1, qui ne peut pas être un type d'élément Gopher : la RFC 1436 fait du type le premier caractère d'une ligne de menu, Type ::= UNASCII, l'ASCII sauf la tabulation, CR, LF et NUL`,
		map[int]map[string]string{1: {"NUL": "NUL", "tab": "une tabulation", "LF": "LF", "CR": "CR"}}),
	newTranslation(`the gopher type decodes to octet (\w\w) \(not ASCII\), which cannot be a Gopher item type: RFC 1436 makes the type the first character of a menu line, Type ::= UNASCII, ASCII less tab, CR, LF and NUL`,
		`le type gopher se décode en l'octet $1 (hors ASCII), qui ne peut pas être un type d'élément Gopher : la RFC 1436 fait du type le premier caractère d'une ligne de menu, Type ::= UNASCII, l'ASCII sauf la tabulation, CR, LF et NUL`, nil),
	newTranslation(`the Gopher\+ string is empty; sections 3\.4\.4 to 3\.4\.9 give each of its forms, and each starts with "\+", "\?", "!" or "\$"`,
		`la chaîne Gopher+ est vide ; les sections 3.4.4 à 3.4.9 en donnent chaque forme, et chacune commence par "+", "?", "!" ou "$$"`, nil),
	newTranslation(`the Gopher\+ string starts with `+quotedRE+`; sections 3\.4\.4 to 3\.4\.9 give each of its forms, and each starts with "\+", "\?", "!" or "\$"`,
		`la chaîne Gopher+ commence par $1 ; les sections 3.4.4 à 3.4.9 en donnent chaque forme, et chacune commence par "+", "?", "!" ou "$$"`, nil),
	newTranslation(`(%\w\w) decodes to (tab|CR|LF), which section 3\.4\.1 says a Gopher selector string may not contain`,
		`$1 se décode en $2, qu'un sélecteur Gopher ne peut pas contenir d'après la section 3.4.1`, map[int]map[string]string{2: lineBreaks}),
	newTranslation(`(%\w\w) decodes to (tab|CR|LF), which would end the request line the client sends it on; section 6 warns of encoded delimiters of the protocol`,
		`$1 se décode en $2, qui terminerait la ligne de requête sur laquelle le client l'envoie ; la section 6 met en garde contre les délimiteurs du protocole encodés`,
		map[int]map[string]string{2: lineBreaks}),
	// mailto
	newTranslation(`the address is empty; encoded822addr = 1\*xchar needs at least one character`, `l'adresse est vide ; encoded822addr = 1*xchar demande au moins un caractère`, nil),
	newTranslation(`the address `+quotedRE+`, decoded, is not an RFC 822 addr-spec \(RFC 822 section 6\.1: addr-spec = local-part "@" domain\): expected (.+)`,
		`l'adresse $1, décodée, n'est pas une addr-spec de la RFC 822 (RFC 822, section 6.1 : addr-spec = local-part "@" domain) : on attend $2`,
		map[int]map[string]string{2: nil}), // translated as a list: see frenchMessage
	// news
	newTranslation(`a group name starts with a letter, not `+quotedRE, `un nom de groupe commence par une lettre, et non par $1`, nil),
	newTranslation(`group name `+quotedRE+` has an empty component; section 3\.6 calls a newsgroup name "a period-delimited hierarchical name"`,
		`le nom de groupe $1 a un niveau vide ; la section 3.6 appelle un nom de groupe « un nom hiérarchique dont les niveaux sont séparés par des points »`, nil),
	newTranslation(`an article's unique part, before the "@", is empty; it needs at least one character`,
		`l'identificateur de l'article, avant le "@", est vide ; il lui faut au moins un caractère`, nil),
	newTranslation(`the article's unique part starts with "//", as if the URL named a news server; section 3\.6 gives news URLs no server and no "//", so this is the Message-ID <(.*)>`,
		`l'identificateur de l'article commence par "//", comme si l'URL nommait un serveur de news ; la section 3.6 ne donne aux URL news ni serveur ni "//" : c'est donc le Message-ID <$1>`, nil),
	newTranslation(`the unique part holds `+quotedRE+`, which a Message-ID may not: RFC 1036 section 2\.1\.5 makes it "any string of printing ASCII characters, not including "<" \(left angle bracket\), ">" \(right angle bracket\), or "@" \(at sign\)"`,
		`l'identificateur contient $1, ce qu'un Message-ID ne peut pas contenir : la RFC 1036, section 2.1.5, en fait « une chaîne quelconque de caractères ASCII imprimables, sauf "<" (chevron ouvrant), ">" (chevron fermant) et "@" (arobase) »`, nil),
	// nntp
	newTranslation(`the article number is empty; after the group's "/" it is 1\*digit`, `le numéro d'article est vide ; après le "/" du groupe, c'est 1*digit`, nil),
	newTranslation(`article number (\S+) is outside 1 to (\d+), the numbers NNTP gives articles \(RFC 3977 section 6\)`,
		`le numéro d'article $1 est hors de l'intervalle de 1 à $2, les numéros que NNTP donne aux articles (RFC 3977, section 6)`, nil),
	// telnet
	newTranslation(`(%\w\w) decodes to (CR|LF), which ends a line in Telnet; section 6 warns of encoded CR and LF in telnet URLs`,
		`$1 se décode en $2, qui termine une ligne en Telnet ; la section 6 met en garde contre CR et LF encodés dans les URL telnet`, nil),
	// wais
	newTranslation(`the database is empty, so the URL names no WAIS database to query \(section 3\.9\)`,
		`la base de données est vide : l'URL ne nomme donc aucune base de données WAIS à interroger (section 3.9)`, nil),
	newTranslation(`the wtype is empty, but many WAIS servers need the type of a document to retrieve it \(section 3\.9\)`,
		`le wtype est vide, or bien des serveurs WAIS ont besoin du type d'un document pour le récupérer (section 3.9)`, nil),
	newTranslation(`the wpath is empty, so the URL gives no WAIS document-id \(section 3\.9\)`,
		`le wpath est vide : l'URL ne donne donc aucun identifiant de document WAIS (section 3.9)`, nil),
	// prospero
	newTranslation(`the ppath is empty, so the URL gives no hsoname, the object name the Prospero server looks up \(section 3\.11\)`,
		`le ppath est vide : l'URL ne donne donc pas de hsoname, le nom d'objet que cherche le serveur Prospero (section 3.11)`, nil),
	newTranslation(`the field has no name, so it can identify nothing \(section 3\.11\)`,
		`le champ n'a pas de nom : il ne peut donc rien identifier (section 3.11)`, nil),
	newTranslation(`field `+quotedRE+` is given again \(first at offset (\d+)\); RFC 1738 does not say which value identifies the target`,
		`le champ $1 est donné une seconde fois (la première à la position $2) ; la RFC 1738 ne dit pas quelle valeur identifie la cible`, nil),
}

// frenchMessage translates one of the parser's messages or hints, or
// keeps it in English, marked.
func frenchMessage(s string) string {
	for _, tr := range translations {
		m := tr.pattern.FindStringSubmatchIndex(s)
		if m == nil {
			continue
		}
		subs := tr.pattern.FindStringSubmatch(s)
		for i, words := range tr.words {
			if words == nil { // a list of what was expected
				subs[i] = frenchList(subs[i], expectedWords)
				continue
			}
			w, ok := words[subs[i]]
			if !ok {
				return untranslated(s)
			}
			subs[i] = w
		}
		return expand(tr.replace, subs)
	}
	return untranslated(s)
}

// expand writes template with $1, $2... replaced by subs[1], subs[2]...
// and $$ by $.
func expand(template string, subs []string) string {
	var b strings.Builder
	for i := 0; i < len(template); i++ {
		c := template[i]
		if c != '$' || i+1 == len(template) {
			b.WriteByte(c)
			continue
		}
		next := template[i+1]
		switch {
		case next == '$':
			b.WriteByte('$')
			i++
		case '1' <= next && next <= '9' && int(next-'0') < len(subs):
			b.WriteString(subs[next-'0'])
			i++
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
