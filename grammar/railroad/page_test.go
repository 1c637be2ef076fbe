package railroad

import (
	"bytes"
	"encoding/xml"
	"io"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// element is a node of a page decoded as XML.
type element struct {
	name     string
	attr     map[string]string
	children []*element
	text     strings.Builder
	parent   *element
}

func (e *element) class() string { return e.attr["class"] }

func (e *element) walk(f func(*element)) {
	f(e)
	for _, c := range e.children {
		c.walk(f)
	}
}

func (e *element) find(name, class string) []*element {
	var out []*element
	e.walk(func(x *element) {
		if x.name == name && (class == "" || x.class() == class) {
			out = append(out, x)
		}
	})
	return out
}

// decode parses a page as XML, strictly: the page must be well-formed
// XML as well as HTML, with its SVG inline. It returns the root element.
func decode(t *testing.T, page []byte) *element {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(page))
	d.Strict = true
	root := &element{name: "#document", attr: map[string]string{}}
	cur := root
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			line, _ := d.InputPos()
			t.Fatalf("page is not well-formed XML: line %d: %v", line, err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			e := &element{name: tok.Name.Local, attr: map[string]string{}, parent: cur}
			for _, a := range tok.Attr {
				e.attr[a.Name.Local] = a.Value
			}
			cur.children = append(cur.children, e)
			cur = e
		case xml.EndElement:
			cur = cur.parent
		case xml.CharData:
			for e := cur; e != nil; e = e.parent {
				e.text.Write(tok)
			}
		}
	}
	if cur != root {
		t.Fatalf("page ends inside <%s>", cur.name)
	}
	return root
}

func generate(t *testing.T) []byte {
	t.Helper()
	page, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	return page
}

func TestPageWellFormed(t *testing.T) {
	page := generate(t)
	root := decode(t, page)
	html := root.find("html", "")
	if len(html) != 1 || len(html[0].find("body", "")) != 1 {
		t.Fatal("no html element with one body")
	}
	svgs := root.find("svg", "railroad")
	if len(svgs) == 0 {
		t.Fatal("no diagrams")
	}
	for _, s := range svgs {
		if s.attr["viewBox"] == "" || s.attr["width"] == "" || s.attr["height"] == "" {
			t.Errorf("svg %v without its size", s.attr)
		}
	}
}

// TestPageSelfContained checks that the page works offline: no script,
// nothing loaded from anywhere, only links inside the page.
func TestPageSelfContained(t *testing.T) {
	page := generate(t)
	root := decode(t, page)
	ids := map[string]bool{}
	root.walk(func(e *element) {
		if id := e.attr["id"]; id != "" {
			if ids[id] {
				t.Errorf("id %q twice", id)
			}
			ids[id] = true
		}
	})
	root.walk(func(e *element) {
		switch e.name {
		case "script", "link", "img", "iframe", "object", "embed", "image", "use", "foreignObject":
			t.Errorf("page has a <%s> element", e.name)
		}
		for k, v := range e.attr {
			switch {
			case k == "src":
				t.Errorf("<%s src=%q>", e.name, v)
			case k == "href":
				if !strings.HasPrefix(v, "#") || !ids[v[1:]] {
					t.Errorf("<%s href=%q> does not lead to an element of the page", e.name, v)
				}
			case k == "xmlns":
				if v != "http://www.w3.org/2000/svg" {
					t.Errorf("<%s xmlns=%q>", e.name, v)
				}
			case strings.HasPrefix(k, "on"):
				t.Errorf("<%s %s=...>: an event handler", e.name, k)
			}
		}
	})
	for _, style := range root.find("style", "") {
		css := style.text.String()
		for _, bad := range []string{"@import", "url(", "http:", "https:", "//"} {
			if strings.Contains(css, bad) {
				t.Errorf("style sheet has %q", bad)
			}
		}
	}
	if n := len(root.find("style", "")); n != 1 {
		t.Errorf("%d style elements, want one", n)
	}
}

// TestEveryProductionHasADiagram checks, for the generic syntax and each
// scheme of the default parser, that the scheme's section lists every
// production of its EBNF, and that each leads to a section with the
// production's diagram and its EBNF line.
func TestEveryProductionHasADiagram(t *testing.T) {
	root := decode(t, generate(t))
	byID := map[string]*element{}
	root.walk(func(e *element) {
		if id := e.attr["id"]; id != "" {
			byID[id] = e
		}
	})
	p := parser.Default()
	if len(p.Schemes()) != 10 {
		t.Errorf("default parser has %d schemes, want RFC 1738's ten", len(p.Schemes()))
	}
	drawn := 0
	for _, scheme := range append([]string{""}, p.Schemes()...) {
		id := scheme
		if id == "" {
			id = "generic"
		}
		sec := byID[id]
		if sec == nil || sec.class() != "grammar" {
			t.Errorf("no section for %q", id)
			continue
		}
		prods, err := ParseEBNF(p.EBNF(scheme))
		if err != nil {
			t.Fatal(err)
		}
		listed := map[string]string{}
		for _, nav := range sec.find("nav", "index") {
			for _, a := range nav.find("a", "") {
				listed[a.text.String()] = strings.TrimPrefix(a.attr["href"], "#")
			}
		}
		if len(listed) != len(prods) {
			t.Errorf("%s: index lists %d productions, the EBNF has %d", id, len(listed), len(prods))
		}
		for _, pr := range prods {
			anchor, ok := listed[pr.Name]
			if !ok {
				t.Errorf("%s: %s is not in the index", id, pr.Name)
				continue
			}
			target := byID[anchor]
			if target == nil || target.class() != "production" {
				t.Errorf("%s: %s leads to %q, not a production", id, pr.Name, anchor)
				continue
			}
			if h3 := target.find("h3", ""); len(h3) != 1 || h3[0].text.String() != pr.Name {
				t.Errorf("%s: %s leads to the section of another production", id, pr.Name)
			}
			if len(target.find("svg", "railroad")) != 1 {
				t.Errorf("%s: %s has no diagram", id, pr.Name)
			}
			// Drawn from this EBNF, or from one the same but for
			// which scheme its references lead to.
			ebnf := target.find("pre", "ebnf")
			if len(ebnf) != 1 || ebnf[0].text.String() != pr.Text {
				t.Errorf("%s: %s: EBNF under the diagram is not %q", id, pr.Name, pr.Text)
			}
			if strings.HasPrefix(anchor, id+"-") {
				drawn++
			}
		}
	}
	if n := len(root.find("section", "production")); n != drawn {
		t.Errorf("%d production sections, %d reached from the indexes", n, drawn)
	}
}

// TestSharedLinks checks that a shared diagram links to the productions
// of every scheme that shares it: a scheme's Login and the Login it uses
// lead to the same HostPort.
func TestSharedLinks(t *testing.T) {
	page, err := RFC1738(parser.Default())
	if err != nil {
		t.Fatal(err)
	}
	pl, err := page.plan()
	if err != nil {
		t.Fatal(err)
	}
	for g := range pl.prods {
		for name, d := range pl.scope[g] {
			for _, ref := range References(d.Expr) {
				if pl.scope[g][ref] != pl.scope[d.home][ref] {
					t.Errorf("%s: %s is drawn in %s, where %s is another production",
						page.Grammars[g].ID, name, page.Grammars[d.home].ID, ref)
				}
			}
		}
	}
	// The productions the RFC shares are drawn once.
	for _, name := range []string{"Scheme", "Login", "HostPort", "Host", "Hostname", "Port"} {
		if got := strings.Count(mustHTML(t, page), `<section class="production" id="generic-`+name+`">`); got != 1 {
			t.Errorf("%s drawn %d times in the generic section", name, got)
		}
		if got := regexp.MustCompile(`<section class="production" id="[a-z]+-`+name+`">`).FindAllString(mustHTML(t, page), -1); len(got) != 1 {
			t.Errorf("%s drawn %d times", name, len(got))
		}
	}
}

func mustHTML(t *testing.T, p *Page) string {
	t.Helper()
	b, err := p.HTML()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestEveryProductionCited(t *testing.T) {
	p := parser.Default()
	cites := Productions()
	var missing []string
	for _, scheme := range append([]string{""}, p.Schemes()...) {
		prods, err := ParseEBNF(p.EBNF(scheme))
		if err != nil {
			t.Fatal(err)
		}
		for _, pr := range prods {
			c, ok := cites[pr.Name]
			if !ok {
				missing = append(missing, pr.Name)
				continue
			}
			if c.Name == "" || c.Section == "" || !strings.Contains(c.Rule, "=") {
				t.Errorf("%s: citation %+v", pr.Name, c)
			}
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("productions with no RFC production: %q (add their ast types to astNodes)", missing)
	}
	if c := cites["HostPort"]; c.Name != "hostport" || c.Section != "3.1" {
		t.Errorf("HostPort cites %+v", c)
	}
	if c := cites["FTPPart"]; c.Name != "ftpurl" || c.Section != "3.2" {
		t.Errorf("FTPPart cites %+v", c)
	}
}

func TestSectionOrder(t *testing.T) {
	page, err := RFC1738(parser.Default())
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, g := range page.Grammars {
		ids = append(ids, g.ID)
	}
	want := "generic ftp http gopher mailto news nntp telnet wais file prospero" // RFC 1738 sections 3.2 to 3.11
	if got := strings.Join(ids, " "); got != want {
		t.Errorf("sections %s, want %s", got, want)
	}
	for _, tc := range []struct {
		a, b string
		want bool
	}{{"3.2", "3.10", true}, {"3.10", "3.2", false}, {"3", "3.1", true}, {"3.1", "", true}, {"", "3.1", false}, {"", "", false}} {
		if got := sectionLess(tc.a, tc.b); got != tc.want {
			t.Errorf("sectionLess(%q, %q) = %v", tc.a, tc.b, got)
		}
	}
}

func TestTokens(t *testing.T) {
	got := map[string]string{}
	for _, tok := range Tokens() {
		got[tok.Name] = tok.Text
	}
	for name, want := range map[string]string{
		"alpha":    "A–Z  a–z",
		"digit":    "0–9",
		"safe":     "$  +  -  .  _",
		"extra":    "!  '  (  )  *  ,",
		"reserved": "&  /  :  ;  =  ?  @",
		"control":  "0x00–0x1F  0x7F",
		"nonascii": "0x80–0xFF",
	} {
		if got[name] != want {
			t.Errorf("<%s>: %q, want %q", name, got[name], want)
		}
	}
	for _, name := range []string{"eof", "escape", "national", "punctuation", "space"} {
		if got[name] == "" {
			t.Errorf("<%s> is not described", name)
		}
	}
}

func TestDeterministic(t *testing.T) {
	a, b := generate(t), generate(t)
	if !bytes.Equal(a, b) {
		t.Error("two runs give different pages")
	}
}

// TestDiagramGeometry checks the geometry of every diagram on the page.
func TestDiagramGeometry(t *testing.T) {
	page, err := RFC1738(parser.Default())
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range page.Grammars {
		prods, err := ParseEBNF(g.EBNF)
		if err != nil {
			t.Fatal(err)
		}
		for _, pr := range prods {
			checkGeometry(t, g.ID+" "+pr.Name, &Diagram{Root: FromEBNF(pr.Expr, nil)})
		}
	}
}

// TestBuiltInIsDefault checks that BuiltIn, which reads RFC 1738's
// grammars from the tags without package parser, draws the page that
// parser.Default() does.
func TestBuiltInIsDefault(t *testing.T) {
	fromParser, err := RFC1738(parser.Default())
	if err != nil {
		t.Fatal(err)
	}
	builtIn, err := RFC1738(BuiltIn)
	if err != nil {
		t.Fatal(err)
	}
	a, err := fromParser.HTML()
	if err != nil {
		t.Fatal(err)
	}
	b, err := builtIn.HTML()
	if err != nil {
		t.Fatal(err)
	}
	if string(a) != string(b) {
		t.Error("the page of BuiltIn differs from parser.Default()'s")
	}
}
