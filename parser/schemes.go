package parser

// rfc1738Schemes are the schemes of RFC 1738 section 3 whose productions
// section 5 gives. A scheme not listed here is read by the generic
// syntax.
var rfc1738Schemes = []Scheme{
	ftpScheme,      // section 3.2
	httpScheme,     // section 3.3
	gopherScheme,   // section 3.4
	mailtoScheme,   // section 3.5
	newsScheme,     // section 3.6
	nntpScheme,     // section 3.7
	telnetScheme,   // section 3.8
	waisScheme,     // section 3.9
	fileScheme,     // section 3.10
	prosperoScheme, // section 3.11
}
