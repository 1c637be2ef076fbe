package printer

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A JSONNode is one node of the JSON form of a syntax tree. Its field
// names are stable: programs may rely on them.
type JSONNode struct {
	// Production is the name of the node's production as RFC 1738 writes
	// it: "hostport", "fsegment". The unique part of a news article
	// declares its parent's, "article".
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
	// Pos and End are the node's byte span [Pos, End) in the input.
	Pos int `json:"pos"`
	End int `json:"end"`
	// Text is the node's text exactly as written.
	Text string `json:"text"`
	// Decoded is the text with its escapes decoded, present only for a
	// node whose decoded text differs from Text. encoding/json writes
	// strings as UTF-8, so decoded octets that are not UTF-8 become
	// U+FFFD here; Text keeps them escaped.
	Decoded *string `json:"decoded,omitempty"`
	// Children are the node's children in input order; absent parts are
	// left out, and the field is left out for a node without any.
	Children []*JSONNode `json:"children,omitempty"`
}

// JSONTree returns the JSON form of the tree under node, labelled in
// c.Lang.
func (c *DiagramConfig) JSONTree(node ast.Node) *JSONNode {
	if node == nil {
		return nil
	}
	l := c.labeler()
	var build func(n ast.Node, parent string) *JSONNode
	build = func(n ast.Node, parent string) *JSONNode {
		key, production := labelKey(n, parent)
		g := grammar.Of(n)
		j := &JSONNode{
			Production: production,
			Label:      l.label(key),
			RFC:        g.RFC,
			Section:    g.Section,
			Rule:       g.Rule,
			Pos:        n.Pos(),
			End:        n.End(),
			Text:       n.String(),
		}
		if d, ok := decodedOf(n); ok {
			j.Decoded = &d
		}
		for _, k := range childrenOf(n) {
			j.Children = append(j.Children, build(k, production))
		}
		return j
	}
	return build(node, "")
}

// FprintJSON writes the JSON form of the tree under node to w, indented
// by two spaces, followed by a newline. See JSONNode for its fields.
// It uses encoding/json, without HTML escaping: "&" and "<" are written
// as they are.
func (c *DiagramConfig) FprintJSON(w io.Writer, node ast.Node) error {
	if node == nil {
		return fmt.Errorf("printer: FprintJSON of a nil node")
	}
	e := json.NewEncoder(w)
	e.SetEscapeHTML(false)
	e.SetIndent("", "  ")
	return e.Encode(c.JSONTree(node))
}
