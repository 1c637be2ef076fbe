package tracetext

import (
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// impossible names the byte at e's offset for the verdict: the first
// impossible byte, or, where the scheme's name picked a production and
// section 5 as written would read further, as an otherurl (genericurl =
// scheme ":" schemepart, schemepart = *xchar | ip-schemepart, all of it
// xchar), the first byte impossible in that production. The choice by
// name is the library's reading (reading is true) of section 5, whose comment gives
// otherurl to new schemes; the verdict says so, citing that line.
func (r *builder) impossible(e *parser.Error) (phrase string, reading bool) {
	v := r.v
	if e.Scheme.Name == "" || !otherURLReadsOn(r.tr.Input, e.Offset) {
		return v.S("the first impossible byte", "le premier octet impossible"), false
	}
	if e.Scheme.RFC == "" || e.Scheme.RFC == "RFC 1738" {
		return v.F(`the first byte impossible in %s, the production the scheme's name picks (a reading: section 5 as written would read further as an otherurl, a rule it gives to other schemes: "; new schemes follow the general syntax", RFC 1738 section 5)`,
			"le premier octet impossible dans %s, la production que choisit le nom du mode (c'est une lecture : la section 5 telle qu'elle est écrite lirait plus loin comme une otherurl, une règle qu'elle donne aux autres modes ; RFC 1738, section 5, citation traduite : « les nouveaux modes suivent la syntaxe générale »)", e.Scheme.Name), true
	}
	return v.F(`the first byte impossible in %s, the production the scheme's name picks (a reading: RFC 1738's section 5, which has no rule for this scheme, would read further as an otherurl: "; new schemes follow the general syntax", RFC 1738 section 5)`,
		"le premier octet impossible dans %s, la production que choisit le nom du mode (c'est une lecture : la section 5 de la RFC 1738, qui n'a pas de règle pour ce mode, lirait plus loin comme une otherurl ; RFC 1738, section 5, citation traduite : « les nouveaux modes suivent la syntaxe générale »)", e.Scheme.Name), true
}

// otherURLReadsOn reports whether input, read as an otherurl, has no
// impossible byte up to off: its scheme part, up to and including the
// byte at off (or to the end, when off is there), starts a string of
// xchar, as schemepart = *xchar allows.
func otherURLReadsOn(input string, off int) bool {
	colon := strings.IndexByte(input, ':')
	if colon <= 0 || off <= colon || off > len(input) {
		return false
	}
	part := input[colon+1 : min(off+1, len(input))]
	for i := 0; i < len(part); i++ {
		switch grammar.Class(part[i]) {
		case grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, grammar.Reserved:
			continue
		}
		if part[i] != '%' {
			return false
		}
		for j := i + 1; j < min(i+3, len(part)); j++ {
			if !grammar.IsHex(part[j]) {
				return false
			}
		}
		i += 2
	}
	return true
}
