package parser

import "github.com/urlsyntax/rfc1738/ast"

// validateFile checks a file URL, given its part as its type
// (builtinValidator). A parsed tree always matches fileurl, so every
// finding is an error in a tree a program built: no path (fileurl
// requires "/" fpath), or a segment holding what fsegment does not
// allow. Section 3.10 calls nothing about a file URL suspect, and the
// scheme names no protocol whose limits could be exceeded, so there are
// no warnings; the generic checks still look at the host.
func validateFile(u *ast.URL, part *ast.FilePart) ErrorList {
	if part.Path == nil {
		return inScheme(ErrorList{required(CodeFileNoPath, part, ast.FileURLP)}, ast.FileURLP)
	}
	return inScheme(checkFPath(part.Path), ast.FileURLP)
}

// CodeFileNoPath: a file URL without its path.
const CodeFileNoPath Code = "file-no-path"

// fileTexts are the texts of this file's codes, in English and French.
var fileTexts = []codeMessage{
	{code: CodeFileNoPath, Message: Message{
		`a file URL needs "/" and a path after the host, even an empty one ("file:///")`,
		"une URL file demande « / » et un chemin après l'hôte, même un chemin vide (« file:/// »)",
	}},
}
