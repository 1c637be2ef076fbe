package rfc1738_test

import (
	"fmt"

	"github.com/urlsyntax/rfc1738"
)

// Hostname and Port read every scheme's host, whichever node holds it:
// an ftp login, an http hostport, a file host. mailto has none.
func ExampleURL_Hostname() {
	for _, s := range []string{
		"ftp://joe:secret@ftp.iec.ch:2121/pub/doc.txt",
		"http://www.iec.ch/about",
		"file://localhost/etc/motd",
		"file:///etc/motd",
		"mailto:joe@iec.ch",
	} {
		u := rfc1738.URL{URL: rfc1738.MustParse(s)}
		fmt.Printf("%q %q\n", u.Hostname(), u.Port())
	}
	var zero rfc1738.URL
	fmt.Printf("%q %q\n", zero.Hostname(), zero.Port())
	// Output:
	// "ftp.iec.ch" "2121"
	// "www.iec.ch" ""
	// "localhost" ""
	// "" ""
	// "" ""
	// "" ""
}

// Port is the port as written, not the scheme's default: DefaultPort
// gives that.
func ExampleURL_Port() {
	u := rfc1738.URL{URL: rfc1738.MustParse("gopher://gopher.iec.ch:070/1")}
	def, _ := u.DefaultPort()
	fmt.Printf("%q %d\n", u.Port(), def)
	// Output:
	// "070" 70
}

// Query reads an http search as an HTML form does: "+" is a space, and
// a pair holding ";" is dropped, as url.URL.Query drops it. Other
// schemes' searches have no form structure.
func ExampleURL_Query() {
	u := rfc1738.URL{URL: rfc1738.MustParse("http://www.iec.ch/search?q=rfc+1738&lang=en&lang=fr&x=1;y=2")}
	q := u.Query()
	fmt.Println(q["q"], q["lang"], len(q))
	w := rfc1738.URL{URL: rfc1738.MustParse("wais://wais.iec.ch/db?a=b")}
	fmt.Println(len(w.Query()))
	// Output:
	// [rfc 1738] [en fr] 2
	// 0
}

// Segments are split at the "/" written as such, then decoded: "%2F"
// stays inside its segment. A gopher selector has no segments.
func ExampleURL_Segments() {
	for _, s := range []string{
		"ftp://myname@host.dom/%2Fetc/motd;type=a",
		"http://www.iec.ch/a/b/",
		"prospero://host.dom/pros/name;f=v",
		"gopher://host.dom/1a/b",
	} {
		u := rfc1738.URL{URL: rfc1738.MustParse(s)}
		fmt.Printf("%q\n", u.Segments())
	}
	// Output:
	// ["/etc" "motd"]
	// ["a" "b" ""]
	// ["pros" "name"]
	// []
}

// Redacted hides the password, for logs.
func ExampleURL_Redacted() {
	u := rfc1738.URL{URL: rfc1738.MustParse("ftp://joe:secret@ftp.iec.ch/pub/")}
	fmt.Println(u.Redacted())
	// Output:
	// ftp://joe:xxxxx@ftp.iec.ch/pub/
}

// JoinPath appends segments, each escaped as the scheme's segments
// require, and keeps the search (or ftp's typecode). "." and ".." are
// refused: it does not clean a path as url.URL.JoinPath does.
func ExampleURL_JoinPath() {
	u := rfc1738.URL{URL: rfc1738.MustParse("http://www.iec.ch/docs/?lang=en")}
	j, err := u.JoinPath("rfc 1738", "a/b")
	fmt.Println(j, err)
	f := rfc1738.URL{URL: rfc1738.MustParse("ftp://ftp.iec.ch/pub;type=i")}
	j, err = f.JoinPath("file;1")
	fmt.Println(j, err)
	_, err = u.JoinPath("..")
	fmt.Println(err)
	// Output:
	// http://www.iec.ch/docs/rfc%201738/a%2Fb?lang=en <nil>
	// ftp://ftp.iec.ch/pub/file%3B1;type=i <nil>
	// rfc1738: JoinPath: ".." is no segment RFC 1738 gives a meaning to; resolve a relative URL with Resolve
}

// Resolve resolves a relative reference against the URL by RFC 1808.
func ExampleURL_Resolve() {
	u := rfc1738.URL{URL: rfc1738.MustParse("http://a/b/c/d;p?q")}
	r, err := u.Resolve("../g#s")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Text, r.URL.Host(), r.Fragment)
	// Output:
	// http://a/b/g#s a s
}

// A base parsed once resolves each link of a page.
func ExampleParseBase() {
	b, err := rfc1738.ParseBase("http://www.iec.ch/about/index.htm")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, ref := range []string{"mission.htm", "../news/", "ftp://ftp.iec.ch/"} {
		r, err := b.Resolve(ref)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(r.Text)
	}
	// Output:
	// http://www.iec.ch/about/mission.htm
	// http://www.iec.ch/news/
	// ftp://ftp.iec.ch/
}
