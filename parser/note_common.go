package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// The note rules for mistakes that writers of URLs commonly make in the
// schemes of RFC 1738: a missing "//", an empty port, an IPv6 host, a
// news group that cannot be one, an unescaped ";" in an FTP path, a
// path after a telnet host, and the parts of a news, nntp or WAIS URL
// left out.

// Codes of this file's notes.
const (
	// NoteSchemeSlashes: the "//" after the scheme's ":" left out, or
	// one "/" of it ("http:www.example.org", "file:/etc/motd").
	// Argument: url, the input with the "//".
	NoteSchemeSlashes Code = "note-scheme-slashes"
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
)

// commonNoteTexts are the texts of this file's codes, in English and French.
var commonNoteTexts = []codeMessage{
	{code: NoteSchemeSlashes, Message: Message{
		`in this scheme, "//" follows the ":" and starts the host (RFC 1738 section 3.1): did you mean {url:q}?`,
		"dans ce mode, « // » suit le « : » et introduit l'hôte (RFC 1738, section 3.1) : l'URL voulue est sans doute {url:q}",
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
	{code: NoteTelnetPath, Message: Message{
		`a telnet URL names a host, perhaps with a login, and nothing follows its last "/" (RFC 1738 section 3.8)`,
		"une URL telnet désigne un hôte, éventuellement avec un nom d'utilisateur, et rien ne suit son dernier « / » (RFC 1738, section 3.8)",
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
		`an nntp URL names the group, then the article's number in it (RFC 1738 section 3.7: nntpurl = "nntp://" hostport "/" group [ "/" digits ]): {url:q}, with the group's name for "group"`,
		"une URL nntp nomme le groupe, puis le numéro de l'article dans ce groupe (RFC 1738, section 3.7 : nntpurl = \"nntp://\" hostport \"/\" group [ \"/\" digits ]) : {url:q}, avec le nom du groupe à la place de « group »",
	}},
	{code: NoteWAISPath, Message: Message{
		`a WAIS document is named by its database, its type and its path (RFC 1738 section 3.9: waisdoc = "wais://" hostport "/" database "/" wtype "/" wpath): {url:q}, with the document's path for "wpath"`,
		"un document WAIS est désigné par sa base, son type et son chemin (RFC 1738, section 3.9 : waisdoc = \"wais://\" hostport \"/\" database \"/\" wtype \"/\" wpath) : {url:q}, avec le chemin du document à la place de « wpath »",
	}},
}

// schemeSlashesNote: the error is right after the scheme's ":" or one
// "/" after it, where "//" could stand. Of the ways to write the "//"
// ("//" before the text, keeping a "/" that was there as the path's, as
// "file:/etc/motd" is "file:///etc/motd"; a "/" before a "/" that was
// there; "///" before text with none, as "file:c:/x" is "file:///c:/x"),
// the advice is the first that makes a valid URL, or else the first
// that gets past the error.
func schemeSlashesNote(c *noteContext) (Note, bool) {
	colon, off := c.colon(), c.e.Offset
	if c.e.Scheme.Name == "" || colon < 0 || off > colon+2 || off <= colon || !c.e.Expected.Has('/') {
		return Note{}, false
	}
	if strings.Trim(c.input[colon+1:off], "/") != "" || !c.slashesFollow(colon) {
		return Note{}, false // "//" is no part of this scheme's syntax, only data it may hold
	}
	head, tail := c.input[:colon+1], c.input[colon+1:]
	third := head + "///" + tail
	if off == colon+2 {
		third = head + "/" + tail
	}
	candidates := [2]string{head + "//" + tail, third}
	for _, whole := range []bool{true, false} {
		for _, fixed := range candidates {
			mapped := off + len(fixed) - len(c.input)
			if whole && c.valid(fixed) || !whole && c.fixes(fixed, mapped) {
				return note(NoteSchemeSlashes, colon+1, c.e.Scheme, c, "url", fixed), true
			}
		}
	}
	return Note{}, false
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
// or "?" that ends a hostport, in a production with no login, where the
// ":" could start no password. A "//" after it is another URL's
// ("http://h:" ends "http://h:http://g"), not a path.
func emptyPortNote(c *noteContext) (Note, bool) {
	off := c.e.Offset
	if f := c.e.Found; f != "" && f != "/" && f != "?" || strings.HasPrefix(c.input[off:], "//") {
		return Note{}, false // a letter after the ":" is a port that went wrong, or a login's password
	}
	if off == 0 || c.input[off-1] != ':' || !c.has(c.st, prodPort) || c.has(c.st, prodUser) || c.has(c.st, prodPassword) {
		return Note{}, false
	}
	fixed := c.input[:off-1] + c.input[off:]
	if !c.fixes(fixed, off-1) {
		return Note{}, false
	}
	return note(NoteEmptyPort, off-1, grammar.PortP, c, "url", fixed), true
}

// ipv6HostNote: a "[" where a host starts, closed by a later "]".
func ipv6HostNote(c *noteContext) (Note, bool) {
	if !c.ipv6Host() {
		return Note{}, false
	}
	return note(NoteIPv6Host, c.e.Offset, grammar.HostP, c), true
}

// ipv6Host reports whether the error found a "[" where a host starts,
// closed by a later "]": RFC 2732's IPv6 address, which no escape makes
// a host of RFC 1738 (section 3.1: host = hostname | hostnumber).
func (c *noteContext) ipv6Host() bool {
	return c.found('[') && c.has(c.st, prodHost) && strings.Contains(c.input[c.e.Offset:], "]")
}

// idnHostNote: a byte that is not ASCII where a host name goes on,
// the start of a name of a later RFC's internationalised domain.
func idnHostNote(c *noteContext) (Note, bool) {
	if c.e.Found == "" || c.e.Found[0] < 0x80 || !c.has(c.st, prodHost) {
		return Note{}, false
	}
	return note(NoteIDNHost, c.e.Offset, grammar.HostP, c), true
}

// newsGroupNote: a news URL whose text has no "@", which the parser read
// as an article to its end because it is no group: the note is where
// the group stops.
func newsGroupNote(c *noteContext) (Note, bool) {
	colon := c.colon()
	if c.e.Scheme.Name != ast.NewsURLP.Name || c.e.Found != "" || colon < 0 || strings.Contains(c.input, "@") {
		return Note{}, false
	}
	i := colon + 1
	if i >= len(c.input) || c.input[i] == '*' || c.input[i] == '/' {
		return Note{}, false
	}
	if grammar.Class(c.input[i]) == grammar.Alpha {
		for i++; i < len(c.input) && isGroupByte(c.input[i]); i++ {
		}
	}
	if i == len(c.input) {
		return Note{}, false
	}
	return note(NoteNewsGroup, i, ast.GroupP, c), true
}

// newsNNTPNote: "news:group/digits", where section 3.6 has no article
// number: nntp (section 3.7) writes one, after a server. The advice is
// checked by the whole parser, as the news automaton cannot read it.
func newsNNTPNote(c *noteContext) (Note, bool) {
	colon := c.colon()
	if c.e.Scheme.Name != ast.NewsURLP.Name || colon < 0 || strings.Contains(c.input, "@") {
		return Note{}, false
	}
	group, number, ok := strings.Cut(c.input[colon+1:], "/")
	if !ok || group == "" || number == "" || strings.Trim(number, "0123456789") != "" || grammar.Class(group[0]) != grammar.Alpha {
		return Note{}, false
	}
	url := "nntp://host/" + group + "/" + number
	if Check(url) != nil {
		return Note{}, false
	}
	return note(NoteNewsNNTP, colon+1+len(group), ast.GroupP, c, "url", url), true
}

// isGroupByte reports whether b goes on a group after its first letter.
func isGroupByte(b byte) bool {
	return isAlphaDigit(b) || strings.IndexByte("-.+_", b) >= 0
}

// ftpSemicolonNote: a ";" in an FTP path, before the error, that starts
// no ";type=": escaped as %3B, the path gets past the error.
func ftpSemicolonNote(c *noteContext) (Note, bool) {
	off := c.e.Offset
	_, end, ok := c.authority()
	if c.e.Scheme.Name != ast.FTPURLP.Name || !ok || off <= end {
		return Note{}, false
	}
	semi := strings.LastIndexByte(c.input[:off], ';')
	if semi < end || strings.HasPrefix(c.input[semi:], ";type=") {
		return Note{}, false
	}
	if !c.fixes(c.input[:semi]+"%3B"+c.input[semi+1:], off+2) {
		return Note{}, false
	}
	return note(NoteFTPSemicolon, semi, ast.FSegmentP, c), true
}

// telnetPathNote: text after the "/" that ends a telnet URL's login,
// the "/" that ends its authority: not a "/" of the "//" before it.
func telnetPathNote(c *noteContext) (Note, bool) {
	off := c.e.Offset
	_, end, ok := c.authority()
	if c.e.Scheme.Name != ast.TelnetURLP.Name || c.e.Found == "" || !ok || off != end+1 || c.input[end] != '/' {
		return Note{}, false
	}
	return note(NoteTelnetPath, off, ast.TelnetURLP, c), true
}
