package printer_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/printer"
)

func TestFilePrint(t *testing.T) {
	p := fpathParser(t)
	tests := []struct{ in, canonical string }{
		{"file://vms.host.edu/disk$user/my/notes/note12345.txt", "file://vms.host.edu/disk$user/my/notes/note12345.txt"},
		{"file:///etc/motd", "file:///etc/motd"},
		{"file:///", "file:///"},
		{"file:////x", "file:////x"},
		// "localhost", in any case, and the empty host both name the
		// machine interpreting the URL (section 3.10): the canonical
		// form writes the empty one.
		{"file://localhost/etc/motd", "file:///etc/motd"},
		{"FILE://LocalHost/x", "file:///x"},
		// Other hosts are lower-cased, and kept.
		{"file://LocalHost.Example/x", "file://localhost.example/x"},
		{"file://127.0.0.1/x", "file://127.0.0.1/x"},
		// Segment escapes, as in ftp.
		{"file://h/%41%3b/%2f%3f%7e", "file://h/A%3B/%2F%3F%7E"},
		{"file:///A:/", "file:///A:/"},
	}
	for _, tt := range tests {
		u, cu := fpathPrint(t, p, tt.in, tt.canonical)
		a, b := u.Part.(*ast.FilePart), cu.Part.(*ast.FilePart)
		if diff := cmp.Diff(a.Segments(), b.Segments()); diff != "" || a.IsLocal() != b.IsLocal() {
			t.Errorf("%s: canonical form changed the file (-in +canonical):\n%s local %v, %v", tt.in, diff, a.IsLocal(), b.IsLocal())
		}
		if !a.IsLocal() && strings.ToLower(a.HostName()) != b.HostName() {
			t.Errorf("%s: canonical host %q, from %q", tt.in, b.HostName(), a.HostName())
		}
	}
}

// TestFilePrintNodes prints file parts a program built, in both forms.
func TestFilePrintNodes(t *testing.T) {
	host := func(name string) *ast.Host {
		return &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: ast.Text(name)}}}
	}
	path := &ast.FPath{FSegments: []*ast.FSegment{{Text: "%61"}}}
	tests := []struct {
		name           string
		node           ast.Node
		raw, canonical string
	}{
		{"empty host", &ast.FilePart{Path: path}, "///%61", "///a"},
		{"localhost", &ast.FilePart{Host: host("LOCALHOST"), Path: path}, "//LOCALHOST/%61", "///a"},
		{"host", &ast.FilePart{Host: host("H"), Path: path}, "//H/%61", "//h/a"},
		{"no path: fileurl writes the \"/\" before it", &ast.FilePart{Host: host("H")}, "//H/", "//h/"},
		{"nil part", (*ast.FilePart)(nil), "", ""},
		{"URL with nil part", &ast.URL{Scheme: &ast.Scheme{Text: "FILE"}, Part: (*ast.FilePart)(nil)}, "FILE:", "file:"},
	}
	for _, tt := range tests {
		got := []string{sprint(t, printer.RawFormat, tt.node), sprint(t, printer.CanonicalFormat, tt.node)}
		if diff := cmp.Diff([]string{tt.raw, tt.canonical}, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}
