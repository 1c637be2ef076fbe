package printer

import "github.com/urlsyntax/rfc1738/ast"

// prosperoPart prints prosperourl = "prospero://" hostport "/" ppath
// *[ fieldspec ]. Only escapes change in canonical form, besides the
// host and port as in every scheme (port 1525 is dropped): the hsoname
// is opaque to all but its server (section 3.11), and RFC 1738 does not
// say that field names ignore case, nor that the order of the fields is
// free, so both stay as written.
func (p *printer) prosperoPart(s *ast.ProsperoPart) {
	if s == nil {
		return
	}
	p.literal("//")
	p.hostPort(s.HostPort)
	p.literal("/")
	p.pPath(s.Path)
	for _, f := range s.Fields {
		p.fieldSpec(f)
	}
}

// pPath prints ppath = psegment *[ "/" psegment ]. A nil segment is an
// empty one: its slashes stay, as in ast.PPath.String.
func (p *printer) pPath(path *ast.PPath) {
	if path == nil {
		return
	}
	for i, s := range path.Segments {
		if i > 0 {
			p.literal("/")
		}
		p.pSegment(s)
	}
}

// pSegment prints one segment of a ppath, its escapes in canonical form.
func (p *printer) pSegment(s *ast.PSegment) {
	if s != nil {
		p.escaped(string(s.Text))
	}
}

// fieldSpec prints fieldspec = ";" fieldname "=" fieldvalue. A nil field
// is absent; a nil name or value is empty, as in ast.FieldSpec.String.
func (p *printer) fieldSpec(f *ast.FieldSpec) {
	if f == nil {
		return
	}
	p.literal(";")
	p.fieldName(f.Name)
	p.literal("=")
	p.fieldValue(f.Value)
}

// fieldName prints a prospero field name, its escapes in canonical form.
func (p *printer) fieldName(n *ast.FieldName) {
	if n != nil {
		p.escaped(string(n.Text))
	}
}

// fieldValue prints a prospero field value, its escapes in canonical
// form.
func (p *printer) fieldValue(v *ast.FieldValue) {
	if v != nil {
		p.escaped(string(v.Text))
	}
}
