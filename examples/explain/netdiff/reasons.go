package netdiff

import (
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A Reason is one reason why RFC 1738 and net/url (RFC 3986) read a
// text differently, tied to the rule of each that is responsible.
type Reason struct {
	// Code names it: "tilde", "neturl-splits-query".
	Code string
	// Why is the reason as the root package's differential test states
	// it, word for word, in English, for testdata/neturl-differences.golden.
	Why string
	// En and Fr say it to a student in one sentence, in English and in
	// French: "~" is unsafe in RFC 1738, unreserved in RFC 3986.
	En, Fr string
}

// Sentence returns the reason's sentence in l, as voice.Voice.S writes
// it: in French, with the no-break spaces of French typography; Fr is
// written with plain spaces.
func (r Reason) Sentence(l grammar.Lang) string { return voice.Voice{Lang: l}.S(r.En, r.Fr) }

// ReasonOf returns the reason whose code is code, among Reasons and
// MoreReasons, and whether there is one.
func ReasonOf(code string) (Reason, bool) {
	for _, rs := range [][]Reason{Reasons, MoreReasons} {
		for _, r := range rs {
			if r.Code == code {
				return r, true
			}
		}
	}
	return Reason{}, false
}

// Reasons are the reasons, in the order the differential test's golden
// file lists them: first those where only net/url accepts the input,
// then where only RFC 1738 does, then where both accept it and read it
// differently.
var Reasons = []Reason{
	{"relative-reference",
		`the input has no scheme: RFC 1738 defines only absolute URLs (section 2.1: <scheme>:<scheme-specific-part>); net/url also parses relative references (RFC 3986 section 4.2).`,
		`The text has no scheme: RFC 1738 defines only absolute URLs (section 2.1); RFC 3986 also has relative references (section 4.2), and the RFC 3986 parser reads one.`,
		`Le texte n'a pas de mode : la RFC 1738 ne définit que des URL absolues (section 2.1) ; la RFC 3986 a aussi des références relatives (section 4.2), et l'analyseur de la RFC 3986 en lit une.`},
	{"fragment",
		`"#": RFC 1738 section 2.2 makes it unsafe and RFC 1808 section 2.4.1 keeps the fragment out of the URL (rfc1738.ParseReference splits it off); net/url splits it into Fragment (RFC 3986 section 3.5).`,
		`"#" is unsafe in RFC 1738 (section 2.2), and a fragment is no part of a URL (RFC 1808 section 2.4.1); RFC 3986 makes it the URI's fragment (section 3.5), which the RFC 3986 parser splits off.`,
		`« # » n'est pas sûr dans la RFC 1738 (section 2.2), et un fragment ne fait pas partie d'une URL (RFC 1808, section 2.4.1) ; la RFC 3986 en fait le fragment de l'URI (section 3.5), que l'analyseur de la RFC 3986 sépare.`},
	{"tilde",
		`an unescaped "~": "national" in RFC 1738 section 2.2, so it must be escaped; unreserved in RFC 3986 section 2.3.`,
		`"~" is unsafe in RFC 1738 (section 2.2; section 5 puts it in the class national): write %7E; it is unreserved in RFC 3986 (section 2.3).`,
		`« ~ » n'est pas sûr dans la RFC 1738 (section 2.2 ; la section 5 le range dans la classe national) : écrire « %7E » ; il est non réservé dans la RFC 3986 (section 2.3).`},
	{"neturl-accepts-space",
		`an unescaped space: unsafe in RFC 1738 section 2.2; net/url accepts it outside the host and escapes it only when printing.`,
		`A space is unsafe in RFC 1738 (section 2.2: write %20), and RFC 3986 has none either: a URI holds no space unescaped (section 2). The RFC 3986 parser goes beyond RFC 3986 here: it accepts the space outside the host, and escapes it only when it writes the URL.`,
		`Une espace n'est pas sûre dans la RFC 1738 (section 2.2 : écrire %20), et la RFC 3986 n'en a pas non plus : une URI ne contient aucune espace non échappée (section 2). L'analyseur de la RFC 3986 va ici au-delà de la RFC 3986 : il accepte l'espace hors de l'hôte, et ne l'échappe qu'en écrivant l'URL.`},
	{"non-ascii",
		`a byte above 7F: outside RFC 1738's character set (section 2.2); net/url takes it as it is, in a host too.`,
		`A byte above 7F is outside RFC 1738's characters (section 2.2: escape it), and outside RFC 3986's too, whose characters are ASCII, any other octet percent-encoded (section 2). The RFC 3986 parser goes beyond RFC 3986 here: it takes the byte as it is, in a host too.`,
		`Un octet au-delà de 7F est hors des caractères de la RFC 1738 (section 2.2 : l'échapper), et hors de ceux de la RFC 3986 aussi, qui sont ASCII, tout autre octet s'écrivant avec « % » (section 2). L'analyseur de la RFC 3986 va ici au-delà de la RFC 3986 : il prend l'octet tel quel, même dans un hôte.`},
	{"no-login",
		`a user or password in an http, gopher, wais, nntp, prospero or file URL: their productions in RFC 1738 section 5 have a hostport (or host), not a login (section 3.3: "No user name or password is allowed"); net/url accepts userinfo in any authority (RFC 3986 section 3.2.1).`,
		`This scheme's production has a host and port but no user or password (RFC 1738 section 3.3: "No user name or password is allowed"); RFC 3986 allows a userinfo in any authority (section 3.2.1).`,
		`La production de ce mode a un hôte et un port, mais ni utilisateur ni mot de passe (RFC 1738, section 3.3, citation traduite : « aucun nom d'utilisateur ni mot de passe n'est admis ») ; la RFC 3986 admet une userinfo dans toute autorité (section 3.2.1).`},
	{"scheme-without-slashes",
		`one of RFC 1738's schemes with a host (ftp, http, gopher, nntp, telnet, wais, file, prospero) not followed by "//": section 5 requires it; net/url reads any scheme's rest as an opaque or rooted path (RFC 3986 section 3).`,
		`RFC 1738 section 5 writes "//" and a host after this scheme; RFC 3986 reads any scheme's rest without "//" as a path (section 3), and the RFC 3986 parser as its opaque part.`,
		`La section 5 de la RFC 1738 écrit « // » et un hôte après ce mode ; la RFC 3986 lit la suite de tout mode sans « // » comme un chemin (section 3), et l'analyseur de la RFC 3986 comme sa partie opaque.`},
	{"news-grouppart",
		`a news URL that is neither "*", a group (a letter, then letters, digits, "-", ".", "+", "_") nor an article (with an "@"), as RFC 1738 section 3.6 requires; net/url checks the structure of no scheme.`,
		`A news URL names "*", a group (a letter, then letters, digits, "-", ".", "+", "_") or an article (with an "@") in RFC 1738 (section 3.6); the RFC 3986 parser checks no scheme's own syntax.`,
		`Une URL news désigne « * », un groupe (une lettre, puis des lettres, des chiffres, « - », « . », « + », « _ ») ou un article (avec « @ ») dans la RFC 1738 (section 3.6) ; l'analyseur de la RFC 3986 ne vérifie la syntaxe propre d'aucun mode.`},
	{"file-without-path",
		`"file://host" with nothing after the host: RFC 1738 section 3.10 requires the "/" of fileurl = "file://" [ host | "localhost" ] "/" fpath; RFC 3986's path-abempty may be empty.`,
		`A file URL has a "/" after its host in RFC 1738 (section 3.10: fileurl = "file://" [ host | "localhost" ] "/" fpath); RFC 3986's path may be empty (path-abempty).`,
		`Une URL file a un « / » après son hôte dans la RFC 1738 (section 3.10 : fileurl = "file://" [ host | "localhost" ] "/" fpath) ; le chemin de la RFC 3986 peut être vide (path-abempty).`},
	{"file-port",
		`a port in a file URL: fileurl has a host and no port (RFC 1738 section 3.10); net/url accepts a port in any authority.`,
		`A file URL has a host but no port in RFC 1738 (section 3.10); the RFC 3986 parser accepts a port in any authority.`,
		`Une URL file a un hôte mais pas de port dans la RFC 1738 (section 3.10) ; l'analyseur de la RFC 3986 accepte un port dans toute autorité.`},
	{"empty-host",
		`nothing between "//" and the path: RFC 1738 section 3.1 requires a host (hostport = host [ ":" port ]); RFC 3986 section 3.2.2 allows an empty reg-name.`,
		`RFC 1738 requires a host after "//" (section 3.1: hostport = host [ ":" port ]); RFC 3986 allows an empty one (section 3.2.2).`,
		`La RFC 1738 exige un hôte après « // » (section 3.1 : hostport = host [ ":" port ]) ; la RFC 3986 en admet un vide (section 3.2.2).`},
	{"ipv6-literal",
		`an IPv6 literal "[...]": RFC 1738 section 3.1 knows only hostname and hostnumber, and "[" is national (section 2.2); RFC 3986 section 3.2.2 (after RFC 2732) adds IP-literal.`,
		`RFC 1738's host is a name or four numbers (section 3.1), and "[" is unsafe (section 2.2); IPv6 addresses in "[" and "]" came later, with RFC 2732, then RFC 3986 (section 3.2.2).`,
		`Dans la RFC 1738, un hôte est un nom ou quatre nombres (section 3.1), et « [ » n'est pas sûr (section 2.2) ; les adresses IPv6 entre « [ » et « ] » sont venues plus tard, avec la RFC 2732, puis la RFC 3986 (section 3.2.2).`},
	{"host-underscore",
		`"_" in a host: an RFC 1738 hostname (section 3.1) has letters, digits, "-" and "." only; "_" is unreserved in RFC 3986's reg-name.`,
		`An RFC 1738 host name has letters, digits, "-" and "." only (section 3.1); "_" is unreserved in RFC 3986, in a host too (section 3.2.2).`,
		`Un nom d'hôte de la RFC 1738 n'a que des lettres, des chiffres, « - » et « . » (section 3.1) ; « _ » est non réservé dans la RFC 3986, même dans un hôte (section 3.2.2).`},
	{"host-chars",
		`another character that no RFC 1738 hostname has (section 3.1) in a host: net/url accepts RFC 3986's sub-delims (section 3.2.2) and also '"', "<" and ">" there.`,
		`An RFC 1738 host name has letters, digits, "-" and "." only (section 3.1); the RFC 3986 parser also accepts RFC 3986's sub-delims there (section 3.2.2), and '"', "<" and ">".`,
		`Un nom d'hôte de la RFC 1738 n'a que des lettres, des chiffres, « - » et « . » (section 3.1) ; l'analyseur de la RFC 3986 y accepte aussi les sub-delims de la RFC 3986 (section 3.2.2), et « " », « < » et « > ».`},
	{"trailing-dot",
		`a host ending in ".": an RFC 1738 hostname ends with a toplabel (section 3.1); DNS's absolute names (RFC 1034 section 3.1) and RFC 3986's reg-name allow it.`,
		`An RFC 1738 host name ends with its top label, not "." (section 3.1); RFC 3986 and DNS's absolute names allow the final "." (RFC 1034 section 3.1).`,
		`Un nom d'hôte de la RFC 1738 finit par son étiquette de premier niveau, pas par « . » (section 3.1) ; la RFC 3986 et les noms absolus du DNS admettent le « . » final (RFC 1034, section 3.1).`},
	{"hostname-label",
		`a host whose labels are not RFC 1738 labels (section 3.1: each starts and ends with a letter or digit, none is empty); RFC 3986's reg-name has no label structure.`,
		`Each label of an RFC 1738 host name starts and ends with a letter or digit, and none is empty (section 3.1); RFC 3986's host has no labels (reg-name, section 3.2.2).`,
		`Chaque étiquette d'un nom d'hôte de la RFC 1738 commence et finit par une lettre ou un chiffre, et aucune n'est vide (section 3.1) ; l'hôte de la RFC 3986 n'a pas d'étiquettes (reg-name, section 3.2.2).`},
	{"empty-port",
		`":" with no digits after it: RFC 1738's port = digits needs one (section 3.1); RFC 3986 section 3.2.3 has port = *DIGIT.`,
		`An RFC 1738 port has at least one digit after its ":" (section 3.1: port = digits); RFC 3986's may be empty (section 3.2.3: port = *DIGIT).`,
		`Un port de la RFC 1738 a au moins un chiffre après son « : » (section 3.1 : port = digits) ; celui de la RFC 3986 peut être vide (section 3.2.3 : port = *DIGIT).`},
	{"query-without-slash",
		`"?" right after the host: RFC 1738 has "?" only after the "/" that ends the hostport (section 3.1 ip-schemepart, section 3.3 httpurl); RFC 3986's path-abempty may be empty before a query.`,
		`RFC 1738 writes "?" only after the "/" that follows the host and port (sections 3.1 and 3.3); in RFC 3986 the path before a query may be empty.`,
		`La RFC 1738 n'écrit « ? » qu'après le « / » qui suit l'hôte et le port (sections 3.1 et 3.3) ; dans la RFC 3986, le chemin avant une requête peut être vide.`},
	{"search-chars",
		`"/" or "?" in an http search: RFC 1738 section 3.3 gives search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]; RFC 3986 section 3.4 allows both in a query.`,
		`An http search has no "/" or "?" in RFC 1738 (section 3.3: search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]); RFC 3986 allows both in a query (section 3.4).`,
		`Une recherche http n'a ni « / » ni « ? » dans la RFC 1738 (section 3.3 : search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]) ; la RFC 3986 admet les deux dans une requête (section 3.4).`},
	{"neturl-unchecked-escape",
		`a "%" that does not start "%" hex hex (RFC 1738 section 2.2) in a query or an opaque part: net/url keeps RawQuery and Opaque as written and checks escapes only in what it decodes.`,
		`A "%" starts an escape, "%" and two hex digits, in RFC 1738 (section 2.2: write %25); the RFC 3986 parser keeps a query or an opaque part as written, and checks only the escapes it decodes.`,
		`Un « % » commence un échappement, « % » suivi de deux chiffres hexadécimaux, dans la RFC 1738 (section 2.2 : écrire « %25 ») ; l'analyseur de la RFC 3986 garde une requête ou une partie opaque telles quelles, et ne vérifie que les échappements qu'il décode.`},
	{"neturl-accepts-unsafe",
		`another unsafe or national character unescaped ('"', "<", ">", "\", "^", "` + "`" + `", "{", "|", "}", "[", "]"): RFC 1738 section 2.2 requires it escaped; net/url accepts it outside the host and escapes it only when printing.`,
		`RFC 1738 requires this character escaped (section 2.2: it is unsafe or national), and so does RFC 3986 where it stands: it is neither an unreserved character nor a delimiter of that component (section 2). The RFC 3986 parser goes beyond RFC 3986 here: it accepts the character outside the host, and escapes it only when it writes the URL.`,
		`La RFC 1738 exige ce caractère échappé (section 2.2 : il n'est pas sûr, ou il est national), et la RFC 3986 aussi, là où il se trouve : il n'y est ni un caractère non réservé, ni un délimiteur de ce composant (section 2). L'analyseur de la RFC 3986 va ici au-delà de la RFC 3986 : il accepte le caractère hors de l'hôte, et ne l'échappe qu'en écrivant l'URL.`},
	{"scheme-first-char",
		`a scheme that starts with a digit, "+", "-" or ".": allowed by RFC 1738 section 5 (scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]); RFC 3986 section 3.1 requires a letter first, so net/url fails to find the scheme.`,
		`An RFC 1738 scheme may start with a digit, "+", "-" or "." (section 5: scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]); RFC 3986 requires a letter first (section 3.1), so the RFC 3986 parser finds no scheme.`,
		`Un mode de la RFC 1738 peut commencer par un chiffre, « + », « - » ou « . » (section 5 : scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]) ; la RFC 3986 exige d'abord une lettre (section 3.1), et l'analyseur de la RFC 3986 ne trouve pas de mode.`},
	{"neturl-lowercases-scheme",
		`a scheme not in lower case: rfc1738 keeps it as written (Scheme.Name gives the lower case; section 2.1 says to treat cases alike); net/url lower-cases it.`,
		`The scheme has capitals: section 5's scheme rule allows lower case only, but section 2.1 says programs "should treat upper case letters as equivalent to lower case in scheme names", which this grammar does, a reading, so the scheme is the lower-case one; its tree keeps the text as written, where the RFC 3986 parser writes it in lower case.`,
		`Le mode a des majuscules : la règle scheme de la section 5 n'admet que les minuscules, mais la section 2.1 dit que les programmes « devraient traiter les majuscules comme équivalentes aux minuscules dans les noms de mode » (traduit de la RFC 1738, section 2.1), ce que fait cette grammaire, par une lecture : le mode est donc celui en minuscules ; son arbre garde le texte tel qu'il est écrit, là où l'analyseur de la RFC 3986 l'écrit en minuscules.`},
	{splitsQuery,
		`"?" in a URL with no search after "?": RFC 1738 starts a search with "?" only in http and wais URLs (section 5; gopher's follows %09); elsewhere "?" is an xchar of the url-path or scheme part. net/url splits a query off every URL at its first "?" (RFC 3986 section 3.4).`,
		queryInPath.En, queryInPath.Fr},
	{"neturl-rooted-path",
		`a scheme part that starts with a single "/" in a URL without "//": RFC 1738's schemepart = *xchar is opaque (section 5); net/url's Opaque never starts with "/", so it reads a rooted Path instead.`,
		`Without "//", RFC 1738 reads the scheme part as opaque (section 5: schemepart = *xchar); the RFC 3986 parser's opaque part never starts with "/", so it reads a path instead.`,
		`Sans « // », la RFC 1738 lit la partie propre au mode comme opaque (section 5 : schemepart = *xchar) ; la partie opaque de l'analyseur de la RFC 3986 ne commence jamais par « / » : il lit donc un chemin.`},
	{"news-authority",
		`"news://host/...@host2": RFC 1738's newsurl has no "//" host (section 3.6); the BNF reads an article whose host is the one after the "@". net/url reads an authority after "//" (RFC 3986 section 3.2).`,
		`A news URL has no "//" host in RFC 1738 (section 3.6): this is an article, whose host is the one after "@"; RFC 3986 reads an authority after "//" (section 3.2).`,
		`Une URL news n'a pas d'hôte après « // » dans la RFC 1738 (section 3.6) : c'est un article, dont l'hôte est celui qui suit « @ » ; la RFC 3986 lit une autorité après « // » (section 3.2).`},
	{"telnet-slash",
		`"telnet://login/": telneturl = "telnet://" login [ "/" ] allows a final "/" but has no url-path (RFC 1738 section 3.8); net/url reads that "/" as the path (RFC 3986 section 3.3).`,
		`A telnet URL may end in "/", but has no path in RFC 1738 (section 3.8: telneturl = "telnet://" login [ "/" ]); RFC 3986 reads that "/" as the path (section 3.3).`,
		`Une URL telnet peut finir par « / », mais n'a pas de chemin dans la RFC 1738 (section 3.8 : telneturl = "telnet://" login [ "/" ]) ; la RFC 3986 lit ce « / » comme le chemin (section 3.3).`},
}
