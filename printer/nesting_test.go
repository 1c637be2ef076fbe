package printer_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestTreeSpansNest checks, over the corpora, that the tree the tree
// view, the JSON form and the page show is a tree of spans: each node's
// span lies in its parent's, and its children's come in input order
// without overlapping, a scheme's production holding its scheme. Under
// -short, every 16th line.
func TestTreeSpansNest(t *testing.T) {
	step := 1
	if testing.Short() {
		step = 16
	}
	c := &printer.DiagramConfig{}
	for _, name := range corpustest.Names(t) {
		checked := 0
		for _, line := range corpustest.Sample(corpustest.Lines(t, name), step) {
			u, err := parser.Parse(line)
			if err != nil {
				continue
			}
			checked++
			if msg := spansNest(c.JSONTree(u)); msg != "" {
				t.Errorf("%s: %q: %s", name, line, msg)
			}
		}
		t.Logf("%s: %d valid URLs", name, checked)
		if checked == 0 {
			t.Errorf("%s: no valid URL checked", name)
		}
	}
	for _, in := range []string{"news:XYZ123@news.iso.org", "http://h/x?y", "foo:bar", "irc://h/", "https://h/", "mailto:a@b"} {
		if msg := spansNest(c.JSONTree(mustParse(t, in))); msg != "" {
			t.Errorf("%q: %s", in, msg)
		}
	}
}

// spansNest returns why the spans under n do not nest, "" when they do.
func spansNest(n *printer.JSONNode) string {
	at := n.Pos
	for _, k := range n.Children {
		switch {
		case k.Pos < at:
			return k.Production + " starts before its previous sibling ends, or before " + n.Production
		case k.End > n.End || k.End < k.Pos:
			return k.Production + " ends outside " + n.Production
		}
		if msg := spansNest(k); msg != "" {
			return msg
		}
		at = k.End
	}
	return ""
}
