package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A use is a production used within a scheme's production: what a part
// means depends on both.
type use struct {
	scheme     string // the scheme part's production, e.g. "httpurl"
	production string // the part's own production, e.g. "search"
}

// meanings says what a part means, in the words of RFC 1738 section 3,
// by the production it is used in and its own. The words in angle
// brackets are the section's own (<path>, <searchpart>, ...).
var meanings = map[use]string{
	{ast.FTPURLP.Name, grammar.UserP.Name}:          `the user name, used in the FTP "USER" command "after first making the connection to the FTP server" (RFC 1738 section 3.2.1)`,
	{ast.FTPURLP.Name, grammar.PasswordP.Name}:      `the password, used in the FTP "PASS" command (RFC 1738 section 3.2.1)`,
	{ast.TelnetURLP.Name, grammar.UserP.Name}:       telnetLogin,
	{ast.TelnetURLP.Name, grammar.PasswordP.Name}:   telnetLogin,
	{ast.HTTPURLP.Name, ast.HPathP.Name}:            `the <path> of RFC 1738 section 3.3: "an HTTP selector"`,
	{ast.HTTPURLP.Name, ast.SearchP.Name}:           `the <searchpart> of RFC 1738 section 3.3: "a query string"`,
	{ast.GopherURLP.Name, ast.GTypeP.Name}:          `the <gophertype> of RFC 1738 section 3.4.1: the Gopher type of the resource`,
	{ast.GopherURLP.Name, ast.SelectorP.Name}:       `the Gopher selector string, which the client sends to the server decoded (RFC 1738 section 3.4.1)`,
	{ast.GopherURLP.Name, ast.SearchP.Name}:         `the search string, which the client sends to a Gopher search engine after the selector and a tab (RFC 1738 section 3.4.2)`,
	{ast.GopherURLP.Name, ast.GopherPlusP.Name}:     `the Gopher+ string, the commands the client sends after the search and a tab (RFC 1738 section 3.4.3)`,
	{ast.MailtoURLP.Name, ast.Encoded822AddrP.Name}: `the <rfc822-addr-spec> of RFC 1738 section 3.5, encoded: "the Internet mailing address of an individual or service"`,
	{ast.NewsURLP.Name, ast.GroupP.Name}:            `the <newsgroup-name> of RFC 1738 section 3.6: "a period-delimited hierarchical name"`,
	{ast.NewsURLP.Name, grammar.HostP.Name}:         `the <full_domain_name> of the <message-id>, not a server to fetch the article from: news URLs "are location-independent" (RFC 1738 section 3.6)`,
	{ast.NNTPURLP.Name, ast.GroupP.Name}:            `the <newsgroup-name> of RFC 1738 section 3.7: "the name of the group"`,
	{ast.NNTPURLP.Name, ast.ArticleNumberP.Name}:    `the <article-number> of RFC 1738 section 3.7: "the numeric id of the article within that newsgroup"`,
	{ast.WAISURLP.Name, ast.DatabaseP.Name}:         `the <database> of RFC 1738 section 3.9: "the name of the WAIS database being queried"`,
	{ast.WAISURLP.Name, ast.SearchP.Name}:           `the <search> of RFC 1738 section 3.9: with it, the URL "designates a particular search"`,
	{ast.WAISURLP.Name, ast.WTypeP.Name}:            `the <wtype> of RFC 1738 section 3.9: "the WAIS designation of the type of the object"`,
	{ast.WAISURLP.Name, ast.WPathP.Name}:            `the <wpath> of RFC 1738 section 3.9: the WAIS document-id, which "should be treated opaquely"`,
	{ast.ProsperoURLP.Name, ast.PPathP.Name}:        `the <hsoname> of RFC 1738 section 3.11: "the host-specific object name", opaque and interpreted by the Prospero server; no significance may be assumed for a "/" in it`,
	{ast.ProsperoURLP.Name, ast.FieldNameP.Name}:    `the <field> of a ";<field>=<value>" pair, which serves "to identify the target of the URL" (RFC 1738 section 3.11)`,
	{ast.ProsperoURLP.Name, ast.FieldValueP.Name}:   `the <value> of that field (RFC 1738 section 3.11)`,
}

// telnetLogin is what a telnet URL's user and password mean.
const telnetLogin = `advisory only: "clients accessing a telnet URL merely advise the user of the suggested username and password" (RFC 1738 section 3.8)`

// detailsOf says what more there is to know about part p of u: how an
// upper-case scheme is read and which production reads the scheme part;
// the pieces of a part shown whole; what the part means; and what the
// RFC makes of its particular text.
func detailsOf(p part, u *ast.URL) []string {
	var lines []string
	switch n := p.node.(type) {
	case *ast.Scheme:
		if string(n.Text) != n.Name() {
			lines = append(lines, fmt.Sprintf("read as %q: scheme names are case-insensitive (%s section %s)", n.Name(), grammar.SchemeP.RFC, grammar.SchemeP.Section))
		}
		lines = append(lines, schemePartLine(u)...)
	case *ast.Host:
		lines = append(lines, hostDetails(n)...)
	default:
		lines = append(lines, pieces(p.node, p.scheme)...)
	}
	name := grammar.Of(p.node).Name
	if _, unnamed := unnamedPieces[name]; !unnamed || p.label != unnamedPieces[name] {
		// (a piece its rule leaves unnamed does not mean what the whole does)
		if m, ok := meanings[use{p.scheme.Name, name}]; ok {
			lines = append(lines, m)
		}
	}
	return append(lines, particulars(p, u)...)
}

// schemePartLine says which production reads u's scheme part: the
// scheme's own, or the generic syntax of section 3.1 when RFC 1738 gives
// the scheme none.
func schemePartLine(u *ast.URL) []string {
	g := grammar.Of(u.Part)
	switch sp := u.Part.(type) {
	case *ast.OpaquePart:
		return nil // its own part line says it
	case *ast.IPSchemePart:
		return []string{fmt.Sprintf("RFC 1738 gives %q no production of its own: the schemepart follows the common Internet syntax, %s (%s)", u.Scheme.Name(), g.Name, g.Cite())}
	case *ast.WAISPart:
		f := sp.Form().Production()
		return []string{fmt.Sprintf("the schemepart follows the scheme's own production, %s, here in its %s form (%s)", g.Name, f.Name, f.Cite())}
	}
	return []string{fmt.Sprintf("the schemepart follows the scheme's own production, %s (%s)", g.Name, g.Cite())}
}

// pieces lists the children of n, a part shown whole: each run of
// pieces of one production on a line, with that production, and then
// what the production means within scheme, where the table says.
func pieces(n ast.Node, scheme ast.Production) []string {
	kids := children(n)
	var lines []string
	for i := 0; i < len(kids); {
		g := grammar.Of(kids[i])
		var texts []string
		j := i
		for ; j < len(kids) && grammar.Of(kids[j]) == g; j++ {
			texts = append(texts, g.Name+" "+textOf(kids[j]))
		}
		lines = append(lines, strings.Join(texts, ", ")+" ("+g.Cite()+")")
		if m, ok := meanings[use{scheme.Name, g.Name}]; ok {
			lines = append(lines, g.Name+": "+m)
		}
		i = j
	}
	return lines
}

// particulars says what RFC 1738 makes of p's particular text, where
// that depends on more than its production: the commands an ftp path
// stands for, an ftp typecode, a file URL's local host, an empty Gopher
// selector, a mail address's halves, a news article's message-id,
// news:*, and a path that a search or typecode follows.
func particulars(p part, u *ast.URL) []string {
	switch n := p.node.(type) {
	case *ast.HPath:
		if h, ok := u.Part.(*ast.HTTPPart); ok && h.Search != nil {
			return []string{fmt.Sprintf(`with "?" and the search, the url-path of RFC 1738 section 3.1 is %q`, u.String()[n.Pos():h.End()])}
		}
	case *ast.FPath:
		switch sp := u.Part.(type) {
		case *ast.FTPPart:
			return ftpPath(sp, u)
		case *ast.FilePart:
			return []string{dirsAndName(sp.Segments(), "<directory>") + " of the <path> of RFC 1738 section 3.10"}
		}
	case *ast.FTPType:
		return []string{ftpType(n, p.parent)}
	case *ast.Host:
		if f, ok := u.Part.(*ast.FilePart); ok {
			if f.IsLocal() {
				return []string{`"localhost": "the machine from which the URL is being interpreted" (RFC 1738 section 3.10)`}
			}
			return []string{`the fully qualified domain name of the system on which the <path> is accessible (RFC 1738 section 3.10)`}
		}
	case *ast.GopherPath:
		if n.GType == nil {
			return []string{`empty: "the entire <gopher-path> may also be empty, in which case ... the <gophertype> defaults to "1"" (RFC 1738 section 3.4.1)`}
		}
		if n.Selector != nil && n.Selector.Text == "" {
			return []string{`the selector is empty: "this is how Gopher clients refer to the top-level directory" (RFC 1738 section 3.4.1)`}
		}
	case *ast.Encoded822Addr:
		if local, domain, err := n.AddrSpec(); err == nil {
			return []string{fmt.Sprintf("an RFC 822 addr-spec: local-part %s, domain %s", strconv.QuoteToASCII(local), strconv.QuoteToASCII(domain))}
		}
	case *ast.Unique:
		if a, ok := p.parent.(*ast.Article); ok {
			return []string{fmt.Sprintf("the <unique> of the article's <message-id> %s, which RFC 1738 section 3.6 writes <unique>@<full_domain_name>", strconv.QuoteToASCII(a.MessageID()))}
		}
	case *ast.NewsPart:
		if n.IsAll() {
			return []string{fmt.Sprintf(`the grouppart "*": "all available news groups" (%s)`, ast.GroupPartP.Cite())}
		}
	}
	return nil
}

// ftpPath says what the path of sp stands for (section 3.2.2), and
// where the url-path of that section goes on after it.
func ftpPath(sp *ast.FTPPart, u *ast.URL) []string {
	segs := sp.Segments()
	line := dirsAndName(segs, "<cwd>") + " of RFC 1738 section 3.2.2"
	if len(segs) > 1 {
		line += `: each <cwd> "is to be supplied, sequentially, as the argument to a CWD (change working directory) command"`
	}
	lines := []string{line}
	if t := sp.Typecode; t != nil {
		lines = append(lines, fmt.Sprintf(`with ";type=" and the ftptype, the url-path of RFC 1738 section 3.2.2 is %q`, u.String()[sp.Path.Pos():t.End()]))
	}
	return lines
}

// dirsAndName names the decoded segments of a path as the RFC does: each
// but the last a dir (<cwd> in section 3.2.2, <directory> in 3.10), and
// the last the <name>.
func dirsAndName(segs []string, dir string) string {
	if len(segs) == 0 {
		return "no path"
	}
	dirs := make([]string, len(segs)-1)
	for i, s := range segs[:len(segs)-1] {
		dirs[i] = dir + " " + strconv.QuoteToASCII(s)
	}
	name := "the <name> " + strconv.QuoteToASCII(segs[len(segs)-1])
	if len(dirs) == 0 {
		return name
	}
	return "the " + strings.Join(dirs, ", ") + " and " + name
}

// ftpType says what typecode t, a child of parent, asks for (section
// 3.2.2).
func ftpType(t *ast.FTPType, parent ast.Node) string {
	c := string(t.Letter())
	typecode := "the <typecode>"
	if string(t.Text) != c {
		typecode += fmt.Sprintf(", read as %q", c)
	}
	name := `<name>`
	if f, ok := parent.(*ast.FTPPart); ok {
		name += " " + strconv.QuoteToASCII(f.Name())
	}
	if c == "d" {
		return fmt.Sprintf(`%s: "perform a NLST (name list) command" with the %s as the argument, "and interpret the results as a file directory listing" (RFC 1738 section 3.2.2)`, typecode, name)
	}
	return fmt.Sprintf(`%s: "perform a TYPE command" with %q as the argument, and then access the file %s (RFC 1738 section 3.2.2)`, typecode, c, name)
}
