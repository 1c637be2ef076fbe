package parser

import (
	"strconv"

	"github.com/urlsyntax/rfc1738/ast"
)

// validateProspero checks a prospero URL, given its part as its type
// (builtinValidator). A parsed URL can break none of the rules it
// checks as errors; a tree a program built or changed can: no hostport
// or host, no ppath, a segment, field name or field value with
// characters its production does not allow (";" above all, which
// section 3.11 reserves, and "/" in a segment or "=" in a field, which
// would move the boundaries).
//
// It warns about what the grammar allows but cannot mean what section
// 3.11 says a prospero URL means:
//
//   - an empty ppath: the ppath is the hsoname, "the host-specific object
//     name", and an empty one names no object;
//   - an empty field name (";=value"): "The name of the field and its
//     value are separated by a "="", and a field without a name is none
//     the server can look up;
//   - a field name given twice (compared decoded, case and all): the
//     fields "serve to identify the target of the URL", and the RFC does
//     not say which of two values counts. Whether Prospero's field names
//     ignore case RFC 1738 does not say either, so names that differ only
//     in case are not reported.
func validateProspero(u *ast.URL, p *ast.ProsperoPart) ErrorList {
	list := hostPortMissing(p, p.HostPort, ast.ProsperoURLP)
	if p.Path == nil {
		list = append(list, required(CodeProsperoNoPath, p, ast.ProsperoURLP))
	} else {
		list = append(list, prosperoPath(p.Path)...)
	}
	return append(list, prosperoFields(p.Fields)...)
}

// prosperoPath checks the segments of the ppath, and warns when the
// hsoname they spell is empty.
func prosperoPath(path *ast.PPath) ErrorList {
	var list ErrorList
	for _, s := range path.Segments {
		if s != nil {
			list = append(list, textErrors(s)...)
		}
	}
	if ppathEmpty(path) {
		list = append(list, warning(CodeProsperoEmptyPath, path, ast.PPathP))
	}
	return list
}

// ppathEmpty reports whether path.String() is "": the path has no
// segment, or one that is absent or empty. Each further segment adds a
// "/".
func ppathEmpty(path *ast.PPath) bool {
	switch len(path.Segments) {
	case 0:
		return true
	case 1:
		s := path.Segments[0]
		return s == nil || s.Text == ""
	}
	return false
}

// prosperoScanFields is the number of fields up to which prosperoFields
// looks for an earlier field of the same name by comparing the names in
// place, which costs no allocation; beyond it, it keeps the names,
// decoded, in a map, so that many fields still cost linear time.
const prosperoScanFields = 8

// prosperoFields checks each field's name and value, and warns about
// empty and repeated names. Names are compared decoded.
func prosperoFields(fields []*ast.FieldSpec) ErrorList {
	var list ErrorList
	var seen map[string]*ast.FieldSpec
	if len(fields) > prosperoScanFields {
		seen = map[string]*ast.FieldSpec{}
	}
	noName, again := &repeats{code: CodeProsperoFieldNoName}, &repeats{code: CodeProsperoFieldAgain}
	for i, f := range fields {
		if f == nil {
			continue
		}
		if f.Name != nil {
			list = append(list, textErrors(f.Name)...)
		}
		if f.Value != nil {
			list = append(list, textErrors(f.Value)...)
		}
		// A name decodes to "" only when it is empty as written.
		if f.Name == nil || f.Name.Text == "" {
			if noName.take(f, f.Pos(), ast.FieldSpecP) {
				list = append(list, warning(CodeProsperoFieldNoName, f, ast.FieldSpecP))
			}
			continue
		}
		var first *ast.FieldSpec
		if seen == nil {
			first = firstFieldNamed(fields[:i], string(f.Name.Text))
		} else {
			first = seen[f.Name.Decoded()]
		}
		switch {
		case first != nil && again.take(f, f.Pos(), ast.FieldSpecP):
			list = append(list, warning(CodeProsperoFieldAgain, f, ast.FieldSpecP, "name", f.Name.Decoded(), "first", strconv.Itoa(first.Pos())))
		case first != nil:
		case seen != nil:
			seen[f.Name.Decoded()] = f
		}
	}
	return again.more(noName.more(list))
}

// firstFieldNamed returns the first of fields whose name decodes to what
// name does, or nil.
func firstFieldNamed(fields []*ast.FieldSpec, name string) *ast.FieldSpec {
	for _, f := range fields {
		if f != nil && f.Name != nil && f.Name.Text != "" && decodedEqual(string(f.Name.Text), name) {
			return f
		}
	}
	return nil
}

// Codes of the prospero validator.
const (
	// CodeProsperoNoPath: a prospero URL without its ppath.
	CodeProsperoNoPath Code = "prospero-no-path"
	// CodeProsperoEmptyPath: a warning, an empty ppath.
	CodeProsperoEmptyPath Code = "prospero-empty-path"
	// CodeProsperoFieldNoName: a warning, a field without a name.
	CodeProsperoFieldNoName Code = "prospero-field-no-name"
	// CodeProsperoFieldAgain: a warning, a field name given twice.
	// Arguments: name, decoded; first, the offset of the first.
	CodeProsperoFieldAgain Code = "prospero-field-again"
)

// prosperoTexts are the texts of this file's codes, in English and French.
var prosperoTexts = []codeMessage{
	{code: CodeProsperoNoPath, Message: Message{
		`a prospero URL has a ppath after hostport "/", even an empty one; Path is nil`,
		"une URL prospero a un chemin après hostport et « / », même vide ; Path est nil",
	}},
	{code: CodeProsperoEmptyPath, Message: Message{
		"the ppath is empty, so the URL gives no hsoname, the object name the Prospero server looks up (section 3.11)",
		"le chemin est vide : l'URL ne donne pas de hsoname, le nom d'objet que cherche le serveur Prospero (section 3.11)",
	}},
	{code: CodeProsperoFieldNoName, Message: Message{
		"the field has no name, so it can identify nothing (section 3.11)",
		"le champ n'a pas de nom : il ne peut rien identifier (section 3.11)",
	}},
	{code: CodeProsperoFieldAgain, Message: Message{
		"field {name:q} is given again (first at offset {first}); RFC 1738 does not say which value identifies the target",
		"le champ {name:q} figure une seconde fois (la première à la position {first}) ; la RFC 1738 ne dit pas quelle valeur identifie la cible",
	}},
}
