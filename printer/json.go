package printer

import (
	"bufio"
	"fmt"
	"io"

	"github.com/urlsyntax/rfc1738/ast"
)

// A JSONNode is one node of the JSON form of a syntax tree. Its field
// names are stable: programs may rely on them.
type JSONNode struct {
	// Production is the name of the node's production as RFC 1738 writes
	// it: "hostport", "fsegment", "url" for a URL's node. The unique
	// part of a news article declares its parent's, "article".
	Production string `json:"production"`
	// Label is the node's label in the DiagramConfig's language: the
	// note's word for a part of its general form ("host", "hôte"),
	// "unique" or "identificateur" for the unique part of an article, and
	// otherwise the glossary's word for the production.
	Label string `json:"label"`
	// RFC, Section and Rule cite the production: "RFC 1738", "3.1",
	// "port = digits".
	RFC     string `json:"rfc"`
	Section string `json:"section"`
	Rule    string `json:"rule"`
	// Pos and End are the node's byte span [Pos, End) in the input, as
	// its rule reads it: for a scheme's production (ftpurl, httpurl,
	// ldapurl), from the scheme's first byte, as its rule does
	// (ftpurl = "ftp://" login ...), as the diagram and the tree show it.
	Pos int `json:"pos"`
	End int `json:"end"`
	// NodePos is present only where Pos is not the node's own: for a
	// scheme's production, it is the node's ast Pos, after "ftp:" (which
	// ast.URL reads), so that a program can find the node by its span.
	NodePos *int `json:"nodePos,omitempty"`
	// Text is the text of [Pos, End) exactly as written: for a scheme's
	// production, with the scheme and ":" before the node's own.
	Text string `json:"text"`
	// Decoded is the text with its escapes decoded, present only for a
	// node whose decoded text differs from Text. encoding/json writes
	// strings as UTF-8, so decoded octets that are not UTF-8 become
	// U+FFFD here; Text keeps them escaped.
	Decoded *string `json:"decoded,omitempty"`
	// Children are the node's children in input order; absent parts are
	// left out, and the field is left out for a node without any. A
	// scheme's production, shown from the scheme's first byte, has the
	// scheme as its first child, so that every node's span lies in its
	// parent's and siblings' spans do not overlap. A URL's node is url,
	// whose one child is its scheme's production, or otherurl, whose one
	// child is genericurl, for a scheme with none: url, otherurl and
	// genericurl have the URL's span (see the package documentation).
	Children []*JSONNode `json:"children,omitempty"`
}

// JSONTree returns the JSON form of the tree under node, labelled in
// c.Lang. It returns nil for a nil node, a nil pointer of a node type
// (the *ast.URL a failed Parse returns), and a tree one of whose nodes'
// methods panics, which FprintJSON reports as an error. A nil child is
// an absent part, and is left out.
func (c *DiagramConfig) JSONTree(node ast.Node) *JSONNode {
	if ast.IsNil(node) {
		return nil
	}
	root, err := readTree(node)
	if err != nil {
		return nil
	}
	return c.jsonTree(root)
}

func (c *DiagramConfig) jsonTree(root *tnode) *JSONNode {
	l := c.labeler()
	var build func(n *tnode) *JSONNode
	build = func(n *tnode) *JSONNode {
		j := &JSONNode{
			Production: n.prod.Name,
			Label:      l.label(n.key()),
			RFC:        n.prod.RFC,
			Section:    n.prod.Section,
			Rule:       n.prod.Rule,
			Pos:        n.pos,
			End:        n.end,
			Text:       n.text,
		}
		if n.own != nil {
			j.NodePos = &n.own.pos
		}
		if n.hasDecoded {
			j.Decoded = &n.decoded
		}
		kids := 0
		for k := n.kid; k != nil; k = k.next {
			kids++
		}
		if kids > 0 {
			j.Children = make([]*JSONNode, 0, kids)
			for k := n.kid; k != nil; k = k.next {
				j.Children = append(j.Children, build(k))
			}
		}
		return j
	}
	return build(root)
}

// FprintJSON writes the JSON form of the tree under node to w, indented
// by two spaces, followed by a newline. See JSONNode for its fields.
// It writes what encoding/json's Encoder writes of JSONTree(node) with
// that indent and without HTML escaping ("&" and "<" are written as
// they are), but as it goes, without holding the JSONNodes or the text. A nil node, a nil pointer of a node type and a tree one
// of whose nodes' methods panics are errors, and nothing is written.
func (c *DiagramConfig) FprintJSON(w io.Writer, node ast.Node) error {
	if ast.IsNil(node) {
		return fmt.Errorf("printer: FprintJSON of a nil node (%T)", node)
	}
	root, err := readTree(node)
	if err != nil {
		return err
	}
	bw := writeSized(nil, w, func(bw *bufio.Writer, _ *offsetWriter) {
		j := jsonWriter{w: bw, l: c.labeler()}
		j.object(root, 0)
		j.w.WriteByte('\n')
	})
	return bw.Flush()
}
