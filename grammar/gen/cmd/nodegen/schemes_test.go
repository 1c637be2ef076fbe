package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// partNode returns a scheme part's node of type name with doc's lines
// after its rule and production, and the package that holds it with
// DefaultPort.
func partNode(name string, doc ...string) (*pkg, *node) {
	n := &node{name: name, doc: append([]string{"\tpopurl = \"pop://\" server", "rfc:2384 3 POPURLP"}, doc...)}
	return &pkg{name: "ast", nodes: []*node{n}, methods: map[string]map[string]bool{name: {"DefaultPort": true}}, accessed: map[string]bool{}}, n
}

func TestSchemes(t *testing.T) {
	p, _ := partNode("POPPart", "rfc:scheme pop 110")
	ftp := &node{name: "FTPPart", doc: []string{"\tftpurl = \"ftp://\" login", "rfc:1738 3.2 FTPURLP", "rfc:scheme ftp 21"}}
	file := &node{name: "FilePart", doc: []string{"\tfileurl = \"file://\" host", "rfc:1738 3.10 FileURLP", "rfc:scheme file"}}
	p.nodes = append(p.nodes, ftp, file)
	p.methods["FTPPart"] = map[string]bool{"DefaultPort": true}
	p.methods["FilePart"] = map[string]bool{"DefaultPort": true}
	got, err := schemesOf(p)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range got {
		v, tx, sc := parserNames(s)
		names = append(names, strings.Join([]string{s.name, s.prod, v, tx, sc}, " "))
		if s.name == "pop" && s.port != 110 || s.name == "file" && s.port != 0 {
			t.Errorf("%s: port %d", s.name, s.port)
		}
	}
	want := []string{
		"file FileURLP validateFile fileTexts fileScheme",
		"ftp FTPURLP validateFTP ftpTexts ftpScheme",
		"pop POPURLP validatePOP popTexts popScheme",
	}
	if d := cmp.Diff(want, names); d != "" {
		t.Errorf("schemesOf, sorted by name (-want +got):\n%s", d)
	}
	var b bytes.Buffer
	if err := emitSchemes(&b, p, got); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`{"pop", func() SchemePart { return &POPPart{} }, 110}`} {
		if !strings.Contains(b.String(), w) {
			t.Errorf("the table has no %q:\n%s", w, b.String())
		}
	}
	src, err := emitParser(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`= Scheme{Name: "pop", Part: &ast.POPPart{}, WarningsOnly: true}`, "if p, ok := u.Part.(*ast.POPPart); ok && p != nil {\n\t\t\t\treturn validatePOP(u, p)", `return partError(u, "pop", "*ast.POPPart", ast.POPURLP)`, "\tpopTexts,\n"} {
		if !strings.Contains(string(src), w) {
			t.Errorf("the parser file has no %q:\n%s", w, src)
		}
	}
}

func TestSchemeErrors(t *testing.T) {
	for _, tc := range []struct {
		name, typ, line, want string
	}{
		{"no name", "POPPart", "rfc:scheme", "want //rfc:scheme"},
		{"upper case", "POPPart", "rfc:scheme POP 110", "want //rfc:scheme"},
		{"no port", "POPPart", "rfc:scheme pop x", `port "x"`},
		{"port 0", "POPPart", "rfc:scheme pop 0", `port "0"`},
		{"not a part", "POPServer", "rfc:scheme pop 110", "for a scheme part"},
	} {
		p, _ := partNode(tc.typ, tc.line)
		if _, err := schemesOf(p); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one with %q", tc.name, err, tc.want)
		}
	}
	p, _ := partNode("POPPart", "rfc:scheme pop 110")
	p.nodes = append(p.nodes, &node{name: "POPPart", doc: p.nodes[0].doc})
	if _, err := schemesOf(p); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("a scheme declared twice: error %v", err)
	}
	n := &node{name: "POPPart", doc: []string{"rfc:use POPURLP", "rfc:scheme pop 110"}}
	if _, err := schemeOf(&pkg{methods: map[string]map[string]bool{"POPPart": {"DefaultPort": true}}}, n, []string{"pop"}); err != nil {
		t.Errorf("a part that names its production with //rfc:use: %v", err)
	}
	n.doc = []string{"rfc:scheme pop 110"}
	if _, err := schemeOf(&pkg{methods: map[string]map[string]bool{"POPPart": {"DefaultPort": true}}}, n, []string{"pop"}); err == nil {
		t.Error("a part without a production of its own: no error")
	}
}

// TestServers checks that the server's productions are those of the
// types the server accessors return, and of the nodes that are no
// scheme part and have an accessor.
func TestServers(t *testing.T) {
	login := &node{name: "Login", doc: []string{"\tlogin = hostport", "rfc:1738 3.1 LoginP", "rfc:grammar LoginP"}}
	part := &node{name: "FTPPart", doc: []string{"\tftpurl = \"ftp://\" login", "rfc:1738 3.2 FTPURLP"}}
	server := &node{name: "POPServer", doc: []string{"\tserver = hostport", "rfc:2384 3 POPServerP"}}
	other := &node{name: "Article", doc: []string{"\tarticle = \"x\"", "rfc:1738 3.6 ArticleP"}}
	p := &pkg{nodes: []*node{login, part, server, other}, accessed: map[string]bool{"Login": true},
		methods: map[string]map[string]bool{"FTPPart": {"DefaultPort": true, "LoginPart": true}, "POPServer": {"HostPortPart": true}}}
	got, err := servers(p)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]string{"LoginP", "ast.POPServerP"}, got); d != "" {
		t.Errorf("servers (-want +got):\n%s", d)
	}
}

// TestPortsAndSameKinds checks the DefaultPort methods and the schemes
// of the same kind written from the directives: the port and its
// section, the production of a scheme of the same kind derived from its
// part's.
func TestPortsAndSameKinds(t *testing.T) {
	http := &node{name: "HTTPPart", doc: []string{"\thttpurl = \"http://\" hostport", "rfc:1738 3.3 HTTPURLP", "rfc:scheme http 80", "rfc:samekind https 443 2818 2.4 2.3"}}
	gopher := &node{name: "GopherPart", doc: []string{"\tgopherurl = \"gopher://\" hostport", "rfc:1738 3.4 GopherURLP", "rfc:scheme gopher 70 3.4.1"}}
	file := &node{name: "FilePart", doc: []string{"\tfileurl = \"file://\" host", "rfc:1738 3.10 FileURLP", "rfc:scheme file"}}
	p := &pkg{name: "ast", nodes: []*node{http, gopher, file}, methods: map[string]map[string]bool{}, accessed: map[string]bool{}}
	if err := portsGenerated(p); err != nil {
		t.Fatal(err)
	}
	schemes, err := schemesOf(p)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := emitSchemes(&b, p, schemes); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{
		"func (*HTTPPart) DefaultPort() (int, bool) { return 80, true }",
		"func (*GopherPart) DefaultPort() (int, bool) { return 70, true }",
		"func (*FilePart) DefaultPort() (int, bool) { return 0, false }",
		"// DefaultPort implements SchemePart: RFC 1738 section 3.4.1 gives\n// gopher port 70.\n",
		"// DefaultPort implements SchemePart: RFC 1738 section 3.10 gives file\n// no port.\n",
		"An https URL's is 443 (RFC 2818 section 2.3)",
		"var HTTPSURLP = Production{Name: \"httpsurl\", RFC: \"RFC 2818\", Section: \"2.4\", Rule: `httpsurl = \"https://\" hostport`, Of: &HTTPURLP}",
		"{\"https\", \"http\", 443, \"2.3\", HTTPSURLP},",
	} {
		if !strings.Contains(b.String(), w) {
			t.Errorf("the output has no %q:\n%s", w, b.String())
		}
	}
}

func TestSameKindErrors(t *testing.T) {
	for _, tc := range []struct{ rule, line, want string }{
		{"\thttpurl = \"http://\" hostport", "rfc:samekind https 443 2818 2.4", "want //rfc:samekind"},
		{"\thttpurl = \"http://\" hostport", "rfc:samekind https 0 2818 2.4 2.3", `port "0"`},
		{"\thttpurl = \"web://\" hostport", "rfc:samekind https 443 2818 2.4 2.3", "does not start"},
	} {
		n := &node{name: "HTTPPart", doc: []string{tc.rule, "rfc:1738 3.3 HTTPURLP", "rfc:scheme http 80", tc.line}}
		p := &pkg{name: "ast", nodes: []*node{n}, methods: map[string]map[string]bool{}, accessed: map[string]bool{}}
		if err := portsGenerated(p); err != nil {
			t.Fatal(err)
		}
		schemes, err := schemesOf(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := emitSchemes(new(bytes.Buffer), p, schemes); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one with %q", tc.line, err, tc.want)
		}
	}
	p, _ := partNode("POPPart", "rfc:scheme pop 110")
	if err := portsGenerated(p); err == nil || !strings.Contains(err.Error(), "written by nodegen") {
		t.Errorf("a hand-written DefaultPort beside //rfc:scheme: error %v", err)
	}
}
