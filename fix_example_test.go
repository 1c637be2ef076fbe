package rfc1738_test

import (
	"errors"
	"fmt"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/parser"
)

// Fix writes what RFC 1738 allows only escaped as escapes, keeps a
// fragment after the URL, and refuses where no URL is near: a host with
// a "_", or a "\" that browsers read as "/".
func ExampleFix() {
	for _, s := range []string{
		"http://www.iec.ch/~joe/a b.html",
		"http://www.iec.ch/p.html#part 2",
		"<URL:ftp://ftp.iec.ch/pub/\n  doc.txt>",
		"http://www.iec.ch/",
		"http://my_host.iec.ch/",
		`http://www.iec.ch/a\b`,
	} {
		f, err := rfc1738.Fix(s)
		var e *parser.Error
		if errors.As(err, &e) {
			fmt.Printf("%q: no URL near: offset %d, found %q\n", s, e.Offset, e.Found)
			continue
		}
		fmt.Printf("%q -> %q, URL %q\n", s, f.Text, f.URL())
		for _, ed := range f.Edits {
			fmt.Printf("\t%d %q -> %q (%s)\n", ed.Offset, ed.Old, ed.New, ed.Code)
		}
	}
	// Output:
	// "http://www.iec.ch/~joe/a b.html" -> "http://www.iec.ch/%7Ejoe/a%20b.html", URL "http://www.iec.ch/%7Ejoe/a%20b.html"
	// 	18 "~" -> "%7E" (note-unsafe)
	// 	24 " " -> "%20" (note-unsafe)
	// "http://www.iec.ch/p.html#part 2" -> "http://www.iec.ch/p.html#part%202", URL "http://www.iec.ch/p.html"
	// 	29 " " -> "%20" (note-unsafe)
	// "<URL:ftp://ftp.iec.ch/pub/\n  doc.txt>" -> "ftp://ftp.iec.ch/pub/doc.txt", URL "ftp://ftp.iec.ch/pub/doc.txt"
	// 	0 "<URL:" -> "" (note-url-wrapper)
	// 	26 "\n  " -> "" (note-url-wrapper)
	// 	36 ">" -> "" (note-url-wrapper)
	// "http://www.iec.ch/" -> "http://www.iec.ch/", URL "http://www.iec.ch/"
	// "http://my_host.iec.ch/": no URL near: offset 9, found "_"
	// "http://www.iec.ch/a\\b": no URL near: offset 19, found "\\"
}
