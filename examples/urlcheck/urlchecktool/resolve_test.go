package urlchecktool

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// section5Base is the base URL of RFC 1808 section 5's examples.
const section5Base = "http://a/b/c/d;p?q#f"

// section5 are the examples of RFC 1808 section 5, normal (5.1) and
// abnormal (5.2), each a reference and the URL it resolves to against
// section5Base, as the RFC writes them.
var section5 = [][2]string{
	{"g:h", "g:h"},
	{"g", "http://a/b/c/g"},
	{"./g", "http://a/b/c/g"},
	{"g/", "http://a/b/c/g/"},
	{"/g", "http://a/g"},
	{"//g", "http://g"},
	{"?y", "http://a/b/c/d;p?y"},
	{"g?y", "http://a/b/c/g?y"},
	{"g?y/./x", "http://a/b/c/g?y/./x"},
	{"#s", "http://a/b/c/d;p?q#s"},
	{"g#s", "http://a/b/c/g#s"},
	{"g#s/./x", "http://a/b/c/g#s/./x"},
	{"g?y#s", "http://a/b/c/g?y#s"},
	{";x", "http://a/b/c/d;x"},
	{"g;x", "http://a/b/c/g;x"},
	{"g;x?y#s", "http://a/b/c/g;x?y#s"},
	{".", "http://a/b/c/"},
	{"./", "http://a/b/c/"},
	{"..", "http://a/b/"},
	{"../", "http://a/b/"},
	{"../g", "http://a/b/g"},
	{"../..", "http://a/"},
	{"../../", "http://a/"},
	{"../../g", "http://a/g"},

	{"", "http://a/b/c/d;p?q#f"},
	{"../../../g", "http://a/../g"},
	{"../../../../g", "http://a/../../g"},
	{"/./g", "http://a/./g"},
	{"/../g", "http://a/../g"},
	{"g.", "http://a/b/c/g."},
	{".g", "http://a/b/c/.g"},
	{"g..", "http://a/b/c/g.."},
	{"..g", "http://a/b/c/..g"},
	{"./../g", "http://a/b/g"},
	{"./g/.", "http://a/b/c/g/"},
	{"g/./h", "http://a/b/c/g/h"},
	{"g/../h", "http://a/b/c/h"},
	{"http:g", "http:g"},
	{"http:", "http:"},
}

// section5Invalid are the results of section 5 that are not RFC 1738
// URLs, their fragments set aside: a "/" in an http search, and http
// URLs without "//".
var section5Invalid = []string{"http://a/b/c/g?y/./x", "http:g", "http:"}

// TestBaseSection5Text checks the text output of every example of RFC
// 1808 section 5, in one run with their base: each line is the
// reference, the URL the RFC resolves it to, and the verdict on that
// URL, its fragment set aside, with the parser's first error when it is
// not an RFC 1738 URL.
func TestBaseSection5Text(t *testing.T) {
	var in, want strings.Builder
	for _, c := range section5 {
		ref, resolved := c[0], c[1]
		in.WriteString(ref + "\n")
		url, _, _ := strings.Cut(resolved, "#")
		if slices.Contains(section5Invalid, resolved) {
			fmt.Fprintf(&want, "invalid\t%s\t%s\t%s\n", displayURL(ref), resolved, firstError(url))
		} else {
			fmt.Fprintf(&want, "ok\t%s\t%s\n", displayURL(ref), resolved)
		}
	}
	stdout, stderr, code := runCommand(t, in.String(), "-base", section5Base)
	if diff := cmp.Diff(want.String(), stdout); diff != "" {
		t.Errorf("text output (-want +got):\n%s", diff)
	}
	if code != exitInvalid || stderr != "" {
		t.Errorf("exit status %d, stderr %q; want %d and nothing", code, stderr, exitInvalid)
	}
}

// TestBaseText checks the text output with -base of lines that are no
// references, of refused resolutions, of resolved URLs with warnings
// (left out with -nowarn), and of a line longer than -maxlen: "-" in the
// place of the resolved URL when there is none, and the error of the
// line, at its offset into the line, or of the resolution, of the code
// that says why.
func TestBaseText(t *testing.T) {
	for _, tc := range []struct {
		name, base string
		args       []string
		in         string
		want       []string
		code       int
	}{
		{name: "not references", base: section5Base,
			in: "a b\n~x\n//a//b\ng#a#b\n",
			want: []string{
				"invalid\t\"a b\"\t-\t" + referenceError("a b"),
				"invalid\t~x\t-\t" + referenceError("~x"),
				"invalid\t//a//b\t-\t" + referenceError("//a//b"),
				"invalid\tg#a#b\t-\t" + referenceError("g#a#b"),
			},
			code: exitInvalid},
		{name: "warnings", base: section5Base, in: "//999.1.1.1/\n",
			want: []string{"ok\t//999.1.1.1/\thttp://999.1.1.1/\twarning: " + firstWarning("http://999.1.1.1/")},
			code: exitValid},
		{name: "nowarn", base: section5Base, args: []string{"-nowarn"}, in: "//999.1.1.1/\n",
			want: []string{"ok\t//999.1.1.1/\thttp://999.1.1.1/"},
			code: exitValid},
		{name: "path as net_loc", base: "http:/a/b", in: "..//g\ng\n",
			want: []string{
				"invalid\t..//g\t-\t" + resolveError(t, "http:/a/b", "..//g", parser.CodeResolvedNetLoc),
				"invalid\tg\thttp:/a/g\t" + firstError("http:/a/g"),
			},
			code: exitInvalid},
		{name: "base not generic", base: "http://a//b", in: "g\n\nhttp://x/\n",
			want: []string{
				"invalid\tg\t-\t" + resolveError(t, "http://a//b", "g", parser.CodeBaseNotGeneric),
				"ok\t\"\"\thttp://a//b",
				"ok\thttp://x/\thttp://x/",
			},
			code: exitInvalid},
		{name: "ftp base", base: "ftp://h/pub/a;type=i", in: "b;type=d\n../\n",
			want: []string{"ok\tb;type=d\tftp://h/pub/b;type=d", "ok\t../\tftp://h/"}, code: exitValid},
		{name: "file base", base: "file:///etc/motd", in: "passwd\n//h/x\n",
			want: []string{"ok\tpasswd\tfile:///etc/passwd", "ok\t//h/x\tfile://h/x"}, code: exitValid},
		{name: "too long", base: section5Base, args: []string{"-maxlen", "4"}, in: "g\nabcdef\n",
			want: []string{"ok\tg\thttp://a/b/c/g", "invalid\tabcd\t-\toffset 4: the input is 6 bytes long, more than the limit of 4 (MaxLength)"},
			code: exitInvalid},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := runCommand(t, tc.in, append([]string{"-base", tc.base}, tc.args...)...)
			if diff := cmp.Diff(strings.Join(tc.want, "\n")+"\n", stdout); diff != "" {
				t.Errorf("text output (-want +got):\n%s", diff)
			}
			if code != tc.code || stderr != "" {
				t.Errorf("exit status %d, stderr %q; want %d and nothing", code, stderr, tc.code)
			}
		})
	}
}

// resolveError returns the error, notes included, that Resolve gives
// the reference against the base, which must be of the code given.
func resolveError(t *testing.T, base, reference string, code parser.Code) string {
	t.Helper()
	_, err := parser.Resolve(base, reference)
	var e *parser.Error
	if !errors.As(err, &e) || e.Code != code {
		t.Fatalf("%q against %q: Resolve gives %v, want an error of code %s", reference, base, err, code)
	}
	return e.Error()
}

// referenceError returns the first error, notes included, that
// ParseRelative gives the line, which is no reference.
func referenceError(line string) string {
	_, err := parser.ParseRelative(line)
	if err == nil {
		panic(fmt.Sprintf("%q is a reference", line))
	}
	return err.Error()
}

// baseCase is a line and the JSON object urlcheck -base -json must
// print for it: the resolved URL ("" for none, null), the reference's
// components (nil for null), and then, as for checkCase, the parts of
// the resolved URL and where its errors and warnings are; or, without a
// resolved URL, where the line's error or the resolution's is, with its
// code.
type baseCase struct {
	base, line string
	args       []string
	resolved   string
	reference  map[string]any
	valid      bool
	parts      parts
	errors     []diag
	warnings   []diag
	code       string // of the error when there is no resolved URL
}

// ref returns the decoded "reference" object: the path, and the other
// components from pairs of key and value, null unless given.
func ref(path string, pairs ...string) map[string]any {
	obj := map[string]any{"net_loc": nil, "path": path, "params": nil, "query": nil, "fragment": nil}
	for i := 0; i+1 < len(pairs); i += 2 {
		if _, ok := obj[pairs[i]]; !ok {
			panic("no component " + pairs[i])
		}
		obj[pairs[i]] = pairs[i+1]
	}
	return obj
}

// baseCases are lines resolved against bases, each checked by hand
// against RFC 1808 sections 2.4 and 4 and RFC 1738.
var baseCases = []baseCase{
	// All five components, and the resolved http URL's parts: the
	// fragment is set aside, so "path" and "search" end before it.
	{base: section5Base, line: "g;x?y#s", resolved: "http://a/b/c/g;x?y#s", valid: true,
		reference: ref("g", "params", "x", "query", "y", "fragment", "s"),
		parts:     parts{"scheme": "http", "host": "a", "path": "b/c/g;x?y", "hpath": "b/c/g;x", "search": "y"}},
	// A net_loc, an empty path.
	{base: section5Base, line: "//g", resolved: "http://g", valid: true,
		reference: ref("", "net_loc", "g"), parts: parts{"scheme": "http", "host": "g"}},
	// An empty net_loc is one all the same: it is "", and the base's
	// takes its place (step 3).
	{base: section5Base, line: "///x", resolved: "http://a/x", valid: true,
		reference: ref("/x", "net_loc", ""), parts: parts{"scheme": "http", "host": "a", "path": "x", "hpath": "x"}},
	// The path keeps its leading "/".
	{base: section5Base, line: "/g", resolved: "http://a/g", valid: true,
		reference: ref("/g"), parts: parts{"scheme": "http", "host": "a", "path": "g", "hpath": "g"}},
	{base: section5Base, line: "?y", resolved: "http://a/b/c/d;p?y", valid: true,
		reference: ref("", "query", "y"), parts: parts{"scheme": "http", "host": "a", "path": "b/c/d;p?y", "hpath": "b/c/d;p", "search": "y"}},
	{base: section5Base, line: "#s", resolved: "http://a/b/c/d;p?q#s", valid: true,
		reference: ref("", "fragment", "s"), parts: parts{"scheme": "http", "host": "a", "path": "b/c/d;p?q", "hpath": "b/c/d;p", "search": "q"}},
	// The empty line is the base, its fragment included (step 2a).
	{base: section5Base, line: "", resolved: section5Base, valid: true,
		reference: ref(""), parts: parts{"scheme": "http", "host": "a", "path": "b/c/d;p?q", "hpath": "b/c/d;p", "search": "q"}},
	// An empty params is written, "", but is the same as none: ";" is
	// entirely empty, and gives the base (step 2a); "g;" gives no ";".
	{base: section5Base, line: ";", resolved: section5Base, valid: true,
		reference: ref("", "params", ""), parts: parts{"scheme": "http", "host": "a", "path": "b/c/d;p?q", "hpath": "b/c/d;p", "search": "q"}},
	{base: section5Base, line: "g;", resolved: "http://a/b/c/g", valid: true,
		reference: ref("g", "params", ""), parts: parts{"scheme": "http", "host": "a", "path": "b/c/g", "hpath": "b/c/g"}},
	// RFC 1808 keeps ".." at the root.
	{base: section5Base, line: "../../../g", resolved: "http://a/../g", valid: true,
		reference: ref("../../../g"), parts: parts{"scheme": "http", "host": "a", "path": "../g", "hpath": "../g"}},
	// An absolute line is its own result; its scheme is not in
	// "reference".
	{base: section5Base, line: "g:h", resolved: "g:h", valid: true,
		reference: ref("h"), parts: parts{"scheme": "g"}},
	{base: section5Base, line: "ftp://h/a;type=x", resolved: "ftp://h/a;type=x",
		reference: ref("/a", "net_loc", "h", "params", "type=x"), errors: []diag{{15, "ftptype"}}},
	// Resolved URLs that RFC 1738 refuses: the errors are at offsets
	// into "resolved".
	{base: section5Base, line: "g?y/./x", resolved: "http://a/b/c/g?y/./x",
		reference: ref("g", "query", "y/./x"), errors: []diag{{16, "search"}}},
	{base: section5Base, line: "http:g", resolved: "http:g",
		reference: ref("g"), errors: []diag{{5, "httpurl"}}},
	{base: section5Base, line: "//u:p@h:8080/x", resolved: "http://u:p@h:8080/x",
		reference: ref("/x", "net_loc", "u:p@h:8080"), errors: []diag{{9, "port"}}},
	// Warnings of the resolved URL, left out with -nowarn.
	{base: section5Base, line: "//999.1.1.1/", resolved: "http://999.1.1.1/", valid: true,
		reference: ref("/", "net_loc", "999.1.1.1"), parts: parts{"scheme": "http", "host": "999.1.1.1", "path": "", "hpath": ""},
		warnings: []diag{{7, "hostnumber"}}},
	{base: section5Base, line: "//999.1.1.1/", args: []string{"-nowarn"}, resolved: "http://999.1.1.1/", valid: true,
		reference: ref("/", "net_loc", "999.1.1.1"), parts: parts{"scheme": "http", "host": "999.1.1.1", "path": "", "hpath": ""}},
	// Lines that are no references: the error is the line's, at its
	// offset into it, in RFC 1808's productions.
	{base: section5Base, line: "a b", errors: []diag{{1, "URL"}}, code: "syntax"},
	{base: section5Base, line: "~x", errors: []diag{{0, "URL"}}, code: "syntax"},
	{base: section5Base, line: "//a//b", errors: []diag{{4, "URL"}}, code: "syntax"},
	{base: section5Base, line: "g#a#b", errors: []diag{{3, "fragment"}}, code: "syntax"},
	// Refused resolutions: the line is a reference, so "reference" is
	// set, but there is no resolved URL. A base that is not generic-RL
	// is refused at its first byte that is none, the second "/" after
	// its net_loc: an offset into the base.
	{base: "http:/a/b", line: "..//g", reference: ref("..//g"), errors: []diag{{0, "URL"}}, code: "resolve-path-as-net-loc"},
	{base: "http://a//b", line: "g", reference: ref("g"), errors: []diag{{9, "absoluteURL"}}, code: "resolve-base-not-generic"},
	// Bases of ftp, file and gopher.
	{base: "ftp://u@h/pub/a;type=i", line: "b;type=d", resolved: "ftp://u@h/pub/b;type=d", valid: true,
		reference: ref("b", "params", "type=d"),
		parts:     parts{"scheme": "ftp", "user": "u", "host": "h", "path": "pub/b;type=d", "fpath": "pub/b", "typecode": "d"}},
	{base: "file:///etc/motd", line: "passwd", resolved: "file:///etc/passwd", valid: true,
		reference: ref("passwd"), parts: parts{"scheme": "file", "host": "", "path": "etc/passwd", "fpath": "etc/passwd"}},
	{base: "gopher://h/0a/b", line: "1sel", resolved: "gopher://h/0a/1sel", valid: true,
		reference: ref("1sel"), parts: parts{"scheme": "gopher", "host": "h", "path": "0a/1sel", "gtype": "0", "selector": "a/1sel"}},
}

// wantBaseObject returns the decoded JSON object expected for the case.
// Each diagnostic is the library's, whose offset and production must be
// those the case names: the RFC 1738 parser's and validator's of the
// resolved URL, its fragment set aside, when there is one; otherwise
// Resolve's, of code c.code.
func wantBaseObject(t *testing.T, c baseCase) map[string]any {
	t.Helper()
	obj := map[string]any{"resolved": nil, "reference": nil}
	for _, k := range keyOrder {
		obj[k] = nil
	}
	for k, v := range c.parts {
		if _, ok := obj[k]; !ok || k == "url" || k == "valid" || k == "resolved" || k == "reference" || k == "errors" || k == "warnings" {
			t.Fatalf("%q: the case gives a value to %q, which is not a part", c.line, k)
		}
		obj[k] = v
	}
	obj["url"], obj["valid"] = c.line, c.valid
	obj["warnings"] = []any{}
	if c.reference != nil {
		obj["reference"] = c.reference
	}
	list := func(ds []diag, lib []*parser.Error) []any {
		out := []any{}
		if len(ds) != len(lib) {
			t.Errorf("%q: the library gives %d diagnostics, want %d: %v", c.line, len(lib), len(ds), lib)
			return out
		}
		for i, d := range ds {
			if got := (diag{lib[i].Offset, lib[i].Production.Name}); got != d {
				t.Errorf("%q: the library's diagnostic %d is at offset %d in %s, want %d in %s: %v", c.line, i, got.offset, got.production, d.offset, d.production, lib[i])
			}
			out = append(out, wantDiagnostic(lib[i]))
		}
		return out
	}
	if c.resolved == "" {
		_, err := parser.Resolve(c.base, c.line)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Fatalf("%q against %q: Resolve gives %v, want an *Error", c.line, c.base, err)
		}
		if string(e.Code) != c.code {
			t.Errorf("%q against %q: Resolve's error is of code %s, want %s", c.line, c.base, e.Code, c.code)
		}
		obj["errors"] = list(c.errors, []*parser.Error{e})
		return obj
	}
	obj["resolved"] = c.resolved
	url, _, _ := strings.Cut(c.resolved, "#")
	errs, warns := libraryDiagnostics(url)
	if slices.Contains(c.args, "-nowarn") {
		warns = nil
	}
	obj["errors"], obj["warnings"] = list(c.errors, errs), list(c.warnings, warns)
	return obj
}

// TestBaseJSON checks the JSON object of each case, one run per line:
// every key, "resolved" and "reference" included.
func TestBaseJSON(t *testing.T) {
	for _, c := range baseCases {
		t.Run(fmt.Sprintf("%q against %q %v", c.line, c.base, c.args), func(t *testing.T) {
			stdout, stderr, code := runCommand(t, c.line+"\n", append([]string{"-json", "-base", c.base}, c.args...)...)
			wantCode := exitValid
			if !c.valid {
				wantCode = exitInvalid
			}
			if code != wantCode || stderr != "" {
				t.Errorf("exit status %d, stderr %q; want %d and nothing", code, stderr, wantCode)
			}
			want := []map[string]any{wantBaseObject(t, c)}
			if diff := cmp.Diff(want, decodeLines(t, stdout)); diff != "" {
				t.Errorf("JSON output (-want +got):\n%s", diff)
			}
		})
	}
}

// TestBaseJSONSection5 checks "resolved" for every example of RFC 1808
// section 5, in one run, and that "valid" says whether the result, its
// fragment set aside, is an RFC 1738 URL.
func TestBaseJSONSection5(t *testing.T) {
	var in strings.Builder
	for _, c := range section5 {
		in.WriteString(c[0] + "\n")
	}
	stdout, _, _ := runCommand(t, in.String(), "-json", "-base", section5Base)
	objs := decodeLines(t, stdout)
	if len(objs) != len(section5) {
		t.Fatalf("%d objects for %d lines", len(objs), len(section5))
	}
	for i, c := range section5 {
		valid := !slices.Contains(section5Invalid, c[1])
		if objs[i]["url"] != c[0] || objs[i]["resolved"] != c[1] || objs[i]["valid"] != valid {
			t.Errorf("object %d: url %q, resolved %q, valid %v; want %q, %q and %v", i, objs[i]["url"], objs[i]["resolved"], objs[i]["valid"], c[0], c[1], valid)
		}
	}
}

// baseKeyOrder is every key of a JSON object with -base, in the
// documented order, and referenceKeyOrder those of "reference".
var (
	baseKeyOrder      = slices.Insert(slices.Clone(keyOrder), 1, "resolved", "reference")
	referenceKeyOrder = []string{"net_loc", "path", "params", "query", "fragment"}
)

// TestBaseJSONKeyOrder checks that with -base every object has every
// key, "resolved" and "reference" after "url", and "reference", when it
// is an object, its five keys in order, whatever the line: resolved to
// an RFC 1738 URL or not, no reference, longer than -maxlen (15 bytes
// here, which "ftp://h/a;type=x" passes), or refused; and that without
// -base neither key is written.
func TestBaseJSONKeyOrder(t *testing.T) {
	var in strings.Builder
	for _, c := range baseCases {
		if c.base == section5Base {
			in.WriteString(c.line + "\n")
		}
	}
	stdout, _, _ := runCommand(t, in.String(), "-json", "-base", section5Base, "-maxlen", "15")
	refused, _, _ := runCommand(t, "g\n", "-json", "-base", "http://a//b")
	for _, line := range strings.Split(stdout+strings.TrimSuffix(refused, "\n"), "\n") {
		if got := objectKeys(t, line); !slices.Equal(got, baseKeyOrder) {
			t.Errorf("keys of %s\n%q\nwant\n%q", line, got, baseKeyOrder)
		}
		_, after, ok := strings.Cut(line, `"reference":`)
		if !ok || strings.HasPrefix(after, "null") {
			continue
		}
		if got := objectKeys(t, after[:strings.IndexByte(after, '}')+1]); !slices.Equal(got, referenceKeyOrder) {
			t.Errorf("keys of the reference of %s\n%q\nwant\n%q", line, got, referenceKeyOrder)
		}
	}
	stdout, _, _ = runCommand(t, "g\n", "-json")
	if got := objectKeys(t, strings.TrimSuffix(stdout, "\n")); !slices.Equal(got, keyOrder) {
		t.Errorf("without -base, keys %q, want %q", got, keyOrder)
	}
}

// TestBaseTooLong checks that a line longer than -maxlen is reported
// with -base as without it, with "resolved" and "reference" null, and
// that -maxlen limits the lines only, not the resolved URL, which may be
// longer.
func TestBaseTooLong(t *testing.T) {
	stdout, _, code := runCommand(t, "abcdef\nabcd\n", "-json", "-base", section5Base, "-maxlen", "4")
	objs := decodeLines(t, stdout)
	if len(objs) != 2 {
		t.Fatalf("%d objects, want 2", len(objs))
	}
	want := []any{d(4, "too-long", "", nil, nil, "offset 4: the input is 6 bytes long, more than the limit of 4 (MaxLength)")}
	if objs[0]["url"] != "abcd" || objs[0]["resolved"] != nil || objs[0]["reference"] != nil || objs[0]["valid"] != false {
		t.Errorf("too long: url %v, resolved %v, reference %v, valid %v; want \"abcd\", null, null and false", objs[0]["url"], objs[0]["resolved"], objs[0]["reference"], objs[0]["valid"])
	}
	if diff := cmp.Diff(want, objs[0]["errors"]); diff != "" {
		t.Errorf("too long: errors (-want +got):\n%s", diff)
	}
	if objs[1]["resolved"] != "http://a/b/c/abcd" || objs[1]["valid"] != true {
		t.Errorf("at the limit: resolved %v, valid %v; want http://a/b/c/abcd and true", objs[1]["resolved"], objs[1]["valid"])
	}
	if code != exitInvalid {
		t.Errorf("exit status %d, want %d", code, exitInvalid)
	}
}

// TestBaseUsageErrors checks that a base that is not an absolute URL by
// RFC 1808 is a usage error, exit status 2, reported with the parser's
// message before any input is read, and that a good one, with a
// fragment or not an RFC 1738 URL, is not.
func TestBaseUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		base   string
		stderr string // "" for none
	}{
		{"http://a b/", "urlcheck: -base \"http://a b/\": " + referenceError("http://a b/") + "\n"},
		{"~", "urlcheck: -base \"~\": " + referenceError("~") + "\n"},
		{"/x", `urlcheck: -base "/x": offset 0: absoluteURL: a base URL must be absolute: it needs a scheme and ":" (RFC 1808 section 3; RFC 1808 section 2.2: absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) ))` + "\n"},
		{"", `urlcheck: -base "": offset 0: absoluteURL: a base URL must be absolute: it needs a scheme and ":" (RFC 1808 section 3; RFC 1808 section 2.2: absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) ))` + "\n"},
		{section5Base, ""},
		{"http:g", ""},
		{"http://a//b", ""},
	} {
		in := &countingReader{r: strings.NewReader("g\n")}
		var stdout, stderr bytes.Buffer
		code := run([]string{"-base", tc.base}, in, &stdout, &stderr)
		if tc.stderr == "" {
			if stderr.Len() > 0 || code == exitError {
				t.Errorf("-base %q: exit status %d, stderr %q; want no usage error", tc.base, code, stderr.String())
			}
			continue
		}
		if diff := cmp.Diff(tc.stderr, stderr.String()); diff != "" {
			t.Errorf("-base %q: stderr (-want +got):\n%s", tc.base, diff)
		}
		if code != exitError || stdout.Len() > 0 || in.n > 0 {
			t.Errorf("-base %q: exit status %d, %d bytes written, %d read; want %d and none", tc.base, code, stdout.Len(), in.n, exitError)
		}
	}
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r *strings.Reader
	n int
}

// Read implements io.Reader.
func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

// baseGolden are the files of TestBaseGolden: its input, lines of
// references, and the outputs of urlcheck -base with section 5's base,
// in JSON and text.
const (
	baseGoldenInput = "testdata/base-refs.txt"
	baseGoldenJSON  = "testdata/base-refs.golden.jsonl"
	baseGoldenText  = "testdata/base-refs.golden.txt"
)

// TestBaseGolden checks that urlcheck -base with section 5's base prints
// for every line of baseGoldenInput, in JSON and in text, exactly the
// lines of the reviewed golden files; with -update it writes them
// instead (go test ./examples/urlcheck/urlchecktool -run TestBaseGolden -update).
func TestBaseGolden(t *testing.T) {
	for _, g := range []struct {
		file string
		args []string
	}{
		{baseGoldenJSON, []string{"-json", "-base", section5Base, baseGoldenInput}},
		{baseGoldenText, []string{"-base", section5Base, baseGoldenInput}},
	} {
		stdout, stderr, _ := runCommand(t, "", g.args...)
		if stderr != "" {
			t.Fatalf("urlcheck %q wrote to stderr: %s", g.args, stderr)
		}
		if *update {
			if err := os.WriteFile(g.file, []byte(stdout), 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("wrote %s", g.file)
			continue
		}
		golden, err := os.ReadFile(g.file)
		if err != nil {
			t.Fatalf("%v (go test ./examples/urlcheck/urlchecktool -run TestBaseGolden -update writes it)", err)
		}
		if diff := cmp.Diff(strings.Split(string(golden), "\n"), strings.Split(stdout, "\n")); diff != "" {
			t.Errorf("urlcheck %q (-%s +urlcheck):\n%s", g.args, g.file, diff)
		}
	}
}

// TestBaseCorpus resolves every line of the shared corpora against a
// base, as a user would (urlcheck -base http://a/b/c/d -json), and
// checks each object against the library: "resolved" is Resolve's text,
// "reference" null exactly when ParseRelative refuses the line, "valid"
// whether the resolved URL, its fragment set aside, parses by RFC 1738;
// an absolute line resolves to itself.
func TestBaseCorpus(t *testing.T) {
	const base = "http://a/b/c/d"
	seen := 0
	for _, corpus := range []string{conformance, "kasztp.txt"} {
		name, lines := corpustest.Path(t, corpus), corpustest.Lines(t, corpus)
		if testing.Short() && len(lines) > 2000 {
			lines = lines[:2000]
			name = filepath.Join(t.TempDir(), filepath.Base(name))
			if err := os.WriteFile(name, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		stdout, _, _ := runCommand(t, "", "-json", "-base", base, name)
		objs := decodeLines(t, stdout)
		if len(objs) != len(lines) {
			t.Fatalf("%s: %d objects for %d lines", name, len(objs), len(lines))
		}
		for i, line := range lines {
			if len(line) > parser.DefaultMaxLength {
				continue
			}
			seen++
			obj := objs[i]
			_, refErr := parser.ParseRelative(line)
			if (obj["reference"] == nil) != (refErr != nil) {
				t.Errorf("%q: reference %v, ParseRelative says %v", line, obj["reference"], refErr)
			}
			res, err := parser.Resolve(base, line)
			if err != nil {
				if obj["resolved"] != nil || obj["valid"] != false {
					t.Errorf("%q: resolved %v, valid %v; Resolve refuses it: %v", line, obj["resolved"], obj["valid"], err)
				}
				continue
			}
			if obj["resolved"] != res.Text {
				t.Errorf("%q: resolved %v, Resolve gives %q", line, obj["resolved"], res.Text)
			}
			if res.Reference.Parts().Scheme != "" && res.Text != line {
				t.Errorf("%q: an absolute reference resolves to %q", line, res.Text)
			}
			url, _, _ := strings.Cut(res.Text, "#")
			_, perr := parser.Parse(url)
			if obj["valid"] != (perr == nil) {
				t.Errorf("%q: valid %v, but the resolved URL %q parses with error %v", line, obj["valid"], url, perr)
			}
		}
	}
	if seen == 0 {
		t.Skip("no corpus")
	}
}

// FuzzBaseJSON checks, for any line, that -base reports it without
// panicking, in JSON exactly as encoding/json writes the same report,
// and that "resolved" is set exactly when Resolve gives a result, and
// "reference" exactly when the line is a reference.
func FuzzBaseJSON(f *testing.F) {
	refs, err := os.ReadFile(baseGoldenInput)
	if err != nil {
		f.Fatal(err)
	}
	for _, line := range strings.Split(string(refs), "\n") {
		f.Add(line)
	}
	p, err := parser.New(parser.MaxLength(0))
	if err != nil {
		f.Fatal(err)
	}
	base, err := p.ParseBase(section5Base)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, line string) {
		r := resolve(p, base, line, true)
		sameJSON(t, &r)
		res, err := base.Resolve(line)
		if (r.Resolved != nil) != (err == nil) || err == nil && *r.Resolved != res.Text {
			t.Errorf("%q: resolved %v, Resolve gives %v, %v", line, r.Resolved, res, err)
		}
		if _, err := p.ParseRelative(line); (r.Reference != nil) != (err == nil) {
			t.Errorf("%q: reference %v, ParseRelative gives %v", line, r.Reference, err)
		}
	})
}
