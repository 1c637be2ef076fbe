package rfc1738

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// Component names a production of RFC 1738 section 5 whose text is a run
// of characters that stand for octets, so that Escape knows which
// characters that production lets stand for themselves.
//
// Section 2.2 sorts the characters. Alphanumerics and the special
// characters "$-_.+!*'()," (alpha, digit, safe and extra: unreserved)
// may be written unencoded anywhere. Controls, bytes 80-FF, space and
// the unsafe characters ("<", ">", <">, "#", "%", "{", "}", "|", "\",
// "^", "~", "[", "]", "`") must always be encoded. The reserved
// characters ";", "/", "?", ":", "@", "=" and "&" are where productions
// differ: each allows some of them and not others, because in that
// production the others are delimiters (a "/" ends an hsegment, an "@"
// ends a user) or because the scheme reserves them (section 3.2.2: "/"
// and ";" in an fsegment). The constants say which, production by
// production; productions with the same set are listed apart all the
// same, so that a caller names the part it builds. Each is named "In"
// and the node type of its production (InFSegment for ast.FSegment), so
// that a call reads as what it does, Escape(name, InFSegment), and a
// Component is never taken for the node of the same name.
//
// Productions that take no escapes have no Component: a host name,
// port, scheme or news group (group = alpha *[ alpha | digit | "-" |
// "." | "+" | "_" ]) is written with its own characters or not at all,
// and an ftptype is one of six letters. A gopher gtype is one xchar:
// escape its octet with InSelector.
type Component int

const (
	// InUser is user = *[ uchar | ";" | "?" | "&" | "=" ] (section 3.1):
	// ":", "@" and "/" are escaped, and "?", which other readers take
	// for the end of the authority (see Escape). It is the user of a login (*ast.Login),
	// which RFC 1738's schemes and a registered scheme's part with a
	// Login field hold. A registered scheme whose part holds a user of
	// its own (ast.UserInfoPart) may give ";", "?", "&" or "=" a meaning
	// there (POP's and IMAP's ";AUTH="): escape its user with InUchar.
	InUser Component = iota
	// InPassword is password = *[ uchar | ";" | "?" | "&" | "=" ]
	// (section 3.1): ":", "@" and "/" are escaped, and "?", as in InUser.
	InPassword
	// InURLPath is the url-path of the common syntax, urlpath = *xchar
	// (section 3.1): no reserved character is escaped, since the RFC
	// leaves its structure to each scheme. To put a "/" or "?" inside
	// one segment of a hierarchical path (section 2.3), escape the
	// segment with its scheme's segment production (InHSegment, InFSegment,
	// InPSegment); for a scheme RFC 1738 does not define, InHSegment escapes
	// exactly "/" and "?" of the reserved characters, the two that
	// net/url and RFC 3986 read as delimiters in a path.
	InURLPath
	// InFSegment is fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ], a
	// directory or file name of an ftp or file URL (sections 3.2.2 and
	// 3.10): "/" and ";" are escaped, so that the segment stays one and
	// cannot be read as ";type=", and "?", which other readers take for
	// the end of the path (see Escape).
	InFSegment
	// InHSegment is hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ],
	// one segment of an http path (section 3.3): "/" and "?" are escaped.
	InHSegment
	// InSearch is search = *[ uchar | ";" | ":" | "@" | "&" | "=" ], the
	// query of http, gopher and wais URLs: "/" and "?" are escaped.
	// "&" and "=" are not, for the RFC gives them no meaning in a
	// search: a program that joins names and values with them (an HTML
	// form) escapes each name and value with InSearch and must escape the
	// "&" and "=" inside them itself. In a gopher URL "%09" ends the
	// search, so a search holding a tab cannot be written there (nor
	// sent: Gopher ends the search with a tab, RFC 1436).
	InSearch
	// InSelector is selector = *xchar, a gopher selector (section 3.4):
	// no reserved character is escaped, for "no characters are reserved"
	// in a gopher path. A tab, escaped "%09", is the delimiter before a
	// search, so a selector holding one reads back as a selector only
	// when no search can follow it; Gopher selectors hold no tab
	// (RFC 1436).
	InSelector
	// InGopherPlus is gopher+_string = *xchar (section 3.4.3): no reserved
	// character is escaped.
	InGopherPlus
	// InEncoded822Addr is encoded822addr = 1*xchar, the address of a
	// mailto URL (section 3.5): "Within mailto URLs, there are no
	// reserved characters", so none is escaped; "%", which RFC 822
	// addresses often hold, is, and so is the first "/" of an address
	// that starts with "//", which other readers take for the start of
	// an authority (see Escape). The production needs at least one
	// character: an empty address makes no mailto URL.
	InEncoded822Addr
	// InUnique is the part of a news article before its "@", section
	// 3.6's <unique>: 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] in
	// the article production. "@" is escaped, for the first "@" ends it,
	// and the first "/" of a text that starts with "//", as in
	// InEncoded822Addr. Like InEncoded822Addr it needs at least one
	// character.
	InUnique
	// InDatabase is database = *uchar, a WAIS database name (section
	// 3.9): every reserved character is escaped.
	InDatabase
	// InWType is wtype = *uchar, a WAIS object type (section 3.9): every
	// reserved character is escaped.
	InWType
	// InWPath is wpath = *uchar, a WAIS document-id (section 3.9): every
	// reserved character is escaped.
	InWPath
	// InPSegment is psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ],
	// one segment of a prospero hsoname (section 3.11): "/" and ";" are
	// escaped, and "?", as in InFSegment.
	InPSegment
	// InFieldName is fieldname = *[ uchar | "?" | ":" | "@" | "&" ], the
	// name of a prospero fieldspec (section 3.11): "/", ";" and "=" are
	// escaped, and "?", as in InFSegment.
	InFieldName
	// InFieldValue is fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ], the
	// value of a prospero fieldspec (section 3.11): "/", ";" and "=" are
	// escaped, and "?", as in InFSegment.
	InFieldValue
	// InUchar is uchar = unreserved | escape (section 5) alone: every
	// reserved character is escaped. It is the safe choice for a
	// production RFC 1738 does not define whose characters include
	// uchar, such as a registered scheme's user (POP's, RFC 2384; IMAP's,
	// RFC 2192), where a reserved character may be a delimiter of that
	// scheme's own: an escaped octet that is reserved stands for the
	// octet, never the delimiter (section 2.2).
	InUchar

	numComponents // the number of components; keep last
)

// nodelessProduction returns the production of c when it is named after
// no node type of package ast (InUchar, whose rule other rules use), the
// zero Production for no Component. The others' are in zz_components.go,
// with the reserved characters each allows, which nodegen reads from the
// tags of the node types they are named after.
func nodelessProduction(c Component) ast.Production {
	if c == InUchar {
		return ast.RFC1738("uchar", "5", `uchar = unreserved | escape`)
	}
	return ast.Production{}
}

// valid reports whether c is one of the declared components.
func (c Component) valid() bool { return 0 <= c && c < numComponents }

// Production returns the RFC production c stands for; for InUnique, the
// article production it is the first half of. It is the zero Production
// for a value that is no Component.
func (c Component) Production() ast.Production {
	if !c.valid() {
		return ast.Production{}
	}
	return componentProduction(c)
}

// String returns the name of c's production as the RFC spells it, e.g.
// "hsegment"; "unique" for InUnique, which the RFC names in prose only.
func (c Component) String() string {
	switch {
	case c == InUnique:
		return "unique"
	case !c.valid():
		return "Component(" + strconv.Itoa(int(c)) + ")"
	}
	return componentProduction(c).Name
}

// Allows reports whether octet b may stand for itself, unescaped, in the
// text of c's production. For a value that is no Component it is true of
// the unreserved characters only, which every production allows.
func (c Component) Allows(b byte) bool {
	switch grammar.Class(b) {
	case grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra:
		return true
	case grammar.Reserved:
		return c.valid() && strings.IndexByte(reserved[c], b) >= 0
	}
	return false
}

// Escape returns s, a string of octets, written as the text of c's
// production that every reader splits as RFC 1738 does: each octet c
// does not allow unescaped (see Allows) is written "%" and two
// upper-case hex digits (section 2.2 lists "0123456789ABCDEF"), and so
// are the few that c allows but that readers of RFC 3986 and of the
// WHATWG URL Standard (net/url, browsers) take for a delimiter there,
// so that they would read another host or another path: a "?" in a
// user, a password, an ftp, file or prospero segment or a prospero
// field, and the first "/" of an address or article that starts with
// "//". Every other octet stands for itself, so the result is the
// shortest such text that decodes to s.
// An escape is a uchar, which every production allows, so the result is
// still the text of c's production. "%" is always escaped, so
// Unescape(Escape(s, c)) is s for every s and c. A value that is no
// Component escapes every octet but the unreserved ones.
func Escape(s string, c Component) string {
	n := 0
	for i := 0; i < len(s); i++ {
		if c.escapes(s, i) {
			n++
		}
	}
	if n == 0 {
		return s
	}
	const hex = "0123456789ABCDEF"
	b := make([]byte, 0, len(s)+2*n)
	for i := 0; i < len(s); i++ {
		if ch := s[i]; !c.escapes(s, i) {
			b = append(b, ch)
		} else {
			b = append(b, '%', hex[ch>>4], hex[ch&0xF])
		}
	}
	return string(b)
}

// Unescape returns s with each escape ("%" hex hex, section 2.2, hex
// digits of either case) replaced by the octet it encodes. It is strict
// where ast.Decode, which serves text a parser has checked, is lenient:
// a "%" that does not start an escape is an error, a *parser.Error of
// code parser.CodeText (the text is not what an escape allows) at the
// first byte after it that is not a hex digit, as Parse reports a syntax
// error, with a note at the "%".
// Unescape("100%-sure") says:
//
//	offset 4: escape: found "-", expected a hex digit (RFC 1738 section 5, explained in section 2.2: escape = "%" hex hex); note: offset 3: escape: "%" starts an escape, "%" and two hex digits; write a "%" that is data as %25
//
// The other characters are copied as they are, whatever they are:
// Unescape decodes, it does not check that s is the text of some
// production (Parse does).
func Unescape(s string) (string, error) {
	for i := strings.IndexByte(s, '%'); i >= 0; {
		if !grammar.EscapeAt(s, i) {
			return "", unescapeError(s, i)
		}
		j := strings.IndexByte(s[i+3:], '%')
		if j < 0 {
			break
		}
		i += 3 + j
	}
	return ast.Decode(s), nil
}

// unescapeError is the error of Unescape for the "%" at s[i], which
// starts no escape: at the first byte after it that is not a hex digit.
func unescapeError(s string, i int) *parser.Error {
	j := i + 1
	if j < len(s) && grammar.IsHex(s[j]) {
		j++
	}
	var hex parser.ByteSet
	for c := 0; c < 256; c++ {
		if grammar.IsHex(byte(c)) {
			hex.Add(byte(c))
		}
	}
	found := ""
	switch {
	case grammar.EscapeAt(s, j):
		found = s[j : j+3]
	case j < len(s):
		_, n := utf8.DecodeRuneInString(s[j:])
		found = s[j : j+n]
	}
	return &parser.Error{
		Code:       parser.CodeText,
		Offset:     j,
		Found:      found,
		Expected:   hex,
		Production: grammar.EscapeP,
		Notes:      []parser.Note{{Code: parser.NoteEscape, Offset: i, Production: grammar.EscapeP, Found: "%"}},
	}
}
