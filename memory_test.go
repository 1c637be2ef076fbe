package rfc1738_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/internal/memtest"
	"github.com/urlsyntax/rfc1738/parser"
)

// memRows drive package rfc1738's exported functions for TestMemory
// (package memtest); each package's memory test drives its own.
var memRows = []memtest.Row{
	{Name: "rfc1738.Parse", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = rfc1738.Parse(c.In) })},
	{Name: "rfc1738.Fix", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = rfc1738.Fix(c.In) })},
	{Name: "rfc1738.MustParse", Run: memtest.OnTree(func(c *memtest.Case) int { rfc1738.MustParse(c.In); return 0 })},
	{Name: "rfc1738.Check", Run: memtest.OnURL(func(c *memtest.Case) { _ = rfc1738.Check(c.In) })},
	{Name: "rfc1738.ParseReference", Run: memtest.OnURL(func(c *memtest.Case) { _, _, _ = rfc1738.ParseReference(c.In + "#f") })},
	{Name: "rfc1738.ParseRelative", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = rfc1738.ParseRelative(c.In) })},
	{Name: "rfc1738.Resolve", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = rfc1738.Resolve(c.In, "g") })},
	{Name: "rfc1738.Validate", Run: memtest.OnTree(func(c *memtest.Case) int { rfc1738.Validate(c.U); return 0 })},
	{Name: "rfc1738.Canonical", Run: memtest.OnTree(func(c *memtest.Case) int { return len(rfc1738.Canonical(c.U)) })},
	{Name: "rfc1738.Extract", Run: memtest.OnText(rfc1738.Extract)},
	{Name: "rfc1738.Find", Run: memtest.OnFind(func(s string) []parser.Finding { return rfc1738.Find(s, 0) })},
	{Name: "rfc1738.Escape", Run: memtest.OnURL(func(c *memtest.Case) { rfc1738.Escape(c.In, rfc1738.InHSegment) })},
	{Name: "rfc1738.Unescape", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = rfc1738.Unescape(c.In) })},
	{Name: "rfc1738.FromNetURL", Run: func(c *memtest.Case) (int, bool) {
		if c.NetURL == nil {
			return 0, false
		}
		_, _ = rfc1738.FromNetURL(c.NetURL)
		return 0, true
	}},
	{Name: "rfc1738.FromNetURLWith", Run: func(c *memtest.Case) (int, bool) {
		if c.NetURL == nil {
			return 0, false
		}
		_, _ = rfc1738.FromNetURLWith(memtest.Unlimited, c.NetURL)
		return 0, true
	}},
	{Name: "rfc1738.URL.NetURL", Run: memtest.OnTree(func(c *memtest.Case) int { _, _ = valueOf(c).NetURL(); return 0 })},
	{Name: "rfc1738.URL.String", Run: memtest.OnTree(func(c *memtest.Case) int { return len(valueOf(c).String()) })},
	{Name: "rfc1738.URL.MarshalText", Run: memtest.OnTree(func(c *memtest.Case) int { b, _ := valueOf(c).MarshalText(); return len(b) })},
	{Name: "rfc1738.URL.MarshalJSON", Run: memtest.OnTree(func(c *memtest.Case) int { b, _ := valueOf(c).MarshalJSON(); return len(b) })},
	{Name: "rfc1738.URL.UnmarshalText", Run: memtest.OnURL(func(c *memtest.Case) { u := rfc1738.URL{Parser: memtest.Unlimited}; _ = u.UnmarshalText([]byte(c.In)) })},
	{Name: "rfc1738.URL.UnmarshalJSON", Run: memtest.OnURL(func(c *memtest.Case) { u := rfc1738.URL{Parser: memtest.Unlimited}; _ = u.UnmarshalJSON(c.JSON) })},
	{Name: "rfc1738.URL.IsZero", Run: memtest.OnTree(func(c *memtest.Case) int { valueOf(c).IsZero(); return 0 })},
	{Name: "rfc1738.URL.Hostname", Run: memtest.OnTree(func(c *memtest.Case) int { return len(valueOf(c).Hostname()) })},
	{Name: "rfc1738.URL.Port", Run: memtest.OnTree(func(c *memtest.Case) int { return len(valueOf(c).Port()) })},
	{Name: "rfc1738.URL.User", Run: memtest.OnTree(func(c *memtest.Case) int { return len(valueOf(c).User().String()) })},
	{Name: "rfc1738.URL.Query", Run: memtest.OnTree(func(c *memtest.Case) int { valueOf(c).Query(); return 0 })},
	{Name: "rfc1738.URL.Segments", Run: memtest.OnTree(func(c *memtest.Case) int { valueOf(c).Segments(); return 0 })},
	{Name: "rfc1738.URL.Redacted", Run: memtest.OnTree(func(c *memtest.Case) int { return len(valueOf(c).Redacted()) })},
	{Name: "rfc1738.URL.JoinPath", Run: memtest.OnTree(func(c *memtest.Case) int { _, _ = valueOf(c).JoinPath("x"); return 0 })},
	{Name: "rfc1738.URL.Resolve", Run: memtest.OnTree(func(c *memtest.Case) int { _, _ = valueOf(c).Resolve("g"); return 0 })},
	{Name: "rfc1738.ParseBase", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = rfc1738.ParseBase(c.In) })},
}

// valueOf returns c's tree as a URL value of the parser without a limit.
func valueOf(c *memtest.Case) rfc1738.URL { return rfc1738.URL{URL: c.U, Parser: memtest.Unlimited} }

// notDriven are the exported functions TestMemory does not drive, each
// with why it needs no row.
var notDriven = map[string]string{
	"rfc1738.Component.Allows":     "reads a byte and a component, no input",
	"rfc1738.Component.Production": "reads a component, no input",
	"rfc1738.Component.String":     "reads a component, no input",
	"rfc1738.NetURLError.Error":    "the text of an error whose parts are bounded: a field's name and a short reason",
	"rfc1738.NetURLError.Unwrap":   "returns the error it holds",
}

// TestMemory holds package rfc1738's exported functions to the bounds of
// package memtest, over every shape of input.
func TestMemory(t *testing.T) { memtest.Run(t, memRows, nil, memtest.Shapes) }

// TestMemoryCoversAPI checks that every exported function of package
// rfc1738 has a row of TestMemory or a reason to have none.
func TestMemoryCoversAPI(t *testing.T) { memtest.CoversAPI(t, "rfc1738", ".", memRows, notDriven, nil) }

// treeChanges are changes a program makes to a parsed tree, after which
// JoinPath cannot read the path where the tree's spans say: a shorter
// host, and a scheme renamed to one read by another part.
var treeChanges = []struct {
	name   string
	change func(u *ast.URL) bool
}{
	{"host", func(u *ast.URL) bool {
		hp := u.HostPort()
		if hp == nil {
			return false
		}
		hp.Host = &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "hh"}}}
		return true
	}},
	{"scheme", func(u *ast.URL) bool {
		if u.Scheme.Name() == "http" {
			u.Scheme.Text = "ftp"
		} else {
			u.Scheme.Text = "http"
		}
		return true
	}},
}

// TestJoinPathChangedTreeMemory holds JoinPath on trees a program
// changed, over every URL shape, to the bound of TestMemory: the rows of
// TestMemory drive it on parsed trees only.
func TestJoinPathChangedTreeMemory(t *testing.T) {
	memtest.SkipUnderRace(t)
	sizes := memtest.Sizes
	if testing.Short() {
		sizes = sizes[:1]
	}
	for _, sh := range memtest.URLShapes {
		for _, ch := range treeChanges {
			prev := 0.0
			for _, n := range sizes {
				in := sh.Make(n)
				tree, err := memtest.Unlimited.Parse(in)
				if err != nil || !ch.change(tree) {
					break
				}
				u := rfc1738.URL{URL: tree, Parser: memtest.Unlimited}
				per := memtest.PerByte(len(in), func() { _, _ = u.JoinPath("x") })
				if per > memtest.MaxPerByte {
					t.Errorf("JoinPath on %s with its %s changed (%d bytes): %.1f bytes allocated a byte, over %d", sh.Name, ch.name, len(in), per, memtest.MaxPerByte)
				}
				if prev > 0 && per > memtest.MaxGrowth*prev+memtest.GrowthSlack {
					t.Errorf("JoinPath on %s with its %s changed: %.1f bytes a byte at %d bytes, %.1f at a quarter of that", sh.Name, ch.name, per, len(in), prev)
				}
				prev = per
			}
		}
	}
}
