package parser

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
)

// waisView is what the tests pin of a parsed wais URL; the pointers are
// nil for absent parts.
type waisView struct {
	Form                           string
	Host, Port                     string
	Database, Search, WType, WPath *string
}

func viewWAIS(u *ast.URL) waisView {
	p := u.Part.(*ast.WAISPart)
	v := waisView{Form: p.Form().String(), Host: p.HostPort.Host.String()}
	if p.HostPort.Port != nil {
		v.Port = p.HostPort.Port.String()
	}
	decoded := func(present bool, d func() string) *string {
		if !present {
			return nil
		}
		s := d()
		return &s
	}
	v.Database = decoded(p.Database != nil, func() string { return p.Database.Decoded() })
	v.Search = decoded(p.Search != nil, func() string { return p.Search.Decoded() })
	v.WType = decoded(p.WType != nil, func() string { return p.WType.Decoded() })
	v.WPath = decoded(p.WPath != nil, func() string { return p.WPath.Decoded() })
	return v
}

func waisStr(s string) *string { return &s }

func TestWAISValid(t *testing.T) {
	p := schemesParser(t, waisScheme)
	tests := []struct {
		in   string
		want waisView
	}{
		// Section 3.9's three forms, filled in.
		{"wais://host.dom:210/db", waisView{Form: "waisdatabase", Host: "host.dom", Port: "210", Database: waisStr("db")}},
		{"wais://host.dom/db?query", waisView{Form: "waisindex", Host: "host.dom", Database: waisStr("db"), Search: waisStr("query")}},
		{"wais://host.dom/db/TEXT/doc-id", waisView{Form: "waisdoc", Host: "host.dom", Database: waisStr("db"), WType: waisStr("TEXT"), WPath: waisStr("doc-id")}},
		// RFC 1630's example, and the other URLs of the conformance corpus.
		{"wais://quake.think.com/wais-discussion-archives?lynch", waisView{Form: "waisindex", Host: "quake.think.com", Database: waisStr("wais-discussion-archives"), Search: waisStr("lynch")}},
		{"wais://web.net/db", waisView{Form: "waisdatabase", Host: "web.net", Database: waisStr("db")}},
		{"wais://web.net/db?query", waisView{Form: "waisindex", Host: "web.net", Database: waisStr("db"), Search: waisStr("query")}},
		{"wais://host/database/wt/wpath", waisView{Form: "waisdoc", Host: "host", Database: waisStr("database"), WType: waisStr("wt"), WPath: waisStr("wpath")}},
		{"wais://host/foo/bar/wpath", waisView{Form: "waisdoc", Host: "host", Database: waisStr("foo"), WType: waisStr("bar"), WPath: waisStr("wpath")}},
		{"wais://host/foo/wt/wpath", waisView{Form: "waisdoc", Host: "host", Database: waisStr("foo"), WType: waisStr("wt"), WPath: waisStr("wpath")}},
		// Escapes decode; a "/" or "?" in a part is escaped.
		{"wais://h/d%2Fb/t%3F/%2Fid%20x", waisView{Form: "waisdoc", Host: "h", Database: waisStr("d/b"), WType: waisStr("t?"), WPath: waisStr("/id x")}},
		{"wais://h/db?a;b:c@d&e=f%2F", waisView{Form: "waisindex", Host: "h", Database: waisStr("db"), Search: waisStr("a;b:c@d&e=f/")}},
		{"wais://1.2.3.4/$-_.+!*'(),", waisView{Form: "waisdatabase", Host: "1.2.3.4", Database: waisStr("$-_.+!*'(),")}},
		// An empty search is present.
		{"wais://h/db?", waisView{Form: "waisindex", Host: "h", Database: waisStr("db"), Search: waisStr("")}},
		{"WAIS://H/db", waisView{Form: "waisdatabase", Host: "H", Database: waisStr("db")}},
	}
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		checkPrintsBack(t, tt.in, u)
		if diff := cmp.Diff(tt.want, viewWAIS(u)); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.in, diff)
		}
		if port, ok := u.DefaultPort(); !ok || port != 210 {
			t.Errorf("%q: DefaultPort() = %d, %v", tt.in, port, ok)
		}
		if u.Login() != nil {
			t.Errorf("%q: a wais URL has a login", tt.in)
		}
		if list := p.Validate(u); len(list) != 0 {
			t.Errorf("%q: Validate: %v", tt.in, list)
		}
	}
}

func TestWAISWalk(t *testing.T) {
	p := schemesParser(t, waisScheme)
	for in, want := range map[string][]string{
		"wais://h:1/d":         {"genericurl", "scheme", "waisurl", "hostport", "host", "hostname", "toplabel", "port", "database"},
		"wais://h/d?s":         {"genericurl", "scheme", "waisurl", "hostport", "host", "hostname", "toplabel", "database", "search"},
		"wais://1.2.3.4/d/t/p": {"genericurl", "scheme", "waisurl", "hostport", "host", "hostnumber", "digits", "digits", "digits", "digits", "database", "wtype", "wpath"},
	} {
		u, err := p.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, walkedProductions(u)); diff != "" {
			t.Errorf("%q (-want +got):\n%s", in, diff)
		}
	}
}

func TestWAISInvalid(t *testing.T) {
	p := schemesParser(t, waisScheme)
	tests := []struct {
		in   string
		want pinnedDiag
	}{
		// Every form has "/" database after hostport: a wais URL with
		// nothing after the host is none of them.
		{"wais://host", pinnedDiag{11, "waisurl", "", SeverityError}},
		{"wais://", pinnedDiag{7, "host", "", SeverityError}},
		{"wais:host/db", pinnedDiag{5, "waisurl", "h", SeverityError}},
		// No user or password: hostport, not login. The "@" is read as
		// a character the host name cannot hold.
		{"wais://u@h/db", pinnedDiag{8, "waisurl", "@", SeverityError}},
		// A port after ":" is required. participle backs out of the
		// optional port to the ":", and the error is reported there.
		{"wais://host:/db", pinnedDiag{12, "port", "/", SeverityError}},
		// database, wtype and wpath are *uchar: no reserved or unsafe
		// character unescaped.
		{"wais://h/d b", pinnedDiag{10, "waisurl", " ", SeverityError}},
		{"wais://h/d;b", pinnedDiag{10, "waisurl", ";", SeverityError}},
		{"wais://h/db/t;x/p", pinnedDiag{13, "waisurl", ";", SeverityError}},
		{"wais://h/db/t/p/q", pinnedDiag{15, "wpath", "/", SeverityError}},
		{"wais://host/db/t/p?q", pinnedDiag{18, "wpath", "?", SeverityError}},
		{"wais://h/d%zz", pinnedDiag{11, "escape", "z", SeverityError}},
		{"wais://host/db/t/p%", pinnedDiag{19, "escape", "", SeverityError}},
		// A document needs both "/" wtype and "/" wpath.
		{"wais://h/db/t", pinnedDiag{13, "waisurl", "", SeverityError}},
		// A search is not followed by a document, and holds no "/" or "?".
		{"wais://host/db?x/t/p", pinnedDiag{16, "search", "/", SeverityError}},
		{"wais://h/db?a?b", pinnedDiag{13, "search", "?", SeverityError}},
	}
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err == nil {
			t.Errorf("%q: parsed as %q", tt.in, u.String())
			continue
		}
		// Every error names the scheme's production besides its own.
		if e := (*Error)(nil); errors.As(err, &e) && e.Scheme != ast.WAISURLP {
			t.Errorf("%q: error in scheme %q", tt.in, e.Scheme.Name)
		}
		if diff := cmp.Diff([]pinnedDiag{tt.want}, pinDiags(t, err)); diff != "" {
			t.Errorf("%q (-want +got):\n%s\n%v", tt.in, diff, err)
		}
	}
}

func TestWAISWarnings(t *testing.T) {
	p := schemesParser(t, waisScheme)
	tests := []struct {
		in   string
		want []pinnedDiag
	}{
		{"wais://host/", []pinnedDiag{{12, "database", "", SeverityWarning}}},
		{"wais://host/?q", []pinnedDiag{{12, "database", "", SeverityWarning}}},
		{"wais://h//t/p", []pinnedDiag{{9, "database", "", SeverityWarning}}},
		{"wais://h/db//", []pinnedDiag{{12, "wtype", "", SeverityWarning}, {13, "wpath", "", SeverityWarning}}},
		{"wais://host/db/t/", []pinnedDiag{{17, "wpath", "", SeverityWarning}}},
		{"wais://h:70000/db", []pinnedDiag{{9, "port", "70000", SeverityWarning}}},
	}
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		if diff := cmp.Diff(tt.want, pinDiags(t, p.Validate(u))); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestWAISValidateBuilt runs the validator on its own over trees built by
// hand.
func TestWAISValidateBuilt(t *testing.T) {
	host := func() *ast.HostPort {
		return &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "h"}}}}
	}
	db := func() *ast.Database { return &ast.Database{Text: "db"} }
	tests := []struct {
		name string
		part ast.SchemePart
		want []pinnedDiag
	}{
		{"database", &ast.WAISPart{HostPort: host(), Database: db()}, nil},
		{"index", &ast.WAISPart{HostPort: host(), Database: db(), Search: &ast.Search{Text: "a=b"}}, nil},
		{"doc", &ast.WAISPart{HostPort: host(), Database: db(), WType: &ast.WType{Text: "t"}, WPath: &ast.WPath{Text: "p"}}, nil},
		{"other part", &ast.OpaquePart{}, []pinnedDiag{{5, "waisurl", "", SeverityError}}},
		{"nil part", (*ast.WAISPart)(nil), []pinnedDiag{{5, "waisurl", "", SeverityError}}},
		{"no hostport", &ast.WAISPart{Database: db()}, []pinnedDiag{{0, "waisurl", "", SeverityError}}},
		{"no host", &ast.WAISPart{HostPort: &ast.HostPort{Port: &ast.Port{Text: "1"}}, Database: db()}, []pinnedDiag{{0, "host", ":1", SeverityError}}},
		{"no database", &ast.WAISPart{HostPort: host()}, []pinnedDiag{{0, "waisurl", "", SeverityError}}},
		{"search and doc", &ast.WAISPart{HostPort: host(), Database: db(), Search: &ast.Search{Text: "q"}, WType: &ast.WType{Text: "t"}, WPath: &ast.WPath{Text: "p"}},
			[]pinnedDiag{{0, "waisurl", "q", SeverityError}}},
		{"wtype alone", &ast.WAISPart{HostPort: host(), Database: db(), WType: &ast.WType{Text: "t"}}, []pinnedDiag{{0, "waisdoc", "t", SeverityError}}},
		{"wpath alone", &ast.WAISPart{HostPort: host(), Database: db(), WPath: &ast.WPath{Text: "p"}}, []pinnedDiag{{0, "waisdoc", "p", SeverityError}}},
		{"/ in database", &ast.WAISPart{HostPort: host(), Database: &ast.Database{Span: ast.At(12, 15), Text: "a/b"}}, []pinnedDiag{{13, "database", "/", SeverityError}}},
		{"? in wpath", &ast.WAISPart{HostPort: host(), Database: db(), WType: &ast.WType{Text: "t"}, WPath: &ast.WPath{Text: "p?"}}, []pinnedDiag{{1, "wpath", "?", SeverityError}}},
		{"/ in search", &ast.WAISPart{HostPort: host(), Database: db(), Search: &ast.Search{Text: "a/b"}}, []pinnedDiag{{1, "search", "/", SeverityError}}},
		{"space in wtype", &ast.WAISPart{HostPort: host(), Database: db(), WType: &ast.WType{Text: "a b"}, WPath: &ast.WPath{Text: "p"}}, []pinnedDiag{{1, "wtype", " ", SeverityError}}},
		{"empty database", &ast.WAISPart{HostPort: host(), Database: &ast.Database{}}, []pinnedDiag{{0, "database", "", SeverityWarning}}},
	}
	for _, tt := range tests {
		u := &ast.URL{Scheme: &ast.Scheme{Span: ast.At(0, 4), Text: "wais"}, Part: tt.part}
		var got []pinnedDiag
		if list := builtinValidator("wais")(u); len(list) > 0 {
			got = pinDiags(t, list)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestWAISAccessors(t *testing.T) {
	var nilPart *ast.WAISPart
	if nilPart.String() != "" || nilPart.Children() != nil || nilPart.Form() != ast.WAISDatabase {
		t.Error("a nil *WAISPart is not empty")
	}
	if port, ok := nilPart.DefaultPort(); !ok || port != 210 {
		t.Errorf("DefaultPort() = %d, %v", port, ok)
	}
	// A built part with a search and a document is printed, and has the
	// form, of an index: the validator reports the document.
	p := &ast.WAISPart{Database: &ast.Database{Text: "d"}, Search: &ast.Search{Text: "q"}, WType: &ast.WType{Text: "t"}, WPath: &ast.WPath{}}
	if got := p.String(); got != "///d?q" || p.Form() != ast.WAISIndex {
		t.Errorf("String() = %q, Form() = %v", got, p.Form())
	}
	// A built document without its wpath prints it empty, so that it
	// reads back as a document; one without its wtype, which the wpath
	// follows in waisdoc, prints neither (the validator reports both).
	p = &ast.WAISPart{Database: &ast.Database{Text: "d"}, WType: &ast.WType{Text: "t"}}
	if got := p.String(); got != "///d/t/" || p.Form() != ast.WAISDoc {
		t.Errorf("String() = %q, Form() = %v", got, p.Form())
	}
	p = &ast.WAISPart{Database: &ast.Database{Text: "d"}, WPath: &ast.WPath{Text: "p"}}
	if got := p.String(); got != "///d" {
		t.Errorf("String() = %q, want the database alone", got)
	}
	for f, want := range map[ast.WAISForm]ast.Production{ast.WAISDatabase: ast.WAISDatabaseP, ast.WAISIndex: ast.WAISIndexP, ast.WAISDoc: ast.WAISDocP} {
		if f.Production() != want || f.String() != want.Name {
			t.Errorf("form %d: %v, %q", f, f.Production(), f.String())
		}
	}
}

// TestWAISLong checks that a long wais URL parses, each part read once.
func TestWAISLong(t *testing.T) {
	long := strings.Repeat("a%20", 5000)
	in := "wais://h/" + long + "/" + long + "/" + long
	u, err := schemesParser(t, waisScheme).Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	if got := u.Part.(*ast.WAISPart).WPath.Decoded(); got != strings.Repeat("a ", 5000) {
		t.Errorf("wpath decoded to %d bytes", len(got))
	}
}
