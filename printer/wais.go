package printer

import "github.com/urlsyntax/rfc1738/ast"

// waisPart prints waisurl in the form the part has (ast.WAISPart.Form):
// "//" hostport "/" database, then "?" search or "/" wtype "/" wpath.
// Only escapes change in canonical form, besides the host and port as
// in every scheme (port 210 is dropped). An escaped "/" or "?" in the
// database, wtype or wpath stays escaped: unescaped, it would end the
// part it is in.
func (p *printer) waisPart(w *ast.WAISPart) {
	if w == nil {
		return
	}
	p.literal("//")
	p.hostPort(w.HostPort)
	p.literal("/")
	p.database(w.Database)
	switch w.Form() {
	case ast.WAISIndex:
		p.literal("?")
		p.escaped(string(w.Search.Text))
	case ast.WAISDoc:
		p.literal("/")
		p.wType(w.WType)
		p.literal("/")
		p.wPath(w.WPath)
	}
}

// database prints a wais database name, its escapes in canonical form.
func (p *printer) database(d *ast.Database) {
	if d != nil {
		p.escaped(string(d.Text))
	}
}

// wType prints a wais wtype, its escapes in canonical form.
func (p *printer) wType(w *ast.WType) {
	if w != nil {
		p.escaped(string(w.Text))
	}
}

// wPath prints a wais document-id, its escapes in canonical form.
func (p *printer) wPath(w *ast.WPath) {
	if w != nil {
		p.escaped(string(w.Text))
	}
}
