package describe

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestURL checks the fields of a table's rows that explain does not
// print as they are (Text, Decoded, Name, Cite, InPath), and that the
// ones it prints agree with them.
func TestURL(t *testing.T) {
	u, err := parser.Parse("ftp://anon:s%65cret@ftp.iec.ch/pub/doc.txt;type=a")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []grammar.Lang{grammar.English, grammar.French} {
		table := URL(u, l)
		byTag := map[string]Row{}
		for _, r := range table.Rows {
			byTag[r.Tag] = r
			if got := u.String()[r.Pos:r.End]; got != r.Text {
				t.Errorf("%v %s: text %q, span [%d,%d) %q", l, r.Tag, r.Text, r.Pos, r.End, got)
			}
			if !strings.HasPrefix(r.Production, r.Name+" (") && !strings.HasPrefix(r.Production, grammar.Label("urlpath", grammar.English)+" (") {
				t.Errorf("%v %s: production %q does not start with its name %q", l, r.Tag, r.Production, r.Name)
			}
			if !strings.Contains(r.Production, r.Cite) {
				t.Errorf("%v %s: production %q does not cite %q", l, r.Tag, r.Production, r.Cite)
			}
		}
		password := byTag[map[grammar.Lang]string{grammar.English: "<password>", grammar.French: "<motdepasse>"}[l]]
		decoded := map[grammar.Lang]string{grammar.English: `(decoded "secret")`, grammar.French: "(décodé\u00a0: «\u00a0secret\u00a0»)"}[l]
		if password.Text != "s%65cret" || password.Decoded != "secret" || password.Name != "password" ||
			!strings.Contains(password.Quoted, decoded) {
			t.Errorf("%v: the password's row is %+v", l, password)
		}
		path := byTag[map[grammar.Lang]string{grammar.English: "<url-path>", grammar.French: "<chemin URL>"}[l]]
		if path.Name != "urlpath" || path.InPath || path.Text != "pub/doc.txt;type=a" {
			t.Errorf("%v: the url-path's row is %+v", l, path)
		}
		if ftptype := table.Rows[len(table.Rows)-1]; !ftptype.InPath || ftptype.Name != "ftptype" {
			t.Errorf("%v: the last row is %+v, want the ftptype in the url-path", l, ftptype)
		}
		port := map[grammar.Lang]string{grammar.English: "no <port>: the default for ftp is 21",
			grammar.French: "sans <port>\u00a0: la valeur implicite pour ftp est 21"}[l]
		if !strings.Contains(strings.Join(table.Absent, "\n"), port) {
			t.Errorf("%v: what the URL leaves out:\n%s\nwant %q", l, strings.Join(table.Absent, "\n"), port)
		}
	}
}

// TestErrorLines checks the lines under an error: its text, then the
// scheme's own production when the message does not name it, cited as
// this grammar's reading of its RFC, and not called the scheme's own,
// where that RFC writes no rule (https: RFC 2818 says only that its URLs
// are http's with another name).
func TestErrorLines(t *testing.T) {
	for _, tc := range []struct {
		in   string
		l    grammar.Lang
		want string
	}{
		{"ftp://h/a;type=x", grammar.English, `the scheme's own production: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]] (RFC 1738 section 5, explained in section 3.2)`},
		{"ftp://h/a;type=x", grammar.French, "la production propre au mode\u00a0: " + `ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]] (RFC 1738, section 5, règle expliquée à la section 3.2)`},
		{"https://h:x/", grammar.English, `the scheme's production: httpsurl = "https://" hostport [ "/" hpath [ "?" search ]] (this grammar's reading of RFC 2818 section 2.4, where https URLs are http URLs with "https" in place of "http")`},
		{"https://h:x/", grammar.French, "la production du mode\u00a0: " + `httpsurl = "https://" hostport [ "/" hpath [ "?" search ]] (lecture par cette grammaire de la RFC 2818, section 2.4, où les URL https sont des URL http avec «` + "\u00a0https\u00a0» à la place de «\u00a0http\u00a0»)"},
	} {
		_, err := parser.Parse(tc.in)
		e, ok := err.(*parser.Error)
		if !ok {
			t.Fatalf("%s: %T %v", tc.in, err, err)
		}
		lines := ErrorLines([]*parser.Error{e}, tc.l)
		if len(lines) != 2 || lines[0] != e.Text(tc.l) || lines[1] != tc.want {
			t.Errorf("%s, %v: %q, want a last line %q", tc.in, tc.l, lines, tc.want)
		}
	}
}

// TestDriveLetter checks that a file path whose first segment is a
// drive letter says what it is, which RFC 1738 does not, and that no
// other path says so.
func TestDriveLetter(t *testing.T) {
	for _, tc := range []struct {
		in    string
		drive string // the line's start, "" for none
	}{
		{"file:///C:/Windows/win.ini", `"C:" is a drive letter`},
		{"file://host/c%7C/x", `"c|" is a drive letter`},
		{"file:///etc/motd", ""},
		{"file:///CD:/x", ""},
		{"file:///1:/x", ""},
		{"ftp://h/C:/x", ""},
	} {
		u, err := parser.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		var got string
		for _, r := range URL(u, grammar.English).Rows {
			for _, d := range r.Details {
				if strings.Contains(d, "drive letter") {
					got = d
				}
			}
		}
		if !strings.HasPrefix(got, tc.drive) || (got == "") != (tc.drive == "") {
			t.Errorf("%s: the drive letter's line %q, want one that starts %q", tc.in, got, tc.drive)
		}
	}
}

// TestRulesNamed checks that -v's rules cited give the rule of every
// production of the URL that a rule cited names: hostname's domainlabel
// and toplabel, which its line names too, and ftpurl's login and, through
// it, hostport; and no rule of a production the URL has not.
func TestRulesNamed(t *testing.T) {
	u, err := parser.Parse("ftp://anon@ftp.iec.ch/pub")
	if err != nil {
		t.Fatal(err)
	}
	rules := URLWith(u, grammar.English, Options{CiteOnce: true}).Rules
	names := map[string]bool{}
	for _, r := range rules {
		name, _, _ := strings.Cut(r, " =")
		if names[name] {
			t.Errorf("%s is cited twice", name)
		}
		names[name] = true
	}
	for _, want := range []string{"ftpurl", "login", "hostport", "host", "hostname", "domainlabel", "toplabel", "user", "fpath", "fsegment"} {
		if !names[want] {
			t.Errorf("no rule of %s in %q", want, rules)
		}
	}
	for _, not := range []string{"password", "port", "ftptype", "hostnumber"} {
		if names[not] {
			t.Errorf("the rule of %s, which the URL has not, in %q", not, rules)
		}
	}
}
