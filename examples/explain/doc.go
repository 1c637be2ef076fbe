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
// part: its name in the note's angle-bracket words, its text as written
// (and decoded, when it has escapes), its byte span, and the RFC
// production that defines it, with its section. A span [7,17) means
// bytes 7 to 16, counting from 0: the part is input[7:17]. The host is
// shown as a hostname, with its labels, or as a hostnumber; parts that
// are absent are said to be, with what that means (the default port,
// for instance):
//
//	http://www.iec.ch/about/mission-e.htm
//	^^^^   ^^^^^^^^^^ ^^^^^^^^^^^^^^^^^^^
//	scheme host       url-path
//
//	  <scheme>    "http"                 [0,4)    scheme (RFC 1738 section 2.1: scheme = 1*[ lowalpha | digit | "+" | "-" | "." ])
//	  <host>      "www.iec.ch"           [7,17)   host (RFC 1738 section 3.1: host = hostname | hostnumber)
//	              a hostname: domainlabel "www", domainlabel "iec", toplabel "ch" (the top-level domain name)
//	              (RFC 1738 section 3.1: hostname = *[ domainlabel "." ] toplabel)
//	  <url-path>  "about/mission-e.htm"  [18,37)  urlpath (RFC 1738 section 3.1: urlpath = *xchar)
//	  no <user>/<password>: no "@" before the host
//	  no <port>: the default for http is 80
//
// A text that is not a URL is printed with a caret under the byte where
// the parser stopped, and the parser's message.
//
// The exit status is 0 when every URL is valid, 1 when at least one is
// not, and 2 when the command line is wrong.
package main
