package ast_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/internal/memtest"
)

// memRows drive package ast's functions, and its methods on every node
// of a tree, for TestMemory (package memtest).
var memRows = []memtest.Row{
	{Name: "ast.Walk", Run: memtest.OnTree(func(c *memtest.Case) int { ast.Walk(visitor{}, c.U); return 0 })},
	{Name: "ast.Inspect", Run: memtest.OnTree(func(c *memtest.Case) int { memtest.EachNode(c.U, func(ast.Node) {}); return 0 })},
	{Name: "ast.ChildrenOf", Run: memtest.OnTree(func(c *memtest.Case) int { memtest.EachNode(c.U, func(n ast.Node) { ast.ChildrenOf(n) }); return 0 })},
	{Name: "ast.EmptyUser", Run: memtest.OnTree(func(c *memtest.Case) int { ast.EmptyUser(c.U); return 0 })},
	{Name: "ast.Spanned", Run: memtest.OnTree(func(c *memtest.Case) int { ast.Spanned(c.U, c.In); return 0 })},
	{Name: "ast.IsNil", Run: memtest.OnTree(func(c *memtest.Case) int { memtest.EachNode(c.U, func(n ast.Node) { ast.IsNil(n) }); return 0 })},
	{Name: "ast.FirstDifference", Run: memtest.OnTree(func(c *memtest.Case) int { ast.FirstDifference(c.U, c.U); return 0 })},
	{Name: "ast.Decode", Run: memtest.OnURL(func(c *memtest.Case) { ast.Decode(c.In) })},
	{Name: "ast.SplitParts", Run: memtest.OnURL(func(c *memtest.Case) { ast.SplitParts(c.In) })},
	{Name: "ast.*.Join", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = ast.SplitParts(c.In).Join(c.In) })},
	{Name: "ast.*.JoinInto", Run: memtest.OnURL(func(c *memtest.Case) {
		var b strings.Builder
		_ = ast.SplitParts(c.In).JoinInto(&b, c.In)
	})},
	{Name: "ast.SplitAddrSpec", Run: memtest.OnURL(func(c *memtest.Case) { _, _, _ = ast.SplitAddrSpec(c.In) })},
	{Name: "ast.EscapedOctet", Run: memtest.OnURL(func(c *memtest.Case) {
		for i := 0; i+2 < len(c.In); i++ {
			if c.In[i] == '%' {
				_ = ast.EscapedOctet(c.In, i)
			}
		}
	})},
	{Name: "ast.*.String", Run: memtest.NodeMethod(func(n fmt.Stringer) { _ = n.String() })},
	{Name: "ast.*.Decoded", Run: memtest.NodeMethod(func(n interface{ Decoded() string }) { n.Decoded() })},
	{Name: "ast.*.Children", Run: memtest.NodeMethod(func(n interface{ Children() []ast.Node }) { n.Children() })},
	{Name: "ast.*.Segments", Run: memtest.NodeMethod(func(n interface{ Segments() []string }) { n.Segments() })},
	{Name: "ast.*.DecodedSegments", Run: memtest.NodeMethod(func(n interface{ DecodedSegments() []string }) { n.DecodedSegments() })},
	{Name: "ast.*.Dirs", Run: memtest.NodeMethod(func(n interface{ Dirs() []string }) { n.Dirs() })},
	{Name: "ast.*.Name", Run: memtest.NodeMethod(func(n interface{ Name() string }) { n.Name() })},
	{Name: "ast.*.List", Run: memtest.NodeMethod(func(n interface{ List() []string }) { n.List() })},
	{Name: "ast.*.RawFields", Run: memtest.NodeMethod(func(n interface{ RawFields() []ast.ProsperoField }) { n.RawFields() })},
	{Name: "ast.*.DecodedFields", Run: memtest.NodeMethod(func(n interface{ DecodedFields() []ast.ProsperoField }) { n.DecodedFields() })},
	{Name: "ast.*.Field", Run: memtest.NodeMethod(func(n interface{ Field(string) (string, bool) }) { n.Field("a") })},
	{Name: "ast.*.HSOName", Run: memtest.NodeMethod(func(n interface{ HSOName() string }) { n.HSOName() })},
	{Name: "ast.*.HostName", Run: memtest.NodeMethod(func(n interface{ HostName() string }) { n.HostName() })},
	{Name: "ast.*.DecodedSearch", Run: memtest.NodeMethod(func(n interface{ DecodedSearch() (string, bool) }) { n.DecodedSearch() })},
	{Name: "ast.*.DecodedSelector", Run: memtest.NodeMethod(func(n interface{ DecodedSelector() string }) { n.DecodedSelector() })},
	{Name: "ast.*.DecodedGopherPlus", Run: memtest.NodeMethod(func(n interface{ DecodedGopherPlus() (string, bool) }) { n.DecodedGopherPlus() })},
	{Name: "ast.*.Address", Run: memtest.NodeMethod(func(n interface{ Address() (string, bool) }) { n.Address() })},
	{Name: "ast.*.AddrSpec", Run: memtest.NodeMethod(func(n interface {
		AddrSpec() (string, string, error)
	}) {
		_, _, _ = n.AddrSpec()
	})},
	{Name: "ast.*.MessageID", Run: memtest.NodeMethod(func(n interface{ MessageID() (string, bool) }) { n.MessageID() })},
	{Name: "ast.*.GroupName", Run: memtest.NodeMethod(func(n interface{ GroupName() (string, bool) }) { n.GroupName() })},
	{Name: "ast.*.User", Run: memtest.NodeMethod(func(n interface{ User() (string, bool) }) { n.User() })},
	{Name: "ast.*.Password", Run: memtest.NodeMethod(func(n interface{ Password() (string, bool) }) { n.Password() })},
	{Name: "ast.*.Parts", Run: memtest.NodeMethod(func(n interface{ Parts() ast.Parts }) { n.Parts() })},
	{Name: "ast.*.Value", Run: memtest.NodeMethod(func(n interface{ Value() (int, bool) }) { n.Value() })},
	{Name: "ast.*.ArticleNumber", Run: memtest.NodeMethod(func(n interface{ ArticleNumber() (int, bool) }) { n.ArticleNumber() })},
}

// visitor is an ast.Visitor that goes everywhere.
type visitor struct{}

func (v visitor) Visit(ast.Node) ast.Visitor { return v }

// notDriven are the exported functions and methods TestMemory does not
// drive, each with why it needs no row: it reads no input and no tree,
// or what it reads is bounded whatever the input.
var notDriven = map[string]string{}

func init() {
	for reason, names := range map[string][]string{
		"reads no input, or only a name": {
			"ast.DefaultPort", "ast.Schemes", "ast.SameKindSchemes", "ast.RFC1738", "ast.RFC1808", "ast.PartOf", "ast.At",
			"ast.*.Production", "ast.*.DefaultPort", "ast.*.Cite", "ast.*.Where", "ast.*.RuleWhere", "ast.*.WritesInRuleSection", "ast.*.ProseName", "ast.*.FromRFC1738", "ast.*.Pos", "ast.*.End",
		},
		"returns a node of the tree, a byte or a constant, and allocates nothing": {
			"ast.*.HostPortPart", "ast.*.LoginPart", "ast.*.HostPart", "ast.*.Host", "ast.*.HostPort",
			"ast.*.Login", "ast.*.AsSearch", "ast.*.Type", "ast.*.Letter", "ast.*.Byte", "ast.*.IsLocal",
			"ast.*.IsAll", "ast.*.Form",
		},
		"fills a node from participle's captures when the grammar is read, never on a URL": {"ast.*.Capture"},
		"the writer String and the printer run, whose rows drive it":                       {"ast.*.WriteString", "ast.*.WriteNode"},
		"the text of an error whose parts are bounded: a field's name and a short reason":  {"ast.*.Error"},
	} {
		for _, name := range names {
			notDriven[name] = reason
		}
	}
}

// TestMemory holds package ast's functions and methods to the bounds of
// package memtest, over every shape of input.
func TestMemory(t *testing.T) { memtest.Run(t, memRows, nil, memtest.Shapes) }

// TestMemoryCoversAPI checks that every exported function and method of
// package ast has a row of TestMemory or a reason to have none.
func TestMemoryCoversAPI(t *testing.T) { memtest.CoversAPI(t, "ast", ".", memRows, notDriven, nil) }
