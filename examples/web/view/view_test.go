package view

import (
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/railroad"
	"github.com/urlsyntax/rfc1738/parser"
)

const ftpURL = "ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a"

func TestExplainURL(t *testing.T) {
	r := Explain(ftpURL, "en")
	if !r.Valid || r.Error != nil || r.Scheme != "ftp" || r.Section != "ftp" || r.Lang != "en" {
		t.Fatalf("Explain(%q) = valid %v, error %+v, scheme %q, section %q, lang %q", ftpURL, r.Valid, r.Error, r.Scheme, r.Section, r.Lang)
	}
	lines := strings.Split(r.Diagram, "\n")
	if lines[0] != ftpURL || lines[1] != "^~~   ^~~~ ^~~~~~ ^~~~~~~~~~ ^~ ^~~~~~~~~~~~~~~~~~" {
		t.Errorf("diagram:\n%s", r.Diagram)
	}
	for _, w := range []string{"scheme", "user", "password", "host", "port", "url-path", "hostport", "ftptype"} {
		if !strings.Contains(r.Diagram, w) {
			t.Errorf("the diagram has no %q:\n%s", w, r.Diagram)
		}
	}
	if !strings.HasPrefix(r.Tree, "url ") || !strings.Contains(r.Tree, `[11,17)  "secret"`) {
		t.Errorf("tree:\n%s", r.Tree)
	}
	var j struct {
		Production string `json:"production"`
		Pos, End   int
	}
	if err := json.Unmarshal([]byte(r.JSON), &j); err != nil || j.Production != "url" || j.End != len(ftpURL) {
		t.Errorf("JSON %+v, %v:\n%s", j, err, r.JSON)
	}
	var hostport *Production
	for i, p := range r.Productions {
		if p.Name == "hostport" {
			hostport = &r.Productions[i]
		}
	}
	if hostport == nil || hostport.Label != "hostport" || strings.Join(hostport.Anchors, " ") != "hostport" ||
		hostport.Cite != `RFC 1738 section 5, explained in section 3.1: hostport = host [ ":" port ]` {
		t.Errorf("hostport's production: %+v", hostport)
	}

	// Round trip through the JSON the page reads.
	var back Result
	if err := json.Unmarshal([]byte(r.JSONString()), &back); err != nil || back.Diagram != r.Diagram || back.Tree != r.Tree {
		t.Errorf("JSONString does not round-trip: %v", err)
	}
}

func TestExplainFrench(t *testing.T) {
	r := Explain(ftpURL, "fr")
	if r.Lang != "fr" {
		t.Errorf("lang %q", r.Lang)
	}
	for _, w := range []string{"mode", "utilisateur", "motdepasse", "hôte", "port", "chemin URL", "hôte et port"} {
		if !strings.Contains(r.Diagram, w) {
			t.Errorf("the French diagram has no %q:\n%s", w, r.Diagram)
		}
	}
	if !strings.Contains(r.Tree, "utilisateur (user)") {
		t.Errorf("French tree:\n%s", r.Tree)
	}
	var hostport Production
	for _, p := range r.Productions {
		if p.Name == "hostport" {
			hostport = p
		}
	}
	if hostport.Label != "hôte et port" || hostport.Cite != "RFC 1738, section 5, règle expliquée à la section 3.1\u00a0: "+`hostport = host [ ":" port ]` ||
		strings.Join(hostport.Anchors, " ") != "hostport" {
		t.Errorf("hostport's French production: %+v", hostport)
	}
	if got := Explain(ftpURL, "de"); got.Lang != "en" || !strings.Contains(got.Diagram, "password") {
		t.Errorf("an unknown language gives %q, not English", got.Lang)
	}
}

func TestExplainError(t *testing.T) {
	const in = "http://www.iec.ch:a"
	r := Explain(in, "en")
	e := r.Error
	if r.Valid || e == nil {
		t.Fatalf("Explain(%q): valid %v, error %v", in, r.Valid, e)
	}
	if e.Offset != 18 || e.Before != "http://www.iec.ch:" || e.At != "a" || e.After != "" || e.Production != "port" || e.Code != "syntax" ||
		e.Message != `offset 18: port: found "a", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)`+
			"\n"+`the scheme's own production: httpurl = "http://" hostport [ "/" hpath [ "?" search ]] (RFC 1738 section 5, explained in section 3.3)` {
		t.Errorf("error %+v", e)
	}
	// The diagram draws where the error is, and the part that parsed;
	// the message is the error's, shown once, not in the diagram too.
	lines := strings.Split(r.Diagram, "\n")
	if len(lines) < 3 || lines[0] != in || lines[1] != strings.Repeat(" ", 18)+"^" || lines[2] != strings.Repeat(" ", 18)+"error" ||
		strings.Contains(r.Diagram, "offset 18") || strings.Contains(r.Diagram, "error:") {
		t.Errorf("error diagram:\n%s", r.Diagram)
	}
	// The tree is that of the part that parsed.
	if r.Scheme != "http" || r.Section != "http" || !strings.HasSuffix(strings.Split(r.Tree, "\n")[0], `"http://www.iec.ch"`) {
		t.Errorf("scheme %q, section %q, tree:\n%s", r.Scheme, r.Section, r.Tree)
	}
}

// TestExplainErrorFrench checks that in French mode the error's message
// is the parser's French one, in the error and in the diagram, and that
// the code and the place do not change with the language.
func TestExplainErrorFrench(t *testing.T) {
	const in = "http://www.iec.ch:a"
	r := Explain(in, "fr")
	e := r.Error
	if r.Valid || e == nil {
		t.Fatalf("Explain(%q): valid %v, error %v", in, r.Valid, e)
	}
	_, err := parser.Parse(in)
	want := err.(*parser.Error).Text(grammar.French) + "\n" +
		"la production propre au mode\u00a0: " + `httpurl = "http://" hostport [ "/" hpath [ "?" search ]] (RFC 1738, section 5, règle expliquée à la section 3.3)`
	if e.Offset != 18 || e.At != "a" || e.Production != "port" || e.Code != "syntax" || e.Message != want ||
		!strings.HasPrefix(e.Message, "position 18, port\u00a0: ") {
		t.Errorf("French error %+v\nwant the message %s", e, want)
	}
	lines := strings.Split(r.Diagram, "\n")
	if len(lines) < 3 || lines[2] != strings.Repeat(" ", 18)+"erreur" || strings.Contains(strings.ReplaceAll(r.Diagram, "\u00a0", " "), "erreur :") {
		t.Errorf("French error diagram:\n%s", r.Diagram)
	}
}

// TestExplainNotes checks that the notes of an error follow its message,
// in the page's language: in ftp, "host:80x" is not a host and port, so
// the parser reads it as a user and password, and a note says where the
// host-and-port reading stopped.
func TestExplainNotes(t *testing.T) {
	const in = "ftp://host:80x/"
	for _, tc := range []struct {
		lang, message, note string
	}{
		{"en", `offset 14: login: found "/"`, `; note: offset 13: port: read as host and port, the text stops here: a port is digits, and "x" is not one`},
		{"fr", "position 14, identification (login)\u00a0: on trouve «\u00a0/\u00a0» alors qu'on attendait",
			"\u00a0; remarque\u00a0: position 13, port\u00a0: lu comme hôte et port, le texte s'arrête ici\u00a0: un port ne s'écrit qu'avec des chiffres, et «\u00a0x\u00a0» n'en est pas un"},
	} {
		r := Explain(in, tc.lang)
		e := r.Error
		if r.Valid || e == nil {
			t.Fatalf("Explain(%q, %q): valid %v, error %v", in, tc.lang, r.Valid, e)
		}
		first, _, _ := strings.Cut(e.Message, "\n") // the next line is ftpurl's rule
		if e.Offset != 14 || e.Production != "login" || !strings.HasPrefix(first, tc.message) || !strings.HasSuffix(first, tc.note) {
			t.Errorf("%s: error %+v\nwant a message that starts with %s and ends with its note %s", tc.lang, e, tc.message, tc.note)
		}
		if strings.Contains(r.Diagram, tc.note) {
			t.Errorf("%s: the diagram has the message's note too:\n%s", tc.lang, r.Diagram)
		}
	}
}

func TestExplainEdges(t *testing.T) {
	tests := []struct {
		in               string
		offset           int
		before, at, aft  string
		tree, diagramHas string
		messageHas       string
		code             string // the error's code; "syntax" when not given
	}{
		{in: "", offset: 0, messageHas: "offset 0"},
		{in: "http", offset: 4, before: "http", messageHas: "offset 4"},
		// A character that is not ASCII is cut whole, and shown as the
		// diagram's line shows it, its bytes between ⟨ and ⟩; so is a tab,
		// which the error's panel would otherwise echo raw.
		{in: "http://www.iec.ch/é/x", offset: 18, before: "http://www.iec.ch/", at: "⟨%C3%A9⟩", aft: "/x",
			tree: "url ", diagramHas: `http://www.iec.ch/⟨%C3%A9⟩/x`},
		{in: "http://x/\xff", offset: 9, before: "http://x/", at: "⟨%FF⟩", tree: "url "},
		{in: "gopher://h/1sel\tsearch", offset: 15, before: "gopher://h/1sel", at: "⟨%09⟩", aft: "search", tree: "url ",
			diagramHas: "gopher://h/1sel⟨%09⟩search"},
		{in: "gopher://h/1a\tb\tc", offset: 13, before: "gopher://h/1a", at: "⟨%09⟩", aft: "b⟨%09⟩c", tree: "url "},
		// Too long for the page: an error at once, and no part parsed.
		{in: "http://" + strings.Repeat("a", MaxLength), offset: MaxLength, before: "http://" + strings.Repeat("a", MaxLength-7),
			at: "a", aft: "aaaaaa", code: "too-long",
			messageHas: "offset 2048: the input is 2055 bytes long, more than the limit of 2048 (MaxLength)"},
	}
	for _, tt := range tests {
		r := Explain(tt.in, "en")
		name := tt.in
		if len(name) > 40 {
			name = name[:40] + "..."
		}
		if r.Valid || r.Error == nil {
			t.Errorf("%q: valid", name)
			continue
		}
		e := r.Error
		if e.Offset != tt.offset || e.Before != tt.before || e.At != tt.at || e.After != tt.aft {
			t.Errorf("%q: error at %d cut %q|%q|%q, want %d cut %q|%q|%q", name, e.Offset, e.Before, e.At, e.After,
				tt.offset, tt.before, tt.at, tt.aft)
		}
		if code := cmp.Or(tt.code, "syntax"); e.Code != code {
			t.Errorf("%q: code %q, want %q", name, e.Code, code)
		}
		if !strings.HasPrefix(r.Tree, tt.tree) || (tt.tree == "") != (r.Tree == "") {
			t.Errorf("%q: tree %q, want it to start with %q", name, r.Tree, tt.tree)
		}
		if !strings.Contains(r.Diagram, tt.diagramHas) {
			t.Errorf("%q: the diagram has no %q:\n%s", name, tt.diagramHas, r.Diagram)
		}
		if !strings.Contains(e.Message, tt.messageHas) || strings.Contains(r.Diagram, "error:") {
			t.Errorf("%q: the message %q has no %q, or the diagram has a message:\n%s", name, e.Message, tt.messageHas, r.Diagram)
		}
		if _, err := json.Marshal(r); err != nil {
			t.Errorf("%q: %v", name, err)
		}
	}
}

// TestWarnings checks the validator's warnings, in each language.
func TestWarnings(t *testing.T) {
	const in = "http://999.1.1.1:99999/"
	for _, tc := range []struct {
		lang string
		want []string
	}{
		{"en", []string{
			`offset 7: hostnumber: part 999 is above 255, so it names no IPv4 address (RFC 1738 section 5, explained in section 3.1: hostnumber = digits "." digits "." digits "." digits)`,
			"offset 17: port: port 99999 is above 65535, the highest TCP port (RFC 1738 section 5, explained in section 3.1: port = digits)",
		}},
		{"fr", []string{
			"position 7, numéro d'hôte (hostnumber)\u00a0: le nombre 999 dépasse 255\u00a0: aucune adresse IPv4 ne s'écrit ainsi (RFC 1738, section 5, règle expliquée à la section 3.1\u00a0: " +
				`hostnumber = digits "." digits "." digits "." digits)`,
			"position 17, port\u00a0: le port 99999 dépasse 65535, le plus grand numéro de port TCP (RFC 1738, section 5, règle expliquée à la section 3.1\u00a0: port = digits)",
		}},
	} {
		r := Explain(in, tc.lang)
		if !r.Valid || strings.Join(r.Warnings, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s: valid %v, warnings\n%s\nwant\n%s", tc.lang, r.Valid, strings.Join(r.Warnings, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}

// TestAnchors checks that the page's links to the railroad diagrams land,
// in English and in French: for a URL of every scheme, and of the
// generic syntax, each production of its tree links to its rule's own
// section, under its RFC name, in docs/railroad.html and in
// docs/railroad.fr.html; and the scheme's link to a section of both.
func TestAnchors(t *testing.T) {
	type page struct {
		name  string
		ids   map[string]bool // every id
		rules map[string]bool // the ids of the rules' sections, their RFC names
	}
	var pages []page
	for _, name := range []string{"railroad.html", "railroad.fr.html"} {
		text, err := os.ReadFile("../../../docs/" + name)
		if err != nil {
			t.Fatal(err)
		}
		p := page{name: name, ids: map[string]bool{}, rules: map[string]bool{}}
		for _, m := range regexp.MustCompile(`id="([^"]+)"`).FindAllSubmatch(text, -1) {
			p.ids[string(m[1])] = true
		}
		for _, m := range regexp.MustCompile(`<section class="rule" id="([^"]+)">\s*(?:<div id="[^"]+">)*\s*<h3><dfn>([^<]+)</dfn>`).FindAllSubmatch(text, -1) {
			// RFC 1808's fsegment, whose name RFC 1738's has, under its
			// section's id: "relative:fsegment".
			if string(m[1]) != string(m[2]) && string(m[1]) != railroad.RegisteredID("relative", string(m[2])) {
				t.Errorf("%s: the rule %s has the id %q", name, m[2], m[1])
			}
			p.rules[string(m[1])] = true
		}
		if n := strings.Count(string(text), `<section class="rule"`); n != len(p.rules) || !p.rules["ftpurl"] || !p.rules["uchar"] {
			t.Fatalf("%s: %d rules read of %d, ftpurl and uchar among them: %v", name, len(p.rules), n, p.rules)
		}
		pages = append(pages, p)
	}
	for _, in := range []string{
		ftpURL,
		"http://www.iec.ch/about/mission-e.htm?x=1",
		"gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
		"gopher://spinaltap.micro.umn.edu/7a%09b%09c",
		"mailto:joe@iec.ch",
		"news:comp.os.unix",
		"news:XYZ123@news.iso.org",
		"news:*",
		"nntp://news.iec.ch/comp.os.unix/42",
		"telnet://joe:pw@host.iec.ch:23/",
		"wais://quake.think.com/directory-of-servers?earthquake",
		"wais://quake.think.com/db/wtype/wpath",
		"file://localhost/etc/fstab",
		"file:///etc/fstab",
		"prospero://host.iec.ch:1525/a/b;f=v",
		"foo://u:p@10.0.0.1:8/x%20y",
		"foo:bar",
	} {
		r := Explain(in, "en")
		if !r.Valid {
			t.Errorf("%q: %s", in, r.Error.Message)
			continue
		}
		for _, pg := range pages {
			if !pg.ids[r.Section] {
				t.Errorf("%q: no section %q on %s", in, r.Section, pg.name)
			}
			for _, p := range r.Productions {
				// Its RFC name: an article's unique part is drawn under
				// article, nntp's article number under digits.
				if len(p.Anchors) != 1 || p.Anchors[0] != p.Name || !pg.rules[p.Name] {
					t.Errorf("%q: production %s links to %q, want [%s], a rule of %s", in, p.Name, p.Anchors, p.Name, pg.name)
				}
			}
		}
	}
}

// userHostPart is a registered scheme's part: a user before its host,
// which no type of package ast declares.
type userHostPart struct {
	ast.Span
	User     *ast.User     `parser:"'/' '/' @@ '@'"`
	HostPort *ast.HostPort `parser:"@@"`
}

func (p *userHostPart) String() string           { return "//" + p.User.String() + "@" + p.HostPort.String() }
func (*userHostPart) DefaultPort() (int, bool)   { return 0, false }
func (*userHostPart) Production() ast.Production { return ast.Production{Name: "uh"} }

// TestAnchorsRegistered checks the links of a registered scheme's
// productions: those of package ast go to their rules by RFC name, its
// own type to the rule that the railroad page of its parser
// (Railroad) draws in the scheme's section; and that each
// lands on that page, in English and in French.
func TestAnchorsRegistered(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "uh", Part: &userHostPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	u, err := p.Parse("uh://joe@h.example:8")
	if err != nil {
		t.Fatal(err)
	}
	section := sectionOf(p, "uh")
	got := map[string]string{}
	for _, pr := range productions(u, section, grammar.English) {
		got[pr.Name] = strings.Join(pr.Anchors, " ")
	}
	want := map[string]string{
		"scheme":      "scheme",
		"uh":          "uh:uh",
		"user":        "user",
		"hostport":    "hostport",
		"host":        "host",
		"hostname":    "hostname",
		"domainlabel": "domainlabel",
		"toplabel":    "toplabel",
		"port":        "port",
	}
	if !maps.Equal(want, got) {
		t.Errorf("anchors = %v, want %v", got, want)
	}
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		page, err := Railroad(lang, p)
		if err != nil {
			t.Fatal(err)
		}
		for name, id := range want {
			if !strings.Contains(string(page), `<section class="rule" id="`+id+`">`) {
				t.Errorf("%s: production %s links to %q, no rule of its parser's railroad page", lang, name, id)
			}
		}
		if !strings.Contains(string(page), `<section class="part" id="`+section+`">`) {
			t.Errorf("%s: no section %q", lang, section)
		}
	}
}

// TestAnchorsOfTypes checks the RFC name some types of package ast link
// to: a scheme's part to its scheme's url rule, and types that package
// bnf draws under a rule of another name.
func TestAnchorsOfTypes(t *testing.T) {
	for _, tt := range []struct {
		typ  reflect.Type
		want string
	}{
		{reflect.TypeFor[ast.FTPPart](), "ftpurl"},
		{reflect.TypeFor[ast.Unique](), "article"},
		{reflect.TypeFor[ast.ArticleNumber](), "digits"},
		{reflect.TypeFor[ast.GopherSearch](), "search"},
		{reflect.TypeFor[ast.OpaquePart](), "schemepart"},
		{reflect.TypeFor[ast.GopherPlus](), "gopher+_string"},
	} {
		g := grammar.Of(reflect.New(tt.typ).Interface().(ast.Node))
		if got := anchors(tt.typ, g, "ftp"); strings.Join(got, " ") != tt.want {
			t.Errorf("%s links to %q, want [%s]", tt.typ.Name(), got, tt.want)
		}
	}
}

// TestWithoutMessage checks that the error's message line goes from the
// diagram whatever space the printer writes before the colon: a plain
// one, or French typography's no-break space.
func TestWithoutMessage(t *testing.T) {
	for _, tc := range []struct {
		l       grammar.Lang
		message string
	}{
		{grammar.English, "error: "},
		{grammar.French, "erreur : "},
		{grammar.French, "erreur\u00a0: "},
		{grammar.French, "erreur\u202f: "},
	} {
		const diagram = "http://h:a\n         ^\n         %s\n"
		word := map[grammar.Lang]string{grammar.English: "error", grammar.French: "erreur"}[tc.l]
		in := fmt.Sprintf(diagram, word) + tc.message + "\n"
		if got, want := withoutMessage(in, tc.l), fmt.Sprintf(diagram, word); got != want {
			t.Errorf("withoutMessage(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestProductionsDeriveAsSection5 checks that the page's list of
// productions names genericurl only where section 5 derives the URL
// through it, as the tree does: a scheme with no production of its own
// (url, otherurl = genericurl), never over ftpurl or httpsurl.
func TestProductionsDeriveAsSection5(t *testing.T) {
	p, err := parser.New()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		in      string
		generic bool
	}{
		{"ftp://ftp.iec.ch/pub", false},
		{"https://www.iec.ch/", false},
		{"x-foo://h/a", true},
		{"urn:isbn:0451450523", true},
	} {
		u, err := p.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, pr := range productions(u, "", grammar.English) {
			names = append(names, pr.Name)
		}
		if got := slices.Contains(names, "genericurl"); got != tc.generic {
			t.Errorf("%s: the productions %v name genericurl: %v, want %v", tc.in, names, got, tc.generic)
		}
	}
}
