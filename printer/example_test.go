package printer_test

import (
	"fmt"
	"os"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

func ExampleFprint() {
	u, err := parser.Parse("FTP://Joe:%3a@FTP.Example.COM:021/%2fetc/%6dotd")
	if err != nil {
		panic(err)
	}
	printer.Fprint(os.Stdout, u)
	fmt.Println()
	// Any node prints as its own text.
	printer.Fprint(os.Stdout, u.Login().HostPort)
	fmt.Println()
	// Output:
	// FTP://Joe:%3a@FTP.Example.COM:021/%2fetc/%6dotd
	// FTP.Example.COM:021
}

func ExampleCanonical() {
	for _, s := range []string{
		"HTTP://WWW.Example.COM:80/%7euser/%41%2fb",
		"FTP://Joe:%3a@FTP.Example.COM:021/%2fetc/%6dotd",
		"ftp://host.com:80/",
		"MailTo:%4aoe@Example.COM",
	} {
		u, err := parser.Parse(s)
		if err != nil {
			panic(err)
		}
		fmt.Println(printer.Canonical(u))
	}
	// Output:
	// http://www.example.com/%7Euser/A%2Fb
	// ftp://Joe:%3A@ftp.example.com/%2Fetc/motd
	// ftp://host.com:80/
	// mailto:Joe@Example.COM
}

func ExampleConfig_Fprint() {
	u, err := parser.Parse("HTTP://WWW.Example.COM:80/%7e%41")
	if err != nil {
		panic(err)
	}
	for _, mode := range []printer.Mode{printer.RawFormat, printer.CanonicalFormat} {
		cfg := &printer.Config{Mode: mode}
		cfg.Fprint(os.Stdout, u)
		fmt.Println()
	}
	// A tree built by hand prints too. Outside a URL the scheme, and so
	// the default port, is unknown: the port stays.
	hp := &ast.HostPort{
		Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "LocalHost"}}},
		Port: &ast.Port{Text: "80"},
	}
	(&printer.Config{Mode: printer.CanonicalFormat}).Fprint(os.Stdout, hp)
	fmt.Println()
	// Output:
	// HTTP://WWW.Example.COM:80/%7e%41
	// http://www.example.com/%7EA
	// localhost:80
}
