package view

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// linkInputs are texts whose diagrams and trees the links are tested on:
// every scheme, escapes, empty parts, a text that is not ASCII, errors,
// and URLs whose diagrams count runs ("hsegment ×27") and labels left
// out for want of room.
var linkInputs = []string{
	ftpURL, "http://www.iec.ch", "http://www.iec.ch/about/mission-e.htm", "news:comp.os.unix", "news:XYZ123@news.iso.org",
	"news:*", "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles", "gopher://h/", "gopher://h/7sel%09find",
	"mailto:a%25b@c.d", "nntp://h:119/alt.test/12", "telnet://u:p@h:23/", "wais://h/db?q", "wais://h/db/t/p", "file:///etc/motd",
	"file://localhost/etc/motd", "prospero://h/a/b;n=v;m=w", "x://u@h/p", "x:opaque", "ftp://@h/", "ftp://u:@h/a;type=d",
	"http://1.2.3.4:80/a/b?x=y&z", "HTTP://WWW.IEC.CH:80/%7Eabout/", "ldap://h/o=x",
	"http://h/" + strings.Repeat("a/", 40), "http://h/" + strings.Repeat("a//", 20), "http://" + strings.Repeat("ab.", 30) + "com/",
	"http://www.iec.ch:a", "ftp://anon:pa:ss@ftp.example.org/", "http://h/é/x", "http://x/\xff", "", "http", "g h",
	"ftp://h/a;type=x", "http://u:p@host/", "news://host/group",
}

// TestDiagramLines checks the pieces of every diagram: they spell the
// diagram's text exactly; every run of carets is a mark, and every
// label and "|" under it a label, of a production (or the error); every
// piece of the URL's line is the text of its span.
func TestDiagramLines(t *testing.T) {
	for _, in := range linkInputs {
		for _, lang := range []string{"en", "fr"} {
			r := Explain(in, lang)
			text := strings.Split(strings.TrimSuffix(r.Diagram, "\n"), "\n")
			if len(r.DiagramLines) != len(text) {
				t.Errorf("%s %.40q: %d lines of pieces for %d lines", lang, in, len(r.DiagramLines), len(text))
				continue
			}
			labelRows := false // the lines after a caret line
			for i, line := range r.DiagramLines {
				var b strings.Builder
				for _, s := range line {
					b.WriteString(s.Text)
				}
				if b.String() != text[i] {
					t.Errorf("%s %.40q line %d: the pieces spell %q, not %q", lang, in, i, b.String(), text[i])
				}
				caret := i > 0 && isCaretLine(newTextLine(text[i]))
				for _, s := range line {
					switch {
					case i == 0 && s.Kind != "url" && (r.Valid || strings.TrimSpace(s.Text) != ""):
						t.Errorf("%s %.40q: the URL's line has a piece %+v", lang, in, s)
					case i == 0 && isPrintableASCII(in) && in[s.Pos:s.End] != s.Text:
						t.Errorf("%s %.40q: the URL's piece %q has the span [%d,%d) %q", lang, in, s.Text, s.Pos, s.End, in[s.Pos:s.End])
					case caret && strings.Trim(s.Text, " ") != "" && s.Kind != "mark" && s.Kind != "error":
						t.Errorf("%s %.40q line %d: carets %q are no mark", lang, in, i, s.Text)
					case labelRows && !caret && strings.TrimSpace(s.Text) != "" && s.Kind == "" &&
						!strings.HasPrefix(text[i], "…") && !strings.HasPrefix(text[i], "("):
						t.Errorf("%s %.40q line %d: %q is linked to no part:\n%s", lang, in, i, s.Text, r.Diagram)
					case (s.Kind == "mark" || s.Kind == "label") && s.Production == "":
						t.Errorf("%s %.40q line %d: the piece %q [%d,%d) has no production", lang, in, i, s.Text, s.Pos, s.End)
					}
				}
				labelRows = labelRows || caret
			}
		}
	}
}

// TestTreeLines checks that each line of the tree is a node with its
// span and production, and spells the tree's text.
func TestTreeLines(t *testing.T) {
	span := regexp.MustCompile(`\[([0-9]+),([0-9]+)\)`)
	for _, in := range linkInputs {
		r := Explain(in, "fr")
		text := strings.Split(strings.TrimSuffix(r.Tree, "\n"), "\n")
		if r.Tree == "" {
			if r.TreeLines != nil {
				t.Errorf("%.40q: tree lines without a tree", in)
			}
			continue
		}
		for i, line := range r.TreeLines {
			var b strings.Builder
			var node *Seg
			for k, s := range line {
				b.WriteString(s.Text)
				if s.Kind == "node" {
					node = &line[k]
				}
			}
			if b.String() != text[i] || node == nil || node.Production == "" ||
				span.FindString(node.Text) != "["+strconv.Itoa(int(node.Pos))+","+strconv.Itoa(int(node.End))+")" {
				t.Errorf("%.40q line %d: %+v for %q", in, i, line, text[i])
			}
		}
	}
}
