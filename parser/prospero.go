package parser

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/ast"
)

// prosperoScheme is the prospero scheme of section 3.11.
var prosperoScheme = Scheme{Name: "prospero", Part: &ast.ProsperoPart{}, Validate: validateProspero}

// validateProspero checks a prospero URL. A parsed URL can break none of
// the rules it checks as errors; a tree a program built or changed can:
// a part that is not an *ast.ProsperoPart, no hostport or host, no ppath,
// a segment, field name or field value with characters its production
// does not allow (";" above all, which section 3.11 reserves, and "/" in
// a segment or "=" in a field, which would move the boundaries).
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
func validateProspero(u *ast.URL) ErrorList {
	p, ok := u.Part.(*ast.ProsperoPart)
	if !ok || p == nil {
		return ErrorList{wrongPart(u, "prospero", "*ast.ProsperoPart", ast.ProsperoURLP)}
	}
	list := hostPortMissing(p, p.HostPort, ast.ProsperoURLP)
	if p.Path == nil {
		list = append(list, &Error{
			Offset:     p.End(),
			Message:    `a prospero URL has a ppath after hostport "/", even an empty one; Path is nil`,
			Production: ast.ProsperoURLP,
		})
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
			list = append(list, ucharTextErrors(s, ast.PSegmentP, "?:@&=")...)
		}
	}
	if path.String() == "" {
		list = append(list, warnAbout(path, ast.PPathP, "the ppath is empty, so the URL gives no hsoname, the object name the Prospero server looks up (section 3.11)"))
	}
	return list
}

// prosperoFields checks each field's name and value, and warns about
// empty and repeated names.
func prosperoFields(fields []*ast.FieldSpec) ErrorList {
	var list ErrorList
	seen := map[string]*ast.FieldSpec{}
	for _, f := range fields {
		if f == nil {
			continue
		}
		name := ""
		if f.Name != nil {
			list = append(list, ucharTextErrors(f.Name, ast.FieldNameP, "?:@&")...)
			name = f.Name.Decoded()
		}
		if f.Value != nil {
			list = append(list, ucharTextErrors(f.Value, ast.FieldValueP, "?:@&")...)
		}
		switch first := seen[name]; {
		case name == "":
			list = append(list, warnAbout(f, ast.FieldSpecP, "the field has no name, so it can identify nothing (section 3.11)"))
		case first != nil:
			list = append(list, warnAbout(f, ast.FieldSpecP, fmt.Sprintf(
				"field %q is given again (first at offset %d); RFC 1738 does not say which value identifies the target", name, first.Pos())))
		default:
			seen[name] = f
		}
	}
	return list
}
