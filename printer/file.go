package printer

import "github.com/urlsyntax/rfc1738/ast"

// filePart prints, in canonical form, the scheme part of fileurl =
// "file://" [ host | "localhost" ] "/" fpath: "localhost", in any case,
// becomes the empty host. Section 3.10 says both are "interpreted as
// `the machine from which the URL is being interpreted'", so
// "file://localhost/etc/motd" and "file:///etc/motd" name the same
// file.
func (p *printer) filePart(f *ast.FilePart) {
	p.literal("//")
	if !f.IsLocal() {
		p.node(f.Host)
	}
	p.literal("/")
	p.node(f.Path)
}
