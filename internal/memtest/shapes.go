package memtest

import (
	"strings"

	"github.com/urlsyntax/rfc1738/internal/urlshape"
)

// A Shape is a family of inputs of about n bytes: the URL shapes of
// package urlshape, valid and invalid, and texts of many short quotes,
// which only Extract and Find read as texts.
type Shape struct {
	Name string
	Make func(n int) string
	Text bool // a text of quotes, not a URL
}

// urlShapes are package urlshape's URLs, valid and invalid, and the
// valid ones of two shapes more.
func urlShapes() []Shape {
	var out []Shape
	for _, s := range urlshape.Named("dotted-digits", "labels", "segments", "escapes", "semicolons", "at-signs", "tabs",
		"login", "user-or-host", "empty-segments", "empty-fields") {
		out = append(out, Shape{Name: s.Name, Make: s.Valid}, Shape{Name: s.Name + " invalid", Make: s.Invalid})
	}
	for _, s := range urlshape.Named("ftp-segments", "news-article") {
		out = append(out, Shape{Name: s.Name, Make: s.Valid})
	}
	return out
}

// textShape is a text of quote repeated: many short quotes, whose
// errors and trees cost more than their bytes would allow were they not
// kept small, and whose list must not grow by copies.
func textShape(quote string) Shape {
	return Shape{Name: "quotes " + quote, Text: true, Make: func(n int) string {
		return strings.Repeat(quote, max(1, n/len(quote)))
	}}
}

// Shapes are the inputs of every kind: URLShapes and TextShapes.
var Shapes = append(URLShapes, TextShapes...)

// URLShapes are the URLs, valid and invalid.
var URLShapes = urlShapes()

// TextShapes are the texts of quotes.
var TextShapes = []Shape{
	// Errors with several notes, each with its arguments.
	textShape("<URL:file://0URL:>"),
	textShape("<URL:a//>"),
	textShape("<URL:news://@1>"),
	textShape("<URL:ftp://u:p:@h/>"),
	textShape("<URL:a:b#~>"),
	textShape("<URL:a:~>"),
	textShape("<URL:>"),
	textShape("<URL:x:y>"),
	textShape("<URL:http://h/>"),
	textShape("<url:a:b>text"),
	// Warnings, which a Quote does not keep, and must cost nothing.
	textShape("<URL:a://01.01.01.01:99999>"),
	textShape("<URL:a://999.999.999.999:99999>"),
	textShape("<URL:a://0.0.0.01>"),
	textShape("<URL:http://0177.0.0.1:99999/>"),
	textShape("<URL:a:>"),
	textShape("<URL:a:#>"),
	textShape("<URL:ftp://@h/>"),
	// What Find reads in a text.
	textShape("<URL:prospero://h/p;=;=>"),
	textShape("<URL:h t t p : / / h / a / b>"),
	textShape("<URL:a"),
	textShape("news:a "),
	textShape("http:x "),
	textShape("x:y "),
	textShape("<news:a>"),
	textShape("<a://b>"),
	textShape("[](ab:c)"),
	textShape("[a](b) "),
	textShape("](x \""),
	textShape("http://h/~ "),
	textShape("(http://h/a)."),
	textShape("`http://h/`"),
	textShape("` ``"),
	textShape("```\nhttp://h/\n"),
	textShape("<URL:a:b\n>"),
	textShape("<http://h/ <"),
	textShape("<URL:\n\n"),
	textShape("[a](<http:x>) "),
	textShape(":"),
	textShape("é news:a"),
}
