package parser_test

import "testing"

// TestSchemeName checks that a scheme's name is its lower-case form:
// section 2.1 makes schemes case-insensitive.
func TestSchemeName(t *testing.T) {
	for in, want := range map[string]string{"HTTP://x": "http", "MailTo:a": "mailto", "a+B.c-D:": "a+b.c-d"} {
		if got := mustParse(t, in).Scheme.Name(); got != want {
			t.Errorf("Scheme.Name() of %q = %q, want %q", in, got, want)
		}
	}
}

// TestDefaultPorts checks the ports sections 3.2 to 3.11 give; file,
// mailto and news have none, and neither has a scheme the RFC does not
// define.
func TestDefaultPorts(t *testing.T) {
	for in, want := range map[string]int{
		"ftp://h": 21, "http://h": 80, "gopher://h": 70, "nntp://h/g": 119, "telnet://h": 23,
		"wais://h/db": 210, "prospero://h/x": 1525, "file:///x": 0, "mailto:a@b": 0, "news:*": 0, "foo://h": 0,
	} {
		got, ok := mustParse(t, in).DefaultPort()
		if got != want || ok != (want != 0) {
			t.Errorf("DefaultPort() of %s = %d, %v; want %d", in, got, ok, want)
		}
	}
}
