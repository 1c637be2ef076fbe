package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// placed returns what Extract reports for a quote that does not parse:
// ParseReference's error of its Text, with every offset moved into the
// text Extract read.
func placed(q parser.Quote) *parser.Error {
	_, _, err := parser.ParseReference(q.Text)
	var e *parser.Error
	if !errors.As(err, &e) {
		return nil
	}
	c := *e
	c.Offset = q.TextOffset(c.Offset)
	if c.ValidPrefix > 0 {
		c.ValidPrefix = q.TextOffset(c.ValidPrefix)
	}
	c.Notes = append([]parser.Note(nil), c.Notes...)
	for i := range c.Notes {
		c.Notes[i].Offset = q.TextOffset(c.Notes[i].Offset)
	}
	return &c
}

// checkQuotes checks that each quote of text that does not parse has
// ParseReference's error, placed in the text; that a syntax error is a
// *QuoteError whose Offset is the full error's; and that the quotes are
// in order, inside the text.
func checkQuotes(t *testing.T, text string) {
	t.Helper()
	end := 0
	for _, q := range parser.Extract(text) {
		if q.Start < end || q.End > len(text) || q.Start >= q.End {
			t.Fatalf("%q: quote [%d,%d) after %d", text, q.Start, q.End, end)
		}
		end = q.End
		if q.Err == nil {
			if _, _, err := parser.ParseReference(q.Text); err != nil {
				t.Errorf("%q: quote %q has no error, ParseReference %v", text, q.Text, err)
			}
			continue
		}
		var got *parser.Error
		if !errors.As(q.Err, &got) {
			t.Fatalf("%q: quote %q: %T is no *parser.Error", text, q.Text, q.Err)
		}
		if got.Code == parser.CodeUnclosedQuote {
			continue
		}
		if diff := cmp.Diff(placed(q), got); diff != "" {
			t.Errorf("%q: quote %q (-ParseReference placed +Extract):\n%s", text, q.Text, diff)
		}
		if qe, ok := q.Err.(*parser.QuoteError); ok {
			if qe.Offset != got.Offset || q.Err.Error() != got.Error() || got.Offset < q.Start || got.Offset > q.End {
				t.Errorf("%q: QuoteError at %d, %q; its full error at %d, %q", text, qe.Offset, q.Err.Error(), got.Offset, got.Error())
			}
		} else if got.Code == parser.CodeSyntax {
			t.Errorf("%q: a syntax error of %T, want a *parser.QuoteError", text, q.Err)
		}
	}
}

var quoteTexts = []string{
	"<URL:file://0URL:>", "<URL:a//>", "<URL:news://@1>", "see <URL:http://h:x/> and <url: ftp://h/ a b>",
	"<URL:http://h/#~>", "<URL:http://h/ \n #a%>", "<URL:a:b#~>", "<URL:>", "<URL: h t t p : / / h / ~ >",
	"<URL:http://\xff/>", "<URL:prospero://h/p;=;>", "<URL:ftp://u:p:@h/>", "<URL:http://1.2.3/>",
}

// TestQuoteError checks the errors of quotes that do not parse against
// ParseReference's, placed in the text, for the quotes that cost the most.
func TestQuoteError(t *testing.T) {
	for _, text := range quoteTexts {
		checkQuotes(t, text)
		checkQuotes(t, strings.Repeat(text, 3))
	}
	var lit parser.QuoteError
	lit.Offset = 7
	var e *parser.Error
	if !errors.As(&lit, &e) || e.Offset != 7 || e.Code != parser.CodeSyntax {
		t.Errorf("a QuoteError literal unwraps to %v", e)
	}
}

// FuzzExtract holds Extract to ParseReference: each quote that does not
// parse has its error, placed in the text.
func FuzzExtract(f *testing.F) {
	for _, text := range quoteTexts {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		checkQuotes(t, text)
	})
}
