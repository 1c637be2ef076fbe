package urlchecktool

import (
	"bytes"
	"strconv"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/examples/internal/term"
)

// formatter appends the output line of one report to a buffer.
type formatter func(b *bytes.Buffer, r *report)

// formatJSON writes r as one JSON object and a newline: the bytes that
// encoding/json's Encoder writes for it with SetEscapeHTML(false) ("<",
// ">" and "&" as they are), but with what a terminal acts on escaped
// too (see jsonString), which TestFormatJSONMatchesEncodingJSON holds it
// to; written field by field, without reflection or allocation.
func formatJSON(b *bytes.Buffer, r *report) {
	b.WriteByte('{')
	if r.place != nil {
		jsonPlace(b, r.place)
	}
	b.WriteString(`"url":`)
	jsonString(b, r.URL)
	if r.resolution != nil {
		jsonResolution(b, r.resolution)
	}
	if r.repair != nil {
		jsonRepair(b, r.repair)
	}
	b.WriteString(`,"valid":`)
	jsonBool(b, r.Valid)
	for _, f := range [...]struct {
		key string
		s   *string
	}{
		{`,"scheme":`, r.Scheme}, {`,"user":`, r.User}, {`,"password":`, r.Password},
		{`,"host":`, r.Host}, {`,"port":`, r.Port}, {`,"path":`, r.Path},
		{`,"fpath":`, r.FPath}, {`,"typecode":`, r.Typecode}, {`,"hpath":`, r.HPath},
		{`,"search":`, r.Search}, {`,"gtype":`, r.GType}, {`,"selector":`, r.Selector},
		{`,"gopher_plus":`, r.GopherPlus}, {`,"group":`, r.Group}, {`,"article":`, r.Article},
		{`,"article_number":`, r.ArticleNumber}, {`,"database":`, r.Database},
		{`,"wtype":`, r.WType}, {`,"wpath":`, r.WPath}, {`,"ppath":`, r.PPath},
	} {
		b.WriteString(f.key)
		jsonStringPtr(b, f.s)
	}
	b.WriteString(`,"fields":`)
	if r.Fields == nil {
		b.WriteString("null")
	} else {
		jsonPairs(b, r.Fields)
	}
	b.WriteString(`,"address":`)
	jsonStringPtr(b, r.Address)
	if len(r.Parts) > 0 { // omitempty
		b.WriteString(`,"parts":`)
		jsonPairs(b, r.Parts)
	}
	b.WriteString(`,"errors":`)
	jsonDiagnostics(b, r.Errors)
	b.WriteString(`,"warnings":`)
	jsonDiagnostics(b, r.Warnings)
	b.WriteString("}\n")
}

// jsonPairs writes pairs as a JSON array of two-string arrays.
func jsonPairs(b *bytes.Buffer, pairs [][2]string) {
	b.WriteByte('[')
	for i, f := range pairs {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('[')
		jsonString(b, f[0])
		b.WriteByte(',')
		jsonString(b, f[1])
		b.WriteByte(']')
	}
	b.WriteByte(']')
}

// jsonPlace writes the keys of -text, each followed by a comma: "file",
// "line", "column", "offset" and "form".
func jsonPlace(b *bytes.Buffer, p *place) {
	b.WriteString(`"file":`)
	jsonString(b, p.File)
	for _, f := range [...]struct {
		key string
		n   int
	}{{`,"line":`, p.Line}, {`,"column":`, p.Column}, {`,"offset":`, p.Offset}} {
		b.WriteString(f.key)
		b.Write(strconv.AppendInt(b.AvailableBuffer(), int64(f.n), 10))
	}
	b.WriteString(`,"form":`)
	jsonString(b, p.Form)
	b.WriteByte(',')
}

// jsonResolution writes the keys of -base, each after a comma:
// "resolved" and "reference".
func jsonResolution(b *bytes.Buffer, res *resolution) {
	b.WriteString(`,"resolved":`)
	jsonStringPtr(b, res.Resolved)
	b.WriteString(`,"reference":`)
	ref := res.Reference
	if ref == nil {
		b.WriteString("null")
		return
	}
	b.WriteString(`{"net_loc":`)
	jsonStringPtr(b, ref.NetLoc)
	b.WriteString(`,"path":`)
	jsonString(b, ref.Path)
	b.WriteString(`,"params":`)
	jsonStringPtr(b, ref.Params)
	b.WriteString(`,"query":`)
	jsonStringPtr(b, ref.Query)
	b.WriteString(`,"fragment":`)
	jsonStringPtr(b, ref.Fragment)
	b.WriteByte('}')
}

// jsonRepair writes the keys of -fix, each after a comma: "fixed" and
// "edits".
func jsonRepair(b *bytes.Buffer, rep *repair) {
	b.WriteString(`,"fixed":`)
	jsonStringPtr(b, rep.Fixed)
	b.WriteString(`,"edits":`)
	if rep.Edits == nil {
		b.WriteString("null")
		return
	}
	b.WriteByte('[')
	for i := range rep.Edits {
		e := &rep.Edits[i]
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"offset":`)
		b.Write(strconv.AppendInt(b.AvailableBuffer(), int64(e.Offset), 10))
		b.WriteString(`,"old":`)
		jsonString(b, e.Old)
		b.WriteString(`,"new":`)
		jsonString(b, e.New)
		b.WriteString(`,"code":`)
		jsonString(b, e.Code)
		b.WriteByte('}')
	}
	b.WriteByte(']')
}

// jsonDiagnostics writes ds as a JSON array, null when it is nil.
func jsonDiagnostics(b *bytes.Buffer, ds []diagnostic) {
	if ds == nil {
		b.WriteString("null")
		return
	}
	b.WriteByte('[')
	for i := range ds {
		d := &ds[i]
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"offset":`)
		b.Write(strconv.AppendInt(b.AvailableBuffer(), int64(d.Offset), 10))
		jsonLineColumn(b, d.Line, d.Column)
		b.WriteString(`,"code":`)
		jsonString(b, d.Code)
		if d.SpecificCode != "" {
			b.WriteString(`,"specific_code":`)
			jsonString(b, d.SpecificCode)
		}
		b.WriteString(`,"production":`)
		jsonString(b, d.Production)
		b.WriteString(`,"expected":`)
		jsonStringPtr(b, d.Expected)
		b.WriteString(`,"end":`)
		if d.End == nil {
			b.WriteString("null")
		} else {
			jsonBool(b, *d.End)
		}
		b.WriteString(`,"message":`)
		jsonString(b, d.Message)
		b.WriteString(`,"notes":`)
		if d.Notes == nil {
			b.WriteString("null")
		} else {
			b.WriteByte('[')
			for j, n := range d.Notes {
				if j > 0 {
					b.WriteByte(',')
				}
				b.WriteString(`{"offset":`)
				b.Write(strconv.AppendInt(b.AvailableBuffer(), int64(n.Offset), 10))
				jsonLineColumn(b, n.Line, n.Column)
				b.WriteString(`,"code":`)
				jsonString(b, n.Code)
				b.WriteString(`,"message":`)
				jsonString(b, n.Message)
				b.WriteByte('}')
			}
			b.WriteByte(']')
		}
		b.WriteByte('}')
	}
	b.WriteByte(']')
}

// jsonLineColumn writes the keys "line" and "column", each after a
// comma, when line is set (with -text): left out otherwise, as
// encoding/json's omitempty leaves them.
func jsonLineColumn(b *bytes.Buffer, line, column int) {
	if line == 0 {
		return
	}
	b.WriteString(`,"line":`)
	b.Write(strconv.AppendInt(b.AvailableBuffer(), int64(line), 10))
	b.WriteString(`,"column":`)
	b.Write(strconv.AppendInt(b.AvailableBuffer(), int64(column), 10))
}

// jsonBool writes v as JSON.
func jsonBool(b *bytes.Buffer, v bool) {
	if v {
		b.WriteString("true")
	} else {
		b.WriteString("false")
	}
}

// jsonStringPtr writes *s as a JSON string, null when s is nil.
func jsonStringPtr(b *bytes.Buffer, s *string) {
	if s == nil {
		b.WriteString("null")
		return
	}
	jsonString(b, *s)
}

// jsonHex are the digits of a \u escape.
const jsonHex = "0123456789abcdef"

// jsonString writes s as a JSON string, as encoding/json does without
// HTML escaping: '"' and '\\' escaped with a backslash, control bytes
// as \b, \f, \n, \r, \t or \u00XX, bytes that are not UTF-8 as \ufffd,
// everything else as it is; but for what a terminal acts on, which
// encoding/json writes as it is: DEL as \u007f, and every other
// character that is not term.Inert (the C1 controls, the bidi controls,
// U+2028 and U+2029 as encoding/json does) as its \u escape
// (term.AppendJSON). The string decodes to what encoding/json's does.
func jsonString(b *bytes.Buffer, s string) {
	b.WriteByte('"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != 0x7f {
				i++
				continue
			}
			b.WriteString(s[start:i])
			switch c {
			case '"', '\\':
				b.WriteByte('\\')
				b.WriteByte(c)
			case '\b':
				b.WriteString(`\b`)
			case '\f':
				b.WriteString(`\f`)
			case '\n':
				b.WriteString(`\n`)
			case '\r':
				b.WriteString(`\r`)
			case '\t':
				b.WriteString(`\t`)
			default:
				b.WriteString(`\u00`)
				b.WriteByte(jsonHex[c>>4])
				b.WriteByte(jsonHex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteString(s[start:i])
			b.WriteString(`\ufffd`)
		case !term.Inert(r):
			b.WriteString(s[start:i])
			b.Write(term.AppendJSON(b.AvailableBuffer(), r))
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b.WriteString(s[start:])
	b.WriteByte('"')
}

// formatText writes r as one line of tab-separated fields: "ok" or
// "invalid", the URL (see displayURL), with -base the resolved URL or
// "-" when there is none, and the first error of an invalid URL or
// first warning of a valid one, when there is one.
func formatText(b *bytes.Buffer, r *report) {
	if r.Valid {
		b.WriteString("ok\t")
	} else {
		b.WriteString("invalid\t")
	}
	b.WriteString(displayURL(r.URL))
	if r.resolution != nil {
		// "-" rather than an empty field, which awk's default field
		// splitting would not see; no resolved URL is "-", as every one
		// has a scheme and a ":".
		b.WriteByte('\t')
		if r.Resolved == nil {
			b.WriteByte('-')
		} else {
			b.WriteString(displayURL(*r.Resolved))
		}
	}
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
// parser.Error's Error writes them, and how many more there are. The
// messages are escaped (term.Escape): a note may quote the line as it is
// ("did you mean ...?"), and the field must stay on its line.
func writeFirst(b *bytes.Buffer, ds []diagnostic) {
	b.WriteString(term.Escape(ds[0].Message))
	for _, n := range ds[0].Notes {
		b.WriteString("; note: ")
		b.WriteString(term.Escape(n.Message))
	}
	if len(ds) > 1 {
		b.WriteString(" (and ")
		b.Write(strconv.AppendInt(b.AvailableBuffer(), int64(len(ds)-1), 10))
		b.WriteString(" more)")
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
