package tagsyntax

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// tokKind is the kind of a token of the tag language.
type tokKind int

const (
	tEOF    tokKind = iota // the end of the last field's tag
	tIdent                 // a token type's symbol: Alpha, EOF
	tString                // a quoted literal, 'x' or "x"; text is its value
	tPunct                 // one of the characters of punct; text is it
)

// punct are the characters the tag language gives a meaning to. Those
// the reader does not support ([ ] { } ~) are tokens too, so that it can
// name them when it refuses them.
const punct = "@|()?*+!=:[]{}~"

// token is a token of a struct's tags, with the field whose tag holds it.
type token struct {
	kind  tokKind
	text  string
	src   string // the token as written
	field int    // index into the fields
}

// lexTags returns the tokens of the fields' tags, in order, as one
// stream.
func lexTags(fields []Field) ([]token, *Error) {
	var out []token
	for i, f := range fields {
		toks, err := lexTag(f.Tag, i)
		if err != nil {
			return nil, err
		}
		out = append(out, toks...)
	}
	return append(out, token{kind: tEOF, src: "end of the tags", field: len(fields) - 1}), nil
}

func lexTag(tag string, field int) ([]token, *Error) {
	var out []token
	for i := 0; i < len(tag); {
		c := tag[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '\'' || c == '"':
			t, err := lexLiteral(tag[i:], field)
			if err != nil {
				return nil, err
			}
			out = append(out, t)
			i += len(t.src)
		case isIdentStart(tag[i:]):
			j := i
			for j < len(tag) {
				r, n := utf8.DecodeRuneInString(tag[j:])
				if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
					break
				}
				j += n
			}
			out = append(out, token{kind: tIdent, text: tag[i:j], src: tag[i:j], field: field})
			i = j
		case strings.IndexByte(punct, c) >= 0:
			out = append(out, token{kind: tPunct, text: tag[i : i+1], src: tag[i : i+1], field: field})
			i++
		case c == '`':
			return nil, &Error{field, "raw string literal " + tag[i:], "write literals in single quotes"}
		default:
			r, _ := utf8.DecodeRuneInString(tag[i:])
			return nil, &Error{field, fmt.Sprintf("character %q", r), "it is not part of the grammar syntax the generator supports"}
		}
	}
	return out, nil
}

// lexLiteral reads the quoted literal that s starts with.
func lexLiteral(s string, field int) (token, *Error) {
	c := s[0]
	j := 1
	for j < len(s) && s[j] != c {
		if s[j] == '\\' {
			j++
		}
		j++
	}
	if j >= len(s) {
		return token{}, &Error{field, fmt.Sprintf("literal %s", s), "it is not closed"}
	}
	src := s[:j+1]
	quoted := src
	if c == '\'' {
		// A single-quoted literal may hold several characters; its body
		// is read as a Go string's.
		quoted = `"` + src[1:len(src)-1] + `"`
	}
	v, err := strconv.Unquote(quoted)
	if err != nil {
		return token{}, &Error{field, fmt.Sprintf("literal %s", src), "it is not a valid Go string literal"}
	}
	if v == "" {
		return token{}, &Error{field, fmt.Sprintf("empty literal %s", src), "participle matches any token with it; write the token type instead"}
	}
	return token{kind: tString, text: v, src: src, field: field}, nil
}

func isIdentStart(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return r == '_' || unicode.IsLetter(r)
}
