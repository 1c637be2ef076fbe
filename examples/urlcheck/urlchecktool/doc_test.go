package urlchecktool

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// commandDoc is the documentation of command urlcheck, which shows
// what it prints.
const commandDoc = "../doc.go"

// docURL is the "url" key that starts a JSON example of doc.go, as
// written (a JSON string).
var docURL = regexp.MustCompile(`^\{"url":("(?:[^"\\]|\\.)*")`)

// TestDocExamples checks the output lines that doc.go shows, JSON
// objects and text lines: each is exactly what urlcheck prints for its
// URL but where it writes "...", which stands for any text (the rest of
// a long message, keys left out). A command line shown before them in
// the same section ("$ urlcheck -base 'http://a/' < refs.txt") gives
// the flags they are printed with; a JSON object is printed with -json
// in any case. In the block of lines that follows a command line with
// -fix and without -json, a line is the input and its fix, as paste
// shows them; a message after them in the section ("urlcheck:
// urls.txt:7: ...") is what urlcheck writes on standard error for those
// inputs, as the file urls.txt.
func TestDocExamples(t *testing.T) {
	src, err := os.ReadFile(commandDoc)
	if err != nil {
		t.Fatal(err)
	}
	n, commands := 0, 0
	var flags, fixInputs []string
	fixText := false   // in the block of lines after a command with -fix, in text
	documents := false // in the section on -text, which TestDocDocuments checks
	for _, line := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(line, "// # ") {
			flags, fixInputs = nil, nil
			documents = line == "// # Documents"
		}
		if documents {
			continue
		}
		example, ok := strings.CutPrefix(line, "//\t")
		if !ok {
			fixText = false // the block of lines after the command has ended
			continue
		}
		var url, out string
		switch {
		case strings.HasPrefix(example, "$ urlcheck"):
			flags, fixInputs = commandFlags(t, example), nil
			fixText = slices.Contains(flags, "-fix") && !slices.Contains(flags, "-json")
			commands++
			continue
		case len(fixInputs) > 0 && strings.HasPrefix(example, "urlcheck: "):
			file := filepath.Join(t.TempDir(), "urls.txt")
			if err := os.WriteFile(file, []byte(strings.Join(fixInputs, "\n")+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			_, stderr, _ := runCommand(t, "", append(slices.Clip(flags), file)...)
			// The file's name as the example gives it.
			out = strings.ReplaceAll(strings.TrimSuffix(stderr, "\n"), file, "urls.txt")
		case fixText:
			var fixed string
			url, fixed, ok = strings.Cut(example, "\t")
			if !ok {
				t.Errorf("doc.go example %q after -fix is not the input and its fix", example)
				continue
			}
			fixInputs = append(fixInputs, url)
			out, _, _ = runCommand(t, url+"\n", flags...)
			out = url + "\t" + out
			example = url + "\t" + fixed
		case strings.HasPrefix(example, "{"):
			m := docURL.FindStringSubmatch(example)
			if m == nil {
				t.Errorf("doc.go example %s does not start with its url", example)
				continue
			}
			if err := json.Unmarshal([]byte(m[1]), &url); err != nil {
				t.Fatalf("doc.go example %s: %v", example, err)
			}
			args := flags
			if !slices.Contains(args, "-json") {
				args = append(slices.Clip(args), "-json")
			}
			out, _, _ = runCommand(t, url+"\n", args...)
		case strings.HasPrefix(example, "ok\t"), strings.HasPrefix(example, "invalid\t"):
			// The URL as displayed: quoted when it is not printable
			// ASCII without spaces (displayURL).
			url = strings.Split(example, "\t")[1]
			if strings.HasPrefix(url, `"`) {
				if url, err = strconv.Unquote(url); err != nil {
					t.Fatalf("doc.go example %s: %v", example, err)
				}
			}
			out, _, _ = runCommand(t, url+"\n", flags...)
		default:
			continue
		}
		n++
		if out = strings.TrimSuffix(out, "\n"); !matchElided(example, out) {
			t.Errorf("doc.go shows\n%s\nurlcheck prints\n%s", example, out)
		}
	}
	if n < 5 || commands < 4 {
		t.Errorf("found %d examples and %d command lines in doc.go, want at least 5 and 4", n, commands)
	}
}

// commandFlags returns the flags of a command line shown in doc.go,
// "$ urlcheck" and its arguments, each a word or a word in single
// quotes, up to a redirection ("<") or a file name.
func commandFlags(t *testing.T, command string) []string {
	t.Helper()
	var flags []string
	words := strings.Fields(strings.TrimPrefix(command, "$ urlcheck"))
	for i := 0; i < len(words); i++ {
		w := words[i]
		if w == "<" || !strings.HasPrefix(w, "-") {
			break
		}
		flags = append(flags, w)
		if w == "-base" || w == "-maxlen" {
			if i++; i == len(words) {
				t.Fatalf("doc.go command %q: %s has no value", command, w)
			}
			flags = append(flags, strings.Trim(words[i], "'"))
		}
	}
	return flags
}

// matchElided reports whether out is example with each "..." of example
// standing for some text, possibly none.
func matchElided(example, out string) bool {
	parts := strings.Split(example, "...")
	first, last := parts[0], parts[len(parts)-1]
	if len(parts) == 1 {
		return out == example
	}
	if !strings.HasPrefix(out, first) {
		return false
	}
	rest := out[len(first):]
	for _, p := range parts[1 : len(parts)-1] {
		i := strings.Index(rest, p)
		if i < 0 {
			return false
		}
		rest = rest[i+len(p):]
	}
	return strings.HasSuffix(rest, last)
}

// TestMatchElided checks the matching of elided examples.
func TestMatchElided(t *testing.T) {
	for _, tc := range []struct {
		example, out string
		want         bool
	}{
		{"abc", "abc", true},
		{"abc", "abcd", false},
		{"a...d", "abcd", true},
		{"a...d", "ad", true},
		{"a...d", "abc", false},
		{"a...c...e", "abcde", true},
		{"a...c...e", "aXcYe", true},
		{"a...c...e", "abde", false},
		{"ab...bc", "abc", false},
		{"a...", "abc", true},
	} {
		if got := matchElided(tc.example, tc.out); got != tc.want {
			t.Errorf("matchElided(%q, %q) = %v, want %v", tc.example, tc.out, got, tc.want)
		}
	}
}

// TestDocDocuments checks the examples of doc.go's section on -text: the
// document that "$ cat NAME" shows is written to a file of that name,
// and each "$ urlcheck" line after it is run on that file; the lines
// that follow the command are what it prints, line for line, but where
// they write "..." (matchElided).
func TestDocDocuments(t *testing.T) {
	src, err := os.ReadFile(commandDoc)
	if err != nil {
		t.Fatal(err)
	}
	var section []string
	in := false
	for _, line := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(line, "// # ") {
			in = line == "// # Documents"
		}
		if in {
			section = append(section, line)
		}
	}
	var name, file string
	var doc []string
	commands := 0
	for i := 0; i < len(section); i++ {
		example, ok := strings.CutPrefix(section[i], "//\t")
		switch {
		case !ok:
			continue
		case strings.HasPrefix(example, "$ cat "):
			name, doc = strings.TrimPrefix(example, "$ cat "), nil
			for i+1 < len(section) && strings.HasPrefix(section[i+1], "//\t") && !strings.HasPrefix(section[i+1], "//\t$ ") {
				i++
				doc = append(doc, strings.TrimPrefix(section[i], "//\t"))
			}
			file = writeFile(t, name, strings.Join(doc, "\n")+"\n")
		case strings.HasPrefix(example, "$ urlcheck"):
			commands++
			flags := commandFlags(t, example)
			stdout, _, _ := runCommand(t, "", append(flags, file)...)
			got := splitLines(strings.ReplaceAll(stdout, file, name))
			var want []string
			for i+1 < len(section) && strings.HasPrefix(section[i+1], "//\t") && !strings.HasPrefix(section[i+1], "//\t$ ") {
				i++
				want = append(want, strings.TrimPrefix(section[i], "//\t"))
			}
			if len(got) != len(want) {
				t.Errorf("doc.go shows %d lines for %q, urlcheck prints %d:\n%s", len(want), example, len(got), stdout)
				continue
			}
			for j := range want {
				if !matchElided(want[j], got[j]) {
					t.Errorf("%q: doc.go shows\n%s\nurlcheck prints\n%s", example, want[j], got[j])
				}
			}
		}
	}
	if commands < 3 {
		t.Errorf("found %d commands in doc.go's section Documents, want at least 3", commands)
	}
}
