package parser_test

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// view is what the table tests compare: the components of a URL as
// written, nil when absent and "" when present but empty. The first
// fields are those of section 3.1, read through the URL's accessors
// (Login, HostPort, Host); the others are the components of the
// scheme-specific productions of section 5, each set only for its
// scheme.
type view struct {
	Scheme   string
	User     *string
	Password *string
	Host     *string
	HostKind string // "hostname" or "hostnumber"; "" when there is no host
	Port     *string
	Path     *string // the generic urlpath, or gopher's whole gopher-path; without the "/" before it
	Opaque   *string // the scheme part when it is the generic *xchar

	Segments []string // ftp and file fsegments, http hsegments, prospero psegments; nil when there is no path
	Typecode *string  // ftp's ftptype
	Search   *string  // http, gopher and wais search

	GType      *string // gopher
	Selector   *string
	GopherPlus *string

	Address *string // mailto's encoded822addr

	All         bool    // news:*
	Group       *string // news and nntp
	Unique      *string // a news article: unique "@" host
	ArticleHost *string
	Number      *string // nntp's article number

	Slash bool // telnet's final "/"

	Database *string // wais
	WType    *string
	WPath    *string

	Fields [][2]string // prospero's fieldspecs, name and value as written
}

func p(s string) *string { return &s }

// at returns the view of a URL of scheme whose host is name: a
// hostnumber when name is digits and dots, else a hostname.
func at(scheme, name string) view {
	kind := "hostname"
	if strings.Trim(name, "0123456789.") == "" {
		kind = "hostnumber"
	}
	return view{Scheme: scheme, Host: p(name), HostKind: kind}
}

// opaque returns the view of a URL whose scheme part is the generic *xchar.
func opaque(scheme, text string) view { return view{Scheme: scheme, Opaque: p(text)} }

func (v view) user(s string) view     { v.User = p(s); return v }
func (v view) password(s string) view { v.Password = p(s); return v }
func (v view) port(s string) view     { v.Port = p(s); return v }
func (v view) path(s string) view     { v.Path = p(s); return v }
func (v view) segs(s ...string) view  { v.Segments = s; return v }
func (v view) typecode(s string) view { v.Typecode = p(s); return v }
func (v view) search(s string) view   { v.Search = p(s); return v }
func (v view) address(s string) view  { v.Address = p(s); return v }
func (v view) group(s string) view    { v.Group = p(s); return v }
func (v view) number(s string) view   { v.Number = p(s); return v }
func (v view) slash() view            { v.Slash = true; return v }
func (v view) database(s string) view { v.Database = p(s); return v }

// gopher sets the gopher-path, its gtype and its selector.
func (v view) gopher(path, gtype, selector string) view {
	v.Path, v.GType, v.Selector = p(path), p(gtype), p(selector)
	return v
}

func (v view) plus(s string) view { v.GopherPlus = p(s); return v }

func (v view) article(unique, host string) view {
	v.Unique, v.ArticleHost = p(unique), p(host)
	return v
}

func (v view) doc(wtype, wpath string) view {
	v.WType, v.WPath = p(wtype), p(wpath)
	return v
}

// fields sets the prospero fields from name, value, name, value...
func (v view) fields(nv ...string) view {
	for i := 0; i+1 < len(nv); i += 2 {
		v.Fields = append(v.Fields, [2]string{nv[i], nv[i+1]})
	}
	return v
}

func viewOf(u *ast.URL) view {
	v := view{Scheme: u.Scheme.String()}
	if l := u.Login(); l != nil {
		if l.User != nil {
			v.User = p(l.User.String())
		}
		if l.Password != nil {
			v.Password = p(l.Password.String())
		}
	}
	if h := u.Host(); h != nil {
		v.Host, v.HostKind = p(h.String()), "hostname"
		if h.Number != nil {
			v.HostKind = "hostnumber"
		}
	}
	if hp := u.HostPort(); hp != nil && hp.Port != nil {
		v.Port = p(hp.Port.String())
	}
	switch part := u.Part.(type) {
	case *ast.OpaquePart:
		v.Opaque = p(part.String())
	case *ast.IPSchemePart:
		if part.Path != nil {
			v.Path = p(part.Path.String())
		}
	case *ast.FTPPart:
		if part.Path != nil {
			v.Segments = fsegments(part.Path)
			if part.Typecode != nil {
				v.Typecode = p(part.Typecode.String())
			}
		}
	case *ast.FilePart:
		if part.Path != nil {
			v.Segments = fsegments(part.Path)
		}
	case *ast.HTTPPart:
		if part.Path != nil {
			for _, s := range part.Path.Segments {
				v.Segments = append(v.Segments, s.String())
			}
		}
		if part.Search != nil {
			v.Search = p(part.Search.String())
		}
	case *ast.GopherPart:
		if g := part.Path; g != nil {
			v.Path = p(g.String())
			if g.GType != nil {
				v.GType = p(g.GType.String())
			}
			if g.Selector != nil {
				v.Selector = p(g.Selector.String())
			}
			if g.Search != nil {
				v.Search = p(g.Search.String())
			}
			if g.GopherPlus != nil {
				v.GopherPlus = p(g.GopherPlus.String())
			}
		}
	case *ast.MailtoPart:
		if part.Addr != nil {
			v.Address = p(part.Addr.String())
		}
	case *ast.NewsPart:
		v.All = part.All
		if part.Group != nil {
			v.Group = p(part.Group.String())
		}
		if a := part.Article; a != nil {
			v.Unique = p(a.Unique.String())
			if a.Host != nil {
				v.ArticleHost = p(a.Host.String())
			}
		}
	case *ast.NNTPPart:
		if part.Group != nil {
			v.Group = p(part.Group.String())
		}
		if part.Article != nil {
			v.Number = p(part.Article.String())
		}
	case *ast.TelnetPart:
		v.Slash = part.Slash
	case *ast.WAISPart:
		if part.Database != nil {
			v.Database = p(part.Database.String())
		}
		if part.Search != nil {
			v.Search = p(part.Search.String())
		}
		if part.WType != nil {
			v.WType = p(part.WType.String())
		}
		if part.WPath != nil {
			v.WPath = p(part.WPath.String())
		}
	case *ast.ProsperoPart:
		if part.Path != nil {
			for _, s := range part.Path.Segments {
				v.Segments = append(v.Segments, s.String())
			}
		}
		for _, f := range part.Fields {
			v.Fields = append(v.Fields, [2]string{f.Name.String(), f.Value.String()})
		}
	}
	return v
}

func fsegments(f *ast.FPath) []string {
	var out []string
	for _, s := range f.FSegments {
		out = append(out, s.String())
	}
	return out
}

type fragment struct {
	Text     string
	Pos, End int
}

func fragmentOf(f *ast.Fragment) *fragment {
	if f == nil {
		return nil
	}
	return &fragment{f.String(), f.Pos(), f.End()}
}

func viewPtr(v view) *view { return &v }
