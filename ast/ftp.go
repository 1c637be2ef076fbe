package ast

// FTPPart is the scheme part of an ftp URL (section 3.2):
//
//	ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
//
// Path is nil when no "/" follows the login (section 3.2.2: "The whole
// url-path may be omitted, including the "/""), and an FPath of one
// empty segment when the URL ends with that "/". Typecode is nil when
// ";type=" is not written; the BNF lets it follow an fpath only, so a
// Typecode without a Path cannot be written, and String and the printer
// leave it out.
//
// The typecode is split off by the grammar, not by a search for ";":
// fsegment has no ";" (section 3.2.2: within a name or CWD component
// "/" and ";" "must be encoded"), so the first ";" after the login can
// only start ";type=", and anything else there is a syntax error.
//
//rfc:1738 3.2 FTPURLP
//rfc:scheme ftp 21
type FTPPart struct {
	Span
	Login    *Login   `parser:"'/' '/' @@"`
	Path     *FPath   `parser:"( '/' @@"`
	Typecode *FTPType `parser:"( ';' 't' 'y' 'p' 'e' '=' @@ )? )?"`
}

// LoginPart returns the login, so that URL.Login finds it.
func (p *FTPPart) LoginPart() *Login {
	if p == nil {
		return nil
	}
	return p.Login
}

// Segments returns the fsegments of the path, each decoded, with the
// typecode split off; nil when the URL has no path. Decoding comes after
// splitting, so "%2F" is a "/" inside a segment: section 3.2.2's
// "ftp://myname@host.dom/%2Fetc/motd" has the segments "/etc" and
// "motd".
func (p *FTPPart) Segments() []string {
	if p == nil || p.Path == nil {
		return nil
	}
	return p.Path.Segments()
}

// Dirs returns the <cwd> elements of section 3.2.2, decoded: every
// segment but the last, each the argument of one CWD command. An empty
// one is a CWD with a null argument ("ftp://myname@host.dom//etc/motd").
// It is nil when the path has one segment or none.
func (p *FTPPart) Dirs() []string {
	segs := p.Segments()
	if len(segs) < 2 {
		return nil
	}
	return segs[:len(segs)-1]
}

// Name returns the <name> of section 3.2.2, decoded: the last segment,
// the file to retrieve or, with typecode "d", the argument of NLST. It
// is "" when the URL has no path or the path ends with "/".
func (p *FTPPart) Name() string {
	segs := p.Segments()
	if len(segs) == 0 {
		return ""
	}
	return segs[len(segs)-1]
}

// Type returns the typecode in lower case ('a', 'i' or 'd', the letters
// section 3.2.2 names), and 0 when the URL gives none, in which case
// "the client program interpreting the URL must guess the appropriate
// mode to use" (section 3.2.3). A typecode without a path is not
// written, so it is 0 as well.
func (p *FTPPart) Type() byte {
	if p == nil || p.Path == nil || p.Typecode == nil {
		return 0
	}
	return p.Typecode.Letter()
}

// FPath is the path of ftp and file URLs:
//
//	fpath = fsegment *[ "/" fsegment ]
//
// It has at least one segment, which may be empty: the path of
// "ftp://host/" is one empty segment, and that of "ftp://host//etc" is
// "", "etc". The "/" between segments belongs to the FPath. A tree a
// program built may hold nil segments; they are written as empty ones,
// so that the text has as many segments as the tree. FPath serves the file scheme too (section 5), but
// section 3.2.2 is where its meaning is given.
//
//rfc:1738 3.2 FPathP
type FPath struct {
	Span
	FSegments []*FSegment `parser:"@@ ( '/' @@ )*"`
}

// Segments returns the segments, each decoded, in order. The path is
// split at the "/" written between segments before decoding, so an
// escaped "/" ("%2F") stays inside its segment.
func (f *FPath) Segments() []string {
	if f == nil {
		return nil
	}
	out := make([]string, 0, len(f.FSegments))
	for _, s := range f.FSegments {
		if s != nil {
			out = append(out, s.Decoded())
		}
	}
	return out
}

// Decoded returns the path with its escapes decoded. Decoding can turn
// an escaped "/" into a separator, so use it for display; Segments keeps
// the segments apart.
func (f *FPath) Decoded() string { return Decode(f.String()) }

// FSegment is one segment of an fpath:
//
//	fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//
// "/" and ";" are not allowed in it unescaped (section 3.2.2: "Within a
// name or CWD component, the characters "/" and ";" are reserved and
// must be encoded").
//
//rfc:1738 3.2 FSegmentP
type FSegment struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | '?' | ':' | '@' | '&' | '=')* )"`
}

// Decoded returns the segment with its escapes decoded: the argument of
// a CWD, RETR or NLST command (section 3.2.2: "The components are decoded
// prior to their use in the FTP protocol").
func (s *FSegment) Decoded() string {
	if s == nil {
		return ""
	}
	return s.Text.Decoded()
}

// FTPType is the typecode of an ftp URL:
//
//	ftptype = "A" | "I" | "D" | "a" | "i" | "d"
//
// Text keeps the letter as written. The BNF lists both cases as
// alternatives of one production and section 3.2.2 gives meanings to the
// lower-case letters only, so an upper-case letter means what its lower
// case does; Letter gives that lower case.
//
//rfc:1738 3.2 FTPTypeP
type FTPType struct {
	Span
	Text Text `parser:"@( 'A' | 'I' | 'D' | 'a' | 'i' | 'd' )"`
}

// Letter returns the typecode in lower case: 'a' (ASCII, section 3.2.2:
// "perform a TYPE command with <typecode> as the argument"), 'i' (image,
// binary) or 'd' (directory: "perform a NLST (name list) command").
// It is 0 unless Text is one letter of ftptype, as it is after a parse.
func (t *FTPType) Letter() byte {
	if t == nil || len(t.Text) != 1 {
		return 0
	}
	switch c := t.Text[0]; c {
	case 'a', 'i', 'd':
		return c
	case 'A', 'I', 'D':
		return c + 'a' - 'A'
	}
	return 0
}
