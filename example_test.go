package rfc1738_test

import (
	"errors"
	"fmt"

	"github.com/urlsyntax/rfc1738"
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

func ExampleParse_error() {
	_, err := rfc1738.Parse("http://www.iec.ch:a")
	fmt.Println(err)
	var e *parser.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Production.Name, e.Found)
	}
	// Output:
	// offset 18: port: found "a", expected a digit (RFC 1738 section 3.1: port = digits)
	// 18 port a
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
	// warning offset 14: hostnumber: part 300 is above 255, so it names no IPv4 address (RFC 1738 section 3.1: hostnumber = digits "." digits "." digits "." digits)
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
