package parser

import (
	"fmt"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// gopherScheme is the gopher scheme of section 3.4.
var gopherScheme = Scheme{Name: "gopher", Part: &ast.GopherPart{}, Validate: validateGopher}

// gopherReserved are the reserved characters, which an xchar may be:
// xchar = unreserved | reserved | escape.
const gopherReserved = ";/?:@&="

// validateGopher checks a gopher URL. A parsed URL can break none of the
// rules it checks as errors; a tree a program built or changed can: a
// part that is not an *ast.GopherPart, no hostport or no host, a part of
// the gopher path without the one it follows (a selector or search
// without a gtype, a gopher+_string without a search), a gtype that is
// not one xchar, text that its production does not allow, and a "%09"
// in a selector or search where the URL, printed, would be read as
// splitting (see ast.GopherPath): the tree would not come back.
//
// Its warnings are for valid URLs that the Gopher protocol cannot carry
// out as written:
//
//   - a gtype that decodes to tab, CR, LF or NUL, or to an octet that is
//     not ASCII: RFC 1436, which section 3.4 names, makes the type the
//     first character of a menu line, Type ::= UNASCII, "ASCII - [Tab
//     CR-LF NUL]". An escaped gtype is no warning in itself: "Within the
//     <gopher-path>, no characters are reserved" (section 3.4.1), and
//     "%31" is type "1";
//   - a selector that decodes to tab, CR or LF: section 3.4.1 says
//     selector strings "may contain any octets except 09 hexadecimal
//     (US-ASCII HT or tab) 0A hexadecimal (US-ASCII character LF), and
//     0D (US-ASCII character CR)". The grammar cannot say so, selector =
//     *xchar, and the leftmost split leaves a "%09" in a selector when
//     no search can follow it, so these are warnings, as other limits of
//     the protocols RFC 1738 names are (a port above 65535);
//   - a search that decodes to CR or LF: the client sends it on the
//     request line, which CR LF ends, and section 6 warns of "embedded
//     encoded delimiters" that are "unencoded before transmission";
//   - a gopher+_string that is empty or starts with none of "+", "?",
//     "!" and "$": sections 3.4.4 to 3.4.9 give every form it takes, and
//     each starts with one of them.
func validateGopher(u *ast.URL) ErrorList {
	p, ok := u.Part.(*ast.GopherPart)
	if !ok || p == nil {
		return inScheme(ErrorList{wrongPart(u, "gopher", "*ast.GopherPart", ast.GopherURLP)}, ast.GopherURLP)
	}
	list := hostPortMissing(p, p.HostPort, ast.GopherURLP)
	if p.Path != nil {
		list = append(list, gopherPath(p.Path)...)
	}
	return inScheme(list, ast.GopherURLP)
}

// gopherPath checks the parts of a gopher path.
func gopherPath(g *ast.GopherPath) ErrorList {
	var list ErrorList
	if g.GType == nil {
		if g.Selector != nil || g.Search != nil || g.GopherPlus != nil {
			list = append(list, &Error{
				Offset:     g.Pos(),
				Message:    "a selector, search or gopher+_string follows a gtype; GType is nil",
				Production: ast.GopherPathP,
			})
		}
		return list
	}
	list = append(list, gopherType(g.GType)...)
	if g.Search == nil && g.GopherPlus != nil {
		list = append(list, &Error{
			Offset:     g.GopherPlus.Pos(),
			Found:      g.GopherPlus.String(),
			Message:    `a gopher+_string follows "%09" search, even an empty search (section 3.4.3); Search is nil`,
			Production: ast.GopherPathP,
		})
	}
	if g.Selector != nil {
		list = append(list, gopherSelector(g)...)
	}
	if g.Search != nil {
		list = append(list, gopherSearch(g.Search)...)
	}
	if g.GopherPlus != nil {
		list = append(list, ucharTextErrors(g.GopherPlus, ast.GopherPlusP, gopherReserved)...)
		list = append(list, gopherPlusForm(g.GopherPlus)...)
	}
	return list
}

// gopherType checks that the gtype is one xchar and warns about a type
// that cannot start a Gopher menu line.
func gopherType(t *ast.GType) ErrorList {
	if errs := ucharTextErrors(t, ast.GTypeP, gopherReserved); errs != nil {
		return errs
	}
	s := string(t.Text)
	if len(s) != 1 && (len(s) != 3 || !grammar.EscapeAt(s, 0)) {
		return ErrorList{{
			Offset:     t.Pos(),
			Found:      s,
			Message:    fmt.Sprintf("gtype is one xchar, a character or an escape, not %q", s),
			Production: ast.GTypeP,
		}}
	}
	// The octet the type decodes to, as t.Byte gives it, without
	// decoding into a new string.
	b, _ := decodedAt(s, 0)
	if name := gopherBadTypeName(b); name != "" {
		return ErrorList{{
			Offset:     t.Pos(),
			Found:      s,
			Message:    fmt.Sprintf("the gopher type decodes to %s, which cannot be a Gopher item type: RFC 1436 makes the type the first character of a menu line, Type ::= UNASCII, ASCII less tab, CR, LF and NUL", name),
			Production: ast.GTypeP,
			Severity:   SeverityWarning,
		}}
	}
	return nil
}

// gopherBadTypeName names octet b when RFC 1436 excludes it from item
// types, and returns "" otherwise.
func gopherBadTypeName(b byte) string {
	switch {
	case b == 0x00:
		return "NUL"
	case b == '\t':
		return "tab"
	case b == '\n':
		return "LF"
	case b == '\r':
		return "CR"
	case b >= 0x80:
		return fmt.Sprintf("octet %02X (not ASCII)", b)
	}
	return ""
}

// gopherSelector checks the selector: its characters, where the URL
// printed from the tree would split, and the octets section 3.4.1 keeps
// out of selector strings.
func gopherSelector(g *ast.GopherPath) ErrorList {
	sel := g.Selector
	if errs := ucharTextErrors(sel, ast.SelectorP, gopherReserved); errs != nil {
		return errs
	}
	// The parser splits where the printed text lets it; a selector that a
	// program wrote may hold a "%09" before text that a search can be.
	// Only a selector that holds one can split early: every "%" in it
	// starts an escape, checked above, so a "%09" that the split could
	// start before its end lies within it. Most hold none, and the path
	// is printed only for those that do.
	if strings.Contains(string(sel.Text), "%09") {
		rest := g.String()[len(g.GType.Text):]
		if n := gopherSelectorLen(rest); n < len(sel.Text) {
			return ErrorList{{
				Offset:     sel.Pos() + n,
				Found:      "%09",
				Message:    `the selector holds "%09" before text that can be a search, so the printed URL would split there, the leftmost split that parses (sections 3.4.1 and 3.4.2), and not read back as this tree`,
				Production: ast.SelectorP,
			}}
		}
	}
	return gopherEscapes(sel, ast.SelectorP, "\t\r\n",
		"which section 3.4.1 says a Gopher selector string may not contain")
}

// gopherSearch checks the search: its characters, a "%09" (which would
// end it), and CR and LF.
func gopherSearch(s *ast.GopherSearch) ErrorList {
	if errs := ucharTextErrors(s, ast.SearchP, httpSearchAlso); errs != nil {
		return errs
	}
	if i := strings.Index(string(s.Text), "%09"); i >= 0 {
		return ErrorList{{
			Offset:     s.Pos() + i,
			Found:      "%09",
			Message:    `a gopher search ends at the first "%09", which starts the gopher+_string; the search cannot hold one`,
			Production: ast.SearchP,
		}}
	}
	return gopherEscapes(s, ast.SearchP, "\r\n",
		"which would end the request line the client sends it on; section 6 warns of encoded delimiters of the protocol")
}

// gopherPlusForm warns about a gopher+_string that starts with none of
// the characters its forms start with.
func gopherPlusForm(g *ast.GopherPlus) ErrorList {
	// The first octet is read in place: most gopher+_strings are fine,
	// and decoding the whole of one to look at it would allocate.
	if text := string(g.Text); text != "" {
		if c, _ := decodedAt(text, 0); strings.IndexByte("+?!$", c) >= 0 {
			return nil
		}
	}
	d := g.Decoded()
	msg := "the Gopher+ string is empty"
	if d != "" {
		msg = fmt.Sprintf("the Gopher+ string starts with %q", d[:1])
	}
	return ErrorList{{
		Offset:     g.Pos(),
		Found:      g.String(),
		Message:    msg + `; sections 3.4.4 to 3.4.9 give each of its forms, and each starts with "+", "?", "!" or "$"`,
		Production: ast.GopherPlusP,
		Severity:   SeverityWarning,
	}}
}

// gopherEscapes warns about each escape in n's text that encodes one of
// the octets in bad; why says why that is a problem.
func gopherEscapes(n ast.Node, p ast.Production, bad, why string) ErrorList {
	var list ErrorList
	s := n.String()
	for i := 0; i+2 < len(s); i++ {
		if !grammar.EscapeAt(s, i) {
			continue
		}
		if c := ast.EscapedOctet(s, i); strings.IndexByte(bad, c) >= 0 {
			list = append(list, &Error{
				Offset:     n.Pos() + i,
				Found:      s[i : i+3],
				Message:    fmt.Sprintf("%s decodes to %s, %s", s[i:i+3], gopherOctetName(c), why),
				Production: p,
				Severity:   SeverityWarning,
			})
		}
		i += 2
	}
	return list
}

// gopherOctetName names tab, CR and LF.
func gopherOctetName(c byte) string {
	switch c {
	case '\t':
		return "tab"
	case '\r':
		return "CR"
	case '\n':
		return "LF"
	}
	return fmt.Sprintf("%q", c)
}

// gopherSelectorLen returns the length of the selector at the start of s,
// the text of a gopher path after its gtype, by the leftmost split that
// parses (see ast.GopherPath): the selector ends at the first "%09" after
// which the run of search characters stops at neither "/" nor "?", the
// xchars that a search does not allow. It is the rule that the
// Selector's tag says with a look ahead, written out, and like the tag
// it reads each byte at most twice.
func gopherSelectorLen(s string) int {
	i := 0
	for i < len(s) {
		if !strings.HasPrefix(s[i:], "%09") {
			_, n := decodedAt(s, i)
			i += n
			continue
		}
		j := i + 3
		for j < len(s) && gopherInSearch(s, j) {
			_, n := decodedAt(s, j)
			j += n
		}
		if j == len(s) || s[j] != '/' && s[j] != '?' {
			return i
		}
		i = j // the run held no "%09", so the next one is past it
	}
	return len(s)
}

// gopherInSearch reports whether the character at s[i] can be part of a
// gopher search: a uchar, ";", ":", "@", "&" or "=", but no "%09".
func gopherInSearch(s string, i int) bool {
	if grammar.EscapeAt(s, i) {
		return !strings.HasPrefix(s[i:], "%09")
	}
	return isUcharOr(s[i], httpSearchAlso)
}
