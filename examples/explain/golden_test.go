package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the command's output")

// goldenCases are the runs whose output testdata/NAME.golden holds.
var goldenCases = []struct {
	name   string
	args   []string
	status int
}{
	{"note", nil, exitValid},
	{"ftp-login", []string{"ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a"}, exitValid},
	{"hostnumber", []string{"http://192.0.2.1:8080/"}, exitValid},
	{"escapes", []string{"ftp://a%40b:p%3Aw@ftp.iec.ch/my%20caf%C3%A9.txt"}, exitValid},
	{"empty-user", []string{"ftp://@host/"}, exitValid},
	{"upper-case", []string{"HTTP://WWW.IEC.CH/"}, exitValid},
	{"warnings", []string{"http://999.1.1.1:99999/"}, exitValid},
	{"opaque", []string{"urn:iec:std:iec:60050", "foo:"}, exitValid},
	{"crowded", []string{"ftp://a:b@h:1/p"}, exitValid},
	{"bad-port", []string{"http://www.iec.ch:a"}, exitInvalid},
	{"fragment", []string{"http://x/#frag"}, exitInvalid},
	{"non-ascii", []string{"\u201chttp://www.iec.ch\u201d", "http://www.iec.ch/\tx"}, exitInvalid},
	{"mixed", []string{"http://www.iec.ch", "http://www.iec.ch:a", "news:comp.os.unix"}, exitInvalid},
	{"generic", []string{"x-iec://anon@www.iec.ch/about/mission-e.htm"}, exitValid},
	{"scheme-ftp", []string{"ftp://myname@host.dom/%2Fetc/motd", "ftp://ftp.iec.ch/pub/;type=d"}, exitValid},
	{"scheme-http", []string{"http://www.iec.ch:8080/search/index.htm?q=url%20syntax", "http://www.iec.ch/"}, exitValid},
	{"scheme-gopher", []string{"gopher://gopher.iec.ch/7/search%09url%09+", "gopher://gopher.iec.ch"}, exitValid},
	{"scheme-mailto", []string{"mailto:someone@iec.ch"}, exitValid},
	{"scheme-news", []string{"news:*"}, exitValid},
	{"scheme-nntp", []string{"nntp://news.iso.org/comp.os.unix/42"}, exitValid},
	{"scheme-telnet", []string{"telnet://guest:visitor@telnet.iec.ch:2323/", "telnet://telnet.iec.ch"}, exitValid},
	{"scheme-wais", []string{"wais://wais.iec.ch/standards", "wais://wais.iec.ch:210/standards?url%20syntax", "wais://wais.iec.ch/standards/TEXT/doc%2F42"}, exitValid},
	{"scheme-file", []string{"file://vms.host.edu/disk$user/my/notes/note12345.txt", "file:///etc/motd", "file://localhost/etc/motd"}, exitValid},
	{"scheme-prospero", []string{"prospero://host.dom//pros/name;OBJECT-VERSION=2"}, exitValid},
	{"scheme-errors", []string{"http://u:p@host/", "news://host/x", "nntp://host/"}, exitInvalid},
	{"trace", []string{"-trace", "ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a", "news:XYZ123@news.iso.org", "http://www.iec.ch:a"}, exitInvalid},
	{"grammar-all", []string{"-grammar"}, exitValid},
	{"grammar-named", []string{"-grammar", "hostport", "news", "ip-schemepart", "FSegment"}, exitValid},
	{"grammar-unknown", []string{"-grammar", "nosuch"}, exitUsage},
}

// schemeURLs are more URLs of the schemes RFC 1738 gives productions,
// for the tests that read explain's output.
var schemeURLs = []string{
	"ftp://@host.com/", "ftp://foo:@host.com/", "ftp://myname@host.dom//etc/motd",
	"ftp://info.cern.ch/pub/www/doc;type=d", "ftp://h/a%3Bb/;type=I",
	"http://h", "http://h/?", "http://1.2.3.4:80/a/b/c?x=y&z",
	"gopher://h/0", "gopher://h/1a%09b/c", "gopher://h/7%09%09", "gopher://h:70/%25x",
	"mailto:a%25b@c", "mailto:\"x\"@[1.2.3.4]", "mailto://x",
	"news:comp.infosystems.www.misc", "news:a/b?c@h.dom", "news:%3Cx%3E@1.2.3.4",
	"nntp://h:119/alt.test", "nntp://h/a/007",
	"telnet://h:23", "telnet://@h/", "telnet://u:@h",
	"wais://h/", "wais://h/db?", "wais://h/db//",
	"file://h/", "file://LOCALHOST/x", "file://1.2.3.4/a/b",
	"prospero://h/", "prospero://h/a/b;=;x=y",
}

// TestGolden compares the command's output with testdata/*.golden; run
// with -update to rewrite them, and read the difference before committing.
func TestGolden(t *testing.T) {
	for _, tc := range goldenCases {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if got := run(tc.args, &stdout, &stderr); got != tc.status {
				t.Errorf("exit status %d, want %d", got, tc.status)
			}
			if stderr.Len() > 0 {
				t.Errorf("stderr: %s", stderr.String())
			}
			path := filepath.Join("testdata", tc.name+".golden")
			if *update {
				if err := os.WriteFile(path, stdout.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if diff := cmp.Diff(string(want), stdout.String()); diff != "" {
				t.Errorf("output differs from %s (-want +got):\n%s", path, diff)
			}
		})
	}
}
