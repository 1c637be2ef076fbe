package parser

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
)

// prosperoView is what the tests pin of a parsed prospero URL.
type prosperoView struct {
	Host, Port string
	HSOName    string
	Segments   []string
	Fields     []ast.ProsperoField
	Raw        []ast.ProsperoField
}

// prosperoPairs returns the fields of name, value, name, value...
func prosperoPairs(nameValues ...string) []ast.ProsperoField {
	var out []ast.ProsperoField
	for i := 0; i+1 < len(nameValues); i += 2 {
		out = append(out, ast.ProsperoField{Name: nameValues[i], Value: nameValues[i+1]})
	}
	return out
}

func viewProspero(u *ast.URL) prosperoView {
	p := u.Part.(*ast.ProsperoPart)
	v := prosperoView{
		Host:     p.HostPort.Host.String(),
		HSOName:  p.HSOName(),
		Segments: p.Path.DecodedSegments(),
		Fields:   p.DecodedFields(),
		Raw:      p.RawFields(),
	}
	if p.HostPort.Port != nil {
		v.Port = p.HostPort.Port.String()
	}
	return v
}

func TestProsperoValid(t *testing.T) {
	p := schemesParser(t, prosperoScheme)
	tests := []struct {
		in   string
		want prosperoView
	}{
		// Section 3.11's example: "many <hsoname>s begin with a slash, in
		// which case the host or port will be followed by a double
		// slash", and it designates "/pros/name".
		{"prospero://host.dom//pros/name", prosperoView{Host: "host.dom", HSOName: "/pros/name", Segments: []string{"", "pros", "name"}}},
		// Section 3.11's form, filled in, with the field it names.
		{"prospero://host.dom:1525/pros/name;OBJECT-VERSION=2", prosperoView{Host: "host.dom", Port: "1525", HSOName: "pros/name", Segments: []string{"pros", "name"},
			Fields: prosperoPairs("OBJECT-VERSION", "2"), Raw: prosperoPairs("OBJECT-VERSION", "2")}},
		// Fields keep their order; names and values decode.
		{"prospero://h/x;b=2;a=1;c%3D=%3B", prosperoView{Host: "h", HSOName: "x", Segments: []string{"x"},
			Fields: prosperoPairs("b", "2", "a", "1", "c=", ";"), Raw: prosperoPairs("b", "2", "a", "1", "c%3D", "%3B")}},
		// An escaped ";" is part of the hsoname (section 3.11: ";" "may
		// not appear without quoting in the <hsoname>"); an escaped "/"
		// stays in its segment.
		{"prospero://h/a%3Bb/c%2Fd", prosperoView{Host: "h", HSOName: "a;b/c/d", Segments: []string{"a;b", "c/d"}}},
		// A segment may hold "?", ":", "@", "&" and "="; a field name or
		// value all of them but "=".
		{"prospero://h/a?b=c:d@e&f;n?:@&=v?:@&", prosperoView{Host: "h", HSOName: "a?b=c:d@e&f", Segments: []string{"a?b=c:d@e&f"},
			Fields: prosperoPairs("n?:@&", "v?:@&"), Raw: prosperoPairs("n?:@&", "v?:@&")}},
		// An empty value is a value; empty segments are segments.
		{"prospero://h/a//;n=", prosperoView{Host: "h", HSOName: "a//", Segments: []string{"a", "", ""}, Fields: prosperoPairs("n", ""), Raw: prosperoPairs("n", "")}},
		{"PROSPERO://10.0.0.1:99/x", prosperoView{Host: "10.0.0.1", Port: "99", HSOName: "x", Segments: []string{"x"}}},
	}
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		checkPrintsBack(t, tt.in, u)
		if diff := cmp.Diff(tt.want, viewProspero(u)); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.in, diff)
		}
		if port, ok := u.DefaultPort(); !ok || port != 1525 {
			t.Errorf("%q: DefaultPort() = %d, %v", tt.in, port, ok)
		}
		if u.Login() != nil {
			t.Errorf("%q: a prospero URL has a login", tt.in)
		}
		if list := p.Validate(u); len(list) != 0 {
			t.Errorf("%q: Validate: %v", tt.in, list)
		}
	}
}

func TestProsperoWalk(t *testing.T) {
	u, err := schemesParser(t, prosperoScheme).Parse("prospero://h:1//p;n=v")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"genericurl", "scheme", "prosperourl", "hostport", "host", "hostname", "toplabel", "port",
		"ppath", "psegment", "psegment", "fieldspec", "fieldname", "fieldvalue"}
	if diff := cmp.Diff(want, walkedProductions(u)); diff != "" {
		t.Errorf("walk (-want +got):\n%s", diff)
	}
}

func TestProsperoInvalid(t *testing.T) {
	p := schemesParser(t, prosperoScheme)
	tests := []struct {
		in   string
		want pinnedDiag
	}{
		// hostport "/" ppath: the "/" is required.
		{"prospero://h", pinnedDiag{12, "prosperourl", "", SeverityError}},
		{"prospero://", pinnedDiag{11, "host", "", SeverityError}},
		{"prospero:h/x", pinnedDiag{9, "prosperourl", "h", SeverityError}},
		// "No username or password is allowed."
		{"prospero://u@h/x", pinnedDiag{12, "prosperourl", "@", SeverityError}},
		// After ":" only a port's digits can come.
		{"prospero://u:p@h/x", pinnedDiag{13, "port", "p", SeverityError}},
		// A segment holds no unsafe character.
		{"prospero://h/a b", pinnedDiag{14, "prosperourl", " ", SeverityError}},
		{"prospero://h/a%2", pinnedDiag{16, "escape", "", SeverityError}},
		// fieldspec = ";" fieldname "=" fieldvalue: the "=" is required,
		// and a name or value holds no "=". After a value, a ";" may start
		// another fieldspec, so the error there is prosperourl's.
		{"prospero://h/a;", pinnedDiag{15, "fieldspec", "", SeverityError}},
		{"prospero://h/a;b", pinnedDiag{16, "fieldspec", "", SeverityError}},
		{"prospero://h/a;b/c=d", pinnedDiag{16, "fieldspec", "/", SeverityError}},
		{"prospero://h/a;b=c=d", pinnedDiag{18, "prosperourl", "=", SeverityError}},
		{"prospero://h/a;b=c/d", pinnedDiag{18, "prosperourl", "/", SeverityError}},
		{"prospero://h/a;b=c d", pinnedDiag{18, "prosperourl", " ", SeverityError}},
		{"prospero://h/a;b=c;", pinnedDiag{19, "fieldspec", "", SeverityError}},
	}
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err == nil {
			t.Errorf("%q: parsed as %q", tt.in, u.String())
			continue
		}
		// Every error names the scheme's production besides its own.
		if e := (*Error)(nil); errors.As(err, &e) && e.Scheme != ast.ProsperoURLP {
			t.Errorf("%q: error in scheme %q", tt.in, e.Scheme.Name)
		}
		if diff := cmp.Diff([]pinnedDiag{tt.want}, pinDiags(t, err)); diff != "" {
			t.Errorf("%q (-want +got):\n%s\n%v", tt.in, diff, err)
		}
	}
}

func TestProsperoWarnings(t *testing.T) {
	p := schemesParser(t, prosperoScheme)
	tests := []struct {
		in   string
		want []pinnedDiag
	}{
		{"prospero://h/", []pinnedDiag{{13, "ppath", "", SeverityWarning}}},
		{"prospero://h/;n=v", []pinnedDiag{{13, "ppath", "", SeverityWarning}}},
		{"prospero://h/a;=v", []pinnedDiag{{14, "fieldspec", ";=v", SeverityWarning}}},
		{"prospero://h/a;=v;=w", []pinnedDiag{{14, "fieldspec", ";=v", SeverityWarning}, {17, "fieldspec", ";=w", SeverityWarning}}},
		// A name given twice, compared decoded; case counts.
		{"prospero://h/a;b=c;b=d", []pinnedDiag{{18, "fieldspec", ";b=d", SeverityWarning}}},
		{"prospero://h/a;b=c;%62=d;B=e", []pinnedDiag{{18, "fieldspec", ";%62=d", SeverityWarning}}},
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

// TestProsperoValidateBuilt runs the validator on its own over trees
// built by hand.
func TestProsperoValidateBuilt(t *testing.T) {
	host := func() *ast.HostPort {
		return &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "h"}}}}
	}
	path := func(segs ...string) *ast.PPath {
		p := &ast.PPath{}
		for _, s := range segs {
			p.Segments = append(p.Segments, &ast.PSegment{Text: ast.Text(s)})
		}
		return p
	}
	field := func(n, v string) *ast.FieldSpec {
		return &ast.FieldSpec{Name: &ast.FieldName{Text: ast.Text(n)}, Value: &ast.FieldValue{Text: ast.Text(v)}}
	}
	tests := []struct {
		name string
		part ast.SchemePart
		want []pinnedDiag
	}{
		{"valid", &ast.ProsperoPart{HostPort: host(), Path: path("", "a"), Fields: []*ast.FieldSpec{field("n", "v"), nil}}, nil},
		{"other part", &ast.IPSchemePart{}, []pinnedDiag{{9, "prosperourl", "", SeverityError}}},
		{"nil part", (*ast.ProsperoPart)(nil), []pinnedDiag{{9, "prosperourl", "", SeverityError}}},
		{"no hostport", &ast.ProsperoPart{Path: path("a")}, []pinnedDiag{{0, "prosperourl", "", SeverityError}}},
		{"no path", &ast.ProsperoPart{HostPort: host()}, []pinnedDiag{{0, "prosperourl", "", SeverityError}}},
		{"; in segment", &ast.ProsperoPart{HostPort: host(), Path: path("a;b")}, []pinnedDiag{{1, "psegment", ";", SeverityError}}},
		{"/ in segment", &ast.ProsperoPart{HostPort: host(), Path: path("a/b")}, []pinnedDiag{{1, "psegment", "/", SeverityError}}},
		{"= in name", &ast.ProsperoPart{HostPort: host(), Path: path("a"), Fields: []*ast.FieldSpec{field("a=b", "v")}}, []pinnedDiag{{1, "fieldname", "=", SeverityError}}},
		{"; in value", &ast.ProsperoPart{HostPort: host(), Path: path("a"), Fields: []*ast.FieldSpec{field("n", "v;w")}}, []pinnedDiag{{1, "fieldvalue", ";", SeverityError}}},
		{"nil name", &ast.ProsperoPart{HostPort: host(), Path: path("a"), Fields: []*ast.FieldSpec{{Value: &ast.FieldValue{Text: "v"}}}}, []pinnedDiag{{0, "fieldspec", ";=v", SeverityWarning}}},
		{"empty path", &ast.ProsperoPart{HostPort: host(), Path: path()}, []pinnedDiag{{0, "ppath", "", SeverityWarning}}},
	}
	for _, tt := range tests {
		u := &ast.URL{Scheme: &ast.Scheme{Span: ast.At(0, 8), Text: "prospero"}, Part: tt.part}
		var got []pinnedDiag
		if list := builtinValidator("prospero")(u); len(list) > 0 {
			got = pinDiags(t, list)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestProsperoAccessors(t *testing.T) {
	u, err := schemesParser(t, prosperoScheme).Parse("prospero://h/x;a=1;b=2;a=3")
	if err != nil {
		t.Fatal(err)
	}
	p := u.Part.(*ast.ProsperoPart)
	if v, ok := p.Field("a"); !ok || v != "1" {
		t.Errorf(`Field("a") = %q, %v; want the first, "1"`, v, ok)
	}
	if _, ok := p.Field("A"); ok {
		t.Error(`Field("A") found a field named "a"`)
	}
	var nilPart *ast.ProsperoPart
	if nilPart.String() != "" || nilPart.Children() != nil || nilPart.HSOName() != "" || nilPart.DecodedFields() != nil {
		t.Error("a nil *ProsperoPart is not empty")
	}
	if _, ok := nilPart.Field("a"); ok {
		t.Error("a nil *ProsperoPart has a field")
	}
	if port, ok := nilPart.DefaultPort(); !ok || port != 1525 {
		t.Errorf("DefaultPort() = %d, %v", port, ok)
	}
	// Nil children of a built tree print as empty, keeping their
	// delimiters, and are left out of the walk.
	built := &ast.ProsperoPart{
		Path:   &ast.PPath{Segments: []*ast.PSegment{nil, {Text: "a"}}},
		Fields: []*ast.FieldSpec{nil, {Name: &ast.FieldName{Text: "n"}}},
	}
	if got := built.String(); got != "////a;n=" {
		t.Errorf("String() = %q", got)
	}
	if got := built.Path.DecodedSegments(); !cmp.Equal(got, []string{"", "a"}) {
		t.Errorf("DecodedSegments() = %q", got)
	}
	if n := len(built.Children()); n != 2 {
		t.Errorf("%d children, want the path and one field", n)
	}
	if got := built.RawFields(); !cmp.Equal(got, []ast.ProsperoField{{Name: "n"}}) {
		t.Errorf("RawFields() = %q", got)
	}
}

// TestProsperoLong checks that a long prospero URL parses, each part
// read once.
func TestProsperoLong(t *testing.T) {
	in := "prospero://h/" + strings.Repeat("a/", 5000) + strings.Repeat(";n=v", 5000)
	u, err := schemesParser(t, prosperoScheme).Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(u.Part.(*ast.ProsperoPart).Fields); n != 5000 {
		t.Errorf("%d fields", n)
	}
}
