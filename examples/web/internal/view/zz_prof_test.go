package view

import (
	"os"
	"runtime"
	"strings"
	"testing"
)

func TestZZProf(t *testing.T) {
	shape := os.Getenv("SHAPE")
	var in string
	size := MaxLength - 32
	if os.Getenv("SMALL") != "" {
		size = MaxLength / 4
	}
	for _, s := range memShapes {
		if s.name == shape {
			in = s.url(size)
		}
	}
	if shape == "tiny" {
		in = "http://h/"
	}
	_ = strings.Repeat
	Explain(in, "en")
	Resolve("http://b/", in, "en")
	ExplainWith(in, "en", Options{Trace: "full"})
	ExplainWith(in, "en", Options{Trace: "summary"})
	runtime.MemProfileRate = 1
	for i := 0; i < 5; i++ {
		switch os.Getenv("CALL") {
		case "resolve":
			Resolve("http://b/", in, "en")
		case "trace":
			ExplainWith(in, "en", Options{Trace: "full"})
		case "summary":
			ExplainWith(in, "en", Options{Trace: "summary"})
		default:
			Explain(in, os.Getenv("LANG_"))
		}
	}
	runtime.MemProfileRate = 0
}
