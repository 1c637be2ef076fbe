package parser

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// This file holds what the validators of the schemes share.

// Codes of the findings that the validators of several schemes share.
// A parsed URL never has them; a tree that a program built may.
const (
	// CodeText: a text is not what its production allows: the text of a
	// node in a tree a program built, or the argument of the root
	// package's Unescape. Like a syntax error, it is at the first
	// impossible byte of the text, with Expected and End, and Production
	// is the node's. Offset is the node's Pos plus the offset in its
	// text: in the URL the tree prints when the tree's spans are a
	// parser's (a parsed tree whose texts were changed in place), in the
	// node's text when its span is zero (a tree built from scratch).
	CodeText Code = "text"
	// CodePartMissing: a URL of a scheme with its own production has no
	// scheme part. Arguments: scheme, the scheme's name; want, the Go
	// type its part must be.
	CodePartMissing Code = "part-missing"
	// CodePartType: the scheme part is not of the scheme's own type.
	// Arguments: scheme; want; got, the part's Go type.
	CodePartType Code = "part-type"
	// CodeHostPortMissing: a production that has a hostport has none.
	CodeHostPortMissing Code = "hostport-missing"
	// CodeHostMissing: a hostport without a host.
	CodeHostMissing Code = "host-missing"
)

// schemeCheckTexts are the texts of this file's codes, in English and French.
var schemeCheckTexts = []codeMessage{
	{code: CodePartMissing, Message: Message{
		"the scheme part of a {scheme} URL is missing: it must be a non-nil {want}",
		"la partie propre au mode d'une URL {scheme} manque : ce doit être un {want} non nul",
	}},
	{code: CodePartType, Message: Message{
		"the scheme part of a {scheme} URL must be a {want}, not a {got}",
		"la partie propre au mode d'une URL {scheme} doit être un {want}, pas un {got}",
	}},
	{code: CodeHostPortMissing, Message: Message{
		"there is no hostport; HostPort is nil",
		"il n'y a pas de partie hôte et port (hostport) ; HostPort est nil",
	}},
	{code: CodeHostMissing, Message: Message{
		"the hostport has no host",
		"la partie hôte et port (hostport) n'a pas d'hôte",
	}},
}

// finding returns a diagnostic of code about node n, cited to production
// p, with args given as name, value pairs.
func finding(code Code, n ast.Node, p ast.Production, args ...string) *Error {
	e := &Error{Code: code, Offset: n.Pos(), Production: p}
	if len(args) > 0 {
		e.Args = make(map[string]string, len(args)/2)
		for i := 0; i+1 < len(args); i += 2 {
			e.Args[args[i]] = args[i+1]
		}
	}
	return e
}

// about is finding with Found set to n's text: a finding about a node
// that is there, such as a part without the part it follows.
func about(code Code, n ast.Node, p ast.Production, args ...string) *Error {
	e := finding(code, n, p, args...)
	e.Found = n.String()
	return e
}

// warning is about with severity SeverityWarning.
func warning(code Code, n ast.Node, p ast.Production, args ...string) *Error {
	e := about(code, n, p, args...)
	e.Severity = SeverityWarning
	return e
}

// required is the error of code about parent, of production p, which
// lacks the part that p requires after those it has: at parent's end,
// where that part would stand. (A part that p requires first is missing
// at parent's start, finding's offset.) Only a tree a program built
// lacks one.
func required(code Code, parent ast.Node, p ast.Production) *Error {
	e := finding(code, parent, p)
	e.Offset = parent.End()
	return e
}

// hostless reports whether h, a host that a production requires, is
// missing: nil, or holding neither a name nor a number.
func hostless(h *ast.Host) bool {
	return h == nil || h.Name == nil && h.Number == nil
}

// inScheme names the scheme's production p in each finding of list, as
// the parser does in its syntax errors.
func inScheme(list ErrorList, p ast.Production) ErrorList {
	for _, e := range list {
		e.Scheme = p
	}
	return list
}

// schemeName returns u's scheme in lower case, or def when u has none: a
// validator shared by schemes of the same kind (http's, https's) names
// the one the URL has.
func schemeName(u *ast.URL, def string) string {
	if u == nil || u.Scheme == nil {
		return def
	}
	return u.Scheme.Name()
}

// partError is the error that the generated dispatch (builtinValidator)
// gives for a URL of built-in scheme whose part is missing or not of
// the scheme's own type want, in place of calling the scheme's
// validator, which reads that part. A validator shared by schemes of the
// same kind (http's, https's) names the one the URL has.
func partError(u *ast.URL, scheme, want string, p ast.Production) ErrorList {
	return inScheme(ErrorList{wrongPart(u, schemeName(u, scheme), want, p)}, p)
}

// wrongPart is the error for a URL of scheme whose part is missing or
// not of the scheme's own type want, which only a tree a program built
// can have.
func wrongPart(u *ast.URL, scheme, want string, p ast.Production) *Error {
	e := &Error{Code: CodePartType, Production: p, Args: map[string]string{"scheme": scheme, "want": want, "got": fmt.Sprintf("%T", u.Part)}}
	if u.Scheme != nil {
		e.Offset = u.Scheme.End() + 1
	}
	if got := e.Args["got"]; u.Part == nil || got == want {
		e.Code = CodePartMissing
		delete(e.Args, "got")
	}
	return e
}

// hostPortMissing reports a missing hostport or host, which the rules of
// the schemes with a hostport always have. parent is the node that
// should hold it; p is its production.
func hostPortMissing(parent ast.Node, hp *ast.HostPort, p ast.Production) ErrorList {
	switch {
	case hp == nil:
		return ErrorList{finding(CodeHostPortMissing, parent, p)}
	case hostless(hp.Host):
		return ErrorList{about(CodeHostMissing, hp, grammar.HostP)}
	}
	return nil
}

// textErrors reports the first byte of the text of n, a node that is its
// text (a segment, a label, a search), that n's production does not
// allow, found as a syntax error is: by the production's automaton, at
// the first impossible byte. Parsed text always matches; text a program
// wrote may not.
func textErrors(n ast.Node) ErrorList {
	a := textAutomaton(n)
	if a == nil {
		return nil
	}
	if e := automatonError(CodeText, a, n.String(), n.Pos(), ast.Production{}); e != nil {
		return ErrorList{e}
	}
	return nil
}

// The helpers below read escapes in place, so that the validators need
// not decode a text into a new string (ast.Decode) to look at a few of
// its octets: Parse runs them on every URL it accepts.

// decodedAt returns the octet that the character at s[i] decodes to and
// the character's length in s: an escape's octet and 3, or the byte
// itself and 1, as ast.Decode reads them.
func decodedAt(s string, i int) (byte, int) {
	if grammar.EscapeAt(s, i) {
		return ast.EscapedOctet(s, i), 3
	}
	return s[i], 1
}

// decodedEqual reports whether a and b decode to the same octets.
func decodedEqual(a, b string) bool {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		c, n := decodedAt(a, i)
		d, m := decodedAt(b, j)
		if c != d {
			return false
		}
		i, j = i+n, j+m
	}
	return i == len(a) && j == len(b)
}

// octetName names an octet that a protocol gives a meaning to, by its
// ASCII name (NUL, HT, LF, CR), or as hexadecimal when it is not ASCII.
func octetName(c byte) string {
	switch c {
	case 0:
		return "NUL"
	case '\t':
		return "HT"
	case '\n':
		return "LF"
	case '\r':
		return "CR"
	}
	return fmt.Sprintf("0x%02X", c)
}

// maxRepeats is how many findings of one kind that can repeat without
// end (an escape of CR in each segment, a field name given again) a
// validator reports for one URL. Beyond it, one finding of CodeMore
// counts the others, so that no input makes the findings cost more than
// a constant.
const maxRepeats = 8

// CodeMore: a warning, that a validator left out findings of one kind
// beyond the first maxRepeats (8) of a URL. Arguments: count, how many;
// code, their code. Its offset is the first left out's.
const CodeMore Code = "more"

// textCheckTexts are the texts of this file's codes, in English and French.
var textCheckTexts = []codeMessage{
	{code: CodeMore, Message: Message{
		"{count} more findings of code {code} in this URL, from here on, are left out",
		"à partir d'ici, {count} autres constats de code {code} sont omis pour cette URL",
	}},
}

// repeats counts the warnings of one code that a validator reports for
// one URL, and those it leaves out beyond maxRepeats, without building
// those.
type repeats struct {
	code    Code
	kept    int
	dropped int
	// Where the first warning left out was, in node n: the CodeMore
	// finding's.
	n          ast.Node
	offset     int
	production ast.Production
}

// take reports whether one more warning of r's code, about node n at
// offset, in production p, is to be reported; when it is not, it counts
// it.
func (r *repeats) take(n ast.Node, offset int, p ast.Production) bool {
	if r.kept < maxRepeats {
		r.kept++
		return true
	}
	if r.dropped == 0 {
		r.n, r.offset, r.production = n, offset, p
	}
	r.dropped++
	return false
}

// more appends to list, when warnings were left out, the CodeMore
// finding that counts them.
func (r *repeats) more(list ErrorList) ErrorList {
	if r.dropped == 0 {
		return list
	}
	found := r.n.String()
	if r.offset > r.n.Pos() {
		found = foundAt(found, r.offset-r.n.Pos())
	}
	return append(list, &Error{Code: CodeMore, Severity: SeverityWarning, Offset: r.offset, Found: found, Production: r.production,
		Args: map[string]string{"count": strconv.Itoa(r.dropped), "code": string(r.code)}})
}

// escapedOctets calls found for each escape in n's text that decodes to
// one of the octets in bad, with its offset in the text.
func escapedOctets(n ast.Node, bad string, found func(i int, esc string, c byte)) {
	s := n.String()
	for i := 0; i+2 < len(s); i++ {
		if !grammar.EscapeAt(s, i) {
			continue
		}
		if c := ast.EscapedOctet(s, i); strings.IndexByte(bad, c) >= 0 {
			found(i, s[i:i+3], c)
		}
		i += 2
	}
}
