package parser_test

import (
	"strings"
	"testing"
)

// TestParseValid covers every generic production of section 5 with
// valid boundary cases, in URLs of schemes that RFC 1738 does not define
// ("foo", "x-ip"), which keep the generic syntax; then the productions
// of each scheme that has its own, with the cases where the scheme's
// production accepts what the generic syntax would not, or reads it
// otherwise; and the readings of parser/doc.go that accept.
func TestParseValid(t *testing.T) {
	hn := func(name string) validCase {
		return validCase{"hostname/" + name, "x-ip://" + name + "/", at("x-ip", name).path(""), nil}
	}
	for _, tc := range []validCase{
		// scheme = 1*[ lowalpha | digit | "+" | "-" | "." ], case-insensitive
		// (2.1), for choosing a scheme's production too
		{"scheme/upper case", "HTTP://x", at("HTTP", "x"), nil},
		{"scheme/mixed case", "MailTo:a@b", view{Scheme: "MailTo"}.address("a@b"), nil},
		{"scheme/upper case unregistered", "FOO://x", at("FOO", "x"), nil},
		{"scheme/plus minus dot digit", "a+b-c.d9:x", opaque("a+b-c.d9", "x"), nil},
		{"scheme/starts with digit", "1x:y", opaque("1x", "y"), nil},
		{"scheme/only plus", "+:x", opaque("+", "x"), nil},
		{"scheme/dots", "..://example.net", at("..", "example.net"), nil},
		{"scheme/experimental", "x-y://h/p", at("x-y", "h").path("p"), nil},
		// schemepart = *xchar | ip-schemepart
		{"schemepart/empty", "foo:", opaque("foo", ""), nil},
		{"schemepart/opaque every xchar", "x:aZ09$-_.+!*'(),;/?:@&=%7e%7E", opaque("x", "aZ09$-_.+!*'(),;/?:@&=%7e%7E"), nil},
		{"schemepart/one slash", "foo:/", opaque("foo", "/"), nil},
		{"schemepart/slashes later", "x:a//b", opaque("x", "a//b"), nil},
		{"schemepart/second colon", "urn:isbn:0-395-36341-1", opaque("urn", "isbn:0-395-36341-1"), nil},
		{"schemepart/unknown scheme ip", "foo://host:80/p", at("foo", "host").port("80").path("p"), nil},
		// ip-schemepart = "//" login [ "/" urlpath ]
		{"ip-schemepart/no path", "x-ip://h", at("x-ip", "h"), nil},
		{"ip-schemepart/empty path", "x-ip://h/", at("x-ip", "h").path(""), nil},
		{"ip-schemepart/path of slash", "x-ip://h//", at("x-ip", "h").path("/"), nil},
		// login = [ user [ ":" password ] "@" ] hostport
		{"login/user password port", "foo://u:p@h:23/", at("foo", "h").user("u").password("p").port("23").path(""), nil},
		{"login/slash ends login", "foo://a/b@h/", at("foo", "a").path("b@h/"), nil},
		// user = *[ uchar | ";" | "?" | "&" | "=" ]
		{"user/empty", "foo://@h", at("foo", "h").user(""), nil},
		{"user/every allowed char", "foo://aZ09$-_.+!*'(),;?&=%41@h", at("foo", "h").user("aZ09$-_.+!*'(),;?&=%41"), nil},
		{"user/escaped colon at slash", "foo://%3A%40%2F@h", at("foo", "h").user("%3A%40%2F"), nil},
		// password = *[ uchar | ";" | "?" | "&" | "=" ]
		{"password/empty", "foo://u:@h", at("foo", "h").user("u").password(""), nil},
		{"password/empty user and password", "foo://:@h", at("foo", "h").user("").password(""), nil},
		{"password/empty user", "foo://:pw@h", at("foo", "h").user("").password("pw"), nil},
		{"password/every allowed char", "foo://u:aZ09$-_.+!*'(),;?&=%3a@h", at("foo", "h").user("u").password("aZ09$-_.+!*'(),;?&=%3a"), nil},
		{"password/looks like port", "foo://h:21@h", at("foo", "h").user("h").password("21"), nil},
		// hostname = *[ domainlabel "." ] toplabel
		hn("localhost"),
		hn("x"),
		hn("a-b"),
		hn("a--b"),
		hn("a1"),
		hn("1a.com"),
		hn("1.2.3.com"),
		hn("1-2.x"),
		hn("WWW.IEC.CH"),
		hn("xn--bcher-kva.ch"),
		// hostnumber = digits "." digits "." digits "." digits
		{"hostnumber/ipv4", "foo://192.0.2.16/", at("foo", "192.0.2.16").path(""), nil},
		{"hostnumber/leading zero", "foo://080.0.0.1/", at("foo", "080.0.0.1").path(""), []warning{warn(6, "hostnumber")}},
		{"hostnumber/max", "foo://255.255.255.255", at("foo", "255.255.255.255"), nil},
		{"hostnumber/above 255", "foo://999.999.999.999/", at("foo", "999.999.999.999").path(""),
			[]warning{warn(6, "hostnumber"), warn(10, "hostnumber"), warn(14, "hostnumber"), warn(18, "hostnumber")}},
		{"hostnumber/one part above 255", "foo://1.256.3.4/", at("foo", "1.256.3.4").path(""), []warning{warn(8, "hostnumber")}},
		{"hostnumber/beyond int", "foo://1.2.3.99999999999999999999/", at("foo", "1.2.3.99999999999999999999").path(""),
			[]warning{warn(12, "hostnumber")}},
		// port = digits
		{"port/zero", "x-ip://h:0/", at("x-ip", "h").port("0").path(""), nil},
		{"port/leading zero", "x-ip://h:080/", at("x-ip", "h").port("080").path(""), nil},
		{"port/max", "x-ip://h:65535", at("x-ip", "h").port("65535"), nil},
		{"port/above 65535", "x-ip://h:99999/", at("x-ip", "h").port("99999").path(""), []warning{warn(9, "port")}},
		{"port/65536", "x-ip://h:65536", at("x-ip", "h").port("65536"), []warning{warn(9, "port")}},
		{"port/with hostnumber", "x-ip://10.0.0.1:8080/", at("x-ip", "10.0.0.1").port("8080").path(""), nil},
		// urlpath = *xchar; escape = "%" hex hex
		{"urlpath/every xchar", "x-ip://h/aZ09$-_.+!*'(),;/?:@&=", at("x-ip", "h").path("aZ09$-_.+!*'(),;/?:@&="), nil},
		{"escape/upper hex", "x-ip://h/%41%2F%7E", at("x-ip", "h").path("%41%2F%7E"), nil},
		{"escape/lower hex", "x-ip://h/%2f%7e%ff", at("x-ip", "h").path("%2f%7e%ff"), nil},
		{"escape/encoded hash", "x-ip://h/%23", at("x-ip", "h").path("%23"), nil},
		// readings of parser/doc.go
		{"reading/URL: prefix is a scheme", "URL:http://x", opaque("URL", "http://x"), nil},
		{"reading/long label warns", "x-ip://" + strings.Repeat("a", 64) + ".b/", at("x-ip", strings.Repeat("a", 64)+".b").path(""),
			[]warning{warn(7, "domainlabel")}},
		{"reading/long top label warns", "x-ip://" + strings.Repeat("a", 64), at("x-ip", strings.Repeat("a", 64)),
			[]warning{warn(7, "toplabel")}},
		{"reading/long hostname warns", "x-ip://" + strings.Repeat("a.", 127) + "bc/", at("x-ip", strings.Repeat("a.", 127)+"bc").path(""),
			[]warning{warn(7, "hostname")}},
		{"reading/hostname of 255 is fine", "x-ip://" + strings.Repeat("a.", 126) + "bcd/", at("x-ip", strings.Repeat("a.", 126)+"bcd").path(""), nil},
		{"reading/scheme hosts warn too", "http://" + strings.Repeat("a", 64) + ".b:99999/", at("http", strings.Repeat("a", 64)+".b").port("99999").segs(""),
			[]warning{warn(7, "domainlabel"), warn(74, "port")}},

		// ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
		{"ftpurl/no path", "ftp://h", at("ftp", "h"), nil},
		{"ftpurl/empty path", "ftp://h/", at("ftp", "h").segs(""), nil},
		{"ftpurl/login", "ftp://u:p@h:21/a", at("ftp", "h").user("u").password("p").port("21").segs("a"), nil},
		{"ftpurl/slash ends login", "ftp://a/b@h/", at("ftp", "a").segs("b@h", ""), nil},
		{"ftpurl/empty user warns", "ftp://@h", at("ftp", "h").user(""), []warning{warn(6, "user")}},
		{"ftpurl/empty password warns", "ftp://u:@h", at("ftp", "h").user("u").password(""), []warning{warn(8, "password")}},
		{"ftpurl/encoded line break in login warns", "ftp://u%0Ax:p%0D@h/", at("ftp", "h").user("u%0Ax").password("p%0D").segs(""),
			[]warning{warn(7, "user"), warn(13, "password")}},
		// fpath = fsegment *[ "/" fsegment ]
		{"fpath/path of slash", "ftp://h//", at("ftp", "h").segs("", ""), nil},
		{"fpath/empty segments", "ftp://h/a//b/", at("ftp", "h").segs("a", "", "b", ""), nil},
		// fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
		{"fsegment/every allowed char", "ftp://h/aZ09$-_.+!*'(),?:@&=%3B%2F", at("ftp", "h").segs("aZ09$-_.+!*'(),?:@&=%3B%2F"), nil},
		{"fsegment/encoded line break warns", "ftp://h/a%0D%0Ab", at("ftp", "h").segs("a%0D%0Ab"), []warning{warn(9, "fsegment"), warn(12, "fsegment")}},
		// ftptype = "A" | "I" | "D" | "a" | "i" | "d"
		{"ftptype/A", "ftp://h/a;type=A", at("ftp", "h").segs("a").typecode("A"), nil},
		{"ftptype/I", "ftp://h/a;type=I", at("ftp", "h").segs("a").typecode("I"), nil},
		{"ftptype/D", "ftp://h/a;type=D", at("ftp", "h").segs("a").typecode("D"), nil},
		{"ftptype/a", "ftp://h/a;type=a", at("ftp", "h").segs("a").typecode("a"), nil},
		{"ftptype/i", "ftp://h/a;type=i", at("ftp", "h").segs("a").typecode("i"), nil},
		{"ftptype/d after dirs", "ftp://h/a/b;type=d", at("ftp", "h").segs("a", "b").typecode("d"), nil},
		{"ftptype/d of empty name", "ftp://h/;type=d", at("ftp", "h").segs("").typecode("d"), nil},
		{"ftptype/a of empty name warns", "ftp://h/;type=a", at("ftp", "h").segs("").typecode("a"), []warning{warn(14, "ftptype")}},
		{"ftptype/after escaped slash", "ftp://h/a%2Fb;type=a", at("ftp", "h").segs("a%2Fb").typecode("a"), nil},

		// fileurl = "file://" [ host | "localhost" ] "/" fpath
		{"fileurl/empty host", "file:///etc/motd", view{Scheme: "file"}.segs("etc", "motd"), nil},
		{"fileurl/empty host and path", "file:///", view{Scheme: "file"}.segs(""), nil},
		{"fileurl/localhost", "file://localhost/etc/motd", at("file", "localhost").segs("etc", "motd"), nil},
		{"fileurl/LOCALHOST", "file://LOCALHOST/x", at("file", "LOCALHOST").segs("x"), nil},
		{"fileurl/empty path", "file://h/", at("file", "h").segs(""), nil},
		{"fileurl/hostnumber", "file://127.0.0.1/x", at("file", "127.0.0.1").segs("x"), nil},
		{"fileurl/encoded hash", "file://h/%23", at("file", "h").segs("%23"), nil},
		{"fileurl/fsegment chars", "file://h/a?b:c@d&e=f/%3B", at("file", "h").segs("a?b:c@d&e=f", "%3B"), nil},

		// httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
		{"httpurl/no path", "http://h", at("http", "h"), nil},
		{"httpurl/empty path", "http://h/", at("http", "h").segs(""), nil},
		{"httpurl/port", "http://h:80", at("http", "h").port("80"), nil},
		{"httpurl/empty search", "http://h/?", at("http", "h").segs("").search(""), nil},
		{"httpurl/search after empty path", "http://h/?q", at("http", "h").segs("").search("q"), nil},
		{"httpurl/path and search", "http://h/a/b?x=1&y=2", at("http", "h").segs("a", "b").search("x=1&y=2"), nil},
		// hpath = hsegment *[ "/" hsegment ]
		{"hpath/path of slash", "http://h//", at("http", "h").segs("", ""), nil},
		// hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
		{"hsegment/every allowed char", "http://h/aZ09$-_.+!*'(),;:@&=%2F%3F", at("http", "h").segs("aZ09$-_.+!*'(),;:@&=%2F%3F"), nil},
		// search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
		{"search/every allowed char", "http://h/?aZ09$-_.+!*'(),;:@&=%2F%3F", at("http", "h").segs("").search("aZ09$-_.+!*'(),;:@&=%2F%3F"), nil},

		// gopherurl = "gopher://" hostport [ / [ gtype [ selector
		//             [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
		{"gopherurl/no path", "gopher://h", at("gopher", "h"), nil},
		{"gopherurl/empty path", "gopher://h/", at("gopher", "h").path(""), nil},
		{"gopherurl/port", "gopher://h:70/0x", at("gopher", "h").port("70").gopher("0x", "0", "x"), nil},
		{"gopherurl/gtype alone", "gopher://h/1", at("gopher", "h").gopher("1", "1", ""), nil},
		{"gopherurl/empty search", "gopher://h/1sel%09", at("gopher", "h").gopher("1sel%09", "1", "sel").search(""), nil},
		{"gopherurl/empty selector", "gopher://h/1%09x", at("gopher", "h").gopher("1%09x", "1", "").search("x"), nil},
		{"gopherurl/gopher+", "gopher://h/1sel%09s%09+", at("gopher", "h").gopher("1sel%09s%09+", "1", "sel").search("s").plus("+"), nil},
		// gtype = xchar: "no characters are reserved" (3.4.1)
		{"gtype/escaped", "gopher://h/%31sel", at("gopher", "h").gopher("%31sel", "%31", "sel"), nil},
		{"gtype/tab warns", "gopher://h/%09", at("gopher", "h").gopher("%09", "%09", ""), []warning{warn(11, "gtype")}},
		// selector = *xchar; "some Gopher <selector> strings begin with
		// a copy of the <gophertype> character" (3.4.1)
		{"selector/copy of type", "gopher://h/11/sel", at("gopher", "h").gopher("11/sel", "1", "1/sel"), nil},
		{"selector/every xchar", "gopher://h/0aZ09$-_.+!*'(),;/?:@&=%7E", at("gopher", "h").gopher("0aZ09$-_.+!*'(),;/?:@&=%7E", "0", "aZ09$-_.+!*'(),;/?:@&=%7E"), nil},
		{"selector/encoded CR warns", "gopher://h/1a%0Db", at("gopher", "h").gopher("1a%0Db", "1", "a%0Db"), []warning{warn(13, "selector")}},
		// the leftmost "%09" that a search can follow splits
		{"selector/tab before no search", "gopher://h/1a%09b/c", at("gopher", "h").gopher("1a%09b/c", "1", "a%09b/c"),
			[]warning{warn(13, "selector")}},
		{"selector/tab before search", "gopher://h/1a%09b?c%09d", at("gopher", "h").gopher("1a%09b?c%09d", "1", "a%09b?c").search("d"),
			[]warning{warn(13, "selector")}},
		// gopher+_string = *xchar, "%09" included
		{"gopher+_string/holds tab", "gopher://h/7sel%09a%09+b%09c", at("gopher", "h").gopher("7sel%09a%09+b%09c", "7", "sel").search("a").plus("+b%09c"), nil},
		{"gopher+_string/empty warns", "gopher://h/1sel%09%09", at("gopher", "h").gopher("1sel%09%09", "1", "sel").search("").plus(""),
			[]warning{warn(21, "gopher+_string")}},
		{"gopher+_string/no form warns", "gopher://h/1sel%09%09x", at("gopher", "h").gopher("1sel%09%09x", "1", "sel").search("").plus("x"),
			[]warning{warn(21, "gopher+_string")}},
		{"gopher+_string/?", "gopher://h/0sel%09%09?", at("gopher", "h").gopher("0sel%09%09?", "0", "sel").search("").plus("?"), nil},
		{"gopher+_string/$", "gopher://h/1sel%09%09$", at("gopher", "h").gopher("1sel%09%09$", "1", "sel").search("").plus("$"), nil},

		// mailtourl = "mailto:" encoded822addr; encoded822addr = 1*xchar
		{"mailtourl/address", "mailto:joe@example.com", view{Scheme: "mailto"}.address("joe@example.com"), nil},
		{"mailtourl/encoded percent", "mailto:a%25b@c", view{Scheme: "mailto"}.address("a%25b@c"), nil},
		{"mailtourl/quoted local part", "mailto:%22a%20b%22@c", view{Scheme: "mailto"}.address("%22a%20b%22@c"), nil},
		// 1*xchar is the syntax; RFC 822's addr-spec is the validator's
		{"encoded822addr/no domain warns", "mailto:joe", view{Scheme: "mailto"}.address("joe"), []warning{warn(10, "encoded822addr")}},
		{"encoded822addr/list warns", "mailto:a@b,c@d", view{Scheme: "mailto"}.address("a@b,c@d"), []warning{warn(10, "encoded822addr")}},
		{"encoded822addr/at alone warns", "mailto:@", view{Scheme: "mailto"}.address("@"), []warning{warn(7, "encoded822addr")}},
		{"encoded822addr/slashes are no login", "mailto://x", view{Scheme: "mailto"}.address("//x"), []warning{warn(7, "mailtourl"), warn(10, "encoded822addr")}},

		// newsurl = "news:" grouppart; grouppart = "*" | group | article
		{"group/one letter", "news:a", view{Scheme: "news"}.group("a"), nil},
		{"group/every allowed char", "news:a.b-c+d_e9", view{Scheme: "news"}.group("a.b-c+d_e9"), nil},
		{"group/empty component warns", "news:comp..misc", view{Scheme: "news"}.group("comp..misc"), []warning{warn(9, "group")}},
		{"group/upper case scheme", "NEWS:*", view{Scheme: "NEWS", All: true}, nil},
		// article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
		{"article/hostnumber", "news:x@1.2.3.4", view{Scheme: "news"}.article("x", "1.2.3.4"), nil},
		{"article/every allowed char", "news:aZ09$-_.+!*'(),;/?:&=%41@h.com", view{Scheme: "news"}.article("aZ09$-_.+!*'(),;/?:&=%41", "h.com"), nil},
		{"article/dots before at", "news:a.b@c", view{Scheme: "news"}.article("a.b", "c"), nil},
		{"article/digit first", "news:1abc@h", view{Scheme: "news"}.article("1abc", "h"), nil},
		{"article/star first", "news:*x@h", view{Scheme: "news"}.article("*x", "h"), nil},
		{"article/slashes warn", "news://host/x@y", view{Scheme: "news"}.article("//host/x", "y"), []warning{warn(5, "article")}},
		{"article/angle bracket warns", "news:%3Cx%3E@h", view{Scheme: "news"}.article("%3Cx%3E", "h"), []warning{warn(5, "article")}},

		// nntpurl = "nntp://" hostport "/" group [ "/" digits ]
		{"nntpurl/group", "nntp://h/g", at("nntp", "h").group("g"), nil},
		{"nntpurl/article", "nntp://h:119/comp.os.unix/42", at("nntp", "h").port("119").group("comp.os.unix").number("42"), nil},
		{"nntpurl/group chars", "nntp://h/g.b-c+d_e/1", at("nntp", "h").group("g.b-c+d_e").number("1"), nil},
		{"nntpurl/leading zeros", "nntp://h/g/007", at("nntp", "h").group("g").number("007"), nil},
		{"nntpurl/article zero warns", "nntp://h/g/0", at("nntp", "h").group("g").number("0"), []warning{warn(11, "digits")}},
		{"nntpurl/article too big warns", "nntp://h/g/99999999999", at("nntp", "h").group("g").number("99999999999"), []warning{warn(11, "digits")}},

		// telneturl = "telnet://" login [ "/" ]
		{"telneturl/no slash", "telnet://h", at("telnet", "h"), nil},
		{"telneturl/slash", "telnet://h/", at("telnet", "h").slash(), nil},
		{"telneturl/login", "telnet://u:p@h:23/", at("telnet", "h").user("u").password("p").port("23").slash(), nil},
		{"telneturl/empty user", "telnet://@h", at("telnet", "h").user(""), nil},
		{"telneturl/encoded CR warns", "telnet://u%0D@h", at("telnet", "h").user("u%0D"), []warning{warn(10, "user")}},

		// waisurl = waisdatabase | waisindex | waisdoc
		{"waisdatabase", "wais://h/db", at("wais", "h").database("db"), nil},
		{"waisdatabase/empty warns", "wais://h/", at("wais", "h").database(""), []warning{warn(9, "database")}},
		{"waisindex", "wais://h/db?query", at("wais", "h").database("db").search("query"), nil},
		{"waisindex/empty search", "wais://h/db?", at("wais", "h").database("db").search(""), nil},
		{"waisindex/search chars", "wais://h:210/db?a;b:c@d&e=f", at("wais", "h").port("210").database("db").search("a;b:c@d&e=f"), nil},
		{"waisdoc", "wais://h/db/TEXT/doc-id", at("wais", "h").database("db").doc("TEXT", "doc-id"), nil},
		{"waisdoc/empty warns", "wais://h/db//", at("wais", "h").database("db").doc("", ""), []warning{warn(12, "wtype"), warn(13, "wpath")}},
		{"waisdoc/escaped slash", "wais://h/d%2Fb/t%3F/p%2F", at("wais", "h").database("d%2Fb").doc("t%3F", "p%2F"), nil},

		// prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
		{"prosperourl/empty ppath warns", "prospero://h/", at("prospero", "h").segs(""), []warning{warn(13, "ppath")}},
		{"prosperourl/port and escaped semicolon", "prospero://h:1525/x;a=%3B", at("prospero", "h").port("1525").segs("x").fields("a", "%3B"), nil},
		// psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
		{"psegment/allowed chars", "prospero://h/a/b?c:d@e&f=g", at("prospero", "h").segs("a", "b?c:d@e&f=g"), nil},
		// fieldspec = ";" fieldname "=" fieldvalue
		{"fieldspec/two", "prospero://h/a;x=1;y=2", at("prospero", "h").segs("a").fields("x", "1", "y", "2"), nil},
		{"fieldspec/empty value", "prospero://h/a;x=", at("prospero", "h").segs("a").fields("x", ""), nil},
		{"fieldspec/no name warns", "prospero://h/a;=v", at("prospero", "h").segs("a").fields("", "v"), []warning{warn(14, "fieldspec")}},
		{"fieldspec/repeated name warns", "prospero://h/a;x=1;x=2", at("prospero", "h").segs("a").fields("x", "1", "x", "2"), []warning{warn(18, "fieldspec")}},
		{"fieldvalue/allowed chars", "prospero://h/a;n?:@&=v?:@&", at("prospero", "h").segs("a").fields("n?:@&", "v?:@&"), nil},
	} {
		t.Run(tc.name, func(t *testing.T) { checkValid(t, tc) })
	}
}
