package urlchecktool

import (
	"reflect"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// report is the verdict on one URL. Its fields, in this order, are the
// keys of the JSON output; the parts are raw substrings of the URL, nil
// (null) when absent. The keys from FPath to Address belong to one
// scheme each (Search to three: http, gopher and wais) and are nil
// unless the URL is of a scheme that has them.
type report struct {
	// place is what -text adds: nil without it, and its keys are then
	// left out; with it, they come first.
	*place
	URL string `json:"url"`
	// resolution is what -base adds: nil without it, and its keys are
	// then left out (as encoding/json leaves out the fields of a nil
	// embedded pointer).
	*resolution
	// repair is what -fix adds: nil without it, and its keys are then
	// left out too.
	*repair
	Valid    bool    `json:"valid"`
	Scheme   *string `json:"scheme"`
	User     *string `json:"user"`
	Password *string `json:"password"`
	Host     *string `json:"host"`
	Port     *string `json:"port"`
	Path     *string `json:"path"`

	FPath         *string `json:"fpath"`          // ftp, file
	Typecode      *string `json:"typecode"`       // ftp
	HPath         *string `json:"hpath"`          // http
	Search        *string `json:"search"`         // http, gopher, wais
	GType         *string `json:"gtype"`          // gopher
	Selector      *string `json:"selector"`       // gopher
	GopherPlus    *string `json:"gopher_plus"`    // gopher
	Group         *string `json:"group"`          // news, nntp
	Article       *string `json:"article"`        // news
	ArticleNumber *string `json:"article_number"` // nntp
	Database      *string `json:"database"`       // wais
	WType         *string `json:"wtype"`          // wais
	WPath         *string `json:"wpath"`          // wais
	PPath         *string `json:"ppath"`          // prospero
	// Fields are the [name, value] pairs of a prospero URL, in input
	// order: nil (null) for the other schemes, and empty but not nil
	// ([]) for a prospero URL without fields.
	Fields  [][2]string `json:"fields"`  // prospero
	Address *string     `json:"address"` // mailto
	// Parts are, for a scheme from outside RFC 1738, registered or
	// built in, whose keys the list above has not (POP's ";AUTH="
	// mechanism), the
	// [production, text] pairs of its part's children, in input order,
	// as written; left out for RFC 1738's schemes and the generic
	// syntax.
	Parts [][2]string `json:"parts,omitempty"`

	Errors   []diagnostic `json:"errors"`
	Warnings []diagnostic `json:"warnings"`
}

// failed reports whether the report counts against the exit status: a
// line that -fix has no fix for, or without -fix an invalid URL.
func (r *report) failed() bool {
	if r.repair != nil {
		return r.Fixed == nil
	}
	return !r.Valid
}

// diagnostic is one error or warning: its byte offset in the URL, its
// code (parser.Code) and production, and for a syntax error the bytes
// that could stand at the offset (those from 0x21 to 0x7E, in increasing
// order) and whether the URL could end there, null otherwise; then its
// message without its notes, and its notes. With -text, its offset is
// into the document, and Line and Column place it there; they are 0, and
// not written, otherwise. specific is the most specific code
// (parser.Error.SpecificCode), which -text prints; -text sets
// SpecificCode to it (specificCode), written after "code" in JSON, and
// left out otherwise, so that the objects of a line's URL keep their
// keys.
type diagnostic struct {
	Offset       int     `json:"offset"`
	Line         int     `json:"line,omitempty"`
	Column       int     `json:"column,omitempty"`
	Code         string  `json:"code"`
	SpecificCode string  `json:"specific_code,omitempty"`
	Production   string  `json:"production"`
	Expected     *string `json:"expected"`
	End          *bool   `json:"end"`
	Message      string  `json:"message"`
	Notes        []note  `json:"notes"`
	specific     string
}

// specificCode returns the most specific code of d: specific, or its
// code when nothing more specific is known (a warning's).
func (d *diagnostic) specificCode() string {
	if d.specific != "" {
		return d.specific
	}
	return d.Code
}

// note is a note of a diagnostic: its own offset, its code (a note's,
// parser.Note.Code) and its message. Line and Column place it in a
// document with -text, and are 0, and not written, otherwise.
type note struct {
	Offset  int    `json:"offset"`
	Line    int    `json:"line,omitempty"`
	Column  int    `json:"column,omitempty"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

// verifier checks one line and reports what it found. size is the
// length of the line as read: when it is more than len(line), the line
// was cut to the limit, and is reported too long (see tooLong).
type verifier func(line string, size int64) report

// verifierOf returns how run checks each line with p: check, which
// parses the line and takes its parts and warnings from the tree; in
// text mode, which prints no parts, verdict, which takes only the
// warnings; with -nowarn (warnings false), no warnings, and in text mode
// validity, which builds no tree.
func verifierOf(p *parser.Parser, asJSON, warnings bool) verifier {
	// Each verifier tests the size itself, rather than one wrapping
	// another, which would copy every report once more.
	switch {
	case warnings && asJSON:
		return func(line string, size int64) report {
			if size > int64(len(line)) {
				return tooLong(line, size)
			}
			return check(p, line)
		}
	case warnings:
		return func(line string, size int64) report {
			if size > int64(len(line)) {
				return tooLong(line, size)
			}
			return verdict(p, line)
		}
	case asJSON:
		return func(line string, size int64) report {
			if size > int64(len(line)) {
				return tooLong(line, size)
			}
			r := check(p, line)
			r.Warnings = []diagnostic{}
			return r
		}
	}
	return func(line string, size int64) report {
		if size > int64(len(line)) {
			return tooLong(line, size)
		}
		return validity(p, line)
	}
}

// check parses line with p and reports what it found.
func check(p *parser.Parser, line string) report {
	r := report{URL: line, Errors: []diagnostic{}, Warnings: []diagnostic{}}
	u, warnings, err := p.ParseWarnings(line)
	if err != nil {
		// An invalid URL has no tree, so it has no parts to give either.
		r.Errors = diagnostics(err)
		return r
	}
	r.setURL(line, u)
	r.Warnings = append(r.Warnings, diagnostics(warnings)...)
	return r
}

// verdict is check without the parts, which the text output does not
// print: whether line is valid, and its errors or its warnings. The
// parts would cost allocations a URL, and so collections, for nothing.
func verdict(p *parser.Parser, line string) report {
	r := report{URL: line, Errors: []diagnostic{}, Warnings: []diagnostic{}}
	_, warnings, err := p.ParseWarnings(line)
	if err != nil {
		r.Errors = diagnostics(err)
		return r
	}
	r.Valid = true
	r.Warnings = append(r.Warnings, diagnostics(warnings)...)
	return r
}

// setURL makes r the report of the valid URL u, parsed from input: its
// scheme and parts.
func (r *report) setURL(input string, u *ast.URL) {
	r.Valid = true
	r.Scheme = lower(raw(input, u.Scheme))
	r.setLogin(input, u)
	r.Path = urlPath(input, u)
	r.setPart(input, u.Part)
	r.setOwnParts(input, u)
}

// validity reports whether line is a valid URL and, when it is not, its
// error, as check does, but without its parts or warnings: what the text
// output prints with -nowarn. parser.Check decides without building a
// tree, and allocates nothing for a valid URL; the error of an invalid
// one is built in full, as Parse's is, for its message and notes.
func validity(p *parser.Parser, line string) report {
	r := report{URL: line, Errors: []diagnostic{}, Warnings: []diagnostic{}}
	if err := p.Check(line); err != nil {
		r.Errors = diagnostics(err)
		return r
	}
	r.Valid = true
	return r
}

// tooLong reports a line of size bytes, longer than the limit, of which
// prefix is the first limit bytes: invalid, with the error that the
// parser gives an input longer than its MaxLength, at the limit (code
// "too-long", no production). The rest of the line was not kept, so its
// URL is the prefix.
func tooLong(prefix string, size int64) report {
	return report{URL: prefix, Errors: diagnostics(tooLongError(prefix, size)), Warnings: []diagnostic{}}
}

// tooLongError is the parser's error for a line of size bytes, longer
// than the limit, of which prefix is the first limit bytes.
func tooLongError(prefix string, size int64) *parser.Error {
	limit := len(prefix)
	return &parser.Error{
		Code:   parser.CodeTooLong,
		Offset: limit,
		Args:   map[string]string{"length": strconv.FormatInt(size, 10), "limit": strconv.Itoa(limit)},
	}
}

// setLogin sets the user and password of a scheme part with a login
// (ftp, telnet, an ip-schemepart of another scheme) or with nodes of its
// own for them (ast.UserInfoPart: an author's imap or pop), and the host
// and port of one with a hostport, login or not.
func (r *report) setLogin(input string, u *ast.URL) {
	if l := u.Login(); l != nil {
		if l.User != nil {
			r.User = raw(input, l.User)
			if l.Password != nil {
				r.Password = raw(input, l.Password)
			}
		}
	} else if p, ok := u.Part.(ast.UserInfoPart); ok {
		user, password := p.UserInfo()
		r.User, r.Password = rawOrNil(input, user), rawOrNil(input, password)
		if r.User == nil && ast.EmptyUser(u) {
			r.User = empty() // the empty user of "pop://@host", as rfc1738.URL.User reads it
		}
	}
	if h := u.Host(); h != nil {
		r.Host = raw(input, h)
	}
	if hp := u.HostPort(); hp != nil && hp.Port != nil {
		r.Port = raw(input, hp.Port)
	}
}

// urlPath returns the url-path of u's part (section 3.1), as written in
// input: everything after the "/" that ends its server, when a "/"
// follows it, and nil otherwise (mailto, news, an opaque part, http
// without a "/"). The server is the part's last login, hostport or host,
// or child that holds one (grammar.Server), whatever the scheme, or, in
// a part whose host may be empty (file's, with ast.URL.Host's HostPart)
// and is, the "//".
func urlPath(input string, u *ast.URL) *string {
	start, server := 0, false
	for _, c := range ast.ChildrenOf(u.Part) {
		if _, ok := grammar.Server(grammar.Of(c).Name); ok {
			start, server = c.End(), true
		}
	}
	if _, hostPart := u.Part.(interface{ HostPart() *ast.Host }); !server && hostPart {
		start, server = u.Part.Pos()+len("//"), true
	}
	if !server || start >= u.Part.End() || input[start] != '/' {
		return nil
	}
	s := input[start+len("/") : u.Part.End()]
	return &s
}

// setPart sets the scheme's own keys from the scheme part.
func (r *report) setPart(input string, part ast.SchemePart) {
	switch p := part.(type) {
	case *ast.FTPPart:
		if p.Path != nil {
			r.FPath = raw(input, p.Path)
			if p.Typecode != nil {
				r.Typecode = raw(input, p.Typecode)
			}
		}
	case *ast.FilePart:
		// An empty host is a host all the same: "file:///x" names the
		// machine interpreting the URL (section 3.10).
		if p.Host == nil {
			r.Host = empty()
		}
		if p.Path != nil {
			r.FPath = raw(input, p.Path)
		}
	case *ast.HTTPPart:
		if p.Path != nil {
			r.HPath = raw(input, p.Path)
			if p.Search != nil {
				r.Search = raw(input, p.Search)
			}
		}
	case *ast.GopherPart:
		if g := p.Path; g != nil {
			if g.GType != nil {
				r.GType = raw(input, g.GType)
				if g.Selector != nil {
					r.Selector = raw(input, g.Selector)
					if g.Search != nil {
						r.Search = raw(input, g.Search)
						if g.GopherPlus != nil {
							r.GopherPlus = raw(input, g.GopherPlus)
						}
					}
				}
			}
		}
	case *ast.MailtoPart:
		if p.Addr != nil {
			r.Address = raw(input, p.Addr)
		}
	case *ast.NewsPart:
		switch {
		case p.Article != nil:
			r.Article = raw(input, p.Article)
		case p.All:
			all := "*"
			r.Group = &all
		case p.Group != nil:
			r.Group = raw(input, p.Group)
		}
	case *ast.NNTPPart:
		if p.Group != nil {
			r.Group = raw(input, p.Group)
			if p.Article != nil {
				r.ArticleNumber = raw(input, p.Article)
			}
		}
	case *ast.WAISPart:
		if p.Database != nil {
			r.Database = raw(input, p.Database)
			switch p.Form() {
			case ast.WAISIndex:
				r.Search = raw(input, p.Search)
			case ast.WAISDoc:
				if p.WType != nil {
					r.WType = raw(input, p.WType)
				}
				if p.WPath != nil {
					r.WPath = raw(input, p.WPath)
				}
			}
		}
	case *ast.ProsperoPart:
		r.Fields = [][2]string{}
		if p.Path != nil {
			r.PPath = raw(input, p.Path)
		}
		for _, f := range p.Fields {
			if f == nil {
				continue
			}
			var pair [2]string
			if f.Name != nil {
				pair[0] = *raw(input, f.Name)
			}
			if f.Value != nil {
				pair[1] = *raw(input, f.Value)
			}
			r.Fields = append(r.Fields, pair)
		}
	}
}

// setOwnParts sets Parts for a URL whose part's production is not RFC
// 1738's, nor written by one of its productions (https, by httpurl):
// a registered scheme's, or a built-in scheme's of a later RFC
// (ast.Production.FromRFC1738). RFC 1738's schemes and the generic
// syntax have the keys above.
func (r *report) setOwnParts(input string, u *ast.URL) {
	if grammar.OfPart(u).FromRFC1738() {
		return
	}
	r.Parts = [][2]string{}
	for _, n := range ast.ChildrenOf(u.Part) {
		r.Parts = append(r.Parts, [2]string{grammar.Of(n).Name, *raw(input, n)})
	}
}

// raw returns the text of n as it is in input.
func raw(input string, n ast.Node) *string {
	s := input[n.Pos():n.End()]
	return &s
}

// rawOrNil is raw for a node that may be nil, or an interface holding a
// nil pointer, as an author's UserInfo may return: nil (null) then.
func rawOrNil(input string, n ast.Node) *string {
	if n == nil || reflect.ValueOf(n).Kind() == reflect.Pointer && reflect.ValueOf(n).IsNil() {
		return nil
	}
	return raw(input, n)
}

// empty returns a pointer to "".
func empty() *string {
	s := ""
	return &s
}

// lower returns *s in lower case.
func lower(s *string) *string {
	l := strings.ToLower(*s)
	return &l
}

// diagnostics lists the diagnostics that err holds, an *parser.Error, a
// parser.ErrorList, a *parser.CheckError or a *parser.QuoteError (whose
// full *parser.Error it builds), in input order.
func diagnostics(err error) []diagnostic {
	switch err := err.(type) {
	case *parser.Error:
		return []diagnostic{diagnosticOf(err)}
	case *parser.CheckError:
		return diagnostics(err.Unwrap())
	case *parser.QuoteError:
		return diagnostics(err.Unwrap())
	case parser.ErrorList:
		out := make([]diagnostic, len(err))
		for i, e := range err {
			out[i] = diagnosticOf(e)
		}
		return out
	}
	return []diagnostic{{Message: err.Error(), Notes: []note{}}}
}

func diagnosticOf(e *parser.Error) diagnostic {
	d := diagnostic{Offset: e.Offset, Code: string(e.Code), Production: e.Production.Name, Message: e.Summary(grammar.English), Notes: []note{}, specific: string(e.SpecificCode())}
	if e.Code == parser.CodeSyntax || e.Code == parser.CodeText {
		expected, end := printable(e.Expected), e.End
		d.Expected, d.End = &expected, &end
	}
	for _, n := range e.Notes {
		d.Notes = append(d.Notes, note{Offset: n.Offset, Code: string(n.Code), Message: n.Text(grammar.English)})
	}
	return d
}

// printable returns the bytes of set from 0x21 to 0x7E, in increasing
// order, as a string.
func printable(set parser.ByteSet) string {
	var b strings.Builder
	for c := byte(0x21); c <= 0x7e; c++ {
		if set.Has(c) {
			b.WriteByte(c)
		}
	}
	return b.String()
}
