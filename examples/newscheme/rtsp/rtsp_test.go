package rtsp_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp/rtspparse"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// urls are rtsp URLs in the style of RFC 2326's examples, valid or not.
var urls = []string{
	"rtsp://media.example.com:554/twister/audiotrack",
	"rtsp://audio.example.com/twister.en",
	"rtspu://media.example.com/fizzle/foo?lang=en",
	"RTSP://Media.Example.COM:554/",
	"rtsp://media.example.com",
	"rtsp://192.0.2.7:8554/a/b/c/d/e/f/g/h/i/j",
	"rtsp://media.example.com:x/",
	"rtsp://u@media.example.com/",
	"rtsp:/media.example.com/",
	"rtsp://media.example.com/a b",
}

func parsers(t *testing.T) map[string]*parser.Parser {
	out := map[string]*parser.Parser{}
	for name, schemes := range map[string][]parser.Scheme{"tags": rtsp.Schemes(), "generated": rtspparse.Schemes()} {
		var opts []parser.Option
		for _, s := range schemes {
			opts = append(opts, parser.WithScheme(s))
		}
		p, err := parser.New(opts...)
		if err != nil {
			t.Fatal(err)
		}
		out[name] = p
	}
	return out
}

// TestParse reads the URLs with the scheme registered from its tags and
// with its generated parser: the same trees and errors; and checks the
// parts of the valid ones.
func TestParse(t *testing.T) {
	ps := parsers(t)
	type parts struct{ Host, Port, Path, Query string }
	want := map[string]parts{
		urls[0]: {"media.example.com", "554", "twister/audiotrack", ""},
		urls[1]: {"audio.example.com", "", "twister.en", ""},
		urls[2]: {"media.example.com", "", "fizzle/foo", "lang=en"},
		urls[3]: {"Media.Example.COM", "554", "", ""},
		urls[4]: {"media.example.com", "", "", ""},
		urls[5]: {"192.0.2.7", "8554", "a/b/c/d/e/f/g/h/i/j", ""},
	}
	for _, in := range urls {
		u, err := ps["generated"].Parse(in)
		ut, errt := ps["tags"].Parse(in)
		if d := cmp.Diff(errText(errt), errText(err)); d != "" {
			t.Errorf("%q: errors (-tags +generated):\n%s", in, d)
		}
		if d := cmp.Diff(ut, u); d != "" {
			t.Errorf("%q: trees (-tags +generated):\n%s", in, d)
		}
		w, valid := want[in]
		if valid != (err == nil) {
			t.Errorf("%q: %v, want valid %t", in, err, valid)
			continue
		}
		if !valid {
			continue
		}
		p := u.Part.(*rtsp.Part)
		got := parts{Host: u.Host().String()}
		if port := u.HostPort().Port; port != nil {
			got.Port = port.String()
		}
		if p.Path != nil {
			got.Path = p.Path.String()
		}
		if p.Query != nil {
			got.Query = p.Query.String()
		}
		if d := cmp.Diff(w, got); d != "" {
			t.Errorf("%q: parts (-want +got):\n%s", in, d)
		}
		if u.String() != in {
			t.Errorf("%q prints as %q", in, u.String())
		}
		// Children come from the fields: the walk reaches every segment.
		segs := 0
		ast.Inspect(u, func(n ast.Node) bool {
			if _, ok := n.(*ast.HSegment); ok {
				segs++
			}
			return true
		})
		if p.Path != nil && segs != len(p.Path.Segments) {
			t.Errorf("%q: the walk reached %d segments of %d", in, segs, len(p.Path.Segments))
		}
	}
}

// TestFeatures checks the library's other features on an rtsp URL: its
// canonical form (scheme and host case, the default port dropped), the
// conversion to net/url and back, and explain-style labels.
func TestFeatures(t *testing.T) {
	p := parsers(t)["generated"]
	u, err := p.Parse("RTSP://Media.Example.COM:554/twister?x")
	if err != nil {
		t.Fatal(err)
	}
	if got := printer.Canonical(u); got != "rtsp://media.example.com/twister?x" {
		t.Errorf("Canonical = %q", got)
	}
	nu, err := rfc1738.URL{URL: u, Parser: p}.NetURL()
	if err != nil || nu.Host != "Media.Example.COM:554" || nu.Path != "/twister" || nu.RawQuery != "x" {
		t.Fatalf("NetURL = %#v, %v", nu, err)
	}
	back, err := rfc1738.FromNetURLWith(p, nu)
	if err != nil || back.String() != "rtsp://Media.Example.COM:554/twister?x" {
		t.Errorf("FromNetURLWith = %q, %v", back.String(), err)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
