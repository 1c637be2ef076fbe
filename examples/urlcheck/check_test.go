package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// str returns a pointer to s, for the parts a test expects.
func str(s string) *string { return &s }

// parts are the components a test expects; nil fields are absent.
type parts struct {
	scheme, user, password, host, port, path *string
}

// diag is a diagnostic a test expects: its offset and the production
// its message names.
type diag struct {
	offset     int
	production string
}

// checkCases are URLs with the JSON object urlcheck must print for each.
var checkCases = []struct {
	url      string
	valid    bool
	parts    parts
	errors   []diag
	warnings []diag
}{
	{url: "ftp://user:pass@host.example.com:21/pub/file.txt", valid: true,
		parts: parts{str("ftp"), str("user"), str("pass"), str("host.example.com"), str("21"), str("pub/file.txt")}},
	{url: "ftp://@host/", valid: true,
		parts: parts{scheme: str("ftp"), user: str(""), host: str("host"), path: str("")}},
	{url: "ftp://foo:@host.com/", valid: true,
		parts: parts{scheme: str("ftp"), user: str("foo"), password: str(""), host: str("host.com"), path: str("")}},
	{url: "ftp://:@h:0/", valid: true,
		parts: parts{scheme: str("ftp"), user: str(""), password: str(""), host: str("h"), port: str("0"), path: str("")}},
	{url: "http://host", valid: true,
		parts: parts{scheme: str("http"), host: str("host")}},
	{url: "http://host/", valid: true,
		parts: parts{scheme: str("http"), host: str("host"), path: str("")}},
	{url: "http://1.2.3.4/a;b?c=d", valid: true,
		parts: parts{scheme: str("http"), host: str("1.2.3.4"), path: str("a;b?c=d")}},
	// The scheme is lower-cased; the other parts are raw, escapes and all.
	{url: "HTTP://Host.COM/%7Efoo/%2f", valid: true,
		parts: parts{scheme: str("http"), host: str("Host.COM"), path: str("%7Efoo/%2f")}},
	{url: "ftp://us%40er:p%3Aw@host/", valid: true,
		parts: parts{scheme: str("ftp"), user: str("us%40er"), password: str("p%3Aw"), host: str("host"), path: str("")}},
	// Opaque scheme parts have no login and no path.
	{url: "mailto:x@y", valid: true, parts: parts{scheme: str("mailto")}},
	{url: "news:*", valid: true, parts: parts{scheme: str("news")}},
	{url: "foo:", valid: true, parts: parts{scheme: str("foo")}},
	{url: "URL:http://x", valid: true, parts: parts{scheme: str("url")}},

	// Invalid URLs have no tree, so no parts, not even the scheme.
	{url: "http://host:/", errors: []diag{{12, "port"}}},
	{url: "http://a b/", errors: []diag{{8, "toplabel"}}},
	{url: "http://x ", errors: []diag{{8, "toplabel"}}},
	{url: "http://x/#frag", errors: []diag{{9, "urlpath"}}},
	{url: "<URL:http://x>", errors: []diag{{0, "scheme"}}},
	{url: "", errors: []diag{{0, "scheme"}}},
	{url: ":x", errors: []diag{{0, "scheme"}}},
	{url: "http//x", errors: []diag{{4, "scheme"}}},
	{url: "ht tp://x", errors: []diag{{2, "scheme"}}},

	// Warnings leave a URL valid.
	{url: "http://999.1.1.1:99999/", valid: true,
		parts:    parts{scheme: str("http"), host: str("999.1.1.1"), port: str("99999"), path: str("")},
		warnings: []diag{{7, "hostnumber"}, {17, "port"}}},
}

// libraryMessages returns the Error() texts of the errors and warnings
// that the parser gives for url: what urlcheck must print in full.
func libraryMessages(url string) (errs, warns []string) {
	u, err := parser.Parse(url)
	switch err := err.(type) {
	case nil:
		for _, w := range parser.Validate(u).Warnings() {
			warns = append(warns, w.Error())
		}
	case parser.ErrorList:
		for _, e := range err {
			errs = append(errs, e.Error())
		}
	default:
		errs = append(errs, err.Error())
	}
	return errs, warns
}

// wantObject returns the decoded JSON object expected for the case. Each
// message is the parser's full Error() text, which must also start with
// the offset and production the case names.
func wantObject(t *testing.T, url string, valid bool, p parts, errors, warnings []diag) map[string]any {
	t.Helper()
	libErrs, libWarns := libraryMessages(url)
	list := func(ds []diag, messages []string) []any {
		out := []any{}
		if len(ds) != len(messages) {
			t.Errorf("%q: the parser gives %d diagnostics, want %d: %q", url, len(messages), len(ds), messages)
			return out
		}
		for i, d := range ds {
			prefix := fmt.Sprintf("offset %d: %s: ", d.offset, d.production)
			if !strings.HasPrefix(messages[i], prefix) {
				t.Errorf("%q: parser message %q does not start with %q", url, messages[i], prefix)
			}
			out = append(out, map[string]any{"offset": float64(d.offset), "message": messages[i]})
		}
		return out
	}
	value := func(s *string) any {
		if s == nil {
			return nil
		}
		return *s
	}
	return map[string]any{
		"url":      url,
		"valid":    valid,
		"scheme":   value(p.scheme),
		"user":     value(p.user),
		"password": value(p.password),
		"host":     value(p.host),
		"port":     value(p.port),
		"path":     value(p.path),
		"errors":   list(errors, libErrs),
		"warnings": list(warnings, libWarns),
	}
}

// decodeLines decodes each line of out as one JSON object.
func decodeLines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var objs []map[string]any
	for _, line := range strings.SplitAfter(out, "\n") {
		if line == "" {
			continue
		}
		var obj map[string]any
		if err := json.Unmarshal([]byte(line), &obj); err != nil {
			t.Fatalf("output line %q is not a JSON object: %v", line, err)
		}
		objs = append(objs, obj)
	}
	return objs
}

// TestJSONObjects checks the JSON object of each case, one run per URL.
func TestJSONObjects(t *testing.T) {
	for _, c := range checkCases {
		t.Run(fmt.Sprintf("%q", c.url), func(t *testing.T) {
			stdout, stderr, code := runCommand(t, c.url+"\n", "-json")
			wantCode := exitValid
			if !c.valid {
				wantCode = exitInvalid
			}
			if code != wantCode || stderr != "" {
				t.Errorf("exit status %d, stderr %q; want %d and nothing", code, stderr, wantCode)
			}
			got := decodeLines(t, stdout)
			want := []map[string]any{wantObject(t, c.url, c.valid, c.parts, c.errors, c.warnings)}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("JSON output (-want +got):\n%s", diff)
			}
		})
	}
}

// TestJSONAllCasesInOneRun checks the cases together, as one input, so
// that they go through one batch.
func TestJSONAllCasesInOneRun(t *testing.T) {
	var in strings.Builder
	var want []map[string]any
	for _, c := range checkCases {
		in.WriteString(c.url + "\n")
		want = append(want, wantObject(t, c.url, c.valid, c.parts, c.errors, c.warnings))
	}
	stdout, _, code := runCommand(t, in.String(), "-json")
	if code != exitInvalid {
		t.Errorf("exit status %d, want %d", code, exitInvalid)
	}
	if diff := cmp.Diff(want, decodeLines(t, stdout)); diff != "" {
		t.Errorf("JSON output (-want +got):\n%s", diff)
	}
}

// TestJSONKeyOrder checks the exact bytes of objects: keys in the
// documented order, null and [] as documented, no HTML escaping.
func TestJSONKeyOrder(t *testing.T) {
	in := "ftp://u:p@h:21/a&b\n<x>\n"
	stdout, _, _ := runCommand(t, in, "-json")
	lines := strings.Split(stdout, "\n")
	want := `{"url":"ftp://u:p@h:21/a&b","valid":true,"scheme":"ftp","user":"u","password":"p","host":"h","port":"21","path":"a&b","errors":[],"warnings":[]}`
	if lines[0] != want {
		t.Errorf("first line\n%s\nwant\n%s", lines[0], want)
	}
	prefix := `{"url":"<x>","valid":false,"scheme":null,"user":null,"password":null,"host":null,"port":null,"path":null,"errors":[{"offset":0,"message":"offset 0: scheme: `
	if !strings.HasPrefix(lines[1], prefix) || !strings.HasSuffix(lines[1], `"}],"warnings":[]}`) {
		t.Errorf("second line\n%s\nwant it to start with\n%s", lines[1], prefix)
	}
}
