package ast

// Reference is a URL as RFC 1808 writes it, relative or absolute, with
// its fragment (section 2.2):
//
//	URL         = ( absoluteURL | relativeURL ) [ "#" fragment ]
//
// At most one of Absolute and Relative is set in a parsed tree, and
// neither for the empty reference ("" or "#s": an empty relativeURL,
// which section 4 step 2a gives the whole base). Which one
// is decided as section 2.4.2 decides whether a URL has a scheme: it has
// one when a ":" follows one or more scheme characters from its first
// byte (so "g:h" is absolute, and "./g:h" and "g_h:i" are relative). The
// BNF alone would also read "g:h" as a relative path; section 2.4 and
// the section 5 example "g:h" settle it.
//
// Parts gives the six components of section 2.1 as section 2.4 parses
// them, which for a Reference the grammar accepts are the fields' texts.
//
//rfc:1808 2.2 ReferenceP
type Reference struct {
	Span
	Absolute *AbsoluteURL `parser:"(  (?= (Alpha | Digit | '+' | '-' | '.')+ ':') @@"`
	Relative *RelativeURL `parser:"| @@ )?"`
	Fragment *Fragment    `parser:"( '#' @@ )?"`
}

// AbsoluteURL is an RFC 1808 URL with a scheme (section 2.2):
//
//	absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )
//	generic-RL  = scheme ":" relativeURL
//
// Both alternatives start with scheme ":", which Scheme holds. After it,
// Relative is set when the rest is a relativeURL that is not empty
// (generic-RL, the form a base URL must have to resolve relative
// references, section 2), Opaque when the rest is not a relativeURL, and
// neither when nothing follows the ":" but a fragment ("http:"). The rest of a URL the grammar accepts fails to be a
// relativeURL in one way only: it starts with "//", a net_loc and "//"
// ("http://a//b"), because abs_path = "/" rel_path and a rel_path cannot
// start with "/".
//
//rfc:1808 2.2 AbsoluteURLP
type AbsoluteURL struct {
	Span
	Scheme   *Scheme      `parser:"@@ ':'"`
	Opaque   *OpaqueRL    `parser:"(  (?= '/' '/' (Alpha | Digit | Safe | Extra | Escape | ':' | '@' | '&' | '=' | ';' | '?')* '/' '/') @@"`
	Relative *RelativeURL `parser:"| @@ )?"`
}

// OpaqueRL is what follows scheme ":" in an absoluteURL that is not
// generic-RL: *( uchar | reserved ). Section 2.4 still parses it into
// components, but section 2 says that relative references cannot be
// resolved against it.
//
//rfc:use AbsoluteURLP
type OpaqueRL struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Reserved | Escape)* )"`
}
