package ast

import (
	"fmt"
	"strconv"
)

// MailtoPart is the scheme part of a mailto URL (section 3.5):
//
//	mailtourl      = "mailto:" encoded822addr
//	encoded822addr = 1*xchar               ; further defined in RFC822
//
// A mailto URL is an Internet mailing address and nothing else: "No
// additional information other than an Internet mailing address is
// present or implied." Its syntax is any non-empty run of xchar, so
// "mailto:" alone is an error; whether the decoded address is the
// addr-spec of RFC 822 that the section asks for is a question for the
// validator, which warns when it is not (see Encoded822Addr.AddrSpec).
//
//rfc:1738 3.5 MailtoURLP
//rfc:scheme mailto
type MailtoPart struct {
	Span
	Addr *Encoded822Addr `parser:"@@"`
}

// Address returns the mailing address, decoded, and false when the part
// has none (a tree a program built). Decoding is what a mail program
// needs: section 3.5 notes that "%", common in RFC 822 addresses, "must
// be encoded", so "mailto:a%25b@c" is the address a%b@c.
func (p *MailtoPart) Address() (string, bool) {
	if p == nil || p.Addr == nil {
		return "", false
	}
	return p.Addr.Decoded(), true
}

// Encoded822Addr is an RFC 822 addr-spec with the characters a URL may
// not hold escaped:
//
//	encoded822addr = 1*xchar
//
// "Within mailto URLs, there
// are no reserved characters" (section 3.5), so "@" and the other
// reserved characters may be written plainly or escaped, to the same
// effect.
//
//rfc:1738 3.5 Encoded822AddrP
type Encoded822Addr struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Reserved | Escape)+ )"`
}

// Decoded returns the address with its escapes decoded.
func (a *Encoded822Addr) Decoded() string {
	if a == nil {
		return ""
	}
	return a.Text.Decoded()
}

// AddrSpec splits the decoded address into the local-part and the domain
// of an RFC 822 addr-spec (RFC 822 section 6.1), as written there: a
// quoted-string keeps its quotes and a domain-literal its brackets. When
// the decoded address is no addr-spec it returns an *AddrSpecError that
// says where it stops being one.
func (a *Encoded822Addr) AddrSpec() (local, domain string, err error) {
	return SplitAddrSpec(a.Decoded())
}

// AddrSpecError reports where a text stops being an RFC 822 addr-spec.
type AddrSpecError struct {
	Offset   int    // byte offset into the decoded text; its length at the end
	Expected string // what RFC 822 allows there, in words
}

// Error implements error.
func (e *AddrSpecError) Error() string {
	return fmt.Sprintf("not an RFC 822 addr-spec: at byte %d, expected %s", e.Offset, e.Expected)
}

// SplitAddrSpec splits s, a decoded address, into the local-part and the
// domain of RFC 822's addr-spec (section 6.1), or reports where s stops
// being one:
//
//	addr-spec      = local-part "@" domain
//	local-part     = word *("." word)
//	word           = atom / quoted-string
//	domain         = sub-domain *("." sub-domain)
//	sub-domain     = domain-ref / domain-literal
//	domain-ref     = atom
//	atom           = 1*<any CHAR except specials, SPACE and CTLs>
//	quoted-string  = <"> *(qtext/quoted-pair) <">
//	domain-literal = "[" *(dtext / quoted-pair) "]"
//	quoted-pair    = "\" CHAR
//
// with specials ()<>@,;:\".[] and CHAR the ASCII octets 0-127. The linear
// white space and comments that RFC 822 lets a header put between these
// tokens are not accepted: an address in a URL is the bare addr-spec
// (section 3.5: "mailto:<rfc822-addr-spec>").
func SplitAddrSpec(s string) (local, domain string, err error) {
	r := addrSpecReader{s: s}
	if !r.words(r.word) {
		return "", "", r.err
	}
	at := r.i
	if !r.expect('@', r.more(`"@" or "."`, `an atom character, "@" or "."`)) {
		return "", "", r.err
	}
	if !r.words(r.subDomain) {
		return "", "", r.err
	}
	if r.i < len(s) {
		r.fail(r.more(`"." or the end of the address`, `an atom character, "." or the end of the address`))
		return "", "", r.err
	}
	return s[:at], s[at+1:], nil
}

// more returns what may follow the last word read: afterAtom when it was
// an atom, which one more of its characters would continue, and after
// otherwise (a quoted-string or a domain-literal, which end at their
// closing delimiter).
func (r *addrSpecReader) more(after, afterAtom string) string {
	if r.atomEnd {
		return afterAtom
	}
	return after
}

// addrSpecReader reads an addr-spec from s, one RFC 822 token at a time.
type addrSpecReader struct {
	s   string
	i   int
	err *AddrSpecError
	// atomEnd is set when the last word read was an atom.
	atomEnd bool
}

// fail records that s stops being an addr-spec at the current offset,
// and returns false for its callers to pass on.
func (r *addrSpecReader) fail(expected string) bool {
	r.err = &AddrSpecError{Offset: r.i, Expected: expected}
	return false
}

// words reads item *("." item): the shape of both local-part and domain.
func (r *addrSpecReader) words(item func() bool) bool {
	if !item() {
		return false
	}
	for r.i < len(r.s) && r.s[r.i] == '.' {
		r.i++
		if !item() {
			return false
		}
	}
	return true
}

// expect reads c, or fails saying what was expected instead.
func (r *addrSpecReader) expect(c byte, expected string) bool {
	if r.i < len(r.s) && r.s[r.i] == c {
		r.i++
		return true
	}
	return r.fail(expected)
}

// word is atom / quoted-string.
func (r *addrSpecReader) word() bool {
	if r.i < len(r.s) && r.s[r.i] == '"' {
		return r.bracketed('"', `qtext (an ASCII character other than CR) or a quoted-pair`)
	}
	return r.atom("a word (an atom or a quoted-string)")
}

// subDomain is domain-ref / domain-literal.
func (r *addrSpecReader) subDomain() bool {
	if r.i < len(r.s) && r.s[r.i] == '[' {
		return r.bracketed(']', `dtext (an ASCII character other than CR or "[") or a quoted-pair`)
	}
	return r.atom("a sub-domain (an atom or a domain-literal)")
}

// atom is 1*<any CHAR except specials, SPACE and CTLs>.
func (r *addrSpecReader) atom(expected string) bool {
	start := r.i
	for r.i < len(r.s) && isAtomChar(r.s[r.i]) {
		r.i++
	}
	if r.i == start {
		return r.fail(expected)
	}
	r.atomEnd = true
	return true
}

// bracketed reads a quoted-string (open and close <">) or a
// domain-literal ("[" and "]"): qtext and dtext are any CHAR but the
// closing delimiter, "\" and CR (and, in dtext, "["), and quoted-pair is
// "\" CHAR. inside says, for errors, what may come before the close.
func (r *addrSpecReader) bracketed(close byte, inside string) bool {
	r.atomEnd = false
	r.i++ // the opening delimiter
	for r.i < len(r.s) {
		switch c := r.s[r.i]; {
		case c == close:
			r.i++
			return true
		case c == '\\':
			r.i++
			if r.i == len(r.s) || r.s[r.i] > 127 {
				return r.fail(`an ASCII character after "\"`)
			}
		case c == '\r' || c > 127 || close == ']' && c == '[':
			return r.fail(inside + " or " + strconv.Quote(string(close)))
		}
		r.i++
	}
	return r.fail(inside + " or " + strconv.Quote(string(close)))
}

// isAtomChar reports whether c may be part of an RFC 822 atom: an ASCII
// character that is not a special, the space or a control.
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
