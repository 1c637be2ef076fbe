// Package ast declares the syntax tree of RFC 1738 URLs, and with it the
// grammar: each node type is one production of section 5, and its
// participle struct tags are that production's rule. Package grammar
// assembles these types into a parser; nothing lowers a parse tree into
// this one, the parser fills these types directly.
//
//	http://joe:secret@www.iec.ch:8080/about/mission-e.htm
//
//	URL                     genericurl = scheme ":" schemepart
//	├─ Scheme   http        scheme
//	└─ IPSchemePart         ip-schemepart = "//" login [ "/" urlpath ]
//	   ├─ Login             login = [ user [ ":" password ] "@" ] hostport
//	   │  ├─ User      joe
//	   │  ├─ Password  secret
//	   │  └─ HostPort       hostport = host [ ":" port ]
//	   │     ├─ Host        host = hostname | hostnumber
//	   │     │  └─ Hostname www.iec.ch   (DomainLabel www, DomainLabel iec, TopLabel ch)
//	   │     └─ Port   8080
//	   └─ URLPath  about/mission-e.htm
//
// Every node records its byte span in the input (Pos and End), and its
// String method gives back exactly the text it was parsed from, so a
// tree prints back to its input. Text nodes keep the raw text, escapes
// and all, in Text, and give the decoded text from Decoded (section 2.2:
// "%" hex hex stands for the octet with that code).
//
// Absent and empty differ, as they do in the BNF: a nil *User means the
// URL has no "@"; a *User with empty Text means it has one with nothing
// before it ("ftp://@host/").
//
// RFC 1738's ten schemes have their own scheme parts, each the production
// section 5 gives it: FTPPart (ftpurl, with FPath, FSegment, FTPType),
// HTTPPart (httpurl: HPath, HSegment, Search), GopherPart (gopherurl:
// GopherPath, GType, Selector, GopherSearch, GopherPlus), MailtoPart
// (mailtourl: Encoded822Addr), NewsPart (newsurl: "*", Group or Article),
// NNTPPart (nntpurl: Group, ArticleNumber), TelnetPart (telneturl),
// WAISPart (waisurl: Database, WType, WPath, Search), FilePart (fileurl:
// FPath) and ProsperoPart (prosperourl: PPath, PSegment, FieldSpec).
// Each documents its readings of the RFC and gives typed, decoded access
// (FTPPart.Segments, GopherPart.Type, NNTPPart.ArticleNumber, ...).
// URL.Login, URL.HostPort and URL.Host reach the common parts whatever
// the scheme.
//
// A scheme author declares a new scheme's part as one more struct whose
// tags use these nodes (a *Login, a *HostPort, a *URLPath...) and which
// implements SchemePart; Walk reaches its children through Parent. A
// part that holds its user and password in nodes of its own types, not in
// a *Login, names them by implementing UserInfoPart, so that they map to
// net/url's url.URL.User.
//
// Each node type is the one declaration of its production. Its tags
// are the rule the parsers read; its doc comment holds the rule as the
// RFC writes it, in an indented block, and ends with a directive that
// names the RFC, the section that gives the production its meaning and
// the variable that holds it:
//
//	// FPath is the path of ftp and file URLs:
//	//
//	//	fpath = fsegment *[ "/" fsegment ]
//	//
//	//rfc:1738 3.2 FPathP
//	type FPath struct {
//		Span
//		FSegments []*FSegment `parser:"@@ ( '/' @@ )*"`
//	}
//
// A rule that runs over several lines continues on lines indented
// further, and a ";" comment after it, as in the RFC's BNF, is not part
// of it. When the block holds several rules, a fourth word names the
// one the directive declares ("//rfc:1738 3.6 GroupPartP grouppart");
// the first directive's is the type's own. A type that holds a
// production another type declares says "//rfc:use SearchP". A generic
// production of section 5, which every scheme shares, goes to package
// grammar instead, under the name "//rfc:grammar LoginP" gives it, and
// grammar.Of gives it for its type. Go hides the directives from the
// documentation. The command nodegen
// (grammar/gen/cmd/nodegen, which go generate runs) writes from these
// declarations, in zz_nodes.go, the production variables, the
// Production method of each type of a scheme's production, the listing of its children that Walk, ChildrenOf
// and its Children method share, and its writer, which String and the
// printer share (Writer). Both follow the tags: a child the tags write
// only after another (inside the optional group that other one starts)
// is written and listed only when that one is present; of alternatives,
// the first present is written; a nil element of a list is written as
// an empty one, its delimiters kept. Written by hand per type is only
// what the RFC gives a meaning to: decoding and typed accessors.
package ast

//go:generate go run ../grammar/gen/cmd/nodegen -grammar ../grammar/zz_productions.go -parser ../parser/zz_schemes.go -escape ../escape.go
