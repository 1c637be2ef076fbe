package main

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// absent says which parts of the note's template u, explained as ps,
// leaves out, and why: a part the scheme's production has a place for
// is optional and left out, with what that means (the default port, for
// instance); a part it has no place for cannot be written, and one line
// says so for all of them.
func absent(u *ast.URL, ps []part) []string {
	places := placesOf(u)
	have := map[string]bool{}
	for _, p := range ps {
		switch {
		case p.word:
			have[p.label] = true
		case places["url-path"]:
			have["url-path"] = true // a production of the scheme's own in the url-path's place
		}
	}
	scheme := grammar.Of(u.Part).Name
	var noPlace []string
	for _, w := range template {
		if !have[w] && !places[w] {
			noPlace = append(noPlace, w)
		}
	}
	var lines []string
	said := false // the line on the parts with no place is written
	for _, w := range template {
		switch {
		case have[w]:
		case !places[w]:
			if !said {
				lines = append(lines, "no "+listOf(noPlace)+": "+whyNoPlace(u, len(noPlace)))
				said = true
			}
		case w == "user":
			lines = append(lines, "no "+listOf([]string{"user", "password"})+`: no "@" before the host`+remark(scheme, w))
		case w == "password":
			if have["user"] {
				lines = append(lines, "no "+tagOf(w)+`: no ":" after the user`+remark(scheme, w))
			}
		case w == "port":
			lines = append(lines, noPort(u))
		case w == "url-path":
			lines = append(lines, "no "+tagOf(w)+` (nor the "/" before it): a default resource is accessed`+remark(scheme, w))
		default:
			lines = append(lines, "no "+tagOf(w)+remark(scheme, w))
		}
	}
	return lines
}

// placesOf returns the note's words that u's scheme part has a place
// for, whether u fills them or not: those of the productions its rule
// names, and of a login and a hostport, which the rules of section 3.1
// expand into user, password, host and port. The tree adds the login or
// hostport that a rule names only through others (waisurl's forms). A
// scheme part with a host has a place for the url-path, the rest of the
// URL (section 3.1), when its rule names more than the login or
// hostport: a path, or the productions that take the url-path's place
// (gopher's gopher-path, nntp's group, ...).
func placesOf(u *ast.URL) map[string]bool {
	places := map[string]bool{}
	rest := false // the rule names more than a login or hostport
	var add func(p ast.Production)
	add = func(p ast.Production) {
		for _, name := range namesIn(p.Rule) {
			w, isWord := noteWords[name]
			if isWord {
				places[w] = true
			}
			if q, ok := expands[name]; ok {
				add(q)
			} else if !isWord || w == "url-path" {
				rest = true
			}
		}
	}
	add(grammar.Of(u.Part))
	if u.Login() != nil {
		add(grammar.LoginP)
	}
	if u.HostPort() != nil {
		add(grammar.HostPortP)
	}
	if places["host"] && rest {
		places["url-path"] = true
	}
	return places
}

// expands are the productions of section 3.1 that hold parts of the
// note's template, by name.
var expands = map[string]ast.Production{
	grammar.LoginP.Name:    grammar.LoginP,
	grammar.HostPortP.Name: grammar.HostPortP,
}

var (
	quoted   = regexp.MustCompile(`"[^"]*"`)
	ruleName = regexp.MustCompile(`[a-z][a-z0-9+_-]*`)
)

// namesIn returns the names of the productions that the right-hand side
// of rule refers to; quoted literals ("http://", "localhost") are not
// names.
func namesIn(rule string) []string {
	_, rhs, _ := strings.Cut(rule, "=")
	return ruleName.FindAllString(quoted.ReplaceAllString(rhs, ""), -1)
}

// listOf writes the note's words ws as a list: "<user>/<password>" for
// that pair, "<a>, <b> or <c>" otherwise.
func listOf(ws []string) string {
	tags := make([]string, len(ws))
	for i, w := range ws {
		tags[i] = tagOf(w)
	}
	if len(ws) == 2 && ws[0] == "user" && ws[1] == "password" {
		return tags[0] + "/" + tags[1]
	}
	if len(tags) == 1 {
		return tags[0]
	}
	return strings.Join(tags[:len(tags)-1], ", ") + " or " + tags[len(tags)-1]
}

// whyNoPlace says why u cannot have the n parts of the template its
// scheme part has no place for.
func whyNoPlace(u *ast.URL, n int) string {
	g := grammar.Of(u.Part)
	r, ok := noPlaceRemarks[g.Name]
	switch {
	case g == grammar.SchemePartP:
		return `with no "//" after the scheme, the schemepart is not in the common Internet syntax of RFC 1738 section 3.1 but in the scheme's own syntax`
	case len(placesOf(u)) == 0:
		r = fmt.Sprintf(`%s, the scheme's own production, does not follow the common Internet syntax of RFC 1738 section 3.1 ("//" and a login): it has none of them`, g.Name) + "; " + r
	default:
		them := "them"
		if n == 1 {
			them = "it"
		}
		r = fmt.Sprintf("%s, the scheme's own production, has no place for %s", g.Name, them) + ": " + r
	}
	if !ok {
		r = strings.TrimRight(r, ":; ") + fmt.Sprintf(" (%s section %s)", g.RFC, g.Section)
	}
	return r
}

// noPlaceRemarks are what section 3 says of the parts of the template
// that a scheme's production has no place for, by the production.
var noPlaceRemarks = map[string]string{
	ast.HTTPURLP.Name:     `"No user name or password is allowed" (RFC 1738 section 3.3)`,
	ast.ProsperoURLP.Name: `"No username or password is allowed" (RFC 1738 section 3.11)`,
	ast.TelnetURLP.Name:   `a telnet URL "does not designate a data object, but rather an interactive service" (RFC 1738 section 3.8)`,
	ast.NewsURLP.Name:     `news URLs "are location-independent" (RFC 1738 section 3.6)`,
	ast.MailtoURLP.Name:   `"No additional information other than an Internet mailing address is present or implied" (RFC 1738 section 3.5)`,
	ast.FileURLP.Name:     `the file scheme "does not specify an Internet protocol or access method" (RFC 1738 section 3.10)`,
}

// omittedRemarks are what section 3 says it means to leave out a part
// of the template, where that is more than the note says, by the
// scheme's production and the note's word.
var omittedRemarks = map[use]string{
	{ast.FTPURLP.Name, "user"}:        `; if the FTP server asks for them, "the conventions for "anonymous" FTP are to be used": the user name "anonymous", and as password the end user's e-mail address (RFC 1738 section 3.2.1)`,
	{ast.FTPURLP.Name, "password"}:    `; if the server asks for one, "the program interpreting the FTP URL should request one from the user" (RFC 1738 section 3.2.1)`,
	{ast.GopherURLP.Name, "url-path"}: `; for gopher, "the entire <gopher-path> may also be empty, in which case the delimiting "/" is also optional and the <gophertype> defaults to "1"" (RFC 1738 section 3.4.1)`,
	{ast.FileURLP.Name, "host"}:       `: the host is empty, which is "interpreted as 'the machine from which the URL is being interpreted'" (RFC 1738 section 3.10)`,
}

// remark is what omittedRemarks says of leaving out w in a URL whose
// scheme part is read by scheme, or "".
func remark(scheme, w string) string {
	return omittedRemarks[use{scheme, w}]
}

// noPort says what port u, which gives none, uses.
func noPort(u *ast.URL) string {
	s := u.Scheme.Name()
	if p, ok := u.DefaultPort(); ok {
		return fmt.Sprintf("no %s: the default for %s is %d", tagOf("port"), s, p)
	}
	return fmt.Sprintf("no %s: RFC 1738 gives %q no default port", tagOf("port"), s)
}
