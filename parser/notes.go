package parser

import (
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// Codes of the notes a syntax error may carry. Each explains the error
// by the reading of the input its writer likely meant, or says how to
// write what was found, the text at the note's offset (Note.Found).
const (
	// NotePortReading: read as host and port, the text is not a port at
	// the note's offset, although a later "@" (or its absence) made the
	// parser read it as a user name and password.
	NotePortReading Code = "note-port-reading"
	// NoteHostReading: read as a host, the text stops at the note's
	// offset, where the parser read on as a user name.
	NoteHostReading Code = "note-host-reading"
	// NoteNoLogin: an "@" ends a user name and password, but the
	// scheme's production has none. Arguments: scheme, its production's
	// name; rfc and section, where it is defined; rule, its rule.
	NoteNoLogin Code = "note-no-login"
	// NoteNoAuthority: "//" after the scheme's ":", in a scheme whose
	// production has no host (news). Arguments: scheme, rfc, section and
	// rule, as for NoteNoLogin.
	NoteNoAuthority Code = "note-no-authority"
	// NoteTrailingDot: a hostname ends with a ".".
	NoteTrailingDot Code = "note-trailing-dot"
	// NoteLabelHyphen: a label ends with a "-".
	NoteLabelHyphen Code = "note-label-hyphen"
	// NoteTypeWithoutPath: ";type=" right after the host, without the
	// "/" of the path before it.
	NoteTypeWithoutPath Code = "note-type-without-path"
	// NoteToplabelDigit: a hostname's last label starts with a digit.
	// Argument: label.
	NoteToplabelDigit Code = "note-toplabel-digit"
	// NoteHostnumberParts: a host of digits and dots that is not four
	// numbers. Arguments: host; parts, how many numbers it has.
	NoteHostnumberParts Code = "note-hostnumber-parts"
	// NoteEscape: a "%" that does not start an escape.
	NoteEscape Code = "note-escape"
	// NoteUnsafe: a character that RFC 1738 allows only escaped.
	// Argument: escaped, how to write it.
	NoteUnsafe Code = "note-unsafe"
	// NoteFragment: a "#", which starts a fragment.
	NoteFragment Code = "note-fragment"
)

var _ = register(map[Code]Message{
	NotePortReading: {
		"read as host and port, the text stops here: a port is digits, and {found:q} is not one",
		"lu comme hôte et port, le texte s'arrête ici : un port est fait de chiffres, ce que {found:q} n'est pas"},
	NoteHostReading: {
		"read as a host, the text stops here, at {found:q}",
		"lu comme hôte, le texte s'arrête ici, à {found:q}"},
	NoteNoLogin: {
		`an "@" here would end a user name and password, which {scheme} does not have ({rfc} section {section}: {rule})`,
		"un « @ » ici terminerait un nom d'utilisateur et un mot de passe, que {scheme} ne prévoit pas ({rfc}, section {section} : {rule})"},
	NoteNoAuthority: {
		`{scheme} has no "//" and no host ({rfc} section {section}: {rule})`,
		"{scheme} n'a ni « // » ni hôte ({rfc}, section {section} : {rule})"},
	NoteTrailingDot: {
		`a hostname does not end with ".": a label follows each ".", and the last one, the toplabel, starts with a letter`,
		"un nom d'hôte ne finit pas par « . » : une étiquette suit chaque « . », et la dernière, l'étiquette de premier niveau, commence par une lettre"},
	NoteLabelHyphen: {
		`a label does not end with "-": it ends with a letter or a digit`,
		"une étiquette ne finit pas par « - » : elle finit par une lettre ou un chiffre"},
	NoteTypeWithoutPath: {
		`";type=" follows the path, after a "/": write "/;type=" here`,
		"« ;type= » suit le chemin, après un « / » : écrire « /;type= » ici"},
	NoteToplabelDigit: {
		"the last label of a hostname, the toplabel, starts with a letter; {label:q} starts with a digit",
		"la dernière étiquette d'un nom d'hôte, l'étiquette de premier niveau, commence par une lettre ; {label:q} commence par un chiffre"},
	NoteHostnumberParts: {
		`a hostnumber is four numbers, digits "." digits "." digits "." digits, and {host:q} has {parts}; a hostname would end with a label that starts with a letter`,
		"une adresse IP est faite de quatre nombres, digits « . » digits « . » digits « . » digits, et {host:q} en a {parts} ; un nom d'hôte finirait par une étiquette commençant par une lettre"},
	NoteEscape: {
		`"%" starts an escape, "%" and two hex digits; write a "%" that is data as %25`,
		"« % » commence un échappement, « % » et deux chiffres hexadécimaux ; écrire %25 un « % » qui est une donnée"},
	NoteUnsafe: {
		"RFC 1738 section 2.2 allows {found:q} only escaped: write {escaped}",
		"la section 2.2 de la RFC 1738 n'admet {found:q} qu'échappé : écrire {escaped}"},
	NoteFragment: {
		`"#" starts a fragment, which is not part of a URL (RFC 1808 section 2.4.1): ParseReference reads one; where "#" belongs to the URL, write %23`,
		"« # » commence un fragment, qui ne fait pas partie de l'URL (RFC 1808, section 2.4.1) : ParseReference en lit un ; là où « # » appartient à l'URL, écrire %23"},
})

// noteContext is what the note rules look at: the input, its syntax
// error, the automaton that found it and the state it stopped in.
type noteContext struct {
	input string
	e     *Error
	a     *automaton.Automaton
	st    uint16
}

// has reports whether some way of going on from state st lies in the
// production named name.
func (c *noteContext) has(st uint16, name string) bool {
	i := c.a.Index(name)
	return i >= 0 && c.a.Has(st, i)
}

// production returns the production of state st, the scheme's where it
// is the whole URL's, as syntax errors name it.
func (c *noteContext) production(st uint16) grammar.Production {
	if p := c.a.Production(st); p != grammar.GenericURL || c.e.Scheme.Name == "" {
		return p
	}
	return c.e.Scheme
}

// notes returns the notes of e, the syntax error of input that automaton
// a found in state st. Each rule adds the note it finds, in this order.
func notes(input string, e *Error, a *automaton.Automaton, st uint16) []Note {
	c := noteContext{input: input, e: e, a: a, st: st}
	var out []Note
	add := func(n Note, ok bool) {
		if ok {
			out = append(out, n)
		}
	}
	add(loginReadingNote(&c))
	add(noLoginNote(&c))
	add(noAuthorityNote(&c))
	add(hostShapeNote(&c))
	add(typeWithoutPathNote(&c))
	add(characterNote(&c))
	return out
}

// note returns the note of code at offset off, in production p, with
// args, pairs of a name and its value.
func note(code Code, off int, p grammar.Production, c *noteContext, args ...string) Note {
	n := Note{Code: code, Offset: off, Production: p, Found: foundAt(c.input, off)}
	if len(args) > 0 {
		n.Args = make(map[string]string, len(args)/2)
		for i := 0; i+1 < len(args); i += 2 {
			n.Args[args[i]] = args[i+1]
		}
	}
	return n
}

// loginReadingNote: the error is in a user name or password, which the
// parser read because the text could no longer be a host and port. The
// note says where that reading stopped. Finding it takes a second run of
// the automaton over the text before the error, keeping its states.
func loginReadingNote(c *noteContext) (Note, bool) {
	if !c.has(c.st, "user") && !c.has(c.st, "password") || c.has(c.st, "hostport") {
		return Note{}, false
	}
	hp := c.a.Index("hostport")
	if hp < 0 {
		return Note{}, false
	}
	_, _, trail := c.a.Trail(c.input[:c.e.Offset], nil)
	for j := len(trail) - 2; j >= 0; j-- {
		if c.a.Has(trail[j], hp) && !c.a.Has(trail[j+1], hp) {
			switch {
			case isTypeWithoutPath(c, j, trail[j]):
				return note(NoteTypeWithoutPath, j, c.production(trail[j]), c), true
			case c.has(trail[j], "port"):
				return note(NotePortReading, j, grammar.PortP, c), true
			}
			return note(NoteHostReading, j, grammar.HostP, c), true
		}
	}
	return Note{}, false
}

// noLoginNote: the text before an "@" in a scheme whose production has
// a hostport and no login.
func noLoginNote(c *noteContext) (Note, bool) {
	if c.e.Scheme.Name == "" || c.a.Index("user") >= 0 || c.a.Index("hostport") < 0 {
		return Note{}, false
	}
	colon := strings.IndexByte(c.input, ':')
	if colon < 0 || !strings.HasPrefix(c.input[colon+1:], "//") {
		return Note{}, false
	}
	auth := colon + 3
	end := auth + strings.IndexAny(c.input[auth:]+"/", "/")
	at := strings.IndexByte(c.input[auth:end], '@')
	if at < 0 || auth+at < c.e.Offset {
		return Note{}, false
	}
	s := c.e.Scheme
	return note(NoteNoLogin, auth+at, s, c, "scheme", s.Name, "rfc", s.RFC, "section", s.Section, "rule", s.Rule), true
}

// noAuthorityNote: "//" right after the scheme's ":", before the error,
// in a scheme whose production does not start with "/": the writer gave it the
// common Internet syntax of section 3.1, which it does not use
// ("news://host/group" reads as an article that lacks its "@").
func noAuthorityNote(c *noteContext) (Note, bool) {
	if c.e.Scheme.Name == "" {
		return Note{}, false
	}
	colon := strings.IndexByte(c.input, ':')
	if colon < 0 || c.e.Offset <= colon || !strings.HasPrefix(c.input[colon+1:], "//") {
		return Note{}, false
	}
	// A scheme part that must start with "/" (ftp, file, ...) is one
	// that has a "//", whatever else went wrong.
	st, n := c.a.Run(c.input[:colon+1])
	var slash automaton.ByteSet
	slash.Add('/')
	if n != colon+1 || c.a.Expected(st) == slash {
		return Note{}, false
	}
	s := c.e.Scheme
	return note(NoteNoAuthority, colon+1, s, c, "scheme", s.Name, "rfc", s.RFC, "section", s.Section, "rule", s.Rule), true
}

// hostShapeNote: the error ends a host that cannot be one: a trailing
// "." or "-", a last label that starts with a digit, or digits and dots
// that are not four numbers.
func hostShapeNote(c *noteContext) (Note, bool) {
	if !c.has(c.st, "host") || c.e.Offset == 0 {
		return Note{}, false
	}
	n := c.e.Offset
	alnum := len(c.e.Found) == 1 && isAlphaDigit(c.e.Found[0])
	switch prev := c.input[n-1]; {
	case prev == '.' && !alnum && c.has(c.st, "hostname"):
		return note(NoteTrailingDot, n-1, grammar.HostnameP, c), true
	case prev == '-' && !alnum && c.e.Found != "-":
		p := grammar.DomainLabelP
		if c.has(c.st, "toplabel") {
			p = grammar.TopLabelP
		}
		return note(NoteLabelHyphen, n-1, p, c), true
	case isLabelByte(c.e.Found):
		return Note{}, false
	}
	start := n
	for start > 0 && (isAlphaDigit(c.input[start-1]) || c.input[start-1] == '-' || c.input[start-1] == '.') {
		start--
	}
	host := c.input[start:n]
	if host == "" {
		return Note{}, false
	}
	if strings.Trim(host, "0123456789.") == "" {
		parts := strings.Count(host, ".") + 1
		return note(NoteHostnumberParts, start, grammar.HostnumberP, c, "host", host, "parts", strconv.Itoa(parts)), true
	}
	label := host[strings.LastIndexByte(host, '.')+1:]
	if label != "" && '0' <= label[0] && label[0] <= '9' {
		return note(NoteToplabelDigit, n-len(label), grammar.TopLabelP, c, "label", label), true
	}
	return Note{}, false
}

// isLabelByte reports whether found could go on a host: a letter, a
// digit, "-" or ".".
func isLabelByte(found string) bool {
	return len(found) == 1 && (isAlphaDigit(found[0]) || found[0] == '-' || found[0] == '.')
}

func isAlphaDigit(c byte) bool {
	switch grammar.Class(c) {
	case grammar.Alpha, grammar.Digit:
		return true
	}
	return false
}

// typeWithoutPathNote: ";type=" where the path's "/" could have come.
func typeWithoutPathNote(c *noteContext) (Note, bool) {
	if !isTypeWithoutPath(c, c.e.Offset, c.st) {
		return Note{}, false
	}
	return note(NoteTypeWithoutPath, c.e.Offset, c.e.Production, c), true
}

// isTypeWithoutPath reports whether ";type=" stands at offset i of the
// input, in state st, where a "/" could have started the path that a
// typecode follows.
func isTypeWithoutPath(c *noteContext, i int, st uint16) bool {
	return strings.HasPrefix(c.input[i:], ";type=") && c.a.Expected(st).Has('/') && c.a.Index("ftptype") >= 0
}

// characterNote: how to write a character found where it cannot stand:
// a "%" that starts no escape, a "#", or an unsafe character where an
// escape could stand.
func characterNote(c *noteContext) (Note, bool) {
	e := c.e
	if e.Production == grammar.EscapeP {
		pct := strings.LastIndexByte(c.input[:e.Offset], '%')
		return note(NoteEscape, pct, grammar.EscapeP, c), true
	}
	if e.Found == "" || !e.Expected.Has('%') {
		return Note{}, false
	}
	switch ch := e.Found[0]; {
	case ch == '#':
		return note(NoteFragment, e.Offset, e.Production, c), true
	case ch == '%':
		return Note{}, false // an escape, which the production does not take here
	default:
		switch grammar.Class(ch) {
		case grammar.National, grammar.Punctuation, grammar.Space, grammar.Control, grammar.NonASCII:
			return note(NoteUnsafe, e.Offset, e.Production, c, "escaped", escapeAll(e.Found)), true
		}
	}
	return Note{}, false
}

// escapeAll writes every byte of s as an escape.
func escapeAll(s string) string {
	const hexDigits = "0123456789ABCDEF"
	b := make([]byte, 0, 3*len(s))
	for i := 0; i < len(s); i++ {
		b = append(b, '%', hexDigits[s[i]>>4], hexDigits[s[i]&15])
	}
	return string(b)
}
