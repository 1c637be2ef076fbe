package explaintool

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/examples/internal/voice"
)

// theNote is what the default run must explain: the example URLs of the
// terminology note, written out again here so that a change to noteURLs
// shows.
var theNote = []string{
	"http://www.iec.ch",
	"http://www.iec.ch/about/mission-e.htm",
	"news:comp.os.unix",
	"news:XYZ123@news.iso.org",
}

// TestDefaultRunExplainsTheNote checks that with no arguments the command
// explains the note's four URLs, each as explain does, with the line
// that says how its spans read, and nothing else, and exits 0.
func TestDefaultRunExplainsTheNote(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if got := run(nil, &stdout, &stderr); got != exitValid {
		t.Errorf("exit status %d, want %d", got, exitValid)
	}
	if stderr.Len() > 0 {
		t.Errorf("stderr: %s", stderr.String())
	}
	var want []string
	for _, u := range theNote {
		var b bytes.Buffer
		if valid, err := explain(&b, voice.Voice{}, u); !valid || err != nil {
			t.Errorf("explain(%q) = %v, %v; want true, nil", u, valid, err)
		}
		if first, _, _ := strings.Cut(b.String(), "\n"); first != u {
			t.Errorf("explanation of %q starts with %q", u, first)
		}
		want = append(want, b.String()+spanLegend(voice.Voice{})+"\n")
	}
	if diff := cmp.Diff(strings.Join(want, "\n"), stdout.String()); diff != "" {
		t.Errorf("default run (-want +got):\n%s", diff)
	}
}

// TestNoteURLsAreTheNotes checks the embedded URLs against the note
// itself, where the shared reference material is present.
func TestNoteURLsAreTheNotes(t *testing.T) {
	text, err := os.ReadFile("../../../shared/spec/seed-note.txt")
	if errors.Is(err, fs.ErrNotExist) {
		t.Skip("shared/spec/seed-note.txt is not beside this clone")
	}
	if err != nil {
		t.Fatal(err)
	}
	var quoted []string
	seen := map[string]bool{}
	for _, m := range regexp.MustCompile(`\x{201c}([a-z]+:[^\x{201d}]*)\x{201d}`).FindAllStringSubmatch(string(text), -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			quoted = append(quoted, m[1])
		}
	}
	if diff := cmp.Diff(quoted, noteURLs); diff != "" {
		t.Errorf("noteURLs differ from the URLs the note quotes (-note +noteURLs):\n%s", diff)
	}
	if diff := cmp.Diff(theNote, noteURLs); diff != "" {
		t.Errorf("noteURLs (-test +noteURLs):\n%s", diff)
	}
}

// TestExitStatus checks the exit status and which stream gets what.
func TestExitStatus(t *testing.T) {
	tests := []struct {
		name      string
		args      []string
		status    int
		stdoutHas string // a text stdout must hold; "" for an empty stdout
		stderrHas string // a text stderr must hold; "" for an empty stderr
	}{
		{"no arguments", nil, exitValid, "news:XYZ123@news.iso.org\n", ""},
		{"valid", []string{"http://www.iec.ch"}, exitValid, "<host>", ""},
		{"valid in French", []string{"-lang", "fr", "http://www.iec.ch"}, exitValid, "<hôte>", ""},
		{"French by name", []string{"-lang", "Français", "http://www.iec.ch"}, exitValid, "<hôte>", ""},
		{"invalid", []string{"http://www.iec.ch:a"}, exitInvalid, "error: offset 18: port", ""},
		{"invalid in French", []string{"-lang", "fr", "http://www.iec.ch:a"}, exitInvalid, "erreur\u00a0: position 18, port\u00a0:", ""},
		{"empty", []string{""}, exitInvalid, "error: offset 0: scheme", ""},
		{"invalid then valid", []string{"http://x:/", "http://x/"}, exitInvalid, "<url-path>", ""},
		{"valid then invalid", []string{"http://x/", "http://x:/"}, exitInvalid, "error: offset 9: port", ""},
		{"tree", []string{"-tree", "http://x/"}, exitValid, "└─ httpurl", ""},
		{"tree, invalid", []string{"-tree", "http://x:/"}, exitInvalid, "error: offset 9: port", ""},
		{"trace, invalid", []string{"-trace", "http://x:/"}, exitInvalid, "error: offset 9: port", ""},
		{"json", []string{"-json", "http://x/"}, exitValid, `"production": "url"`, ""},
		{"json, invalid", []string{"-json", "http://x:/"}, exitInvalid, "null\n", "error: offset 9: port"},
		{"help", []string{"-h"}, exitValid, "usage: explain", ""},
		{"unknown flag", []string{"-x"}, exitUsage, "", "run explain -h for help"},
		{"unknown language", []string{"-lang", "de", "http://x/"}, exitUsage, "", `invalid value "de" for flag -lang`},
		{"two kinds", []string{"-tree", "-json", "http://x/"}, exitUsage, "", "give one of them"},
		{"grammar and trace", []string{"-grammar", "-trace"}, exitUsage, "", "give one of them"},
		{"dash URL after --", []string{"--", "-x:y"}, exitValid, "\"-x\"", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if got := run(tc.args, &stdout, &stderr); got != tc.status {
				t.Errorf("exit status %d, want %d", got, tc.status)
			}
			check := func(stream string, b *bytes.Buffer, has string) {
				switch {
				case has == "" && b.Len() > 0:
					t.Errorf("%s is not empty:\n%s", stream, b.String())
				case has != "" && !strings.Contains(b.String(), has):
					t.Errorf("%s lacks %q:\n%s", stream, has, b.String())
				}
			}
			check("stdout", &stdout, tc.stdoutHas)
			check("stderr", &stderr, tc.stderrHas)
		})
	}
}

// TestJSONDocument checks that -json writes one JSON document: one URL's
// tree as an object, several URLs' trees as an array in their order,
// with null for a URL that is not valid, whose error goes to stderr.
func TestJSONDocument(t *testing.T) {
	tests := []struct {
		args   []string
		status int
		want   []string // the text of each tree in order; "" for null
	}{
		{[]string{"http://www.iec.ch"}, exitValid, []string{"http://www.iec.ch"}},
		{[]string{"http://x:/"}, exitInvalid, []string{""}},
		{[]string{"news:*", "http://x:/", "x:y"}, exitInvalid, []string{"news:*", "", "x:y"}},
		{nil, exitValid, theNote},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		if got := run(append([]string{"-json", "-lang", "fr", "--"}, tc.args...), &stdout, &stderr); got != tc.status {
			t.Errorf("%q: exit status %d, want %d", tc.args, got, tc.status)
		}
		var trees []*struct {
			Text     string `json:"text"`
			Children []struct {
				Production string `json:"production"`
				Label      string `json:"label"`
			} `json:"children"`
		}
		var err error
		if len(tc.want) == 1 {
			trees = append(trees, nil)
			err = json.Unmarshal(stdout.Bytes(), &trees[0])
		} else {
			err = json.Unmarshal(stdout.Bytes(), &trees)
		}
		if err != nil {
			t.Errorf("%q: stdout is not the JSON document it should be: %v\n%s", tc.args, err, stdout.String())
			continue
		}
		var got []string
		for _, tree := range trees {
			switch {
			case tree == nil:
				got = append(got, "")
			case len(tree.Children) == 0 || tree.Children[0].Label == tree.Children[0].Production:
				// url is "URL" in both languages; the production under it,
				// "URL http" or « autre URL », is in French.
				t.Errorf("%q: the tree of %q has its first child labelled by its name, not in French: %+v", tc.args, tree.Text, tree.Children)
				fallthrough
			default:
				got = append(got, tree.Text)
			}
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%q: trees (-want +got):\n%s", tc.args, diff)
		}
		if invalid := slices.Contains(tc.want, ""); invalid != (stderr.Len() > 0) {
			t.Errorf("%q: stderr is %q", tc.args, stderr.String())
		}
	}
}

// TestDocExample checks that the example in the command's documentation
// (examples/explain/doc.go) is what the command prints for its URL.
func TestDocExample(t *testing.T) {
	src, err := os.ReadFile("../doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var example []string
	in := false
	for _, line := range strings.Split(string(src), "\n") {
		text, isCode := strings.CutPrefix(line, "//\t")
		if line == "//" {
			text = ""
		}
		switch {
		case !in && isCode && text == "http://www.iec.ch/about/mission-e.htm":
			in = true
		case in && !isCode && line != "//":
			in = false
		}
		if in {
			example = append(example, text)
		}
	}
	for len(example) > 0 && example[len(example)-1] == "" {
		example = example[:len(example)-1]
	}
	if len(example) == 0 {
		t.Fatal("doc.go has no example of http://www.iec.ch/about/mission-e.htm")
	}
	var stdout, stderr bytes.Buffer
	run([]string{"http://www.iec.ch/about/mission-e.htm"}, &stdout, &stderr)
	if diff := cmp.Diff(strings.Join(example, "\n")+"\n", stdout.String()); diff != "" {
		t.Errorf("doc.go's example (-doc +output):\n%s", diff)
	}
}

// TestSchemeFlag checks -scheme: with it, an LDAP URL is read by ldapurl
// (its table, its errors, its grammar), without it by the generic
// syntax; an unknown name is a usage error.
func TestSchemeFlag(t *testing.T) {
	const in = "ldap://h/o=x??sub"
	for _, tc := range []struct {
		args   []string
		status int
		has    string // in stdout
		hasNot string
	}{
		{[]string{"-scheme", "ldap", in}, exitValid, "ldapurl", ""},
		{[]string{in}, exitValid, "genericurl", "ldapurl"},
		{[]string{"-scheme", "ldap", "ldap://h/??bogus"}, exitInvalid, "scope", ""},
		{[]string{"-scheme", "ldap", "-grammar", "ldap"}, exitValid, "\nldapurl = scheme COLON SLASH SLASH", "Part ="},
		{[]string{"-grammar", "ldap"}, exitUsage, "", "ldapurl"},
		{[]string{"-scheme", "nope", in}, exitUsage, "", ""},
	} {
		var out, errOut strings.Builder
		if got := run(tc.args, &out, &errOut); got != tc.status {
			t.Errorf("%q: status %d, want %d\n%s%s", tc.args, got, tc.status, out.String(), errOut.String())
			continue
		}
		if tc.has != "" && !strings.Contains(out.String(), tc.has) {
			t.Errorf("%q: no %q in\n%s", tc.args, tc.has, out.String())
		}
		if tc.hasNot != "" && strings.Contains(out.String(), tc.hasNot) {
			t.Errorf("%q: %q in\n%s", tc.args, tc.hasNot, out.String())
		}
	}
}

// TestLangBoth checks -lang both: each URL in English, then in French,
// with the verdict's status; and the modes that take one language.
func TestLangBoth(t *testing.T) {
	var out, errOut strings.Builder
	if got := run([]string{"-lang", "both", "http://www.iec.ch:/"}, &out, &errOut); got != exitInvalid {
		t.Fatalf("status %d\n%s", got, errOut.String())
	}
	en, fr, ok := strings.Cut(out.String(), "\n— en français —\n")
	if !ok || !strings.Contains(en, "error: offset 18") || !strings.Contains(fr, "erreur\u00a0: position 18") {
		t.Errorf("-lang both:\n%s", out.String())
	}
	for _, args := range [][]string{{"-lang", "both", "-json", "http://h/"}, {"-lang", "both", "-grammar"}, {"-lang", "de", "http://h/"}} {
		out.Reset()
		errOut.Reset()
		if got := run(args, &out, &errOut); got != exitUsage || out.Len() != 0 {
			t.Errorf("%q: status %d, stdout %q", args, got, out.String())
		}
	}
	if !strings.Contains(errOut.String(), "the languages are en, fr and both") || strings.Contains(errOut.String(), "grammar:") {
		t.Errorf("-lang de: %q", errOut.String())
	}
}
