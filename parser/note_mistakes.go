package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// The note rules for mistakes that teaching trials saw writers make and
// no other rule explains: a URL in single quotes, a "~" for a home
// directory in a file URL, an "@" or ":" of a login's that needs
// escaping with a second mistake after it, an empty user name with no
// host after its "@", ";TYPE=" in upper case, a type code that is none,
// a "/" after an nntp group with no number, and a network-path
// reference of RFC 1808 given as a URL.
const (
	// NoteSingleQuotes: "'" around the input, as text quotes a URL.
	// Argument: url, the input without them.
	NoteSingleQuotes Code = "note-single-quotes"
	// NoteSingleQuotesRule: NoteSingleQuotes where the text between
	// them is no URL either.
	NoteSingleQuotesRule Code = "note-single-quotes-rule"
	// NoteFileTilde: "file:~/x", a shell's "~" for a home directory.
	NoteFileTilde Code = "note-file-tilde"
	// NoteLoginEscapeRule: an authority with more than one "@", where
	// the error is in its login, before the last: the first "@" ends
	// the login, and section 3.1 wants any other that a user name or
	// password holds escaped, where a second mistake keeps
	// NoteLoginEscape's escape from making a URL.
	NoteLoginEscapeRule Code = "note-login-escape-rule"
	// NoteLoginHostEmpty: "ftp://@", an "@" that ends an empty user
	// name, with no host after it.
	NoteLoginHostEmpty Code = "note-login-host-empty"
	// NoteTypeCase: ";TYPE=" (or another case) where ftpurl writes
	// ";type=".
	NoteTypeCase Code = "note-type-case"
	// NoteTypeCode: a type code that is none of "a", "i" and "d".
	NoteTypeCode Code = "note-type-code"
	// NoteNNTPSlash: "nntp://host/group/", a "/" with no article
	// number after it. Argument: url, the input without it.
	NoteNNTPSlash Code = "note-nntp-slash"
	// NoteNetworkPath: "//host/path", a network-path reference of RFC
	// 1808, which takes its scheme from a base URL.
	NoteNetworkPath Code = "note-network-path"
)

// mistakeTexts are the texts of this file's codes, in English and French.
var mistakeTexts = []codeMessage{
	{code: NoteSingleQuotes, Message: Message{
		`"'" around the text quote it, as prose quotes a URL, and are no part of it (no scheme name starts with "'"): did you mean {url:q}?`,
		"les « ' » autour du texte le citent, comme un texte cite une URL, et n'en font pas partie (aucun nom de mode ne commence par « ' ») : l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteSingleQuotesRule, Message: Message{
		`"'" around the text quote it, as prose quotes a URL, and are no part of it (no scheme name starts with "'")`,
		"les « ' » autour du texte le citent, comme un texte cite une URL, et n'en font pas partie (aucun nom de mode ne commence par « ' »)",
	}},
	{code: NoteFileTilde, Message: Message{
		`"~" is a shell's shorthand for a home directory, which a file URL does not know: its path is written whole, from the root, after "file:///" for this machine (RFC 1738 section 5, explained in section 3.10: fileurl = "file://" [ host | "localhost" ] "/" fpath), as in "file:///home/joe/x"`,
		"« ~ » est l'abréviation d'un shell pour un répertoire personnel, qu'une URL file ne connaît pas : son chemin s'écrit en entier, depuis la racine, après « file:/// » pour la machine locale (RFC 1738, section 5, règle expliquée à la section 3.10 : fileurl = \"file://\" [ host | \"localhost\" ] \"/\" fpath), comme dans « file:///home/joe/x »",
	}},
	{code: NoteLoginEscapeRule, Message: Message{
		`the first "@" ends the login, as a user name or a password holds none (RFC 1738 section 5: user = *[ uchar | ";" | "?" | "&" | "=" ]), and the host follows it; if you meant a later "@" to end the login, each "@" before that one is escaped, %40, and so is each ":" but the one between the user name and the password, %3A (RFC 1738 section 3.1: "Within the user and password field, any ":", "@", or "/" must be encoded")`,
		"le premier « @ » termine l'identification, car un nom d'utilisateur ou un mot de passe n'en contient aucun (RFC 1738, section 5 : user = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" ]), et l'hôte le suit ; si un « @ » plus loin devait la terminer, chaque « @ » qui le précède s'échappe, en %40, ainsi que chaque « : » sauf celui qui sépare le nom d'utilisateur du mot de passe, en %3A (RFC 1738, section 3.1, citation traduite : « dans les champs utilisateur et mot de passe, tout “:”, “@” ou “/” doit être encodé »)",
	}},
	{code: NoteLoginHostEmpty, Message: Message{
		`this "@" ends an empty user name, which RFC 1738 allows ("<URL:ftp://@host.com/> has an empty user name and no password", section 3.1); the login goes on with its host, which must follow the "@" (RFC 1738 section 5, explained in section 3.1: login = [ user [ ":" password ] "@" ] hostport)`,
		"ce « @ » termine un nom d'utilisateur vide, ce que la RFC 1738 admet (citation traduite : <URL:ftp://@host.com/> a un nom d'utilisateur vide et pas de mot de passe, section 3.1) ; l'identification se poursuit par son hôte, qui doit suivre le « @ » (RFC 1738, section 5, règle expliquée à la section 3.1 : login = [ user [ \":\" password ] \"@\" ] hostport)",
	}},
	{code: NoteTypeCase, Message: Message{
		`section 5 writes ";type=" in lower case (ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]), and this grammar reads its literals as written (a reading: section 5 follows RFC 822's conventions, and its ftptype = "A" | "I" | "D" | "a" | "i" | "d" lists both cases): write ";type=" here`,
		"la section 5 écrit « ;type= » en minuscules (ftpurl = \"ftp://\" login [ \"/\" fpath [ \";type=\" ftptype ]]), et cette grammaire lit ses littéraux tels qu'ils sont écrits (c'est une lecture : la section 5 suit les conventions de la RFC 822, et sa règle ftptype = \"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\" donne les deux casses) : écrire « ;type= » ici",
	}},
	{code: NoteTypeCode, Message: Message{
		`a type code is "a", "i" or "d" (RFC 1738 section 3.2.2): with "d", the client will "perform a NLST (name list) command" and read a directory listing; "a" and "i" go to FTP's TYPE command, where RFC 959 names them ASCII, for text, and image, for binary files`,
		"un code de type est « a », « i » ou « d » (RFC 1738, section 3.2.2) : avec « d », le client demande une liste de noms (commande NLST) et lit une liste de répertoire ; « a » et « i » vont à la commande TYPE de FTP, où la RFC 959 les nomme ASCII, pour le texte, et image, pour les fichiers binaires",
	}},
	{code: NoteNNTPSlash, Message: Message{
		`a "/" after the group starts the article's number (RFC 1738 section 5, explained in section 3.7: nntpurl = "nntp://" hostport "/" group [ "/" digits ]); for the group alone, leave it out: did you mean {url:q}?`,
		"un « / » après le groupe introduit le numéro de l'article (RFC 1738, section 5, règle expliquée à la section 3.7 : nntpurl = \"nntp://\" hostport \"/\" group [ \"/\" digits ]) ; pour le groupe seul, on l'omet : l'URL voulue est sans doute {url:q}",
	}},
	{code: NoteNetworkPath, Message: Message{
		`"//" at the start makes a network-path reference of RFC 1808 (section 2.2: net_path = "//" net_loc [ abs_path ]), not a URL: it takes its scheme from the base URL it is read against (RFC 1808 section 4), as explain -base reads it`,
		"« // » au début fait une référence de chemin réseau de la RFC 1808 (section 2.2 : net_path = \"//\" net_loc [ abs_path ]), non une URL : elle prend son mode de l'URL de base par rapport à laquelle on la lit (RFC 1808, section 4), comme la lit explain -base",
	}},
}

// singleQuotesNote: "'" at the start of the input, where a scheme name
// starts, and at its end: quotes of prose, where section 2.2 names only
// """ (NoteQuoteMarks). A "'" inside a URL is an extra character.
func singleQuotesNote(c *noteContext) *Note {
	in := c.input
	if !c.found('\'') || c.e.Offset != 0 || len(in) <= 2 || in[len(in)-1] != '\'' {
		return nil
	}
	// The scheme is not read yet: the whole parser reads the rest.
	if inner := in[1 : len(in)-1]; Check(inner) == nil {
		return c.keep(note(NoteSingleQuotes, 0, c.e.Production, c, "url", inner))
	}
	return c.keep(note(NoteSingleQuotesRule, 0, c.e.Production, c))
}

// fileTildeNote: "file:~/x" or "file:///~/x", a "~" that starts a file
// URL's path, where the error is at it or before it.
func fileTildeNote(c *noteContext) *Note {
	colon := c.colon()
	if c.e.Scheme.Name != ast.FileURLP.Name || colon < 0 {
		return nil
	}
	start := colon + 1
	for start < len(c.input) && c.input[start] == '/' {
		start++
	}
	if !strings.HasPrefix(c.input[start:], "~") || c.e.Offset > start {
		return nil
	}
	return c.keep(note(NoteFileTilde, start, ast.FPathP, c))
}

// loginEscapeRuleNote: the error in a login whose authority holds
// another "@" after it, where NoteLoginEscape's escape makes no URL,
// as a second mistake follows ("ftp://a:b@c:d@h/": an "@" and a ":" of
// the password's): the note is at the first "@" before the error, or
// at the error where there is none.
func loginEscapeRuleNote(c *noteContext, given []Note) *Note {
	for _, n := range given {
		if n.Code == NoteLoginEscape {
			return nil
		}
	}
	off := c.e.Offset
	start, end, ok := c.authority()
	if !ok || c.indexOf(prodUser) < 0 || off < start || off >= end {
		return nil
	}
	first := strings.IndexByte(c.input[start:end], '@')
	last := strings.LastIndexByte(c.input[start:end], '@')
	if first < 0 || first == last || start+last <= off {
		return nil
	}
	at := start + first
	if at > off {
		at = off
	}
	return c.keep(note(NoteLoginEscapeRule, at, grammar.LoginP, c))
}

// loginHostEmptyNote: "ftp://@", an "@" right after the "//", which
// ends an empty user name, with no host after it.
func loginHostEmptyNote(c *noteContext) *Note {
	off := c.e.Offset
	start, _, ok := c.authority()
	if !ok || c.e.Production.Name != grammar.HostP.Name || c.indexOf(prodUser) < 0 || off != start+1 || c.input[start] != '@' {
		return nil
	}
	return c.keep(note(NoteLoginHostEmpty, start, grammar.LoginP, c))
}

// typeCaseNote: ";type=" in another case than section 5's, at the
// error, in an FTP URL: written in lower case, the input gets past it
// and its type code.
func typeCaseNote(c *noteContext) *Note {
	off := c.e.Offset
	semi := strings.LastIndexByte(c.input[:off], ';')
	if c.e.Scheme.Name != ast.FTPURLP.Name || semi < 0 || off > semi+len(";type=") {
		return nil
	}
	word := c.input[semi:min(len(c.input), semi+len(";type="))]
	if !strings.EqualFold(word, ";type=") || word == ";type=" {
		return nil
	}
	if !c.fixes(c.input[:semi]+";type="+c.input[semi+len(word):], semi+len(";type=")) {
		return nil // no type code after it either: the FTP ";" note says the rest
	}
	return c.keep(note(NoteTypeCase, semi, ast.FTPURLP, c))
}

// typeCodeNote: a type code that is none, where the error is.
func typeCodeNote(c *noteContext) *Note {
	if c.e.Production.Name != "ftptype" || c.e.Found == "" {
		return nil
	}
	return c.keep(note(NoteTypeCode, c.e.Offset, c.e.Production, c))
}

// nntpSlashNote: "nntp://host/group/" at its end, a "/" with no
// article's number after it.
func nntpSlashNote(c *noteContext) *Note {
	off := c.e.Offset
	if c.e.Scheme.Name != ast.NNTPURLP.Name || off != len(c.input) || off == 0 || c.input[off-1] != '/' {
		return nil
	}
	url := c.input[:off-1]
	if !c.valid(url) {
		return nil
	}
	return c.keep(note(NoteNNTPSlash, off-1, ast.NNTPURLP, c, "url", url))
}

// networkPathNote: an input that starts with "//" and a net_loc, where
// a scheme name goes, which RFC 1808's grammar reads as a network-path
// reference at least up to its net_loc's end (a later mistake may
// follow).
func networkPathNote(c *noteContext) *Note {
	in := c.input
	if c.e.Offset != 0 || !strings.HasPrefix(in, "//") || len(in) == 2 || in[2] == '/' {
		return nil
	}
	end := len(in)
	if i := strings.IndexAny(in[2:], "/?#"); i >= 0 {
		end = 2 + i
	}
	st, n := automatonRelative.Run(in)
	if n < end || n == end && n == len(in) && !automatonRelative.Final[st] {
		return nil
	}
	return c.keep(note(NoteNetworkPath, 0, grammar.SchemeP, c))
}
