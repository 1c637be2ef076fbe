package ldap

import "github.com/urlsyntax/rfc1738/ast"

// scanOID reads an oid of RFC 4512 section 1.4 at s[i:] and returns
// where it ends:
//
//	oid        = descr / numericoid
//	descr      = keystring = leadkeychar *keychar ; a letter, then letters, digits, "-"
//	numericoid = number 1*( DOT number )
//	number     = DIGIT / ( LDIGIT 1*DIGIT )
//
// When s[i:] starts no oid, the fault names prod and says what was
// expected as what.
func scanOID(s string, i int, prod ast.Production, what string) (int, *fault) {
	switch {
	case i < len(s) && isAlpha(s[i]):
		i++
		for i < len(s) && isKeychar(s[i]) {
			i++
		}
		return i, nil
	case i < len(s) && isDigit(s[i]):
		numbers := 0
		for {
			start := i
			for i < len(s) && isDigit(s[i]) {
				i++
			}
			if s[start] == '0' && i-start > 1 {
				return 0, &fault{at: start, prod: numberP, note: `a number of a numericoid has no leading zero`}
			}
			numbers++
			if i+1 < len(s) && s[i] == '.' && isDigit(s[i+1]) {
				i++
				continue
			}
			break
		}
		if numbers < 2 {
			return 0, &fault{at: i, prod: oidP, expected: `"." and a number`, note: `a numericoid is two or more numbers joined by "."`}
		}
		return i, nil
	}
	return 0, &fault{at: i, prod: prod, expected: what}
}

// scanAttributeDescription reads attributedescription = attributetype
// options (RFC 4512 section 2.5), options = *( SEMI option ), option =
// 1*keychar, at s[i:], and returns where it ends.
func scanAttributeDescription(s string, i int, prod ast.Production, what string) (int, *fault) {
	i, f := scanOID(s, i, prod, what)
	if f != nil {
		return 0, f
	}
	for i < len(s) && s[i] == ';' {
		i++
		start := i
		for i < len(s) && isKeychar(s[i]) {
			i++
		}
		if i == start {
			return 0, &fault{at: i, prod: attributeDescP, expected: `an option (letters, digits and "-") after ";"`}
		}
	}
	return i, nil
}

func isAlpha(c byte) bool   { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool   { return '0' <= c && c <= '9' }
func isKeychar(c byte) bool { return isAlpha(c) || isDigit(c) || c == '-' }
func isHex(c byte) bool     { return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }
