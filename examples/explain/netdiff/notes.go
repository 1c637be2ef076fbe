package netdiff

import (
	"strings"

	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Notes returns, in l, what the RFC 3986 parser (net/url) does beyond
// RFC 3986 with the text, which the page shows after the reasons: its
// decoded path, where an escaped "/" (%2F) can no longer be told from a
// separator, and its opaque part, RFC 2396's term for what RFC 3986
// section 3.3 reads as the path. Each is that parser's doing, not the
// RFC's: RFC 3986 section 2.4 decodes a component's escapes only once
// the URI is split into its components, when it is dereferenced.
func (c Comparison) Notes(l grammar.Lang) []string {
	if c.NetURL == nil {
		return nil
	}
	v := voice.Voice{Lang: l}
	var out []string
	if n := c.NetURL; n.Path != c.EscapedPath {
		if i := strings.Index(strings.ToUpper(c.EscapedPath), "%2F"); i >= 0 {
			// The escape as the input writes it, "%2f" or "%2F"; the
			// decoded path quoted as every decoded text is, its bytes
			// that are not printable shown ⟨%XX⟩.
			out = append(out, v.F(
				`That parser also decodes the path, to %s, where the "/" written %s can no longer be told from the "/" between segments: RFC 1738 section 2.2 says that encoding a reserved character may change the semantics of a URL, and RFC 3986 section 2.4 decodes a component's escapes only after the URI is split into its components, when it is dereferenced, so that the path shown above keeps them.`,
				`Cet analyseur décode aussi le chemin, en %s, où le « / » écrit %s ne se distingue plus du « / » entre segments : la section 2.2 de la RFC 1738 dit qu'échapper un caractère réservé peut changer le sens d'une URL, et la section 2.4 de la RFC 3986 ne décode les échappements d'un composant qu'après avoir séparé l'URI en composants, quand elle est déréférencée ; le chemin montré plus haut les garde donc.`,
				grammar.QuotedDecoded(n.Path, l), c.EscapedPath[i:i+3]))
		}
	}
	if n := c.NetURL; n.Opaque != "" {
		out = append(out, v.F(
			`That parser keeps what follows %s as its opaque part (RFC 2396's term); RFC 3986 section 3.3 reads it as the path.`,
			`Cet analyseur garde ce qui suit %s comme sa partie opaque (le terme de la RFC 2396) ; la section 3.3 de la RFC 3986 le lit comme le chemin.`,
			grammar.Quoted(n.Scheme+":", l)))
	}
	return out
}
