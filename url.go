package rfc1738

import (
	"encoding/json"
	"errors"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// URL is an RFC 1738 URL as a value for ordinary Go code: a field of a
// struct read from JSON or a configuration file, a command-line flag
// (flag.TextVar). It embeds the syntax tree, so the tree's fields and
// methods are URL's (u.Scheme, u.Part, u.Login(), u.Host()...), and
// adds the encoding interfaces, which package ast cannot implement:
// decoding text means parsing it, and the parser imports ast, not the
// other way round. (So *ast.URL has no MarshalText: a tree that could
// be written but not read back would make encoding/json round trips
// fail far from their cause.)
//
// To make a URL of a string, parse it and wrap the tree,
//
//	t, err := rfc1738.Parse(s)
//	u := rfc1738.URL{URL: t}
//
// or unmarshal it (UnmarshalText). There is no ParseURL beside Parse: the
// wrapping is one composite literal, and two parsing functions that
// differ only in their result type would ask every reader which to use.
//
// The zero URL holds no tree: it stands for "no URL", as nil does for a
// *ast.URL. It marshals to the empty text and to JSON null, "" unmarshals
// to it, and IsZero reports it (so `json:",omitzero"` leaves it out).
// "" is no RFC 1738 URL (a scheme has at least one character), so the
// empty text cannot be mistaken for one. The tree's fields and methods
// are reached through the embedded pointer, so they must not be used on
// the zero URL: check IsZero first. URL's own methods are safe on it.
//
// URLs compare with == by tree (and Parser), not by text: two parses of
// one string are two different map keys. Compare String() (or Canonical) to compare
// text.
//
// Parser, when set, is the parser a URL's text is read with
// (UnmarshalText, UnmarshalJSON, and the checks of MarshalText and
// NetURL): one built with parser.WithScheme reads the URLs of the
// schemes registered with it. When it is nil, the default parser reads
// them: RFC 1738's schemes and those a program registered with
// parser.Register, which is how the elements of a slice or map, which
// cannot carry a Parser, are read by a scheme's own production.
// Otherwise, set it before decoding:
//
//	u := rfc1738.URL{Parser: p}
//	err := json.Unmarshal(data, &u)
type URL struct {
	*ast.URL
	Parser *parser.Parser
}

// parser returns the parser u reads text with.
func (u URL) parser() *parser.Parser {
	if u.Parser != nil {
		return u.Parser
	}
	return parser.Default()
}

// IsZero reports whether u holds no URL.
func (u URL) IsZero() bool { return u.URL == nil }

// String returns the URL as written, and "" for the zero URL. A "?" in a
// user or password, which RFC 1738 allows there, is written as it was
// parsed: readers of RFC 3986 (net/url, browsers) end the authority at
// it and read another host. Canonical and NetURL escape it, and so does
// FromNetURL in the URLs it makes.
func (u URL) String() string {
	if u.URL == nil {
		return ""
	}
	return u.URL.String()
}

// MarshalText implements encoding.TextMarshaler: the URL as written
// (String), or no text for the zero URL. It returns an error, and no
// text, when the text is not an RFC 1738 URL, which only a tree a
// program built or changed can print: so that encoding never writes
// what UnmarshalText would refuse, MarshalText parses the text it
// writes, which costs one Parse. A tree that prints as a URL read as
// another tree (a registered part whose String leaves out a delimiter)
// is written: Validate reports it (parser.CodeTreeReads).
func (u URL) MarshalText() ([]byte, error) {
	if u.URL == nil {
		return []byte{}, nil
	}
	s := u.URL.String()
	if _, err := u.parser().Parse(s); err != nil {
		return nil, err
	}
	return []byte(s), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: it parses text with
// u.Parser (Parse when it is nil), by the productions of its schemes, and
// sets u to the result. An error is Parse's, unchanged (a *parser.Error
// or a parser.ErrorList), so that errors.As finds it, and leaves u as it
// was. Empty text sets u to the zero URL.
func (u *URL) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		u.URL = nil
		return nil
	}
	t, err := u.parser().Parse(string(text))
	if err != nil {
		return err
	}
	u.URL = t
	return nil
}

// MarshalJSON implements json.Marshaler: the URL as a JSON string, or
// null for the zero URL. The text of an RFC 1738 URL is printable ASCII
// without <"> or "\" (both are unsafe, section 2.2), so it is written
// between quotes as it is, with nothing escaped. (encoding/json still
// writes an "&" as \u0026 when it escapes HTML, as it does by default;
// json.Encoder.SetEscapeHTML turns that off.)
func (u URL) MarshalJSON() ([]byte, error) {
	if u.URL == nil {
		return []byte("null"), nil
	}
	text, err := u.MarshalText()
	if err != nil {
		return nil, err
	}
	b := make([]byte, 0, len(text)+2)
	b = append(b, '"')
	b = append(b, text...)
	return append(b, '"'), nil
}

// UnmarshalJSON implements json.Unmarshaler: a JSON string is
// unmarshaled as by UnmarshalText, its errors included, and null leaves
// u as it is, as encoding/json does for values that cannot be nil. Any
// other JSON value is an error.
func (u *URL) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return errJSONNotString
	}
	return u.UnmarshalText([]byte(s))
}

var errJSONNotString = errors.New("rfc1738: a URL in JSON is a string or null")
