package ast

// FilePart is the scheme part of a file URL (section 3.10):
//
//	fileurl = "file://" [ host | "localhost" ] "/" fpath
//
// Host is nil when the host is empty ("file:///etc/motd"). The string
// "localhost" is read as a host: it matches the host alternative, which
// the BNF lists first, so the "localhost" alternative adds no string to
// the language, and a parser cannot tell the two readings apart. What
// sets "localhost" apart is its meaning, not its syntax: section 3.10
// says that "localhost" and the empty string are "interpreted as `the
// machine from which the URL is being interpreted'"; IsLocal says
// whether a file URL names that machine.
//
// The path reuses the ftp scheme's FPath and FSegment; unlike ftp, it is
// required, and has no typecode. The "//" and the "/" before the path
// belong to the FilePart. A file URL has no port and no login.
//
// The tag reads the optional host as a choice between host "/" and "/"
// alone, rather than as an optional host followed by "/": both
// alternatives consume a token, and an error inside a host that has
// started ("file://h./x") is reported where it is, at the "/" after the
// ".", instead of being dropped by the option and reported as a missing
// "/" at the host's first letter.
//
//rfc:1738 3.10 FileURLP
//rfc:scheme file
type FilePart struct {
	Span
	Host *Host  `parser:"'/' '/' ( @@ '/' | '/' )"`
	Path *FPath `parser:"@@"`
}

// HostName returns the host as written: "" when it is empty,
// "localhost" (in the case written) or a host name or number.
func (p *FilePart) HostName() string {
	if p == nil || p.Host == nil {
		return ""
	}
	return p.Host.String()
}

// IsLocal reports whether the URL names the machine interpreting it:
// its host is empty or "localhost" (section 3.10). Host names compare
// without regard to case (RFC 1034 section 3.1), so "LOCALHOST" is
// local too. A host number, 127.0.0.1 included, is not: the RFC makes
// only those two strings special.
func (p *FilePart) IsLocal() bool {
	h := p.HostName()
	return h == "" || isLocalhost(h)
}

// isLocalhost reports whether h is "localhost" in any case.
func isLocalhost(h string) bool {
	const l = "localhost"
	if len(h) != len(l) {
		return false
	}
	for i := 0; i < len(h); i++ {
		if c := h[i]; c != l[i] && c+'a'-'A' != l[i] {
			return false
		}
	}
	return true
}

// Segments returns the segments of the path, each decoded: the
// <directory> elements and the <name> of section 3.10. It is nil only
// for a tree without a path, which a parse never returns.
func (p *FilePart) Segments() []string {
	if p == nil || p.Path == nil {
		return nil
	}
	return p.Path.Segments()
}

// HostPart returns the host, nil when it is empty, for URL.Host.
func (p *FilePart) HostPart() *Host {
	if p == nil {
		return nil
	}
	return p.Host
}
