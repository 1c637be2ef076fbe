// Package rfc1738 parses Uniform Resource Locators exactly as RFC 1738
// (December 1994) defines them, into a typed syntax tree with the byte
// offset of every part, and prints them back.
//
//	<scheme>://<user>:<password>@<host>:<port>/<url-path>
//
// This package holds what most programs need: Parse, MustParse,
// ParseReference, Resolve and ParseBase, Validate, Canonical, Extract
// and Find, and URL. Package parser has the parser
// itself and its options, package ast the tree, package printer the
// printers, and package grammar the grammar that all of them follow.
//
// For ordinary Go code, URL holds a parsed tree as a value: it marshals
// to and from text and JSON (unmarshaling parses with Parse, whose
// errors come back unchanged; the zero URL is "" and null), and converts
// to and from net/url's *url.URL with URL.NetURL and FromNetURL. The
// conversions follow each scheme's production: ftp's ";type=" stays in
// the path, a gopher path keeps its "%09" escapes in RawPath, mailto and
// news URLs are opaque. url.URL.String gives back the RFC 1738 text
// byte for byte except for upper-case scheme letters, a user or password
// (net/url escapes them its own way) and a "?" in an ftp, file, gopher
// or prospero path (written %3F). The other way, RFC 1738 cannot carry a
// fragment, an IPv6 or internationalized host, a user where the scheme's
// production has none, or characters section 2.2 calls unsafe that
// net/url leaves plain ("~" above all): FromNetURL refuses them with a
// *NetURLError naming the field. Escape writes octets as the text of
// one production (a Component: user, fsegment, hsegment, search, ...),
// escaping exactly what that production does not allow; Unescape
// decodes, and refuses a "%" that starts no escape.
//
// URL has net/url's accessors too, with their names and, where RFC 1738
// gives the part they read, their meanings: Hostname, Port, Query (an
// http search read as an HTML form's), Segments (the decoded path
// segments of ftp, http, file and prospero), Redacted, JoinPath and
// Resolve. Each reads the tree of every scheme, so code written for one
// scheme does not panic on another, and each is safe on the zero URL.
package rfc1738
