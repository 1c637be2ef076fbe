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
// declared as participle grammar tags on the node types of package ast;
// package grammar/interp reads them, and package grammar/gen generates
// from them the automata and the tree parsers this package runs
// (zz_generated.go). This package
// picks the production by the scheme, explains what the automata reject,
// and validates what they accept.
//
// # Engines
//
// Each production (each scheme's, and the generic syntax) comes with two
// things generated from those tags (zz_generated.go, written by
// grammar/gen through go generate): an automaton of its language, which
// reads the input once, byte by byte, and decides whether it is valid
// or, when it is not, where and why; and a parser that builds the tree
// of a valid URL. Parse runs the automaton first, and the tree parser
// only on input it accepts; then a registered scheme's validator, which
// may refuse the URL. RFC 1738's own validators and the generic checks
// find only warnings in a tree Parse built (their errors are for trees
// a program built), which Parse does not return, so they run in
// ParseWarnings and Validate. Interpret builds the tree with the grammar's
// interpreter instead (interp.Grammar.Interpret), which reads the tags by
// reflection; the tests hold both to participle's own reflective parser,
// which gives equal trees (TestGeneratedMatchesParticiple and
// FuzzGeneratedMatchesParticiple). A scheme registered with WithScheme
// uses its Scheme.Generated parser and Scheme.Automaton when it has them
// (see command rfc1738gen); otherwise the interpreter builds its trees,
// and WithScheme builds its automaton from its tags.
//
// A program links what it runs: the interpreter and the reader of tags
// (package grammar/interp) only when it registers a scheme, traces a URL,
// asks for EBNF or sets Interpret; never the generator, nor participle.
// participle's reflective parser (package grammar/peg) does not run when
// a URL is parsed: the tests hold the automata, the interpreter and the
// generated parsers to it. Its trees record positions as lexer.Position values (80 bytes
// each, two per node), which made a tree several times larger than the
// URL it describes; the nodes here record a span of two 32-bit offsets
// (ast.Span) instead.
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
// any package, on a parser that New builds, and Register on the default
// parser; either replaces a built-in one only when the Scheme says so
// (Scheme.Replace). Every other scheme is read by
// the generic syntax below. Each scheme's readings of the RFC are
// documented on its part type (ast.FTPPart, ast.NewsPart, ...).
//
// https is built in too, by default: RFC 2818 section 2.4 defines an
// https URL as an http URL with "https" for the scheme, and port 443.
// So the default parser reads it by http's production (an *ast.HTTPPart,
// http's validator, its search split off the path), URL.DefaultPort is
// 443 and a canonical form drops ":443", and its errors name httpsurl
// (ast.HTTPSURLP), citing RFC 2818 beside RFC 1738 section 3.3. It is
// the default because most URLs programs meet today are https, and RFC
// 1738's generic syntax would read them without a default port, with
// the search inside the path. RFC1738Only builds a parser of RFC 1738's
// ten schemes only, as 1994 listed them, which reads https by the
// generic syntax. ast.SameKindSchemes lists such schemes of the same
// kind as one of RFC 1738's; https is the only one. WithScheme replacing
// http leaves https on http's built-in production: register https too
// to replace both.
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
//     (at the "/", where "host:abc" can be neither a host and port nor a
//     user and password) although "//host:abc/" is also *xchar. Section 3.1 says
//     such schemes use the common syntax, and reading them as opaque would
//     hide the error.
//   - Whether a login starts with user [ ":" password ] "@" is decided by
//     whether an "@" ends that text; without one the text is a hostport.
//     So "ftp://host:80/" has a port, not a user and password; and
//     "ftp://host:80x/", which is neither, is an error at the "/", where
//     no password can go on (a note says where the port stopped).
//   - A hostname has no trailing dot: "www.iec.ch." is an error, since
//     the BNF ends a hostname with a toplabel.
//   - The appendix's "URL:" prefix and "<...>" wrapper belong to the text
//     around a URL, not to it, and Parse does not strip them:
//     "URL:http://x" is a URL of scheme "url" whose scheme part is the
//     opaque "http://x", as the BNF says, and "<URL:http://x>" is an error
//     at the "<". Extract finds URLs quoted that way in text, and Find
//     every URL a document writes.
//   - A fragment ("#" and what follows) is not part of a URL (RFC 1808
//     section 2.4.1): Parse rejects the "#", and ParseReference splits the
//     fragment off at the first "#" and returns it beside the URL.
//
// # Relative URLs
//
// RFC 1808, RFC 1738's companion, defines relative URLs: ParseRelative
// parses one by its section 2.2 (an *ast.Reference: absoluteURL or
// relativeURL, and a fragment), and Resolve turns one into the absolute
// URL it stands for against a base URL, by section 4's algorithm, step by
// step (Resolution.Steps), then parses the result by RFC 1738. It is RFC
// 1808's algorithm, not RFC 3986's, which most libraries follow (net/url's
// ResolveReference); docs/relative.md lists the differences. Section 4 leaves
// some cases open; these are the readings taken, each tested
// (testdata/rfc1808/edge-cases.tsv, worked out by hand from the text):
//
//   - Components are section 2.4's (ast.SplitParts): the net_loc runs
//     from "//" to the next "/", so "?" and ";" before it are in it
//     ("http://a?q" has the net_loc "a?q" and no query), as the BNF's
//     net_loc = *( pchar | ";" | "?" ) says too.
//   - An empty params, query or fragment is the same as an absent one:
//     sections 2.4.1, 2.4.4 and 2.4.5 say "is empty" for both. So "",
//     "#", "?" and ";" are all "entirely empty" (step 2a) and give the
//     whole base, its fragment included, and step 7 writes no empty
//     ";", "?" or "#".
//   - An empty net_loc is not absent: section 2.4.3 reads one after any
//     "//". "file:///a" keeps its "//" through resolution, and the
//     reference "///x" (an empty net_loc) inherits the base's (step 3:
//     "if the embedded URL's <net_loc> is non-empty ... Otherwise").
//   - Steps 6a to 6d work on the path after its leading "/", which
//     section 2.4.6 says is not part of the path: this is what section
//     5.2's "../../../g" = "http://a/../g" requires. Complete segments
//     are the texts between "/"; an empty one between two "/" is one
//     ("a//../b" gives "a/b"). Step 6c, "iteratively, removing the
//     leftmost matching pattern", is done as a left-to-right stack,
//     which removes the same pairs.
//   - Params are everything after the first ";" (section 2.4.5), not a
//     part of each segment: in "g;x/../h" the params are "x/../h", and
//     step 6 does not look at them. A scheme may read them as part of
//     the path instead, as RFC 2192 section 6 asks of IMAP: its
//     Scheme.ResolveParams, ParamsInPath, applies to a relative
//     reference resolved against a base of that scheme.
//   - Step 7 writes "/" between a net_loc and a path, params or query
//     that does not start with one ("http://a" and "?y" give
//     "http://a/?y"), as net_path = "//" net_loc [ abs_path ] writes
//     them: without it the query would be read back into the net_loc.
//   - Steps 1, 2a and 2b end with "we are done": the result is the base
//     or the reference as written, not recombined.
//   - A base must be an absoluteURL. One that is not generic-RL
//     ("http://a//b", absoluteURL's second alternative) can resolve only
//     an empty or an absolute reference: section 2 says "relative URLs
//     cannot be used within documents that have unsuitable base URLs"
//     (CodeBaseNotGeneric).
//   - A result with no net_loc whose path starts with "//" ("http:/a/b"
//     and "..//g") is refused (CodeResolvedNetLoc): written out, its path
//     would be read back as a net_loc, and RFC 1808 has no way to write
//     it.
//   - Bases of mailto, news and telnet, which section 2.3 says are never
//     used with relative URLs, are resolved by the same steps: the same
//     section says "these scheme-specific differences can be ignored by
//     the resolution process". The result is then parsed by RFC 1738,
//     which says whether it is a URL of its scheme (Resolution.URL,
//     URLError).
//   - References follow RFC 1808's BNF exactly: "~" and "|" (national)
//     must be escaped, and after a net_loc a path cannot start with "//"
//     ("//a//b" is no relativeURL), while an absolute "http://a//b" is
//     one by absoluteURL's second alternative.
//
// # Errors
//
// A syntax error is an *Error (Code CodeSyntax) at the first impossible
// byte of the input: its Offset is the length of the longest prefix of
// the input that some valid URL starts with, under the reading above (the
// scheme's own production for the ten schemes, https and a registered
// scheme, the generic syntax for any other, the scheme's name compared in
// lower case). input[:Offset] can still be completed to a valid URL and
// input[:Offset+1] cannot; where the input stops too early, Offset is its
// length. So "http://9lives/" is an error at the "/" (offset 13), not at
// the "l": "http://9lives.com/" is valid, but a hostname's last label
// starts with a letter. And since a login may hold a user and password,
// "ftp://host:80x/" is an error at the "/", where no password goes on
// either, not at the "x", where the port stops.
//
// The error also says exactly what could stand at its offset: Expected,
// the set of bytes, and End, whether the URL could end there instead
// (whether input[:Offset] is itself a valid URL); ExpectedText words
// them by the RFC's classes. Its Production is the innermost production
// that every way of going on from the offset lies in (hostname, where
// the label could still be a domainlabel or the toplabel), and Scheme
// the scheme's own production:
//
//	offset 18: port: found "a", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)
//
// Its Notes explain it by the reading the writer likely meant, each with
// its own offset and production: the text read as a host and port where
// the parser had to read a user name ("port: "p" is not a digit"), an
// "@" in a scheme whose production has no user, a trailing dot, a label
// that ends in "-", a ";type=" without its "/", a host of digits that is
// not four numbers; or they say how to write what was found (an unsafe
// character escaped, a "%" as %25). A note never moves the error's
// offset.
//
// The automaton of the scheme's production finds the error in one pass
// over the input, without building a tree: an invalid URL costs less
// than a valid one. A note about another reading may run the automaton
// once more over the text before the error.
//
// Every diagnostic, syntax error and validator finding alike, has a
// stable Code and structured Args, and its text comes, in English
// (Error) or French (Text), from one catalogue keyed by code: Codes
// lists them, Template gives a text, RegisterMessages adds a scheme
// author's. Validators report every finding, as an ErrorList of errors
// and warnings; ErrorList.Unwrap lets errors.As find its first *Error
// as in a single error. Parse never panics, whatever its input.
//
// # Checking without a tree
//
// Check (and Parser.Check) answers the question most bulk callers ask,
// "is this a URL, and if not where does it break?", without building a
// tree: it runs the automaton that Parse runs first and stops there. It
// returns nil exactly when Parse returns a nil error, for every input
// and every parser: RFC 1738's validators report errors only about
// trees a program built, never about one Parse built, so for the
// built-in schemes and the generic syntax the automaton decides; for a
// scheme registered with WithScheme with a Validate, Check builds the
// tree and runs the validators, as Parse does. A valid URL costs one
// pass and no allocation. An invalid one costs one small allocation, a
// *CheckError holding the input and the first impossible byte; its text
// is Parse's, and errors.As with a *Error gives Parse's full error,
// built from where the automaton stopped when it is asked for. An input
// over MaxLength, and a registered validator's refusal, give Parse's
// own error. Warnings are not looked for (ParseWarnings gives them).
//
// # For scheme authors
//
// A scheme is a Go type, its part, whose participle tags declare the
// production that follows "name:" (built from this module's nodes,
// *ast.Login, *ast.HostPort, ..., and the author's own), registered with
// WithScheme on a parser of one's own, or with Register, in an init
// function, on the default parser that Parse, Check, Extract, the root
// package's Parse and decoding, and every parser New builds afterwards
// use. Both refuse a name that a built-in scheme or an earlier
// registration has, unless Scheme.Replace is set, and refuse, naming the
// type, the field and the fix, what would otherwise misbehave later. The
// checklist:
//
//   - the part is a pointer to a struct that embeds ast.Span and has
//     String and DefaultPort (ast.SchemePart), and its own node types
//     embed ast.Span and have String (ast.Node): the parsers fill the
//     offsets in ast.Span, and a node without it would span [0,0);
//   - the part and each of its own node types have Production, returning
//     its RFC name, citation and rule (ast.Production), with a Name:
//     trees, diagrams and errors name it (they would say genericurl, or
//     nothing);
//   - every literal in the tags is one byte, or one escape ('%2F'): the
//     lexer makes a token of each, so ';esn=' is written ';' 'e' 's' 'n'
//     '=';
//   - captures go only into ast.Text fields (@) and into pointers to
//     node structs, slices of them and unions (@@);
//   - an Automaton, when set, is of the part's own production (its
//     generated Automaton<Name> function), with consistent tables
//     (automaton.Automaton.Verify);
//   - a Generated, when set, is the part's own generated parser: it is
//     given the shortest URLs the Automaton accepts, and a tree of another
//     part type, or whose part does not span the URL, is refused.
//
// Nothing else is needed: the children of the part and of its nodes,
// its login and its hostport are read from their fields, in the order
// they are declared, which is the order the tags read the input in
// (ast.ChildrenOf); Children, LoginPart and HostPortPart, when a node
// has them, are asked instead. A part that holds its user and password
// in nodes of its own names them with ast.UserInfoPart, for net/url's
// url.URL.User. Scheme.Notes, optional, adds the author's own notes to
// the syntax errors of the scheme's URLs, in English and French, kept
// only when they hold (SchemeNote). Scheme.Validate is optional;
// Scheme.Generated and Scheme.Automaton come from command rfc1738gen
// (see package grammar/gen, "For scheme authors"), and examples/newscheme
// shows all of it for LDAP.
//
// # URLs in running text
//
// Find reads a document and returns every URL it writes, each with
// its form, its text, its position (a Position: byte offset, and line and
// byte column from 1, as Go's tools print them) and its parse: in Appendix
// A's "<URL:" url ">" (read as Extract reads it: whitespace inside
// ignored, a hyphen before a line break kept), between "<" and ">" (RFC
// 3986 appendix C's delimiters, and a Markdown autolink), as the
// destination of a Markdown link, and bare. Every offset of a finding's
// error and notes is into the document, and Finding.Position gives its
// line and column.
//
// A bare URL is found by a heuristic, whose rules Find lists: it starts
// with a scheme the parser knows and ":" at the start of a word, and ends
// at whitespace or a delimiter ("<", ">", '"', "`", a ")" or "]" that
// closes nothing of it), less the punctuation that prose puts after a URL
// (".", ",", ";", ":", "!", "?", quotes); a scheme with nothing after it
// but "/" is named, not written. So "Note:" and "Broken:" are no URLs, nor
// is "http:" in a sentence or "ftp://" in a grammar. Markdown's code spans
// and fenced code blocks are skipped unless FindCode is set, which plain
// text wants (RFCs quote `like this').
//
// Extract reads the appendix's quotes only, anywhere in a text, code
// included, an unclosed one reaching to the end; Find shares its reading
// of a quote (its whitespace, its error built only when asked, its offsets
// placed in the text) but ends an unclosed quote at a blank line, and
// skips a quote of the prefix itself ("<URL:" in double quotes, as
// grammars name it).
//
// An error that a note explains has the note's code as its most specific
// one (Error.SpecificCode): a linter sorts errors by it.
//
// # Limits
//
// A Parser refuses input longer than DefaultMaxLength, 64 KiB, unless
// built with MaxLength: an error of Code CodeTooLong at the limit, before
// any parsing. Every entry point that parses applies it: Parse, Check,
// ParseReference, Extract and Find (to each URL they find), ParseBase,
// Resolve, Base.Resolve and Base.ResolveText (to the base and to each
// reference; ParseBase takes the options of the Parser it resolves
// with, MaxLength among them), and through
// them the root package's Parse, Check, URL.UnmarshalText and
// UnmarshalJSON, Extract, Find, and FromNetURL. The text of Extract and
// Find has no limit, only each URL in it: their cost is proportional to
// the text (see Extract and Find).
package parser
