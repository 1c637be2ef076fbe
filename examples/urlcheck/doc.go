// Urlcheck checks URLs against RFC 1738, one URL per line, and prints
// one line of verdict per URL, in input order.
//
// Usage:
//
//	urlcheck [-base URL | -fix] [-json] [-maxlen n] [-nowarn] [-scheme scheme] [file ...]
//	urlcheck -text [-fix [-diff | -w]] [-json] [-markdown] [-maxlen n] [-nowarn] [-scheme scheme] [file ...]
//
// It reads the named files in order, or standard input when there are
// none; a file named "-" is standard input. Each line is one URL: a
// trailing "\n" or "\r\n" is removed and nothing else, so a URL with a
// space at its end is reported as invalid, and an empty line is an
// invalid URL too. A last line without "\n" is a URL.
//
// The flags are:
//
//	-base URL  read each line as a reference, relative or absolute
//	           (RFC 1808), resolve it against URL, and check the URL it
//	           resolves to (see Relative references below)
//	-fix       print each line fixed instead of a verdict: the nearest
//	           RFC 1738 URL, the line itself when it is valid, "-" when
//	           no URL is near (see Repair below)
//	-json      print one JSON object per URL instead of a line of text
//	-maxlen n  report a URL longer than n bytes as invalid without
//	           parsing it, and without holding more than its first n
//	           bytes: 65536 (parser.DefaultMaxLength) unless set; 0
//	           sets no limit (but the parser's own, 2 GiB - 1)
//	-nowarn    do not look for warnings: say only whether each URL is
//	           valid and, when it is not, why
//	-text      read each file as a document and check the URLs it
//	           writes, where they are (see Documents below)
//	-diff      with -text -fix, write a unified diff of each document
//	           rather than the document fixed
//	-w         with -text -fix, write each document fixed over its file
//	           rather than to standard output
//	-markdown  with -text, read every document as Markdown, standard
//	           input too, whatever its name
//	-scheme scheme
//	           also read the URLs of an example scheme declared outside
//	           RFC 1738, as a scheme author would, with its generated
//	           parser: ldap (RFC 4516), rtsp or rtspu (RFC 2326), from
//	           examples/newscheme; repeatable (see Schemes of their own
//	           below)
//
// Without -nowarn every valid URL is parsed into its tree, for its
// warnings (and, with -json, its parts). With -nowarn the text output
// needs neither: each URL is checked by parser.Check, which builds no
// tree and allocates nothing for a valid URL, in a fraction of a parse's
// time; an invalid URL's error is built in full either way, for its
// message and notes. With -json, -nowarn only leaves "warnings" empty,
// [], which then means not looked for, not none found; the parts still
// need the tree, so it is no faster there.
//
// A line longer than -maxlen is read to its end but not kept: it is
// reported with the parser's error for an input over its MaxLength, at
// offset n, which gives the line's length, and with its first n bytes
// as its URL, in text and in JSON alike. With -maxlen 10, the line
// "http://abcdef/" gives "invalid", "http://abc" and "offset 10: the
// input is 14 bytes long, more than the limit of 10 (MaxLength)". With
// -maxlen 0 every line is held whole, however long, and parsing a valid
// one costs up to 64 bytes of memory per byte (6 GB for a URL of 100 MB).
//
// # Text output
//
// One line per URL, its fields separated by tabs (with -fix, the line
// fixed instead: see Repair below):
//
//	ok	http://host/
//	ok	http://999.1.1.1:99999/	warning: offset 7: hostnumber: part 999 is above 255, ... (and 1 more)
//	invalid	http://host:/	offset 12: port: found "/", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3); note: offset 11: port: a ":" after the host starts a port, which is digits: with no port, leave the ":" out, as in "http://host/"
//
// The first field is "ok" or "invalid"; the second is the URL, printed as
// it is when it is printable ASCII without spaces that does not start
// with a double quote (as every valid URL is), and otherwise quoted as a
// Go string literal ("" for an empty line), so that it never holds a tab
// or ends in an invisible space. A third field, when there is one, is the
// first error of an invalid URL, or "warning: " and the first warning of
// a valid one (never with -nowarn), followed by " (and N more)" when
// there are more.
//
// # JSON output
//
// With -json, one object per URL. Every object has every key, in this
// order (-base and -fix each add two after "url": see Relative
// references and Repair below):
//
//	url valid scheme user password host port path
//	fpath typecode hpath search gtype selector gopher_plus
//	group article article_number database wtype wpath ppath fields address
//	errors warnings
//
// For example:
//
//	{"url":"ftp://u:p@host:21/a;type=i","valid":true,"scheme":"ftp","user":"u","password":"p","host":"host","port":"21","path":"a;type=i","fpath":"a","typecode":"i","hpath":null,"search":null,"gtype":null,"selector":null,"gopher_plus":null,"group":null,"article":null,"article_number":null,"database":null,"wtype":null,"wpath":null,"ppath":null,"fields":null,"address":null,"errors":[],"warnings":[]}
//
// "url" is the input line (its first n bytes when it is longer than
// -maxlen n); "scheme" the scheme in lower case. Every
// other part is exactly as written (escapes not decoded): null when the
// URL does not have the part, "" when it has it empty.
//
// "user" and "password" are those of a login: ftp, telnet, and the
// ip-schemepart ("//" login [ "/" urlpath ]) of a scheme that RFC 1738
// does not define; for a registered scheme whose part holds them in
// nodes of its own (ast.UserInfoPart), those nodes' texts. http, gopher, nntp, wais and prospero have a host and
// port but no login ("http://u:p@host/" is invalid); file has a host,
// "" when it is empty ("file:///etc/motd"), and no port.
//
// "path" is everything after the "/" that ends host[:port] (for file,
// the host), null when there is no such "/": for ftp the fpath with its
// ";type=X", for http the hpath with its "?search", for gopher the gtype,
// selector and what follows them, for nntp "group" or "group/digits",
// for wais everything after the "/" ("db", "db?search", "db/wtype/wpath"),
// for prospero the ppath with its ";name=value" fields, for telnet ""
// when the optional "/" ends the URL, and for a scheme from outside RFC
// 1738 what its own production writes there (rtsp's "a/b?q", ldap's DN
// and what follows it). mailto and news URLs, and an
// opaque scheme part ("foo:bar"), have none of user, password, host,
// port and path.
//
// The next keys belong to the schemes of RFC 1738 section 3, and are
// null for a URL of any other scheme:
//
//	fpath           ftp, file  the fpath, without ";type="
//	typecode        ftp        the letter after ";type="
//	hpath           http       the hpath, without "?"
//	search          http, gopher, wais
//	                           the search, after "?" (for gopher, after the first "%09")
//	gtype           gopher     the one-character type after the "/"
//	selector        gopher     the selector after the gtype ("" when it is empty)
//	gopher_plus     gopher     the Gopher+ string, after the second "%09"
//	group           news, nntp the group name; "*" for news:*
//	article         news       the article: unique@host
//	article_number  nntp       the digits after the group
//	database        wais       the database
//	wtype           wais       the wtype of a waisdoc URL
//	wpath           wais       the wpath of a waisdoc URL
//	ppath           prospero   the ppath, without the fields
//	fields          prospero   the fields, in order, each [name, value]:
//	                           [["x","y"]] for ";x=y", [] when there are none
//	address         mailto     the encoded822addr, all of what follows "mailto:"
//	parts           registered the children of the part of a scheme registered
//	                           from outside RFC 1738, each [production, text]:
//	                           [["user","joe"],["auth","+APOP"],["hostport","h"]];
//	                           left out for every other URL, after "address"
//
// Within its scheme, a key is null when the URL does not have the part:
// "search" of "http://host/a", "typecode" of "ftp://host/a", "gtype" of
// "gopher://host/", "group" of "news:id@host".
//
// An invalid URL has no parts at all, not even "scheme": a parse that
// failed gives no tree to take them from. A URL of one of the schemes
// of RFC 1738 section 3 is valid only when it matches that scheme's own
// production, and the errors name that production and its section.
// "errors" and "warnings" list objects, [] when there are none (here
// with "..." for what is left out):
//
//	{"url":"ftp://host:ab:c/","valid":false,"scheme":null,...,"address":null,"errors":[{"offset":13,"code":"syntax","production":"login","expected":"!$%&'()*+,-.0123456789;=?@ABC...xyz","end":false,"message":"offset 13: login: found \":\", ...","notes":[{"offset":11,"code":"note-port-reading","message":"offset 11: port: read as host and port, ..."}]}],"warnings":[]}
//	{"url":"http://999.1.1.1:99999/","valid":true,...,"errors":[],"warnings":[{"offset":7,"code":"octet-range","production":"hostnumber","expected":null,"end":null,"message":"offset 7: hostnumber: part 999 is above 255, ...","notes":[]},{"offset":17,"code":"port-range",...}]}
//
// "offset" is the byte offset into the line: for a syntax error (code
// "syntax") the first impossible byte, the length of the longest prefix
// of the line that some valid URL starts with. "code" is the parser's
// code of the diagnostic (parser.Codes lists them), "production" the
// RFC production involved. "expected" and "end" are set for a syntax
// error only: the bytes from 0x21 to 0x7E that could stand at the
// offset, as one string in increasing byte order, and whether the text
// before the offset is itself a valid URL; they are null for warnings
// and for other errors. "message" is the diagnostic, in English,
// without its notes (parser.Error.Summary); "notes" lists them one by
// one, each with its own offset, its code (parser.Note.Code: the code
// that says what went wrong, where "code" of a syntax error is
// "syntax") and its message (where another reading of the line got
// stuck, or how to write what was found), [] when there are none. Bytes
// that
// are not UTF-8 are written as U+FFFD, since JSON strings hold only
// Unicode text. What a terminal acts on, or what hides or reorders the
// text around it, is written as its \u escape: the control bytes and
// DEL ("\u001b", "\u007f"), the C1 controls ("\u009b"), the bidi
// controls and marks ("\u202e", "\u200e") and every other character
// that is not graphic; each string decodes to what encoding/json writes.
//
// Neither output nor any message writes anything of the input or the
// arguments that a terminal acts on: a URL, a -base, a file name or a
// flag's value is shown with Go's escapes in text and in messages
// ("\x1b", "\u202e", "\x9b"), with JSON's in -json.
//
// # Relative references
//
// With -base URL, each line is a reference as RFC 1808 section 2.2
// writes one: relative ("../g", "g;x?y#s", "//host/p", "#frag", and the
// empty line, which stands for the base itself) or absolute
// ("ftp://h/f"). It is resolved against the base by the algorithm of
// section 4 (parser.ParseBase, once, then Base.Resolve for each line;
// the parser package's documentation lists the readings of the RFC they
// take), and the verdict is on the absolute URL
// it resolves to, its fragment set aside: "ok" when that is an RFC 1738
// URL, "invalid" when it is not, when the line is no reference by RFC
// 1808's grammar, and when the resolution is refused.
//
// The base is checked once, before any line is read: one that is not an
// absolute URL by RFC 1808 ("http://a b/", "/x", "") is a usage error,
// with the parser's message, and exit status 2. It may have a fragment
// and need not be an RFC 1738 URL ("http:g" is a base). A base such as
// "http://a//b", an absoluteURL but not in the generic-RL syntax, is
// accepted, but only an empty or an absolute line resolves against it
// (section 2); a relative one is refused. -maxlen applies to the lines,
// as without -base; the resolved URL, the base and the line put
// together, may be longer.
//
// In text, the resolved URL, its fragment included, follows the line,
// or "-" when there is none (a resolved URL always has a scheme and a
// ":", so none is "-"):
//
//	$ urlcheck -base 'http://a/b/c/d;p?q#f' < refs.txt
//	ok	g	http://a/b/c/g
//	ok	../../../g	http://a/../g
//	ok	#s	http://a/b/c/d;p?q#s
//	ok	""	http://a/b/c/d;p?q#f
//	ok	g:h	g:h
//	invalid	g?y/./x	http://a/b/c/g?y/./x	offset 16: search: found "/", ...
//	invalid	"a b"	-	offset 1: URL: found "␣" (a space), expected an xchar ...
//
// An error's offset is into the resolved URL when there is one, and into
// the line when the line is no reference: its production is then RFC
// 1808's (URL, fragment, escape...). A refused resolution is an error
// whose code says why, and whose offset is not into the line:
// "resolve-base-not-generic", a relative line against a base that is
// not generic-RL, at the base's first byte that is none (in
// "http://a//b", 9, the second "/" after the net_loc), an offset into
// the base; "resolve-path-as-net-loc", a resolved URL without a net_loc
// whose path starts with "//", which RFC 1808 has no way to write
// ("..//g" against "http:/a/b"), at offset 0, as it is at no byte of
// the line or the base:
//
//	$ urlcheck -base http:/a/b < refs.txt
//	invalid	..//g	-	offset 0: URL: the resolved URL has no net_loc and its path "//g" starts with "//", ...
//
// With -json, each object has two more keys, after "url", which is the
// line:
//
//	url resolved reference valid scheme user ... address errors warnings
//
// "resolved" is the absolute URL, its fragment included, as RFC 1808
// section 5 writes the results of its examples; null when the line is
// no reference or its resolution is refused. "reference" is null when
// the line is no reference, and otherwise its components as section 2.4
// parses them, raw, each without its delimiter, in this order:
//
//	net_loc   after a leading "//", up to the next "/"
//	path      what is left once the others are taken off (section 2.4.6),
//	          with its leading "/" when it has one
//	params    after the first ";" of the path
//	query     after the first "?"
//	fragment  after the first "#"
//
// Each is null when its delimiter is not written, and "" when it is and
// nothing follows it ("g;" has the params "", which section 2.4 then
// treats as absent). The path is never null: it is "" when nothing is
// left ("//g", "?y", "#s", the empty line). The scheme is not among
// them: a line with one is absolute, and its "resolved" is the line.
//
// "valid", the parts from "scheme" to "address", "errors" and
// "warnings" describe the resolved URL as an RFC 1738 URL, its fragment
// set aside, as they describe the line without -base: its parts are
// substrings of "resolved". When there is no resolved URL, the parts
// are null and "errors" holds the line's syntax error or the reason the
// resolution was refused. A line longer than -maxlen is reported as
// without -base, with "resolved" and "reference" null. For example:
//
//	$ urlcheck -base 'http://a/b/c/d;p?q#f' -json < refs.txt
//	{"url":"g;x?y#s","resolved":"http://a/b/c/g;x?y#s","reference":{"net_loc":null,"path":"g","params":"x","query":"y","fragment":"s"},"valid":true,"scheme":"http","user":null,"password":null,"host":"a","port":null,"path":"b/c/g;x?y","fpath":null,"typecode":null,"hpath":"b/c/g;x","search":"y",...,"errors":[],"warnings":[]}
//	{"url":"//g","resolved":"http://g","reference":{"net_loc":"g","path":"","params":null,"query":null,"fragment":null},"valid":true,"scheme":"http",...,"host":"g","port":null,"path":null,...}
//	{"url":"g?y/./x","resolved":"http://a/b/c/g?y/./x","reference":{"net_loc":null,"path":"g","params":null,"query":"y/./x","fragment":null},"valid":false,"scheme":null,...,"errors":[{"offset":16,"code":"syntax","production":"search",...}],"warnings":[]}
//	{"url":"a b","resolved":null,"reference":null,"valid":false,"scheme":null,...,"errors":[{"offset":1,"code":"syntax","production":"URL",...}],"warnings":[]}
//
// Resolving a line parses it by RFC 1808's grammar (the base is parsed
// once, at the start), then the resolved URL by RFC 1738's, and again
// for its warnings unless -nowarn is set: in text, -nowarn then saves
// the second parse but builds a tree all the same. Runs without -base
// are no slower for it.
//
// # Repair
//
// With -fix, urlcheck prints each line fixed rather than a verdict on
// it: the nearest RFC 1738 URL to the line, as rfc1738.Fix (the
// parser's Fix, with the parser of the check, its -maxlen and its
// schemes) gives it. Fix writes escaped what RFC 1738 allows only
// escaped where it is data ("~" as "%7E", "|" as "%7C", a space as
// "%20", a "/" or "?" inside a search), writes a "%" that starts no
// escape as "%25", and takes off the appendix's "<URL:" and ">" with the
// whitespace inside them. It keeps a fragment after the URL, its first
// "#" as it is. It never changes what net/url or a browser reads as the
// host, the user, the decoded path and query or the fragment, so some
// lines have no fix: a "_" or a trailing "." in a host (hosts have no
// escapes), a "\" before an http URL's query (browsers read it as "/",
// net/url as data), a tab, a line break or a trailing space (browsers
// drop them), a port that is not digits, a line with no scheme.
//
// The output has one line per line of input, in input order, so that it
// can stand beside the input (paste) or replace it in a pipeline: the
// fix, which is the line itself when the line is a valid URL (or URL and
// fragment), and "-" when there is none ("-" is no fix: every fix has a
// scheme and a ":"). A line longer than -maxlen has no fix, nor has a
// line whose fix would be longer (an escape is three bytes). For
// example, with the input beside the output:
//
//	$ urlcheck -fix < urls.txt > fixed.txt; paste urls.txt fixed.txt
//	http://example.com/	http://example.com/
//	http://www.example.com/~joe/index.html	http://www.example.com/%7Ejoe/index.html
//	https://example.com/search?q=a/b|c	https://example.com/search?q=a%2Fb%7Cc
//	<URL:ftp://ftp.example.com/pub/>	ftp://ftp.example.com/pub/
//	mailto:"Joe"@example.com	mailto:%22Joe%22@example.com
//	http://example.com/a#b#c	http://example.com/a#b%23c
//	http://a_b.example/	-
//
// Every fix is printable ASCII, and is printed as it is. Each line that
// has no fix is reported on standard error, in input order, with the
// name of its file ("(standard input)" for standard input) and its
// number, counted from 1 in each file, and Fix's first error, as the
// text output writes an error:
//
//	urlcheck: urls.txt:7: no fix: offset 8: httpurl: found "_", expected a letter, ...
//
// The exit status is then 1: with -fix it is 0 when every line has a
// fix, whether it was valid or repaired, and 2 as without -fix. In
// text, -nowarn changes nothing: the lines are fixed, and not checked
// otherwise.
//
// With -json, each object has two more keys, after "url", and -fix
// changes nothing else in it: "valid", the parts, "errors" and
// "warnings" are the line's, as without -fix.
//
//	url fixed edits valid scheme user ... address errors warnings
//
// "fixed" is the fix, the text that -fix prints, and null when there is
// none. "edits" lists the edits that make it from the line, in the
// order of their offsets, each an object with the keys offset (a byte
// offset into the line), old (the line's text there), new (what the fix
// has instead, "" for what is taken off) and code (parser.Edit's Code,
// the note whose advice the edit applies); adjacent edits of one code
// are one ("~~" becomes "%7E%7E" in one edit). "edits" is [] when the
// fix is the line itself, and null when there is no fix. The lines with
// no fix are reported on standard error as in text. For example:
//
//	$ urlcheck -fix -json < urls.txt
//	{"url":"http://www.example.com/~joe/index.html","fixed":"http://www.example.com/%7Ejoe/index.html","edits":[{"offset":23,"old":"~","new":"%7E","code":"note-unsafe"}],"valid":false,"scheme":null,...,"errors":[{"offset":23,"code":"syntax",...}],"warnings":[]}
//	{"url":"<URL:ftp://ftp.example.com/pub/>","fixed":"ftp://ftp.example.com/pub/","edits":[{"offset":0,"old":"<URL:","new":"","code":"note-url-wrapper"},{"offset":31,"old":">","new":"","code":"note-url-wrapper"}],"valid":false,...}
//	{"url":"http://example.com/","fixed":"http://example.com/","edits":[],"valid":true,"scheme":"http",...,"host":"example.com",...,"errors":[],"warnings":[]}
//	{"url":"http://a_b.example/","fixed":null,"edits":null,"valid":false,"scheme":null,...,"errors":[{"offset":8,"code":"syntax","production":"httpurl",...}],"warnings":[]}
//
// -fix and -base cannot be used together (a usage error, exit status
// 2): a relative reference is no URL to fix, and the URL it resolves to
// is no line of the input.
//
// # Documents
//
// With -text, each file is a document, read whole, and urlcheck checks
// the URLs it writes, where it writes them (parser.Find): in Appendix
// A's "<URL:...>" (a URL broken across lines, its whitespace ignored),
// in "<" and ">" (a Markdown autolink too), as the destination of a
// Markdown link or image, and bare in running text, found by a
// heuristic: a scheme the parser knows and ":", up to whitespace, less
// the punctuation that prose puts after a URL (".", ",", ";", a ")"
// that closes nothing of it, quotes...), so that "Note:" or "Broken:"
// is no URL, nor "http:" named in a sentence, nor "file:line:col" (a
// scheme whose URLs start with "//", as http's and file's do, is a
// bare URL only with its "//"). A Markdown link's destination is read
// as CommonMark reads it, its backslash escapes taken off ("\(" is
// "("), and reported and fixed at the bytes they escape. A file whose name ends
// in ".md", ".markdown", ".mdown" or ".mkd" (in any case) is
// Markdown, whose code spans and fenced code blocks are skipped: the
// URLs in code are code. Every other document, standard input too, is
// plain text, in which a backtick delimits nothing (RFCs quote `like
// this'), unless -markdown makes every document Markdown.
//
// Each invalid URL is reported on one line, in the form that compilers
// and go vet write and editors jump from: the file, the line and the
// byte column of its first impossible byte, both from 1, the most
// specific code (parser.Error.SpecificCode: the code of the note that
// explains the error, "syntax" when none does), and the message without
// its offset; then each note on a line of its own, indented by a tab,
// in the same form. A valid URL is not reported, unless it has warnings
// (and -nowarn is not set): each is a line with "warning: " before its
// message.
//
//	$ cat doc.md
//	See <URL:ftp://ftp.example.org/pub/
//	  ~joe/>, [the site](https://example.org/docs) and http://h.example/a|b.
//	Note: words before a colon are no URLs, nor is `http://h.example/~code`.
//	$ urlcheck -text doc.md
//	doc.md:2:3: note-unsafe: ftpurl: found "~", expected an xchar ... (RFC 1738 section 5, explained in section 3.2: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]])
//		doc.md:2:3: note-unsafe: ftpurl: RFC 1738 section 2.2 allows "~" only escaped: write %7E
//		doc.md:2:3: note-later-unreserved: ftpurl: later RFCs allow "~" unescaped, as an unreserved character (RFC 2396 section 2.3, RFC 3986 section 2.3); RFC 1738 does not
//	doc.md:2:70: note-unsafe: httpurl: found "|", expected an xchar ... (RFC 1738 section 5, explained in section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]])
//		doc.md:2:70: note-unsafe: httpurl: RFC 1738 section 2.2 allows "|" only escaped: write %7C
//
// The exit status is 1 when a URL is invalid, 0 when every URL is valid
// (or there is none), and 2 on a usage error or when a document cannot
// be read (it is reported, and the others are still checked) or the
// output written. -maxlen applies to each URL; a document has no limit.
// -text and -base cannot be used together.
//
// With -json, one object per URL found, in the order they start: the
// keys file, line, column, offset (of the URL's first byte, its opening
// delimiter included) and form ("quoted", "angle", "markdown" or
// "bare"), then the keys of the JSON output above. "url" is the URL as
// its form reads it: delimiters, and a quote's whitespace, taken off,
// its fragment kept; its parts are those of the URL without the
// fragment. Every offset, of its errors, warnings and notes too, is into
// the document, and each of them has a line and a column after its
// offset; each error and warning has "specific_code" after "code", the
// most specific code, the one the text output gives ("code" stays the
// parser's, "syntax" for every syntax error, as in the objects of a
// line's URL, whose keys do not change):
//
//	$ urlcheck -text -json doc.md
//	{"file":"doc.md","line":1,"column":5,"offset":4,"form":"quoted","url":"ftp://ftp.example.org/pub/~joe/","valid":false,...,"errors":[{"offset":38,"line":2,"column":3,"code":"syntax","specific_code":"note-unsafe",...,"notes":[{"offset":38,"line":2,"column":3,"code":"note-unsafe",...}]}],"warnings":[]}
//	{"file":"doc.md","line":2,"column":22,"offset":57,"form":"markdown","url":"https://example.org/docs","valid":true,"scheme":"https",...}
//	{"file":"doc.md","line":2,"column":52,"offset":87,"form":"bare","url":"http://h.example/a|b","valid":false,...,"errors":[{"offset":105,"line":2,"column":70,"code":"syntax","specific_code":"note-unsafe",...}],"warnings":[]}
//
// With -fix, urlcheck writes each document with every URL that has a
// fix fixed, as -fix fixes a line, and the rest as it is; with -diff,
// a unified diff of each document that changes instead (diff -u, "---"
// and "+++" both naming the file as it was given, without timestamps),
// which patch -p0 applies. A fix edits the URL where it stands: a quote broken across
// lines stays broken, its escapes made around the line break.
//
//	$ urlcheck -text -fix -diff doc.md
//	--- doc.md
//	+++ doc.md
//	@@ -1,3 +1,3 @@
//	 See <URL:ftp://ftp.example.org/pub/
//	-  ~joe/>, [the site](https://example.org/docs) and http://h.example/a|b.
//	+  %7Ejoe/>, [the site](https://example.org/docs) and http://h.example/a%7Cb.
//	 Note: words before a colon are no URLs, nor is `http://h.example/~code`.
//
// A URL that has no fix is left as it is, and reported on standard
// error, "urlcheck: " and its place as -text writes an error, then "no
// fix: " and why (a "<URL:" that no ">" closes has none: where its URL
// ends is unknown, and what follows may be prose); the exit status is then 1, and 0 when every URL is
// valid or fixed. With -w, each document that changes is written over
// its file, as gofmt -w does (into a new file beside it, renamed over
// it, its permissions kept), and nothing to standard output. With
// -json, each object has the keys fixed and edits after "url", as -fix
// -json gives them, each edit's offset into the document.
//
// A document fixed, or its diff, written to a file or a pipe, is a
// document: its bytes are the input's exactly but for the edits of its
// URLs, a byte order mark, "\r\n" line breaks, form feeds and bytes that
// are not UTF-8 among them, so that it can replace the file or be
// applied with patch -p0. Written to a terminal, it is display, and like
// every other output it is inert there: what a terminal acts on is
// escaped, a carriage return too ("\r"). A file name in a diff's header
// that holds a space, a quote, a backslash or a character that is not
// graphic is quoted as GNU diff quotes it ("a doc.md", "x\033.md"),
// which patch reads, and which is inert on a terminal too.
//
// # Schemes of their own
//
// Without -scheme, urlcheck reads RFC 1738's schemes and https by their
// productions, and the URL of any other scheme by the generic syntax
// (ip-schemepart, or any scheme-specific part). With -scheme ldap, an
// ldap URL is read by RFC 4516's ldapurl instead, in every mode: its
// errors are ldapurl's, at its first impossible byte, -fix fixes it by
// that production, -base resolves against an ldap base, and -text finds
// bare ldap URLs in documents, as it finds those of RFC 1738's schemes.
//
// A scheme author's urlcheck is the same command with a parser of their
// own, a main of one line (package urlchecktool):
//
//	func main() { urlchecktool.Main(parser.WithScheme(imap.Scheme())) }
//
// or urlchecktool.Main() in a program that imports a package that
// registers its scheme with parser.Register.
//
// # Running
//
// Urlcheck streams: it holds a few batches of lines at a time (three per
// CPU), and of a line longer than -maxlen only its first n bytes, so that
// its memory stays flat whatever the size of its input and the length of
// its lines: a few tens of MB for lines as URLs are, and in the worst
// case, a batch of lines of -maxlen bytes each that parse into the
// largest trees, some hundreds of MB on two CPUs, growing with their
// number (GOMAXPROCS bounds it). It checks batches on all CPUs (GOMAXPROCS) while
// writing results in input order, one write per batch. Unless GOGC is
// set or -maxlen is above its default, it runs the garbage collector at
// GOGC=400 rather than Go's 100: it allocates about 2 KB per URL and
// keeps little of it, and collecting four times less often is what
// makes two cores faster than one. When standard error is a terminal and
// standard output is not (the results would show anyway, and mix with
// it), it shows on standard error how many URLs it has checked, and
// clears that line at the end.
//
// With -text, each document is read whole and its URLs found at once
// (parser.Find, in memory linear in the document); then each URL is
// checked and reported, its output written every 64 KiB, and let go, so
// that the output starts early and the reports of a document with many
// URLs are never all held. A document fixed is written once whole.
//
// Without -text, the exit status is 0 when every URL is valid, 1 when
// at least one is not (with -fix, 0 when every line has a fix, 1 when one has none), and
// 2 on a usage error or when an input cannot be read or the
// output written (an unreadable file is reported, and the other files
// are still checked). A failed write stops the command at once, with a
// message on standard error: a full disk, a standard output that was
// closed (urlcheck ... >&-; told from /dev/null on Linux, where
// 1<>/dev/null reads as closed too), or a pipe whose reader has gone
// (urlcheck ... | head -1), which is an error like the others rather
// than a SIGPIPE that kills the command.
package main
