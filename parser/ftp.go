package parser

import (
	"slices"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// validateFTP checks an ftp URL, given its part as its type
// (builtinValidator). A parsed tree always matches ftpurl, so its
// errors are for trees a program built: no login, a segment holding
// what fsegment does not allow, a typecode that is no letter of ftptype
// or that has no path to follow. Its warnings are for valid URLs that
// FTP itself, which section 3.2 names (RFC 959), cannot carry out as
// written:
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
func validateFTP(u *ast.URL, part *ast.FTPPart) ErrorList {
	var list ErrorList
	breaks := &repeats{code: CodeFTPLineBreak}
	if part.Login == nil {
		list = append(list, finding(CodeFTPNoLogin, part, ast.FTPURLP))
	} else {
		list = append(list, ftpLogin(part.Login, breaks)...)
	}
	if part.Path != nil {
		list = append(list, checkFPath(part.Path)...)
		list = append(list, ftpControlChars(part.Path, breaks)...)
	}
	list = breaks.more(list)
	if t := part.Typecode; t != nil {
		list = append(list, ftpTypecode(part, t)...)
	}
	// Errors and warnings about one segment come from two checks; a
	// list is in input order.
	slices.SortStableFunc(list, func(a, b *Error) int { return a.Offset - b.Offset })
	return inScheme(list, ast.FTPURLP)
}

// Codes of the ftp validator.
const (
	// CodeFTPNoLogin: an ftp URL without a login.
	CodeFTPNoLogin Code = "ftp-no-login"
	// CodeFTPEmptyUser, CodeFTPEmptyPassword: warnings, an empty user
	// name or password, which RFC 1738 section 3.1 allows but FTP's USER
	// and PASS commands (RFC 959 section 5.3.2) cannot send.
	CodeFTPEmptyUser     Code = "ftp-empty-user"
	CodeFTPEmptyPassword Code = "ftp-empty-password"
	// CodeFTPLineBreak: a warning, an escape that decodes to CR or LF in
	// what FTP sends as a command's argument. Arguments: escape; octet
	// (CR or LF); command, the FTP commands that would send it.
	CodeFTPLineBreak Code = "ftp-line-break"
	// CodeFTPTypeWithoutPath: a typecode in a part without a path.
	CodeFTPTypeWithoutPath Code = "ftp-type-without-path"
	// CodeFTPTypeNoName: a warning, typecode "a" or "i" with an empty
	// file name.
	CodeFTPTypeNoName Code = "ftp-type-no-name"
)

// ftpTexts are the texts of this file's codes, in English and French.
var ftpTexts = []codeMessage{
	{code: CodeFTPNoLogin, Message: Message{
		"an ftp URL needs a login: at least a host",
		"une URL ftp demande une identification (login) : au moins un hôte",
	}},
	{code: CodeFTPEmptyUser, Message: Message{
		"RFC 1738 section 3.1 allows an empty user name (its example ftp://@host.com/); section 3.2.1 sends the user name in FTP's USER command, whose argument RFC 959 section 5.3.2 makes at least one character, so a client cannot send it as written",
		"la RFC 1738, section 3.1, admet un nom d'utilisateur vide (son exemple ftp://@host.com/) ; sa section 3.2.1 envoie le nom dans la commande USER de FTP, dont la RFC 959, section 5.3.2, veut un argument d'au moins un caractère : un client ne peut donc pas l'envoyer tel quel",
	}},
	{code: CodeFTPEmptyPassword, Message: Message{
		"RFC 1738 section 3.1 allows an empty password (its example ftp://foo:@host.com/); section 3.2.1 sends the password in FTP's PASS command, whose argument RFC 959 section 5.3.2 makes at least one character, so a client cannot send it as written",
		"la RFC 1738, section 3.1, admet un mot de passe vide (son exemple ftp://foo:@host.com/) ; sa section 3.2.1 envoie le mot de passe dans la commande PASS de FTP, dont la RFC 959, section 5.3.2, veut un argument d'au moins un caractère : un client ne peut donc pas l'envoyer tel quel",
	}},
	{code: CodeFTPLineBreak, Message: Message{
		"{escape} decodes to {octet}, which would end the {command} command and start another; section 6 warns of encoded protocol delimiters",
		"{escape} se décode en {octet}, qui terminerait la commande {command} et en commencerait une autre ; la section 6 met en garde contre les délimiteurs de protocole encodés",
	}},
	{code: CodeFTPTypeWithoutPath, Message: Message{
		`a typecode follows a path only ("/" fpath ";type=" ftptype); without one it cannot be written`,
		"un type ne suit qu'un chemin (ftpurl = \"ftp://\" login [ \"/\" fpath [ \";type=\" ftptype ]]) ; sans chemin, il ne peut s'écrire",
	}},
	{code: CodeFTPTypeNoName, Message: Message{
		"typecode {found:q} asks to retrieve the file named by the last segment (section 3.2.2), but that name is empty",
		"le type {found:q} demande de récupérer le fichier que nomme le dernier segment (section 3.2.2), mais ce nom est vide",
	}},
}

// The command a path segment becomes, named in CodeFTPLineBreak's
// argument command.
var _ = registerFrenchArgs("command", [][2]string{{"CWD, RETR or NLST", "CWD, RETR ou NLST"}})

// ftpLogin warns about a user name or password that FTP's USER and PASS
// commands cannot carry.
func ftpLogin(l *ast.Login, breaks *repeats) ErrorList {
	var list ErrorList
	if l.User != nil {
		if l.User.Text == "" {
			list = append(list, warning(CodeFTPEmptyUser, l.User, grammar.UserP))
		}
		list = lineBreaks(list, l.User, grammar.UserP, "USER", breaks)
		if l.Password != nil {
			if l.Password.Text == "" {
				list = append(list, warning(CodeFTPEmptyPassword, l.Password, grammar.PasswordP))
			}
			list = lineBreaks(list, l.Password, grammar.PasswordP, "PASS", breaks)
		}
	}
	return list
}

// ftpControlChars warns about segments that decode to CR or LF.
func ftpControlChars(path *ast.FPath, breaks *repeats) ErrorList {
	var list ErrorList
	for _, s := range path.FSegments {
		if s != nil {
			list = lineBreaks(list, s, ast.FSegmentP, "CWD, RETR or NLST", breaks)
		}
	}
	return list
}

// lineBreaks appends to list a warning about each escape in n's text
// that encodes CR or LF: FTP ends a command line with CR LF (RFC 959
// section 4.1), so decoded into the argument of command it would end the
// command and start another.
func lineBreaks(list ErrorList, n ast.Node, p ast.Production, command string, breaks *repeats) ErrorList {
	escapedOctets(n, "\r\n", func(i int, esc string, c byte) {
		if breaks.take(n, n.Pos()+i, p) {
			e := warning(CodeFTPLineBreak, n, p, "escape", esc, "octet", octetName(c), "command", command)
			e.Offset, e.Found = n.Pos()+i, esc
			list = append(list, e)
		}
	})
	return list
}

// ftpTypecode checks the typecode: an error when a program wrote one the
// syntax cannot print, a warning when it asks to retrieve a file that
// has no name. The finding is built only once there is one: a valid
// typecode costs no allocation.
func ftpTypecode(part *ast.FTPPart, t *ast.FTPType) ErrorList {
	switch {
	case part.Path == nil:
		return ErrorList{about(CodeFTPTypeWithoutPath, t, ast.FTPTypeP)}
	case t.Letter() == 0:
		return textErrors(t)
	case t.Letter() != 'd' && ftpNameEmpty(part.Path):
		return ErrorList{warning(CodeFTPTypeNoName, t, ast.FTPTypeP)}
	}
	return nil
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

// checkFPath reports each segment of path whose text fsegment does not
// allow: a "/", a ";" or an unsafe character, a "%" that starts no
// escape. Parsed paths never have one; a path a program built may.
func checkFPath(path *ast.FPath) ErrorList {
	var list ErrorList
	for _, s := range path.FSegments {
		if s != nil {
			list = append(list, textErrors(s)...)
		}
	}
	return list
}
