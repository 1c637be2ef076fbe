package urlchecktool

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/examples/internal/authorscheme"
	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/examples/internal/term"
)

// withExamples is urlcheck as examples/urlcheck's main runs it: the
// default parser and -scheme for examples/newscheme's schemes.
var withExamples = Config{Extra: exampleschemes.All()}

// author is urlcheck as a scheme author runs it, with a parser of their
// own: imap and pop, whose users and passwords are nodes of their own
// (ast.UserInfoPart).
var author = Config{Options: authorscheme.Options()}

// ldapURLs are a valid ldap URL, one with a space in its host, and one
// whose DN is no DN: RFC 4516 reads the last two otherwise than RFC
// 1738's generic syntax does.
const ldapURLs = "ldap://host/dc=x?cn?sub?(cn=a)\nldap://ho st/\nldap://h/../dc=y\n"

// ldapSpace and ldapDN are the errors of ldapURLs' invalid URLs by RFC
// 4516's production.
const (
	ldapSpace = `offset 9: ldapurl: found "␣" (a space), expected a letter, a digit, "-", ".", "/", ":" or the end of the URL (RFC 4516 section 2: ldapurl = scheme COLON SLASH SLASH [host [COLON port]] [SLASH dn [QUESTION [attributes] [QUESTION [scope] [QUESTION [filter] [QUESTION extensions]]]]])`
	ldapDN    = `offset 9: attributeType: in the decoded DN "../dc=y": found '.', expected an attribute type, such as cn or 2.5.4.3 (RFC 4514 section 3: attributeType = descr / numericoid; in ldapurl, RFC 4516 section 2)`
)

// runConfig runs c on args and stdin, and returns its status and
// output.
func runConfig(c Config, args []string, stdin string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = c.Run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestSchemeFlag checks urlcheck's -scheme: the URLs of the scheme named
// are read by its own production, in every mode, and only when it is
// named.
func TestSchemeFlag(t *testing.T) {
	tests := []struct {
		name           string
		args           []string
		stdin          string
		code           int
		stdout, stderr string
	}{
		{name: "text", args: []string{"-scheme", "ldap"}, stdin: ldapURLs, code: exitInvalid,
			stdout: "ok\tldap://host/dc=x?cn?sub?(cn=a)\n" +
				"invalid\t\"ldap://ho st/\"\t" + ldapSpace + "\n" +
				"invalid\tldap://h/../dc=y\t" + ldapDN + "\n"},
		{name: "any case", args: []string{"-scheme", "LDAP", "-nowarn"}, stdin: "ldap://h/dc=x\n", code: exitValid,
			stdout: "ok\tldap://h/dc=x\n"},
		{name: "generic without the flag", args: nil, stdin: "ldap://h/../dc=y\n", code: exitValid,
			stdout: "ok\tldap://h/../dc=y\n"},
		{name: "fix", args: []string{"-scheme", "ldap", "-fix"}, stdin: "ldap://h/dc=x y\n" + ldapURLs, code: exitInvalid,
			stdout: "ldap://h/dc=x%20y\nldap://host/dc=x?cn?sub?(cn=a)\n-\n-\n",
			stderr: "urlcheck: (standard input):3: no fix: " + ldapSpace + "\nurlcheck: (standard input):4: no fix: " + ldapDN + "\n"},
		{name: "base", args: []string{"-scheme", "ldap", "-base", "ldap://h/dc=x"}, stdin: "?cn\n", code: exitValid,
			stdout: "ok\t?cn\tldap://h/dc=x?cn\n"},
		{name: "text document", args: []string{"-scheme", "ldap", "-text"}, stdin: "See ldap://h/dc=x?cn, then\nldap://h/../dc=y.\n", code: exitInvalid,
			stdout: "(standard input):2:10: ldap-field-expected: " + strings.TrimPrefix(ldapDN, "offset 9: ") + "\n"},
		{name: "text document without the flag", args: []string{"-text"}, stdin: "See ldap://h/dc=x?cn, then\nldap://h/../dc=y.\n", code: exitValid},
		{name: "unknown scheme", args: []string{"-scheme", "pop"}, code: exitError,
			stderr: `invalid value "pop" for flag -scheme: no scheme "pop" to add: -scheme adds ldap, rtsp, rtspu` + "\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runConfig(withExamples, tc.args, tc.stdin)
			if tc.code == exitError {
				stderr, _, _ = strings.Cut(stderr, "usage:")
			}
			if code != tc.code {
				t.Errorf("status %d, want %d", code, tc.code)
			}
			if diff := cmp.Diff(tc.stdout, stdout); diff != "" {
				t.Errorf("stdout (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.stderr, stderr); diff != "" {
				t.Errorf("stderr (-want +got):\n%s", diff)
			}
		})
	}
}

// jsonVerdict is what TestSchemeJSON compares of a JSON object.
type jsonVerdict struct {
	URL    string  `json:"url"`
	Valid  bool    `json:"valid"`
	Scheme *string `json:"scheme"`
	Host   *string `json:"host"`
	Errors []struct {
		Offset     int    `json:"offset"`
		Production string `json:"production"`
		Message    string `json:"message"`
	} `json:"errors"`
}

// TestSchemeJSON checks -json with -scheme ldap, by lines and in a
// document: the errors are ldapurl's, at its first impossible byte.
func TestSchemeJSON(t *testing.T) {
	for _, args := range [][]string{{"-json", "-scheme", "ldap"}, {"-json", "-text", "-scheme", "ldap"}} {
		code, stdout, stderr := runConfig(withExamples, args, ldapURLs)
		if code != exitInvalid || stderr != "" {
			t.Errorf("%q: status %d, stderr %q; want %d and nothing", args, code, stderr, exitInvalid)
		}
		var got []string
		for _, line := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
			var v jsonVerdict
			if err := json.Unmarshal([]byte(line), &v); err != nil {
				t.Fatalf("%q: %v: %s", args, err, line)
			}
			s := v.URL + " " + map[bool]string{true: "valid", false: "invalid"}[v.Valid]
			if v.Host != nil {
				s += " host " + *v.Host
			}
			for _, e := range v.Errors {
				s += " " + e.Production + "@" + strconv.Itoa(e.Offset)
			}
			got = append(got, s)
		}
		want := []string{"ldap://host/dc=x?cn?sub?(cn=a) valid host host", "ldap://ho st/ invalid ldapurl@9", "ldap://h/../dc=y invalid attributeType@9"}
		if slices.Contains(args, "-text") {
			// In a document, a space ends a bare URL, and offsets are
			// into the document: the third line starts at 45.
			want = []string{want[0], "ldap://ho valid host ho", "ldap://h/../dc=y invalid attributeType@54"}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%q (-want +got):\n%s", args, diff)
		}
	}
}

// TestAuthorScheme checks urlcheck as a scheme author's main runs it
// (Main with the author's options): imap and pop are read by their own
// productions, as lines, fixed and in a document, and have no -scheme
// flag.
func TestAuthorScheme(t *testing.T) {
	doc := filepath.Join(t.TempDir(), "mail.md")
	if err := os.WriteFile(doc, []byte("Read [the box](imap://joe@mx.org/INBOX) or pop://mx.org/INBOX.\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name           string
		args           []string
		stdin          string
		code           int
		stdout, stderr string
	}{
		{name: "lines", stdin: "pop://joe:pw@mail.example.org\nimap://joe;AUTH=GSSAPI@mx.org:1143/INBOX\npop://mx.org/INBOX\n", code: exitInvalid,
			stdout: "ok\tpop://joe:pw@mail.example.org\nok\timap://joe;AUTH=GSSAPI@mx.org:1143/INBOX\ninvalid\tpop://mx.org/INBOX\t"},
		{name: "document", args: []string{"-text", doc}, code: exitInvalid,
			stdout: doc + ":1:56: syntax: "},
		{name: "no scheme flag", args: []string{"-scheme", "pop"}, code: exitError,
			stderr: "flag provided but not defined: -scheme\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runConfig(author, tc.args, tc.stdin)
			if code != tc.code {
				t.Errorf("status %d, want %d", code, tc.code)
			}
			// The messages are the author's scheme's: only their start,
			// up to the first impossible byte, is the command's.
			if tc.stdout != "" && !strings.HasPrefix(stdout, tc.stdout) || tc.stdout == "" && stdout != "" {
				t.Errorf("stdout %q, want it to start with %q", stdout, tc.stdout)
			}
			if tc.code == exitError {
				stderr, _, _ = strings.Cut(stderr, "usage:")
			}
			if diff := cmp.Diff(tc.stderr, stderr); diff != "" {
				t.Errorf("stderr (-want +got):\n%s", diff)
			}
			if tc.code == exitInvalid && !strings.Contains(stdout, "popurl") {
				t.Errorf("stdout %q: no error of popurl", stdout)
			}
		})
	}
}

// TestAuthorJSON checks the keys of -json for an author's parts, whose
// user and password are nodes of their own (ast.UserInfoPart): "user"
// and "password" are their texts as written, null when the URL has none,
// as for a login.
func TestAuthorJSON(t *testing.T) {
	tests := []struct {
		line           string
		user, password any
	}{
		{"pop://joe:pw@mail.example.org", "joe", "pw"},
		{"pop://j%6Fe@mx.org", "j%6Fe", nil},
		{"pop://mx.org", nil, nil},
		{"imap://joe;AUTH=GSSAPI@mx.org:1143/INBOX", "joe", nil},
		{"imap://mx.org", nil, nil},
	}
	for _, tc := range tests {
		code, stdout, stderr := runConfig(author, []string{"-json"}, tc.line+"\n")
		if code != exitValid || stderr != "" {
			t.Errorf("%q: status %d, stderr %q", tc.line, code, stderr)
			continue
		}
		var got map[string]any
		if err := json.Unmarshal([]byte(stdout), &got); err != nil {
			t.Fatalf("%q: %v", tc.line, err)
		}
		want := map[string]any{"user": tc.user, "password": tc.password}
		if diff := cmp.Diff(want, map[string]any{"user": got["user"], "password": got["password"]}); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tc.line, diff)
		}
	}
}

// hostileLDAP are ldap URLs that hold what a terminal acts on, raw and
// in escapes that ldapurl decodes into a DN its messages quote.
const hostileLDAP = "ldap://h/\x1b]0;PWNED\a\u202e\n" +
	"ldap://h/%1B%5D0=%07%E2%80%AE\n" +
	"ldap://h/cn=%1B%07?\u009b\n" +
	"ldap://h/../%1B%E2%80%AE\n"

// TestSchemeNothingRaw runs urlcheck -scheme ldap in every mode, with a
// terminal as its standard output, on ldap URLs that hold what a
// terminal acts on, and checks that neither stdout nor stderr holds any
// of it but that the input is shown, escaped: the messages of an
// author's scheme, which quote the URL, are escaped as RFC 1738's are.
func TestSchemeNothingRaw(t *testing.T) {
	for _, args := range [][]string{nil, {"-json"}, {"-nowarn"}, {"-fix"}, {"-fix", "-json"}, {"-base", "ldap://h/dc=x"}, {"-text"}, {"-text", "-json"}, {"-text", "-fix"}} {
		var out ttyBuffer
		var errOut bytes.Buffer
		code := withExamples.Run(append([]string{"-scheme", "ldap"}, args...), strings.NewReader(hostileLDAP), &out, &errOut)
		if code != exitInvalid {
			t.Errorf("urlcheck -scheme ldap %q: status %d, want %d", args, code, exitInvalid)
		}
		for _, o := range []struct{ name, out string }{{"stdout", out.String()}, {"stderr", errOut.String()}} {
			if i := term.FirstRaw(o.out); i >= 0 {
				t.Errorf("urlcheck -scheme ldap %q writes on %s %q at %d:\n%s", args, o.name, o.out[i:min(i+8, len(o.out))], i, term.Escape(o.out))
			}
		}
		if all := out.String() + errOut.String(); !strings.Contains(all, `\x1b`) && !strings.Contains(all, `\u001b`) {
			t.Errorf("urlcheck -scheme ldap %q does not show the escape, escaped:\n%s", args, term.Escape(all))
		}
	}
}

// TestJSONOwnParts checks -json's "parts" key: the children of a
// registered scheme's part, which the keys of RFC 1738's schemes do not
// name (IMAP's ";AUTH=" mechanism), and no such key for RFC 1738's
// schemes, https and the generic syntax.
func TestJSONOwnParts(t *testing.T) {
	in := "imap://joe;AUTH=GSSAPI@mx.org/INBOX\nhttps://h/x\nftp://h/f\nfoo://h/x\n"
	code, stdout, stderr := runConfig(author, []string{"-json"}, in)
	if code != exitValid || stderr != "" {
		t.Fatalf("status %d, stderr %q", code, stderr)
	}
	var got [][][2]string
	for _, line := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
		var r struct {
			Parts [][2]string `json:"parts"`
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		got = append(got, r.Parts)
	}
	want := [][][2]string{
		{{"enc_user", "joe"}, {"enc_auth_type", "GSSAPI"}, {"hostport", "mx.org"}, {"enc_mailbox", "INBOX"}},
		nil, nil, nil,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("parts (-want +got):\n%s", d)
	}
}

// TestJSONPath checks -json's "path" key whatever the scheme: what
// follows the "/" after the server, null when no "/" follows it, for a
// scheme RFC 1738 defines and for one from outside it, registered or
// declared by an author, which no case names.
func TestJSONPath(t *testing.T) {
	tests := []struct {
		c    Config
		args []string
		line string
		path any
	}{
		{author, nil, "imap://joe;AUTH=GSSAPI@mx.org/INBOX", "INBOX"},
		{author, nil, "pop://joe@mx.org", nil},
		{withExamples, []string{"-scheme", "rtsp"}, "rtsp://h:554/a/b?q", "a/b?q"},
		{withExamples, []string{"-scheme", "rtsp"}, "rtsp://h", nil},
		{withExamples, []string{"-scheme", "rtsp"}, "rtsp://h/", ""},
		{withExamples, []string{"-scheme", "ldap"}, "ldap://h/o=a?cn", "o=a?cn"},
		{Config{}, nil, "ftp://u@h/a;type=i", "a;type=i"},
		{Config{}, nil, "file:///etc/motd", "etc/motd"},
		{Config{}, nil, "file://h/", ""},
		{Config{}, nil, "telnet://u@h/", ""},
		{Config{}, nil, "telnet://h", nil},
		{Config{}, nil, "http://h", nil},
		{Config{}, nil, "https://h/x?y", "x?y"},
		{Config{}, nil, "x://h/p?q", "p?q"},
		{Config{}, nil, "x:/p", nil},
		{Config{}, nil, "news:a.b", nil},
	}
	for _, tc := range tests {
		code, stdout, stderr := runConfig(tc.c, append(tc.args, "-json"), tc.line+"\n")
		if code != exitValid || stderr != "" {
			t.Errorf("%q: status %d, stderr %q", tc.line, code, stderr)
			continue
		}
		var got map[string]any
		if err := json.Unmarshal([]byte(stdout), &got); err != nil {
			t.Fatalf("%q: %v", tc.line, err)
		}
		if diff := cmp.Diff(tc.path, got["path"]); diff != "" {
			t.Errorf("%q: path (-want +got):\n%s", tc.line, diff)
		}
	}
}
