// Package printer prints the syntax trees of package ast back as URLs,
// either exactly as they were written or in canonical form.
//
// # Raw form
//
// Fprint writes a node's text byte for byte: for a tree that the parser
// returned, the printed text of any node is input[node.Pos():node.End()],
// and printing a whole *ast.URL gives back the input. The printer does
// not read the offsets, though; it rebuilds the text from the nodes'
// fields and the delimiters the grammar puts between them (":", "//",
// "@", "/"), so it prints trees that a program built or changed as well.
// It is each node's String: both are the writer that package ast
// generates from the node's tags (ast.Writer).
//
// # Canonical form
//
// RFC 1738 lets one URL be spelled several ways:
// "HTTP://WWW.Example.COM:80/%7e%41" and "http://www.example.com/%7EA"
// locate the same resource, and a program that compares, stores or
// deduplicates URLs wants one spelling for each. The canonical form is
// that spelling: the printer rewrites a URL only where the RFC says the
// two spellings mean the same, and copies every other byte. A Config
// with Mode CanonicalFormat selects it; the function Canonical is the
// short way.
//
// The rewrites, and why each is safe:
//
//   - The scheme is lower-cased. Section 2.1: "programs interpreting URLs
//     should treat upper case letters as equivalent to lower case in
//     scheme names (e.g., allow "HTTP" as well as "http")". The BNF
//     spells schemes in lowalpha, so lower case is the form it prefers.
//
//   - The host name is lower-cased, label by label. Section 3.1 says a
//     host is a fully qualified domain name in the form of RFC 1034
//     section 3.5, and RFC 1034 section 3.1 says domain name comparisons
//     "are done in a case-insensitive manner". A hostnumber is digits and
//     dots and is left as written: its zeros stay, for "010" is ten to
//     RFC 1738, which says decimal, but eight to resolvers that read
//     octal.
//
//   - A port equal to the scheme's default is dropped, with its ":".
//     Section 3.1: "Most schemes designate protocols that have a default
//     port number. Another port number may optionally be supplied, in
//     decimal"; sections 3.2 to 3.11 give the defaults (ftp 21, http 80,
//     gopher 70, nntp 119, telnet 23, wais 210, prospero 1525; see
//     ast.DefaultPort), and RFC 2818 section 2.3 gives https 443.
//     "http://host:80/" and "http://host/" therefore name the same port.
//     The port is read as a decimal number, so "080" is 80 as well.
//     Schemes without a default (file, and every other scheme RFC 1738
//     does not define) keep their port, and a port that is not the
//     default is kept as written.
//
//   - The hex digits of every escape are upper-cased. Section 2.2: an
//     octet is encoded as "%" and "the two hexadecimal digits (from
//     "0123456789ABCDEF")"; "the characters "abcdef" may also be used".
//     "%2f" and "%2F" encode the same octet.
//
//   - An escape is decoded when the octet it encodes is an unreserved
//     character: a letter, a digit, one of the safe characters "$-_.+" or
//     one of the extra characters "!*'(),". Section 2.2: "Usually a URL
//     has the same interpretation when an octet is represented by a
//     character and when it encoded. However, this is not true for
//     reserved characters", and the reserved characters are ";", "/",
//     "?", ":", "@", "=" and "&": "No other characters may be reserved
//     within a scheme". An unreserved character can serve no reserved
//     purpose in any scheme, and section 2.2 allows it unencoded ("only
//     alphanumerics, the special characters "$-_.+!*'(),", and reserved
//     characters used for their reserved purposes may be used
//     unencoded"), so "%41" and "A" mean the same everywhere.
//
//   - An escaped "." stays an escape (with upper-case hex digits) where
//     decoding it would make a dot segment: in a piece of text between
//     the delimiters "/", ";" and "?" that would decode to exactly "."
//     or "..". RFC 1808 resolution removes "." and ".." segments
//     (section 4, step 6) and no "%2E" one, so "http://h/pub/%2E%2E/x"
//     and "http://h/pub/../x" resolve "passwd" to different URLs, though
//     RFC 1738 reads the same path in both. "%2E%2E%2E", ".%2Ex" and
//     "a%2E" are decoded; "%2E", ".%2E" and "%2e%2E" are not.
//
//   - A "?" in a user or a password is written "%3F". Section 3.1
//     reserves only ":", "@" and "/" within them, so "?" is data there
//     and both spellings give the same user; but net/url and browsers,
//     which follow later standards, end the authority at the first "?"
//     and would read "ftp://u?@evil.com/" as host "u". The canonical
//     form is the spelling every parser reads with the same host.
//
// Every other escape stays an escape. An escaped reserved character is
// data, not a delimiter: section 3.2.2 shows that
// "ftp://myname@host.dom/%2Fetc/motd" runs "CWD /etc" where
// "ftp://myname@host.dom/etc/motd" runs "CWD etc". Unsafe characters
// (space, "<", ">", "#", "%", <">, "{", "}", "|", "\", "^", "~", "[", "]",
// "`"), the controls 00-1F and 7F and the octets 80-FF "must be encoded"
// (section 2.2), so they have no other spelling.
//
// Nothing else changes. An empty user or password stays, distinct from an
// absent one (section 3.1: "an empty user name or password is different
// than no user name or password"); an empty url-path after "/" stays,
// distinct from none; in the url-path and the opaque part of schemes
// such as mailto and news, only escapes change, and in the user and the
// password only escapes and "?".
//
// The canonical form of a valid URL is a valid URL with the same meaning:
// it parses to the same scheme in lower case, the same decoded user,
// password, url-path and opaque part (see ast.Decode), the same host
// ignoring case, and the same port value or default. It is also
// idempotent: the canonical form of a canonical URL is itself. And it
// resolves every RFC 1808 reference as the URL does: both refuse it, or
// both give no RFC 1738 URL, or both give URLs with one canonical form.
//
// One caution. HTML forms, which came after RFC 1738, read "+" in a query
// as a space, so under that convention "%2B" and "+" differ. RFC 1738
// does not reserve "+", so the canonical form decodes "%2B"; a program
// that follows the form convention should not compare query text in
// canonical form.
//
// # Scheme-specific rewrites
//
// A few schemes say that two spellings mean the same resource, and the
// canonical form picks one:
//
//   - file: "localhost" and the empty host both name "the machine from
//     which the URL is being interpreted" (section 3.10), so
//     "file://localhost/x" becomes "file:///x".
//   - telnet: "The final "/" may be omitted" (section 3.8), so the
//     canonical form always writes it.
//   - ftp: the typecode letter is lower-cased; the BNF lists both cases of
//     the same three types (section 3.2.2).
//   - mailto: section 3.5 reserves no characters in the address, so an
//     escape of a reserved character ("%40" for "@") is decoded there
//     too, but for "/", ";" and "?", which RFC 1808 reads as delimiters
//     when it resolves a reference against the URL: "mailto:a%2Fb" and
//     "mailto:a/b" resolve "c" to "mailto:c" and "mailto:a/c". An address
//     that starts with "//", escaped or not, keeps its escapes (their
//     hex digits upper-cased), as a news article's unique part does:
//     net/url would read a host there.
//
// # References
//
// An RFC 1808 reference (*ast.Reference, from parser.ParseRelative) has
// a canonical form too, which rewrites less: the scheme is lower-cased
// and the hex digits of escapes are upper-cased, but no escape before
// the fragment is decoded, and the net_loc keeps its case. Where a
// reference's text lands depends on its base: the same "a%2Eb" is a path
// segment against an http base, an nntp group against an nntp one, and
// "a@h%2Ecom" a news article against a news base, whose host, like every
// RFC 1738 host, port, group and ftp typecode, takes no escape at all.
// Decoding there would turn a reference that resolves to no RFC 1738 URL
// into one that resolves to a URL, one with a host of its own for
// "//evil%2Eexample/x". So the canonical form of a reference resolves
// against every base as the reference does, and the canonical form of a
// URL is in canonical form as a reference. The fragment, which RFC 1738
// never reads, has its escapes normalized as a url-path's are.
//
// # Trees built by hand
//
// The printer ignores the offsets of this module's nodes, so they may
// have zero spans (a scheme author's part is the exception: see Other
// schemes). A tree is printed as its tags read it, as String writes it.
// A nil child pointer means the part is absent: a nil *ast.Port prints
// no ":" and no port, a nil *ast.User no login before the host. A part
// the grammar writes only after another is printed only after it: a
// password only after a user, because the syntax has no way to write one
// alone (section 3.1), an ftp typecode only after a path. Of two
// alternatives a tree holds, such as a host name and number, the first
// the tags read is printed. A nil element of a list, such as a path
// segment, is printed as an empty one, its delimiter kept. The default
// port is dropped only when the printer knows the scheme, that is when
// it prints the whole *ast.URL.
//
// # Other schemes
//
// The printer writes the tree with ast.Writer, whose hooks give the
// canonical form: one rewrites the text of each leaf, and one prints the
// few nodes whose canonical form differs in structure (a hostport whose
// port is the default, a file URL's "localhost", telnet's final "/", a
// gopher path, a news part starting with "//"). A node of a type
// package ast does not declare, a scheme author's, is printed by its
// String method in raw form. In canonical form, a node
// with a CanonicalString method (Canonicalizer) is printed by it, the
// scheme's own rewrites; any other is printed from its text and spans:
// its delimiters as written, between its children (ast.ChildrenOf),
// each printed in canonical form, so the library's nodes inside it (a
// host, the part's default port, an hpath) follow the rules above, and
// the author's own text nodes have the hex digits of their escapes
// upper-cased, the one rewrite that needs no knowledge of their
// production. That needs spans that match the text, as a parsed tree
// has: a node a program built or changed is printed by String, as
// written, and so is what it holds, unless it has CanonicalString.
//
// # Diagrams, trees and JSON
//
// For teaching, a DiagramConfig shows how a URL is built, in English or
// in French (Lang), as the note this project grew from teaches it: with
// its general form <scheme>://<user>:<password>@<host>:<port>/<url-path>,
// in French <mode>://<utilisateur>:<motdepasse>@<hôte>:<port>/<chemin URL>.
// FprintDiagram puts each part's label under its span:
//
//	ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a
//	^~~   ^~~~ ^~~~~~ ^~~~~~~~~~ ^~ ^~~~~~~~~~~~~~~~~~
//	|     user |      host       |  url-path
//	scheme     password          port
//	^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
//	url
//	^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
//	ftpurl
//	      ^~~~~~~~~~~~~~~~~~~~~~~~~ ^~~~~~~~~~~      ^
//	      login                     fpath            ftptype
//	                  ^~~~~~~~~~~~~ ^~~ ^~~~~~~
//	                  hostport      |   fsegment
//	                                fsegment
//	                  ^~~~~~~~~~
//	                  hostname
//	                  ^~~ ^~~ ^~
//	                  |   |   toplabel
//	                  |   domainlabel
//	                  domainlabel
//
// The diagram is made of bands, one under the other. The first holds
// the parts of the note's general form that the URL has; the url-path
// is everything after the "/" that follows the host and port (section
// 3.1), here ftp's fpath, ";type=" and typecode together. The bands under
// it hold the productions of the RFC's grammar, outermost first, each
// production in a band below those of the productions it is part of: the
// login over the user and password, the hostport over the host and
// port, the fpath over its fsegments. Every node of the tree is shown
// once, whatever its scheme, a scheme author's included: the diagram is
// built from ast.Inspect and grammar.Of alone.
//
// A URL is derived as section 5 derives it, from url, its first rule of
// URLs (url = httpurl | ftpurl | ... | otherurl): the root of the tree,
// and of the JSON form, and the first band under the note's parts, is
// url, over the whole URL. For a scheme with a production of its own,
// url holds that production, which holds the scheme and the rest: url
// [0,50) over ftpurl [0,50), over scheme [0,3), login... (section 5's
// ftpurl = "ftp://" login ..., which names no genericurl). For a scheme
// with none, url holds otherurl, which holds genericurl (otherurl =
// genericurl), which holds the scheme and the schemepart or
// ip-schemepart (genericurl = scheme ":" schemepart): url, otherurl and
// genericurl over "x-foo://h/p", then scheme [0,5) and ip-schemepart
// [6,11). The choice is the parser's: a scheme it reads by a production
// of its own is derived by it. That includes the productions of later
// RFCs that section 5's url does not list, which are read as more of
// its alternatives: https's httpsurl (this grammar's reading of RFC
// 2818) and a registered scheme's ldapurl or rtsp_URL; section 5 says
// of url that "new schemes may be registered with IANA". The tree's url
// line says so ("section 5's url does not list httpsurl, ..."). The tree never
// puts genericurl over a scheme's own production, a derivation section
// 5 does not have: genericurl stands only for a URL no scheme's
// production reads. The node of the URL, which declares genericurl
// (grammar.Of), is url's; its span and text are otherurl's and
// genericurl's too.
//
// A scheme's own production (ftpurl, httpurl, newsurl, a registered
// scheme's ldapurl) is shown over the span its rule covers, from the
// scheme's first byte, for section 5 writes ftpurl = "ftp://" login ...
// (and RFC 4516 ldapurl = scheme COLON SLASH SLASH ...): its band
// starts under the scheme, as url's does, and the tree shows
// ftpurl [0,50) "ftp://anon:...". Its node starts after "ftp:", because
// ast.URL reads the scheme and its ":" (genericurl = scheme ":"
// schemepart), and keeps that Pos, on which programs rely. The diagram
// and the tree teach the RFC's rules, so they show the rule's span
// alone: one span a part, the one its rule quotes; two would ask a
// student to tell them apart. The JSON form, read by programs, gives
// the node's own start as well (JSONNode.NodePos). The generic
// schemepart and ip-schemepart keep their span: genericurl writes them
// after the ":".
//
// In a band, a part is a "^" under its first column and a "~" under
// each other one, so parts that touch stay apart. A part that is present
// but empty is a lone "^" where its text would be, its label marked
// "(empty)"; an absent part is not shown. Each label starts in the
// column of its part's "^", on the first line under the carets where it
// ends at least one column before whatever that line holds to its right;
// a label further down has a "|" in each line above it, leading up to
// its "^". Labels are placed from the right, so a "|" never crosses one,
// and labels never overlap. Columns are counted in runes, so French
// labels line up in a monospaced terminal; each byte of URL text that is
// not printable ASCII is shown as %XX, as RFC 1738 writes octets.
//
// A diagram grows linearly with its URL, in bytes and in time: a bounded
// number of bytes a byte of URL, even for the URLs with the most parts a
// byte, and FprintError's at parser.DefaultMaxLength. Drawing it
// allocates at most twice what it writes and 64 bytes a byte of URL
// more, as FprintTree and FprintJSON do, and JSONTree with the JSON it
// stands for: a diagram keeps a mark of a few bytes for each part, the
// others what a line or an object needs of each node, and all of them write as they go. A band has at
// most 8 label lines. When its labels need more, which only a long run
// of parts narrower than their labels does (the labels of a long host
// name, the segments of a long path), each run of parts side by side
// with the same label is labelled once, under its first part, with the
// run's length ("domainlabel ×25"), and a label that still finds no room
// is left out, its part's carets kept, and counted on a line under the
// band ("… 16 unlabelled above, for want of room: fieldname (empty) ×8,
// fieldvalue (empty) ×8"). A diagram has at most 32 bands (or Bands),
// more than the trees of RFC 1738 need; a last line counts the parts of
// a deeper tree that it leaves out.
//
// FprintError shows an input that did not parse: a caret under the
// byte where the error is, the diagram of the part that did parse
// (ParsedPrefix finds it with one call of the caller's parser), and the
// error's message. DiagramConfig.FprintTree writes the tree one node per line, with its
// production, span, text and decoded text; FprintJSON and JSONTree give
// the same as JSON, with stable field names (see JSONNode).
// FprintTreeViews writes the tree view and the JSON form from one
// reading of the tree, and tells each line of the tree view, for a
// program that shows both and links the lines to the nodes.
//
// A writer the teaching outputs are given that has a Grow(int) method,
// as *strings.Builder and *bytes.Buffer have, is grown once by the size
// of the text to come, measured first by writing it to nowhere: a text
// built in memory is then allocated once, at its size, not copied as
// it grows.
//
// # Nil and partial trees
//
// Every function of this package accepts any tree: nil, a nil pointer
// of a node type (the *ast.URL a failed Parse returns), a tree with nil
// fields anywhere, zero or nonsense spans, and a scheme author's nodes.
// None panics. Fprint and Canonical print nothing for a nil node and
// leave out nil children. FprintDiagram, FprintTree and FprintJSON
// report an error for a nil node, and write nothing; JSONTree returns
// nil; FprintError shows no parsed part for a nil one. The teaching
// outputs read each node's methods once, and a method that panics (a
// scheme author's String on a partial tree) is an error, not a crash; a
// diagram also reports an error when a span does not hold its node's
// text.
//
// The English labels are the note's words for the parts of its general
// form and the RFC's production names for the rest. The French labels are
// the note's French words for those parts and, for every other
// production, a French word chosen so that one idea has one word
// throughout: Glossary lists them, and Label looks one up.
package printer
