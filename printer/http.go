package printer

import "github.com/urlsyntax/rfc1738/ast"

// httpPart prints httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
// after the scheme's ":". A search is printed only after a path, as the
// grammar has it (ast.HTTPPart.String does the same). In canonical form
// the host is lower-cased, port 80 is dropped and escapes change as
// everywhere; the "/" after the hostport is kept or left out as written,
// like every other "/" (see the package documentation: an empty path
// stays distinct from none).
func (p *printer) httpPart(h *ast.HTTPPart) {
	if h == nil {
		return
	}
	p.literal("//")
	p.hostPort(h.HostPort)
	if h.Path == nil {
		return
	}
	p.literal("/")
	p.hPath(h.Path)
	if h.Search != nil {
		p.literal("?")
		p.search(h.Search)
	}
}

// hPath prints hpath = hsegment *[ "/" hsegment ]. A nil segment is
// empty. An escaped "/" or "?" stays escaped in canonical form: decoded,
// it would split the segment or start a search.
func (p *printer) hPath(h *ast.HPath) {
	if h == nil {
		return
	}
	for i, s := range h.Segments {
		if i > 0 {
			p.literal("/")
		}
		p.hSegment(s)
	}
}

// hSegment prints one segment of an http path, its escapes in canonical
// form.
func (p *printer) hSegment(s *ast.HSegment) {
	if s != nil {
		p.escaped(string(s.Text))
	}
}

// search prints search = *[ uchar | ";" | ":" | "@" | "&" | "=" ], the
// production http, gopher and wais share, its escapes in canonical form.
// An escaped "/" or "?" stays escaped: the search does not allow them.
func (p *printer) search(s *ast.Search) {
	if s != nil {
		p.escaped(string(s.Text))
	}
}
