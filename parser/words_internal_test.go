package parser

// The words for the classes of RFC 1738 that expected sets hold, as
// Error.ExpectedText writes them.
const (
	uchar = "a uchar (a letter, a digit, a safe or extra character, or an escape)"
	xchar = "an xchar (a letter, a digit, a safe, extra or reserved character, or an escape)"
)
