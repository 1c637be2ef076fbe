package bnf

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// rfc1808Text is each rule of RFC 1808 section 2.2 as it writes it, in
// its order, on one line: the rules of a relative URL, then those it
// shares with RFC 1738 (scheme, uchar, the classes), which it writes
// again, scheme with alpha where RFC 1738 has lowalpha.
var rfc1808Text = []string{
	`URL = ( absoluteURL | relativeURL ) [ "#" fragment ]`,
	`absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )`,
	`generic-RL = scheme ":" relativeURL`,
	`relativeURL = net_path | abs_path | rel_path`,
	`net_path = "//" net_loc [ abs_path ]`,
	`abs_path = "/" rel_path`,
	`rel_path = [ path ] [ ";" params ] [ "?" query ]`,
	`path = fsegment *( "/" segment )`,
	`fsegment = 1*pchar`,
	`segment = *pchar`,
	`params = param *( ";" param )`,
	`param = *( pchar | "/" )`,
	`scheme = 1*( alpha | digit | "+" | "-" | "." )`,
	`net_loc = *( pchar | ";" | "?" )`,
	`query = *( uchar | reserved )`,
	`fragment = *( uchar | reserved )`,
	`pchar = uchar | ":" | "@" | "&" | "="`,
	`uchar = unreserved | escape`,
	`unreserved = alpha | digit | safe | extra`,
	`escape = "%" hex hex`,
	`hex = digit | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f"`,
	`alpha = lowalpha | hialpha`,
	`lowalpha = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"`,
	`hialpha = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" | "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" | "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"`,
	`digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9"`,
	`safe = "$" | "-" | "_" | "." | "+"`,
	`extra = "!" | "*" | "'" | "(" | ")" | ","`,
	`national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "` + "`" + `"`,
	`reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="`,
	`punctuation = "<" | ">" | "#" | "%" | <">`,
}

// RFC1808Text returns RFC 1808 section 2.2's rule of that name as it
// writes it ("fsegment = 1*pchar"), compared case-insensitively; "" when
// section 2.2 has none.
func RFC1808Text(name string) string {
	for _, t := range rfc1808Text {
		if n, _, _ := strings.Cut(t, " = "); strings.EqualFold(n, name) {
			return t
		}
	}
	return ""
}

// RFC1808Inline returns the rules of RFC 1808 section 2.2 that the
// grammar recovered from ast.Reference has no rule for, because its tags
// read them inline (path holds fsegment and segment, params holds param,
// net_loc holds pchar): generic-RL, fsegment, segment, param and pchar,
// each under its RFC name and citation, so that every name RFC 1808's
// rules use can be looked up. fsegment is RFC 1808's, 1*pchar, not RFC
// 1738's ftp segment of the same name. A name such a rule uses that it
// does not hold (scheme, uchar, relativeURL) is RFC 1738's or the
// recovered grammar's.
func RFC1808Inline() *Grammar {
	pchar := Alt{Ref("uchar"), Lit(":"), Lit("@"), Lit("&"), Lit("=")}
	exprs := []struct {
		name string
		x    Expr
	}{
		{"generic-RL", Seq{Ref("scheme"), Lit(":"), Ref("relativeURL")}},
		{"fsegment", Rep{Min: 1, X: Ref("pchar")}},
		{"segment", Rep{X: Ref("pchar")}},
		{"param", Rep{X: Alt{Ref("pchar"), Lit("/")}}},
		{"pchar", pchar},
	}
	g := &Grammar{byName: map[string]*Rule{}}
	for _, e := range exprs {
		r := &Rule{Name: e.name, Expr: e.x, Production: ast.RFC1808(e.name, "2.2", RFC1808Text(e.name))}
		g.Rules = append(g.Rules, r)
		g.byName[strings.ToLower(e.name)] = r
	}
	return g
}

// RFC1808Names returns the names of RFC 1808 section 2.2's rules, in its
// order.
func RFC1808Names() []string {
	names := make([]string, len(rfc1808Text))
	for i, t := range rfc1808Text {
		names[i], _, _ = strings.Cut(t, " = ")
	}
	return names
}
