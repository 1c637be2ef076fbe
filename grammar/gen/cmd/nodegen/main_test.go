package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// astDir is package ast, whose generated file the tests check.
const astDir = "../../../../ast"

// TestUpToDate checks that ast's zz_nodes.go, and the files of packages
// grammar and parser and of the root package, are what nodegen writes
// from ast's source: a node changed without go generate fails here, and
// so does a hand edit of the reserved characters of a Component.
func TestUpToDate(t *testing.T) {
	p, err := load(astDir, "zz_nodes.go")
	if err != nil {
		t.Fatal(err)
	}
	got, err := emit(p)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(astDir, "zz_nodes.go"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("ast/zz_nodes.go is stale: run go generate ./ast (diff -want +got):\n%s", cmp.Diff(string(want), string(got)))
	}
	got, err = emitGrammar(p)
	if err != nil {
		t.Fatal(err)
	}
	want, err = os.ReadFile(filepath.Join(astDir, "../grammar/zz_productions.go"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("grammar/zz_productions.go is stale: run go generate ./ast (diff -want +got):\n%s", cmp.Diff(string(want), string(got)))
	}
	got, err = emitParser(p)
	if err != nil {
		t.Fatal(err)
	}
	want, err = os.ReadFile(filepath.Join(astDir, "../parser/zz_schemes.go"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("parser/zz_schemes.go is stale: run go generate ./ast (diff -want +got):\n%s", cmp.Diff(string(want), string(got)))
	}
	got, err = emitEscape(p, filepath.Join(astDir, "../escape.go"))
	if err != nil {
		t.Fatal(err)
	}
	want, err = os.ReadFile(filepath.Join(astDir, "..", escapeOut))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is stale: run go generate ./ast (diff -want +got):\n%s", escapeOut, cmp.Diff(string(want), string(got)))
	}
}

func TestRules(t *testing.T) {
	tests := []struct {
		name string
		doc  string
		want [][2]string
	}{
		{"one", "X is:\n\n\tport = digits\n\nmore", [][2]string{{"port", "port = digits"}}},
		{"continued", "\tgopherurl = \"gopher://\" hostport [ / [ gtype\n\t            [ selector ] ] ]", [][2]string{{"gopherurl", `gopherurl = "gopher://" hostport [ / [ gtype [ selector ] ] ]`}}},
		{"aligned, with a comment", "\tmailtourl      = \"mailto:\" encoded822addr\n\tencoded822addr = 1*xchar   ; further defined in RFC822", [][2]string{
			{"mailtourl", `mailtourl = "mailto:" encoded822addr`},
			{"encoded822addr", "encoded822addr = 1*xchar"},
		}},
		{"a quoted semicolon", "\tftpurl = \"ftp://\" login [ \";type=\" ftptype ]", [][2]string{{"ftpurl", `ftpurl = "ftp://" login [ ";type=" ftptype ]`}}},
		{"an example is no rule", "\thttp://host/\n\nprose = not indented", nil},
		{"a block ends at an unindented line", "\ta = b\nc d\n\t  e", [][2]string{{"a", "a = b"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, rulesOf(strings.Split(tt.doc, "\n"))); diff != "" {
				t.Errorf("rulesOf (-want +got):\n%s", diff)
			}
		})
	}
}

func TestProductions(t *testing.T) {
	doc := strings.Split("N is:\n\n\tnewsurl = \"news:\" grouppart\n\tgrouppart = \"*\" | group\n\nrfc:1738 3.6 NewsURLP\nrfc:1738 3.6 GroupPartP grouppart", "\n")
	ps, own, err := productionsOf(&node{name: "N", doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	type flat struct{ Var, Name, RFC, Sect, Rule string }
	var got []flat
	for _, p := range ps {
		got = append(got, flat{p.varName, p.name, p.rfc, p.sect, p.rule})
	}
	want := []flat{
		{"NewsURLP", "newsurl", "RFC 1738", "3.6", `newsurl = "news:" grouppart`},
		{"GroupPartP", "grouppart", "RFC 1738", "3.6", `grouppart = "*" | group`},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("productionsOf (-want +got):\n%s", diff)
	}
	if own != "NewsURLP" {
		t.Errorf("own = %q, want NewsURLP", own)
	}
}

func TestProductionErrors(t *testing.T) {
	tests := []struct{ name, doc, want string }{
		{"no rule", "N is nothing.\nrfc:1738 3.6 NP", `no rule ""`},
		{"no such rule", "\ta = b\nrfc:1738 3.6 NP c", `no rule "c"`},
		{"short", "\ta = b\nrfc:1738 NP", "want //rfc:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := productionsOf(&node{name: "N", doc: strings.Split(tt.doc, "\n")})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestUse(t *testing.T) {
	_, own, err := productionsOf(&node{name: "U", doc: []string{"U is part of an article.", "rfc:use ArticleP"}})
	if err != nil || own != "ArticleP" {
		t.Errorf("own, err = %q, %v; want ArticleP, nil", own, err)
	}
}

func TestGates(t *testing.T) {
	tests := []struct {
		name string
		tags []string
		want map[int][]int
	}{
		{"ftpurl", []string{`'/' '/' @@`, `( '/' @@`, `( ';' 't' 'y' 'p' 'e' '=' @@ )? )?`}, map[int][]int{0: nil, 1: nil, 2: {1}}},
		{"login, past a lookahead", []string{`( (?= Alpha* '@' ) @@ ( ':'`, `@@ )? '@' )?`, `@@`}, map[int][]int{0: nil, 1: {0}, 2: nil}},
		{"alternatives gate apart", []string{`'/' '/' @@ '/'`, `@@`, `( '?' @@`, `| '/' @@ '/'`, `@@ )?`}, map[int][]int{0: nil, 1: nil, 2: nil, 3: nil, 4: {3}}},
		{"a repeated slice", []string{`( @@ '.' )*`, `@@`}, map[int][]int{0: nil, 1: nil}},
		{"no gate outside an option", []string{`@@ ( @@ )+`}, map[int][]int{0: nil}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var fields []field
			for i, tag := range tt.tags {
				fields = append(fields, field{name: fmt.Sprint("F", i), tag: tag, index: i})
			}
			e, err := parseTags(fields)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, gates(e)); diff != "" {
				t.Errorf("gates (-want +got):\n%s", diff)
			}
		})
	}
}

func TestTagErrors(t *testing.T) {
	for _, tag := range []string{`( @@`, `'x`, `@@ )`, `#`} {
		if _, err := parseTags([]field{{name: "F", tag: tag}}); err == nil {
			t.Errorf("parseTags(%q) = nil error", tag)
		}
	}
}

func TestWriterErrors(t *testing.T) {
	tests := []struct {
		name string
		f    []field
		want string
	}{
		{"an option that captures nothing", []field{{name: "A", typ: "*Leaf", tag: `@@ ( '/' )?`}}, "captures nothing"},
		{"a token outside a capture", []field{{name: "A", typ: "*Leaf", tag: `@@ Alpha`}}, "token Alpha"},
		{"different delimiters", []field{{name: "A", typ: "[]*Leaf", tag: `@@ '.' @@ '-' @@`}}, "different delimiters"},
	}
	leaf := &node{name: "Leaf", fields: []field{{name: "Text", typ: "Text", tag: `@Alpha`}}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for i := range tt.f {
				tt.f[i].index = i
			}
			n := &node{name: "N", fields: tt.f, doc: []string{"\tn = a", "rfc:1738 5 NP"}}
			p := &pkg{name: "ast", nodes: []*node{n, leaf}, ifaces: map[string]bool{}, methods: map[string]map[string]bool{}}
			_, err := emit(p)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestWriter(t *testing.T) {
	n := &node{name: "N", doc: []string{"\tn = a", "rfc:1738 5 NP"}, fields: []field{
		{name: "A", typ: "*Leaf", tag: `'/' '/' @@`, index: 0},
		{name: "B", typ: "[]*M", tag: `( '/' @@`, index: 1},
		{name: "C", typ: "*Leaf", tag: `( ';' @@ )? )?`, index: 2},
	}}
	n.fields[1].tag = `( '/' @@ ( ',' @@ )*`
	leaf := &node{name: "Leaf", fields: []field{{name: "Text", typ: "Text", tag: `@Alpha`}}}
	m := &node{name: "M", fields: []field{{name: "L", typ: "*Leaf", tag: `@@ '!'`}}}
	src, err := emit(&pkg{name: "ast", nodes: []*node{n, leaf, m}, ifaces: map[string]bool{}, methods: map[string]map[string]bool{}})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"w.WriteString(\"//\")\n\tif c := n.A; c != nil {\n\t\tw.text(c, string(c.Text))\n\t}\n\tif len(n.B) > 0 {\n\t\tw.WriteString(\"/\")\n\t\tfor i, c := range n.B {\n\t\t\tif i > 0 {\n\t\t\t\tw.WriteString(\",\")\n\t\t\t}\n\t\t\tc.put(w)\n\t\t}\n\t\tif n.C != nil {\n\t\t\tw.WriteString(\";\")",
		"func (n *Leaf) String() string {\n\tif n == nil {\n\t\treturn \"\"\n\t}\n\treturn string(n.Text)\n}",
		"if n.C != nil && len(n.B) > 0 {\n\t\tout = append(out, n.C)",
	} {
		if !strings.Contains(string(src), want) {
			t.Errorf("the output has no\n%s\nin\n%s", want, src)
		}
	}
}

func TestGrammarDirective(t *testing.T) {
	n := &node{name: "Login", doc: []string{"\tlogin = hostport", "rfc:1738 3.1 LoginP", "rfc:grammar LoginP"}}
	ps, own, err := productionsOf(n)
	if err != nil {
		t.Fatal(err)
	}
	if own != "" || len(ps) != 1 || ps[0].grammarName != "LoginP" {
		t.Errorf("own %q, productions %+v: want no method and LoginP in package grammar", own, ps)
	}
	src, err := emitGrammar(&pkg{name: "ast", nodes: []*node{n}})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`LoginP = ast.Production{Name: "login", RFC: "RFC 1738", Section: "3.1", Rule: "login = hostport"}`, "case *ast.Login:\n\t\treturn LoginP, true"} {
		if !strings.Contains(string(src), want) {
			t.Errorf("the grammar file has no %q:\n%s", want, src)
		}
	}
	n.doc = append(n.doc, "rfc:1738 3.1 OtherP")
	if _, _, err := productionsOf(n); err == nil {
		t.Error("//rfc:grammar on a type that declares two productions: no error")
	}
}
