package parser

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// The note rules for mistakes that writers of URLs commonly make in the
// schemes of RFC 1738: a missing "//", an empty port, an IPv6 host, a
// news group that cannot be one, an unescaped ";" in an FTP path, a
// path after a telnet host, and the parts of a news, nntp or WAIS URL
// left out.

// Codes of this file's notes, and of those of note_meant.go,
// note_hostescape.go, note_missing.go and note_otherurl.go.
const (
	// NoteSchemeSlashes: the "//" after the scheme's ":" left out, or
	// one "/" of it ("http:www.example.org", "file:/etc/motd").
	// Argument: url, the input with the "//".
	NoteSchemeSlashes Code = "note-scheme-slashes"
	// NoteSchemeSlashesRule: NoteSchemeSlashes where no way of writing
	// the "//" makes the input a URL, as it has a second mistake
	// ("http:h/a b"): the rule alone, with no URL to name.
	NoteSchemeSlashesRule Code = "note-scheme-slashes-rule"
	// NoteEmptyPort: a ":" after the host with no port after it.
	// Argument: url, the input without the ":".
	NoteEmptyPort Code = "note-empty-port"
	// NoteIPv6Host: a "[" where a host starts, as RFC 2732 writes an
	// IPv6 address, which RFC 1738's host does not hold.
	NoteIPv6Host Code = "note-ipv6-host"
	// NoteNewsGroup: a news URL with no "@", read as an article for
	// want of a group, which stops at the note's offset.
	NoteNewsGroup Code = "note-news-group"
	// NoteFTPSemicolon: a ";" in an FTP path that starts no ";type=",
	// which section 3.2.2 writes %3B.
	NoteFTPSemicolon Code = "note-ftp-semicolon"
	// NoteProsperoSemicolon: a ";" in a Prospero URL's hsoname that
	// starts no field, which section 3.11 says "may not appear without
	// quoting in the <hsoname>".
	NoteProsperoSemicolon Code = "note-prospero-semicolon"
	// NoteTelnetPath: text after the "/" that ends a telnet URL.
	NoteTelnetPath Code = "note-telnet-path"
	// NoteFileHost: "file://name" with nothing after the name, which is
	// a host that a "/" must follow, or, in another URL, a file's name.
	// Arguments: url, with the "/" after the host; local, the name as a
	// file on this machine.
	NoteFileHost Code = "note-file-host"
	// NoteFileLocalhost: "file://localhost" with nothing after it: the
	// host that section 3.10 reads as this machine, which a "/" must
	// follow. Argument: url, with the "/".
	NoteFileLocalhost Code = "note-file-localhost"
	// NoteNewsNNTP: "news:group/number", an article by its number,
	// which nntp writes. Argument: url, the nntp URL with "host" for
	// the server.
	NoteNewsNNTP Code = "note-news-nntp"
	// NoteIDNHost: a character that is not ASCII in a host, where later
	// RFCs write an internationalised domain name by its "xn--" labels.
	NoteIDNHost Code = "note-idn-host"
	// NoteArticleUnique: "news:@host", an article whose unique part,
	// before the "@", is empty.
	NoteArticleUnique Code = "note-article-unique"
	// NoteNNTPGroup: "nntp://host/digits", an article number where the
	// group goes. Argument: url, the input with "group/" before the
	// number.
	NoteNNTPGroup Code = "note-nntp-group"
	// NoteWAISPath: "wais://host/database/wtype", a WAIS document
	// without its wpath. Argument: url, the input with "/wpath".
	NoteWAISPath Code = "note-wais-path"
	// NoteGopherTab: after NoteUnsafe on a tab in a gopher selector,
	// that the URL writes as %09 what separates the selector from the
	// search, which the tab was likely meant as.
	NoteGopherTab Code = "note-gopher-tab"
	// NoteFileDriveBar: "file:///c|/x", a "|" after a drive letter, an
	// old spelling of its ":". Arguments: drive, the letter and its
	// ":"; url, the input with the ":" for the "|".
	NoteFileDriveBar Code = "note-file-drive-bar"
	// NoteBackslash: a "\" where a "/" could stand, likely meant as
	// one. Argument: url, the input with "/" for each "\" that makes it
	// a URL.
	NoteBackslash Code = "note-backslash"
	// NoteFileWindows: a file URL whose path is a Windows path, a
	// drive letter and "\" ("file:C:\Users\joe"), where the drive
	// letter goes in the path and "\" is written "/". Arguments: path,
	// the Windows path as written; url, the URL that writes it so.
	NoteFileWindows Code = "note-file-windows"
	// NotePortColons: two ":" between a host and its port
	// ("http://h::80/"). Argument: url, the input with one.
	NotePortColons Code = "note-port-colons"
	// NoteHostSpace: a space inside a host name, which transcription
	// may put there. Argument: url, the input without it.
	NoteHostSpace Code = "note-host-space"
	// NoteQuoteMarks: """ around the input, as some systems delimit a
	// URL. Argument: url, the input without them.
	NoteQuoteMarks Code = "note-quote-marks"
	// NoteHostEscape: an escape in a host, of a character a host holds.
	// Arguments: decoded, that character; url, the input with the
	// host's escapes decoded.
	NoteHostEscape Code = "note-host-escape"
	// NoteHostEscapeChar: an escape in a host, of a character no host
	// holds.
	NoteHostEscapeChar Code = "note-host-escape-char"
	// NoteHostMissing: nothing where the host goes, right after the
	// "//" of a scheme whose production requires one. Arguments:
	// scheme, rfc, section and rule, as for NoteNoLogin.
	NoteHostMissing Code = "note-host-missing"
	// NoteNewsStar: a "*" in a news URL that is not the whole grouppart.
	NoteNewsStar Code = "note-news-star"
	// NoteCommonSyntax: the error of a scheme the library does not
	// know, whose "//" it reads as the start of section 3.1's common
	// Internet syntax, where section 5's otherurl alone would take the
	// whole text as *xchar.
	NoteCommonSyntax Code = "note-common-syntax"
)

// commonNoteTexts are the texts of the codes above, in English and French.
var commonNoteTexts = []codeMessage{
	{code: NoteSchemeSlashes, Message: Message{
		`in this scheme, "//" follows the ":" and starts the host (RFC 1738 section 3.1): did you mean {url:q}?`,
		"dans ce mode, « // » suit le « : » et introduit l'hôte (RFC 1738, section 3.1) : l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteSchemeSlashesRule, Message: Message{
		`in this scheme, "//" follows the ":" and starts the host (RFC 1738 section 3.1)`,
		"dans ce mode, « // » suit le « : » et introduit l'hôte (RFC 1738, section 3.1)",
	}},
	{code: NoteEmptyPort, Message: Message{
		`a ":" after the host starts a port, which is digits: with no port, leave the ":" out, as in {url:q}`,
		"un « : » après l'hôte introduit un port, fait de chiffres : sans port, omettre le « : », comme dans {url:q}",
	}},
	{code: NoteIPv6Host, Message: Message{
		`RFC 1738's host is a name or four numbers (section 3.1); IPv6 addresses in "[" and "]" came later, with RFC 2732`,
		"dans la RFC 1738, un hôte est un nom ou quatre nombres (section 3.1) ; les adresses IPv6 entre « [ » et « ] » sont venues plus tard, avec la RFC 2732",
	}},
	{code: NoteNewsGroup, Message: Message{
		`read as a group, the text stops here: a group starts with a letter and holds only letters, digits, "-", ".", "+" and "_"; read as an article, it lacks "@" and a host (RFC 1738 section 3.6)`,
		"lu comme groupe, le texte s'arrête ici : un groupe commence par une lettre et ne contient que des lettres, des chiffres, « - », « . », « + » et « _ » ; lu comme article, il lui manque « @ » et un hôte (RFC 1738, section 3.6)",
	}},
	{code: NoteFTPSemicolon, Message: Message{
		`in an FTP path, ";" starts ";type=" (RFC 1738 section 3.2.2): elsewhere, write %3B`,
		"dans un chemin FTP, « ; » introduit « ;type= » (RFC 1738, section 3.2.2) : ailleurs, écrire « %3B »",
	}},
	{code: NoteProsperoSemicolon, Message: Message{
		`in a Prospero URL, ";" starts a field, ";<field>=<value>": "The semicolon ";" is reserved and may not appear without quoting in the <hsoname>" (RFC 1738 section 3.11); in the name, write %3B`,
		"dans une URL Prospero, « ; » introduit un champ, « ;<field>=<value> » : « le point-virgule “;” est réservé et ne peut apparaître sans être encodé dans le <hsoname> » (citation traduite ; RFC 1738, section 3.11) ; dans le nom, écrire « %3B »",
	}},
	{code: NoteTelnetPath, Message: Message{
		`a telnet URL names a host, perhaps with a user name and a password, and nothing follows its last "/" (RFC 1738 section 3.8)`,
		"une URL telnet désigne un hôte, éventuellement avec un nom d'utilisateur et un mot de passe, et rien ne suit son dernier « / » (RFC 1738, section 3.8)",
	}},
	{code: NoteIDNHost, Message: Message{
		`internationalised domain names came later (RFC 3490, now RFC 5890): a URL writes such a name by its ASCII labels, which start with "xn--" (Punycode, RFC 3492); RFC 1738's host holds only ASCII letters, digits, "-" and "."`,
		"les noms de domaine internationalisés sont venus plus tard (RFC 3490, aujourd'hui RFC 5890) : une URL écrit un tel nom par ses étiquettes ASCII, qui commencent par « xn-- » (Punycode, RFC 3492) ; l'hôte de la RFC 1738 ne contient que des lettres et chiffres ASCII, « - » et « . »",
	}},
	{code: NoteNewsNNTP, Message: Message{
		`a news URL names an article by its message-id, not by a number; an article of a group by its number is an nntp URL, which names the server that numbers it (RFC 1738 section 3.7): {url:q}, with the server's name for "host"`,
		"une URL news désigne un article par son message-id, non par un numéro ; un article d'un groupe désigné par son numéro est une URL nntp, qui nomme le serveur qui le numérote (RFC 1738, section 3.7) : {url:q}, avec le nom du serveur à la place de « host »",
	}},
	{code: NoteFileLocalhost, Message: Message{
		`after "file://" comes a host, then "/" and the path (RFC 1738 section 3.10); "localhost", like the empty host, is "the machine from which the URL is being interpreted": write {url:q}`,
		"après « file:// » vient un hôte, puis « / » et le chemin (RFC 1738, section 3.10) ; « localhost », comme l'hôte vide, désigne la machine où l'URL est interprétée : écrire {url:q}",
	}},
	{code: NoteFileHost, Message: Message{
		`after "file://" comes a host, then "/" and the path (RFC 1738 section 3.10): for this host, write {url:q}; {local:q} is another URL, a file of that name on this machine`,
		"après « file:// » vient un hôte, puis « / » et le chemin (RFC 1738, section 3.10) : pour cet hôte, écrire {url:q} ; {local:q} est une autre URL, celle d'un fichier de ce nom sur la machine locale",
	}},
	{code: NoteArticleUnique, Message: Message{
		`an article's message-id "takes the form <unique>@<full_domain_name>" (RFC 1738 section 3.6), and its unique part, before the "@", is not empty (article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host)`,
		"le message-id d'un article a la forme <unique>@<full_domain_name> (RFC 1738, section 3.6), et sa partie unique, avant le « @ », n'est pas vide (article = 1*[ uchar | \";\" | \"/\" | \"?\" | \":\" | \"&\" | \"=\" ] \"@\" host)",
	}},
	{code: NoteNNTPGroup, Message: Message{
		`an nntp URL names the group, then the article's number in it (RFC 1738 section 5, explained in section 3.7: nntpurl = "nntp://" hostport "/" group [ "/" digits ]): {url:q}, with the group's name for "group"`,
		"une URL nntp nomme le groupe, puis le numéro de l'article dans ce groupe (RFC 1738, section 5, règle expliquée à la section 3.7 : nntpurl = \"nntp://\" hostport \"/\" group [ \"/\" digits ]) : {url:q}, avec le nom du groupe à la place de « group »",
	}},
	{code: NoteWAISPath, Message: Message{
		`a WAIS document is named by its database, its type and its path (RFC 1738 section 5, explained in section 3.9: waisdoc = "wais://" hostport "/" database "/" wtype "/" wpath): {url:q}, with the document's path for "wpath"`,
		"un document WAIS est désigné par sa base, son type et son chemin (RFC 1738, section 5, règle expliquée à la section 3.9 : waisdoc = \"wais://\" hostport \"/\" database \"/\" wtype \"/\" wpath) : {url:q}, avec le chemin du document à la place de « wpath »",
	}},
	{code: NoteGopherTab, Message: Message{
		`in a gopher URL, %09 is what separates the selector from the search: "the selector is followed by an encoded tab (%09) and the search string" (RFC 1738 section 3.4.2); a tab here was likely meant as that separator, which the URL writes %09`,
		"dans une URL gopher, %09 est ce qui sépare le sélecteur de la recherche : le sélecteur est suivi d'une tabulation encodée (%09), puis de la chaîne de recherche (RFC 1738, section 3.4.2) ; cette tabulation était sans doute ce séparateur, que l'URL écrit « %09 »",
	}},
	{code: NoteFileDriveBar, Message: Message{
		`"|" after a drive letter stands for its ":", an old spelling that some programs wrote in file URLs (RFC 8089, appendix E, lists it among nonstandard forms) and that RFC 1738 does not know; as in "file:///C:/x", the path holds the drive letter with its ":" (RFC 8089, appendix E.2; RFC 1738 section 3.10 says nothing of drive letters): for the drive {drive:q}, write {url:q}`,
		"« | » après une lettre de lecteur tient lieu de son « : », une ancienne graphie que certains programmes écrivaient dans les URL file (la RFC 8089, annexe E, la range parmi les formes non standard) et que la RFC 1738 ne connaît pas ; comme dans « file:///C:/x », le chemin contient la lettre de lecteur avec son « : » (RFC 8089, annexe E.2 ; la section 3.10 de la RFC 1738 ne dit rien des lettres de lecteur) : pour le lecteur {drive:q}, écrire {url:q}",
	}},
	{code: NoteBackslash, Message: Message{
		`"\" separates nothing in a URL: "/" ends the host (RFC 1738 section 3.1) and separates the segments of a path; if "\" was meant as "/", as Windows writes file names, did you mean {url:q}?`,
		"« \\ » ne sépare rien dans une URL : « / » termine l'hôte (RFC 1738, section 3.1) et sépare les segments d'un chemin ; si « \\ » devait être « / », comme Windows écrit les noms de fichiers, l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteFileWindows, Message: Message{
		`{path:q} is a Windows path: in a file URL, "file://" is followed by a host, or by nothing for this machine, then by "/" and the path, which holds the drive letter, with "/" between the segments where Windows writes "\" (RFC 1738 section 5, explained in section 3.10: fileurl = "file://" [ host | "localhost" ] "/" fpath): write {url:q}`,
		"{path:q} est un chemin Windows : dans une URL file, « file:// » est suivi d'un hôte, ou de rien pour la machine locale, puis de « / » et du chemin, qui contient la lettre de lecteur, avec « / » entre les segments là où Windows écrit « \\ » (RFC 1738, section 5, règle expliquée à la section 3.10 : fileurl = \"file://\" [ host | \"localhost\" ] \"/\" fpath) : écrire {url:q}",
	}},
	{code: NotePortColons, Message: Message{
		`one ":" separates the host from its port (RFC 1738 section 5, explained in section 3.1: hostport = host [ ":" port ]): write {url:q}`,
		"un seul « : » sépare l'hôte de son port (RFC 1738, section 5, règle expliquée à la section 3.1 : hostport = host [ \":\" port ]) : écrire {url:q}",
	}},
	{code: NoteHostSpace, Message: Message{
		`a host name holds no space, only letters, digits, "-" and "." (RFC 1738 section 3.1), and "insignificant spaces may be introduced when URLs are transcribed or typeset" (RFC 1738 section 2.2): without it, did you mean {url:q}?`,
		"un nom d'hôte ne contient pas d'espace, seulement des lettres, des chiffres, « - » et « . » (RFC 1738, section 3.1), et « des espaces non significatives peuvent être introduites quand les URL sont transcrites ou composées » (citation traduite ; RFC 1738, section 2.2) : sans cette espace, l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteQuoteMarks, Message: Message{
		`"the quote mark (""") is used to delimit URLs in some systems" (RFC 1738 section 2.2), and is no part of the URL: did you mean {url:q}?`,
		"le guillemet droit sert dans certains systèmes à délimiter les URL (RFC 1738, section 2.2) et ne fait pas partie de l'URL : l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteHostEscape, Message: Message{
		`a host holds no escapes, only letters, digits, "-" and "." (RFC 1738 section 5, explained in section 3.1: domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit); {found:q} is {decoded:q} escaped: write {url:q}`,
		"un hôte ne contient pas d'échappement, seulement des lettres, des chiffres, « - » et « . » (RFC 1738, section 5, règle expliquée à la section 3.1 : domainlabel = alphadigit | alphadigit *[ alphadigit | \"-\" ] alphadigit) ; {found:q} est {decoded:q} échappé : écrire {url:q}",
	}},
	{code: NoteHostEscapeChar, Message: Message{
		`a host holds no escapes, only letters, digits, "-" and "." (RFC 1738 section 5, explained in section 3.1: domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit), and the character that {found:q} encodes is none of them`,
		"un hôte ne contient pas d'échappement, seulement des lettres, des chiffres, « - » et « . » (RFC 1738, section 5, règle expliquée à la section 3.1 : domainlabel = alphadigit | alphadigit *[ alphadigit | \"-\" ] alphadigit), et le caractère que {found:q} encode n'en fait pas partie",
	}},
	{code: NoteHostMissing, Message: Message{
		`{scheme} has a host after "//", which it cannot leave out ({cite}: {rule}); only a file URL may leave its host empty, for "the machine from which the URL is being interpreted" (RFC 1738 section 3.10)`,
		"{scheme} a un hôte après « // », qu'on ne peut omettre ({cite} : {rule}) ; seule une URL file peut laisser son hôte vide, pour désigner la machine où l'URL est interprétée (RFC 1738, section 3.10)",
	}},
	{code: NoteNewsStar, Message: Message{
		`"*" stands only alone, as in "news:*", which refers to "all available news groups" (RFC 1738 section 3.6; the rule, section 5: grouppart = "*" | group | article); it is no wildcard in a group's name, which holds only letters, digits, "-", ".", "+" and "_"`,
		"« * » ne s'emploie que seul, comme dans « news:* », qui désigne « tous les groupes de discussion disponibles » (citation traduite ; RFC 1738, section 3.6 ; la règle, section 5 : grouppart = \"*\" | group | article) ; ce n'est pas un joker dans un nom de groupe, qui ne contient que des lettres, des chiffres, « - », « . », « + » et « _ »",
	}},
	{code: NoteCommonSyntax, Message: Message{
		`a reading: the "//" after the scheme's ":" is read as the start of section 3.1's common Internet scheme syntax, as its prose says: "The scheme specific data start with a double slash "//" to indicate that it complies with the common Internet scheme syntax" (RFC 1738 section 3.1); section 5's grammar alone would accept the whole text as written, as an otherurl whose schemepart is *xchar (schemepart = *xchar | ip-schemepart)`,
		"c'est une lecture : le « // » qui suit le « : » du mode est lu comme le début de la syntaxe commune des modes Internet de la section 3.1, comme le dit son texte (citation traduite : « les données propres au mode commencent par une double barre oblique “//” pour indiquer qu'elles suivent la syntaxe commune des modes Internet », RFC 1738, section 3.1) ; la grammaire de la section 5 seule accepterait le texte entier tel qu'il est écrit, comme une otherurl dont le schemepart est *xchar (schemepart = *xchar | ip-schemepart)",
	}},
}

// schemeSlashesNote: the error is right after the scheme's ":" or one
// "/" after it, where "//" could stand. Of the ways to write the "//"
// ("//" before the text, keeping a "/" that was there as the path's, as
// "file:/etc/motd" is "file:///etc/motd"; a "/" before a "/" that was
// there; "///" before text with none, as "file:c:/x" is "file:///c:/x"),
// the advice is the first that makes a valid URL. Where none does
// ("http:h/a b", whose space is a second mistake), a "did you mean"
// would name a text that is no URL, and NoteSchemeSlashesRule gives the
// rule alone; a Windows path has windowsPathNote's URL instead.
func schemeSlashesNote(c *noteContext) *Note {
	colon, off := c.colon(), c.e.Offset
	if c.e.Scheme.Name == "" || colon < 0 || off > colon+2 || off <= colon || !c.e.Expected.Has('/') {
		return nil
	}
	if strings.Trim(c.input[colon+1:off], "/") != "" || !c.slashesFollow(colon) {
		return nil // "//" is no part of this scheme's syntax, only data it may hold
	}
	head, tail := c.input[:colon+1], c.input[colon+1:]
	third := head + "///" + tail
	if off == colon+2 {
		third = head + "/" + tail
	}
	tries := [2]string{head + "//" + tail, third}
	if off == colon+1 && c.hostMayBeEmpty(colon) {
		// Where the host may be empty, as a file URL's (section 3.10:
		// "the machine from which the URL is being interpreted"),
		// "file:etc/x" most likely means the path etc/x, which
		// "file://etc/x" would make a host.
		tries[0], tries[1] = third, tries[0]
	}
	for _, fixed := range tries {
		if c.valid(fixed) {
			return c.keep(note(NoteSchemeSlashes, colon+1, c.e.Scheme, c, "url", fixed))
		}
	}
	if windowsPathNote(c) != nil || c.found('\\') {
		return nil // windowsPathNote's or backslashNote's to say
	}
	return c.keep(note(NoteSchemeSlashesRule, colon+1, c.e.Scheme, c))
}

// hostMayBeEmpty reports whether a "/" may follow the scheme, its ":"
// at colon, and "//": whether the scheme's host may be left out.
func (c *noteContext) hostMayBeEmpty(colon int) bool {
	st, ok := c.runWith(colon+1, "//")
	return ok && c.a.Expected(st).Has('/')
}

// valid reports whether the automaton accepts s whole.
func (c *noteContext) valid(s string) bool {
	st, n := c.a.Run(s)
	return n == len(s) && c.a.Final[st]
}

// slashesFollow reports whether only a "/" may follow the scheme's ":",
// at colon: whether the scheme part starts with "//", as in section
// 3.1's common Internet syntax.
func (c *noteContext) slashesFollow(colon int) bool {
	st, n := c.a.Run(c.input[:colon+1])
	var slash automaton.ByteSet
	slash.Add('/')
	return n == colon+1 && c.a.Expected(st) == slash
}

// emptyPortNote: a ":" after a host with nothing after it, or the "/"
// or "?" that ends a hostport. In a production with a login, the ":"
// could start a password, which an "@" would end: the error, at the end
// or at a "/", says that none ends it there; but an "@" further on may
// be one that a password with a "/" in it was meant to reach
// ("ftp://u:/x@h/"), and then dropping the ":" would make a path of
// the password. A "//" after it is another URL's ("http://h:" ends
// "http://h:http://g"), not a path.
func emptyPortNote(c *noteContext) *Note {
	off := c.e.Offset
	if f := c.e.Found; f != "" && f != "/" && f != "?" || strings.HasPrefix(c.input[off:], "//") {
		return nil // a letter after the ":" is a port that went wrong, or a login's password
	}
	if off == 0 || c.input[off-1] != ':' || !c.has(c.st, prodPort) {
		return nil
	}
	if (c.has(c.st, prodUser) || c.has(c.st, prodPassword)) && strings.IndexByte(c.input[off:], '@') >= 0 {
		return nil
	}
	fixed := c.input[:off-1] + c.input[off:]
	return c.advised(NoteEmptyPort, NoteEmptyPortRule, off-1, grammar.PortP, fixed, off-1)
}

// portColonsNote: a second ":" right after the ":" that ends a host,
// where a port goes ("http://h::80/"): with one, the input is a URL.
func portColonsNote(c *noteContext) *Note {
	off := c.e.Offset
	if !c.found(':') || off == 0 || c.input[off-1] != ':' || !c.has(c.st, prodPort) {
		return nil
	}
	fixed := c.input[:off] + c.input[off+1:]
	return c.advised(NotePortColons, NotePortColonsRule, off, grammar.PortP, fixed, off)
}

// ipv6HostNote: a "[" where a host starts, closed by a later "]".
func ipv6HostNote(c *noteContext) *Note {
	if !c.ipv6Host() {
		return nil
	}
	return c.keep(note(NoteIPv6Host, c.e.Offset, grammar.HostP, c))
}

// ipv6Host reports whether the error found a "[" where a host starts,
// closed by a later "]": RFC 2732's IPv6 address, which no escape makes
// a host of RFC 1738 (section 3.1: host = hostname | hostnumber).
func (c *noteContext) ipv6Host() bool {
	return c.found('[') && c.has(c.st, prodHost) && strings.Contains(c.input[c.e.Offset:], "]")
}

// idnHostNote: a byte that is not ASCII where a host name goes on,
// the start of a name of a later RFC's internationalised domain.
func idnHostNote(c *noteContext) *Note {
	if c.e.Found == "" || c.e.Found[0] < 0x80 || !c.has(c.st, prodHost) || c.blankFound() {
		return nil
	}
	// A name's labels hold letters, digits and marks; punctuation ("、",
	// "！") is none, and no "xn--" label writes it.
	if r, _ := utf8.DecodeRuneInString(c.e.Found); !unicode.In(r, unicode.L, unicode.Nd, unicode.M) {
		return nil
	}
	return c.keep(note(NoteIDNHost, c.e.Offset, grammar.HostP, c))
}

// newsGroupNote: a news URL whose text has no "@", which the parser read
// as an article to its end because it is no group: the note is where
// the group stops.
func newsGroupNote(c *noteContext) *Note {
	colon := c.colon()
	if c.e.Scheme.Name != ast.NewsURLP.Name || colon < 0 || strings.Contains(c.input, "@") {
		return nil
	}
	i := colon + 1
	if i >= len(c.input) || c.input[i] == '*' || c.input[i] == '/' {
		return nil
	}
	if grammar.Class(c.input[i]) == grammar.Alpha {
		for i++; i < len(c.input) && isGroupByte(c.input[i]); i++ {
		}
	}
	// The article reading went on to the end, or to a later mistake
	// ("news:comp.os.unix/123 x"): the group stopped before it, or at
	// the same byte ("news: comp"), which neither reading takes.
	if i == len(c.input) || c.e.Found != "" && i > c.e.Offset {
		return nil
	}
	return c.keep(note(NoteNewsGroup, i, ast.GroupP, c))
}

// newsNNTPNote: "news:group/digits", where section 3.6 has no article
// number: nntp (section 3.7) writes one, after a server. The advice is
// checked by the whole parser, as the news automaton cannot read it.
func newsNNTPNote(c *noteContext) *Note {
	colon := c.colon()
	if c.e.Scheme.Name != ast.NewsURLP.Name || colon < 0 || strings.Contains(c.input, "@") {
		return nil
	}
	group, rest, ok := strings.Cut(c.input[colon+1:], "/")
	if !ok || !isGroup(group) {
		return nil
	}
	if _, ok := leadingNumber(rest); !ok {
		return nil
	}
	off := colon + 1 + len(group)
	if url := "nntp://host/" + group + "/" + rest; Check(url) == nil {
		return c.keep(note(NoteNewsNNTP, off, ast.GroupP, c, "url", url))
	}
	// A later mistake after the number: the rule alone.
	return c.keep(note(NoteNewsNNTPRule, off, ast.GroupP, c))
}

// isGroup reports whether s is a group: a letter, then letters,
// digits, "-", ".", "+" and "_" (section 5: group = alpha *[ alpha |
// digit | "-" | "." | "+" | "_" ]).
func isGroup(s string) bool {
	if s == "" || grammar.Class(s[0]) != grammar.Alpha {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isGroupByte(s[i]) {
			return false
		}
	}
	return true
}

// isGroupByte reports whether b goes on a group after its first letter.
func isGroupByte(b byte) bool {
	return isAlphaDigit(b) || strings.IndexByte("-.+_", b) >= 0
}

// ftpSemicolonNote: a ";" in an FTP path, before the error, that starts
// no ";type=": escaped as %3B, the path gets past the error.
func ftpSemicolonNote(c *noteContext) *Note {
	off := c.e.Offset
	_, end, ok := c.authority()
	if c.e.Scheme.Name != ast.FTPURLP.Name || !ok || off <= end {
		return nil
	}
	semi := strings.LastIndexByte(c.input[:off], ';')
	if semi < end || strings.HasPrefix(c.input[semi:], ";type=") {
		return nil
	}
	if !c.fixes(c.input[:semi]+"%3B"+c.input[semi+1:], off+2) {
		return nil
	}
	return c.keep(note(NoteFTPSemicolon, semi, ast.FSegmentP, c))
}

// prosperoSemicolonNote: the one ";" of a Prospero URL's path, before
// the error, that starts no field ("prospero://h/a;b"): the writer
// most likely meant it as part of the name, which section 3.11 writes
// %3B. A ";" after a field could be the value's, and is left alone.
func prosperoSemicolonNote(c *noteContext) *Note {
	off := c.e.Offset
	_, end, ok := c.authority()
	if c.e.Scheme.Name != ast.ProsperoURLP.Name || !ok || off <= end {
		return nil
	}
	semi := strings.IndexByte(c.input[end:off], ';')
	if semi < 0 || strings.LastIndexByte(c.input[:off], ';') != end+semi {
		return nil
	}
	semi += end
	if !c.fixes(c.input[:semi]+"%3B"+c.input[semi+1:], off+2) {
		return nil
	}
	return c.keep(note(NoteProsperoSemicolon, semi, ast.PSegmentP, c))
}

// telnetPathNote: text after the "/" that ends a telnet URL's login,
// the "/" that ends its authority: not a "/" of the "//" before it.
func telnetPathNote(c *noteContext) *Note {
	off := c.e.Offset
	_, end, ok := c.authority()
	if c.e.Scheme.Name != ast.TelnetURLP.Name || c.e.Found == "" || !ok || off != end+1 || c.input[end] != '/' {
		return nil
	}
	return c.keep(note(NoteTelnetPath, off, ast.TelnetURLP, c))
}
