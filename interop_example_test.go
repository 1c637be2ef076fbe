package rfc1738_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// A URL field reads and writes a JSON string, parsed by RFC 1738's
// rules; the zero URL is null.
func ExampleURL_json() {
	type mirror struct {
		Name   string      `json:"name"`
		URL    rfc1738.URL `json:"url"`
		Backup rfc1738.URL `json:"backup"`
	}
	var m mirror
	err := json.Unmarshal([]byte(`{"name":"rfc","url":"ftp://ds.internic.net/rfc/rfc1738.txt;type=a"}`), &m)
	if err != nil {
		fmt.Println(err)
		return
	}
	ftp := m.URL.Part.(*ast.FTPPart)
	fmt.Println(m.URL.Host(), ftp.Segments(), string(ftp.Type()), m.Backup.IsZero())

	out, _ := json.Marshal(m)
	fmt.Println(string(out))
	// Output:
	// ds.internic.net [rfc rfc1738.txt] a true
	// {"name":"rfc","url":"ftp://ds.internic.net/rfc/rfc1738.txt;type=a","backup":null}
}

// The parser's error comes back from json.Unmarshal unchanged, so
// errors.As finds where the text stops being a URL.
func ExampleURL_UnmarshalText() {
	var u rfc1738.URL
	err := json.Unmarshal([]byte(`"http://www.iec.ch:a"`), &u)
	var e *parser.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Production.Name, e.Found)
	}
	fmt.Println(u.IsZero())
	// Output:
	// 18 port a
	// true
}

// NetURL hands a URL to code that takes a *url.URL, escapes as written.
func ExampleURL_NetURL() {
	u := rfc1738.URL{URL: rfc1738.MustParse("http://www.iec.ch/a%2Fb/c?q=1")}
	nu, err := u.NetURL()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s %q %q %q\n", nu.Host, nu.Path, nu.RawPath, nu.RawQuery)
	fmt.Println(nu)

	// A mailto URL has no hierarchy: its address is opaque.
	m, _ := rfc1738.URL{URL: rfc1738.MustParse("mailto:joe@iec.ch")}.NetURL()
	fmt.Printf("%q\n", m.Opaque)
	// Output:
	// www.iec.ch "/a/b/c" "/a%2Fb/c" "q=1"
	// http://www.iec.ch/a%2Fb/c?q=1
	// "joe@iec.ch"
}

// A fragment is not part of an RFC 1738 URL, so FromNetURL refuses a
// url.URL that has one; clear it to convert the rest.
func ExampleFromNetURL() {
	nu, _ := url.Parse("http://www.iec.ch/about/mission-e.htm#vision")
	_, err := rfc1738.FromNetURL(nu)
	fmt.Println(err)

	nu.Fragment = ""
	u, err := rfc1738.FromNetURL(nu)
	fmt.Println(u, err)
	// Output:
	// rfc1738: url.URL.Fragment "vision": RFC 1738 URLs have no fragment: a fragment is not part of the URL (RFC 1808 section 2.4.1); clear it and keep it beside the URL
	// http://www.iec.ch/about/mission-e.htm <nil>
}

// Escape writes octets as the text of one production: what each
// production must escape differs.
func ExampleEscape() {
	const name = "a/b;c?d ~e"
	fmt.Println(rfc1738.Escape(name, rfc1738.InHSegment))
	fmt.Println(rfc1738.Escape(name, rfc1738.InFSegment))
	fmt.Println(rfc1738.Escape(name, rfc1738.InWPath))
	fmt.Println("ftp://joe:" + rfc1738.Escape("p@ss:w/rd", rfc1738.InPassword) + "@ftp.iec.ch/" +
		rfc1738.Escape(name, rfc1738.InFSegment) + ";type=i")
	// Output:
	// a%2Fb;c%3Fd%20%7Ee
	// a%2Fb%3Bc%3Fd%20%7Ee
	// a%2Fb%3Bc%3Fd%20%7Ee
	// ftp://joe:p%40ss%3Aw%2Frd@ftp.iec.ch/a%2Fb%3Bc%3Fd%20%7Ee;type=i
}

// Unescape decodes every escape and refuses a "%" that starts none: the
// error is at the first byte after it that is not a hex digit, with a
// note at the "%".
func ExampleUnescape() {
	s, err := rfc1738.Unescape("%2Fetc%2fmotd")
	fmt.Printf("%q %v\n", s, err)

	_, err = rfc1738.Unescape("100%-sure")
	var e *parser.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Production.Name, e.Found, e.ExpectedText(grammar.English))
		for _, n := range e.Notes {
			fmt.Println(n.Offset, n.Message(grammar.English))
		}
	}
	fmt.Println(err)
	// Output:
	// "/etc/motd" <nil>
	// 4 escape - a hex digit
	// 3 "%" starts an escape, "%" and two hex digits; write a "%" that is data as %25
	// offset 4: escape: found "-", expected a hex digit (RFC 1738 section 5, explained in section 2.2: escape = "%" hex hex); note: offset 3: escape: "%" starts an escape, "%" and two hex digits; write a "%" that is data as %25
}
