package rfc1738_test

import (
	"encoding"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

var (
	_ encoding.TextMarshaler   = rfc1738.URL{}
	_ encoding.TextUnmarshaler = (*rfc1738.URL)(nil)
	_ json.Marshaler           = rfc1738.URL{}
	_ json.Unmarshaler         = (*rfc1738.URL)(nil)
)

func TestZeroURL(t *testing.T) {
	var z rfc1738.URL
	if !z.IsZero() || z.String() != "" {
		t.Errorf("zero URL: IsZero = %v, String = %q", z.IsZero(), z.String())
	}
	if b, err := z.MarshalText(); err != nil || b == nil || len(b) != 0 {
		t.Errorf("zero URL: MarshalText = %q (nil: %v), %v; want empty, not nil", b, b == nil, err)
	}
	if b, err := json.Marshal(z); err != nil || string(b) != "null" {
		t.Errorf("zero URL: json.Marshal = %s, %v; want null", b, err)
	}
	if urlOf("http://h/").IsZero() {
		t.Error("a parsed URL is zero")
	}

	// "" and JSON "" give the zero URL, whatever u held.
	u := urlOf("http://h/")
	if err := u.UnmarshalText(nil); err != nil || !u.IsZero() {
		t.Errorf(`UnmarshalText(""): %v, %v`, u, err)
	}
	u = urlOf("http://h/")
	if err := json.Unmarshal([]byte(`""`), &u); err != nil || !u.IsZero() {
		t.Errorf(`json.Unmarshal(""): %v, %v`, u, err)
	}
	// null leaves it as it was, as encoding/json does for a string.
	u = urlOf("http://h/")
	if err := json.Unmarshal([]byte(`null`), &u); err != nil || u.String() != "http://h/" {
		t.Errorf(`json.Unmarshal(null): %v, %v; want http://h/ unchanged`, u, err)
	}
	var z2 rfc1738.URL
	if err := json.Unmarshal([]byte(`null`), &z2); err != nil || !z2.IsZero() {
		t.Errorf(`json.Unmarshal(null) into zero: %v, %v`, z2, err)
	}
}

func TestURLText(t *testing.T) {
	tests := []string{
		"http://www.iec.ch/about/mission-e.htm",
		"ftp://joe:secret@ftp.iec.ch:2121/pub/doc.txt;type=i",
		"HTTP://h/a%2Fb?q=1&r=<>", // invalid: "<" is unsafe
		"news:XYZ123@news.iso.org",
		"mailto:a%25b@c",
		"http://www.iec.ch:a",
		"http://h/#frag",
	}
	for _, in := range tests {
		want, wantErr := rfc1738.Parse(in)
		var u rfc1738.URL
		err := u.UnmarshalText([]byte(in))
		if wantErr != nil {
			if err == nil || err.Error() != wantErr.Error() || !u.IsZero() {
				t.Errorf("UnmarshalText(%q) = %v, %v; want Parse's error %v", in, u, err, wantErr)
			}
			var e *parser.Error
			if !errors.As(err, &e) {
				t.Errorf("UnmarshalText(%q): error %T, want a *parser.Error", in, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("UnmarshalText(%q): %v", in, err)
			continue
		}
		if d := cmp.Diff(want.String(), u.String()); d != "" {
			t.Errorf("UnmarshalText(%q) (-want +got):\n%s", in, d)
		}
		if u.Part == nil || u.Scheme == nil || u.Scheme.Name() != want.Scheme.Name() {
			t.Errorf("UnmarshalText(%q): fields not reached through the embedded tree", in)
		}
		b, err := u.MarshalText()
		if err != nil || string(b) != in {
			t.Errorf("MarshalText(%q) = %q, %v", in, b, err)
		}
		j, err := json.Marshal(u)
		if wantJ, _ := json.Marshal(in); err != nil || string(j) != string(wantJ) {
			t.Errorf("json.Marshal(%q) = %s, %v; want %s", in, j, err, wantJ)
		}
	}

	// An error leaves u as it was.
	u := urlOf("http://h/")
	if err := u.UnmarshalText([]byte("http://h:/")); err == nil || u.String() != "http://h/" {
		t.Errorf("failed UnmarshalText changed u to %v (err %v)", u, err)
	}
	// A tree changed into one that prints no URL does not marshal.
	bad := rfc1738.MustParse("http://h/a")
	bad.Part.(*ast.HTTPPart).Path.Segments[0].Text = "a b"
	if b, err := (rfc1738.URL{URL: bad}).MarshalText(); err == nil {
		t.Errorf("MarshalText of a tree printing %q = %q, want an error", bad, b)
	}
	if b, err := json.Marshal(rfc1738.URL{URL: bad}); err == nil {
		t.Errorf("json.Marshal of a tree printing %q = %s, want an error", bad, b)
	}
}

// urlDoc is a struct with URL fields, as a program would declare one.
type urlDoc struct {
	Home   rfc1738.URL            `json:"home"`
	Mirror rfc1738.URL            `json:"mirror"`
	Ptr    *rfc1738.URL           `json:"ptr"`
	ByURL  map[rfc1738.URL]string `json:"by_url,omitempty"`
}

func TestURLJSON(t *testing.T) {
	in := urlDoc{
		Home:  urlOf("http://www.iec.ch/?a=1&b="),
		Ptr:   &rfc1738.URL{URL: rfc1738.MustParse("ftp://h/f;type=a")},
		ByURL: map[rfc1738.URL]string{urlOf("news:*"): "all"},
	}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"home":"http://www.iec.ch/?a=1\u0026b=","mirror":null,"ptr":"ftp://h/f;type=a","by_url":{"news:*":"all"}}`
	if string(b) != want {
		t.Errorf("json.Marshal = %s\nwant %s", b, want)
	}
	var out urlDoc
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	got := []string{out.Home.String(), out.Mirror.String(), out.Ptr.String()}
	for k, v := range out.ByURL {
		got = append(got, k.String()+"="+v)
	}
	if d := cmp.Diff([]string{"http://www.iec.ch/?a=1&b=", "", "ftp://h/f;type=a", "news:*=all"}, got); d != "" {
		t.Errorf("json round trip (-want +got):\n%s", d)
	}

	// The parser's error comes through json.Unmarshal for errors.As.
	err = json.Unmarshal([]byte(`{"home":"http://www.iec.ch:a"}`), &out)
	var e *parser.Error
	if !errors.As(err, &e) || e.Offset != 18 || e.Production.Name != "port" {
		t.Errorf("json.Unmarshal of a bad URL: %v; want the *parser.Error at 18", err)
	}
	for _, bad := range []string{`{"home":12}`, `{"home":{}}`, `{"home":["http://h"]}`, `{"home":true}`} {
		if err := json.Unmarshal([]byte(bad), &out); err == nil || !strings.Contains(err.Error(), "string or null") {
			t.Errorf("json.Unmarshal(%s): %v; want a string-or-null error", bad, err)
		}
	}
}

// TestURLCorpus marshals every URL of the corpora that parses and
// unmarshals it again, as text and as JSON.
func TestURLCorpus(t *testing.T) {
	for name, urls := range parsedCorpora(t, "conformance-public.txt", "kasztp.txt", "node_files.txt") {
		n := 0
		for _, tree := range urls {
			u := rfc1738.URL{URL: tree}
			j, err := json.Marshal(u)
			if err != nil {
				t.Errorf("%s: json.Marshal(%q): %v", name, u, err)
				continue
			}
			var back rfc1738.URL
			if err := json.Unmarshal(j, &back); err != nil || back.String() != u.String() {
				t.Errorf("%s: %q: JSON %s reads back as %q, %v", name, u, j, back, err)
			}
			n++
		}
		t.Logf("%s: %d URLs through JSON and back", name, n)
	}
}

// A URL is a command-line flag through flag.TextVar, and a bad one is
// reported by the flag package with the parser's message.
func TestURLFlag(t *testing.T) {
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var u rfc1738.URL
	fs.TextVar(&u, "url", rfc1738.URL{}, "the URL")
	if err := fs.Parse([]string{"-url", "gopher://h/0sel"}); err != nil || u.String() != "gopher://h/0sel" {
		t.Errorf("-url gopher://h/0sel: %v, %v", u, err)
	}
	if err := fs.Parse([]string{"-url", "http://h:x/"}); err == nil || !strings.Contains(err.Error(), "offset 9: port") {
		t.Errorf("-url http://h:x/: %v; want the parser's port error", err)
	}
}
