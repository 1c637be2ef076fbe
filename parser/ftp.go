package parser

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// ftpScheme is the ftp scheme of section 3.2.
var ftpScheme = Scheme{Name: "ftp", Part: &ast.FTPPart{}, Validate: validateFTP}

// validateFTP checks an ftp URL. A parsed tree always matches ftpurl, so
// its errors are for trees a program built: a part that is not an
// *ast.FTPPart, no login, a segment holding what fsegment does not
// allow, a typecode that is no letter of ftptype or that has no path to
// follow. Its warnings are for valid URLs that FTP itself, which section
// 3.2 names (RFC 959), cannot carry out as written:
//
//   - an empty user name or password: section 3.2.1 says they are sent
//     in the USER and PASS commands, whose arguments RFC 959 section
//     5.3.2 makes at least one character long;
//   - a user name, password or segment that decodes to CR or LF: each is
//     sent as the argument of one command line, and section 6 warns of
//     encoded delimiters of the protocol that would be "unencoded before
//     transmission", here the end of a command;
//   - typecode "a" or "i" with an empty <name>: section 3.2.2 says to
//     "perform a TYPE command with <typecode> as the argument, and then
//     access the file whose name is <name>", and there is no such file.
func validateFTP(u *ast.URL) ErrorList {
	part, ok := u.Part.(*ast.FTPPart)
	if !ok || part == nil {
		return inScheme(ErrorList{wrongPart(u, "ftp", "*ast.FTPPart", ast.FTPURLP)}, ast.FTPURLP)
	}
	var list ErrorList
	if part.Login == nil {
		list = append(list, &Error{
			Offset:     part.Pos(),
			Message:    "an ftp URL needs a login: at least a host",
			Production: ast.FTPURLP,
		})
	} else {
		list = append(list, ftpLogin(part.Login)...)
	}
	if part.Path != nil {
		list = append(list, checkFPath(part.Path)...)
		list = append(list, ftpControlChars(part.Path)...)
	}
	if t := part.Typecode; t != nil {
		list = append(list, ftpTypecode(part, t)...)
	}
	// Errors and warnings about one segment come from two checks; a
	// list is in input order.
	slices.SortStableFunc(list, func(a, b *Error) int { return a.Offset - b.Offset })
	return inScheme(list, ast.FTPURLP)
}

// ftpLogin warns about a user name or password that FTP's USER and PASS
// commands cannot carry.
func ftpLogin(l *ast.Login) ErrorList {
	var list ErrorList
	empty := func(n ast.Node, p ast.Production, what, command string) {
		list = append(list, &Error{
			Offset:     n.Pos(),
			Message:    fmt.Sprintf("an empty %s cannot be sent: FTP's %s command takes one of at least one character (section 3.2.1; RFC 959 section 5.3.2)", what, command),
			Production: p,
			Severity:   SeverityWarning,
		})
	}
	if l.User != nil {
		if l.User.Text == "" {
			empty(l.User, grammar.UserP, "user name", "USER")
		}
		list = append(list, lineBreaks(l.User, string(l.User.Text), grammar.UserP, "the USER command")...)
		if l.Password != nil {
			if l.Password.Text == "" {
				empty(l.Password, grammar.PasswordP, "password", "PASS")
			}
			list = append(list, lineBreaks(l.Password, string(l.Password.Text), grammar.PasswordP, "the PASS command")...)
		}
	}
	return list
}

// ftpControlChars warns about segments that decode to CR or LF.
func ftpControlChars(path *ast.FPath) ErrorList {
	var list ErrorList
	for _, s := range path.FSegments {
		if s != nil {
			list = append(list, lineBreaks(s, string(s.Text), ast.FSegmentP, "a CWD, RETR or NLST command")...)
		}
	}
	return list
}

// lineBreaks warns about each escape in text, the text of n, that
// encodes CR or LF: FTP ends a command line with CR LF (RFC 959 section
// 4.1), so decoded into a command's argument it would end the command
// and start another.
func lineBreaks(n ast.Node, text string, p ast.Production, where string) ErrorList {
	var list ErrorList
	for i := 0; i+2 < len(text); i++ {
		if !grammar.EscapeAt(text, i) {
			continue
		}
		esc := text[i : i+3]
		if name := lineBreakName(esc); name != "" {
			list = append(list, &Error{
				Offset:     n.Pos() + i,
				Found:      esc,
				Message:    fmt.Sprintf("%s decodes to %s, which would end %s and start another; section 6 warns of encoded protocol delimiters", esc, name, where),
				Production: p,
				Severity:   SeverityWarning,
			})
		}
		i += 2
	}
	return list
}

// lineBreakName names the octet that esc, an escape, encodes when it is
// CR or LF ("%0D" or "%0A", in either case), and returns "" otherwise.
func lineBreakName(esc string) string {
	switch ast.EscapedOctet(esc, 0) {
	case '\r':
		return "CR"
	case '\n':
		return "LF"
	}
	return ""
}

// ftpTypecode checks the typecode: an error when a program wrote one the
// syntax cannot print, a warning when it asks to retrieve a file that
// has no name. The finding is built only once there is one: a valid
// typecode costs no allocation.
func ftpTypecode(part *ast.FTPPart, t *ast.FTPType) ErrorList {
	var msg string
	severity := SeverityError
	switch {
	case part.Path == nil:
		msg = `a typecode follows a path only ("/" fpath ";type=" ftptype); without one it cannot be written`
	case t.Letter() == 0:
		msg = fmt.Sprintf(`typecode %q is not one of "A", "I", "D", "a", "i", "d"`, string(t.Text))
	case t.Letter() != 'd' && ftpNameEmpty(part.Path):
		msg = fmt.Sprintf(`typecode %q asks to retrieve the file named by the last segment (section 3.2.2), but that name is empty`, string(t.Text))
		severity = SeverityWarning
	default:
		return nil
	}
	return ErrorList{{Offset: t.Pos(), Found: string(t.Text), Message: msg, Production: ast.FTPTypeP, Severity: severity}}
}

// ftpNameEmpty reports whether FTPPart.Name is "" for a part with path:
// the path has no segment, or its last one is empty (decoding leaves a
// text empty only when it is). It does not decode the segments, as Name
// does.
func ftpNameEmpty(path *ast.FPath) bool {
	for i := len(path.FSegments) - 1; i >= 0; i-- {
		if s := path.FSegments[i]; s != nil {
			return s.Text == ""
		}
	}
	return true
}

// checkFPath reports each segment of path that holds a character fsegment
// does not allow, "/" and ";" above all, or a "%" that starts no escape.
// Parsed paths never do; a path a program built may.
func checkFPath(path *ast.FPath) ErrorList {
	var list ErrorList
	for _, s := range path.FSegments {
		if s == nil {
			continue
		}
		text := string(s.Text)
		for i := 0; i < len(text); i++ {
			if grammar.EscapeAt(text, i) {
				i += 2
				continue
			}
			if isFSegmentByte(text[i]) {
				continue
			}
			found := foundAt(text, i)
			msg := fmt.Sprintf("%q is not allowed in a path segment; write it escaped, as %s", found, escapeAll(found))
			if text[i] == '%' {
				found, msg = "%", `"%" starts no escape; write a literal "%" as %25`
			}
			list = append(list, &Error{
				Offset:     s.Pos() + i,
				Found:      found,
				Message:    msg,
				Production: ast.FSegmentP,
			})
			i += len(found) - 1
		}
	}
	return list
}

// isFSegmentByte reports whether c may appear unescaped in an fsegment:
// uchar | "?" | ":" | "@" | "&" | "=".
func isFSegmentByte(c byte) bool {
	switch grammar.Class(c) {
	case grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra:
		return true
	}
	return strings.IndexByte("?:@&=", c) >= 0
}
