package view

import (
	"encoding/json"
	"os"
	"testing"
)

func TestZZSize(t *testing.T) {
	shape := os.Getenv("SHAPE")
	var in string
	for _, s := range memShapes {
		if s.name == shape {
			in = s.url(MaxLength / 4)
		}
	}
	r := ExplainWith(in, "en", Options{Trace: os.Getenv("TRACE")})
	m := map[string]any{"diagram": r.Diagram, "diagramLines": r.DiagramLines, "tree": r.Tree, "treeLines": r.TreeLines, "json": r.JSON, "table": r.Table, "productions": r.Productions, "netURL": r.NetURL, "trace": r.Trace, "error": r.Error}
	total := 0
	for k, v := range m {
		b, _ := json.Marshal(v)
		total += len(b)
		t.Logf("%-14s %7d", k, len(b))
	}
	t.Logf("raw diagram %d tree %d json %d; segs %d+%d; total %d", len(r.Diagram), len(r.Tree), len(r.JSON), count(r.DiagramLines), count(r.TreeLines), total)
}

func count(ls []Line) int {
	n := 0
	for _, l := range ls {
		n += len(l)
	}
	return n
}
