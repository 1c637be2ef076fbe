package printer_test

import (
	"errors"
	"fmt"
	"os"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

func ExampleDiagramConfig_FprintDiagram() {
	u, err := parser.Parse("ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a")
	if err != nil {
		panic(err)
	}
	c := &printer.DiagramConfig{Lang: grammar.English}
	if err := c.FprintDiagram(os.Stdout, u); err != nil {
		panic(err)
	}
	// Output:
	// ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a
	// ^~~   ^~~~ ^~~~~~ ^~~~~~~~~~ ^~ ^~~~~~~~~~~~~~~~~~
	// |     user |      host       |  url-path
	// scheme     password          port
	// ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
	// url
	// ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
	// ftpurl
	//       ^~~~~~~~~~~~~~~~~~~~~~~~~ ^~~~~~~~~~~      ^
	//       login                     fpath            ftptype
	//                   ^~~~~~~~~~~~~ ^~~ ^~~~~~~
	//                   hostport      |   fsegment
	//                                 fsegment
	//                   ^~~~~~~~~~
	//                   hostname
	//                   ^~~ ^~~ ^~
	//                   |   |   toplabel
	//                   |   domainlabel
	//                   domainlabel
}

func ExampleDiagramConfig_FprintDiagram_french() {
	u, err := parser.Parse("ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a")
	if err != nil {
		panic(err)
	}
	c := &printer.DiagramConfig{Lang: grammar.French}
	if err := c.FprintDiagram(os.Stdout, u); err != nil {
		panic(err)
	}
	// Output:
	// ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a
	// ^~~   ^~~~ ^~~~~~ ^~~~~~~~~~ ^~ ^~~~~~~~~~~~~~~~~~
	// mode  |    |      hôte       |  chemin URL
	//       |    motdepasse        port
	//       utilisateur
	// ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
	// URL
	// ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
	// URL ftp
	//       ^~~~~~~~~~~~~~~~~~~~~~~~~ ^~~~~~~~~~~      ^
	//       identification            chemin           type
	//                   ^~~~~~~~~~~~~ ^~~ ^~~~~~~
	//                   hôte et port  |   segment
	//                                 segment
	//                   ^~~~~~~~~~
	//                   nom d'hôte
	//                   ^~~ ^~~ ^~
	//                   |   |   étiquette de premier niveau
	//                   |   étiquette de domaine
	//                   étiquette de domaine
}

// With Bands set to 1, a diagram shows the note's general form alone:
// here the note's four URLs, in French.
func ExampleDiagramConfig_FprintDiagram_generalForm() {
	c := &printer.DiagramConfig{Lang: grammar.French, Bands: 1}
	for _, s := range []string{
		"http://www.iec.ch",
		"http://www.iec.ch/about/mission-e.htm",
		"news:comp.os.unix",
		"news:XYZ123@news.iso.org",
	} {
		u, err := parser.Parse(s)
		if err != nil {
			panic(err)
		}
		if err := c.FprintDiagram(os.Stdout, u); err != nil {
			panic(err)
		}
	}
	// Output:
	// http://www.iec.ch
	// ^~~~   ^~~~~~~~~~
	// mode   hôte
	// http://www.iec.ch/about/mission-e.htm
	// ^~~~   ^~~~~~~~~~ ^~~~~~~~~~~~~~~~~~~
	// mode   hôte       chemin URL
	// news:comp.os.unix
	// ^~~~
	// mode
	// news:XYZ123@news.iso.org
	// ^~~~        ^~~~~~~~~~~~
	// mode        hôte
}

// An empty part is a lone caret where its text would be; an absent one
// is not shown. Any node can be drawn on its own.
func ExampleDiagramConfig_FprintDiagram_empty() {
	u, err := parser.Parse("ftp://@host.com/")
	if err != nil {
		panic(err)
	}
	c := &printer.DiagramConfig{Bands: 1}
	if err := c.FprintDiagram(os.Stdout, u); err != nil {
		panic(err)
	}
	if err := (*printer.DiagramConfig)(nil).FprintDiagram(os.Stdout, u.Login()); err != nil {
		panic(err)
	}
	// Output:
	// ftp://@host.com/
	// ^~~   ^^~~~~~~~ ^
	// |     |host     url-path (empty)
	// |     user (empty)
	// scheme
	// @host.com
	// ^^~~~~~~~
	// |host
	// user (empty)
	// ^~~~~~~~~
	// login
	//  ^~~~~~~~
	//  hostport
	//  ^~~~~~~~
	//  hostname
	//  ^~~~ ^~~
	//  |    toplabel
	//  domainlabel
}

func ExampleDiagramConfig_FprintError() {
	const in = "http://www.iec.ch:a"
	_, err := parser.Parse(in)
	var e *parser.Error
	if !errors.As(err, &e) {
		panic(err)
	}
	parse := func(s string) (*ast.URL, error) { return parser.Parse(s) }
	prefix := printer.ParsedPrefix(in, e.Offset, e.End, parse) // "http://www.iec.ch"; nil would show no part
	c := &printer.DiagramConfig{Lang: grammar.English, Bands: 1}
	if err := c.FprintError(os.Stdout, in, prefix, e.Offset, e.Error()); err != nil {
		panic(err)
	}
	// Output:
	// http://www.iec.ch:a
	//                   ^
	//                   error
	// ^~~~   ^~~~~~~~~~
	// scheme host
	// (labels: the start up to offset 17, read as a URL of its own)
	// error: offset 18: port: found "a", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)
}

// ParsedPrefix finds the part of an invalid URL that parsed with one
// parse more: the longest prefix that is a URL, whose length the
// parser's error gives (ValidPrefix).
func ExampleParsedPrefix() {
	parse := func(s string) (*ast.URL, error) {
		fmt.Printf("parse %q\n", s)
		return parser.Parse(s)
	}
	for _, in := range []string{"http://www.iec.ch/a b", "http://u:p@host/", "http://9lives/"} {
		_, err := parser.Parse(in)
		var e *parser.Error
		if !errors.As(err, &e) {
			panic(err)
		}
		fmt.Printf("%q: error at %d, the longest prefix that is a URL %d bytes\n", in, e.Offset, e.ValidPrefix)
		if u := printer.ParsedPrefix(in, e.ValidPrefix, true, parse); u != nil {
			fmt.Printf("  the part that parsed: %s\n", u)
		} else {
			fmt.Println("  no part parsed")
		}
	}
	// Output:
	// "http://www.iec.ch/a b": error at 19, the longest prefix that is a URL 19 bytes
	// parse "http://www.iec.ch/a"
	//   the part that parsed: http://www.iec.ch/a
	// "http://u:p@host/": error at 9, the longest prefix that is a URL 8 bytes
	// parse "http://u"
	//   the part that parsed: http://u
	// "http://9lives/": error at 13, the longest prefix that is a URL 0 bytes
	//   no part parsed
}

func ExampleDiagramConfig_FprintTree() {
	u, err := parser.Parse("ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a")
	if err != nil {
		panic(err)
	}
	if err := (&printer.DiagramConfig{Lang: grammar.English}).FprintTree(os.Stdout, u); err != nil {
		panic(err)
	}
	// Output:
	// url                            [0,50)   "ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a"
	// └─ ftpurl                      [0,50)   "ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a"
	//    ├─ scheme                   [0,3)    "ftp"  ftpurl writes it in its literal "ftp://", not as scheme
	//    ├─ login                    [6,31)   "anon:secret@ftp.iec.ch:21"
	//    │  ├─ user                  [6,10)   "anon"
	//    │  ├─ password              [11,17)  "secret"
	//    │  └─ hostport              [18,31)  "ftp.iec.ch:21"
	//    │     ├─ host               [18,28)  "ftp.iec.ch"
	//    │     │  └─ hostname        [18,28)  "ftp.iec.ch"
	//    │     │     ├─ domainlabel  [18,21)  "ftp"
	//    │     │     ├─ domainlabel  [22,25)  "iec"
	//    │     │     └─ toplabel     [26,28)  "ch"
	//    │     └─ port               [29,31)  "21"
	//    ├─ fpath                    [32,43)  "pub/doc.txt"
	//    │  ├─ fsegment              [32,35)  "pub"
	//    │  └─ fsegment              [36,43)  "doc.txt"
	//    └─ ftptype                  [49,50)  "a"
}

func ExampleDiagramConfig_FprintTree_french() {
	u, err := parser.Parse("ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a")
	if err != nil {
		panic(err)
	}
	if err := (&printer.DiagramConfig{Lang: grammar.French}).FprintTree(os.Stdout, u); err != nil {
		panic(err)
	}
	// Output:
	// URL (url)                                                 [0,50)   « ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a »
	// └─ URL ftp (ftpurl)                                       [0,50)   « ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a »
	//    ├─ mode (scheme)                                       [0,3)    « ftp »  ftpurl l'écrit dans son littéral « ftp:// », et non comme scheme
	//    ├─ identification (login)                              [6,31)   « anon:secret@ftp.iec.ch:21 »
	//    │  ├─ utilisateur (user)                               [6,10)   « anon »
	//    │  ├─ motdepasse (password)                            [11,17)  « secret »
	//    │  └─ hôte et port (hostport)                          [18,31)  « ftp.iec.ch:21 »
	//    │     ├─ hôte (host)                                   [18,28)  « ftp.iec.ch »
	//    │     │  └─ nom d'hôte (hostname)                      [18,28)  « ftp.iec.ch »
	//    │     │     ├─ étiquette de domaine (domainlabel)      [18,21)  « ftp »
	//    │     │     ├─ étiquette de domaine (domainlabel)      [22,25)  « iec »
	//    │     │     └─ étiquette de premier niveau (toplabel)  [26,28)  « ch »
	//    │     └─ port                                          [29,31)  « 21 »
	//    ├─ chemin (fpath)                                      [32,43)  « pub/doc.txt »
	//    │  ├─ segment (fsegment)                               [32,35)  « pub »
	//    │  └─ segment (fsegment)                               [36,43)  « doc.txt »
	//    └─ type (ftptype)                                      [49,50)  « a »
}

func ExampleDiagramConfig_FprintJSON() {
	u, err := parser.Parse("http://www.iec.ch/%7Eabout")
	if err != nil {
		panic(err)
	}
	h := u.Part.(*ast.HTTPPart)
	c := &printer.DiagramConfig{Lang: grammar.French}
	if err := c.FprintJSON(os.Stdout, h.Path); err != nil {
		panic(err)
	}
	// Output:
	// {
	//   "production": "hpath",
	//   "label": "chemin",
	//   "rfc": "RFC 1738",
	//   "section": "3.3",
	//   "rule": "hpath = hsegment *[ \"/\" hsegment ]",
	//   "pos": 18,
	//   "end": 26,
	//   "text": "%7Eabout",
	//   "decoded": "~about",
	//   "children": [
	//     {
	//       "production": "hsegment",
	//       "label": "segment",
	//       "rfc": "RFC 1738",
	//       "section": "3.3",
	//       "rule": "hsegment = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" ]",
	//       "pos": 18,
	//       "end": 26,
	//       "text": "%7Eabout",
	//       "decoded": "~about"
	//     }
	//   ]
	// }
}

func ExampleLabel() {
	for _, p := range []string{"scheme", "user", "password", "host", "port", "urlpath", "hostnumber"} {
		fmt.Printf("%-10s %-10s %s\n", p, grammar.Label(p, grammar.English), grammar.Label(p, grammar.French))
	}
	// Output:
	// scheme     scheme     mode
	// user       user       utilisateur
	// password   password   motdepasse
	// host       host       hôte
	// port       port       port
	// urlpath    url-path   chemin URL
	// hostnumber hostnumber numéro d'hôte
}

// The glossary: every production, its English label and its French one.
// A star marks the note's own words.
func ExampleGlossary() {
	for _, t := range grammar.Glossary() {
		star := ""
		if t.Note {
			star = " *"
		}
		fmt.Printf("%-15s %-15s %s%s\n", t.Production, t.English, t.French, star)
	}
	// Output:
	// url             url             URL
	// otherurl        otherurl        autre URL
	// genericurl      genericurl      URL générique
	// scheme          scheme          mode *
	// schemepart      schemepart      partie propre au mode
	// ip-schemepart   ip-schemepart   partie IP propre au mode
	// login           login           identification
	// user            user            utilisateur *
	// password        password        motdepasse *
	// hostport        hostport        hôte et port
	// host            host            hôte *
	// hostname        hostname        nom d'hôte
	// domainlabel     domainlabel     étiquette de domaine
	// toplabel        toplabel        étiquette de premier niveau
	// hostnumber      hostnumber      numéro d'hôte
	// digits          digits          chiffres
	// port            port            port *
	// urlpath         url-path        chemin URL *
	// escape          escape          échappement
	// fragment        fragment        fragment
	// URL             URL             URL
	// absoluteURL     absoluteURL     URL absolue
	// relativeURL     relativeURL     URL relative
	// net_path        net_path        chemin réseau
	// abs_path        abs_path        chemin absolu
	// rel_path        rel_path        chemin relatif
	// net_loc         net_loc         emplacement réseau
	// path            path            chemin
	// params          params          paramètres
	// query           query           requête
	// ftpurl          ftpurl          URL ftp
	// fpath           fpath           chemin
	// fsegment        fsegment        segment
	// ftptype         ftptype         type
	// fileurl         fileurl         URL file
	// httpurl         httpurl         URL http
	// httpsurl        httpsurl        URL https
	// hpath           hpath           chemin
	// hsegment        hsegment        segment
	// search          search          recherche
	// gopherurl       gopherurl       URL gopher
	// gopher-path     gopher-path     chemin gopher
	// gtype           gtype           type
	// selector        selector        sélecteur
	// gopher+_string  gopher+_string  chaîne Gopher+
	// mailtourl       mailtourl       URL mailto
	// encoded822addr  encoded822addr  adresse RFC 822 encodée
	// newsurl         newsurl         URL news
	// grouppart       grouppart       partie groupe
	// group           group           groupe
	// article         article         article
	// unique          unique          identificateur
	// nntpurl         nntpurl         URL nntp
	// article-number  article-number  numéro d'article
	// telneturl       telneturl       URL telnet
	// waisurl         waisurl         URL wais
	// waisdatabase    waisdatabase    base de données wais
	// waisindex       waisindex       index wais
	// waisdoc         waisdoc         document wais
	// database        database        base de données
	// wtype           wtype           type
	// wpath           wpath           chemin
	// prosperourl     prosperourl     URL prospero
	// ppath           ppath           chemin
	// psegment        psegment        segment
	// fieldspec       fieldspec       spécification de champ
	// fieldname       fieldname       nom de champ
	// fieldvalue      fieldvalue      valeur de champ
}
