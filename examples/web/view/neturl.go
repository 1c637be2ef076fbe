package view

import (
	"net/url"
	"strconv"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/netdiff"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// A NetURL is what Go's net/url, which follows RFC 3986, makes of the
// text that the page reads by RFC 1738, field by field, beside RFC
// 1738's reading, and why the two differ: package netdiff's comparison,
// in the Result's language.
type NetURL struct {
	// Input is the text compared: the text typed, or with a base the URL
	// it resolves to by RFC 1808, its fragment included.
	Input string `json:"input"`
	// Fields are the nine fields of net/url's URL, in its order:
	// Scheme, User, Password, Host, Port, Path, RawQuery, Fragment,
	// Opaque. Their values are quoted as a student reads them
	// (display), not as netdiff.Comparison.Fields quotes them, and each
	// is named in a student's words (Label).
	Fields []NetField `json:"fields"`
	// Accepted says whether each parser read the text as a URL;
	// Error is, when the RFC 3986 parser did not, why, in a student's
	// words (refusal), not the parser's own message.
	RFC1738 bool   `json:"rfc1738"`
	NetURL  bool   `json:"netURL"`
	Error   string `json:"error,omitempty"`
	// Agree says that the two read the text alike: the same fields, or
	// both refuse it.
	Agree bool `json:"agree"`
	// Reasons say why they differ, one sentence each, then what the RFC
	// 3986 parser does beyond RFC 3986 (netdiff.Comparison.Notes);
	// Unexplained, that a difference has no reason that package netdiff
	// knows.
	Reasons     []string `json:"reasons,omitempty"`
	Unexplained bool     `json:"unexplained,omitempty"`
	// Resolved is, with a base, the URL that net/url's ResolveReference
	// (RFC 3986 section 5) resolves the text typed to against the base,
	// "" when net/url cannot parse either; SameResolution says whether it
	// is the URL RFC 1808 gives.
	Resolved       string `json:"resolved,omitempty"`
	SameResolution bool   `json:"sameResolution,omitempty"`
	// NoReference says that RFC 1808 reads no reference in the text
	// typed (or no base URL in the base), so that there is no URL of
	// RFC 1808's to set Resolved beside.
	NoReference bool `json:"noReference,omitempty"`
	// Outside names, with NoReference, the first character of the base
	// or the reference that RFC 3986 allows nowhere there (section 2),
	// in the Result's language: where the RFC 3986 parser resolved text
	// RFC 3986 does not; "" when RFC 3986 allows every character.
	Outside string `json:"outside,omitempty"`
	// MoreAfter says, where only the RFC 3986 parser reads the text,
	// that RFC 1738 finds more than one mistake in it: the Reasons are
	// those of its first error, where it stops reading.
	MoreAfter bool `json:"moreAfter,omitempty"`
}

// A NetField is a field of net/url's URL, with its name in a student's
// words: the page shows Label, "query (after "?")", not the Go name
// RawQuery, which only its programs read (data-field).
type NetField struct {
	netdiff.Field
	Label string `json:"label"`
}

// fieldLabels are the students' words for net/url's fields, by Go name,
// in English and French.
var fieldLabels = map[string][2]string{
	"Scheme":   {"scheme", "mode"},
	"User":     {"user", "utilisateur"},
	"Password": {"password", "mot de passe"},
	"Host":     {"host", "hôte"},
	"Port":     {"port", "port"},
	"Path":     {"path", "chemin"},
	"RawQuery": {`query (after "?")`, "requête (après « ? »)"},
	"Fragment": {`fragment (after "#")`, "fragment (après « # »)"},
	"Opaque":   {`opaque part (no "//" after the scheme; RFC 2396's term)`, "partie opaque (sans « // » après le mode ; terme de la RFC 2396)"},
}

// fieldLabel returns the students' words for the field name in l: the
// name itself for a field it does not know, which a test forbids.
func fieldLabel(name string, l grammar.Lang) string {
	w, ok := fieldLabels[name]
	if !ok {
		return name
	}
	if l == grammar.French {
		return grammar.FrenchSpaces(w[1])
	}
	return w[0]
}

// netURLOf compares input, which RFC 1738's parser p read as u, or not
// (err), with net/url's reading of it.
func netURLOf(p *parser.Parser, input string, u *ast.URL, err error, l grammar.Lang) *NetURL {
	c := netdiff.Compare(input, u, err)
	return &NetURL{
		Input:       input,
		Fields:      displayFields(c.Fields(), l),
		RFC1738:     c.RFC1738 != nil,
		NetURL:      c.NetURL != nil,
		Error:       refusal(c.NetURLError, l),
		Agree:       c.Agree,
		Reasons:     append(c.Sentences(l), c.Notes(l)...),
		Unexplained: c.Unexplained,
		MoreAfter:   c.RFC1738 == nil && c.NetURL != nil && mistakes(p, input) > 1,
	}
}

// mistakes counts the edits that make input a URL of p (Fix); two when
// Fix has none to give: what follows the first error is then unread,
// and the panel says it may hold more.
func mistakes(p *parser.Parser, input string) int {
	f, err := p.Fix(input)
	if err != nil {
		return 2
	}
	return len(f.Edits)
}

// netURLResolve is net/url's resolution of ref against base (RFC 3986
// section 5), and whether it could parse both.
func netURLResolve(base, ref string) (string, bool) {
	b, err := url.Parse(base)
	if err != nil {
		return "", false
	}
	r, err := url.Parse(ref)
	if err != nil {
		return "", false
	}
	return b.ResolveReference(r).String(), true
}

// displayFields returns fields with their values, which
// netdiff.Comparison.Fields quotes as Go does, quoted as a student reads
// them (display) in l, and named in l (fieldLabel). Whether two values differ is netdiff's verdict,
// on the values themselves.
func displayFields(fields []netdiff.Field, l grammar.Lang) []NetField {
	out := make([]NetField, len(fields))
	for i, f := range fields {
		if f.HasRFC1738 {
			f.RFC1738 = redisplay(f.RFC1738, l)
		}
		if f.HasNetURL {
			f.NetURL = redisplay(f.NetURL, l)
		}
		out[i] = NetField{Field: f, Label: fieldLabel(f.Name, l)}
	}
	return out
}

// redisplay returns q, a value that strconv.Quote quoted, quoted by
// display instead; q itself if it is no such value.
func redisplay(q string, l grammar.Lang) string {
	s, err := strconv.Unquote(q)
	if err != nil {
		return q
	}
	return display(s, l)
}
