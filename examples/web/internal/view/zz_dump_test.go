package view

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestZZDump(t *testing.T) {
	out := os.Getenv("DUMP")
	if out == "" {
		t.Skip()
	}
	var ins []string
	ins = append(ins, linkInputs...)
	for _, sh := range memShapes {
		for _, n := range []int{40, 300, MaxLength - 32} {
			ins = append(ins, sh.url(n))
		}
	}
	more := []string{"https://www.iec.ch:443/a/b?x", "ftp://u:p@h:21/a/b;type=i", "prospero://h:1525/a;x=y", "http://h/a%2Fb?%41",
		"mailto:x@y", "news:a.b", "telnet://h", "wais://h:210/d/t/p", "file://h/p", "gopher://h:70/1sel%09s%09+", "nntp://h/g/1",
		"http://h/\u202e", "x-y-z:foo", "http://[::1]/", "http://h:99999/", "http://" + strings.Repeat("a", 70) + ".com/"}
	ins = append(ins, more...)
	if data, err := os.ReadFile(filepath.Join(os.Getenv("HOME"), "nothing")); err == nil {
		ins = append(ins, strings.Split(string(data), "\n")...)
	}
	var b strings.Builder
	for _, in := range ins {
		for _, lang := range []string{"en", "fr"} {
			b.WriteString(Explain(in, lang).JSONString() + "\n")
			b.WriteString(ExplainWith(in, lang, Options{Trace: "summary"}).JSONString() + "\n")
			b.WriteString(Resolve("http://b/c/d;p?q", in, lang).JSONString() + "\n")
			b.WriteString(Resolve("ftp://b/c/d", in, lang).JSONString() + "\n")
		}
	}
	os.WriteFile(out, []byte(b.String()), 0o644)
}
