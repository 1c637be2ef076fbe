// Explain shows, part by part, how RFC 1738 reads a URL, in the words of
// the general form that NOTE 1, the note this project grew from,
// teaches, in English or in French:
//
//	<scheme>://<user>:<password>@<host>:<port>/<url-path>
//	<mode>://<utilisateur>:<motdepasse>@<hôte>:<port>/<chemin URL>
//
// Usage:
//
//	explain [-lang en|fr|both] [-scheme name] [-width N] [-v] [-tree | -json | -trace[=full]] [--] [URL ...]
//	explain [-lang en|fr] [-scheme name] [-width N] -grammar [rule, Go type or scheme ...]
//	explain [-lang en|fr|both] [-scheme name] [-width N] [-v] -base URL [--] reference ...
//
// With no URL it explains the four example URLs of that note; with
// URLs, those instead. Put "--" before a URL that starts with "-" (a
// scheme may).
//
// # The diagram and the table
//
// By default, for each URL, explain draws the printer's labelled diagram
// (printer.DiagramConfig.FprintDiagram): the URL, and under it, band
// after band, a run of carets under the span of each part with the
// part's label beneath. The first band is the note's general form; the
// bands under it hold the productions of the RFC's grammar, outermost
// first, each under those of the productions that hold it: url, section
// 5's first rule of URLs, the scheme's own production (httpurl,
// ftpurl...), from the scheme's first byte as its rule reads it (httpurl
// = "http://" hostport ...), or, for a scheme with none, otherurl and
// genericurl (otherurl = genericurl), the login over the user and
// password, the hostport over
// the host and port, a path over its segments.
//
// A table follows, one line per part: its name, its text as written (and
// decoded, when it has escapes), its byte span, and the RFC production
// that defines it, with its section. A span [7,17) means bytes 7 to 16,
// counting from 0: the part is input[7:17]. The parts are those of the
// general form (<scheme>, <user>, <password>, <host>, <port>, and the
// <url-path>, which is all that follows the "/" after the host and port,
// section 3.1) and the pieces of the scheme's own production that the
// url-path is made of (http's hpath and search, ftp's fpath and ftptype,
// a news group or article, ...), indented under it. A part of the
// general form is named with the note's word in angle brackets, any
// other by the label of its production. The labels are the glossary
// of package grammar (grammar.Label), in both languages: in English the note's
// words and the RFC's production names, in French the note's French
// words and the glossary's French ones (recherche, type, groupe,
// identificateur). Under each part comes what section 3 says it means
// and what the RFC makes of its particular text (the FTP commands a path
// stands for, a case-insensitive scheme); then, in a line, which parts
// of the general form the URL leaves out and what that means in a few
// words (the default port, for instance); then any warning of the
// validator, in full; last, a line says how a span such as [7,17)
// reads. The output is meant to fit a terminal: a 17-character URL such
// as http://www.iec.ch takes 20 lines, 21 at 80 columns.
//
//	http://www.iec.ch/about/mission-e.htm
//	^~~~   ^~~~~~~~~~ ^~~~~~~~~~~~~~~~~~~
//	scheme host       url-path
//	^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
//	url
//	^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
//	httpurl
//	       ^~~~~~~~~~ ^~~~~~~~~~~~~~~~~~~
//	       hostport   hpath
//	       ^~~~~~~~~~ ^~~~~ ^~~~~~~~~~~~~
//	       hostname   |     hsegment
//	                  hsegment
//	       ^~~ ^~~ ^~
//	       |   |   toplabel
//	       |   domainlabel
//	       domainlabel
//
//	  <scheme>    "http"                 [0,4)    scheme (RFC 1738 section 2.1)
//	  <host>      "www.iec.ch"           [7,17)   host (RFC 1738 section 3.1)
//	  <url-path>  "about/mission-e.htm"  [18,37)  hpath (RFC 1738 section 3.3)
//	              the <path> of RFC 1738 section 3.3: "an HTTP selector"
//	  no <user>/<password> (httpurl has no place for them) or <port> (80 by default)
//	([a,b): the bytes at offsets a up to but not including b, counted from 0)
//
// -v shows everything: under each part also what it is made of and the
// production that reads it, which the diagram shows too (a hostname's
// labels, a path's segments, the scheme's own production); each part
// left out on a line of its own, with what section 3 says of it; and,
// last, the rules of the productions cited, each once: the table and its
// lines cite a production by its section, its rule is in that list.
//
//	$ explain -v -width 80 http://www.iec.ch/about/mission-e.htm
//	...
//	  <host>      "www.iec.ch"           [7,17)   host (RFC 1738 section 3.1)
//	              a hostname: domainlabel "www", domainlabel "iec", toplabel "ch"
//	                (the top-level domain name) (RFC 1738 section 3.1)
//	...
//	  no <user>/<password>: httpurl, the scheme's own production, has no place for
//	    them: "No user name or password is allowed" (RFC 1738 section 3.3)
//	  no <port>: the default for http is 80
//	  rules cited:
//	    scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]
//	    httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
//	...
//
// # Width
//
// -width N wraps the output to N columns: the table's text and
// production cells within their columns, the sentences under a part,
// the lines on what a URL leaves out, warnings and errors, the
// sentences of -trace, -grammar and -base, each with a hanging indent
// under its column (after a step's number in -base, after "= " in a
// rule). A word that cannot be broken, a long URL or a run of escapes,
// stays whole and its line is longer; a text cell too long for its
// column has its line to itself, its span and production under it.
// French is not broken between « or » and the word it quotes, nor
// before the ":", ";", "!" or "?" it spaces: French output has the
// no-break spaces (U+00A0) of French typography there. The diagram, the
// tree and the JSON are never wrapped. By default, when stdout is a
// terminal, the width is that of the COLUMNS environment variable, or 80
// (explain uses the standard library only, which cannot ask a terminal
// its size); when stdout is not a terminal (a file, a pipe), nothing is
// wrapped. -width 0 wraps nothing. Whatever the width, and with -base
// too, each note of an error has a line of its own under the error's:
// a handout made by redirecting the output reads as the terminal does.
// The golden files of the tests are written at -width 80, what a
// terminal of 80 columns shows, so that they check the wrapping too.
//
// # Other outputs
//
// -tree prints each URL's syntax tree instead, one node per line, with
// its label, byte span and text (printer.DiagramConfig.FprintTree).
//
// -json prints the JSON form of the syntax trees instead, for programs
// rather than students (printer.DiagramConfig.JSONTree, whose field
// names are stable); its strings are JSON's, with JSON's escapes ("\t",
// "\u0000"), where the other outputs show a byte that is not printable
// as %XX or ⟨%XX⟩: for
// one URL its tree, one JSON object; for several (or none, the note's
// four), a JSON array of their trees in the order given. A URL that is
// not valid is null there, and its error goes to stderr, so that stdout
// is always one JSON document.
//
// Nothing from the input or the arguments reaches the terminal as it
// is: every output shows a character that a terminal acts on or that
// hides or reorders the text around it (the C0 and C1 controls, DEL, the
// bidi controls and marks, the other format characters) and a byte that
// is not UTF-8 by its escape, Go's ("\x1b", "\u202e", "\x9b") in text,
// JSON's ("\u001b", "\u202e") in -json, whose strings decode to the
// same text. The URL line of a diagram or a trace, the quoted texts of
// the table and the tree, and the names and values that an error message
// repeats (-grammar's names, -trace's value, an unknown flag) are so
// escaped; see package examples/internal/term.
//
// -trace shows the derivation as the grammar's interpreter takes it
// (parser.Trace): the productions entered with their spans and text,
// the alternative taken at each choice and how many failed, each
// lookahead's decision as a sentence; for a text that is not a URL, the
// attempt, the furthest byte reached, then the error at the first
// impossible byte. -trace=full shows every step, failed ones marked ✗.
//
// # The grammar
//
// -grammar prints RFC 1738's grammar as its section 5 writes it, rule
// by rule, each rule once under its RFC name, in section 5's order,
// section by section as the railroad page has them (railroad.Sections:
// the generic syntax, each scheme from ftp to prospero, RFC 1808's
// relative URLs, then the characters), each section's title and
// introduction as "#" lines. Each rule's first line is the rule as its
// RFC writes it. Under it, indented, come:
//
//   - its label in the glossary when it differs from its name (in French,
//     "hôte et port"), "character class" for a class, its Go types with
//     -v, and its section;
//   - where the parser reads it otherwise (package grammar/bnf recovers
//     the rule from the tags the parser is built from), the rule as the
//     parser reads it;
//   - the parser's notes on it, as sentences (bnf.Note.Sentence): where
//     the rule can be read two ways, when the parser reads a part ("user
//     [ ":" password ] "@" is read only when "@" follows further on");
//   - for each reading of section 5 (bnf.ReadingsOf), why this grammar
//     differs.
//
// For example:
//
//	$ explain -grammar port
//	# port and the rules it uses
//	port = digits
//	    RFC 1738 section 5, explained in section 3.1
//	    this grammar reads it: port = 1*digit
//	    why this grammar differs: port = digits spelled out: a port is a part of the tree of its own, which holds its digits
//	digits = 1*digit
//	    RFC 1738 section 5
//	# character classes of section 5 it uses (explain -grammar with a name, or -v, spells them out): digit
//
// With names, -grammar prints only, for each name, its rule and the
// rules it uses, directly or not, in section 5's order, each rule once
// (a rule printed for an earlier name is not printed again). A name is
// any the tools print, in any case: a rule's RFC name (httpurl,
// hsegment, ip-schemepart, gopher+_string, uchar, alpha), a Go type's
// (FTPPart, HostPort), a scheme's (ftp is ftpurl), a rule of section 5
// that another rule holds (grouppart is in newsurl, waisindex in
// waisurl), or a label of the glossary in either language, with or
// without its angle brackets (url-path, <hôte>, chemin, which is fpath,
// hpath, wpath and ppath). URL (or url) names section 5's url, which
// comes first, as RFC 1738 writes it, then genericurl, which reads it,
// and RFC 1808's URL. unsafe, section 2.2's name for the characters that
// "must always be encoded within a URL", is no rule: a line says so and
// lists them, then come national and punctuation, which hold them all
// but the space. A name that is none of these is a usage
// error: a line on stderr names it, with the names close to it, and
// nothing is printed.
//
// With -scheme, the rules of the schemes registered come too, recovered
// from the tags of their parts (bnf.Recover), by their own RFCs' names
// (ldapurl; rtsp_URL, which rtsp and rtspu share: ( "rtsp:" | "rtspu:" )
// "//" ...), in a section of their own before the characters, each
// citing its RFC's rule as that RFC writes it. They have no reading:
// section 5 has none of them. The rules they share with RFC 1738
// (hostport) are RFC 1738's, printed once.
//
// In French (-lang fr), the sentences are French, with the glossary's
// words and the quoted values between « and », in the sentences and in
// the text columns of the table, -tree and -trace alike; the rules stay
// as the RFC writes them, with its ASCII quotes.
//
// # Other schemes
//
// -scheme ldap also reads the URLs of LDAP (RFC 4516), and -scheme rtsp
// or rtspu those of RTSP (RFC 2326): the schemes that examples/newscheme
// declares outside RFC 1738 as a scheme author would, read by their
// productions and with their generated parsers; everything above works
// for them too. The flag repeats, one name each (rtsp and rtspu are two
// schemes). schemes.go holds the few lines that offer them.
//
// The command is package explaintool (examples/explain/explaintool) run
// by a main of a few lines; a scheme author's explain is the same
// package run with a parser that reads their scheme:
//
//	func main() { explaintool.Main(parser.WithScheme(imap.Scheme())) }
//
// # Relative URLs
//
// -base URL resolves each text given, a reference, against that base URL
// by RFC 1808, RFC 1738's companion (parser.Resolve), and shows how, in
// the order section 4 works:
//
//   - the reference, drawn as a URL is, by the productions of RFC 1808
//     section 2.2 (URL, absoluteURL, relativeURL, net_path, abs_path,
//     rel_path, net_loc, path, params, query, fragment), then its
//     components as section 2.4 reads them,
//     <scheme>://<net_loc>/<path>;<params>?<query>#<fragment>, each with
//     its text, span and rule, and which of them it lacks;
//   - the base's components, which the steps inherit, and what section
//     2.3 says of relative URLs with its scheme when it names it
//     (mailto, news and telnet "are never used with relative URLs");
//   - each step of section 4 that applied, its rule in a few words and
//     what it did: what it took from the base ("the reference has no
//     <net_loc>: it inherits the base's, "a""), and for step 6 the path
//     before and after each of its operations a to d that changed it;
//   - the result, the absolute URL, explained as any URL is (diagram,
//     table, what it leaves out, warnings) when it is an RFC 1738 URL,
//     its fragment set aside; or, when it is not one (the login of
//     "http://anon@host/", the group of "news:misc/x"), the parser's
//     error on it. A result of a scheme registered from outside RFC 1738
//     is called a URL of that scheme by its part's production ("a URL of
//     scheme imap, by its production imapurl (RFC 2192 section 3)"), not
//     an RFC 1738 URL.
//
// For section 5's first example:
//
//	$ explain -base 'http://a/b/c/d;p?q#f' 'g;x?y#s'
//	...
//	resolution, by RFC 1808 section 4:
//	  step 2c  the reference has no <scheme>: it inherits the base's, "http"
//	  step 3   the reference has no <net_loc>: it inherits the base's, "a"
//	  step 6   the base's <path> without its last segment (what follows its last "/"), "/b/c/", is inherited, and the reference's <path>, "g", replaces the base's last segment, "d": "/b/c/g"
//	  step 7   the components, with those inherited from the base, are recombined: "http://a/b/c/g;x?y#s"
//	           the base's <fragment>, "f", is not inherited: only an entirely empty reference takes it
//
//	the result, "http://a/b/c/g;x?y#s", is the RFC 1738 URL "http://a/b/c/g;x?y" and the fragment "s":
//	http://a/b/c/g;x?y
//	...
//
// A reference or a base that is not one, and a resolution RFC 1808
// refuses (a base that is not generic-RL, "http://a//b", against a
// relative reference; a relative reference and no base, -base ""), are
// drawn as a text that is not a URL is, with the error under the input
// at fault. The words of all but the result's explanation are package
// resolution's (examples/explain/resolution), which the live page
// (examples/web) shows too. -base does not combine with -tree, -json,
// -trace or -grammar.
//
// -lang fr writes all of these in French: the labels, the table's
// sentences, the printer's few words ("erreur", "vide") and the
// parser's messages and notes, which the parser gives in French from
// its catalogue (parser.Error.Text). RFC 1738 has no French
// text, so the French quotes it in translation, between « and »; the
// rules, the RFC's names in angle brackets (<path>, <cwd>) and the
// production names stay as the RFC writes them. -lang takes what
// grammar.ParseLang reads: en, fr, english, french, français.
//
// # Errors
//
// A text that is not a URL is shown, in every output, as the printer's
// FprintError draws it: the text, a caret under its first impossible
// byte (the first byte that no URL of its scheme can have there: the
// text before it can still be completed to a URL, the text up to it
// cannot), the diagram of the longest start of the text that is a URL,
// labelled as that start reads as a URL of its own (printer.ParsedPrefix
// of the error's valid prefix; for an error of a validator, the text
// before the last delimiter ahead of it, such as "http://www.iec.ch" of
// "http://www.iec.ch:a", when that is a URL, and no part when it is
// not), with a line under it that says up to which offset, in the words
// "(labels: the start up to offset 10, read as a URL of its own)"
// (« (étiquettes : début jusqu'à la position 10, lu seul comme URL) »):
// the parser may have read further ("wais://h/db/t" is labelled up to
// offset 11, "wais://h/db", where -trace reads on to 13), or read that
// start otherwise, and a part that a note says it read otherwise is not
// labelled ("anon" of "ftp://anon:pw@" is no host, nor a login of its
// own: the note says the login is "anon:pw"). Then comes the parser's
// message, which names the
// production the error is in, says what was found and what could stand
// there instead, and ends with its notes: where another reading of the
// text got stuck, or how to write what was found. Then, for a scheme with
// a production of its own, comes that production's rule, unless the
// message names it already. A text longer than parser.DefaultMaxLength
// (65536 bytes) is not read: its error is at offset 65536, the limit.
//
// The exit status is 0 when every URL is valid, 1 when at least one is
// not (or the output cannot be written), and 2 when the command line is
// wrong: an unknown flag or language, two of -tree, -json, -trace and
// -grammar, -base with one of them or with no reference, or a -grammar
// name that matches nothing. With -base, a reference is valid when it
// resolves to an RFC 1738 URL. A usage error is reported on stderr in a
// line, followed by "run explain -h for help"; -h prints the help on
// stdout.
package main
