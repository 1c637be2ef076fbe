package rfc1738_test

import (
	"net/url"
	"runtime"
	"strings"
	"testing"
	"time"

	rfc1738 "github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/internal/memtest"
	"github.com/urlsyntax/rfc1738/parser"
)

// maxConversionBytesPerByte bounds what NetURL and FromNetURL allocate,
// per byte of the URL, for every shape of URL: each parses the URL's text
// once and builds its other form.
const maxConversionBytesPerByte = 64

// conversionShapes are URLs of about n bytes whose parts repeat: what a
// conversion copies or rewrites piece by piece costs the most on them.
var conversionShapes = []struct {
	name string
	url  func(n int) string
}{
	{"prospero empty fields", func(n int) string { return "prospero://h/p" + repeatTo(";=", n) }},
	{"prospero fields", func(n int) string { return "prospero://h/p" + repeatTo(";ab=c%41", n) }},
	{"prospero segments", func(n int) string { return "prospero://h/" + repeatTo("a/", n) + ";a=b" }},
	{"ftp segments", func(n int) string { return "ftp://h/" + repeatTo("a/", n) + "b;type=i" }},
	{"ftp escaped slashes", func(n int) string { return "ftp://h/" + repeatTo("%2F", n) }},
	{"http segments", func(n int) string { return "http://h/" + repeatTo("a/", n) }},
	{"http empty segments", func(n int) string { return "http://h/" + repeatTo("/", n) }},
	{"http escapes", func(n int) string { return "http://h/" + repeatTo("%41", n) }},
	{"http query", func(n int) string { return "http://h/?" + repeatTo("a=b&", n) }},
	{"http escaped query", func(n int) string { return "http://h/?" + repeatTo("%3F", n) }},
	{"gopher segments", func(n int) string { return "gopher://h/1" + repeatTo("a/", n) }},
	{"gopher question marks", func(n int) string { return "gopher://h/1" + repeatTo("?", n) }},
	{"gopher tabs", func(n int) string { return "gopher://h/1" + repeatTo("a%09", n) }},
	{"wais search", func(n int) string { return "wais://h/db?" + repeatTo("a+", n) }},
	{"wais document", func(n int) string { return "wais://h/db/t/" + repeatTo("a%2F", n) }},
	{"generic segments", func(n int) string { return "x-y://h/" + repeatTo("a/", n) }},
	{"generic question marks", func(n int) string { return "x-y://h/p?" + repeatTo("?", n) }},
	{"generic opaque", func(n int) string { return "x-y:" + repeatTo("a?", n) }},
	{"file segments", func(n int) string { return "file:///" + repeatTo("a/", n) }},
	{"nntp group", func(n int) string { return "nntp://h/" + repeatTo("a.", n) + "b/1" }},
	{"mailto", func(n int) string { return "mailto:" + repeatTo("a.b", n) }},
	{"news", func(n int) string { return "news:" + repeatTo("a.", n) + "b" }},
	{"ftp long user", func(n int) string { return "ftp://" + repeatTo("u", n/2) + ":" + repeatTo("p", n/2) + "@h/" }},
	{"ftp user of question marks", func(n int) string { return "ftp://" + repeatTo("?", n/2) + ":" + repeatTo("?", n/2) + "@h/" }},
	{"telnet user of escapes", func(n int) string { return "telnet://" + repeatTo("%40", n) + "@h/" }},
	{"generic user of escapes", func(n int) string { return "x-y://" + repeatTo("%3F", n) + "@h/" }},
	// The shapes of parser's TestMemoryPerByte, whose parse costs the most.
	{"dotted digits", func(n int) string { return "http://" + repeatTo("1.", n) + "a/" }},
	{"labels", func(n int) string { return "http://" + repeatTo("a.", n) + "com/" }},
	{"ftp labels", func(n int) string { return "ftp://" + repeatTo("a.", n) + "b/" }},
	{"at signs", func(n int) string { return "mailto:" + repeatTo("a@", n) }},
	{"semicolons", func(n int) string { return "prospero://h/p" + repeatTo(";a=b", n) }},
	{"ftp login", func(n int) string { return "ftp://" + repeatTo("u", n) + ":p@h/" }},
}

// repeatTo repeats unit to about n bytes.
func repeatTo(unit string, n int) string { return strings.Repeat(unit, max(1, n/len(unit))) }

// allocatedPerByte returns the bytes f allocates, per byte of an input of
// n bytes, and the time it takes.
func allocatedPerByte(n int, f func()) (float64, time.Duration) {
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	start := time.Now()
	f()
	d := time.Since(start)
	runtime.ReadMemStats(&m1)
	return float64(m1.TotalAlloc-m0.TotalAlloc) / float64(n), d
}

// TestConversionMemory checks that NetURL and FromNetURL allocate at most
// maxConversionBytesPerByte a byte of the URL, for every shape, at 16 KiB
// and at just under 64 KiB (the default MaxLength, which NetURL's parse
// of the text obeys), and that the figure does not grow with the size: a
// conversion that copies what it has built so far at each part (a += in
// a loop) costs bytes a byte proportional to the URL's length.
func TestConversionMemory(t *testing.T) {
	memtest.SkipUnderRace(t)
	for _, sh := range conversionShapes {
		var perSize [2][2]float64 // [NetURL, FromNetURL][16 KiB, 64 KiB]
		for i, size := range []int{16 << 10, parser.DefaultMaxLength - 64} {
			in := sh.url(size)
			tree, err := rfc1738.Parse(in)
			if err != nil {
				t.Fatalf("%s: %v", sh.name, shortInput(err.Error()))
			}
			u := rfc1738.URL{URL: tree}
			var nu *url.URL
			per, d := allocatedPerByte(len(in), func() { nu, err = u.NetURL() })
			if err != nil {
				t.Fatalf("%s: NetURL: %v", sh.name, shortInput(err.Error()))
			}
			perSize[0][i] = per
			t.Logf("%s, %d bytes: NetURL %.1f bytes a byte, %v", sh.name, len(in), per, d)
			// url.URL escapes what RFC 1738 leaves plain ("?" in a gopher
			// path...), so the text FromNetURL writes may be longer than
			// the URL, and than MaxLength: it reads it without the limit,
			// and its figure is a byte of that text.
			text := nu.String()
			var back rfc1738.URL
			per, d = allocatedPerByte(len(text), func() { back, err = rfc1738.FromNetURLWith(unlimitedParser, nu) })
			if err != nil {
				t.Fatalf("%s: FromNetURL(NetURL): %v", sh.name, shortInput(err.Error()))
			}
			perSize[1][i] = per
			t.Logf("%s, %d bytes: FromNetURL %.1f bytes a byte, %v", sh.name, len(text), per, d)
			if back.IsZero() {
				t.Fatalf("%s: FromNetURL gave the zero URL", sh.name)
			}
		}
		for i, name := range []string{"NetURL", "FromNetURL"} {
			small, large := perSize[i][0], perSize[i][1]
			if large > maxConversionBytesPerByte {
				t.Errorf("%s of %s: %.1f bytes allocated a byte at 64 KiB, more than %d", name, sh.name, large, maxConversionBytesPerByte)
			}
			if large > 1.5*small+2 {
				t.Errorf("%s of %s: %.1f bytes allocated a byte at 16 KiB, %.1f at 64 KiB: it grows with the URL", name, sh.name, small, large)
			}
		}
	}
}

// TestFromNetURLRefusalMemory checks that FromNetURL, refusing a user,
// stays within maxConversionBytesPerByte: to say why, it reads the URL
// again without the password and without the user, and a reading that
// builds a tree each time would cost three trees of a long path. An
// attacker's url.URL chooses the path.
func TestFromNetURLRefusalMemory(t *testing.T) {
	memtest.SkipUnderRace(t)
	path := "/" + strings.Repeat("/", parser.DefaultMaxLength-128)
	for _, nu := range []*url.URL{
		{Scheme: "ftp", User: url.UserPassword("u", "p"), Host: "h.example", Path: path + ";type=z"},
		{Scheme: "http", User: url.UserPassword("u", "p"), Host: "h.example", Path: path},
		{Scheme: "http", User: url.User("u"), Host: "h.example", Path: path},
	} {
		var err error
		per, _ := allocatedPerByte(len(path), func() { _, err = rfc1738.FromNetURL(nu) })
		if err == nil {
			t.Fatalf("FromNetURL(%s://%s...) refused nothing", nu.Scheme, nu.User)
		}
		if per > maxConversionBytesPerByte {
			t.Errorf("FromNetURL(%s://%s@%s, a path of %d bytes), refused: %.1f bytes allocated a byte, more than %d",
				nu.Scheme, nu.User.Username(), nu.Host, len(path), per, maxConversionBytesPerByte)
		}
	}
}
