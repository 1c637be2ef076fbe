package printer

import "github.com/urlsyntax/rfc1738/ast"

// hostPort prints, in canonical form, hostport = host [ ":" port ],
// leaving out a default port.
func (p *printer) hostPort(h *ast.HostPort) {
	p.node(h.Host)
	if h.Port != nil && !p.isDefault(h.Port) {
		p.literal(":")
		p.node(h.Port)
	}
}
