// Package parser parses URLs exactly as RFC 1738 defines them.
//
// # The generic syntax
//
// Every URL is genericurl = scheme ":" schemepart (section 5). When the
// scheme part starts with "//" it follows the common Internet scheme
// syntax of section 3.1,
//
//	//<user>:<password>@<host>:<port>/<url-path>
//
// and the parser returns its parts as an *ast.IPSchemePart; otherwise it
// is an *ast.OpaquePart, any run of xchar. The productions themselves are
// declared as participle grammar tags on the node types of package ast
// and assembled into a parser by package grammar; this package runs that
// parser, explains its failures, and validates what it accepts.
//
// # Engines
//
// What runs is a parser generated from those tags (zz_generated.go,
// written by grammar/gen through go generate): for each scheme a fast
// half that builds the tree of a valid URL in one allocation, and an
// exact half, run when the fast one fails, that reproduces participle's
// failure offset and partial tree. UseParticiple runs participle's
// reflective parser instead; the two give equal trees and errors (the
// package's oracle tests and FuzzGeneratedMatchesParticiple). A scheme
// registered with WithScheme uses its Scheme.Generated parser when it
// has one (see command rfc1738gen), participle otherwise.
//
// # Schemes
//
// A Parser chooses a URL's production by its scheme, compared in lower
// case. RFC 1738's ten schemes (ftp, http, gopher, mailto, news, nntp,
// telnet, wais, file, prospero) are built in, each with the production
// section 5 gives it, its node types in package ast and its validator
// here: a URL of one of them is valid only when it matches that
// production, so "http://u:p@host/" (no login in httpurl), "news://host/x"
// and "nntp://host/" (no group) are errors, and their messages name the
// scheme's production. WithScheme registers another scheme, declared in
// any package, or replaces a built-in one. Every other scheme is read by
// the generic syntax below. Each scheme's readings of the RFC are
// documented on its part type (ast.FTPPart, ast.NewsPart, ...).
//
// # Readings of the RFC
//
// Where RFC 1738 can be read more than one way, this parser reads it as
// follows. Each reading is tested.
//
//   - Scheme names are case-insensitive (section 2.1: "programs
//     interpreting URLs should treat upper case letters as equivalent to
//     lower case in scheme names"), so "HTTP:" is accepted although the
//     BNF spells lowalpha; ast.Scheme keeps the case it was written in and
//     its Name method gives the lower-case form. Every other quoted
//     literal of the BNF is matched as written: where the BNF allows both
//     cases it spells them out.
//   - No numeric limit is part of the syntax. A hostnumber part and a port
//     are any run of digits: "999.999.999.999", "99999" and "080" parse.
//     Values out of range (a hostnumber part above 255, a port above
//     65535, a label longer than 63 characters or a hostname longer than
//     255) are reported by Validate as warnings; the URL stays valid.
//   - Empty parts that the BNF allows are valid and distinct from absent
//     ones: in "ftp://@host/" the user is present and empty, in
//     "ftp://host/" it is absent (nil); "foo:" has an empty scheme part.
//     The BNF allows no empty port, so "http://host:/" is an error.
//   - "#", "~", the other national and punctuation characters, space,
//     control characters and bytes above 7F are errors wherever they
//     appear unescaped (section 2.2), and "%" must start an escape of two
//     hex digits.
//   - A scheme part that starts with "//" must be an ip-schemepart, even
//     for a scheme RFC 1738 does not define: "foo://host:abc/" is an error
//     at the port although "//host:abc/" is also *xchar. Section 3.1 says
//     such schemes use the common syntax, and reading them as opaque would
//     hide the error.
//   - Whether a login starts with user [ ":" password ] "@" is decided by
//     whether an "@" ends that text; without one the text is a hostport.
//     So "http://host:80x/" is a port error, not a password waiting for an
//     "@".
//   - A hostname has no trailing dot: "www.iec.ch." is an error, since
//     the BNF ends a hostname with a toplabel.
//   - Appendix A's "URL:" prefix and "<...>" wrapper belong to the text
//     around a URL, not to it, and Parse does not strip them:
//     "URL:http://x" is a URL of scheme "url" whose scheme part is the
//     opaque "http://x", as the BNF says, and "<URL:http://x>" is an error
//     at the "<". Extract finds URLs quoted that way in text.
//   - A fragment ("#" and what follows) is not part of a URL (RFC 1808
//     section 2.4.1): Parse rejects the "#", and ParseReference splits the
//     fragment off at the first "#" and returns it beside the URL.
//
// # Errors
//
// A syntax error is an *Error naming the byte offset, the text found
// there, what the grammar expected, and the RFC production involved:
//
//	offset 18: port: found "a", expected a digit (RFC 1738 section 3.1: port = digits)
//
// The offset is the one participle's parser reports. What was expected
// is asked of the grammar itself: each candidate character is tried in
// place of the one found, and those that let the parse go further are
// listed. Validators report every finding, as an ErrorList of errors
// and warnings. Parse never panics, whatever its input.
package parser
