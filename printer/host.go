package printer

import "github.com/urlsyntax/rfc1738/ast"

// hostPort prints hostport = host [ ":" port ], leaving out a default
// port in canonical form.
func (p *printer) hostPort(h *ast.HostPort) {
	if h == nil {
		return
	}
	p.host(h.Host)
	if h.Port != nil && !p.isDefault(h.Port) {
		p.literal(":")
		p.port(h.Port)
	}
}

// host prints host = hostname | hostnumber. Should a tree hold both, the
// hostnumber is printed, as ast.Host.String does.
func (p *printer) host(h *ast.Host) {
	switch {
	case h == nil:
	case h.Number != nil:
		p.hostnumber(h.Number)
	default:
		p.hostname(h.Name)
	}
}

// hostname prints hostname = *[ domainlabel "." ] toplabel, lower-cased
// in canonical form. A nil label is absent, and so is its ".".
func (p *printer) hostname(h *ast.Hostname) {
	if h == nil {
		return
	}
	for _, l := range h.Labels {
		if l != nil {
			p.domainLabel(l)
			p.literal(".")
		}
	}
	p.topLabel(h.Top)
}

// domainLabel prints a domain label, lower-cased in canonical form.
func (p *printer) domainLabel(l *ast.DomainLabel) {
	if l != nil {
		p.folded(string(l.Text))
	}
}

// topLabel prints the top label, lower-cased in canonical form.
func (p *printer) topLabel(l *ast.TopLabel) {
	if l != nil {
		p.folded(string(l.Text))
	}
}

// hostnumber prints digits "." digits "." digits "." digits as written.
// A nil part is absent, and so is the "." before it.
func (p *printer) hostnumber(h *ast.Hostnumber) {
	if h == nil {
		return
	}
	sep := ""
	for _, d := range h.Parts {
		if d != nil {
			p.literal(sep)
			p.digits(d)
			sep = "."
		}
	}
}

// digits prints one part of a hostnumber as written.
func (p *printer) digits(d *ast.Digits) {
	if d != nil {
		p.literal(string(d.Text))
	}
}
