package printer

import "github.com/urlsyntax/rfc1738/ast"

// ftpPart prints the scheme part of ftpurl = "ftp://" login [ "/" fpath
// [ ";type=" ftptype ]]. The typecode is printed only after a path, the
// one place the syntax can write it; in canonical form the default port,
// 21, is dropped by hostPort.
func (p *printer) ftpPart(f *ast.FTPPart) {
	if f == nil {
		return
	}
	p.literal("//")
	p.login(f.Login)
	if f.Path != nil {
		p.literal("/")
		p.fpath(f.Path)
		if f.Typecode != nil {
			p.literal(";type=")
			p.ftpType(f.Typecode)
		}
	}
}

// fpath prints fpath = fsegment *[ "/" fsegment ]. A nil segment is
// absent, and so is its "/".
func (p *printer) fpath(f *ast.FPath) {
	if f == nil {
		return
	}
	sep := false
	for _, s := range f.FSegments {
		if s == nil {
			continue
		}
		if sep {
			p.literal("/")
		}
		p.fsegment(s)
		sep = true
	}
}

// fsegment prints a path segment, its escapes in canonical form. An
// escaped "/" or ";" stays escaped: section 3.2.2 reserves both within a
// segment, and "%2F" there is data ("CWD /etc"), not a separator.
func (p *printer) fsegment(s *ast.FSegment) {
	if s != nil {
		p.escaped(string(s.Text))
	}
}

// ftpType prints the typecode, lower-cased in canonical form. The BNF
// gives "A" | "I" | "D" | "a" | "i" | "d" as alternatives of one
// production and section 3.2.2 gives meanings to "a", "i" and "d" only,
// so an upper-case typecode means what its lower case does.
func (p *printer) ftpType(t *ast.FTPType) {
	if t != nil {
		p.folded(string(t.Text))
	}
}
