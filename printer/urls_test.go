package printer_test

// A urlGroup is a set of valid URLs on one theme; the golden file prints
// each group under its title.
type urlGroup struct {
	title string
	urls  []string
}

// urlGroups are the URLs of the golden file, all valid. Every test of the
// printer's properties (round trip, idempotence, meaning) runs over them.
var urlGroups = []urlGroup{
	{"RFC 1738 examples", []string{
		"http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
		"ftp://@host.com/",
		"ftp://host.com/",
		"ftp://foo:@host.com/",
		"ftp://myname@host.dom/%2Fetc/motd",
		"ftp://myname@host.dom/etc/motd",
		"ftp://myname@host.dom//etc/motd",
		"news:*",
		"file://vms.host.edu/disk$user/my/notes/note12345.txt",
		"prospero://host.dom//pros/name",
		"ftp://info.cern.ch/pub/www/doc;type=d",
		"ftp://ds.internic.net/rfc/rfc1436.txt;type=a",
		"ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt",
	}},
	{"the schemes of section 3", []string{
		"http://info.cern.ch:8000/imaginary/test",
		"http://info.my.org/AboutUs/Index/Phonebook?dobbins",
		"gopher://gopher.tc.umn.edu:70/11/",
		"gopher://host.dom/7search%09query",
		"mailto:Joe@Example.COM",
		"mailto:joe%40example.com",
		"news:comp.infosystems.www.misc",
		"nntp://news.example.org:119/comp.infosystems.www/12345",
		"telnet://user:secret@host.example.com:23/",
		"wais://quake.think.com/wais-discussion-archives?lynch",
		"wais://quake.think.com:210/db/wtype/wpath",
		"file://localhost/etc/fstab",
		"prospero://host.dom:1525//pros/name;field=value",
	}},
	{"user and password", []string{
		"ftp://user:pass@host.com/",
		"ftp://user@host.com:21/",
		"ftp://:@host.com/",
		"ftp://:pw@host.com/",
		"ftp://us%65r:p%41ss%3a%40%2f@host.com/",
		"telnet://a;b?c&d=e:f;g?h&i=j@host/",
		"ftp://%7euser:%2A%2a@host.com/",
	}},
	{"ports", []string{
		"http://host:80/",
		"http://host:080/",
		"http://host:0080",
		"http://host:81/",
		"http://host:0/",
		"http://host:8080/",
		"HTTP://host:80/",
		"ftp://host:21",
		"ftp://host:80/",
		"gopher://host:70/",
		"nntp://host:119/group",
		"telnet://host:23",
		"wais://host:210/db",
		"prospero://host:1525/x",
		"https://host:443/",
		"xttp://host:80/x",
		"foo://host:80/",
		"http://host:99999999999999999999/",
		"http://host:00000000000000000000080/",
	}},
	{"escapes", []string{
		"http://h/%41%62%7a%30%39",
		"http://h/%24%2d%5f%2e%2b",
		"http://h/%21%2a%27%28%29%2c",
		"http://h/%3b%2f%3f%3a%40%26%3d",
		"http://h/%3B%2F%3F%3A%40%26%3D",
		"http://h/%20%3c%3e%22%23%25%7b%7d%7c%5c%5e%7e%5b%5d%60",
		"http://h/%00%1f%7f%80%ff%C3%A9",
		"http://h/%2525",
		"http://h/%25%34%31",
		"http://info.cern.ch/albert/bertram/marie%2Dclaude",
		"http://info.cern.ch/albert/bertram%2Fmarie-claude",
		"foo:%41%2f%3A",
		"mailto:%6Aoe@example.com",
		"foo:%3cmsg-id%40host%3e",
	}},
	{"case", []string{
		"HTTP://WWW.EXAMPLE.COM/Path/To/File.HTML",
		"Ftp://Host.Dom/",
		"X-Foo+Bar.1://Host.Example/",
		"MAILTO:Joe@Example.COM",
		"URL:http://x",
		"http://A-1.b--2.Example-Host/",
		"ftp://User:PassWord@Host/",
	}},
	{"hostnumbers", []string{
		"http://127.0.0.1/",
		"http://010.000.000.001:80/",
		"http://999.999.999.999/",
		"ftp://192.168.0.1:2121/",
	}},
	{"empty and absent parts", []string{
		"http://host",
		"http://host/",
		"foo:",
		"xttp:",
		"g:h",
		"xttp:g",
	}},
}

// allURLs returns the URLs of every group.
func allURLs() []string {
	var all []string
	for _, g := range urlGroups {
		all = append(all, g.urls...)
	}
	return all
}
