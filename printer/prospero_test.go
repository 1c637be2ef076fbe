package printer_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/printer"
)

// prosperoMeaning is what a prospero URL says: its hsoname and its
// fields, decoded, in order.
func prosperoMeaning(u *ast.URL) (string, []ast.ProsperoField) {
	p := u.Part.(*ast.ProsperoPart)
	return p.HSOName(), p.DecodedFields()
}

func TestProsperoPrint(t *testing.T) {
	p := telnetWAISProsperoParser(t)
	tests := []struct{ in, canonical string }{
		{"prospero://host.dom//pros/name", "prospero://host.dom//pros/name"},
		{"PROSPERO://Host.Dom:1525//pros/name;field=value", "prospero://host.dom//pros/name;field=value"},
		{"prospero://h:1526/x", "prospero://h:1526/x"},
		// Escapes of unreserved characters decode; ";", "=" and "/"
		// stay escaped. Field names keep their case, and the fields
		// their order.
		{"prospero://h/%61%3b%2f;OBJECT-VERSION=%32;b%3d=%3B", "prospero://h/a%3B%2F;OBJECT-VERSION=2;b%3D=%3B"},
		{"prospero://h/a?b=c:d@e&f;n?:@&=v?:@&", "prospero://h/a?b=c:d@e&f;n?:@&=v?:@&"},
		{"prospero://h/", "prospero://h/"},
		{"prospero://h/a//;=", "prospero://h/a//;="},
	}
	for _, tt := range tests {
		u, cu := checkSchemeCanonical(t, p, tt.in, tt.canonical)
		name, fields := prosperoMeaning(u)
		cname, cfields := prosperoMeaning(cu)
		if name != cname || !cmp.Equal(fields, cfields) {
			t.Errorf("%q: the canonical form means %q %v, the input %q %v", tt.in, cname, cfields, name, fields)
		}
	}
}

func TestProsperoPrintBuilt(t *testing.T) {
	tests := []struct {
		name           string
		node           ast.Node
		raw, canonical string
	}{
		{"nil part", &ast.URL{Scheme: &ast.Scheme{Text: "prospero"}, Part: (*ast.ProsperoPart)(nil)}, "prospero:", "prospero:"},
		{"empty part", &ast.ProsperoPart{}, "///", "///"},
		{"url", &ast.URL{Scheme: &ast.Scheme{Text: "Prospero"}, Part: &ast.ProsperoPart{
			HostPort: hostPort("H", "1525"),
			Path:     &ast.PPath{Segments: []*ast.PSegment{{}, {Text: "%41"}}},
			Fields:   []*ast.FieldSpec{{Name: &ast.FieldName{Text: "n"}, Value: &ast.FieldValue{Text: "%7e"}}},
		}}, "Prospero://H:1525//%41;n=%7e", "prospero://h//A;n=%7E"},
		// Nil segments are empty, keeping their slashes; a nil field is
		// absent; a nil name or value is empty.
		{"nils", &ast.ProsperoPart{
			Path:   &ast.PPath{Segments: []*ast.PSegment{nil, nil}},
			Fields: []*ast.FieldSpec{nil, {Value: &ast.FieldValue{Text: "v"}}, {Name: &ast.FieldName{Text: "n"}}},
		}, "////;=v;n=", "////;=v;n="},
		{"ppath", &ast.PPath{Segments: []*ast.PSegment{{Text: "a"}, {Text: "%62"}}}, "a/%62", "a/b"},
		{"psegment", &ast.PSegment{Text: "%3d"}, "%3d", "%3D"},
		{"fieldspec", &ast.FieldSpec{Name: &ast.FieldName{Text: "%4e"}, Value: &ast.FieldValue{Text: "%3b"}}, ";%4e=%3b", ";N=%3B"},
		{"fieldname", &ast.FieldName{Text: "%41"}, "%41", "A"},
		{"fieldvalue", &ast.FieldValue{Text: "%41"}, "%41", "A"},
	}
	for _, tt := range tests {
		got := []string{sprint(t, printer.RawFormat, tt.node), sprint(t, printer.CanonicalFormat, tt.node)}
		if diff := cmp.Diff([]string{tt.raw, tt.canonical}, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}
