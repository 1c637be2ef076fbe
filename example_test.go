package rfc1738_test

import (
	"errors"
	"fmt"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

func ExampleParse() {
	u, err := rfc1738.Parse("ftp://joe:secret@ftp.iec.ch:2121/pub/doc.txt")
	if err != nil {
		fmt.Println(err)
		return
	}
	login := u.Login()
	fmt.Println(u.Scheme.Name(), login.User, login.Password, login.HostPort.Host, login.HostPort.Port)
	fmt.Println(u)
	// Output:
	// ftp joe secret ftp.iec.ch 2121
	// ftp://joe:secret@ftp.iec.ch:2121/pub/doc.txt
}

// Check says whether a line is a URL, and if not where it breaks,
// without building a tree: for bulk input where the parts are not
// needed. errors.As gives the full error, with its notes, on request.
func ExampleCheck() {
	for _, s := range []string{"ftp://ftp.iec.ch/pub/doc.txt", "ftp://host:80x/"} {
		err := rfc1738.Check(s)
		fmt.Println(s, err == nil)
		var e *parser.Error
		if errors.As(err, &e) {
			fmt.Println(e.Offset, e.Production.Name, len(e.Notes))
		}
	}
	// Output:
	// ftp://ftp.iec.ch/pub/doc.txt true
	// ftp://host:80x/ false
	// 14 login 1
}

// A syntax error is at the first byte that no URL starting with the
// text before it can have; its message says what was found there and
// what could have stood there, in English or in French.
func ExampleParse_error() {
	_, err := rfc1738.Parse("http://www.iec.ch:a")
	fmt.Println(err)
	var e *parser.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Production.Name, e.Found)
		fmt.Println(e.ExpectedText(grammar.English), e.End)
		fmt.Println(e.Message(grammar.French))
	}
	// Output:
	// offset 18: port: found "a", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)
	// 18 port a
	// a digit false
	// on trouve « a » alors qu'on attendait un chiffre
}

// An ftp URL may start with a user name and a password, so "host:80x"
// is not wrong where a port would be: it may still be the user "host"
// and the password "80x", until the "/" that no "@" came before. A note
// says where the reading as host and port stopped.
func ExampleParse_notes() {
	_, err := rfc1738.Parse("ftp://host:80x/")
	var e *parser.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Production.Name, e.Found)
		for _, n := range e.Notes {
			fmt.Println(n.Offset, n.Production.Name, n.Code)
			fmt.Println(n.Message(grammar.English))
		}
	}
	// Output:
	// 14 login /
	// 13 port note-port-reading
	// read as host and port, the text stops here: a port is digits, and "x" is not one
}

// An ftp URL's path is read by the ftp production of section 5: its
// segments are split at each "/" before they are decoded, and the
// typecode is split off. Section 3.2.2 makes each segment but the last
// the argument of a CWD command, and the last that of RETR.
func ExampleParse_ftp() {
	u := rfc1738.MustParse("ftp://myname@host.dom/%2Fetc//motd;type=i")
	ftp := u.Part.(*ast.FTPPart)
	fmt.Printf("%q\n", ftp.Segments())
	for _, dir := range ftp.Dirs() {
		fmt.Printf("CWD %q\n", dir)
	}
	fmt.Printf("TYPE %c\n", ftp.Type())
	fmt.Printf("RETR %q\n", ftp.Name())
	// Output:
	// ["/etc" "" "motd"]
	// CWD "/etc"
	// CWD ""
	// TYPE i
	// RETR "motd"
}

// A news URL names all groups, a group or an article; section 3.6 tells
// an article by its "@".
func ExampleParse_news() {
	for _, s := range []string{"news:*", "news:comp.os.unix", "news:XYZ123@news.iso.org"} {
		news := rfc1738.MustParse(s).Part.(*ast.NewsPart)
		if news.IsAll() {
			fmt.Println("all groups")
		}
		if group, ok := news.GroupName(); ok {
			fmt.Println("group", group)
		}
		if id, ok := news.MessageID(); ok {
			fmt.Printf("article %s on %s, Message-ID <%s>\n", news.Article.Unique, news.Article.Host, id)
		}
	}
	// Output:
	// all groups
	// group comp.os.unix
	// article XYZ123 on news.iso.org, Message-ID <XYZ123@news.iso.org>
}

func ExampleParseReference() {
	u, frag, err := rfc1738.ParseReference("http://ds.internic.net/instructions/overview.html#WARNING")
	fmt.Println(u, frag, frag.Pos(), err)
	// Output: http://ds.internic.net/instructions/overview.html WARNING 50 <nil>
}

func ExampleValidate() {
	u := rfc1738.MustParse("http://10.0.0.300:8080/")
	for _, w := range rfc1738.Validate(u) {
		fmt.Println(w.Severity, w)
	}
	// Output:
	// warning offset 14: hostnumber: part 300 is above 255, so it names no IPv4 address (RFC 1738 section 5, explained in section 3.1: hostnumber = digits "." digits "." digits "." digits)
}

func ExampleCanonical() {
	u := rfc1738.MustParse("HTTP://WWW.IEC.CH:80/%61bout/%7e/%2fx")
	fmt.Println(rfc1738.Canonical(u))
	// Output: http://www.iec.ch/about/%7E/%2Fx
}

func ExampleExtract() {
	text := "Note the warning in <URL:http://ds.internic.\n   net/instructions/overview.html#WARNING>."
	for _, q := range rfc1738.Extract(text) {
		fmt.Println(q.Text, q.Err)
	}
	// Output: http://ds.internic.net/instructions/overview.html#WARNING <nil>
}

// A link found in a page, resolved against the page's URL as RFC 1808
// section 4 does.
func ExampleResolve() {
	r, err := rfc1738.Resolve("http://www.ics.uci.edu/Test/a/b/c", "../x")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Text, r.URL.Host())
	// Output: http://www.ics.uci.edu/Test/a/x www.ics.uci.edu
}
