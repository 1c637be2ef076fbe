// Explain shows, part by part, how RFC 1738 reads a URL, in the words of
// the general form that the project's terminology note teaches:
//
//	<scheme>://<user>:<password>@<host>:<port>/<url-path>
//
// Usage:
//
//	explain [-h] [--] [URL ...]
//
// With no arguments it explains the four example URLs of that note; with
// arguments, those URLs instead. Put "--" before a URL that starts with
// "-" (a scheme may).
//
// For each URL it prints the URL, a line of carets under each of its
// parts with the part's name beneath (a name that does not fit goes on a
// further line, with "|" leading up to its carets), and then one line per
// part: its name, its text as written (and decoded, when it has
// escapes), its byte span, and the RFC production that defines it, with
// its section. A span [7,17) means bytes 7 to 16, counting from 0: the
// part is input[7:17].
//
// The parts are read from the URL's syntax tree. Each of the ten schemes
// of RFC 1738 section 3 has a production of its own (httpurl, ftpurl,
// newsurl, ...), and a URL of another scheme is read by the generic
// syntax; the parts are the pieces of that production: the login's user,
// password, host and port, then what the scheme has after them (http's
// path and search, ftp's path and typecode, a news group or article,
// gopher's gopher-path, wais's database, ...). A part that the note's
// general form names is named with the note's word in angle brackets
// (<host>, and <url-path> for the generic urlpath and for the paths of
// http, ftp and file); any other is named by its production as the RFC
// writes it (search, ftptype, group). Under each part come what it is
// made of (a host's labels, a path's segments), what section 3 says it
// means, and the production the scheme part follows; then which parts of
// the general form the URL leaves out, and what that means (the default
// port, for instance) or why the scheme has no place for them:
//
//	http://www.iec.ch/about/mission-e.htm
//	^^^^   ^^^^^^^^^^ ^^^^^^^^^^^^^^^^^^^
//	scheme host       url-path
//
//	  <scheme>    "http"                 [0,4)    scheme (RFC 1738 section 2.1: scheme = 1*[ lowalpha | digit | "+" | "-" | "." ])
//	              the schemepart follows the scheme's own production, httpurl (RFC 1738 section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]])
//	  <host>      "www.iec.ch"           [7,17)   host (RFC 1738 section 3.1: host = hostname | hostnumber)
//	              a hostname: domainlabel "www", domainlabel "iec", toplabel "ch" (the top-level domain name)
//	              (RFC 1738 section 3.1: hostname = *[ domainlabel "." ] toplabel)
//	  <url-path>  "about/mission-e.htm"  [18,37)  hpath (RFC 1738 section 3.3: hpath = hsegment *[ "/" hsegment ])
//	              hsegment "about", hsegment "mission-e.htm" (RFC 1738 section 3.3: hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ])
//	              the <path> of RFC 1738 section 3.3: "an HTTP selector"
//	  no <user>/<password>: httpurl, the scheme's own production, has no place for them: "No user name or password is allowed" (RFC 1738 section 3.3)
//	  no <port>: the default for http is 80
//
// A text that is not a URL is printed with a caret under the byte where
// the parser stopped, the parser's message and, for a scheme with a
// production of its own, that production's rule.
//
// The exit status is 0 when every URL is valid, 1 when at least one is
// not, and 2 when the command line is wrong.
package main
