package parser

import (
	"github.com/urlsyntax/rfc1738/ast"
)

// validateHTTP checks an http URL, given its part as its type
// (builtinValidator). A parsed URL can break none of the rules it
// checks, all errors; a tree a program built or changed can: no
// hostport or no host, a search without a path (httpurl writes "?"
// search only after "/" hpath), an hsegment or search holding a
// character that its production does not allow ("/" and "?" among them,
// which would split or end it when printed).
//
// It has no warnings of its own; the generic ones (port range, host
// name lengths) cover the hostport. Section 6's caution about encoded
// CR and LF does not apply: an HTTP client sends the path and search
// still encoded, so no escape of them becomes a protocol delimiter.
func validateHTTP(u *ast.URL, p *ast.HTTPPart) ErrorList {
	list := hostPortMissing(p, p.HostPort, ast.HTTPURLP)
	if p.Path != nil {
		for _, s := range p.Path.Segments {
			if s != nil {
				list = append(list, textErrors(s)...)
			}
		}
	}
	if p.Search != nil {
		if p.Path == nil {
			list = append(list, about(CodeHTTPSearchWithoutPath, p.Search, ast.HTTPURLP))
		}
		list = append(list, textErrors(p.Search)...)
	}
	return inScheme(list, ast.HTTPURLP)
}

// CodeHTTPSearchWithoutPath: an http search without the path it follows.
const CodeHTTPSearchWithoutPath Code = "http-search-without-path"

// httpTexts are the texts of this file's codes, in English and French.
var httpTexts = []codeMessage{
	{code: CodeHTTPSearchWithoutPath, Message: Message{
		`a search follows a path: httpurl writes "?" search only after "/" hpath; Path is nil`,
		"httpurl n'admet une recherche qu'après un chemin (httpurl = \"http://\" hostport [ \"/\" hpath [ \"?\" search ]]) ; Path est nil",
	}},
}
