// Urlcheck checks URLs against RFC 1738, one URL per line, and prints
// one line of verdict per URL, in input order.
//
// Usage:
//
//	urlcheck [-json] [-maxlen n] [file ...]
//
// It reads the named files in order, or standard input when there are
// none; a file named "-" is standard input. Each line is one URL: a
// trailing "\n" or "\r\n" is removed and nothing else, so a URL with a
// space at its end is reported as invalid, and an empty line is an
// invalid URL too. A last line without "\n" is a URL.
//
// The flags are:
//
//	-json      print one JSON object per URL instead of a line of text
//	-maxlen n  report a URL longer than n bytes as invalid without
//	           parsing it (0, the default, sets no limit)
//
// # Text output
//
// One line per URL, its fields separated by tabs:
//
//	ok	http://host/
//	ok	http://999.1.1.1:99999/	warning: offset 7: hostnumber: part 999 is above 255, ... (and 1 more)
//	invalid	http://host:/	offset 12: port: found "/", expected a digit (RFC 1738 section 3.1: port = digits)
//
// The first field is "ok" or "invalid"; the second is the URL, printed as
// it is when it is printable ASCII without spaces that does not start
// with a double quote (as every valid URL is), and otherwise quoted as a
// Go string literal ("" for an empty line), so that it never holds a tab
// or ends in an invisible space. A third field, when there is one, is the
// first error of an invalid URL, or "warning: " and the first warning of
// a valid one, followed by " (and N more)" when there are more.
//
// # JSON output
//
// With -json, one object per URL, with these keys in this order:
//
//	{"url":"ftp://u:p@host:21/a","valid":true,"scheme":"ftp","user":"u","password":"p","host":"host","port":"21","path":"a","errors":[],"warnings":[]}
//
// "url" is the input line; "scheme" the scheme in lower case; "user",
// "password", "host", "port" and "path" are the parts exactly as written
// (escapes not decoded): null when the URL does not have the part, ""
// when it has it empty. "path" is the url-path, after the "/" that ends
// host[:port]; it is null when there is no such "/". An opaque scheme
// part ("mailto:x@y", "news:*") has none of these parts. An invalid URL
// has no parts at all, not even "scheme": a parse that failed gives no
// tree to take them from. "errors" and "warnings" list {"offset": n, "message": "..."},
// the byte offset into the line and the full diagnostic; they are []
// when empty. Bytes that are not UTF-8 are written as U+FFFD, since JSON
// strings hold only Unicode text.
//
// # Running
//
// Urlcheck streams: it holds only a few batches of lines at a time,
// whatever the size of its input, and checks batches on all CPUs
// (GOMAXPROCS) while writing results in input order. When standard error
// is a terminal and standard output is not (the results would show
// anyway, and mix with it), it shows on standard error how many URLs it
// has checked, and clears that line at the end.
//
// The exit status is 0 when every URL is valid, 1 when at least one is
// not, and 2 on a usage error or when an input cannot be read or the
// output written (an unreadable file is reported, and the other files
// are still checked).
package main
