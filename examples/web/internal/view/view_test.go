package view

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"
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
	if !strings.HasPrefix(r.Tree, "genericurl ") || !strings.Contains(r.Tree, `[11,17)  "secret"`) {
		t.Errorf("tree:\n%s", r.Tree)
	}
	var j struct {
		Production string `json:"production"`
		Pos, End   int
	}
	if err := json.Unmarshal([]byte(r.JSON), &j); err != nil || j.Production != "genericurl" || j.End != len(ftpURL) {
		t.Errorf("JSON %+v, %v:\n%s", j, err, r.JSON)
	}
	var hostport *Production
	for i, p := range r.Productions {
		if p.Name == "hostport" {
			hostport = &r.Productions[i]
		}
	}
	if hostport == nil || hostport.Label != "hostport" || strings.Join(hostport.Anchors[:2], " ") != "ftp-HostPort generic-HostPort" ||
		hostport.Cite != `RFC 1738 section 3.1: hostport = host [ ":" port ]` {
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
	if e.Offset != 18 || e.Before != "http://www.iec.ch:" || e.At != "a" || e.After != "" || e.Production != "port" ||
		!strings.HasPrefix(e.Message, `offset 18: port: found "a", expected a digit`) {
		t.Errorf("error %+v", e)
	}
	lines := strings.Split(r.Diagram, "\n")
	if len(lines) < 3 || lines[0] != in || lines[1] != strings.Repeat(" ", 18)+"^" || lines[2] != strings.Repeat(" ", 18)+"error" ||
		!strings.Contains(r.Diagram, "\nerror: "+e.Message+"\n") {
		t.Errorf("error diagram:\n%s", r.Diagram)
	}
	// The tree is that of the part that parsed.
	if r.Scheme != "http" || r.Section != "http" || !strings.HasSuffix(strings.Split(r.Tree, "\n")[0], `"http://www.iec.ch"`) {
		t.Errorf("scheme %q, section %q, tree:\n%s", r.Scheme, r.Section, r.Tree)
	}
	if fr := Explain(in, "fr"); !strings.Contains(fr.Diagram, "erreur : offset 18") {
		t.Errorf("French error diagram:\n%s", fr.Diagram)
	}
}

func TestExplainEdges(t *testing.T) {
	tests := []struct {
		in               string
		offset           int
		before, at, aft  string
		tree, diagramHas string
	}{
		{in: "", offset: 0, diagramHas: "error: offset 0"},
		{in: "http", offset: 4, before: "http", diagramHas: "error: offset 4"},
		// A character that is not ASCII is cut whole, and shown as an escape.
		{in: "http://www.iec.ch/é/x", offset: 18, before: "http://www.iec.ch/", at: "é", aft: "/x",
			tree: "genericurl", diagramHas: `http://www.iec.ch/\u00e9/x`},
		{in: "http://x/\xff", offset: 9, before: "http://x/", at: "\xff", tree: "genericurl"},
		// Too long for the page: an error at once, and no part parsed.
		{in: "http://" + strings.Repeat("a", MaxLength), offset: MaxLength, before: "http://" + strings.Repeat("a", MaxLength-7),
			at: "a", aft: "aaaaaa"},
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
		if !strings.HasPrefix(r.Tree, tt.tree) || (tt.tree == "") != (r.Tree == "") {
			t.Errorf("%q: tree %q, want it to start with %q", name, r.Tree, tt.tree)
		}
		if !strings.Contains(r.Diagram, tt.diagramHas) {
			t.Errorf("%q: the diagram has no %q:\n%s", name, tt.diagramHas, r.Diagram)
		}
		if _, err := json.Marshal(r); err != nil {
			t.Errorf("%q: %v", name, err)
		}
	}
}

func TestWarnings(t *testing.T) {
	r := Explain("http://www.iec.ch:99999/", "en")
	if !r.Valid || len(r.Warnings) == 0 || !strings.Contains(r.Warnings[0], "99999") {
		t.Errorf("valid %v, warnings %q", r.Valid, r.Warnings)
	}
}

// TestAnchors checks that the page's links to the railroad diagrams land:
// for a URL of every scheme, and of the generic syntax, each production
// of its tree has a section in docs/railroad.html.
func TestAnchors(t *testing.T) {
	page, err := os.ReadFile("../../../../docs/railroad.html")
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, m := range regexp.MustCompile(`id="([^"]+)"`).FindAllSubmatch(page, -1) {
		ids[string(m[1])] = true
	}
	for _, in := range []string{
		ftpURL,
		"http://www.iec.ch/about/mission-e.htm?x=1",
		"gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
		"mailto:joe@iec.ch",
		"news:comp.os.unix",
		"news:XYZ123@news.iso.org",
		"news:*",
		"nntp://news.iec.ch/comp.os.unix/42",
		"telnet://joe:pw@host.iec.ch:23/",
		"wais://quake.think.com/directory-of-servers?earthquake",
		"wais://quake.think.com/db/wtype/wpath",
		"file://localhost/etc/fstab",
		"prospero://host.iec.ch:1525/a/b;f=v",
		"foo://u:p@10.0.0.1:8/x%20y",
		"foo:bar",
	} {
		r := Explain(in, "en")
		if !r.Valid {
			t.Errorf("%q: %s", in, r.Error.Message)
			continue
		}
		if !ids[r.Section] {
			t.Errorf("%q: no section %q on the railroad page", in, r.Section)
		}
		for _, p := range r.Productions {
			found := false
			for _, a := range p.Anchors {
				found = found || ids[a]
			}
			if !found {
				t.Errorf("%q: production %s: none of %q is on the railroad page", in, p.Name, p.Anchors)
			}
		}
	}
}
