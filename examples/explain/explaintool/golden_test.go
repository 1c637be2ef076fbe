package explaintool

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// update is the -update flag of the package's tests: with it, each test
// that compares with a golden file (testdata/**/*.golden, the command's
// output) rewrites it instead.
var update = flag.Bool("update", false, "rewrite the golden files of the tests that run, instead of comparing with them")

// kinds are the command's output kinds, by the flags that select them.
var kinds = []struct {
	name  string
	flags []string
}{
	{"diagram", nil},
	{"verbose", []string{"-v"}},
	{"tree", []string{"-tree"}},
	{"json", []string{"-json"}},
	{"trace", []string{"-trace"}},
}

// langs are the languages of -lang.
var langs = []string{"en", "fr"}

// A urlSet is a run's URLs, the name of its golden files, and the exit
// status the run must have.
type urlSet struct {
	name   string
	urls   []string
	status int
}

// groups are the URLs of the golden files of every output kind in both
// languages: the note's four (the run with no URL), and for the generic
// syntax, each scheme of RFC 1738 and https, read by http's production,
// a valid URL and one that is not.
var groups = []urlSet{
	{"note", nil, exitValid},
	{"generic", []string{"x-iec://anon@www.iec.ch/about/mission-e.htm", "urn:iec:std:iec:60050", "x-iec://www.iec.ch/a b"}, exitInvalid},
	{"ftp", []string{"ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a", "ftp://ftp.iec.ch/pub/doc.txt;type=x"}, exitInvalid},
	{"http", []string{"http://www.iec.ch:8080/search/index.htm?q=url%20syntax", "http://anon@www.iec.ch/"}, exitInvalid},
	{"https", []string{"https://www.iec.ch:443/a/b?x", "https://anon@www.iec.ch/"}, exitInvalid}, // RFC 2818 section 2.4
	{"gopher", []string{"gopher://gopher.iec.ch/7/search%09url%09+", "gopher://gopher.iec.ch/0a b"}, exitInvalid},
	{"mailto", []string{"mailto:someone@iec.ch", "mailto:"}, exitInvalid},
	{"news", []string{"news:*", "news://news.iso.org/comp.os.unix"}, exitInvalid},
	{"nntp", []string{"nntp://news.iso.org/comp.os.unix/42", "nntp://news.iso.org/"}, exitInvalid},
	{"telnet", []string{"telnet://guest:visitor@telnet.iec.ch:2323/", "telnet://telnet.iec.ch/x"}, exitInvalid},
	{"wais", []string{"wais://wais.iec.ch:210/standards?url%20syntax", "wais://wais.iec.ch/db?q/x"}, exitInvalid},
	{"file", []string{"file://localhost/etc/motd", "file://vms.host.edu"}, exitInvalid},
	{"prospero", []string{"prospero://host.dom//pros/name;OBJECT-VERSION=2", "prospero://anon@host.dom/x"}, exitInvalid},
}

// more are URLs of particular shapes, whose golden files are of the
// default output, the diagram and table, in both languages.
var more = []urlSet{
	{"hostnumber", []string{"http://192.0.2.1:8080/"}, exitValid},
	{"escapes", []string{"ftp://a%40b:p%3Aw@ftp.iec.ch/my%20caf%C3%A9.txt"}, exitValid},
	{"empty-user", []string{"ftp://@host/"}, exitValid},
	{"upper-case", []string{"HTTP://WWW.IEC.CH/"}, exitValid},
	{"warnings", []string{"http://999.1.1.1:99999/"}, exitValid},
	{"crowded", []string{"ftp://a:b@h:1/p"}, exitValid},
	{"bad-port", []string{"http://www.iec.ch:a"}, exitInvalid},
	{"fragment", []string{"http://x/#frag"}, exitInvalid},
	{"non-ascii", []string{"\u201chttp://www.iec.ch\u201d", "http://www.iec.ch/\tx"}, exitInvalid},
	{"mixed", []string{"http://www.iec.ch", "http://www.iec.ch:a", "news:comp.os.unix"}, exitInvalid},
	{"more-ftp", []string{"ftp://myname@host.dom/%2Fetc/motd", "ftp://ftp.iec.ch/pub/;type=d"}, exitValid},
	{"more-http", []string{"http://www.iec.ch/", "http://www.iec.ch/?"}, exitValid},
	{"more-gopher", []string{"gopher://gopher.iec.ch", "gopher://gopher.iec.ch/1"}, exitValid},
	{"more-telnet", []string{"telnet://telnet.iec.ch"}, exitValid},
	{"more-wais", []string{"wais://wais.iec.ch/standards", "wais://wais.iec.ch/standards/TEXT/doc%2F42"}, exitValid},
	{"more-file", []string{"file://vms.host.edu/disk$user/my/notes/note12345.txt", "file:///etc/motd"}, exitValid},
	{"more-errors", []string{"http://u:p@host/", "news:comp.os.unix/x"}, exitInvalid},
	{"host-after-at", []string{"ftp://anon:pw@", "telnet://u:p@", "news:comp.os.unix@"}, exitInvalid},
	{"more-warnings", []string{"mailto:someone", "news:comp..unix", "nntp://news.iso.org/comp.os.unix/99999999999", "ftp://ftp.iec.ch/pub/;type=a", "prospero://host.dom/", "wais://wais.iec.ch/"}, exitValid},
}

// A resolutionSet is a run of -base: the base, the references resolved
// against it, the name of its golden files, and the exit status the run
// must have.
type resolutionSet struct {
	name   string
	base   string
	refs   []string
	status int
}

// section5Base is the base URL of RFC 1808 section 5's examples.
const section5Base = "http://a/b/c/d;p?q#f"

// resolutions are the runs of -base whose golden files are in both
// languages: section 5's examples, normal and abnormal, against its
// base; a reference and a base that are not references; the
// resolutions RFC 1808 refuses; and results that are not RFC 1738 URLs.
var resolutions = []resolutionSet{
	{"section5-normal", section5Base, []string{"g;x?y#s", "?y", "#s", "//g", "g:h", "", ";x", "..", "../../g"}, exitValid},
	{"section5-abnormal", section5Base, []string{"../../../g", "/./g", "./g/.", "g/../h", "http:g"}, exitInvalid},
	{"invalid-reference", section5Base, []string{"g h", "//a/b?c#d#e"}, exitInvalid},
	{"invalid-base", "http://a b/c", []string{"g"}, exitInvalid},
	{"not-absolute-base", "/b/c/d", []string{"g"}, exitInvalid},
	{"refused", "http://a//b", []string{"g", "", "g:h"}, exitInvalid},
	{"no-base", "", []string{"g", "g:h"}, exitInvalid},
	{"path-as-net-loc", "x:/a/b", []string{"..//g"}, exitInvalid},
	{"not-rfc1738-login", section5Base, []string{"//anon@ftp.iec.ch/pub#top"}, exitInvalid},
	{"not-rfc1738-news", "news:comp.os.unix", []string{"misc/x"}, exitInvalid},
	{"bases", "file:///etc/motd", []string{"../x/./y/..", "//host/", "///z"}, exitValid},
	{"gopher", "gopher://gopher.iec.ch/1pub/standards", []string{"0doc.txt", "../0a%09b"}, exitValid},
	{"readings", section5Base, []string{"?", "#", "g;x/../h", "g?y/./x", "/./g", "../../../../g"}, exitInvalid},
}

// A goldenCase is one run whose output testdata/NAME.golden holds, and
// whose stderr, when it writes any, testdata/NAME.stderr.golden holds.
type goldenCase struct {
	name   string
	args   []string
	status int
	// c is the command run: nil for explain's (command), a scheme
	// author's for authorRuns.
	c *Config
}

// run runs tc's command on args.
func (tc goldenCase) run(args []string, stdout, stderr io.Writer) int {
	if tc.c != nil {
		return tc.c.Run(args, stdout, stderr)
	}
	return command.Run(args, stdout, stderr)
}

// goldenCases are every output kind in both languages over groups, the
// default output in both languages over more, -base in both languages
// over resolutions, -grammar in both languages over grammarRuns, and
// -trace and -trace=full in both languages over traceRuns.
func goldenCases() []goldenCase {
	var cases []goldenCase
	for _, k := range kinds {
		for _, lang := range langs {
			sets := groups
			if k.name == "diagram" {
				sets = append(append([]urlSet{}, groups...), more...)
			}
			for _, s := range sets {
				args := append(append([]string{"-lang", lang}, k.flags...), "--")
				cases = append(cases, goldenCase{k.name + "-" + lang + "/" + s.name, append(args, s.urls...), s.status, nil})
			}
		}
	}
	for _, lang := range langs {
		for _, r := range resolutions {
			args := append([]string{"-lang", lang, "-base", r.base, "--"}, r.refs...)
			cases = append(cases, goldenCase{"base-" + lang + "/" + r.name, args, r.status, nil})
		}
	}
	for _, lang := range langs {
		for _, g := range grammarRuns {
			args := append([]string{"-lang", lang}, g.args...)
			cases = append(cases, goldenCase{"grammar-" + lang + "/" + g.name, args, g.status, nil})
		}
	}
	cases = append(cases, authorCases()...)
	return append(cases, traceCases()...)
}

// grammarRuns are the runs of -grammar whose golden files are in both
// languages: the whole grammar; a scheme's rule by its RFC name, by its
// Go type (in another case) with a class whose rules it prints already,
// and by its scheme's name; https's, by its production's name and its
// scheme's; names of every other kind; a name that is
// none; a registered scheme's rule; and the whole grammar with the
// registered schemes.
var grammarRuns = []struct {
	name   string
	args   []string
	status int
}{
	{"all", []string{"-grammar"}, exitValid},
	{"httpurl", []string{"-grammar", "httpurl"}, exitValid},
	{"httpsurl", []string{"-grammar", "httpsurl", "HTTPS"}, exitValid},
	{"ftppart-uchar", []string{"-grammar", "FTPPART", "uchar"}, exitValid},
	{"ftp", []string{"-grammar", "ftp"}, exitValid},
	{"names", []string{"-grammar", "grouppart", "<url-path>", "hôte", "chemin", "Gopher+_String"}, exitValid},
	{"nosuch", []string{"-grammar", "nosuch"}, exitUsage},
	{"ldapurl", []string{"-scheme", "ldap", "-grammar", "ldapurl"}, exitValid},
	{"registered", []string{"-scheme", "rtspu", "-scheme", "ldap", "-scheme", "rtsp", "-grammar"}, exitValid},
}

// goldenURLs are the URLs of the golden files, valid and not.
func goldenURLs() []string {
	urls := append([]string{}, noteURLs...)
	for _, s := range append(append([]urlSet{}, groups...), more...) {
		urls = append(urls, s.urls...)
	}
	return urls
}

// goldenWidth is the -width of every golden run: the golden files show
// what a terminal of 80 columns shows, wrapping included (a run whose
// stdout is no terminal, as a test's, wraps nothing unless -width says).
const goldenWidth = "80"

// TestGolden compares the command's output with testdata/**/*.golden,
// at -width 80; run with -update to rewrite them, and read the
// difference before committing.
func TestGolden(t *testing.T) {
	for _, tc := range goldenCases() {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if got := tc.run(append([]string{"-width", goldenWidth}, tc.args...), &stdout, &stderr); got != tc.status {
				t.Errorf("exit status %d, want %d", got, tc.status)
			}
			compare(t, filepath.Join("testdata", tc.name+".golden"), stdout.Bytes(), true)
			compare(t, filepath.Join("testdata", tc.name+".stderr.golden"), stderr.Bytes(), false)
		})
	}
}

// compare compares got with the golden file path, or with no file when
// got is empty and the file need not exist; with -update it rewrites the
// file (or removes it).
func compare(t *testing.T, path string, got []byte, mustExist bool) {
	t.Helper()
	if *update {
		if len(got) == 0 && !mustExist {
			if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
				t.Fatal(err)
			}
			return
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist) && !mustExist:
		if len(got) > 0 {
			t.Errorf("unexpected output, for %s (run go test -update to create it):\n%s", path, got)
		}
		return
	case err != nil:
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("output differs from %s (-want +got):\n%s", path, diff)
	}
}

// TestNoStrayGolden checks that every golden file belongs to a case, so
// that none is left behind when a case goes.
func TestNoStrayGolden(t *testing.T) {
	want := map[string]bool{}
	for _, tc := range goldenCases() {
		want[filepath.Join("testdata", tc.name+".golden")] = true
		want[filepath.Join("testdata", tc.name+".stderr.golden")] = true
	}
	err := filepath.WalkDir("testdata", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !want[path] {
			t.Errorf("%s belongs to no golden case", path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}
