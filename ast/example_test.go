package ast_test

import (
	"fmt"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// Inspect calls its function with nil after a node's children, which is
// how it can track the depth: here it prints the tree, each node with the
// production it stands for (grammar.Of), its byte span and its text.
func ExampleInspect_tree() {
	u, err := parser.Parse("ftp://joe@ftp.iec.ch/pub/f.txt;type=i")
	if err != nil {
		fmt.Println(err)
		return
	}
	depth := 0
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil {
			depth--
			return false
		}
		fmt.Printf("%s%s [%d,%d) %q\n", strings.Repeat("  ", depth), grammar.Of(n).Name, n.Pos(), n.End(), n.String())
		depth++
		return true
	})
	// Output:
	// genericurl [0,37) "ftp://joe@ftp.iec.ch/pub/f.txt;type=i"
	//   scheme [0,3) "ftp"
	//   ftpurl [4,37) "//joe@ftp.iec.ch/pub/f.txt;type=i"
	//     login [6,20) "joe@ftp.iec.ch"
	//       user [6,9) "joe"
	//       hostport [10,20) "ftp.iec.ch"
	//         host [10,20) "ftp.iec.ch"
	//           hostname [10,20) "ftp.iec.ch"
	//             domainlabel [10,13) "ftp"
	//             domainlabel [14,17) "iec"
	//             toplabel [18,20) "ch"
	//     fpath [21,30) "pub/f.txt"
	//       fsegment [21,24) "pub"
	//       fsegment [25,30) "f.txt"
	//     ftptype [36,37) "i"
}

// counter is a Visitor that counts the nodes of each production.
type counter map[string]int

func (c counter) Visit(n ast.Node) ast.Visitor {
	if n != nil {
		c[grammar.Of(n).Name]++
	}
	return c
}

// Walk takes a Visitor; the one it returns visits the children.
func ExampleWalk() {
	u, err := parser.Parse("http://www.iec.ch/about/mission-e.htm")
	if err != nil {
		fmt.Println(err)
		return
	}
	c := counter{}
	ast.Walk(c, u)
	fmt.Println(c["domainlabel"], "domain labels,", c["toplabel"], "top label,", c["hsegment"], "path segments")
	// Output:
	// 2 domain labels, 1 top label, 2 path segments
}

// URL.Login returns the login of a scheme part that has one (ftp,
// telnet, and the generic ip-schemepart); http has a hostport only, so
// its Login is nil, but URL.HostPort and URL.Host still reach the host.
func ExampleURL_Login() {
	for _, s := range []string{
		"ftp://joe:secret@ftp.iec.ch/pub/",
		"telnet://guest@host.iec.ch:2323/",
		"http://www.iec.ch:8080/",
	} {
		u, err := parser.Parse(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		switch l := u.Login(); {
		case l == nil:
			fmt.Print("no login; ")
		case l.Password != nil:
			fmt.Printf("user %s, password %s; ", l.User, l.Password)
		case l.User != nil:
			fmt.Printf("user %s, no password; ", l.User)
		}
		if port := u.HostPort().Port; port != nil {
			fmt.Printf("host %s, port %s\n", u.Host(), port)
		} else {
			fmt.Printf("host %s, no port\n", u.Host())
		}
	}
	// Output:
	// user joe, password secret; host ftp.iec.ch, no port
	// user guest, no password; host host.iec.ch, port 2323
	// no login; host www.iec.ch, port 8080
}

// URL.Host finds the host of every scheme that has one, file's included,
// which has no port; it is nil for schemes without a host and for a file
// URL whose host is empty. A host is a name or a number.
func ExampleURL_Host() {
	for _, s := range []string{
		"file://ftp.iec.ch/etc/motd",
		"file:///etc/motd",
		"wais://10.0.0.1/db",
		"news:comp.os.unix",
	} {
		u, err := parser.Parse(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		switch h := u.Host(); {
		case h == nil:
			fmt.Println(s, "has no host")
		case h.Number != nil:
			fmt.Println(s, "host number", h)
		default:
			fmt.Println(s, "host name", h, "labels:", len(h.Name.Labels)+1)
		}
	}
	// Output:
	// file://ftp.iec.ch/etc/motd host name ftp.iec.ch labels: 3
	// file:///etc/motd has no host
	// wais://10.0.0.1/db host number 10.0.0.1
	// news:comp.os.unix has no host
}

// URL.DefaultPort gives the port a URL uses when it names none: its
// scheme part's, or else the one RFC 1738 gives its scheme.
func ExampleURL_DefaultPort() {
	for _, s := range []string{"http://www.iec.ch/", "gopher://gopher.iec.ch/", "foo://host/", "mailto:joe@iec.ch"} {
		u, err := parser.Parse(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		port, ok := u.DefaultPort()
		fmt.Println(u.Scheme, port, ok)
	}
	// Output:
	// http 80 true
	// gopher 70 true
	// foo 0 false
	// mailto 0 false
}

// Each scheme with a production of its own has its own part type, with
// typed and decoded accessors; a type switch tells them apart. Every
// other scheme is read by the generic syntax: an *ast.IPSchemePart after
// "//", an *ast.OpaquePart otherwise.
func ExampleSchemePart() {
	for _, s := range []string{
		"http://www.iec.ch/a%20b/c?q=1",
		"ftp://ftp.iec.ch/pub/rfc;type=d",
		"gopher://gopher.iec.ch/7search%09rfc",
		"mailto:joe%25relay@iec.ch",
		"nntp://news.iec.ch/comp.std/42",
		"foo://host/x",
		"urn:ietf:rfc:1738",
	} {
		u, err := parser.Parse(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		switch p := u.Part.(type) {
		case *ast.HTTPPart:
			q, _ := p.DecodedSearch()
			fmt.Printf("http: segments %q, search %q\n", p.Segments(), q)
		case *ast.FTPPart:
			fmt.Printf("ftp: dirs %q, name %q, type %c\n", p.Dirs(), p.Name(), p.Type())
		case *ast.GopherPart:
			q, _ := p.DecodedSearch()
			fmt.Printf("gopher: type %c, selector %q, search %q\n", p.Type(), p.DecodedSelector(), q)
		case *ast.MailtoPart:
			addr, _ := p.Address()
			fmt.Printf("mailto: %q\n", addr)
		case *ast.NNTPPart:
			g, _ := p.GroupName()
			n, _ := p.ArticleNumber()
			fmt.Printf("nntp: group %s, article %d\n", g, n)
		case *ast.IPSchemePart:
			fmt.Printf("%s: generic, host %s, path %q\n", u.Scheme, p.Login.HostPort.Host, p.Path)
		case *ast.OpaquePart:
			fmt.Printf("%s: opaque %q\n", u.Scheme, p)
		}
	}
	// Output:
	// http: segments ["a b" "c"], search "q=1"
	// ftp: dirs ["pub"], name "rfc", type d
	// gopher: type 7, selector "search", search "rfc"
	// mailto: "joe%relay@iec.ch"
	// nntp: group comp.std, article 42
	// foo: generic, host host, path "x"
	// urn: opaque "ietf:rfc:1738"
}

// DefaultPort is RFC 1738's table of default ports, by scheme.
func ExampleDefaultPort() {
	fmt.Println(ast.DefaultPort("wais"))
	fmt.Println(ast.DefaultPort("prospero"))
	fmt.Println(ast.DefaultPort("mailto"))
	// Output:
	// 210 true
	// 1525 true
	// 0 false
}

// Decode replaces each escape by the octet it encodes, and keeps a "%"
// that starts none. Text nodes keep their raw text and give the decoded
// one from Decoded.
func ExampleDecode() {
	fmt.Println(ast.Decode("%2Fetc%2fmotd"))
	fmt.Println(ast.Decode("100%25 or 100%"))

	u, err := parser.Parse("ftp://joe%40home@ftp.iec.ch/")
	if err != nil {
		fmt.Println(err)
		return
	}
	user := u.Login().User
	fmt.Println(user.Text, user.Decoded())
	// Output:
	// /etc/motd
	// 100% or 100%
	// joe%40home joe@home
}

// The grammar allows a port of any number of digits; Value reads it, and
// says false when the number does not fit an int. A port above 65535 is
// valid syntax, which parser.Validate warns about.
func ExamplePort_Value() {
	for _, s := range []string{"http://h.iec.ch:080/", "http://h.iec.ch:99999/", "http://h.iec.ch:99999999999999999999/", "http://h.iec.ch/"} {
		u, err := parser.Parse(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		port := u.HostPort().Port
		if port == nil {
			fmt.Println("no port")
			continue
		}
		v, ok := port.Value()
		fmt.Println(port, v, ok)
	}
	// Output:
	// 080 80 true
	// 99999 99999 true
	// 99999999999999999999 0 false
	// no port
}

// A tree a program builds prints as it would be written; absent parts
// (nil) are left out with their delimiters.
func ExampleURL_String() {
	u := &ast.URL{
		Scheme: &ast.Scheme{Text: "http"},
		Part: &ast.HTTPPart{
			HostPort: &ast.HostPort{
				Host: &ast.Host{Name: &ast.Hostname{
					Labels: []*ast.DomainLabel{{Text: "www"}, {Text: "iec"}},
					Top:    &ast.TopLabel{Text: "ch"},
				}},
				Port: &ast.Port{Text: "8080"},
			},
			Path: &ast.HPath{Segments: []*ast.HSegment{{Text: "about"}, {Text: "a%20b"}}},
		},
	}
	fmt.Println(u)
	// Output:
	// http://www.iec.ch:8080/about/a%20b
}

// Scheme keeps the case written; Name gives the lower-case form, which
// section 2.1 says to compare.
func ExampleScheme_Name() {
	u, err := parser.Parse("HTTP://www.iec.ch/")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Scheme, u.Scheme.Name())
	// Output:
	// HTTP http
}
