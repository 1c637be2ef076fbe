package parser

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
)

// nntpView is what the typed accessors of an nntp URL say.
type nntpView struct {
	Host      string
	Port      string
	Group     string
	Number    int
	HasNumber bool
}

func nntpViewOf(p *ast.NNTPPart) nntpView {
	v := nntpView{Host: p.HostPort.Host.String()}
	if p.HostPort.Port != nil {
		v.Port = p.HostPort.Port.String()
	}
	v.Group, _ = p.GroupName()
	v.Number, v.HasNumber = p.ArticleNumber()
	return v
}

func TestNNTPValid(t *testing.T) {
	warn := func(off int, prod, found string) newsFinding { return newsFinding{off, prod, found, SeverityWarning} }
	tests := []struct {
		in       string
		want     nntpView
		warnings []newsFinding
	}{
		// Section 3.7's form, nntp://<host>:<port>/<newsgroup-name>/<article-number>.
		{"nntp://news.com/comp.lang.perl/42", nntpView{Host: "news.com", Group: "comp.lang.perl", Number: 42, HasNumber: true}, nil},
		{"nntp://news.example.org:119/comp.infosystems.www.misc/1", nntpView{Host: "news.example.org", Port: "119", Group: "comp.infosystems.www.misc", Number: 1, HasNumber: true}, nil},
		// The article number is optional: a group alone.
		{"nntp://h/g", nntpView{Host: "h", Group: "g"}, nil},
		{"NNTP://10.0.0.1:8119/alt.x-y+z_w", nntpView{Host: "10.0.0.1", Port: "8119", Group: "alt.x-y+z_w"}, nil},
		// Any digits are syntax; values are the validator's.
		{"nntp://h/g/007", nntpView{Host: "h", Group: "g", Number: 7, HasNumber: true}, nil},
		{"nntp://h/g/2147483647", nntpView{Host: "h", Group: "g", Number: 2147483647, HasNumber: true}, nil},
		{"nntp://h/g/0", nntpView{Host: "h", Group: "g", Number: 0, HasNumber: true}, []newsFinding{warn(11, "digits", "0")}},
		{"nntp://h/g/2147483648", nntpView{Host: "h", Group: "g"}, []newsFinding{warn(11, "digits", "2147483648")}},
		{"nntp://h/g/99999999999999999999999", nntpView{Host: "h", Group: "g"}, []newsFinding{warn(11, "digits", "99999999999999999999999")}},
		// The generic checks run too.
		{"nntp://h:65536/g", nntpView{Host: "h", Port: "65536", Group: "g"}, []newsFinding{warn(9, "port", "65536")}},
		{"nntp://1.2.3.300/g..h/5", nntpView{Host: "1.2.3.300", Group: "g..h", Number: 5, HasNumber: true},
			[]newsFinding{warn(13, "hostnumber", "300"), warn(18, "group", "g..h")}},
	}
	p := newsFamilyParser(t, nntpScheme)
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		checkNewsFamilyTree(t, tt.in, u)
		part, ok := u.Part.(*ast.NNTPPart)
		if !ok {
			t.Errorf("Parse(%q).Part is %T", tt.in, u.Part)
			continue
		}
		if diff := cmp.Diff(tt.want, nntpViewOf(part)); diff != "" {
			t.Errorf("Parse(%q) accessors (-want +got):\n%s", tt.in, diff)
		}
		if diff := cmp.Diff(tt.warnings, newsFindingsOf(t, p.Validate(u))); diff != "" {
			t.Errorf("Validate(%q) (-want +got):\n%s", tt.in, diff)
		}
		if port, ok := u.DefaultPort(); port != 119 || !ok {
			t.Errorf("%q: DefaultPort() = %d, %v; want 119", tt.in, port, ok)
		}
		if u.Login() != nil {
			t.Errorf("%q: an nntp URL has a hostport, not a login", tt.in)
		}
		if part.HostPortPart() != part.HostPort {
			t.Errorf("%q: HostPortPart() is not the hostport", tt.in)
		}
	}
}

func TestNNTPErrors(t *testing.T) {
	tests := []struct {
		in   string
		want newsFinding
	}{
		// The group is required: no "/" then nothing, no "/" at all.
		{"nntp://host/", newsFinding{12, "group", "", SeverityError}},
		{"nntp://host", newsFinding{11, "nntpurl", "", SeverityError}},
		{"nntp://", newsFinding{7, "host", "", SeverityError}},
		{"nntp:no.perl", newsFinding{5, "nntpurl", "n", SeverityError}},
		{"nntp:/host/g", newsFinding{6, "nntpurl", "h", SeverityError}},
		// A group starts with a letter and holds no "/", "?" or escape.
		{"nntp://host/1g", newsFinding{12, "group", "1", SeverityError}},
		{"nntp://host/g?x", newsFinding{13, "nntpurl", "?", SeverityError}},
		{"nntp://host/g%2Eh", newsFinding{13, "nntpurl", "%2E", SeverityError}},
		// digits = 1*digit after a "/", and nothing after them.
		{"nntp://host/g/", newsFinding{14, "digits", "", SeverityError}},
		{"nntp://host/g/1a", newsFinding{15, "digits", "a", SeverityError}},
		{"nntp://host/g/-1", newsFinding{14, "digits", "-", SeverityError}},
		{"nntp://host/g/12/x", newsFinding{16, "digits", "/", SeverityError}},
		// hostport, not login: no user, no password (a note says so at
		// the "@"). A ":" starts a port, so the error is at its first
		// byte that is not a digit.
		{"nntp://u@host/g", newsFinding{8, "nntpurl", "@", SeverityError}},
		{"nntp://u:p@host/g", newsFinding{9, "port", "p", SeverityError}},
		{"nntp://host:x/g", newsFinding{12, "port", "x", SeverityError}},
		{"nntp://host:/g", newsFinding{12, "port", "/", SeverityError}},
		{"nntp://host:80x/g", newsFinding{14, "nntpurl", "x", SeverityError}},
		{"nntp://host./g", newsFinding{12, "hostname", "/", SeverityError}},
	}
	p := newsFamilyParser(t, nntpScheme)
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) = %q; want an error", tt.in, u)
			continue
		}
		if diff := cmp.Diff([]newsFinding{tt.want}, newsFindingsOf(t, err)); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s\n%v", tt.in, diff, err)
		}
		var e *Error
		if errors.As(err, &e) && e.Scheme != ast.NNTPURLP {
			t.Errorf("Parse(%q): error names scheme production %q, want nntpurl", tt.in, e.Scheme.Name)
		}
	}
}

// TestNNTPMessages pins an error and a warning whole.
func TestNNTPMessages(t *testing.T) {
	p := newsFamilyParser(t, nntpScheme)
	_, err := p.Parse("nntp://host/")
	const wantErr = `offset 12: group: found the end of the URL, expected a letter (RFC 1738 section 5, explained in section 3.6: group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]; in nntpurl, RFC 1738 section 3.7)`
	if err == nil || err.Error() != wantErr {
		t.Errorf("got  %v\nwant %s", err, wantErr)
	}
	u, err := p.Parse("nntp://host/g/0")
	if err != nil {
		t.Fatal(err)
	}
	const wantWarning = `offset 14: digits: article number 0 is outside 1 to 2147483647, the numbers NNTP gives articles (RFC 3977 section 6; RFC 1738 section 5, explained in section 3.7: digits = 1*digit)`
	if got := p.Validate(u).Error(); got != wantWarning {
		t.Errorf("got  %s\nwant %s", got, wantWarning)
	}
}

func TestNNTPWalk(t *testing.T) {
	u, err := newsFamilyParser(t, nntpScheme).Parse("nntp://h:1/g/2")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"genericurl", "scheme", "nntpurl", "hostport", "host", "hostname", "toplabel", "port", "group", "digits"}
	if diff := cmp.Diff(want, newsProductionsOf(u)); diff != "" {
		t.Errorf("walk (-want +got):\n%s", diff)
	}
}

// TestValidateNNTPBuilt runs the validator alone over trees a program
// built or changed.
func TestValidateNNTPBuilt(t *testing.T) {
	hostPort := &ast.HostPort{Span: ast.At(7, 8), Host: &ast.Host{Span: ast.At(7, 8), Name: &ast.Hostname{Top: &ast.TopLabel{Text: "h"}}}}
	group := func(s string) *ast.Group { return &ast.Group{Span: ast.At(9, 9+len(s)), Text: ast.Text(s)} }
	number := func(s string) *ast.ArticleNumber {
		return &ast.ArticleNumber{Span: ast.At(11, 11+len(s)), Text: ast.Text(s)}
	}
	nntp := func(part ast.SchemePart) *ast.URL {
		return &ast.URL{Scheme: &ast.Scheme{Span: ast.At(0, 4), Text: "nntp"}, Part: part}
	}
	err := func(off int, prod, found string) newsFinding { return newsFinding{off, prod, found, SeverityError} }
	tests := []struct {
		name string
		u    *ast.URL
		want []newsFinding
	}{
		{"group", nntp(&ast.NNTPPart{HostPort: hostPort, Group: group("g")}), nil},
		{"article", nntp(&ast.NNTPPart{HostPort: hostPort, Group: group("g"), Article: number("12")}), nil},
		{"opaque part", nntp(&ast.OpaquePart{Text: "//h/g"}), []newsFinding{err(5, "nntpurl", "")}},
		{"generic part", nntp(&ast.IPSchemePart{}), []newsFinding{err(5, "nntpurl", "")}},
		{"typed nil part", nntp((*ast.NNTPPart)(nil)), []newsFinding{err(5, "nntpurl", "")}},
		{"no hostport", nntp(&ast.NNTPPart{Span: ast.At(5, 10), Group: group("g")}), []newsFinding{err(5, "nntpurl", "")}},
		{"empty host", nntp(&ast.NNTPPart{Span: ast.At(5, 10), HostPort: &ast.HostPort{Host: &ast.Host{}}, Group: group("g")}), []newsFinding{err(5, "nntpurl", "")}},
		{"no group", nntp(&ast.NNTPPart{Span: ast.At(5, 9), HostPort: hostPort}), []newsFinding{err(9, "nntpurl", "")}},
		{"no host, no group", nntp(&ast.NNTPPart{Span: ast.At(5, 8)}), []newsFinding{err(5, "nntpurl", ""), err(8, "nntpurl", "")}},
		{"bad group", nntp(&ast.NNTPPart{HostPort: hostPort, Group: group("g/h")}), []newsFinding{err(10, "group", "/")}},
		{"empty article number", nntp(&ast.NNTPPart{HostPort: hostPort, Group: group("g"), Article: number("")}), []newsFinding{err(11, "digits", "")}},
		{"article number not digits", nntp(&ast.NNTPPart{HostPort: hostPort, Group: group("g"), Article: number("1x")}), []newsFinding{err(12, "digits", "x")}},
		{"article number zero", nntp(&ast.NNTPPart{HostPort: hostPort, Group: group("g"), Article: number("00")}), []newsFinding{{11, "digits", "00", SeverityWarning}}},
		{"bad group and number", nntp(&ast.NNTPPart{HostPort: hostPort, Group: group("9"), Article: number("%31")}), []newsFinding{err(9, "group", "9"), err(11, "digits", "%31")}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, newsFindingsOf(t, builtinValidator("nntp")(tt.u))); diff != "" {
			t.Errorf("%s: validateNNTP (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestNNTPAccessorsOfBuiltTrees(t *testing.T) {
	var nilPart *ast.NNTPPart
	if g, ok := nilPart.GroupName(); ok || g != "" {
		t.Errorf("nil part GroupName() = %q, %v", g, ok)
	}
	if n, ok := (&ast.NNTPPart{}).ArticleNumber(); ok || n != 0 {
		t.Errorf("no article: ArticleNumber() = %d, %v", n, ok)
	}
	if n, ok := (&ast.NNTPPart{Article: &ast.ArticleNumber{Text: "x1"}}).ArticleNumber(); ok {
		t.Errorf("article number x1 gave %d, true", n)
	}
	if s := nilPart.String(); s != "" {
		t.Errorf("nil part String() = %q", s)
	}
	if s := (&ast.NNTPPart{Group: &ast.Group{Text: "g"}}).String(); s != "///g" {
		t.Errorf("part without hostport String() = %q", s)
	}
	if nilPart.HostPortPart() != nil {
		t.Error("nil part has a hostport")
	}
	if port, ok := nilPart.DefaultPort(); port != 119 || !ok {
		t.Errorf("DefaultPort() = %d, %v", port, ok)
	}
}
