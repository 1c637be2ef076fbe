package parser

import (
	"reflect"
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
	// CodeTreeReads: the tree prints as a URL of its scheme, but that URL
	// is read as another tree: a node the tree holds is not where the
	// text puts it (a part's user printed without the "@" after it, read
	// as part of the host). Offset and Production are those of the node
	// read there; Found is its text. Arguments: text, what the tree
	// prints as; read, the production read there; held, the production
	// of the tree's node; heldText, that node's text.
	CodeTreeReads Code = "tree-reads"
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
	{code: CodeTreeReads, Message: Message{
		"the tree prints as {text:q}, which reads as another tree: there, the {read} {found:q} stands where the tree has the {held} {heldText:q}",
		"l'arbre s'écrit {text:q}, qui se lit comme un autre arbre : on y lit {read} {found:q} là où l'arbre a {held} {heldText:q}",
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
			list = append(list, about(CodePasswordWithoutUser, n.Password, grammar.LoginP))
		}
	case *ast.Host:
		if n != nil && n.Name != nil && n.Number != nil {
			list = append(list, finding(CodeHostBoth, n, grammar.HostP, "name", n.Name.String(), "number", n.Number.String()))
		}
	}
	return list
}

// rfc1738Part reports whether u's part is RFC 1738's own, of scheme s
// (nil for the generic syntax): the leaves of its nodes are checked
// against their productions (textChecks), and the delimiters between
// them are in its tags, not in fields a program can change, so a tree of
// such a part whose leaves lie at their spans in the text it prints
// (ast.Spanned) is that text's parse. A registered scheme's part may
// hold a delimiter in a field, or leaves no text check knows: its trees
// are parsed again to be compared.
func rfc1738Part(u *ast.URL, s *scheme) bool {
	if s == nil {
		return true
	}
	return s.builtin != "" && reflect.TypeOf(s.Part) == reflect.TypeOf(u.Part)
}

// treeTextCheck appends to list, when list has no error, the syntax
// error of what u prints as, when that is no URL of u's scheme s (nil
// for the generic syntax), which the automaton finds; or, when it is
// one, where p reads it as another tree.
func (p *Parser) treeTextCheck(list ErrorList, u *ast.URL, s *scheme) ErrorList {
	if list.Err() != nil {
		return list // the text would fail for the reasons already given
	}
	text := u.String()
	if e := syntaxError(text, s); e != nil {
		e.Code, e.Notes = CodeTreeText, nil
		e.Args = map[string]string{"text": text, "offset": strconv.Itoa(e.Offset)}
		return append(list, e)
	}
	if rfc1738Part(u, s) && u.Pos() == 0 && u.End() == len(text) && ast.Spanned(u, text) {
		return list // as parsed from text: a tree that is text's parse
	}
	back, err := p.Parse(text)
	if err != nil {
		return list // a validator's error, which list has
	}
	if held, read := ast.FirstDifference(u, back); read != nil {
		list = append(list, about(CodeTreeReads, read, grammar.Of(read), "text", text,
			"read", grammar.Of(read).Name, "held", grammar.Of(held).Name, "heldText", held.String()))
	}
	return list
}
