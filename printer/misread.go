package printer

import (
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
)

// misreadAs reports whether a node of production prod whose text is
// text is, when it ends where the parsed part does, a part that a note
// says the parsed part's last part is not (DiagramConfig.Misread): a
// node of production misread, or a login that holds no "@" when
// misread is hostport. Such a login is only its hostport: "anon" of
// "ftp://anon:pw@", the parsed part "ftp://anon", is a login because it
// is a hostport, and the note that says its text is a user name says
// that it is no login of that text either: the login goes on to the
// "@" ("anon:pw@").
func misreadAs(prod, text, misread string) bool {
	switch {
	case misread == "":
		return false
	case prod == misread:
		return true
	}
	return misread == grammar.HostPortP.Name && prod == grammar.LoginP.Name && !strings.Contains(text, "@")
}
