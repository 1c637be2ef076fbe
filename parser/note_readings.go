package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// The note rules about how the input was meant to be read: its scheme,
// its login, its host and port.

// schemeNameNote: no ":" at all, so no scheme ("www.example.com"), or a
// "/" right after a scheme name, whose ":" was left out ("http//h").
func schemeNameNote(c *noteContext) *Note {
	if c.colon() >= 0 {
		return nil
	}
	if off := c.e.Offset; strings.HasPrefix(c.input[off:], "//") && c.e.Expected.Has(':') {
		fixed := c.input[:off] + ":" + c.input[off:]
		// With the ":", the "//" must read as this scheme's.
		if n := c.advised(NoteSchemeColon, NoteSchemeColonRule, off, grammar.SchemeP, fixed, off+2); n != nil {
			return n
		}
	}
	if c.e.Offset == 0 {
		return nil // no scheme name began, or no input: nothing says one was meant
	}
	return c.keep(note(NoteNoScheme, 0, grammar.SchemeP, c))
}

// loginReadingNote: the error is in a user name or password, which the
// parser read because the text could no longer be a host and port. The
// note says where that reading stopped. Finding it takes a second run of
// the automaton over the text before the error, keeping its states.
func loginReadingNote(c *noteContext) *Note {
	if !c.has(c.st, prodUser) && !c.has(c.st, prodPassword) || c.has(c.st, prodHostPort) {
		return nil
	}
	hp := c.indexOf(prodHostPort)
	if hp < 0 {
		return nil
	}
	_, _, trail := c.a.Trail(c.input[:c.e.Offset], nil)
	for j := len(trail) - 2; j >= 0; j-- {
		if c.a.Has(trail[j], hp) && !c.a.Has(trail[j+1], hp) {
			switch {
			case isTypeWithoutPath(c, j, trail[j]):
				return c.keep(note(NoteTypeWithoutPath, j, c.production(trail[j]), c))
			case c.has(trail[j], prodPort):
				return c.keep(note(NotePortReading, j, grammar.PortP, c))
			}
			return c.keep(note(NoteHostReading, j, grammar.HostP, c))
		}
	}
	return nil
}

// authority returns the offsets of the text after "scheme://" up to the
// next "/", "?" or "#" (or the end), where a login and a hostport stand
// (an "@" after them is in a path, a search or a fragment); ok is false
// when the scheme part does not start with "//".
func (c *noteContext) authority() (start, end int, ok bool) {
	if c.authEnd == 0 {
		c.authStart, c.authEnd, c.authOK = c.findAuthority()
		c.authEnd++
	}
	return c.authStart, c.authEnd - 1, c.authOK
}

// findAuthority finds what authority returns; several rules ask for it
// for one error, and authority keeps it.
func (c *noteContext) findAuthority() (start, end int, ok bool) {
	colon := c.colon()
	if colon < 0 || !strings.HasPrefix(c.input[colon+1:], "//") {
		return 0, 0, false
	}
	start = colon + 3
	end = len(c.input)
	for i := start; i < len(c.input); i++ {
		if b := c.input[i]; b == '/' || b == '?' || b == '#' {
			return start, i, true
		}
	}
	return start, end, true
}

// noLoginNote: the text before an "@" in a scheme whose production has
// a hostport and no login.
func noLoginNote(c *noteContext) *Note {
	if c.e.Scheme.Name == "" || c.indexOf(prodUser) >= 0 || c.indexOf(prodHostPort) < 0 {
		return nil
	}
	start, end, ok := c.authority()
	if !ok || c.loginPossible(start) {
		return nil
	}
	at := strings.IndexByte(c.input[start:end], '@')
	if at < 0 || start+at < c.e.Offset {
		return nil
	}
	n := schemeNote(NoteNoLoginRule, start+at, c)
	if url := c.input[:start] + c.input[start+at+1:]; c.valid(url) {
		n.Code, n.Args["url"] = NoteNoLogin, url
	}
	return c.keep(n)
}

// noLoginSaidNote: after the note of a login in an http URL (or in one
// of a scheme read as http, https), the words in which section 3.3 says
// that it has none, which the other schemes' sections do not all say.
func noLoginSaidNote(c *noteContext, login Note) *Note {
	if login.Production.Name != ast.HTTPURLP.Name {
		return nil
	}
	return c.keep(note(NoteNoLoginSaid, login.Offset, login.Production, c))
}

// noAuthorityNote: "//" right after the scheme's ":", before the error,
// in a scheme whose production does not start with "/": the writer gave
// it the common Internet syntax of section 3.1, which it does not use
// ("news://host/group" reads as an article that lacks its "@").
func noAuthorityNote(c *noteContext) *Note {
	colon := c.colon()
	if c.e.Scheme.Name == "" || colon < 0 || c.e.Offset <= colon || !strings.HasPrefix(c.input[colon+1:], "//") {
		return nil
	}
	// A scheme part that must start with "/" (ftp, file, ...) is one
	// that has a "//", whatever else went wrong.
	st, n := c.a.Run(c.input[:colon+1])
	var slash automaton.ByteSet
	slash.Add('/')
	if n != colon+1 || c.a.Expected(st) == slash {
		return nil
	}
	note := schemeNote(NoteNoAuthority, colon+1, c)
	if url, other, ok := c.newsServer(colon); ok {
		note.Code, note.Args["url"], note.Args["other"] = NoteNewsServer, url, other
	}
	return c.keep(note)
}

// newsServer returns, for a news URL written "news://host/group", the
// nntp URL of that server and group and the news URL of the group
// alone, where both are URLs: the writer most likely meant one of them.
func (c *noteContext) newsServer(colon int) (url, other string, ok bool) {
	if c.e.Scheme.Name != ast.NewsURLP.Name {
		return "", "", false
	}
	rest := c.input[colon+len("://"):]
	slash := strings.IndexByte(rest, '/')
	if slash < 0 {
		return "", "", false
	}
	url, other = "nntp"+c.input[colon:], "news:"+rest[slash+1:]
	p := defaultParser()
	return url, other, p.Check(url) == nil && p.Check(other) == nil
}

// portNote: a port that goes on with a letter or another character no
// port holds ("http://host:80x/"), where the error names the scheme's
// production, since a "/" or the end could also have come.
func portNote(c *noteContext) *Note {
	off := c.e.Offset
	colon := strings.LastIndexByte(c.input[:off], ':')
	if !c.has(c.st, prodPort) || colon < 0 || off == colon+1 || !allDigits(c.input[colon+1:off]) {
		return nil // right after the ":", the error names the port itself ("port: found "x", expected a digit")
	}
	if f := c.e.Found; f == "" || strings.ContainsAny(f[:1], "/?#@;0123456789") {
		return nil
	}
	return c.keep(note(NotePortDigits, off, grammar.PortP, c))
}

// noPortNote: a ":" after a host, in a scheme whose production has a
// host and no port (file). Where the ":" is a drive letter's
// ("file://d:/x"), driveNote reads it so, and a port would be the
// other, contradicting, reading of the same ":".
func noPortNote(c *noteContext) *Note {
	if c.e.Scheme.Name == "" || !c.found(':') || c.indexOf(prodPort) >= 0 || !c.has(c.st, prodHost) {
		return nil
	}
	if _, drive := c.drive(); drive {
		return nil
	}
	return c.keep(schemeNote(NoteNoPort, c.e.Offset, c))
}

// driveNote: "file://C:/x", a drive letter where the host goes, which
// has no port: written "file:///C:/x", it is the path's first segment
// on this machine (section 3.10's empty host). An old "|" for the
// drive's ":" ("file://C|/x") is written ":" in the advice, as
// driveBarNote's. The advice is given only where it makes a URL.
func driveNote(c *noteContext) *Note {
	start, ok := c.drive()
	if !ok {
		return nil
	}
	local := c.input[:start] + "/" + c.input[start:start+1] + ":" + c.input[start+2:]
	// The drive letter, its ":" and what follows it must read as a path.
	return c.advised(NoteFileDrive, NoteFileDriveRule, start, c.e.Scheme, local, start+3, "drive", c.input[start:start+2])
}

// drive reports whether the error is the ":" or "|" after one letter
// right after a file URL's "//", a drive letter where the host goes,
// and where the letter stands. Only a ":" or "|" that "/", "\" or the
// end follows reads as a drive's: "file://c:80/x" is a host and a port.
func (c *noteContext) drive() (start int, ok bool) {
	start, _, ok = c.authority()
	if !ok || c.e.Scheme.Name != "fileurl" || c.e.Offset != start+1 || !c.found(':') && !c.found('|') || !isLetter(c.input[start]) {
		return start, false
	}
	rest := c.input[start+2:]
	return start, rest == "" || rest[0] == '/' || rest[0] == '\\'
}

// filePathNote: "file://name", with no "/" after it, where the name is
// read as a host that a "/" and the path must follow: written
// "file:///name", the name is the path of a file on this machine
// (section 3.10's empty host). Where the whole name is a host, which
// "file://name/" would name, the host is what the grammar reads, and
// NoteFileHost gives "file://name/" first; but writers of file URLs
// mostly mean a file ("file://README.md"), so it names "file:///name"
// too, as another URL. "localhost" is this machine (section 3.10), and
// NoteFileLocalhost gives "file://localhost/" alone.
func filePathNote(c *noteContext) *Note {
	start, _, ok := c.authority()
	if c.e.Scheme.Name != "fileurl" || !ok || c.e.Offset < start || strings.Contains(c.input[start:], "/") {
		return nil
	}
	if _, drive := c.drive(); drive {
		return nil // driveNote says it, with the same URL
	}
	local := c.input[:start] + "/" + c.input[start:]
	if !c.valid(local) {
		// A later mistake in the path: the rule alone, where the path
		// gets past the error.
		if c.fixes(local, c.e.Offset+1) {
			return c.keep(note(NoteFilePathRule, start, c.e.Scheme, c))
		}
		return nil
	}
	if off := c.e.Offset; off == len(c.input) && off > start && c.valid(c.input+"/") {
		if strings.EqualFold(c.input[start:], "localhost") {
			// This machine already: "file:///localhost" would be a file
			// named localhost.
			return c.keep(note(NoteFileLocalhost, off, c.e.Scheme, c, "url", c.input+"/"))
		}
		return c.keep(note(NoteFileHost, off, c.e.Scheme, c, "url", c.input+"/", "local", local))
	}
	return c.keep(note(NoteFilePath, start, c.e.Scheme, c, "url", local))
}
