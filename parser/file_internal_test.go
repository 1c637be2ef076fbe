package parser

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// fileParser returns a parser that reads file URLs by fileurl.
func fileParser(t testing.TB) *Parser {
	t.Helper()
	p, err := New(WithScheme(replacing(withValidator(fileScheme))))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// fileView is what a file URL says, through the typed accessors.
type fileView struct {
	Host     string // HostName(): "" when empty
	HasHost  bool   // whether a host is written
	Local    bool
	Path     string // raw fpath
	Segments []string
}

func viewFile(t *testing.T, u *ast.URL) fileView {
	t.Helper()
	part, ok := u.Part.(*ast.FilePart)
	if !ok {
		t.Fatalf("%q: part is %T, want *ast.FilePart", u, u.Part)
	}
	return fileView{Host: part.HostName(), HasHost: part.Host != nil, Local: part.IsLocal(), Path: part.Path.String(), Segments: part.Segments()}
}

// TestFileValid parses the RFC's file example and valid boundary cases
// of fileurl, and reads them through the accessors.
func TestFileValid(t *testing.T) {
	p := fileParser(t)
	tests := []struct {
		in   string
		want fileView
	}{
		// Section 3.10's example.
		{"file://vms.host.edu/disk$user/my/notes/note12345.txt", fileView{Host: "vms.host.edu", HasHost: true, Path: "disk$user/my/notes/note12345.txt",
			Segments: []string{"disk$user", "my", "notes", "note12345.txt"}}},
		// The empty host and "localhost" name the local machine; the
		// latter is read as a host name, in any case.
		{"file:///etc/motd", fileView{Local: true, Path: "etc/motd", Segments: []string{"etc", "motd"}}},
		{"file://localhost/etc/motd", fileView{Host: "localhost", HasHost: true, Local: true, Path: "etc/motd", Segments: []string{"etc", "motd"}}},
		{"file://LocalHost/x", fileView{Host: "LocalHost", HasHost: true, Local: true, Path: "x", Segments: []string{"x"}}},
		{"file://localhost.example/x", fileView{Host: "localhost.example", HasHost: true, Path: "x", Segments: []string{"x"}}},
		{"file://localhosts/x", fileView{Host: "localhosts", HasHost: true, Path: "x", Segments: []string{"x"}}},
		{"file://127.0.0.1/x", fileView{Host: "127.0.0.1", HasHost: true, Path: "x", Segments: []string{"x"}}},
		// fpath: may be one empty segment, and segments may be empty.
		{"file:///", fileView{Local: true, Path: "", Segments: []string{""}}},
		{"file:////x", fileView{Local: true, Path: "/x", Segments: []string{"", "x"}}},
		{"file://h//", fileView{Host: "h", HasHost: true, Path: "/", Segments: []string{"", ""}}},
		{"file:///a/b/", fileView{Local: true, Path: "a/b/", Segments: []string{"a", "b", ""}}},
		// fsegment: "?", ":", "@", "&", "=" unescaped; escapes decoded
		// after splitting.
		{"file:///A:/", fileView{Local: true, Path: "A:/", Segments: []string{"A:", ""}}},
		{"file://h/fseg/fs?g/fseg", fileView{Host: "h", HasHost: true, Path: "fseg/fs?g/fseg", Segments: []string{"fseg", "fs?g", "fseg"}}},
		{"file:///?:@&=$-_.+!*'(),", fileView{Local: true, Path: "?:@&=$-_.+!*'(),", Segments: []string{"?:@&=$-_.+!*'(),"}}},
		{"file://h/%3B/%2F%3f%23%25", fileView{Host: "h", HasHost: true, Path: "%3B/%2F%3f%23%25", Segments: []string{";", "/?#%"}}},
	}
	for _, tt := range tests {
		u := fpathParse(t, p, tt.in)
		if diff := cmp.Diff(tt.want, viewFile(t, u)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.in, diff)
		}
		if port, ok := u.DefaultPort(); ok {
			t.Errorf("%s: DefaultPort() = %d, true; file has fpathNone", tt.in, port)
		}
		if u.Login() != nil {
			t.Errorf("%s: Login() = %v; file has fpathNone", tt.in, u.Login())
		}
		if list := p.Validate(u); len(list) != 0 {
			t.Errorf("%s: %v", tt.in, list)
		}
	}
}

// TestFileInvalid checks the error of each way a file URL can break its
// production.
func TestFileInvalid(t *testing.T) {
	p := fileParser(t)
	tests := []struct {
		in   string
		want fpathErr
	}{
		// "file://" is required, and so is the "/" before the path.
		{"file:", fpathErr{5, "fileurl", ""}},
		{"file:a", fpathErr{5, "fileurl", "a"}},
		{"file:/a", fpathErr{6, "fileurl", "a"}},
		{"file://", fpathErr{7, "fileurl", ""}},
		{"file://h", fpathErr{8, "fileurl", ""}},
		{"file://localhost", fpathErr{16, "fileurl", ""}},
		{"file://hello.html", fpathErr{17, "fileurl", ""}},
		// The host is a host: no login, no port, no trailing dot.
		{"file://localhost:30/file", fpathErr{16, "fileurl", ":"}},
		{"file://A:relative/", fpathErr{8, "fileurl", ":"}},
		{"file://u@h/", fpathErr{8, "fileurl", "@"}},
		{"file://h./x", fpathErr{9, "hostname", "/"}},
		{"file://1.2.3/x", fpathErr{12, "host", "/"}},
		{"file://-h/x", fpathErr{7, "fileurl", "-"}},
		// fsegment: no ";" (and so no typecode), no unsafe characters.
		{"file:///a;b", fpathErr{9, "fpath", ";"}},
		{"file:///a;type=a", fpathErr{9, "fpath", ";"}},
		{"file:///a b", fpathErr{9, "fpath", " "}},
		{"file:///a#b", fpathErr{9, "fpath", "#"}},
		{"file://h/~x", fpathErr{9, "fpath", "~"}},
		{"file://localhost/tmp/file.part[3]", fpathErr{30, "fpath", "["}},
		{"file:///a/%zz", fpathErr{11, "escape", "z"}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, fpathSyntaxError(t, p, tt.in, ast.FileURLP)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.in, diff)
		}
	}
	_, err := p.Parse("file://h")
	const want = `offset 8: fileurl: found the end of the URL, expected a letter, a digit, "-", "." or "/" (RFC 1738 section 5, explained in section 3.10: fileurl = "file://" [ host | "localhost" ] "/" fpath)` +
		`; note: offset 8: fileurl: after "file://" comes a host, then "/" and the path (RFC 1738 section 3.10): for this host, write "file://h/"; "file:///h" is another URL, a file of that name on this machine`
	if err == nil || err.Error() != want {
		t.Errorf("error message:\n got %v\nwant %s", err, want)
	}
}

// TestFileWalk checks the children of a file URL and the productions
// they name.
func TestFileWalk(t *testing.T) {
	for in, want := range map[string][]string{
		"file://localhost/a//b": {"genericurl file://localhost/a//b", "scheme file", "fileurl //localhost/a//b",
			"host localhost", "hostname localhost", "toplabel localhost", "fpath a//b", "fsegment a", "fsegment ", "fsegment b"},
		"file:///": {"genericurl file:///", "scheme file", "fileurl ///", "fpath ", "fsegment "},
	} {
		u := fpathParse(t, fileParser(t), in)
		var got []string
		ast.Inspect(u, func(n ast.Node) bool {
			if n != nil {
				got = append(got, grammar.Of(n).Name+" "+n.String())
			}
			return true
		})
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: walk (-want +got):\n%s", in, diff)
		}
	}
}

// TestFileHandBuilt checks trees a program built: nil parts are absent.
func TestFileHandBuilt(t *testing.T) {
	part := &ast.FilePart{Path: &ast.FPath{FSegments: []*ast.FSegment{{Text: "etc"}, {Text: "motd"}}}}
	u := &ast.URL{Scheme: &ast.Scheme{Text: "file"}, Part: part}
	if got, want := u.String(), "file:///etc/motd"; got != want || !part.IsLocal() || part.HostName() != "" {
		t.Errorf("String() = %q, want %q; IsLocal() = %v, HostName() = %q", got, want, part.IsLocal(), part.HostName())
	}
	part.Host = &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "LOCALHOST"}}}
	if got, want := u.String(), "file://LOCALHOST/etc/motd"; got != want || !part.IsLocal() || part.HostName() != "LOCALHOST" {
		t.Errorf("String() = %q, want %q; IsLocal() = %v, HostName() = %q", got, want, part.IsLocal(), part.HostName())
	}
	part.Path = nil
	// fileurl writes its "/" whether or not an fpath follows it.
	if got, want := u.String(), "file://LOCALHOST/"; got != want || part.Segments() != nil {
		t.Errorf("no path: String() = %q, want %q; Segments() = %q", got, want, part.Segments())
	}
	var nilPart *ast.FilePart
	if nilPart.String() != "" || nilPart.Children() != nil || nilPart.Segments() != nil || nilPart.HostName() != "" || !nilPart.IsLocal() {
		t.Error("a nil *ast.FilePart is not empty")
	}
}

// TestValidateFileAlone runs the validator on its own over trees a
// program built or changed.
func TestValidateFileAlone(t *testing.T) {
	scheme := &ast.Scheme{Span: ast.At(0, 4), Text: "file"}
	const e = SeverityError
	tests := []struct {
		name string
		part ast.SchemePart
		want []fpathFinding
	}{
		{"valid", &ast.FilePart{Path: &ast.FPath{FSegments: []*ast.FSegment{{Text: "a"}}}}, nil},
		{"generic part", &ast.OpaquePart{Text: "///a"}, []fpathFinding{{5, "fileurl", "", e}}},
		{"nil part", (*ast.FilePart)(nil), []fpathFinding{{5, "fileurl", "", e}}},
		{"no path", &ast.FilePart{Span: ast.At(5, 8), Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "h"}}}}, []fpathFinding{{8, "fileurl", "", e}}},
		{"reserved characters", &ast.FilePart{Path: &ast.FPath{FSegments: []*ast.FSegment{{Span: ast.At(8, 16), Text: "a;type=a"}}}}, []fpathFinding{{9, "fsegment", ";", e}}},
	}
	for _, tt := range tests {
		list := builtinValidator("file")(&ast.URL{Scheme: scheme, Part: tt.part})
		if diff := cmp.Diff(tt.want, fpathFindings(list)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
		for _, f := range list {
			if f.Scheme != ast.FileURLP {
				t.Errorf("%s: %v does not name fileurl", tt.name, f)
			}
		}
	}
	// A parsed tree that a program changed.
	p := fileParser(t)
	u := fpathParse(t, p, "file:///a/b")
	u.Part.(*ast.FilePart).Path.FSegments[1].Text = "c/d"
	if diff := cmp.Diff([]fpathFinding{{11, "fsegment", "/", e}}, fpathFindings(p.Validate(u))); diff != "" {
		t.Errorf("changed segment (-want +got):\n%s", diff)
	}
}
