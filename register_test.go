package rfc1738_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/internal/imaptest"
	"github.com/urlsyntax/rfc1738/parser"
)

// registerIMAP registers imaptest.IMAPPart, as scheme x-imap, on the default
// parser once for the test binary, as a scheme package's init would.
var registerIMAP = sync.OnceValue(func() error {
	return parser.Register(parser.Scheme{Name: "x-imap", Part: &imaptest.IMAPPart{}})
})

// TestRegisteredDecoding checks that what reads URLs without a Parser
// (the root package's Parse, text and JSON decoding, even into slice
// elements, which cannot carry one, Extract and FromNetURL) reads a
// registered scheme by its production.
func TestRegisteredDecoding(t *testing.T) {
	if err := registerIMAP(); err != nil {
		t.Fatal(err)
	}
	const in = "x-imap://joe@h.example/INBOX"
	partOf := func(u rfc1738.URL, err error) string {
		if err != nil {
			return err.Error()
		}
		return fmt.Sprintf("%T", u.Part)
	}
	var list []rfc1738.URL
	jsonErr := json.Unmarshal([]byte(`["`+in+`"]`), &list)
	var text rfc1738.URL
	textErr := text.UnmarshalText([]byte(in))
	parsed, parseErr := rfc1738.Parse(in)
	quotes := rfc1738.Extract("see <URL:" + in + ">")
	fromNet, fromErr := rfc1738.FromNetURL(&url.URL{Scheme: "x-imap", User: url.User("jo;e"), Host: "h.example", Path: "/INBOX"})
	got := map[string]string{
		"json":       partOf(list[0], jsonErr),
		"text":       partOf(text, textErr),
		"Parse":      partOf(rfc1738.URL{URL: parsed}, parseErr),
		"Extract":    partOf(rfc1738.URL{URL: quotes[0].URL}, quotes[0].Err),
		"FromNetURL": partOf(fromNet, fromErr) + " " + fromNet.String(),
	}
	want := map[string]string{
		"json":       "*imaptest.IMAPPart",
		"text":       "*imaptest.IMAPPart",
		"Parse":      "*imaptest.IMAPPart",
		"Extract":    "*imaptest.IMAPPart",
		"FromNetURL": "*imaptest.IMAPPart x-imap://jo%3Be@h.example/INBOX",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}
