package main

import (
	"bytes"
	"encoding/json"
	"strconv"
)

// formatter appends the output line of one report to a buffer.
type formatter func(b *bytes.Buffer, r *report)

// formatJSON writes r as one JSON object and a newline. HTML characters
// ("<", ">", "&") are written as they are, not as \u escapes.
func formatJSON(b *bytes.Buffer, r *report) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		// A report holds only strings, ints and bools: it always encodes.
		panic("urlcheck: encoding a report: " + err.Error())
	}
}

// formatText writes r as one line of tab-separated fields: "ok" or
// "invalid", the URL (see displayURL), and the first error of an invalid
// URL or first warning of a valid one, when there is one.
func formatText(b *bytes.Buffer, r *report) {
	if r.Valid {
		b.WriteString("ok\t")
	} else {
		b.WriteString("invalid\t")
	}
	b.WriteString(displayURL(r.URL))
	switch {
	case len(r.Errors) > 0:
		b.WriteByte('\t')
		writeFirst(b, r.Errors)
	case len(r.Warnings) > 0:
		b.WriteString("\twarning: ")
		writeFirst(b, r.Warnings)
	}
	b.WriteByte('\n')
}

// writeFirst writes the first of ds, its notes after it as
// parser.Error's Error writes them, and how many more there are.
func writeFirst(b *bytes.Buffer, ds []diagnostic) {
	b.WriteString(ds[0].Message)
	for _, n := range ds[0].Notes {
		b.WriteString("; note: " + n.Message)
	}
	if len(ds) > 1 {
		b.WriteString(" (and " + strconv.Itoa(len(ds)-1) + " more)")
	}
}

// displayURL returns s as it is when it is printable ASCII without
// spaces and does not start with a double quote, as every valid URL is,
// and otherwise quoted as a Go string literal, so that a text field
// never holds a tab or newline, never ends in an invisible space, and an
// empty line shows as "".
func displayURL(s string) string {
	if s == "" || s[0] == '"' {
		return strconv.Quote(s)
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c >= 0x7f {
			return strconv.Quote(s)
		}
	}
	return s
}
