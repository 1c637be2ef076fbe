package view

import (
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
)

// refusal says in a student's words, in l, why the RFC 3986 parser (Go's
// net/url) refused a text, from its message (netdiff.Comparison's
// NetURLError): the message itself is a program's, in English, with
// Go's quoting and sometimes the package's name. A message it does not
// know gives only that the parser refuses the text.
func refusal(msg string, l grammar.Lang) string {
	if msg == "" {
		return ""
	}
	// The values formatted in (v.F) keep their spaces: only the
	// sentence gets French typography.
	v := voice.Voice{Lang: l}
	q := func(goQuoted string) string {
		s, err := strconv.Unquote(goQuoted)
		if err != nil {
			s = goQuoted
		}
		return grammar.Quoted(s, l)
	}
	switch {
	case strings.HasSuffix(msg, "invalid control character in URL"):
		return v.S("a control character (a byte below %20, or %7F) stands in the text, which it does not allow",
			"le texte contient un caractère de contrôle (un octet sous %20, ou %7F), qu'il n'admet pas")
	case strings.HasPrefix(msg, "invalid URL escape "):
		e := q(strings.TrimPrefix(msg, "invalid URL escape "))
		return v.F(`%s is not "%%" followed by two hexadecimal digits`,
			"%s n'est pas « %% » suivi de deux chiffres hexadécimaux", e)
	case strings.HasPrefix(msg, "invalid character ") && strings.HasSuffix(msg, " in host name"):
		c := q(strings.TrimSuffix(strings.TrimPrefix(msg, "invalid character "), " in host name"))
		return v.F("the host name holds %s, which it does not allow there",
			"le nom d'hôte contient %s, qu'il n'y admet pas", c)
	case strings.HasPrefix(msg, "invalid port ") && strings.HasSuffix(msg, " after host"):
		p := q(strings.TrimSuffix(strings.TrimPrefix(msg, "invalid port "), " after host"))
		return v.F("the port after the host, %s, is not a number",
			"le port après l'hôte, %s, n'est pas un nombre", p)
	case msg == "missing protocol scheme":
		return v.S(`the text starts with ":", with no scheme before it`,
			"le texte commence par « : », sans mode avant lui")
	case msg == "first path segment in URL cannot contain colon":
		return v.S(`a reference with no scheme cannot hold ":" in its first segment`,
			"une référence sans mode ne peut contenir « : » dans son premier segment")
	case strings.HasSuffix(msg, "invalid userinfo"):
		return v.S("the user name or password holds a character it does not allow there",
			"le nom d'utilisateur ou le mot de passe contient un caractère qu'il n'y admet pas")
	case msg == "invalid IP-literal" || msg == "missing ']' in host" || strings.HasPrefix(msg, "invalid host: "):
		return v.S(`the host in "[" and "]" is no IP address it reads`,
			"l'hôte entre « [ » et « ] » n'est pas une adresse IP qu'il sache lire")
	}
	return v.S("it refuses the text", "il refuse le texte")
}
