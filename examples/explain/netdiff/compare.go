package netdiff

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// A Comparison is what RFC 1738 and net/url make of one text, field by
// field, and why they differ.
type Comparison struct {
	Input string
	// RFC1738 is the RFC 1738 reading, nil when the text is not an RFC
	// 1738 URL; RFC1738Error is then the parser's first error.
	RFC1738      *View
	RFC1738Error *parser.Error
	// NetURL is net/url's reading, nil when url.Parse refused the text;
	// NetURLError is then its message. Fragment is net/url's fragment
	// (decoded), HasFragment whether the text has a "#".
	NetURL      *View
	NetURLError string
	Fragment    string
	HasFragment bool
	// EscapedPath is net/url's path as written, its escapes kept
	// (writtenPath): RFC 3986 section 2.4 decodes a component's escapes
	// only once the URI is split, when it is dereferenced, so the page
	// compares the paths as split, written, and says what net/url's
	// decoded Path loses (Notes).
	EscapedPath string
	// Agree says that the two read the text alike: both accept it and
	// give the same View, or both reject it.
	Agree bool
	// Reasons are the reasons of the differences, in the order the rules
	// found them; Unexplained says that some difference has none.
	Reasons     []Reason
	Unexplained bool
	// urlPath says that the RFC 1738 reading's path is a url-path of
	// RFC 1738's (section 3.1), which the "/" after the host is no part
	// of: the URL's production is RFC 1738's, or written by one of its
	// (https by httpurl); a registered scheme's path is its RFC's.
	urlPath bool
}

// Compare compares u and err, what RFC 1738's parser made of input,
// with what net/url.Parse makes of it.
func Compare(input string, u *ast.URL, err error) Comparison {
	c := Comparison{Input: input}
	if err == nil {
		v := RFC1738View(input, u)
		c.RFC1738 = &v
		c.urlPath = grammar.Of(u.Part).FromRFC1738()
	} else {
		c.RFC1738Error = firstError(err)
	}
	if n, nerr := url.Parse(input); nerr == nil {
		v := NetURLView(n)
		c.NetURL = &v
		c.EscapedPath = writtenPath(n)
		c.Fragment, c.HasFragment = n.Fragment, strings.Contains(input, "#")
	} else {
		c.NetURLError = netURLMessage(nerr)
	}
	codes, _ := disagreement(input, u, err)
	switch {
	case codes == nil, len(codes) == 1 && codes[0] == BothReject:
		c.Agree = true
		return c
	case len(codes) == 1 && codes[0] == "" && c.RFC1738Error != nil && c.NetURL != nil:
		if n, err := url.Parse(input); err == nil {
			codes[0] = MoreReason(input, c.RFC1738Error, n)
		}
	}
	for _, code := range codes {
		if r, ok := ReasonOf(code); ok {
			c.Reasons = append(c.Reasons, r.forURL(u))
		} else {
			c.Unexplained = true
		}
	}
	return c
}

// writtenPath returns n's path as the text writes it: RawPath, which
// url.Parse keeps where the text's escapes differ from those that
// escaping Path would write, else Path escaped (EscapedPath).
func writtenPath(n *url.URL) string {
	if n.RawPath != "" {
		return n.RawPath
	}
	return n.EscapedPath()
}

// A Field is one field of the two readings, as the page shows it.
type Field struct {
	// Name is net/url's name for it: "Scheme", "User", "Password",
	// "Host", "Port", "Path", "RawQuery", "Fragment", "Opaque".
	Name string
	// RFC1738 and NetURL are the field's value in each reading, quoted;
	// "" when the reading has none (the field is absent, or the text is
	// not read at all), and HasRFC1738, HasNetURL say which.
	RFC1738, NetURL       string
	HasRFC1738, HasNetURL bool
	// Differs says that the two readings differ in it.
	Differs bool
}

// Fields returns the nine fields of the two readings, in net/url's
// order: Scheme, User, Password, Host, Port, Path, RawQuery, Fragment,
// Opaque. The Path is each reading's as written, its escapes kept:
// RFC 1738's is its url-path, without the "/" after the host, which
// section 3.1 says "is NOT part of the url-path" (a registered scheme's
// path keeps it, as its own RFC writes it); net/url's starts with that
// "/" (RFC 3986 section 3.3, path-abempty). The two are compared
// with that "/", which both read: Differs marks the Path only where
// they differ past it. An empty Host, Port, Path or Opaque counts as
// absent, as net/url has no other way to say so; a reading that failed
// has no field.
func (c Comparison) Fields() []Field {
	type pair struct {
		v  string
		ok bool
	}
	ptr := func(p *string) pair {
		if p == nil {
			return pair{}
		}
		return pair{*p, true}
	}
	str := func(s string) pair { return pair{s, s != ""} }
	get := func(v *View) []pair {
		if v == nil {
			return make([]pair, 9)
		}
		return []pair{str(v.Scheme), ptr(v.User), ptr(v.Password), str(v.Host), str(v.Port), str(v.Path), ptr(v.Query), {}, str(v.Opaque)}
	}
	r, n := get(c.RFC1738), get(c.NetURL)
	// The paths as written: a decoded "/" (%2F) is no separator (RFC
	// 1738 section 2.2), which the decoded paths no longer show.
	if r[5].ok {
		r[5].v = c.RFC1738.Raw
	}
	if n[5].ok {
		n[5].v = c.EscapedPath
	}
	if c.NetURL != nil && c.HasFragment {
		n[7] = pair{c.Fragment, true}
	}
	names := []string{"Scheme", "User", "Password", "Host", "Port", "Path", "RawQuery", "Fragment", "Opaque"}
	fields := make([]Field, len(names))
	for i, name := range names {
		f := Field{Name: name, HasRFC1738: r[i].ok, HasNetURL: n[i].ok}
		if f.HasRFC1738 {
			f.RFC1738 = strconv.Quote(r[i].v)
		}
		if f.HasNetURL {
			f.NetURL = strconv.Quote(n[i].v)
		}
		f.Differs = f.HasRFC1738 != f.HasNetURL || f.RFC1738 != f.NetURL
		if c.RFC1738 == nil || c.NetURL == nil {
			f.Differs = false // one reading failed: there is nothing to set beside it
		}
		if name == "Path" && f.HasRFC1738 && c.urlPath {
			f.RFC1738 = strconv.Quote(strings.TrimPrefix(r[i].v, "/"))
		}
		fields[i] = f
	}
	return fields
}

// Sentences returns the reasons of the differences in l, each once.
func (c Comparison) Sentences(l grammar.Lang) []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range c.Reasons {
		if !seen[r.Code] {
			seen[r.Code] = true
			out = append(out, r.Sentence(l))
		}
	}
	return out
}
