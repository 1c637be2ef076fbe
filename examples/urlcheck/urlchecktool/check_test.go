package urlchecktool

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// keyOrder is every key of a JSON object, in the documented order.
var keyOrder = []string{
	"url", "valid", "scheme", "user", "password", "host", "port", "path",
	"fpath", "typecode", "hpath", "search", "gtype", "selector", "gopher_plus",
	"group", "article", "article_number", "database", "wtype", "wpath",
	"ppath", "fields", "address",
	"errors", "warnings",
}

// schemeKeys are the keys of section 3's schemes, each with the schemes
// that may give it a value; for every other URL they are null.
var schemeKeys = map[string][]string{
	"fpath":          {"ftp", "file"},
	"typecode":       {"ftp"},
	"hpath":          {"http", "https"},
	"search":         {"http", "https", "gopher", "wais"},
	"gtype":          {"gopher"},
	"selector":       {"gopher"},
	"gopher_plus":    {"gopher"},
	"group":          {"news", "nntp"},
	"article":        {"news"},
	"article_number": {"nntp"},
	"database":       {"wais"},
	"wtype":          {"wais"},
	"wpath":          {"wais"},
	"ppath":          {"prospero"},
	"fields":         {"prospero"},
	"address":        {"mailto"},
}

// parts are the keys a test expects to have a value, with that value as
// it decodes: a string for a part, fields(...) for "fields". Every other
// key of keyOrder but url, valid, errors and warnings is null.
type parts map[string]any

// fields returns the decoded value of "fields" holding the pairs, each
// a name and a value: [] when there are none.
func fields(pairs ...[2]string) []any {
	out := []any{}
	for _, p := range pairs {
		out = append(out, []any{p[0], p[1]})
	}
	return out
}

// diag is a diagnostic a test expects: its offset and the production
// its message names.
type diag struct {
	offset     int
	production string
}

// checkCase is a URL with what the JSON object urlcheck prints for it
// must hold.
type checkCase struct {
	url      string
	valid    bool
	parts    parts
	errors   []diag
	warnings []diag
}

// checkCases are URLs with the JSON object urlcheck must print for each:
// for each scheme of section 3, valid URLs that give each of its keys a
// value, and invalid ones at the edges of its production.
var checkCases = []checkCase{
	// ftp (section 3.2): a login, then fpath and typecode; "path" is
	// all of it, ";type=" included.
	{url: "ftp://user:pass@host.example.com:21/pub/file.txt", valid: true,
		parts: parts{"scheme": "ftp", "user": "user", "password": "pass", "host": "host.example.com", "port": "21",
			"path": "pub/file.txt", "fpath": "pub/file.txt"}},
	{url: "ftp://@host/", valid: true,
		parts:    parts{"scheme": "ftp", "user": "", "host": "host", "path": "", "fpath": ""},
		warnings: []diag{{6, "user"}}},
	{url: "ftp://foo:@host.com/", valid: true,
		parts:    parts{"scheme": "ftp", "user": "foo", "password": "", "host": "host.com", "path": "", "fpath": ""},
		warnings: []diag{{10, "password"}}},
	{url: "ftp://:@h:0/", valid: true,
		parts:    parts{"scheme": "ftp", "user": "", "password": "", "host": "h", "port": "0", "path": "", "fpath": ""},
		warnings: []diag{{6, "user"}, {7, "password"}}},
	{url: "ftp://us%40er:p%3Aw@host/", valid: true,
		parts: parts{"scheme": "ftp", "user": "us%40er", "password": "p%3Aw", "host": "host", "path": "", "fpath": ""}},
	{url: "ftp://host", valid: true, parts: parts{"scheme": "ftp", "host": "host"}},
	{url: "ftp://h/a/b;type=I", valid: true,
		parts: parts{"scheme": "ftp", "host": "h", "path": "a/b;type=I", "fpath": "a/b", "typecode": "I"}},
	{url: "ftp://h/;type=d", valid: true,
		parts: parts{"scheme": "ftp", "host": "h", "path": ";type=d", "fpath": "", "typecode": "d"}},
	{url: "ftp://myname@host.dom//etc/motd", valid: true,
		parts: parts{"scheme": "ftp", "user": "myname", "host": "host.dom", "path": "/etc/motd", "fpath": "/etc/motd"}},
	{url: "ftp://h/a;type=x", errors: []diag{{15, "ftptype"}}},
	{url: "ftp://h/a;b", errors: []diag{{10, "ftpurl"}}},
	{url: "ftp:foo", errors: []diag{{4, "ftpurl"}}},

	// file (section 3.10): an empty host is "", and the path is the
	// fpath.
	{url: "file:///etc/motd", valid: true,
		parts: parts{"scheme": "file", "host": "", "path": "etc/motd", "fpath": "etc/motd"}},
	{url: "file:///", valid: true, parts: parts{"scheme": "file", "host": "", "path": "", "fpath": ""}},
	{url: "file://localhost/a?b", valid: true,
		parts: parts{"scheme": "file", "host": "localhost", "path": "a?b", "fpath": "a?b"}},
	{url: "file://h", errors: []diag{{8, "fileurl"}}},
	{url: "file://h:1/x", errors: []diag{{8, "fileurl"}}},
	{url: "file:/x", errors: []diag{{6, "fileurl"}}},

	// http (section 3.3): a hostport, hpath and search; "path" holds
	// the "?" and the search.
	{url: "http://host", valid: true, parts: parts{"scheme": "http", "host": "host"}},
	{url: "http://host/", valid: true, parts: parts{"scheme": "http", "host": "host", "path": "", "hpath": ""}},
	{url: "http://1.2.3.4:8080/a;b?c=d", valid: true,
		parts: parts{"scheme": "http", "host": "1.2.3.4", "port": "8080", "path": "a;b?c=d", "hpath": "a;b", "search": "c=d"}},
	{url: "http://h/?", valid: true,
		parts: parts{"scheme": "http", "host": "h", "path": "?", "hpath": "", "search": ""}},
	// The scheme is lower-cased; the other parts are raw, escapes and all.
	{url: "HTTP://Host.COM/%7Efoo/%2f", valid: true,
		parts: parts{"scheme": "http", "host": "Host.COM", "path": "%7Efoo/%2f", "hpath": "%7Efoo/%2f"}},
	{url: "http://u:p@host/", errors: []diag{{9, "port"}}},
	{url: "http://1.2.3", errors: []diag{{12, "host"}}},
	{url: "http://h?x", errors: []diag{{8, "httpurl"}}},
	{url: "http://h/a?b/c", errors: []diag{{12, "search"}}},
	{url: "http:g", errors: []diag{{5, "httpurl"}}},

	// gopher (section 3.4): a hostport, then gtype, selector, search and
	// gopher+_string, each needing the one before.
	{url: "gopher://h", valid: true, parts: parts{"scheme": "gopher", "host": "h"}},
	{url: "gopher://h/", valid: true, parts: parts{"scheme": "gopher", "host": "h", "path": ""}},
	{url: "gopher://h:70/1", valid: true,
		parts: parts{"scheme": "gopher", "host": "h", "port": "70", "path": "1", "gtype": "1", "selector": ""}},
	{url: "gopher://h/7a%20b%09c", valid: true,
		parts: parts{"scheme": "gopher", "host": "h", "path": "7a%20b%09c", "gtype": "7", "selector": "a%20b", "search": "c"}},
	{url: "gopher://h/0sel%09s%09+X", valid: true,
		parts: parts{"scheme": "gopher", "host": "h", "path": "0sel%09s%09+X", "gtype": "0", "selector": "sel", "search": "s", "gopher_plus": "+X"}},
	{url: "gopher://h/0sel%09%09", valid: true,
		parts:    parts{"scheme": "gopher", "host": "h", "path": "0sel%09%09", "gtype": "0", "selector": "sel", "search": "", "gopher_plus": ""},
		warnings: []diag{{21, "gopher+_string"}}},
	{url: "gopher://u@h/", errors: []diag{{10, "gopherurl"}}},
	{url: "gopher://h/0a b", errors: []diag{{13, "gopher-path"}}},

	// mailto (section 3.5): the address, and nothing else.
	{url: "mailto:x@y", valid: true, parts: parts{"scheme": "mailto", "address": "x@y"}},
	{url: "mailto:a%25b@c", valid: true, parts: parts{"scheme": "mailto", "address": "a%25b@c"}},
	{url: "mailto:gisle", valid: true, parts: parts{"scheme": "mailto", "address": "gisle"},
		warnings: []diag{{12, "encoded822addr"}}},
	{url: "mailto:", errors: []diag{{7, "encoded822addr"}}},
	{url: "mailto:a#b", errors: []diag{{8, "encoded822addr"}}},

	// news (section 3.6): "*", a group or an article; no host, no path.
	{url: "news:*", valid: true, parts: parts{"scheme": "news", "group": "*"}},
	{url: "news:comp.lang.perl", valid: true, parts: parts{"scheme": "news", "group": "comp.lang.perl"}},
	{url: "news:id@host.dom", valid: true, parts: parts{"scheme": "news", "article": "id@host.dom"}},
	{url: "news://h/id@dom", valid: true, parts: parts{"scheme": "news", "article": "//h/id@dom"},
		warnings: []diag{{5, "article"}}},
	// Without an "@", a grouppart that is not a group may still be the
	// start of an article ("news:4x@h", "news://host/x@h"): the error is
	// at its end, where the "@" is missing.
	{url: "news://host/x", errors: []diag{{13, "article"}}},
	{url: "news:", errors: []diag{{5, "newsurl"}}},
	{url: "news:4x", errors: []diag{{7, "article"}}},

	// nntp (section 3.7): a hostport, a group and an article number;
	// "path" is group[/digits].
	{url: "nntp://h/comp.x", valid: true,
		parts: parts{"scheme": "nntp", "host": "h", "path": "comp.x", "group": "comp.x"}},
	{url: "nntp://h:119/comp.x/12", valid: true,
		parts: parts{"scheme": "nntp", "host": "h", "port": "119", "path": "comp.x/12", "group": "comp.x", "article_number": "12"}},
	{url: "nntp://host/", errors: []diag{{12, "group"}}},
	{url: "nntp://h/g/", errors: []diag{{11, "digits"}}},
	{url: "nntp://u@h/g", errors: []diag{{8, "nntpurl"}}},

	// telnet (section 3.8): a login and an optional "/", after which
	// the path is empty.
	{url: "telnet://h", valid: true, parts: parts{"scheme": "telnet", "host": "h"}},
	{url: "telnet://u:p@h:23/", valid: true,
		parts: parts{"scheme": "telnet", "user": "u", "password": "p", "host": "h", "port": "23", "path": ""}},
	{url: "telnet://h/x", errors: []diag{{11, "telneturl"}}},

	// wais (section 3.9): database, database?search or
	// database/wtype/wpath.
	{url: "wais://h/db", valid: true,
		parts: parts{"scheme": "wais", "host": "h", "path": "db", "database": "db"}},
	{url: "wais://h:210/db?s", valid: true,
		parts: parts{"scheme": "wais", "host": "h", "port": "210", "path": "db?s", "database": "db", "search": "s"}},
	{url: "wais://h/db/t/p", valid: true,
		parts: parts{"scheme": "wais", "host": "h", "path": "db/t/p", "database": "db", "wtype": "t", "wpath": "p"}},
	{url: "wais://h/", valid: true, parts: parts{"scheme": "wais", "host": "h", "path": "", "database": ""},
		warnings: []diag{{9, "database"}}},
	{url: "wais://h", errors: []diag{{8, "waisurl"}}},
	{url: "wais://h/d/t", errors: []diag{{12, "waisurl"}}},

	// prospero (section 3.11): a hostport, ppath and fields; "path" is
	// the ppath and its fields; "fields" is [] when there are none.
	{url: "prospero://host.dom//pros/name", valid: true,
		parts: parts{"scheme": "prospero", "host": "host.dom", "path": "/pros/name", "ppath": "/pros/name", "fields": fields()}},
	{url: "prospero://h:1525/a/b;x=y;n%3D=v%3B", valid: true,
		parts: parts{"scheme": "prospero", "host": "h", "port": "1525", "path": "a/b;x=y;n%3D=v%3B", "ppath": "a/b",
			"fields": fields([2]string{"x", "y"}, [2]string{"n%3D", "v%3B"})}},
	{url: "prospero://h/;=", valid: true,
		parts:    parts{"scheme": "prospero", "host": "h", "path": ";=", "ppath": "", "fields": fields([2]string{"", ""})},
		warnings: []diag{{13, "ppath"}, {13, "fieldspec"}}},
	{url: "prospero://u@h/x", errors: []diag{{12, "prosperourl"}}},
	{url: "prospero://h/a;b", errors: []diag{{16, "fieldspec"}}},

	// Other schemes: the generic ip-schemepart or an opaque part, which
	// has no parts.
	{url: "foo://u@h/x", valid: true, parts: parts{"scheme": "foo", "user": "u", "host": "h", "path": "x"}},
	{url: "foo:", valid: true, parts: parts{"scheme": "foo"}},
	{url: "foo:bar", valid: true, parts: parts{"scheme": "foo"}},
	{url: "URL:http://x", valid: true, parts: parts{"scheme": "url"}},

	// Invalid URLs have no tree, so no parts, not even the scheme.
	{url: "http://host:/", errors: []diag{{12, "port"}}},
	{url: "http://a b/", errors: []diag{{8, "httpurl"}}},
	{url: "http://x ", errors: []diag{{8, "httpurl"}}},
	{url: "http://x/#frag", errors: []diag{{9, "httpurl"}}},
	{url: "<URL:http://x>", errors: []diag{{0, "scheme"}}},
	{url: "", errors: []diag{{0, "scheme"}}},
	{url: ":x", errors: []diag{{0, "scheme"}}},
	{url: "http//x", errors: []diag{{4, "genericurl"}}},
	{url: "ht tp://x", errors: []diag{{2, "genericurl"}}},

	// Warnings leave a URL valid.
	{url: "http://999.1.1.1:99999/", valid: true,
		parts:    parts{"scheme": "http", "host": "999.1.1.1", "port": "99999", "path": "", "hpath": ""},
		warnings: []diag{{7, "hostnumber"}, {17, "port"}}},
}

// libraryDiagnostics returns the errors and warnings that the parser
// gives for url: what urlcheck must print.
func libraryDiagnostics(url string) (errs, warns []*parser.Error) {
	u, err := parser.Parse(url)
	switch err := err.(type) {
	case nil:
		warns = parser.Validate(u).Warnings()
	case parser.ErrorList:
		errs = err
	case *parser.Error:
		errs = []*parser.Error{err}
	default:
		panic(fmt.Sprintf("%q: the parser gives a %T: %v", url, err, err))
	}
	return errs, warns
}

// libraryMessages returns the Error() texts of the errors and warnings
// that the parser gives for url: what urlcheck must print in full.
func libraryMessages(url string) (errs, warns []string) {
	e, w := libraryDiagnostics(url)
	for _, d := range e {
		errs = append(errs, d.Error())
	}
	for _, d := range w {
		warns = append(warns, d.Error())
	}
	return errs, warns
}

// wantDiagnostic returns the decoded JSON object expected for the
// parser's diagnostic e: its offset, code and production; for a syntax
// error the printable bytes of its Expected set, in increasing order,
// and its End, null otherwise; its full Error() text; and its notes,
// each with its offset, its code and its English text.
func wantDiagnostic(e *parser.Error) map[string]any {
	obj := map[string]any{
		"offset":     float64(e.Offset),
		"code":       string(e.Code),
		"production": e.Production.Name,
		"expected":   nil,
		"end":        nil,
		"message":    e.Summary(grammar.English),
		"notes":      []any{},
	}
	if e.Code == parser.CodeSyntax || e.Code == parser.CodeText {
		var b strings.Builder
		for c := '!'; c <= '~'; c++ {
			if e.Expected.Has(byte(c)) {
				b.WriteRune(c)
			}
		}
		obj["expected"], obj["end"] = b.String(), e.End
	}
	for _, n := range e.Notes {
		obj["notes"] = append(obj["notes"].([]any), map[string]any{"offset": float64(n.Offset), "code": string(n.Code), "message": n.Text(grammar.English)})
	}
	return obj
}

// wantObject returns the decoded JSON object expected for the case. Each
// diagnostic is the parser's, whose offset and production must be those
// the case names.
func wantObject(t *testing.T, c checkCase) map[string]any {
	t.Helper()
	libErrs, libWarns := libraryDiagnostics(c.url)
	list := func(ds []diag, lib []*parser.Error) []any {
		out := []any{}
		if len(ds) != len(lib) {
			t.Errorf("%q: the parser gives %d diagnostics, want %d: %v", c.url, len(lib), len(ds), lib)
			return out
		}
		for i, d := range ds {
			if got := (diag{lib[i].Offset, lib[i].Production.Name}); got != d {
				t.Errorf("%q: the parser's diagnostic %d is at offset %d in %s, want %d in %s: %v", c.url, i, got.offset, got.production, d.offset, d.production, lib[i])
			}
			out = append(out, wantDiagnostic(lib[i]))
		}
		return out
	}
	obj := map[string]any{}
	for _, k := range keyOrder {
		obj[k] = nil
	}
	for k, v := range c.parts {
		if _, ok := obj[k]; !ok || k == "url" || k == "valid" || k == "errors" || k == "warnings" {
			t.Fatalf("%q: the case gives a value to %q, which is not a part", c.url, k)
		}
		obj[k] = v
	}
	obj["url"], obj["valid"] = c.url, c.valid
	obj["errors"], obj["warnings"] = list(c.errors, libErrs), list(c.warnings, libWarns)
	return obj
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
			want := []map[string]any{wantObject(t, c)}
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
		want = append(want, wantObject(t, c))
	}
	stdout, _, code := runCommand(t, in.String(), "-json")
	if code != exitInvalid {
		t.Errorf("exit status %d, want %d", code, exitInvalid)
	}
	if diff := cmp.Diff(want, decodeLines(t, stdout)); diff != "" {
		t.Errorf("JSON output (-want +got):\n%s", diff)
	}
}

// TestSchemeKeysCovered checks that the cases give every key of every
// scheme a value at least once, and an empty one where the production
// allows it.
func TestSchemeKeysCovered(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range checkCases {
		for k := range c.parts {
			seen[k] = true
		}
	}
	for _, k := range keyOrder[2 : len(keyOrder)-2] {
		if !seen[k] {
			t.Errorf("no case gives %q a value", k)
		}
	}
}

// objectKeys returns the keys of the JSON object line, in the order
// written.
func objectKeys(t *testing.T, line string) []string {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(line))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		t.Fatalf("%q does not start an object: %v %v", line, tok, err)
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		keys = append(keys, tok.(string))
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
	}
	return keys
}

// TestJSONKeyOrder checks that every object, whatever its scheme and
// verdict, has every key, in the documented order.
func TestJSONKeyOrder(t *testing.T) {
	var in strings.Builder
	for _, c := range checkCases {
		in.WriteString(c.url + "\n")
	}
	stdout, _, _ := runCommand(t, in.String(), "-json")
	for _, line := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
		if got := objectKeys(t, line); !slices.Equal(got, keyOrder) {
			t.Errorf("keys of %s\n%q\nwant\n%q", line, got, keyOrder)
		}
	}
}

// TestJSONBytes checks the exact bytes of objects: keys in the
// documented order, null, [] and [[name, value]] as documented, no HTML
// escaping ("&", "<" and ">" as they are), and the keys of an error in
// their order, "expected" a string of bytes in increasing order.
func TestJSONBytes(t *testing.T) {
	in := "ftp://u:p@h:21/a&b;type=i\nprospero://h/<p>;a=b;c=\nprospero://h/x\n<x>\n"
	stdout, _, _ := runCommand(t, in, "-json")
	lines := strings.Split(stdout, "\n")
	const none = `"hpath":null,"search":null,"gtype":null,"selector":null,"gopher_plus":null,` +
		`"group":null,"article":null,"article_number":null,"database":null,"wtype":null,"wpath":null,`
	const noParts = `"scheme":null,"user":null,"password":null,"host":null,"port":null,"path":null,"fpath":null,"typecode":null,` + none +
		`"ppath":null,"fields":null,"address":null,`
	want := []string{
		`{"url":"ftp://u:p@h:21/a&b;type=i","valid":true,"scheme":"ftp","user":"u","password":"p","host":"h","port":"21","path":"a&b;type=i",` +
			`"fpath":"a&b","typecode":"i",` + none + `"ppath":null,"fields":null,"address":null,"errors":[],"warnings":[]}`,
		// After "prospero://h/" the ppath, a field or the end may come:
		// every xchar, and the end.
		`{"url":"prospero://h/<p>;a=b;c=","valid":false,` + noParts +
			`"errors":[{"offset":13,"code":"syntax","production":"prosperourl",` +
			`"expected":"!$%&'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz","end":true,` +
			`"message":"offset 13: prosperourl: found \"<\", expected an xchar (a letter, a digit, a safe, extra or reserved character, or an escape) or the end of the URL ` +
			`(RFC 1738 section 5, explained in section 3.11: prosperourl = \"prospero://\" hostport \"/\" ppath *[ fieldspec ])",` +
			`"notes":[{"offset":13,"code":"note-unsafe","message":"offset 13: prosperourl: RFC 1738 section 2.2 allows \"<\" only escaped: write %3C"}]}],"warnings":[]}`,
		`{"url":"prospero://h/x","valid":true,"scheme":"prospero","user":null,"password":null,"host":"h","port":null,"path":"x",` +
			`"fpath":null,"typecode":null,` + none + `"ppath":"x","fields":[],"address":null,"errors":[],"warnings":[]}`,
		// A scheme starts with a letter, a digit, "+", "-" or ".".
		`{"url":"<x>","valid":false,` + noParts +
			`"errors":[{"offset":0,"code":"syntax","production":"scheme",` +
			`"expected":"+-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz","end":false,` +
			`"message":"offset 0: scheme: found \"<\", expected a letter, a digit, \"+\", \"-\" or \".\" (RFC 1738 section 5, explained in section 2.1: scheme = 1*[ lowalpha | digit | \"+\" | \"-\" | \".\" ], which this grammar reads with upper case too (a reading: section 2.1 says programs \"should treat upper case letters as equivalent to lower case in scheme names\"))",` +
			`"notes":[{"offset":0,"code":"note-angle-brackets-rule","message":"offset 0: scheme: \"<\" and \">\" set a URL, a message-id or an address apart in text and are not part of it"}]}],"warnings":[]}`,
	}
	for i, w := range want {
		if i >= len(lines) {
			t.Fatalf("%d lines, want %d", len(lines), len(want))
		}
		if lines[i] != w {
			t.Errorf("line %d\n%s\nwant\n%s", i+1, lines[i], w)
		}
	}
	// A prospero URL with fields writes them as [name, value] pairs.
	stdout, _, _ = runCommand(t, "prospero://h/p;a=b;c=\n", "-json")
	if want := `"ppath":"p","fields":[["a","b"],["c",""]],"address":null,`; !bytes.Contains([]byte(stdout), []byte(want)) {
		t.Errorf("output\n%s\nholds no\n%s", stdout, want)
	}
}

// d is a diagnostic object as it decodes from the JSON output; expected
// and end are nil (null) unless given.
func d(offset int, code, production string, expected, end any, message string, notes ...any) map[string]any {
	if notes == nil {
		notes = []any{}
	}
	return map[string]any{
		"offset": float64(offset), "code": code, "production": production,
		"expected": expected, "end": end, "message": message, "notes": notes,
	}
}

// n is a note object as it decodes from the JSON output.
func n(offset int, code, message string) any {
	return map[string]any{"offset": float64(offset), "code": code, "message": message}
}

// The printable bytes of the RFC's classes, in increasing order, as
// "expected" lists them.
const (
	lettersDigits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	hexDigits     = "0123456789ABCDEFabcdef"
)

// TestJSONDiagnostics checks every key of the error and warning objects
// of a few lines, each checked by hand against RFC 1738: syntax errors
// (with and without notes, where the URL could end and where it could
// not), warnings, and a line longer than -maxlen.
func TestJSONDiagnostics(t *testing.T) {
	tests := []struct {
		line     string
		args     []string
		errors   []any
		warnings []any
	}{
		// ftp's login may be user:password@: "host" is then the user and
		// "ab" the password, which cannot hold ":". Only password
		// characters (uchar, ";", "?", "&", "=", an escape's "%") or the
		// "@" may come: login. Read as host and port, the text stopped at
		// the "a" (the note). No "@" follows, so there is no user name
		// or password in which to escape the ":": no note says to.
		{line: "ftp://host:ab:c/", errors: []any{d(13, "syntax", "login",
			"!$%&'()*+,-.0123456789;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz", false,
			`offset 13: login: found ":", expected a uchar (a letter, a digit, a safe or extra character, or an escape), "&", ";", "=", "?" or "@" (RFC 1738 section 5, explained in section 3.1: login = [ user [ ":" password ] "@" ] hostport; in ftpurl, RFC 1738 section 3.2)`,
			n(11, "note-port-reading", `offset 11: port: read as host and port, the text stops here: a port is digits, and "a" is not one`))}},
		// After "http://h" the host may go on, a port or the hpath
		// start, or the URL end: httpurl, and "end" is true.
		{line: "http://h?x", errors: []any{d(8, "syntax", "httpurl",
			"-./"+lettersDigits[:10]+":"+lettersDigits[10:], true,
			`offset 8: httpurl: found "?", expected a letter, a digit, "-", ".", "/", ":" or the end of the URL (RFC 1738 section 5, explained in section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]])`,
			n(8, "note-search-without-path", `offset 8: httpurl: the search follows the path, after a "/": write "/?" here`))}},
		// An escape is read byte by byte: "%" then a hex digit, which "z"
		// is not.
		{line: "http://a/b%zz", errors: []any{d(11, "syntax", "escape", hexDigits, false,
			`offset 11: escape: found "z", expected a hex digit (RFC 1738 section 5, explained in section 2.2: escape = "%" hex hex; in httpurl, RFC 1738 section 3.3)`,
			n(10, "note-escape", `offset 10: escape: "%" starts an escape, "%" and two hex digits; write a "%" that is data as %25`))}},
		// A port needs a digit; with none, the ":" is left out (the
		// note).
		{line: "http://host:/", errors: []any{d(12, "syntax", "port", "0123456789", false,
			`offset 12: port: found "/", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)`,
			n(11, "note-empty-port", `offset 11: port: a ":" after the host starts a port, which is digits: with no port, leave the ":" out, as in "http://host/"`))}},
		// Warnings have no "expected" and no "end".
		{line: "http://999.1.1.1:99999/", warnings: []any{
			d(7, "octet-range", "hostnumber", nil, nil,
				`offset 7: hostnumber: part 999 is above 255, so it names no IPv4 address (RFC 1738 section 5, explained in section 3.1: hostnumber = digits "." digits "." digits "." digits)`),
			d(17, "port-range", "port", nil, nil,
				`offset 17: port: port 99999 is above 65535, the highest TCP port (RFC 1738 section 5, explained in section 3.1: port = digits)`)}},
		// A line longer than -maxlen is not read: the error is at the
		// limit, and is not a syntax error.
		{line: "http://abcdef/", args: []string{"-maxlen", "10"}, errors: []any{d(10, "too-long", "", nil, nil,
			`offset 10: the input is 14 bytes long, more than the limit of 10 (MaxLength)`)}},
	}
	for _, tc := range tests {
		stdout, _, _ := runCommand(t, tc.line+"\n", append([]string{"-json"}, tc.args...)...)
		objs := decodeLines(t, stdout)
		if len(objs) != 1 {
			t.Fatalf("%q: %d objects, want 1", tc.line, len(objs))
		}
		if tc.errors == nil {
			tc.errors = []any{}
		}
		if tc.warnings == nil {
			tc.warnings = []any{}
		}
		if diff := cmp.Diff(tc.errors, objs[0]["errors"]); diff != "" {
			t.Errorf("%q: errors (-want +got):\n%s", tc.line, diff)
		}
		if diff := cmp.Diff(tc.warnings, objs[0]["warnings"]); diff != "" {
			t.Errorf("%q: warnings (-want +got):\n%s", tc.line, diff)
		}
	}
}

// TestDiagnosticsOfValidatorErrors checks the objects of errors that a
// validator finds: no parsed URL has one, but a tree a program changed
// may. A text that its production does not allow is found as a syntax
// error is (code "text"), with "expected" and "end"; a missing host has
// neither.
func TestDiagnosticsOfValidatorErrors(t *testing.T) {
	decode := func(list parser.ErrorList) []any {
		t.Helper()
		if list.Err() == nil {
			t.Fatalf("the validator reports no error: %v", list)
		}
		b, err := json.Marshal(diagnostics(list))
		if err != nil {
			t.Fatal(err)
		}
		var out []any
		if err := json.Unmarshal(b, &out); err != nil {
			t.Fatal(err)
		}
		return out
	}

	// An fsegment "a b": after "a" a segment character or its end may
	// come, not a space.
	u, err := parser.Parse("ftp://h/ab")
	if err != nil {
		t.Fatal(err)
	}
	u.Part.(*ast.FTPPart).Path.FSegments[0].Text = "a b"
	want := []any{d(9, "text", "fsegment", "!$%&'()*+,-.0123456789:=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz", true,
		`offset 9: fsegment: found "␣" (a space), expected a uchar (a letter, a digit, a safe or extra character, or an escape), "&", ":", "=", "?", "@" or the end of the text (RFC 1738 section 5, explained in section 3.2: fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]; in ftpurl, RFC 1738 section 3.2)`,
		n(9, "note-unsafe", `offset 9: fsegment: RFC 1738 section 2.2 allows "␣" (a space) only escaped: write %20`))}
	if diff := cmp.Diff(want, decode(parser.Validate(u))); diff != "" {
		t.Errorf("fsegment \"a b\" (-want +got):\n%s", diff)
	}

	// An http URL without a host.
	u, err = parser.Parse("http://h:80/x")
	if err != nil {
		t.Fatal(err)
	}
	u.Part.(*ast.HTTPPart).HostPort.Host = nil
	want = []any{d(7, "host-missing", "host", nil, nil,
		`offset 7: host: the hostport has no host (RFC 1738 section 5, explained in section 3.1: host = hostname | hostnumber; in httpurl, RFC 1738 section 3.3)`)}
	if diff := cmp.Diff(want, decode(parser.Validate(u))); diff != "" {
		t.Errorf("no host (-want +got):\n%s", diff)
	}
}
