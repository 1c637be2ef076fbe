package parser

import (
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// The note rules for a character written where another was likely
// meant: a tab for the %09 that separates a gopher selector from its
// search, a "|" for a drive letter's ":", a "\" for a "/".

// gopherTabNote: a tab in a gopher selector, which characterNote says
// to escape (NoteUnsafe; notes calls it only after that note). The
// Gopher protocol sends a selector, a tab and a search, and a URL writes
// that tab %09 (section 3.4.2): a writer who copied the protocol's line
// meant the separator. Its advice is NoteUnsafe's, given only where the
// input so written gets past the error; a tab after a %09 is in the
// search, not the selector.
func gopherTabNote(c *noteContext) *Note {
	off := c.e.Offset
	_, end, ok := c.authority()
	if c.e.Scheme.Name != ast.GopherURLP.Name || !c.found('\t') || !ok || end >= len(c.input) || c.input[end] != '/' || off < end+2 {
		return nil // no gtype before the tab: a tab there separates nothing
	}
	if strings.Contains(strings.ToUpper(c.input[end:off]), "%09") || !c.fixes(c.input[:off]+"%09"+c.input[off+1:], off+2) {
		return nil
	}
	return c.keep(note(NoteGopherTab, off, ast.SelectorP, c))
}

// driveBarNote: "file:///c|/x", a "|" after a drive letter that starts
// a file URL's path, where old programs wrote the drive's ":". The
// advice puts the ":" back, as driveNote's puts a drive letter in the
// path, and is given only where it makes a URL.
func driveBarNote(c *noteContext) *Note {
	off := c.e.Offset
	_, end, ok := c.authority()
	if c.e.Scheme.Name != ast.FileURLP.Name || !c.found('|') || !ok || off != end+2 || !isLetter(c.input[off-1]) {
		return nil // more than a letter before the "|"
	}
	if off+1 < len(c.input) && c.input[off+1] != '/' {
		return nil // text after the "|": no drive letter
	}
	url := c.input[:off] + ":" + c.input[off+1:]
	return c.advised(NoteFileDriveBar, NoteFileDriveBarRule, off, ast.FPathP, url, off, "drive", c.input[off-1:off]+":")
}

// backslashNote: a "\" where the "/" that ends a host could stand,
// after a host name of more than one label, or where the "//" after
// the scheme's ":" goes ("http:\\h\"), as Windows separates the parts
// of a file name: the advice writes "/" for every "\" of the input
// where that makes a URL, or else for this one. In a path, a "\" may be
// data as well as a separator, and NoteUnsafe's escape keeps it; Fix
// says what browsers make of it there.
func backslashNote(c *noteContext) *Note {
	off := c.e.Offset
	if !c.found('\\') || !c.e.Expected.Has('/') || !c.hostBackslash() && !c.slashesBackslash() {
		return nil
	}
	if url := strings.ReplaceAll(c.input, `\`, "/"); c.valid(url) {
		return c.keep(note(NoteBackslash, off, c.e.Production, c, "url", url))
	}
	url := c.input[:off] + "/" + c.input[off+1:]
	return c.advised(NoteBackslash, NoteBackslashRule, off, c.e.Production, url, off)
}

// hostBackslash reports whether the error's "\" stands where a host
// ends: after a host name of more than one label, or after one label
// with no "." after it ("file://srv\share"); one label with a "." after
// it ("https://exam\ple.net") may be a name the "\" stands inside.
func (c *noteContext) hostBackslash() bool {
	off := c.e.Offset
	start, end, ok := c.authority()
	if !ok || off < start || off >= end {
		return false
	}
	return strings.IndexByte(c.input[start:off], '.') >= 0 || strings.IndexByte(c.input[off:end], '.') < 0
}

// slashesBackslash reports whether the error's "\" stands where the
// "//" after the scheme's ":" goes, after nothing or a "/".
func (c *noteContext) slashesBackslash() bool {
	colon, off := c.colon(), c.e.Offset
	return colon >= 0 && off > colon && off <= colon+2 && strings.Trim(c.input[colon+1:off], "/") == ""
}

// windowsPathNote: a file URL whose text after "file:" and any "/" or
// "\" is a Windows path, a drive letter, its ":" (or an old "|"), then
// "\", "/" or the end, in an input with a "\" ("file:C:\Users\joe",
// "file://C:\x", "file:///C:\x"), or such a path alone ("C:\x"): the
// drive letter goes in the path of a file on this machine, and "\" is
// written "/". The advice is given
// only where it makes a URL, and only for an error at or before the
// first "\", which the path explains.
func windowsPathNote(c *noteContext) *Note {
	start, host, ok := c.windowsPathStart()
	if !ok {
		return nil
	}
	path := c.input[start:]
	if !isDrivePath(path) {
		return nil
	}
	bs := strings.IndexByte(c.input, '\\')
	if bs < 0 && path[1] == '|' && c.e.Offset <= start && host == "" {
		// "file:c|/x": no "\", but the old "|" of a drive letter.
		url := "file:///" + path[:1] + ":" + path[2:]
		return c.advised(NoteFileDriveBar, NoteFileDriveBarRule, start+1, ast.FPathP, url, len("file:///C:"), "drive", path[:1]+":")
	}
	if bs < 0 || c.e.Offset > bs {
		return nil
	}
	// A path alone is a file name, whose "%" is a character; in a file
	// URL, "%" and two hex digits may already be an escape.
	bare := c.e.Scheme.Name != ast.FileURLP.Name
	url := "file://" + host + "/" + path[:1] + ":" + escapeFPath(strings.ReplaceAll(path[2:], `\`, "/"), bare)
	// The path alone is read by another automaton than the file
	// scheme's; and every byte a file URL's path does not hold is
	// escaped, so that url is one.
	if defaultParser().Check(url) != nil {
		return nil
	}
	// The advice is a URL of section 5's fileurl, whatever the input's
	// scheme was read as.
	return c.keep(note(NoteFileWindows, start, ast.FileURLP, c, "path", path, "url", url))
}

// windowsPathStart returns where a Windows path would start, and the
// host before it: in a file URL, after "file:" and any "/" or "\", or
// after a host and its "/" ("file://localhost/C:\x"); in an input whose
// scheme is a single letter, at its start, where the drive letter reads
// as a scheme ("C:\Users\a.txt", pasted from Windows).
func (c *noteContext) windowsPathStart() (start int, host string, ok bool) {
	colon := c.colon()
	if c.e.Scheme.Name != ast.FileURLP.Name {
		return 0, "", colon == 1 && isDrivePath(c.input)
	}
	if colon < 0 {
		return 0, "", false
	}
	start = colon + 1
	for start < len(c.input) && (c.input[start] == '/' || c.input[start] == '\\') {
		start++
	}
	// Only "//" then a name starts a host: "file:///host/C:\x" is a path.
	if rest := c.input[start:]; !isDrivePath(rest) && start == colon+3 && c.input[colon+1:start] == "//" {
		if j := strings.IndexAny(rest, `/\`); j > 0 && isDrivePath(rest[j+1:]) {
			return start + j + 1, rest[:j], true
		}
	}
	return start, "", true
}

// escapeFPath escapes, in a file name written with "/", each byte that
// a file URL's path does not hold as it is (fsegment = *[ uchar | "?" |
// ":" | "@" | "&" | "=" ]): a space, a character outside ASCII, "#", ";",
// a "%" that starts no escape, and every "%" of a file name (name true),
// where it is a character. A Windows name holds them freely, and advice
// that left them would give no URL, or another file's.
func escapeFPath(p string, name bool) string {
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		ch := p[i]
		switch {
		case ch == '%' && !name && i+2 < len(p) && grammar.IsHex(p[i+1]) && grammar.IsHex(p[i+2]),
			ch == '/' || strings.IndexByte("?:@&=", ch) >= 0,
			ch < utf8.RuneSelf && grammar.Class(ch) <= grammar.Extra:
			b.WriteByte(ch)
		default:
			b.WriteString(escapeAll(p[i : i+1]))
		}
	}
	return b.String()
}

// isDrivePath reports whether path starts with a drive letter: a
// letter, ":" or "|", then "\", "/" or the end.
func isDrivePath(path string) bool {
	if len(path) < 2 || !isLetter(path[0]) || path[1] != ':' && path[1] != '|' {
		return false
	}
	return len(path) == 2 || path[2] == '\\' || path[2] == '/'
}
