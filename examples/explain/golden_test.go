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
	{"opaque", []string{"mailto:someone@iec.ch", "foo:"}, exitValid},
	{"crowded", []string{"ftp://a:b@h:1/p"}, exitValid},
	{"bad-port", []string{"http://www.iec.ch:a"}, exitInvalid},
	{"fragment", []string{"http://x/#frag"}, exitInvalid},
	{"non-ascii", []string{"\u201chttp://www.iec.ch\u201d", "http://www.iec.ch/\tx"}, exitInvalid},
	{"mixed", []string{"http://www.iec.ch", "http://www.iec.ch:a", "news:comp.os.unix"}, exitInvalid},
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
