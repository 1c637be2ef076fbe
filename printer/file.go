package printer

import "github.com/urlsyntax/rfc1738/ast"

// filePart prints the scheme part of fileurl = "file://" [ host |
// "localhost" ] "/" fpath. In canonical form the host is lower-cased,
// and "localhost", in any case, becomes the empty host: section 3.10
// says both are "interpreted as `the machine from which the URL is being
// interpreted'", so "file://localhost/etc/motd" and "file:///etc/motd"
// name the same file. A nil path is absent, and so is the "/" before it.
func (p *printer) filePart(f *ast.FilePart) {
	if f == nil {
		return
	}
	p.literal("//")
	if !(p.canonical && f.IsLocal()) {
		p.host(f.Host)
	}
	if f.Path != nil {
		p.literal("/")
		p.fpath(f.Path)
	}
}
