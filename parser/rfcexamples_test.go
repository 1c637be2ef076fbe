package parser_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestRFCExamples parses every example URL of RFC 1738 (sections 2, 3.1
// to 3.11 and the Appendix, and the references, which the Appendix's
// rules let a line break split) and of the seed note, with the
// components that section 5's production of each scheme gives them.
// The cases marked "built" are not whole URLs in the RFC: they put the
// examples of a component that sections 3.4, 3.6 and 3.11 give in
// prose (a gopher+_string, a newsgroup name, a Prospero field) into the
// form the section gives for its scheme.
func TestRFCExamples(t *testing.T) {
	ref := func(hostname string, segs ...string) view { return at("ftp", hostname).segs(segs...) }
	const form = "+%091%0D%0A+-1%0D%0Aval1%0D%0Aval2%0D%0A.%0D%0A" // 3.4.9, with two values filled in
	for _, tc := range []validCase{
		{"2 uri archive", "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
			at("http", "www.acl.lanl.gov").segs("URI", "archive", "uri-archive.index.html"), nil},
		// 3.1: an empty user name or password is not an absent one. FTP
		// cannot send an empty USER or PASS argument (RFC 959 5.3.2),
		// which is what the validator warns of.
		{"3.1 empty user name", "ftp://@host.com/", at("ftp", "host.com").user("").segs(""), []warning{warn(6, "user")}},
		{"3.1 no user name", "ftp://host.com/", ref("host.com", ""), nil},
		{"3.1 empty password", "ftp://foo:@host.com/", at("ftp", "host.com").user("foo").password("").segs(""),
			[]warning{warn(10, "password")}},
		// 3.2.2: "%2F" is inside a segment; "//" is an empty segment.
		{"3.2.2 encoded slash", "ftp://myname@host.dom/%2Fetc/motd", at("ftp", "host.dom").user("myname").segs("%2Fetc", "motd"), nil},
		{"3.2.2 relative path", "ftp://myname@host.dom/etc/motd", at("ftp", "host.dom").user("myname").segs("etc", "motd"), nil},
		{"3.2.2 null CWD", "ftp://myname@host.dom//etc/motd", at("ftp", "host.dom").user("myname").segs("", "etc", "motd"), nil},
		{"3.4.7 attribute (built)", "gopher://host/0sel%09%09!+ABSTRACT",
			at("gopher", "host").gopher("0sel%09%09!+ABSTRACT", "0", "sel").search("").plus("!+ABSTRACT"), nil},
		{"3.4.7 attributes (built)", "gopher://host/0sel%09%09!+ABSTRACT%20+SMELL",
			at("gopher", "host").gopher("0sel%09%09!+ABSTRACT%20+SMELL", "0", "sel").search("").plus("!+ABSTRACT%20+SMELL"), nil},
		{"3.4.8 alternate view (built)", "gopher://host/0sel%09%09+application/postscript%20Es_ES",
			at("gopher", "host").gopher("0sel%09%09+application/postscript%20Es_ES", "0", "sel").search("").plus("+application/postscript%20Es_ES"), nil},
		// 3.4.3: with a gopher+_string, "%09<search> must be supplied,
		// although the <search> element may be the empty string"; the
		// form's own "%09" is inside the gopher+_string.
		{"3.4.9 filled form (built)", "gopher://host/1sel%09%09" + form,
			at("gopher", "host").gopher("1sel%09%09"+form, "1", "sel").search("").plus(form), nil},
		{"3.6 all groups", "news:*", view{Scheme: "news", All: true}, nil},
		{"3.6 group name (built)", "news:comp.infosystems.www.misc", view{Scheme: "news"}.group("comp.infosystems.www.misc"), nil},
		{"3.10 vms file", "file://vms.host.edu/disk$user/my/notes/note12345.txt",
			at("file", "vms.host.edu").segs("disk$user", "my", "notes", "note12345.txt"), nil},
		// 3.11: "designates a <hsoname> of "/pros/name"": the ppath's
		// first segment is empty.
		{"3.11 hsoname with slash", "prospero://host.dom//pros/name", at("prospero", "host.dom").segs("", "pros", "name"), nil},
		{"3.11 object version (built)", "prospero://host.dom//pros/name;OBJECT-VERSION=2",
			at("prospero", "host.dom").segs("", "pros", "name").fields("OBJECT-VERSION", "2"), nil},
		{"A type d", "ftp://info.cern.ch/pub/www/doc;type=d", ref("info.cern.ch", "pub", "www", "doc").typecode("d"), nil},
		{"A rfc dir", "ftp://ds.internic.net/rfc", ref("ds.internic.net", "rfc"), nil},
		{"ref 1", "ftp://ds.internic.net/rfc/rfc1436.txt;type=a", ref("ds.internic.net", "rfc", "rfc1436.txt").typecode("a"), nil},
		{"ref 2", "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt",
			ref("boombox.micro.umn.edu", "pub", "gopher", "gopher_protocol", "Gopher+", "Gopher+.txt"), nil},
		{"ref 3", "ftp://ds.internic.net/rfc/rfc1630.txt", ref("ds.internic.net", "rfc", "rfc1630.txt"), nil},
		{"ref 4", "ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z", ref("info.cern.ch", "pub", "www", "doc", "http-spec.txt.Z"), nil},
		{"ref 5", "ftp://ds.internic.net/rfc/rfc1123.txt", ref("ds.internic.net", "rfc", "rfc1123.txt"), nil},
		{"ref 6", "ftp://ds.internic.net/rfc/rfc822.txt", ref("ds.internic.net", "rfc", "rfc822.txt"), nil},
		{"ref 7", "ftp://quake.think.com/pub/wais/doc/protspec.txt", ref("quake.think.com", "pub", "wais", "doc", "protspec.txt"), nil},
		{"ref 8", "ftp://ds.internic.net/rfc/rfc1036.txt", ref("ds.internic.net", "rfc", "rfc1036.txt"), nil},
		{"ref 10", "ftp://quake.think.com/pub/wais/doc/doc-ids.txt", ref("quake.think.com", "pub", "wais", "doc", "doc-ids.txt"), nil},
		{"ref 11", "ftp://ds.internic.net/rfc/rfc977.txt", ref("ds.internic.net", "rfc", "rfc977.txt"), nil},
		{"ref 12", "ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt",
			ref("ds.internic.net", "internet-drafts", "draft-ietf-uri-irl-fun-req-02.txt"), nil},
		{"ref 13", "ftp://ds.internic.net/rfc/rfc1034.txt", ref("ds.internic.net", "rfc", "rfc1034.txt"), nil},
		{"ref 14", "ftp://prospero.isi.edu/pub/prospero/doc/prospero-protocol.PS.Z",
			ref("prospero.isi.edu", "pub", "prospero", "doc", "prospero-protocol.PS.Z"), nil},
		{"ref 15", "ftp://ds.internic.net/rfc/rfc959.txt", ref("ds.internic.net", "rfc", "rfc959.txt"), nil},
		{"ref 16", "ftp://ds.internic.net/rfc/rfc1737.txt", ref("ds.internic.net", "rfc", "rfc1737.txt"), nil},
		{"ref 17", "ftp://ds.internic.net/rfc/rfc1625.txt", ref("ds.internic.net", "rfc", "rfc1625.txt"), nil},
		{"ref 18", "ftp://uu.psi.com/wp/nir.txt", ref("uu.psi.com", "wp", "nir.txt"), nil},
		// The seed note: "besides <scheme> this URL contains only the
		// part <host>"; a forum (group) and an article "the identifier
		// of which is "XYZ123", stored on the host "news.iso.org"".
		{"seed iec site", "http://www.iec.ch", at("http", "www.iec.ch"), nil},
		{"seed iec mission", "http://www.iec.ch/about/mission-e.htm", at("http", "www.iec.ch").segs("about", "mission-e.htm"), nil},
		{"seed news group", "news:comp.os.unix", view{Scheme: "news"}.group("comp.os.unix"), nil},
		{"seed news article", "news:XYZ123@news.iso.org", view{Scheme: "news"}.article("XYZ123", "news.iso.org"), nil},
	} {
		t.Run(tc.name, func(t *testing.T) { checkValid(t, tc) })
	}
}

// TestRFCExampleWithFragment is the Appendix's last example: the "#"
// and what follows are a fragment, outside the URL (RFC 1808 2.4.1).
// In an http URL the "#" stands where an hsegment character, a "/", the
// "?" of a search or the end could: all of them in httpurl.
func TestRFCExampleWithFragment(t *testing.T) {
	const in = "http://ds.internic.net/instructions/overview.html#WARNING"
	checkInvalid(t, invalidCase{in: in, want: synErr{49, "httpurl", "#"}})
	u, f, err := parser.ParseReference(in)
	if err != nil {
		t.Fatalf("ParseReference(%q): %v", in, err)
	}
	if d := cmp.Diff(at("http", "ds.internic.net").segs("instructions", "overview.html"), viewOf(u)); d != "" {
		t.Errorf("URL (-want +got):\n%s", d)
	}
	if d := cmp.Diff(&fragment{"WARNING", 50, 57}, fragmentOf(f)); d != "" {
		t.Errorf("fragment (-want +got):\n%s", d)
	}
}

// TestRFCExampleMeanings checks the typed, decoded access to the RFC's
// examples against what the RFC's text says they mean.
func TestRFCExampleMeanings(t *testing.T) {
	part := func(in string) ast.SchemePart { return mustParse(t, in).Part }
	// 3.2.2: each <cwd> is the argument of a CWD, <name> that of RETR
	// (or NLST with typecode "d"); "%2F" is decoded into the argument.
	for _, tc := range []struct {
		in   string
		dirs []string
		name string
		typ  byte
	}{
		{"ftp://myname@host.dom/%2Fetc/motd", []string{"/etc"}, "motd", 0},
		{"ftp://myname@host.dom/etc/motd", []string{"etc"}, "motd", 0},
		{"ftp://myname@host.dom//etc/motd", []string{"", "etc"}, "motd", 0},
		{"ftp://info.cern.ch/pub/www/doc;type=d", []string{"pub", "www"}, "doc", 'd'},
		{"ftp://ds.internic.net/rfc/rfc1436.txt;type=a", []string{"rfc"}, "rfc1436.txt", 'a'},
		{"ftp://ds.internic.net/rfc", nil, "rfc", 0},
		{"ftp://host.com/", nil, "", 0},
	} {
		f := part(tc.in).(*ast.FTPPart)
		if d := cmp.Diff(tc.dirs, f.Dirs()); d != "" {
			t.Errorf("%s: Dirs() (-want +got):\n%s", tc.in, d)
		}
		if f.Name() != tc.name || f.Type() != tc.typ {
			t.Errorf("%s: Name(), Type() = %q, %q; want %q, %q", tc.in, f.Name(), f.Type(), tc.name, tc.typ)
		}
	}

	// 3.1: "ftp://@host.com/ has an empty user name and no password,
	// ftp://host.com/ has no user name, while ftp://foo:@host.com/ has a
	// user name of "foo" and an empty password".
	for in, want := range map[string][2]*string{
		"ftp://@host.com/":     {p(""), nil},
		"ftp://host.com/":      {nil, nil},
		"ftp://foo:@host.com/": {p("foo"), p("")},
	} {
		l := mustParse(t, in).Login()
		var got [2]*string
		if l.User != nil {
			got[0] = p(l.User.Decoded())
		}
		if l.Password != nil {
			got[1] = p(l.Password.Decoded())
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%s: user and password (-want +got):\n%s", in, d)
		}
	}

	// 3.10: the VMS file's directories and name; "localhost" and the
	// empty host are the machine interpreting the URL.
	f := part("file://vms.host.edu/disk$user/my/notes/note12345.txt").(*ast.FilePart)
	if d := cmp.Diff([]string{"disk$user", "my", "notes", "note12345.txt"}, f.Segments()); d != "" || f.HostName() != "vms.host.edu" || f.IsLocal() {
		t.Errorf("vms file: HostName() %q, IsLocal() %v, Segments() (-want +got):\n%s", f.HostName(), f.IsLocal(), d)
	}
	for _, in := range []string{"file://localhost/etc/motd", "file:///etc/motd"} {
		if f := part(in).(*ast.FilePart); !f.IsLocal() {
			t.Errorf("%s: IsLocal() = false, want true (section 3.10)", in)
		}
	}

	// 3.11: "designates a <hsoname> of "/pros/name"".
	if got := part("prospero://host.dom//pros/name").(*ast.ProsperoPart).HSOName(); got != "/pros/name" {
		t.Errorf("HSOName() = %q, want /pros/name", got)
	}
	pr := part("prospero://host.dom//pros/name;OBJECT-VERSION=2").(*ast.ProsperoPart)
	if v, ok := pr.Field("OBJECT-VERSION"); !ok || v != "2" || pr.HSOName() != "/pros/name" {
		t.Errorf("Field(OBJECT-VERSION) = %q, %v, HSOName() = %q; want 2, true, /pros/name", v, ok, pr.HSOName())
	}

	// 3.6 and the seed note: "*" is all groups; a group is told from an
	// article by the "@".
	if n := part("news:*").(*ast.NewsPart); !n.IsAll() {
		t.Errorf("news:*: IsAll() = false")
	}
	n := part("news:comp.os.unix").(*ast.NewsPart)
	if g, ok := n.GroupName(); !ok || g != "comp.os.unix" || n.Article != nil {
		t.Errorf("news:comp.os.unix: GroupName() = %q, %v; Article %v", g, ok, n.Article)
	}
	n = part("news:XYZ123@news.iso.org").(*ast.NewsPart)
	if id, ok := n.MessageID(); !ok || id != "XYZ123@news.iso.org" || n.Article.Unique.Decoded() != "XYZ123" || n.Article.Host.String() != "news.iso.org" {
		t.Errorf("news:XYZ123@news.iso.org: MessageID() = %q, %v", id, ok)
	}
	if _, ok := n.GroupName(); ok {
		t.Errorf("news:XYZ123@news.iso.org: GroupName() reports a group")
	}

	// The seed note's site has no path; the page's path is about, mission-e.htm.
	if h := part("http://www.iec.ch").(*ast.HTTPPart); h.Segments() != nil {
		t.Errorf("http://www.iec.ch: Segments() = %q, want none", h.Segments())
	}
	if got := part("http://www.iec.ch/about/mission-e.htm").(*ast.HTTPPart).Segments(); !cmp.Equal(got, []string{"about", "mission-e.htm"}) {
		t.Errorf("mission page: Segments() = %q", got)
	}
}
