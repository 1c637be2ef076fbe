package parser

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// Codes of the notes a syntax error may carry. Each explains the error
// by the reading of the input its writer likely meant, or says how to
// write what was found, the text at the note's offset (Note.Found). The
// rules that find them are in note_readings.go (how the input was meant
// to be read), note_at.go (what an "@" before a missing host makes),
// note_host.go (hosts), note_chars.go (characters), note_common.go
// (common mistakes in RFC 1738's schemes), note_meant.go (a character
// written for another), note_hostescape.go (escapes in a host),
// note_missing.go (a part left out or stood in for) and note_otherurl.go
// (the reading of an unknown scheme's "//").
const (
	// NotePortReading: read as host and port, the text is not a port at
	// the note's offset, although a later "@" (or its absence) made the
	// parser read it as a user name and password.
	NotePortReading Code = "note-port-reading"
	// NoteHostReading: read as a host, the text stops at the note's
	// offset, where the parser read on as a user name.
	NoteHostReading Code = "note-host-reading"
	// NoteNoLogin: an "@" ends a user name, perhaps with a password, as
	// a login starts with, but the scheme's production has no login.
	// Arguments: scheme, its production's name; rfc and section, where
	// it is defined; rule, its rule; url, the input without the user
	// name, its password and the "@". Its message's {cite}, where the
	// rule is written (RFC 1738's section 5, then section, for one of
	// its rules), is derived from rfc and section.
	NoteNoLogin Code = "note-no-login"
	// NoteNoLoginSaid: after NoteNoLogin (or its rule-only form) in an
	// http URL, or a URL of a scheme read as http, the words of section
	// 3.3 that say so.
	NoteNoLoginSaid Code = "note-no-login-said"
	// NoteLoginHost: a host is missing after the "@" that ends a login's
	// user name, perhaps with ":" and a password (a login is those and
	// the hostport after the "@", section 3.1).
	// Argument: login, the text before the "@".
	NoteLoginHost Code = "note-login-host"
	// NoteArticleHost: a host is missing after the "@" of a news
	// article, whose unique part is the text before it. Argument:
	// unique, that text.
	NoteArticleHost Code = "note-article-host"
	// NoteNoAuthority: "//" after the scheme's ":", in a scheme whose
	// production does not use section 3.1's common syntax (news, mailto):
	// it names no server to reach, though an article's message-id ends
	// with a host. Arguments: scheme, rfc, section and
	// rule, as for NoteNoLogin.
	NoteNoAuthority Code = "note-no-authority"
	// NoteNewsServer: NoteNoAuthority in a news URL that names a server
	// and a group ("news://host/group"), where both the nntp URL of that
	// server and group and the news URL of the group alone are URLs.
	// Arguments: as for NoteNoAuthority, with url, the nntp URL, and
	// other, the news URL.
	NoteNewsServer Code = "note-news-server"
	// NotePortDigits: a port goes on with a character that is no digit,
	// where the error names the production around the port, since a "/"
	// or the end could also have come there.
	NotePortDigits Code = "note-port-digits"
	// NoteNoPort: a ":" after the host, in a scheme whose production has
	// no port (file). Arguments: scheme, rfc, section and rule.
	NoteNoPort Code = "note-no-port"
	// NoteFilePath: a file URL whose path does not follow its host and a
	// "/" ("file://name", or "file://C:/x" with a drive letter where the
	// host goes), likely meant as a file on this machine.
	// Argument: url, with the "/" that would make it one.
	NoteFilePath Code = "note-file-path"
	// NoteFileDrive: "file://C:/x", a drive letter where a file URL's
	// host goes, read as a host and a port, which fileurl has not; its
	// ":" (or an old "|") is followed by "/", "\" or the end.
	// Arguments: drive, the letter and its ":" or "|"; url, the input
	// with the "/" that puts the drive letter in the path of a file on
	// this machine, and ":" for a "|".
	NoteFileDrive Code = "note-file-drive"
	// NoteSchemeColon: a "/" right after a scheme name, where its ":"
	// was left out. Argument: url, the input with the ":".
	NoteSchemeColon Code = "note-scheme-colon"
	// NoteNoScheme: an input with no ":", so no scheme.
	NoteNoScheme Code = "note-no-scheme"
	// NoteTrailingDot: a hostname ends with a ".".
	NoteTrailingDot Code = "note-trailing-dot"
	// NoteEmptyLabel: two "." in a row in a hostname.
	NoteEmptyLabel Code = "note-empty-label"
	// NoteLabelHyphen: a label starts or ends with a "-".
	NoteLabelHyphen Code = "note-label-hyphen"
	// NoteToplabelDigit: a hostname's last label starts with a digit.
	// Argument: label.
	NoteToplabelDigit Code = "note-toplabel-digit"
	// NoteHostnumberParts: a host of digits and dots that is not four
	// numbers. Arguments: host; parts, how many numbers it has.
	NoteHostnumberParts Code = "note-hostnumber-parts"
	// NoteHostChar: a character that no host name holds ("_", a
	// non-ASCII letter) where a host name goes on.
	NoteHostChar Code = "note-host-char"
	// NoteTypeWithoutPath: ";type=" right after the host, without the
	// "/" of the path before it.
	NoteTypeWithoutPath Code = "note-type-without-path"
	// NoteSearchWithoutPath: "?" right after the host, without the "/"
	// of the path before it.
	NoteSearchWithoutPath Code = "note-search-without-path"
	// NoteSearchChar: a "/" or "?" in a search, where section 3.3
	// reserves them. Its message's {escaped}, Found escaped, is derived
	// from Found, not an argument.
	NoteSearchChar Code = "note-search-char"
	// NoteLoginEscape: a ":", "@" or "/" inside a user name or password,
	// where section 3.1 wants them escaped; Found is the one to escape,
	// and {escaped} is derived from it.
	NoteLoginEscape Code = "note-login-escape"
	// NoteURLWrapper: "<URL:" ... ">" around the input, as RFC 1738's
	// appendix (Recommendations for URLs in Context) sets a URL apart in
	// text.
	NoteURLWrapper Code = "note-url-wrapper"
	// NoteAngleBrackets: "<" and ">" around the input or its scheme
	// part, as text delimits a URL, a message-id or an address. Argument:
	// url, the input without them.
	NoteAngleBrackets Code = "note-angle-brackets"
	// NoteAngleBracketsRule: NoteAngleBrackets where the text between
	// them is no URL either (a second mistake follows): the note says
	// what they are, with no URL to name.
	NoteAngleBracketsRule Code = "note-angle-brackets-rule"
	// NoteEscape: a "%" that does not start an escape.
	NoteEscape Code = "note-escape"
	// NoteUnsafe: a character that RFC 1738 allows only escaped. Its
	// message's {escaped}, Found escaped, is derived from Found.
	NoteUnsafe Code = "note-unsafe"
	// NoteFragment: a "#", which starts a fragment, in a URL or after a
	// fragment's own "#".
	NoteFragment Code = "note-fragment"
	// NoteLaterUnreserved: after NoteUnsafe on a "~", that later RFCs
	// allow it unescaped, where RFC 1738 does not.
	NoteLaterUnreserved Code = "note-later-unreserved"
	// NoteUTF8: after NoteUnsafe on a character outside ASCII, that its
	// escapes are its bytes in UTF-8, a choice of later RFCs: RFC 1738
	// names no character set. Its message's {escaped}, Found escaped,
	// is derived from Found.
	NoteUTF8 Code = "note-utf8"
	// NoteSpaceAround: whitespace at the start or the end of the input,
	// which text puts around a URL and which is no part of it, in place
	// of NoteUnsafe's escape. Argument: url, the input without it.
	NoteSpaceAround Code = "note-space-around"
	// NoteLineBreak: a line break, with the whitespace around it, inside
	// the input, as text breaks a long URL across lines, in place of
	// NoteUnsafe's escape. Argument: url, the input without it.
	NoteLineBreak Code = "note-line-break"
	// NoteLineBreakHyphen: NoteLineBreak after a hyphen, where the input
	// without the line break is a URL with the hyphen and without it:
	// the appendix says the hyphen "may or may not actually be part of
	// the URL". Arguments: url, the input without the line break; other,
	// without the hyphen too.
	NoteLineBreakHyphen Code = "note-line-break-hyphen"
	// NoteInvisible: a character that shows nothing on screen (a
	// no-break or zero-width space, a byte order mark: grammar.Invisible),
	// where the text without it reads on: pasted text brings such characters unseen, and one not meant
	// is deleted, not escaped.
	NoteInvisible Code = "note-invisible"
)

// noteTexts are the texts of this file's codes, in English and French.
var noteTexts = []codeMessage{
	{code: NotePortReading, Message: Message{
		"read as host and port, the text stops here: a port is digits, and {found:q} is not one",
		"lu comme hôte et port, le texte s'arrête ici : un port ne s'écrit qu'avec des chiffres, et {found:q} n'en est pas un",
	}},
	{code: NoteHostReading, Message: Message{
		"read as a host, the text stops here, at {found:q}",
		"lu comme hôte, le texte s'arrête ici, à {found:q}",
	}},
	{code: NoteNoLogin, Message: Message{
		`likely meant: a user name (perhaps with ":" and a password) that this "@" ends; {scheme} has no place for one ({cite}: {rule}): without it, did you mean {url:q}?`,
		"sans doute : un nom d'utilisateur (éventuellement suivi de « : » et d'un mot de passe) que termine ce « @ » ; {scheme} n'a pas de place pour lui ({cite} : {rule}) : sans lui, l'URL voulue est peut-être {url:q}",
	}},
	{code: NoteNoLoginSaid, Message: Message{
		`RFC 1738 section 3.3 says so of http URLs: "No user name or password is allowed."`,
		"la RFC 1738, section 3.3, le dit des URL http : « aucun nom d'utilisateur ni mot de passe n'est admis » (citation traduite)",
	}},
	{code: NoteLoginHost, Message: Message{
		`this "@" ends {login:q}, the user name (then perhaps ":" and a password) that a login starts with; the login goes on with its host, which must follow the "@" (RFC 1738 section 5, explained in section 3.1: login = [ user [ ":" password ] "@" ] hostport)`,
		"ce « @ » termine {login:q}, le nom d'utilisateur (puis éventuellement « : » et un mot de passe) par lequel commence une identification ; celle-ci se poursuit par son hôte, qui doit suivre le « @ » (RFC 1738, section 5, règle expliquée à la section 3.1 : login = [ user [ \":\" password ] \"@\" ] hostport)",
	}},
	{code: NoteArticleHost, Message: Message{
		`this "@" makes an article, not a group: {unique:q} is read as its unique part, and an article's message-id "takes the form <unique>@<full_domain_name>" (RFC 1738 section 3.6), so a host must follow the "@"`,
		"ce « @ » fait un article, non un groupe : {unique:q} se lit comme sa partie unique, et le message-id d'un article a la forme <unique>@<full_domain_name> (RFC 1738, section 3.6), si bien qu'un hôte doit suivre le « @ »",
	}},
	{code: NoteNoAuthority, Message: Message{
		`{scheme} has no "//": it does not use the common Internet scheme syntax of section 3.1, "//<user>:<password>@<host>:<port>/<url-path>", and names no server to reach ({cite}: {rule})`,
		"{scheme} ne prévoit pas de « // » : il ne suit pas la syntaxe commune des modes Internet de la section 3.1, « //<user>:<password>@<host>:<port>/<url-path> », et ne nomme aucun serveur à joindre ({cite} : {rule})",
	}},
	{code: NoteNewsServer, Message: Message{
		`{scheme} has no "//": it does not use the common Internet scheme syntax of section 3.1, "//<user>:<password>@<host>:<port>/<url-path>", and names no server to reach ({cite}: {rule}); a group on a server is an nntp URL (RFC 1738 section 5, explained in section 3.7: nntpurl = "nntp://" hostport "/" group [ "/" digits ]): did you mean {url:q}, or, without the server, {other:q}?`,
		"{scheme} ne prévoit pas de « // » : il ne suit pas la syntaxe commune des modes Internet de la section 3.1, « //<user>:<password>@<host>:<port>/<url-path> », et ne nomme aucun serveur à joindre ({cite} : {rule}) ; un groupe sur un serveur s'écrit avec une URL nntp (RFC 1738, section 5, règle expliquée à la section 3.7 : nntpurl = \"nntp://\" hostport \"/\" group [ \"/\" digits ]) : l'URL voulue est peut-être {url:q}, ou, sans le serveur, {other:q}",
	}},
	{code: NotePortDigits, Message: Message{
		"a port is digits, and {found:q} is not one (RFC 1738 section 5, explained in section 3.1: port = digits)",
		"un port ne s'écrit qu'avec des chiffres, et {found:q} n'en est pas un (RFC 1738, section 5, règle expliquée à la section 3.1 : port = digits)",
	}},
	{code: NoteNoPort, Message: Message{
		`{scheme} has no port ({cite}: {rule})`,
		"{scheme} ne prévoit pas de port ({cite} : {rule})",
	}},
	{code: NoteFilePath, Message: Message{
		`a file URL's path follows its host and a "/" (RFC 1738 section 3.10): for a file on this machine, write {url:q}`,
		"le chemin d'une URL file suit son hôte et un « / » (RFC 1738, section 3.10) : pour un fichier de la machine locale, écrire {url:q}",
	}},
	{code: NoteFileDrive, Message: Message{
		`a drive letter, {drive:q}, is not a host: after "file://" come a host, or nothing for this machine, then "/" and the path (RFC 1738 section 3.10), which holds the drive letter: write {url:q}`,
		"une lettre de lecteur, {drive:q}, n'est pas un hôte : après « file:// » viennent un hôte, ou rien pour la machine locale, puis « / » et le chemin (RFC 1738, section 3.10), qui contient la lettre de lecteur : écrire {url:q}",
	}},
	{code: NoteSchemeColon, Message: Message{
		`a scheme name ends with ":" (RFC 1738 section 2.1): did you mean {url:q}?`,
		"un nom de mode est suivi de « : » (RFC 1738, section 2.1) : l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteNoScheme, Message: Message{
		`a URL starts with the name of its scheme and ":", as in "http:" or "ftp:" (RFC 1738 section 2.1)`,
		"une URL commence par le nom de son mode et « : », comme « http: » ou « ftp: » (RFC 1738, section 2.1)",
	}},
	{code: NoteTrailingDot, Message: Message{
		`a hostname does not end with ".": a label follows each ".", and the last one, the toplabel, starts with a letter`,
		"un nom d'hôte ne finit pas par « . » : une étiquette suit chaque « . », et la dernière, l'étiquette de premier niveau, commence par une lettre",
	}},
	{code: NoteEmptyLabel, Message: Message{
		`a hostname has no empty label: a label stands between two "."`,
		"un nom d'hôte n'a pas d'étiquette vide : une étiquette se trouve entre deux « . »",
	}},
	{code: NoteLabelHyphen, Message: Message{
		`a label starts and ends with a letter or a digit, not with "-"`,
		"une étiquette commence et finit par une lettre ou un chiffre, pas par « - »",
	}},
	{code: NoteToplabelDigit, Message: Message{
		"the last label of a hostname, the toplabel, starts with a letter; {label:q} starts with a digit",
		"la dernière étiquette d'un nom d'hôte, l'étiquette de premier niveau, commence par une lettre ; {label:q} commence par un chiffre",
	}},
	{code: NoteHostnumberParts, Message: Message{
		`a hostnumber is four numbers, digits "." digits "." digits "." digits, and {host:q} has {parts}; a hostname would end with a label that starts with a letter`,
		"une adresse IP est faite de quatre nombres séparés par des points (hostnumber = digits \".\" digits \".\" digits \".\" digits), et {host:q} en a {parts} ; un nom d'hôte finirait par une étiquette commençant par une lettre",
	}},
	{code: NoteHostChar, Message: Message{
		`a host name holds only ASCII letters, digits, "-" and "." (RFC 1738 section 3.1), and {found:q} is none of them`,
		"un nom d'hôte ne contient que des lettres ASCII, des chiffres, « - » et « . » (RFC 1738, section 3.1), et {found:q} n'en fait pas partie",
	}},
	{code: NoteTypeWithoutPath, Message: Message{
		`";type=" follows the path, after a "/": write "/;type=" here`,
		"« ;type= » suit le chemin, après un « / » : écrire « /;type= » ici",
	}},
	{code: NoteSearchWithoutPath, Message: Message{
		`the search follows the path, after a "/": write "/?" here`,
		"la recherche suit le chemin, après un « / » : écrire « /? » ici",
	}},
	{code: NoteSearchChar, Message: Message{
		`{found:q} is reserved in a search (RFC 1738 section 3.3): write {escaped}`,
		"{found:q} est réservé dans une recherche (RFC 1738, section 3.3) : écrire {escaped:q}",
	}},
	{code: NoteLoginEscape, Message: Message{
		`in a user name or a password, ":", "@" and "/" are written escaped (RFC 1738 section 3.1: "Within the user and password field, any ":", "@", or "/" must be encoded"): write {escaped}`,
		"dans un nom d'utilisateur ou un mot de passe, « : », « @ » et « / » s'écrivent échappés (RFC 1738, section 3.1, citation traduite : « dans les champs utilisateur et mot de passe, tout “:”, “@” ou “/” doit être encodé ») : écrire {escaped:q}",
	}},
	{code: NoteURLWrapper, Message: Message{
		`"<URL:" and ">" set a URL apart in text (RFC 1738's appendix, "Recommendations for URLs in Context") and are not part of it: give the URL alone, or the whole text to a reader of URLs in text (urlcheck -text)`,
		"« <URL: » et « > » isolent une URL dans un texte (annexe de la RFC 1738, intitulée en anglais « Recommendations for URLs in Context ») sans en faire partie : donner l'URL seule, ou le texte entier à un lecteur d'URL dans les textes (urlcheck -text)",
	}},
	{code: NoteAngleBrackets, Message: Message{
		`"<" and ">" set a URL, a message-id or an address apart in text and are not part of it: did you mean {url:q}?`,
		"« < » et « > » isolent une URL, un message-id ou une adresse dans un texte sans en faire partie : l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteAngleBracketsRule, Message: Message{
		`"<" and ">" set a URL, a message-id or an address apart in text and are not part of it`,
		"« < » et « > » isolent une URL, un message-id ou une adresse dans un texte sans en faire partie",
	}},
	{code: NoteEscape, Message: Message{
		`"%" starts an escape, "%" and two hex digits; write a "%" that is data as %25`,
		"« % » commence un échappement (« % » suivi de deux chiffres hexadécimaux) ; pour un « % » qui fait partie des données, écrire « %25 »",
	}},
	{code: NoteUnsafe, Message: Message{
		"RFC 1738 section 2.2 allows {found:q} only escaped: write {escaped}",
		"la section 2.2 de la RFC 1738 n'admet {found:q} qu'échappé : écrire {escaped:q}",
	}},
	{code: NoteLaterUnreserved, Message: Message{
		`later RFCs allow "~" unescaped, as an unreserved character (RFC 2396 section 2.3, RFC 3986 section 2.3); RFC 1738 does not`,
		"des RFC ultérieures admettent « ~ » non échappé, comme caractère non réservé (RFC 2396, section 2.3 ; RFC 3986, section 2.3) ; la RFC 1738, non",
	}},
	{code: NoteUTF8, Message: Message{
		`{escaped} are the bytes of {found:q} in UTF-8, the usual choice since RFC 3986 (section 2.5) and RFC 3987; RFC 1738 names no character set`,
		"en UTF-8, le choix habituel depuis la RFC 3986 (section 2.5) et la RFC 3987, {found:q} s'écrit {escaped:q} ; la RFC 1738 ne désigne aucun jeu de caractères",
	}},
	{code: NoteSpaceAround, Message: Message{
		`whitespace at the start or the end is no part of the URL, but of the text around it: no rule of section 5 holds a space, which section 2.2 calls unsafe, as "insignificant spaces may be introduced when URLs are transcribed or typeset"; without it, the URL is {url:q}`,
		"les blancs au début ou à la fin ne font pas partie de l'URL, mais du texte qui l'entoure : aucune règle de la section 5 n'admet d'espace, que la section 2.2 dit non sûre, car « des espaces non significatives peuvent être introduites quand les URL sont transcrites ou composées » (citation traduite) ; sans eux, l'URL est {url:q}",
	}},
	{code: NoteLineBreak, Message: Message{
		`a line break is no part of a URL: RFC 1738's appendix ("Recommendations for URLs in Context") says that whitespace "added to break long URLs across lines" "should be ignored when extracting the URL": did you mean {url:q}?`,
		"un saut de ligne ne fait pas partie d'une URL : l'annexe de la RFC 1738 (intitulée en anglais « Recommendations for URLs in Context ») dit que les blancs « ajoutés pour couper une longue URL sur plusieurs lignes » « devraient être ignorés quand on extrait l'URL » (citation traduite) : l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteLineBreakHyphen, Message: Message{
		`a line break is no part of a URL: RFC 1738's appendix ("Recommendations for URLs in Context") says that whitespace "added to break long URLs across lines" "should be ignored when extracting the URL", and, after a hyphen, that "the hyphen may or may not actually be part of the URL": did you mean {url:q}, or {other:q}?`,
		"un saut de ligne ne fait pas partie d'une URL : l'annexe de la RFC 1738 (intitulée en anglais « Recommendations for URLs in Context ») dit que les blancs « ajoutés pour couper une longue URL sur plusieurs lignes » « devraient être ignorés quand on extrait l'URL », et, après un trait d'union, que « le trait d'union peut aussi bien faire partie de l'URL que non » (citation traduite) : l'URL voulue est sans doute {url:q}, ou {other:q}",
	}},
	{code: NoteInvisible, Message: Message{
		"{found:q} shows nothing on screen, or only a blank, and often comes unseen with pasted text: if it was not meant, delete it",
		"{found:q} ne se voit pas à l'écran, ou seulement comme un blanc, et vient souvent sans qu'on le voie avec un texte collé : s'il n'était pas voulu, le supprimer",
	}},
	{code: NoteFragment, Message: Message{
		`"#" starts a fragment, which is not part of a URL (RFC 1808 section 2.4.1) but may follow one in a URL reference; only the first "#" does: where "#" is data, in the URL or in the fragment, write %23`,
		"« # » commence un fragment, qui ne fait pas partie de l'URL (RFC 1808, section 2.4.1) mais peut suivre l'URL dans une référence d'URL ; seul le premier « # » le fait : là où « # » est une donnée, dans l'URL ou dans le fragment, écrire « %23 »",
	}},
}

// noteContext is what the note rules look at: the input, its syntax
// error, the automaton that found it and the state it stopped in. It
// keeps what several rules ask, so that each is found once an error.
type noteContext struct {
	input string
	e     *Error
	a     *automaton.Automaton
	st    uint16
	// index holds the index of each production the rules ask about, +2
	// (0: not looked up yet; 1: the automaton has none, which a scheme's
	// often has not, and is asked again and again); colonAt the colon's
	// offset, +2 (0: not looked for yet).
	index   [nNoteProductions]int
	colonAt int
	// authority's result, authEnd +1 (0: not looked for yet).
	authStart, authEnd int
	authOK             bool
	// kept holds the notes the rules found, which they return pointers
	// to (keep): a rule that finds none, as most do, returns nil and
	// writes no note.
	kept  [6]Note
	nkept int
}

// keep returns a pointer to a copy of n, valid until c is reset: the
// rules' way to return the note they found. It is called from some ninety
// places, on the rare path where a rule found its note: inlined, each
// would hold its own copy of the code.
//
//go:noinline
func (c *noteContext) keep(n Note) *Note {
	if c.nkept == len(c.kept) {
		p := new(Note)
		*p = n
		return p
	}
	c.kept[c.nkept] = n
	c.nkept++
	return &c.kept[c.nkept-1]
}

// noteProduction is a production the note rules ask about.
type noteProduction int

const (
	prodUser noteProduction = iota
	prodPassword
	prodHost
	prodHostname
	prodTopLabel
	prodHostPort
	prodPort
	prodSearch
	nNoteProductions
)

var noteProductionNames = [nNoteProductions]string{
	prodUser: "user", prodPassword: "password", prodHost: "host", prodHostname: "hostname",
	prodTopLabel: "toplabel", prodHostPort: "hostport", prodPort: "port", prodSearch: "search",
}

// indexOf returns the index of production p in the automaton, or -1.
func (c *noteContext) indexOf(p noteProduction) int {
	if c.index[p] == 0 {
		c.index[p] = indexSlot(c.a, p)
	}
	return c.index[p] - 2
}

// indexSlot is what noteContext.index holds for production p of a: its
// index +2, or 1 when a has none.
func indexSlot(a *automaton.Automaton, p noteProduction) int {
	return a.Index(noteProductionNames[p]) + 2
}

// noteIndexes returns, for the automata of the generic syntax and of the
// built-in schemes, the indexes noteContext.index holds: looked up once,
// where each error would otherwise look up by name the half-dozen
// productions its rules ask about. A registered scheme's automaton is
// not in it; its errors look them up as they go.
var (
	noteIndexesOnce  sync.Once
	noteIndexesValue map[*automaton.Automaton][nNoteProductions]int
)

func noteIndexes() map[*automaton.Automaton][nNoteProductions]int {
	noteIndexesOnce.Do(func() { noteIndexesValue = noteIndexesBuild() })
	return noteIndexesValue
}

func noteIndexesBuild() map[*automaton.Automaton][nNoteProductions]int {
	m := map[*automaton.Automaton][nNoteProductions]int{}
	add := func(a *automaton.Automaton) {
		if a == nil {
			return
		}
		var idx [nNoteProductions]int
		for p := range nNoteProductions {
			idx[p] = indexSlot(a, p)
		}
		m[a] = idx
	}
	add(automatonGeneric)
	for _, g := range generatedSchemes {
		add(g.automaton)
	}
	return m
}

// has reports whether some way of going on from state st lies in
// production p.
func (c *noteContext) has(st uint16, p noteProduction) bool {
	i := c.indexOf(p)
	return i >= 0 && c.a.Has(st, i)
}

// production returns the production of state st, the scheme's where it
// is the whole URL's, as syntax errors name it.
func (c *noteContext) production(st uint16) ast.Production {
	if p := c.a.Production(st); p != grammar.GenericURL || c.e.Scheme.Name == "" {
		return p
	}
	return c.e.Scheme
}

// loginPossible reports whether the scheme's production lets something
// end with an "@" where its authority starts, at start: whether some
// valid URL starts with the input to there and "a@a". RFC 1738's
// productions hold a login in *ast.Login, which the notes know by name;
// an author's may hold one in nodes of its own (pop's "user;AUTH=mech@")
// and must not be told it has none.
func (c *noteContext) loginPossible(start int) bool {
	_, ok := c.runWith(start, "a@a")
	return ok
}

// runWith reports whether some valid input starts with the input to end
// and then probe, and the state the automaton is in after them: it runs
// the two in turn, where joining them would make a string.
func (c *noteContext) runWith(end int, probe string) (uint16, bool) {
	st, n := c.a.Run(c.input[:end])
	if n < end {
		return st, false
	}
	st, n = c.a.RunFrom(st, probe)
	return st, n == len(probe)
}

// colon returns the offset of the ":" that ends the scheme's name, or -1.
func (c *noteContext) colon() int {
	if c.colonAt == 0 {
		c.colonAt = strings.IndexByte(c.input, ':') + 2
	}
	return c.colonAt - 2
}

// fixes reports whether edited, the input with a note's advice applied,
// gets past the error, which is at mapped in it: a note that says how to
// write something must be right.
func (c *noteContext) fixes(edited string, mapped int) bool {
	st, n := c.a.Run(edited)
	return n > mapped || n == len(edited) && c.a.Final[st]
}

// blankFound reports whether the error found whitespace or a character
// that shows nothing (grammar.Invisible): a writer's or a paste's
// stray, not part of the name or path the text was meant to be.
func (c *noteContext) blankFound() bool {
	f := c.e.Found
	if f == " " || f == "\t" || f == "\n" || f == "\r" {
		return true
	}
	return c.invisibleFound()
}

// invisibleFound reports whether the error found one character that
// shows nothing on screen, or only a blank.
func (c *noteContext) invisibleFound() bool {
	r, n := utf8.DecodeRuneInString(c.e.Found)
	return n > 0 && n == len(c.e.Found) && grammar.Invisible(r)
}

// found reports whether the error found the one byte b.
func (c *noteContext) found(b byte) bool { return len(c.e.Found) == 1 && c.e.Found[0] == b }

// notes returns the notes of e, the syntax error of input that automaton
// a found in state st. Each rule adds the note it finds, in this order:
// how the input was likely meant to be read, then its host, then its
// characters.
func notes(input string, e *Error, a *automaton.Automaton, st uint16) []Note {
	c := noteContext{input: input, e: e, a: a, st: st}
	c.index = noteIndexes()[a]
	// The notes are gathered in place and copied out once, exactly: most
	// errors have none or one.
	var buf [4]Note
	out := buf[:0]
	add := func(n *Note) {
		if n != nil {
			out = append(out, *n)
		}
	}
	// characterNote's note, and after an unsafe character's the notes
	// that say what later RFCs make of it, which follow from it. Text
	// after the URL is a reading beside the escape's, or beside what the
	// others said where no escape stands (a host, a port, a group).
	addCharacter := func() {
		n := characterNote(&c)
		add(n)
		after := textAfterNote(&c)
		if n != nil && n.Code == NoteUnsafe {
			add(laterUnreservedNote(&c))
			add(utf8Note(&c))
			add(gopherTabNote(&c))
		}
		if n == nil || n.Code == NoteUnsafe {
			add(after)
		}
		if after == nil {
			add(invisibleNote(&c)) // a blank between a URL and words parts them: deleting it would join them
		}
	}
	if e.Code == CodeText || a == automatonRelative || a == automatonFragment {
		// A node's text, a fragment (read alone, after its "#"), or an
		// RFC 1808 reference, which needs no scheme and whose net_loc is
		// any text: no scheme, login or host to read another way; only
		// how to write its characters.
		if a == automatonRelative {
			add(relativeSlashesNote(&c))
		}
		add(pathNote(&c))
		// The text around a reference gets no note (the base decides
		// what the reference without it is); a full-width character is
		// typed for ASCII, and a "\" for "/" (a Windows path, "..\g"),
		// not data to escape, but in a fragment (after a "#"), which has
		// no segments.
		switch n := fullwidthNote(&c); {
		case a == automatonRelative && c.aroundReference():
			// none
		case n != nil:
			add(n)
		case c.found('\\') && a != automatonFragment && !strings.Contains(c.input[:e.Offset], "#"):
			out = append(out, note(NoteBackslashRule, c.e.Offset, c.e.Production, &c))
		default:
			addCharacter()
		}
		if len(out) == 0 {
			return nil
		}
		return slices.Clone(out)
	}
	add(schemeNameNote(&c))
	add(networkPathNote(&c))
	add(schemeSlashesNote(&c))
	add(newsGroupNote(&c))
	add(newsStarNote(&c))
	add(newsNNTPNote(&c))
	add(loginReadingNote(&c))
	add(hostAfterAtNote(&c))
	add(loginHostEmptyNote(&c))
	if n := noLoginNote(&c); n != nil {
		add(n)
		add(noLoginSaidNote(&c, *n))
	}
	add(noAuthorityNote(&c))
	add(hostMissingNote(&c))
	add(portNote(&c))
	add(emptyPortNote(&c))
	add(portColonsNote(&c))
	// A drive letter, or else a port, which fileurl has not: two
	// readings of one ":", of which only one is given.
	add(driveNote(&c))
	windows := windowsPathNote(&c)
	add(windows)
	add(noPortNote(&c))
	add(filePathNote(&c))
	add(fileTildeNote(&c))
	add(driveBarNote(&c))
	add(ipv6HostNote(&c))
	// An escape in a host: that a host holds none, then, for "%5B",
	// what the brackets were meant to make.
	add(hostEscapeNote(&c))
	add(escapedIPv6Note(&c))
	// A space inside a host name explains the name's shape before it
	// ("www. iec.ch" does not end with "."): the space's note alone;
	// other whitespace, or a character that shows nothing, has its own
	// notes (line break, invisible) or none, never the shape's.
	if n := hostSpaceNote(&c); n != nil {
		add(n)
	} else if !c.blankFound() {
		add(hostShapeNote(&c))
	}
	if n := fullwidthNote(&c); n != nil {
		add(n) // a character typed for ASCII, no name to write by "xn--" labels
	} else if n := lookalikeNote(&c); n != nil {
		add(n) // a letter meant in Latin, whose "xn--" name would be another
	} else {
		add(idnHostNote(&c))
	}
	add(typeCaseNote(&c))
	add(ftpSemicolonNote(&c))
	add(prosperoSemicolonNote(&c))
	add(typeCodeNote(&c))
	add(telnetPathNote(&c))
	add(articleUniqueNote(&c))
	add(nntpGroupNote(&c))
	add(nntpSlashNote(&c))
	add(waisPathNote(&c))
	if windows == nil {
		add(backslashNote(&c)) // a Windows path's "\" is said with it
	}
	add(pathNote(&c))
	add(loginEscapeRuleNote(&c, out))
	add(singleQuotesNote(&c))
	add(delimiterEdgeNote(&c))
	// Whitespace at the input's edge is dropped, not escaped; a "\" of
	// a Windows path is a "/", which "%5C" would make data.
	if n := spaceAroundNote(&c); n != nil {
		add(n)
	} else if n := schemeSpaceNote(&c); n != nil {
		add(n)
	} else if n := sentenceEndNote(&c); n != nil {
		add(n)
	} else if n := lineBreakNote(&c); n != nil {
		add(n)
	} else if windows == nil {
		addCharacter()
	}
	// Last, as the ground of the others: the reading of an unknown
	// scheme's "//", or of a known scheme's name, that the error rests
	// on, where section 5 alone would accept the text. A note that explains the error itself
	// leads, and SpecificCode names it.
	add(otherURLNote(&c))
	add(schemeProductionNote(&c))
	out = dropURLPrefix(&c, out)
	if len(out) == 0 {
		return nil
	}
	return slices.Clone(out)
}

// note returns the note of code at offset off, in production p, with
// args, pairs of a name and its value.
func note(code Code, off int, p ast.Production, c *noteContext, args ...string) Note {
	n := Note{Code: code, Offset: off, Production: p, Found: foundAt(c.input, off)}
	if len(args) > 0 {
		n.Args = make(map[string]string, len(args)/2)
		for i := 0; i+1 < len(args); i += 2 {
			n.Args[args[i]] = args[i+1]
		}
	}
	return n
}

// dropURLPrefix takes the appendix's prefix "URL:" out of the notes'
// advice where the input starts with it and what follows is a URL: the
// prefix is no part of the URL ("URL:http://h/。" is advised as
// "http://h/"), unless a parser reads "url" as its scheme. A note that
// says so is added where none has.
func dropURLPrefix(c *noteContext, out []Note) []Note {
	const prefix = "URL:"
	if c.e.Scheme.Name != "" || !strings.EqualFold(c.input[:min(len(c.input), len(prefix))], prefix) {
		return out
	}
	dropped, said := false, false
	for _, n := range out {
		said = said || n.Code == NoteURLPrefix || n.Code == NoteURLPrefixRule
		url, ok := n.Args["url"]
		if ok && len(url) > len(prefix) && strings.EqualFold(url[:len(prefix)], prefix) && Check(url[len(prefix):]) == nil {
			n.Args["url"], dropped = url[len(prefix):], true
		}
	}
	if dropped && !said {
		out = append(out, note(NoteURLPrefixRule, 0, c.e.Production, c))
	}
	return out
}

// schemeNote returns a note with the scheme's production and its
// citation as arguments. For a scheme of the same kind as one of RFC
// 1738's (httpsurl), they are the production it is written by (httpurl):
// what that one has no place for, RFC 1738 says, where the later RFC
// writes no rule.
func schemeNote(code Code, off int, c *noteContext) Note {
	s := c.e.Scheme
	if s.Of != nil {
		s = *s.Of
	}
	return note(code, off, s, c, "scheme", s.Name, "rfc", s.RFC, "section", s.Section, "rule", s.Rule)
}
