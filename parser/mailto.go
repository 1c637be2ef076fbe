package parser

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// validateMailto checks a mailto URL, given its part as its type
// (builtinValidator). Its errors are for trees a program built or
// changed, since a parsed URL cannot break these rules: no address, or
// an address that is not 1*xchar.
//
// It warns when the decoded address is not an RFC 822 addr-spec, which
// section 3.5 says a mailto URL holds ("mailto:<rfc822-addr-spec>"). The
// BNF leaves that to RFC 822 ("encoded822addr = 1*xchar ; further
// defined in RFC822"), so a URL such as "mailto:joe" or
// "mailto:a@b,c@d" (a list, not an addr-spec) is valid RFC 1738 syntax
// that no mail program can send to as written.
func validateMailto(u *ast.URL, p *ast.MailtoPart) ErrorList {
	a := p.Addr
	if a == nil {
		return ErrorList{finding(CodeMailtoNoAddress, p, ast.MailtoURLP)}
	}
	if errs := textErrors(a); errs != nil {
		return errs
	}
	text := string(a.Text)
	var errs ErrorList
	if w := mailtoSlashes(text, a); w != nil {
		errs = append(errs, w)
	}
	if isAddrSpec(text) {
		return errs
	}
	if _, _, err := a.AddrSpec(); err != nil {
		e := err.(*ast.AddrSpecError)
		i := rawOffset(text, e.Offset)
		w := warning(CodeMailtoAddrSpec, a, ast.Encoded822AddrP, "address", a.Decoded(), "rfc822", e.Expected)
		w.Offset, w.Found = a.Pos()+i, rawAt(text, i)
		errs = append(errs, w)
	}
	return errs
}

// mailtoSlashes warns of an address that starts with "//", as a
// browser's URLs do after their scheme: "mailto://joe@example.org" is
// valid, "/" being an atom character of RFC 822, but it names the
// mailbox "//joe", where section 3.5's form, mailto:<rfc822-addr-spec>,
// has the address right after the ":". The advice is the URL without
// the "//", a mailto URL since something follows them.
func mailtoSlashes(text string, a *ast.Encoded822Addr) *Error {
	if len(text) <= 2 || text[:2] != "//" {
		return nil // "mailto://" alone is no addr-spec, which the other warning says
	}
	return warning(CodeMailtoSlashes, a, ast.MailtoURLP, "url", "mailto:"+text[2:])
}

// Codes of the mailto validator.
const (
	// CodeMailtoNoAddress: a mailto URL without an address.
	CodeMailtoNoAddress Code = "mailto-no-address"
	// CodeMailtoAddrSpec: a warning, an address that, decoded, is not an
	// RFC 822 addr-spec. Arguments: address, decoded; rfc822, what RFC
	// 822 allows where it stops being one, in English as
	// ast.AddrSpecError says it, which the French text gives in French.
	CodeMailtoAddrSpec Code = "mailto-addr-spec"
	// CodeMailtoSlashes: a warning, an address that starts with "//",
	// which section 3.5's form does not write after "mailto:".
	// Argument: url, the URL without them.
	CodeMailtoSlashes Code = "mailto-slashes"
)

// mailtoTexts are the texts of this file's codes, in English and French.
var mailtoTexts = []codeMessage{
	{code: CodeMailtoNoAddress, Message: Message{
		"a mailto URL needs an address (encoded822addr = 1*xchar); Addr is nil",
		"une URL mailto demande une adresse (encoded822addr = 1*xchar) ; Addr est nil",
	}},
	{code: CodeMailtoSlashes, Message: Message{
		`the address starts with "//": section 3.5's form writes the address right after the ":" ("mailto:<rfc822-addr-spec>", RFC 1738 section 3.5), so the "//" is read as part of the address: did you mean {url:q}?`,
		`l'adresse commence par « // » : la forme de la section 3.5 écrit l'adresse juste après le « : » (« mailto:<rfc822-addr-spec> », RFC 1738, section 3.5), si bien que « // » est lu comme une partie de l'adresse : l'URL voulue est sans doute {url:q}`,
	}},
	{code: CodeMailtoAddrSpec, Message: Message{
		`the address {address:q}, decoded, is not an RFC 822 addr-spec (RFC 822 section 6.1: addr-spec = local-part "@" domain): expected {rfc822}`,
		`l'adresse {address:q}, décodée, n'est pas une addr-spec de la RFC 822 (RFC 822, section 6.1 : addr-spec = local-part "@" domain) : {rfc822} était attendu`,
	}},
}

// The French of what ast.AddrSpecError says RFC 822 expected: every
// text SplitAddrSpec writes (TestAddrSpecFrench).
var _ = registerFrenchArgs("rfc822", [][2]string{
	{`"@" or "."`, "« @ » ou « . »"},
	{`"." or the end of the address`, "« . » ou la fin de l'adresse"},
	{`an atom character, "@" or "."`, "un caractère d'atom (atom, le mot de la RFC 822 pour une suite de caractères sans espace, caractère de contrôle ni caractère spécial), « @ » ou « . »"},
	{`an atom character, "." or the end of the address`, "un caractère d'atom (atom, le mot de la RFC 822 pour une suite de caractères sans espace, caractère de contrôle ni caractère spécial), « . » ou la fin de l'adresse"},
	{"a word (an atom or a quoted-string)", "un word (un atom ou une quoted-string)"},
	{"a sub-domain (an atom or a domain-literal)", "un sub-domain (un atom ou un domain-literal)"},
	{`an ASCII character after "\"`, "un caractère ASCII après « \\ »"},
	{`qtext (an ASCII character other than CR) or a quoted-pair or "\""`, "un qtext (un caractère ASCII autre que CR), une quoted-pair ou « \" »"},
	{`dtext (an ASCII character other than CR or "[") or a quoted-pair or "]"`, "un dtext (un caractère ASCII autre que CR et « [ »), une quoted-pair ou « ] »"},
})

// isAddrSpec reports whether raw, an address as written, decodes to an
// RFC 822 addr-spec: whether Encoded822Addr.AddrSpec would find nothing
// wrong with it. It reads the address as ast.SplitAddrSpec reads the
// decoded text, token by token, but decodes each escape where it stands:
// Parse validates every mailto URL, and decoding the address into a new
// string to check it would cost an allocation each time. Where it says
// no, the validator asks AddrSpec for the place and the reason.
func isAddrSpec(raw string) bool {
	r := addrScanner{s: raw}
	if !r.words(false) || !r.take('@') || !r.words(true) {
		return false
	}
	return r.i == len(raw)
}

// addrScanner reads raw text with escapes as the octets they encode.
type addrScanner struct {
	s string
	i int // offset in s of the next character
}

// peek returns the next octet, and false at the end.
func (r *addrScanner) peek() (byte, bool) {
	if r.i >= len(r.s) {
		return 0, false
	}
	c, _ := decodedAt(r.s, r.i)
	return c, true
}

// next moves past the next character, an escape whole.
func (r *addrScanner) next() {
	_, n := decodedAt(r.s, r.i)
	r.i += n
}

// take moves past the next octet when it is c.
func (r *addrScanner) take(c byte) bool {
	if d, ok := r.peek(); ok && d == c {
		r.next()
		return true
	}
	return false
}

// words reads local-part = word *("." word), or, in a domain,
// domain = sub-domain *("." sub-domain).
func (r *addrScanner) words(domain bool) bool {
	if !r.word(domain) {
		return false
	}
	for r.take('.') {
		if !r.word(domain) {
			return false
		}
	}
	return true
}

// word reads word = atom / quoted-string or, in a domain, sub-domain =
// domain-ref / domain-literal (domain-ref = atom).
func (r *addrScanner) word(domain bool) bool {
	c, ok := r.peek()
	switch {
	case ok && !domain && c == '"':
		return r.bracketed('"')
	case ok && domain && c == '[':
		return r.bracketed(']')
	}
	start := r.i
	for c, ok := r.peek(); ok && isAtomChar(c); c, ok = r.peek() {
		r.next()
	}
	return r.i > start
}

// bracketed reads a quoted-string or a domain-literal up to end, its
// closing delimiter: qtext and dtext are any CHAR but end, "\" and CR
// (and, in dtext, "["), and quoted-pair is "\" CHAR.
func (r *addrScanner) bracketed(end byte) bool {
	r.next() // the opening delimiter
	for c, ok := r.peek(); ok; c, ok = r.peek() {
		switch {
		case c == end:
			r.next()
			return true
		case c == '\\':
			r.next()
			if d, ok := r.peek(); !ok || d > 127 {
				return false
			}
		case c == '\r' || c > 127 || end == ']' && c == '[':
			return false
		}
		r.next()
	}
	return false
}

// isAtomChar reports whether c may be part of an RFC 822 atom: "any CHAR
// except specials, SPACE and CTLs" (RFC 822 section 3.3), as
// ast.SplitAddrSpec reads it.
func isAtomChar(c byte) bool {
	if c <= ' ' || c >= 127 {
		return false
	}
	switch c {
	case '(', ')', '<', '>', '@', ',', ';', ':', '\\', '"', '.', '[', ']':
		return false
	}
	return true
}

// rawOffset returns the offset in raw, a text with escapes, of the byte
// that is at offset d once raw is decoded; len(raw) for the end.
func rawOffset(raw string, d int) int {
	for i := 0; i < len(raw); i++ {
		if d == 0 {
			return i
		}
		d--
		if grammar.EscapeAt(raw, i) {
			i += 2
		}
	}
	return len(raw)
}

// rawAt returns the text of raw at offset i to report as found: an
// escape whole, or one byte, or "" at the end.
func rawAt(raw string, i int) string {
	switch {
	case i >= len(raw):
		return ""
	case grammar.EscapeAt(raw, i):
		return raw[i : i+3]
	}
	return raw[i : i+1]
}
