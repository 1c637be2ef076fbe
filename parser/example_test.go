package parser_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// Parse returns the URL's tree. The scheme chooses the production: an
// http URL's part is an *ast.HTTPPart, with the http scheme's own path
// and search; URL.HostPort reaches the host and port whatever the scheme.
func ExampleParse() {
	u, err := parser.Parse("http://www.iec.ch:8080/about/mission-e.htm?lang=en")
	if err != nil {
		fmt.Println(err)
		return
	}
	hp := u.HostPort()
	fmt.Println("scheme:", u.Scheme.Name())
	fmt.Println("host:", hp.Host, "port:", hp.Port)
	http := u.Part.(*ast.HTTPPart)
	fmt.Printf("segments: %q\n", http.Segments())
	search, _ := http.DecodedSearch()
	fmt.Println("search:", search)
	// Output:
	// scheme: http
	// host: www.iec.ch port: 8080
	// segments: ["about" "mission-e.htm"]
	// search: lang=en
}

// A syntax error is an *Error at the first impossible byte: the first
// byte that no URL starting like the input can have. Its fields say what
// was found there, exactly which bytes could have stood there, whether
// the URL could have ended there, and which production of the RFC every
// way of going on lies in; a URL of a scheme with its own production
// names that one too.
func ExampleError() {
	_, err := parser.Parse("http://www.iec.ch:o/")
	fmt.Println(err)

	var e *parser.Error
	if errors.As(err, &e) {
		fmt.Println("code:", e.Code)
		fmt.Println("offset:", e.Offset)
		fmt.Printf("found: %q\n", e.Found)
		fmt.Println("expected:", e.ExpectedText(grammar.English))
		fmt.Println("could '/' stand there:", e.Expected.Has('/'))
		fmt.Println("could the URL end there:", e.End)
		fmt.Println("production:", e.Production.Name)
		fmt.Println("cite:", e.Production.Cite())
		fmt.Println("scheme:", e.Scheme.Name)
		fmt.Println("severity:", e.Severity)
	}
	// Output:
	// offset 18: port: found "o", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)
	// code: syntax
	// offset: 18
	// found: "o"
	// expected: a digit
	// could '/' stand there: false
	// could the URL end there: false
	// production: port
	// cite: RFC 1738 section 5, explained in section 3.1: port = digits
	// scheme: httpurl
	// severity: error
}

// An error's notes explain it by another reading of the input, or say
// how to write what was found: a character that RFC 1738 allows only
// escaped gets a note with its escape. Each note has its own offset and
// production, and its text comes in English and French. Summary gives
// the error's text without them. French text has the no-break spaces
// (U+00A0) of French typography, which %q shows.
func ExampleNote() {
	_, err := parser.Parse("http://www.iec.ch/~user/")
	var e *parser.Error
	if errors.As(err, &e) {
		fmt.Println(e.Summary(grammar.English))
		for _, n := range e.Notes {
			fmt.Println(n.Code, n.Offset, n.Found)
			fmt.Println(n.Message(grammar.English))
			fmt.Printf("%q\n", n.Message(grammar.French))
		}
	}
	// Output:
	// offset 18: httpurl: found "~", expected an xchar (a letter, a digit, a safe, extra or reserved character, or an escape) or the end of the URL (RFC 1738 section 5, explained in section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]])
	// note-unsafe 18 ~
	// RFC 1738 section 2.2 allows "~" only escaped: write %7E
	// "la section 2.2 de la RFC 1738 n'admet «\u00a0~\u00a0» qu'échappé\u00a0: écrire «\u00a0%7E\u00a0»"
	// note-later-unreserved 18 ~
	// later RFCs allow "~" unescaped, as an unreserved character (RFC 2396 section 2.3, RFC 3986 section 2.3); RFC 1738 does not
	// "des RFC ultérieures admettent «\u00a0~\u00a0» non échappé, comme caractère non réservé (RFC 2396, section 2.3\u00a0; RFC 3986, section 2.3)\u00a0; la RFC 1738, non"
}

// New builds a parser once, with options, to parse many URLs.
func ExampleNew() {
	p, err := parser.New(parser.MaxLength(2048))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range []string{
		"ftp://ftp.iec.ch/pub/",
		"mailto:joe@iec.ch",
		"news:comp.infosystems.www",
		"http://www.iec.ch/a b",
	} {
		if _, err := p.Parse(s); err != nil {
			fmt.Println("invalid:", s)
			continue
		}
		fmt.Println("valid:  ", s)
	}
	// Output:
	// valid:   ftp://ftp.iec.ch/pub/
	// valid:   mailto:joe@iec.ch
	// valid:   news:comp.infosystems.www
	// invalid: http://www.iec.ch/a b
}

// MaxLength bounds the input a parser reads. A longer input is an
// *Error at the limit, before any parsing.
func ExampleMaxLength() {
	p, err := parser.New(parser.MaxLength(16))
	if err != nil {
		fmt.Println(err)
		return
	}
	_, err = p.Parse("http://www.iec.ch/about/")
	fmt.Println(err)
	var e *parser.Error
	if errors.As(err, &e) {
		fmt.Printf("%d %q\n", e.Offset, e.Found)
	}

	_, err = parser.New(parser.MaxLength(-1))
	fmt.Println(err)
	// Output:
	// offset 16: the input is 24 bytes long, more than the limit of 16 (MaxLength)
	// 16 "h"
	// parser: MaxLength(-1): not in [0, 2147483647]
}

// Parse rejects "#", which is not part of a URL; ParseReference splits
// the fragment off and returns it beside the URL. Offsets are into the
// whole input.
func ExampleParseReference() {
	const ref = "http://www.iec.ch/faq.htm#Q%203"
	_, err := parser.Parse(ref)
	var e *parser.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Production.Name, e.Found)
		fmt.Println(e.Notes[0].Message(grammar.English))
	}

	u, frag, err := parser.ParseReference(ref)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u)
	fmt.Printf("fragment %q at [%d,%d), decoded %q\n", frag.String(), frag.Pos(), frag.End(), frag.Decoded())
	// Output:
	// 25 httpurl #
	// "#" starts a fragment, which is not part of a URL (RFC 1808 section 2.4.1) but may follow one in a URL reference; only the first "#" does: where "#" is data, in the URL or in the fragment, write %23
	// http://www.iec.ch/faq.htm
	// fragment "Q%203" at [26,31), decoded "Q 3"
}

// A Parser's ParseReference uses its options and schemes. The fragment
// has RFC 1808's syntax, which has no "#": a second one is an error at
// its offset in the whole input, in the fragment production.
func ExampleParser_ParseReference() {
	p, err := parser.New(parser.MaxLength(64))
	if err != nil {
		fmt.Println(err)
		return
	}
	u, frag, err := p.ParseReference("ftp://ftp.iec.ch/pub/")
	fmt.Println(u, frag == nil, err)

	_, _, err = p.ParseReference("ftp://ftp.iec.ch/pub/#a#b")
	var e *parser.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Production.Name, e.Production.RFC)
	}
	// Output:
	// ftp://ftp.iec.ch/pub/ true <nil>
	// 23 fragment RFC 1808
}

// Extract finds the URLs that running text quotes as RFC 1738's appendix
// recommends, "<URL:...>". Whitespace inside the brackets is dropped, so
// a URL may be broken across lines; one that does not parse comes with
// its error, whose offsets are into the text.
func ExampleExtract() {
	text := `See <URL:ftp://ftp.iec.ch/pub/
	rfc/rfc1738.txt> or <url:http://www.iec.ch/a#b>,
but not <URL:http://www.iec.ch:x/>.`
	for _, q := range parser.Extract(text) {
		if q.Err != nil {
			fmt.Printf("[%d,%d) %s: %v\n", q.Start, q.End, q.Text, q.Err)
			continue
		}
		fragment := "none"
		if q.Fragment != nil {
			fragment = q.Fragment.String()
		}
		fmt.Printf("[%d,%d) %s fragment=%s\n", q.Start, q.End, q.URL, fragment)
	}
	// Output:
	// [4,48) ftp://ftp.iec.ch/pub/rfc/rfc1738.txt fragment=none
	// [52,79) http://www.iec.ch/a fragment=b
	// [89,115) http://www.iec.ch:x/: offset 112: port: found "x", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)
}

// The grammar accepts numbers of any size; Validate warns about those no
// protocol can use. The URL stays valid: Parse accepts it, for
// ErrorList.Err is an error only when a finding has severity error.
func ExampleValidate() {
	u, err := parser.Parse("http://300.1.1.1:70000/")
	if err != nil {
		fmt.Println(err)
		return
	}
	list := parser.Validate(u)
	for _, w := range list.Warnings() {
		fmt.Printf("%s at %d in %s: %s: %s\n", w.Severity, w.Offset, w.Production.Name, w.Code, w.Message(grammar.English))
	}
	fmt.Println("errors:", len(list.Errors()), "err:", list.Err())
	// Output:
	// warning at 7 in hostnumber: octet-range: part 300 is above 255, so it names no IPv4 address
	// warning at 17 in port: port-range: port 70000 is above 65535, the highest TCP port
	// errors: 0 err: <nil>
}

// ParseWarnings gives the warnings with the tree in one parse: Parse
// returns a tree and a nil error when there are only warnings.
func ExampleParseWarnings() {
	u, warnings, err := parser.ParseWarnings("http://0177.0.0.1:8080/")
	fmt.Println(u, err)
	for _, w := range warnings {
		fmt.Printf("%s at %d: %s\n", w.Code, w.Offset, w.Message(grammar.English))
	}
	// Output:
	// http://0177.0.0.1:8080/ <nil>
	// octet-octal at 7: part 0177 starts with "0": RFC 1738 reads it in decimal, but inet_aton and the resolvers built on it read it in octal (127), so they may reach another machine
}

// Validate needs only the tree, so it also checks a tree a program
// changed. Its ErrorList holds errors and warnings in input order; Err
// keeps the errors, as Parse does with a validator's findings.
func ExampleErrorList() {
	u, err := parser.Parse("ftp://ftp.iec.ch:21/pub/f.txt;type=i")
	if err != nil {
		fmt.Println(err)
		return
	}
	u.Login().HostPort.Port.Text = "99999"
	u.Part.(*ast.FTPPart).Typecode.Text = "x"

	list := parser.Validate(u)
	for _, e := range list {
		fmt.Println(e.Severity, e.Production.Name, e.Message(grammar.English))
	}
	fmt.Println(len(list.Errors()), "error,", len(list.Warnings()), "warning")
	fmt.Println(list.Err())
	// Output:
	// warning port port 99999 is above 65535, the highest TCP port
	// error ftptype found "x", expected one of "A", "D", "I", "a", "d" or "i"
	// 1 error, 1 warning
	// offset 35: ftptype: found "x", expected one of "A", "D", "I", "a", "d" or "i" (RFC 1738 section 5, explained in section 3.2: ftptype = "A" | "I" | "D" | "a" | "i" | "d"; in ftpurl, RFC 1738 section 3.2)
}

// codeNoChannel is the code of ExampleWithScheme's finding; its texts
// are registered with the parser's catalogue of messages, once.
const codeNoChannel parser.Code = "irc-no-channel"

func init() {
	if err := parser.RegisterMessages(map[parser.Code]parser.Message{
		codeNoChannel: {English: "an irc URL names a channel", French: "une URL irc nomme un canal"},
	}); err != nil {
		panic(err)
	}
}

// WithScheme registers a scheme with a parser: its URLs must then match
// the scheme's production, and its validator runs on them. Here a
// made-up "irc" scheme reuses the common Internet syntax of section 3.1,
// which makes "//" required, and its validator requires a path; the
// texts of its finding's code are registered with RegisterMessages. The
// production may also be a struct of one's own: examples/newscheme/ldap
// declares the LDAP URL of RFC 4516 that way.
func ExampleWithScheme() {
	irc := parser.Scheme{
		Name: "irc",
		Part: &ast.IPSchemePart{},
		Validate: func(u *ast.URL) parser.ErrorList {
			part, ok := u.Part.(*ast.IPSchemePart)
			if ok && (part.Path == nil || part.Path.Text == "") {
				return parser.ErrorList{{
					Code:       codeNoChannel,
					Offset:     u.End(),
					Production: grammar.URLPathP,
				}}
			}
			return nil
		},
	}
	p, err := parser.New(parser.WithScheme(irc))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("irc is read by its own production:", slices.Contains(p.Schemes(), "irc"))
	for _, s := range []string{"irc://irc.example.org/rfc", "irc:rfc", "irc://irc.example.org"} {
		_, err := p.Parse(s)
		fmt.Printf("%s: %v\n", s, err)
	}
	// A parser without the scheme reads irc URLs by the generic syntax.
	_, err = parser.Parse("irc:rfc")
	fmt.Println("default parser, irc:rfc:", err)

	var list parser.ErrorList
	_, err = p.Parse("irc://irc.example.org/")
	if errors.As(err, &list) {
		fmt.Printf("an ErrorList of %d: %s at offset %d\n", len(list), list[0].Severity, list[0].Offset)
	}
	// Output:
	// irc is read by its own production: true
	// irc://irc.example.org/rfc: <nil>
	// irc:rfc: offset 4: ip-schemepart: found "r", expected "/" (RFC 1738 section 5, explained in section 3.1: ip-schemepart = "//" login [ "/" urlpath ]); note: offset 4: ip-schemepart: in this scheme, "//" follows the ":" and starts the host (RFC 1738 section 3.1): did you mean "irc://rfc"?; note: offset 4: ip-schemepart: a reading, on which the error rests: the scheme's name picks its production, ip-schemepart (RFC 1738 section 3.1); section 5's grammar alone would accept the whole text as written, as an otherurl, the alternative of url of which it says "new schemes follow the general syntax" (RFC 1738 section 5: otherurl = genericurl; genericurl = scheme ":" schemepart; schemepart = *xchar | ip-schemepart)
	// irc://irc.example.org: offset 21: urlpath: an irc URL names a channel (RFC 1738 section 5, explained in section 3.1: urlpath = *xchar)
	// default parser, irc:rfc: <nil>
	// an ErrorList of 1: error at offset 22
}

// EBNF prints the grammar a parser reads a scheme's URLs by, as
// participle prints it.
func ExampleParser_EBNF() {
	fmt.Print(parser.Default().EBNF("mailto"))
	// Output:
	// URL = Scheme ":" SchemePart .
	// Scheme = (<alpha> | <digit> | "+" | "-" | ".")+ .
	// SchemePart = MailtoPart .
	// MailtoPart = Encoded822Addr .
	// Encoded822Addr = (<alpha> | <digit> | <safe> | <extra> | <reserved> | <escape>)+ .
}

// Schemes lists the schemes with a production of their own: RFC 1738's
// ten, and https, which RFC 2818 writes as http. Every other scheme is
// read by the generic syntax, and https too by a parser of RFC 1738's
// schemes only.
func ExampleParser_Schemes() {
	// The lists are the example's point: a built-in scheme added to
	// package ast changes them.
	fmt.Println(strings.Join(parser.Default().Schemes(), " "))
	only, err := parser.New(parser.RFC1738Only())
	if err != nil {
		panic(err)
	}
	fmt.Println(strings.Join(only.Schemes(), " "))
	// Output:
	// file ftp gopher http https mailto news nntp prospero telnet wais
	// file ftp gopher http mailto news nntp prospero telnet wais
}

// Interpret builds trees with the grammar's interpreter, which reads the
// participle tags by reflection, instead of the generated parsers: both
// give the same trees, and the same errors, which come from the
// automaton of the URL's scheme either way.
func ExampleInterpret() {
	interpreter, err := parser.New(parser.Interpret())
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range []string{"gopher://gopher.iec.ch/1pub", "telnet://joe@host:23x/"} {
		u, err := interpreter.Parse(s)
		gu, gerr := parser.Parse(s)
		same := fmt.Sprint(u, err) == fmt.Sprint(gu, gerr)
		if err != nil {
			fmt.Println(err)
		} else {
			fmt.Println(u)
		}
		fmt.Println("  the default parser agrees:", same)
	}
	// Output:
	// gopher://gopher.iec.ch/1pub
	//   the default parser agrees: true
	// offset 20: telneturl: found "x", expected a digit, "/" or the end of the URL (RFC 1738 section 5, explained in section 3.8: telneturl = "telnet://" login [ "/" ]); note: offset 20: port: a port is digits, and "x" is not one (RFC 1738 section 5, explained in section 3.1: port = digits)
	//   the default parser agrees: true
}

// The default parser reads https by http's production, as RFC 2818
// section 2.4 defines it, with port 443; RFC1738Only reads it by the
// generic syntax, as RFC 1738's list of 1994 has no https.
func ExampleRFC1738Only() {
	only, err := parser.New(parser.RFC1738Only())
	if err != nil {
		panic(err)
	}
	for _, p := range []*parser.Parser{parser.Default(), only} {
		u, err := p.Parse("https://www.iec.ch:443/about?lang=fr")
		if err != nil {
			panic(err)
		}
		port, ok := u.DefaultPort()
		fmt.Printf("%T, default port %d %v\n", u.Part, port, ok)
	}
	_, err = parser.Parse("https://joe@www.iec.ch/")
	fmt.Println(err)
	// Output:
	// *ast.HTTPPart, default port 443 true
	// *ast.IPSchemePart, default port 0 false
	// offset 11: httpsurl: found "@", expected a letter, a digit, "-", ".", "/", ":" or the end of the URL (this grammar's reading of RFC 2818 section 2.4, where https URLs are http URLs with "https" in place of "http": httpsurl = "https://" hostport [ "/" hpath [ "?" search ]], as httpurl, RFC 1738 section 3.3); note: offset 11: httpsurl: likely meant: a user name (perhaps with ":" and a password) that this "@" ends; httpurl has no place for one (RFC 1738 section 5, explained in section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]]): without it, did you mean "https://www.iec.ch/"?; note: offset 11: httpsurl: RFC 1738 section 3.3 says so of http URLs: "No user name or password is allowed."
}
