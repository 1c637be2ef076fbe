package ast

// WAISPart is the scheme part of a wais URL (section 3.9), which takes
// one of three forms:
//
//	waisurl      = waisdatabase | waisindex | waisdoc
//	waisdatabase = "wais://" hostport "/" database
//	waisindex    = "wais://" hostport "/" database "?" search
//	waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
//
// The three share their start, and what follows the database tells them
// apart: a "?" starts a search, a "/" a wtype, and the end of the URL
// leaves a database alone. database, wtype and wpath are *uchar, which
// holds neither "?" nor "/", so the choice is made at one character and
// never undone. Form reports which form a part has.
//
// Database is never nil in a parsed URL, even when empty ("wais://host/"):
// all three forms have the "/" and the database after hostport, so
// "wais://host" is not a wais URL. Search is set in the index form; WType
// and WPath are set together in the document form. A wais URL has no
// user or password: its rules say hostport, not login.
//
//rfc:1738 3.9 WAISURLP
//rfc:1738 3.9 WAISDatabaseP waisdatabase
//rfc:1738 3.9 WAISIndexP waisindex
//rfc:1738 3.9 WAISDocP waisdoc
//rfc:scheme wais 210
type WAISPart struct {
	Span
	HostPort *HostPort `parser:"'/' '/' @@ '/'"`
	Database *Database `parser:"@@"`
	Search   *Search   `parser:"( '?' @@"`
	WType    *WType    `parser:"| '/' @@ '/'"`
	WPath    *WPath    `parser:"@@ )?"`
}

// WAISForm says which of the three forms of section 3.9 a wais URL has.
type WAISForm int

const (
	// WAISDatabase designates "a WAIS database that is available for
	// searching": wais://host/database.
	WAISDatabase WAISForm = iota
	// WAISIndex designates "a particular search":
	// wais://host/database?search.
	WAISIndex
	// WAISDoc designates "a particular document within a WAIS database":
	// wais://host/database/wtype/wpath.
	WAISDoc
)

// Production returns the production of the form: WAISDatabaseP,
// WAISIndexP or WAISDocP.
func (f WAISForm) Production() Production {
	switch f {
	case WAISIndex:
		return WAISIndexP
	case WAISDoc:
		return WAISDocP
	}
	return WAISDatabaseP
}

// String returns the name of the form's production, e.g. "waisindex".
func (f WAISForm) String() string { return f.Production().Name }

// Form returns the form of the part: WAISIndex when it has a search,
// WAISDoc when it has a wtype or a wpath, and WAISDatabase otherwise.
// A tree a program built may have both a search and a document; the
// validator reports it, and Form then says WAISIndex, as String and the
// printer, which write the search, the tags' first alternative, do.
func (p *WAISPart) Form() WAISForm {
	switch {
	case p == nil:
		return WAISDatabase
	case p.Search != nil:
		return WAISIndex
	case p.WType != nil || p.WPath != nil:
		return WAISDoc
	}
	return WAISDatabase
}

// Database is the database of a wais URL:
//
//	database = *uchar
//
// It is "the name of the WAIS database being
// queried" (section 3.9). Within it "/" and "?" must be escaped, as they
// would end it.
//
//rfc:1738 3.9 DatabaseP
type Database struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape)* )"`
}

// Decoded returns the database name with its escapes decoded.
func (d *Database) Decoded() string {
	if d == nil {
		return ""
	}
	return d.Text.Decoded()
}

// WType is the type of a wais document:
//
//	wtype = *uchar
//
// It is "the WAIS designation of the type of the
// object", which many WAIS servers need before they hand out a document
// (section 3.9).
//
//rfc:1738 3.9 WTypeP
type WType struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape)* )"`
}

// Decoded returns the type with its escapes decoded.
func (w *WType) Decoded() string {
	if w == nil {
		return ""
	}
	return w.Text.Decoded()
}

// WPath is the WAIS document-id of a wais URL:
//
//	wpath = *uchar
//
// It is the document-id, "encoded as necessary"
// (section 3.9). The document-id "should be treated opaquely"; a "/" in
// it is escaped, so one wpath is one id, never a path to split.
//
//rfc:1738 3.9 WPathP
type WPath struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape)* )"`
}

// Decoded returns the document-id with its escapes decoded: the bytes to
// send to the server.
func (w *WPath) Decoded() string {
	if w == nil {
		return ""
	}
	return w.Text.Decoded()
}

// HostPortPart returns the hostport, for URL.HostPort.
func (p *WAISPart) HostPortPart() *HostPort {
	if p == nil {
		return nil
	}
	return p.HostPort
}
