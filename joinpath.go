package rfc1738

import (
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// JoinPath returns a new URL with elem appended to u's path, as
// url.URL.JoinPath does, for the schemes whose path is segments: ftp,
// http (and https), file and prospero, and a registered scheme whose
// path is a node of segments of one of their productions (rtsp's hpath).
// The path is the node that follows the part's server after a "/", and
// the new path takes its place: what follows it (the search, the ftp
// typecode, the prospero fields) is kept.
//
// Each element is one segment, decoded text: it is escaped as the
// segment production of the scheme the text is read as requires
// (Escape with InHSegment, InFSegment or InPSegment), so a "/" in an
// element is "%2F", inside its segment, and never a separator, and a
// "?" is "%3F" in every scheme, since RFC 3986 and WHATWG readers end a
// path at it. When u's path ends with "/" (its last segment is empty),
// the first element takes the place of that empty segment, so
// "http://h/a/" and "http://h/a" joined with "b" both give
// "http://h/a/b". An empty element is an empty segment, which ftp reads
// as a CWD with a null argument (section 3.2.2). With no element, the
// URL is returned as it is ("http://h" stays without its "/"), parsed
// again.
//
// url.URL.JoinPath cleans the result as path.Join does, "." and ".."
// removed with the segments before them. RFC 1738 gives "." and ".." no
// meaning in a path (RFC 1808 does, in resolving a relative URL, which
// is Resolve's business), and an ftp server reads ".." as a directory
// name, so JoinPath neither cleans nor passes them on: an element "."
// or ".." is an error, as is every element of a URL whose scheme has no
// segments, and the zero URL. Since "%" and "?" are escaped, no other
// element is written as a segment that a reader of RFC 3986 or WHATWG
// takes for a dot segment ("..?" is "..%3F", "%2e" is "%252e"). u is
// joined as its text reads with u's parser, as NetURL converts it, so a
// tree a program built or changed is joined as it prints; the result is
// parsed again, and the parser's error returned when RFC 1738 refuses
// either (a URL longer than the parser's MaxLength, a tree a program
// built that is no URL).
func (u URL) JoinPath(elem ...string) (URL, error) {
	if u.URL == nil {
		return URL{}, errors.New("rfc1738: JoinPath: the zero URL has no path")
	}
	for _, e := range elem {
		if e == "." || e == ".." {
			return URL{}, fmt.Errorf("rfc1738: JoinPath: %q is no segment RFC 1738 gives a meaning to; resolve a relative URL with Resolve", e)
		}
	}
	text := u.URL.String()
	if len(elem) > 0 {
		// The tree says where its path is and how the text reads it; the
		// parse of the joined text checks that it does, so that the text
		// is read twice only when the tree misled.
		if path, ok := u.treePath(text); ok {
			joined := path.joined(elem)
			if t, err := u.parser().Parse(joined); err == nil && path.readAs(t, joined, len(elem)) {
				return URL{URL: t, Parser: u.Parser}, nil
			}
		}
	}
	return u.joinRead(text, elem)
}

// joinRead is JoinPath of text, u's text, read again by u's parser to
// find its path.
func (u URL) joinRead(text string, elem []string) (URL, error) {
	t, err := u.parser().Parse(text)
	if err != nil {
		return URL{}, err
	}
	path, ok, err := u.segmentPath(t, text)
	if err != nil {
		return URL{}, err
	}
	if !ok {
		return URL{}, fmt.Errorf("rfc1738: JoinPath: the production of scheme %q has no path segments", u.URL.Scheme.Name())
	}
	if len(elem) == 0 {
		return URL{URL: t, Parser: u.Parser}, nil
	}
	text = path.joined(elem)
	if t, err = u.parser().Parse(text); err != nil {
		return URL{}, err
	}
	return URL{URL: t, Parser: u.Parser}, nil
}

// treePath returns the path of segments of u's tree in text, its text,
// when its path, printed, follows its server in text, with the
// Component of the part u's parser reads the text's scheme by: a
// program may have renamed the scheme of a tree. It may be wrong for a
// tree a program built, which JoinPath checks.
func (u URL) treePath(text string) (segments, bool) {
	t := u.URL
	if ast.IsNil(t.Part) || t.Scheme == nil {
		return segments{}, false
	}
	s, ok := u.parser().Scheme(string(t.Scheme.Text))
	if !ok {
		return segments{}, false
	}
	server, node, after, ok := serverAndPath(t.Part)
	if !ok {
		return segments{}, false
	}
	path, ok := pathIn(text, len(t.Scheme.Text)+len(":"), server, node)
	if ok && reflect.TypeOf(s.Part) != reflect.TypeOf(t.Part) {
		// The text is read by another part, which may end the path
		// elsewhere: at what follows it in the tree, or at a ";" or "?"
		// in it. Only a path with neither is read where it prints.
		if after || strings.ContainsAny(text[path.start:path.end], ";?") {
			return segments{}, false
		}
		path.component, ok = pathComponent(s.Part)
	}
	return path, ok
}

// pathComponent returns the Component of the segments of part's path:
// that of its first field whose type is a path node of RFC 1738's,
// and false when it has none.
func pathComponent(part ast.SchemePart) (Component, bool) {
	t := reflect.TypeOf(part)
	if t == nil || t.Kind() != reflect.Pointer || t.Elem().Kind() != reflect.Struct {
		return 0, false
	}
	for i := 0; i < t.Elem().NumField(); i++ {
		switch t.Elem().Field(i).Type {
		case reflect.TypeFor[*ast.HPath]():
			return InHSegment, true
		case reflect.TypeFor[*ast.FPath]():
			return InFSegment, true
		case reflect.TypeFor[*ast.PPath]():
			return InPSegment, true
		}
	}
	return 0, false
}

// serverAndPath returns the server of part, nil when it has none, and
// its path of segments, the child that follows the server after a "/",
// and whether anything follows the path in the part; false when the part
// has no such path. RFC 1738's parts are read by their fields, so that
// the fields of a prospero part are not listed to be read.
func serverAndPath(part ast.SchemePart) (server, path ast.Node, after, ok bool) {
	switch p := part.(type) {
	case *ast.HTTPPart:
		return nodeOrNil(p.HostPort), nodeOrNil(p.Path), p.Search != nil, p.Path != nil
	case *ast.FTPPart:
		return nodeOrNil(p.Login), nodeOrNil(p.Path), p.Typecode != nil, p.Path != nil
	case *ast.FilePart:
		return nodeOrNil(p.Host), nodeOrNil(p.Path), false, p.Path != nil
	case *ast.ProsperoPart:
		return nodeOrNil(p.HostPort), nodeOrNil(p.Path), len(p.Fields) > 0, p.Path != nil
	}
	u, hierarchical := urlPathOf(&ast.URL{Part: part})
	if !hierarchical || u.next >= len(u.kids) {
		return nil, nil, false, false
	}
	if u.next > 0 {
		server = u.kids[u.next-1]
	}
	return server, u.kids[u.next], u.next+1 < len(u.kids), true
}

// nodeOrNil returns n, or a nil Node for a nil pointer.
func nodeOrNil[P interface {
	*E
	ast.Node
}, E any](n P) ast.Node {
	if n == nil {
		return nil
	}
	return n
}

// pathIn returns the path of segments path in text, where the part
// starts at offset part, found at its span when that holds its text,
// as in a parsed tree, and else after the printed server, or after the
// part's "//" when server is nil.
func pathIn(text string, part int, server, path ast.Node) (segments, bool) {
	if holds(text, path) && path.Pos() > 0 && text[path.Pos()-1] == '/' {
		return segmentsAt(text, path.Pos(), path)
	}
	if part > len(text) {
		return segments{}, false
	}
	at := part + len("//")
	if server != nil {
		s := server.String()
		i := strings.Index(text[part:], s+"/")
		if i < 0 {
			return segments{}, false
		}
		at = part + i + len(s)
	}
	if at >= len(text) || text[at] != '/' {
		return segments{}, false
	}
	return segmentsAt(text, at+1, path)
}

// segmentPath returns the path of segments of t, parsed from text.
// A part that ends at its server (http://h) has the path its production
// gives it after a "/", which is read by u's parser from text with that
// "/" added (http://h/, one empty segment); the parser's error when that
// text is too long to read, and false when it is no URL. It reports
// false when t has no such path.
func (u URL) segmentPath(t *ast.URL, text string) (segments, bool, error) {
	if ast.IsNil(t.Part) || t.Scheme == nil || t.Part.Pos() != len(t.Scheme.Text)+len(":") || t.Part.End() != len(text) {
		return segments{}, false, nil
	}
	if server, path, _, ok := serverAndPath(t.Part); ok {
		p, ok := pathIn(text, t.Part.Pos(), server, path)
		return p, ok, nil
	}
	if p, hierarchical := urlPathOf(t); !hierarchical || p.start != len(text) {
		return segments{}, false, nil
	}
	with := text + "/"
	t, err := u.parser().Parse(with)
	var pe *parser.Error
	switch {
	case errors.As(err, &pe) && pe.Code == parser.CodeTooLong:
		return segments{}, false, err
	case err != nil:
		return segments{}, false, nil // no "/" may follow the server
	}
	server, path, _, ok := serverAndPath(t.Part)
	if !ok {
		return segments{}, false, nil
	}
	p, ok := pathIn(with, t.Part.Pos(), server, path)
	return p, ok, nil
}

// holds reports whether text has n's text at n's span.
func holds(text string, n ast.Node) bool {
	pos, end := n.Pos(), n.End()
	return 0 <= pos && pos <= end && end <= len(text) && text[pos:end] == n.String()
}

// componentOf returns the Component whose production is prod.
func componentOf(prod ast.Production) (Component, bool) {
	for c := Component(0); c.valid(); c++ {
		if c.Production() == prod {
			return c, true
		}
	}
	return 0, false
}

// segments is a path of segments in a URL's text: the text, where the
// path starts and ends in it, where new segments go (after the last
// segment that is not a final empty one), how many segments it has and
// how many stay before the new ones, and the Component that escapes a
// new one.
type segments struct {
	text            string
	start, cut, end int
	count, kept     int
	component       Component
}

// segmentsAt returns path, a node of segments of one production that a
// Component escapes, as written in text from offset start: each
// segment's text, with a "/" between each and the next. Spans are not
// read, so that a tree a program changed is found where it prints.
func segmentsAt(text string, start int, path ast.Node) (segments, bool) {
	l := segmentListOf(path)
	if l.len() == 0 {
		return segments{}, false
	}
	first := l.at(0)
	if first == nil {
		return segments{}, false
	}
	prod := grammar.Of(first)
	c, ok := componentOf(prod)
	if !ok {
		return segments{}, false
	}
	at := start
	for i := 0; i < l.len(); i++ {
		s := l.at(i)
		if s == nil || l.other != nil && grammar.Of(s) != prod {
			return segments{}, false
		}
		if i > 0 {
			if at >= len(text) || text[at] != '/' {
				return segments{}, false
			}
			at++
		}
		str := s.String()
		if at+len(str) > len(text) || text[at:at+len(str)] != str {
			return segments{}, false
		}
		at += len(str)
	}
	p := segments{text: text, start: start, cut: at, end: at, count: l.len(), kept: l.len(), component: c}
	if l.at(l.len()-1).String() == "" {
		p.kept--
		p.cut = start
		if p.kept > 0 {
			p.cut = at - len("/")
		}
	}
	return p, true
}

// joined returns p's text with elem added to its path, each escaped as
// one segment; an empty last segment (a path that ends with "/") is
// replaced by the first element.
func (p segments) joined(elem []string) string {
	var b strings.Builder
	b.WriteString(p.text[:p.cut])
	for i, e := range elem {
		if i > 0 || p.kept > 0 {
			b.WriteByte('/')
		}
		b.WriteString(Escape(e, p.component))
	}
	b.WriteString(p.text[p.end:])
	return b.String()
}

// readAs reports whether t, parsed from joined, p's text with n
// elements joined, reads its path where p put it: starting at the same
// offset, with p's kept segments and the n new ones, of the production
// p escaped them for, ending where the new ones do.
func (p segments) readAs(t *ast.URL, joined string, n int) bool {
	if ast.IsNil(t.Part) {
		return false
	}
	server, path, _, ok := serverAndPath(t.Part)
	if !ok {
		return false
	}
	got, ok := pathIn(joined, t.Part.Pos(), server, path)
	grown := len(joined) - len(p.text)
	return ok && got.start == p.start && got.end == p.end+grown && got.component == p.component &&
		got.count == p.kept+n
}
