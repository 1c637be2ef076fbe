package parser

import (
	"strconv"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Codes of the checks of a built tree as a whole, which a parsed tree
// always passes.
const (
	// CodeHostBoth: a host that holds both a hostname and a hostnumber,
	// of which it prints one. Arguments: name, number.
	CodeHostBoth Code = "host-both"
	// CodeTreeText: the tree prints as text that is no URL of its
	// scheme, though each of its nodes is right on its own (a hostnumber
	// of three parts, a hostname without its toplabel, a URL without a
	// scheme...). Offset, Found, Expected and End are the syntax error's
	// in that text. Argument: text, what the tree prints as.
	CodeTreeText Code = "tree-text"
)

// treeCheckTexts are the texts of this file's codes, in English and French.
var treeCheckTexts = []codeMessage{
	{code: CodeHostBoth, Message: Message{
		"a host is a hostname or a hostnumber, and this one holds both, {name:q} and {number:q}: it prints as one of them",
		"un hôte est un nom d'hôte ou une adresse IP, et celui-ci contient les deux, {name:q} et {number:q} : il ne s'écrira que sous l'une de ces deux formes",
	}},
	{code: CodeTreeText, Message: Message{
		"the tree prints as {text:q}, which is no URL: {found:q} cannot stand at offset {offset}",
		"l'arbre s'écrit {text:q}, qui n'est pas une URL : {found:q} ne peut se trouver à la position {offset}",
	}},
}

// treeNodeChecks appends to list what makes node n of a tree a program
// built print as something else than itself: a password without a user
// (a login prints the password only after a user), a host with both a
// name and a number.
func treeNodeChecks(list ErrorList, n ast.Node) ErrorList {
	switch n := n.(type) {
	case *ast.Login:
		if n != nil && n.User == nil && n.Password != nil {
			e := finding(CodePasswordWithoutUser, n.Password, grammar.LoginP)
			e.Found = n.Password.String()
			list = append(list, e)
		}
	case *ast.Host:
		if n != nil && n.Name != nil && n.Number != nil {
			list = append(list, finding(CodeHostBoth, n, grammar.HostP, "name", n.Name.String(), "number", n.Number.String()))
		}
	}
	return list
}

// treeTextCheck appends to list, when list has no error, the syntax
// error of what u prints as, when that is no URL of u's scheme s (nil
// for the generic syntax), which the automaton finds.
func treeTextCheck(list ErrorList, u *ast.URL, s *scheme) ErrorList {
	if list.Err() != nil {
		return list // the text would fail for the reasons already given
	}
	text := u.String()
	if e := syntaxError(text, s); e != nil {
		e.Code, e.Notes = CodeTreeText, nil
		e.Args = map[string]string{"text": text, "offset": strconv.Itoa(e.Offset)}
		list = append(list, e)
	}
	return list
}
