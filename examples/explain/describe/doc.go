// Package describe says, in English or French, what each part of an
// RFC 1738 URL is: the part table of explain (each part's name in the
// note's words, its text as written and decoded, its byte span, the
// production that defines it, what it is made of and what section 3
// says it means), what the URL leaves out of the note's general form
// and what that means (the scheme's default port, the anonymous FTP
// login), and the lines that say why an input is not a URL. It is the
// part of explain that the live page (examples/web) shows too, written
// once here so that both say the same things in the same words; explain
// lays it out for a terminal (Wrap, URLWith with Options.CiteOnce),
// the page as a table.
package describe
