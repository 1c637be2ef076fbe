package netdiff

import (
	"net/url"
	"strings"

	"github.com/urlsyntax/rfc1738/parser"
)

// MoreReasons are reasons that the corpora never needed, and that the
// differential test's golden file therefore does not list: typing errors
// of a student more than of a web page, which the live page explains
// too. They are tried only where none of Reasons applies (MoreReason).
var MoreReasons = []Reason{
	{Code: "login-chars",
		En: `":" and "@" are written escaped in an RFC 1738 user name or password (section 3.1: %3A, %40); RFC 3986 allows ":" in the userinfo (section 3.2.1), and the RFC 3986 parser ends the user name at the first ":", the password running to the last "@", where the host starts.`,
		Fr: `« : » et « @ » s'écrivent échappés dans un nom d'utilisateur ou un mot de passe de la RFC 1738 (section 3.1 : %3A, %40) ; la RFC 3986 admet « : » dans la userinfo (section 3.2.1), et l'analyseur de la RFC 3986 arrête le nom d'utilisateur au premier « : », le mot de passe allant jusqu'au dernier « @ », où commence l'hôte.`},
	{Code: "login-at",
		En: `":" and "@" are written escaped in an RFC 1738 user name or password (section 3.1: %3A, %40). RFC 3986 allows ":" in the userinfo, but not "@" (section 3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" )); the RFC 3986 parser goes beyond RFC 3986 here: it reads the userinfo up to the last "@", where the host starts, the user name ending at the first ":".`,
		Fr: `« : » et « @ » s'écrivent échappés dans un nom d'utilisateur ou un mot de passe de la RFC 1738 (section 3.1 : %3A, %40). La RFC 3986 admet « : » dans la userinfo, mais pas « @ » (section 3.2.1 : userinfo = *( unreserved / pct-encoded / sub-delims / ":" )) ; l'analyseur de la RFC 3986 va ici au-delà de la RFC 3986 : il lit la userinfo jusqu'au dernier « @ », où commence l'hôte, le nom d'utilisateur s'arrêtant au premier « : ».`},
	{Code: "host-digits",
		En: `An RFC 1738 host is four numbers, or a name whose last label starts with a letter (section 3.1: hostnumber, toplabel); RFC 3986 accepts any name of these characters (reg-name, section 3.2.2).`,
		Fr: `Un hôte de la RFC 1738 est fait de quatre nombres, ou d'un nom dont la dernière étiquette commence par une lettre (section 3.1 : hostnumber, toplabel) ; la RFC 3986 accepte tout nom fait de ces caractères (reg-name, section 3.2.2).`},
	{Code: "registered-syntax",
		En: `This scheme is read by a production of its own, registered with the parser from outside RFC 1738, which the text does not follow, as the error says; RFC 3986 has one syntax for every scheme, and the RFC 3986 parser checks no scheme's own.`,
		Fr: `Ce mode se lit par une production qui lui est propre, ajoutée à l'analyseur hors de la RFC 1738, et que le texte ne suit pas, comme le dit l'erreur ; la RFC 3986 a une seule syntaxe pour tous les modes, et l'analyseur de la RFC 3986 ne vérifie la syntaxe propre d'aucun mode.`},
	{Code: "own-userinfo",
		En: `The scheme's own production reads its user (and password) in nodes of its own, and between "//" and "@" it reads more than a user and a password (POP's and IMAP's ";AUTH=" mechanism), or an "@" with no user; the RFC 3986 parser reads all of it as the userinfo, the user before the first ":", the password after it (RFC 3986 section 3.2.1).`,
		Fr: `La production propre du mode lit son utilisateur (et son mot de passe) dans des nœuds à elle, et entre « // » et « @ » elle lit plus qu'un utilisateur et un mot de passe (le mécanisme « ;AUTH= » de POP et d'IMAP), ou un « @ » sans utilisateur ; l'analyseur de la RFC 3986 lit le tout comme la userinfo, l'utilisateur avant le premier « : », le mot de passe après (RFC 3986, section 3.2.1).`},
	{Code: "scheme-syntax",
		En: `RFC 1738 gives this scheme a syntax of its own (section 5), which the text does not follow, as the error says; RFC 3986 has one syntax for every scheme, and the RFC 3986 parser checks no scheme's own.`,
		Fr: `La RFC 1738 donne à ce mode une syntaxe propre (section 5), que le texte ne suit pas, comme le dit l'erreur ; la RFC 3986 a une seule syntaxe pour tous les modes, et l'analyseur de la RFC 3986 ne vérifie la syntaxe propre d'aucun mode.`},
}

func init() {
	for i := range MoreReasons {
		MoreReasons[i].Why = MoreReasons[i].En
	}
}

// MoreReason returns the code of the reason among MoreReasons why RFC
// 1738's parser gave e for line where net/url.Parse gave n, when none
// of Reasons explains it (RejectReason returned ""), and "" when none
// of these does either.
func MoreReason(line string, e *parser.Error, n *url.URL) string {
	s := spansOf(line, n)
	hostOff, _ := HostReading(e)
	switch {
	case registered(e):
		return "registered-syntax" // RFC 1738's rules below are not its
	// The userinfo that net/url reads, up to the last "@", has an "@",
	// which RFC 3986 does not allow there either, or a ":" after the
	// first, which RFC 1738 stops at.
	case s.authority && (e.Found == ":" || e.Found == "@") && s.hostStart > s.afterScheme+2 && e.Offset < s.hostStart &&
		strings.ContainsAny(line[s.afterScheme+2:s.hostStart-1], ":@"):
		if strings.Contains(line[s.afterScheme+2:s.hostStart-1], "@") {
			return "login-at"
		}
		return "login-chars"
	case s.inHost(hostOff) && hostOff == s.hostEnd && s.hostStart < s.hostEnd && lastLabelDigit(line[s.hostStart:s.hostEnd]):
		return "host-digits"
	case s.scheme != "" && e.Scheme.Name != "":
		return "scheme-syntax"
	}
	return ""
}

// lastLabelDigit reports whether the last label of host starts with a
// digit.
func lastLabelDigit(host string) bool {
	last := host[strings.LastIndexByte(host, '.')+1:]
	return last != "" && '0' <= last[0] && last[0] <= '9'
}
