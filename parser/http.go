package parser

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// httpScheme is the http scheme of section 3.3.
var httpScheme = Scheme{Name: "http", Part: &ast.HTTPPart{}, Validate: validateHTTP}

// validateHTTP checks an http URL. A parsed URL can break none of the
// rules it checks, all errors; a tree a program built or changed can: a
// part that is not an *ast.HTTPPart, no hostport or no host, a search
// without a path (httpurl writes "?" search only after "/" hpath), an
// hsegment or search holding a character that its production does not
// allow ("/" and "?" among them, which would split or end it when
// printed).
//
// It has no warnings of its own; the generic ones (port range, host
// name lengths) cover the hostport. Section 6's caution about encoded
// CR and LF does not apply: an HTTP client sends the path and search
// still encoded, so no escape of them becomes a protocol delimiter.
func validateHTTP(u *ast.URL) ErrorList {
	p, ok := u.Part.(*ast.HTTPPart)
	if !ok || p == nil {
		return httpInScheme(ErrorList{httpForeignPart(u, "http", "*ast.HTTPPart", ast.HTTPURLP)}, ast.HTTPURLP)
	}
	list := httpHostPort(p, p.HostPort, ast.HTTPURLP)
	if p.Path != nil {
		for _, s := range p.Path.Segments {
			if s != nil {
				list = append(list, httpTextErrors(s, ast.HSegmentP, httpSearchAlso)...)
			}
		}
	}
	if p.Search != nil {
		if p.Path == nil {
			list = append(list, &Error{
				Offset:     p.Search.Pos(),
				Found:      p.Search.String(),
				Message:    `a search follows a path: httpurl writes "?" search only after "/" hpath; Path is nil`,
				Production: ast.HTTPURLP,
			})
		}
		list = append(list, httpTextErrors(p.Search, ast.SearchP, httpSearchAlso)...)
	}
	return httpInScheme(list, ast.HTTPURLP)
}

// httpSearchAlso are the reserved characters that hsegment and search allow
// besides uchar: *[ uchar | ";" | ":" | "@" | "&" | "=" ].
const httpSearchAlso = ";:@&="

// httpInScheme names the scheme's production p in each finding of list,
// as the parser does in its syntax errors.
func httpInScheme(list ErrorList, p ast.Production) ErrorList {
	for _, e := range list {
		e.Scheme = p
	}
	return list
}

// httpForeignPart is the error for a URL of scheme whose part is not the
// scheme's production p, which only a tree a program built can have. Its
// offset is that of the part, just after the scheme and ":", when the
// scheme has a span.
func httpForeignPart(u *ast.URL, scheme, want string, p ast.Production) *Error {
	e := &Error{
		Message:    fmt.Sprintf("a %s URL's scheme part must be a %s, not %T", scheme, want, u.Part),
		Production: p,
	}
	if u.Scheme != nil && u.Scheme.End() > 0 {
		e.Offset = u.Scheme.End() + 1
	}
	return e
}

// httpHostPort reports a missing hostport or host: the rules of http and
// gopher always have one. parent holds it; p is its production.
func httpHostPort(parent ast.Node, hp *ast.HostPort, p ast.Production) ErrorList {
	switch {
	case hp == nil:
		return ErrorList{{Offset: parent.Pos(), Message: "there is no hostport; HostPort is nil", Production: p}}
	case hp.Host == nil || hp.Host.Name == nil && hp.Host.Number == nil:
		return ErrorList{{Offset: hp.Pos(), Found: hp.String(), Message: "the hostport has no host", Production: grammar.HostP}}
	}
	return nil
}

// httpTextErrors reports the first byte of n's text that n's production
// p, *[ uchar | also ], does not allow: a reserved character not in
// also, an unsafe one, or a "%" that starts no escape. Parsed text never
// holds one; text a program wrote may.
func httpTextErrors(n ast.Node, p ast.Production, also string) ErrorList {
	s := n.String()
	for i := 0; i < len(s); i++ {
		if grammar.EscapeAt(s, i) {
			i += 2
			continue
		}
		if httpIsUcharOr(s[i], also) {
			continue
		}
		e := &Error{Offset: n.Pos() + i, Found: foundAt(s, i), Production: p}
		if s[i] == '%' {
			e.Found = "%"
			e.Message = `"%" starts no escape; write a literal "%" as %25`
		} else {
			e.Message = fmt.Sprintf("%s may not hold %s unescaped; write it %s", p.Name, quote(e.Found), escapeAll(e.Found))
		}
		return ErrorList{e}
	}
	return nil
}

// httpIsUcharOr reports whether byte c, outside an escape, is a uchar or one
// of the characters of also. A "%" is neither: it only starts an escape.
func httpIsUcharOr(c byte, also string) bool {
	switch grammar.Class(c) {
	case grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra:
		return true
	}
	for i := 0; i < len(also); i++ {
		if also[i] == c && c != '%' {
			return true
		}
	}
	return false
}
