package ast

import "strings"

// Parts are the six components of a URL in RFC 1808's generic-RL syntax
// (section 2.1), as section 2.4 parses them:
//
//	<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>
//
// Each text is raw, as written, without its delimiter. A Has field says
// whether the component's delimiter was written ("//", ";", "?", "#"):
// section 2.4 treats an empty params, query or fragment as absent, but
// keeps an empty net_loc ("file:///x"), so HasNetLoc is what the
// resolution reads for it. Path keeps the "/" that precedes it, as
// section 2.4.6 suggests, so that a path is absolute when Path starts
// with "/".
type Parts struct {
	Scheme      string // "" when absent; never empty when present
	NetLoc      string
	HasNetLoc   bool
	Path        string
	Params      string
	HasParams   bool
	Query       string
	HasQuery    bool
	Fragment    string
	HasFragment bool
}

// SplitParts parses s into its components by the steps of RFC 1808
// section 2.4, in their order: the fragment from the first "#" (2.4.1),
// the scheme when a ":" follows one or more scheme characters from the
// first byte (2.4.2), the net_loc after a leading "//" up to the next
// "/" (2.4.3), the query from the first "?" (2.4.4), the params from the
// first ";" (2.4.5), and the path, what is left (2.4.6). It accepts any
// text; for a Reference the grammar accepts, the components are the
// texts of its nodes (Reference.Parts).
func SplitParts(s string) Parts {
	var p Parts
	if i := strings.IndexByte(s, '#'); i >= 0 {
		p.Fragment, p.HasFragment, s = s[i+1:], true, s[:i]
	}
	if n := schemeLength(s); n > 0 {
		p.Scheme, s = s[:n], s[n+1:]
	}
	if strings.HasPrefix(s, "//") {
		s = s[2:]
		end := strings.IndexByte(s, '/')
		if end < 0 {
			end = len(s)
		}
		p.NetLoc, p.HasNetLoc, s = s[:end], true, s[end:]
	}
	if i := strings.IndexByte(s, '?'); i >= 0 {
		p.Query, p.HasQuery, s = s[i+1:], true, s[:i]
	}
	if i := strings.IndexByte(s, ';'); i >= 0 {
		p.Params, p.HasParams, s = s[i+1:], true, s[:i]
	}
	p.Path = s
	return p
}

// schemeLength returns the length of the scheme s starts with by section
// 2.4.2 (a ":" after the first character and before any character that
// is not alphanumeric, "+", "." or "-"), and 0 when it has none.
func schemeLength(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ':':
			if i == 0 {
				return 0
			}
			return i
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '+', c == '-', c == '.':
		default:
			return 0
		}
	}
	return 0
}

// String recombines the components as step 7 of section 4 does: the
// scheme and ":", "//" and the net_loc when it has one, the path, and
// ";" params, "?" query and "#" fragment each when not empty, since
// section 2.4 makes an empty one the same as an absent one. After a
// net_loc, a path, params or query start with "/", as the BNF writes
// them (net_path = "//" net_loc [ abs_path ]), so a "/" is written
// between the net_loc and a path that does not start with one: without
// it, "http://a" and "?y" would read back as the net_loc "a?y".
func (p Parts) String() string {
	text, _ := p.Join("")
	return text
}

// Join returns p's text as String writes it, with dir written before
// p.Path, and the offset of that path (dir's first byte) in it: a
// resolution's step 7 writes the path that step 6 merged from the base's
// directory and the reference's path without joining the two first.
func (p Parts) Join(dir string) (text string, pathAt int) {
	var b strings.Builder
	b.Grow(len(p.Scheme) + len(p.NetLoc) + len(dir) + len(p.Path) + len(p.Params) + len(p.Query) + len(p.Fragment) + 7)
	pathAt = p.JoinInto(&b, dir)
	return b.String(), pathAt
}

// JoinInto writes to b what Join returns, and returns the offset in b
// of the path it wrote (dir's first byte): a caller that writes other
// texts into the same builder (a resolution's recorded paths) shares
// one allocation with them.
func (p Parts) JoinInto(b *strings.Builder, dir string) (pathAt int) {
	if p.Scheme != "" {
		b.WriteString(p.Scheme)
		b.WriteByte(':')
	}
	if p.HasNetLoc {
		b.WriteString("//")
		b.WriteString(p.NetLoc)
		startsWithSlash := dir != "" && dir[0] == '/' || dir == "" && strings.HasPrefix(p.Path, "/")
		if !startsWithSlash && (dir != "" || p.Path != "" || p.Params != "" || p.Query != "") {
			b.WriteByte('/')
		}
	}
	pathAt = b.Len()
	b.WriteString(dir)
	b.WriteString(p.Path)
	if p.Params != "" {
		b.WriteByte(';')
		b.WriteString(p.Params)
	}
	if p.Query != "" {
		b.WriteByte('?')
		b.WriteString(p.Query)
	}
	if p.Fragment != "" {
		b.WriteByte('#')
		b.WriteString(p.Fragment)
	}
	return pathAt
}

// Parts returns the reference's components by section 2.4
// (SplitParts of its text).
func (r *Reference) Parts() Parts {
	if r == nil {
		return Parts{}
	}
	return SplitParts(r.String())
}
