// Package term keeps what the example tools write inert on a terminal:
// text that comes from their input or their arguments (a URL, a file
// name, a flag's value, a part decoded from its escapes) is written with
// every character that a terminal would act on, or that would hide or
// reorder the text around it, replaced by its escape.
//
// Those characters are every one that strconv.IsGraphic rejects: the C0
// controls (ESC starts a terminal's escape sequences, BEL, CR, NUL), DEL,
// the C1 controls U+0080-U+009F (U+009B is a CSI to some terminals), the
// format characters (the bidi controls U+202A-U+202E and U+2066-U+2069,
// the marks U+200E, U+200F and U+061C, the zero-width characters, the
// tags), the line and paragraph separators U+2028 and U+2029, and the
// surrogate, private-use and unassigned code points; and every byte
// that is not UTF-8, the raw bytes 0x80-0x9F among them. Letters of any
// script, their marks, punctuation, symbols and spaces, the no-break
// spaces of French typography too, are written as they are.
package term

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Inert reports whether r may be written to a terminal as it is: a
// graphic character (strconv.IsGraphic). utf8.RuneError is graphic: the
// caller tells a byte that is not UTF-8 from an encoded U+FFFD.
func Inert(r rune) bool { return strconv.IsGraphic(r) }

// Escape returns s with each character that is not Inert written as its
// Go escape, as strconv.Quote writes it ("\x1b", "\a", "\r", "\x00",
// "\x7f", "\u009b", "\u202e"), and each byte that is not UTF-8 as "\x"
// and its two hex digits ("\x9b"). Everything else is kept, quotes and
// backslashes too: Escape shows a text on one line, it does not quote
// it. It returns s itself when nothing is to be escaped, as for every
// valid URL, which is printable ASCII.
func Escape(s string) string {
	i := first(s, Inert)
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	b.WriteString(s[:i])
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			b.WriteString(`\x`)
			b.WriteByte(hex[s[i]>>4])
			b.WriteByte(hex[s[i]&0xf])
		case Inert(r):
			b.WriteString(s[i : i+n])
		default:
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		}
		i += n
	}
	return b.String()
}

// first returns the offset in s of the first byte that is not UTF-8 or
// character for which ok is false, -1 when there is none. ok must hold
// for printable ASCII, which first does not ask it about: most of what
// the tools write is, and it costs one comparison a byte.
func first(s string, ok func(rune) bool) int {
	for i := 0; i < len(s); {
		if c := s[i]; ' ' <= c && c < 0x7f {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || !ok(r) {
			return i
		}
		i += n
	}
	return -1
}

// hex are the digits of the escapes.
const hex = "0123456789abcdef"

// AppendJSON appends to dst the JSON escape of r: "\u" and four hex
// digits, a UTF-16 surrogate pair of them above U+FFFF, which a JSON
// decoder reads back as r. A JSON string that escapes every rune that is
// not Inert so decodes to the same string as one that does not.
func AppendJSON(dst []byte, r rune) []byte {
	if r > 0xffff {
		hi, lo := utf16.EncodeRune(r)
		return appendU(appendU(dst, hi), lo)
	}
	return appendU(dst, r)
}

func appendU(dst []byte, r rune) []byte {
	return append(dst, '\\', 'u', hex[r>>12&0xf], hex[r>>8&0xf], hex[r>>4&0xf], hex[r&0xf])
}

// JSON returns doc, a JSON text as encoding/json writes it (valid UTF-8,
// every control byte of a string already escaped), with DEL and each
// rune that is not Inert written as its JSON escape (AppendJSON). Outside
// strings a JSON text is ASCII, and its only controls are the
// whitespace between tokens, which JSON keeps: so every rune escaped is
// in a string, and the result decodes to the same value. A byte that is
// not UTF-8, which encoding/json never writes, is written as "\ufffd", as
// it would. JSON returns doc itself when nothing is to be escaped.
func JSON(doc []byte) []byte {
	var out []byte // nil until the first escape
	start := 0     // doc[start:i] is still to be copied to out
	for i := 0; i < len(doc); {
		r, n := rune(doc[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRune(doc[i:])
		}
		var esc rune
		switch {
		case r == 0x7f:
			esc = r
		case r < utf8.RuneSelf:
			i++
			continue
		case r == utf8.RuneError && n == 1:
			esc = utf8.RuneError
		case Inert(r):
			i += n
			continue
		default:
			esc = r
		}
		if out == nil {
			out = make([]byte, 0, len(doc)+16)
		}
		out = AppendJSON(append(out, doc[start:i]...), esc)
		i += n
		start = i
	}
	if out == nil {
		return doc
	}
	return append(out, doc[start:]...)
}

// inLayout reports whether r may be in a tool's output as it is: Inert,
// or the newline or tab of the tool's layout.
func inLayout(r rune) bool { return r == '\n' || r == '\t' || Inert(r) }

// FirstRaw returns the offset of the first byte of out, a tool's
// output, that a terminal would act on: the first of a character that is
// not Inert, other than the newlines and tabs of the tool's own layout,
// or a byte that is not UTF-8. It returns -1 when there is none. The
// tools' tests hold their outputs to it.
func FirstRaw(out string) int { return first(out, inLayout) }

// A Writer writes to W what it is written, with each character that is
// not Inert but for the newline and the tab, and each byte that is not
// UTF-8, escaped as Escape escapes them. It is the last guard of a
// tool's output, for the text that others compose: a library's message
// may quote the input as it is. A character cut at the end of a write
// (a buffered printer writes in pieces of a fixed size) is held until
// the next write completes it; Flush writes what is held.
type Writer struct {
	W    io.Writer
	held []byte // the start of a character that the next write completes
}

// Write implements io.Writer. It reports len(p) written when W takes the
// whole of what p becomes.
func (w *Writer) Write(p []byte) (int, error) {
	n := len(p)
	p = w.complete(p)
	if err := w.write(p); err != nil {
		return 0, err
	}
	return n, nil
}

// WriteString is Write for a string, which it passes on without a copy
// when it holds nothing to escape: the printers write in many small
// strings, and io.WriteString would otherwise copy each into a []byte.
func (w *Writer) WriteString(s string) (int, error) {
	if len(w.held) == 0 && first(s, inLayout) < 0 {
		return io.WriteString(w.W, s)
	}
	return w.Write([]byte(s))
}

// Flush writes what is held: the start of a character that no write
// completed, escaped as bytes that are not UTF-8.
func (w *Writer) Flush() error {
	held := w.held
	w.held = nil
	if len(held) == 0 {
		return nil
	}
	return w.write(held)
}

// complete returns p after what w holds, less the start of a character
// cut at its end, which w now holds.
func (w *Writer) complete(p []byte) []byte {
	if len(w.held) > 0 {
		p = append(w.held, p...)
		w.held = nil
	}
	if cut := cutAt(p); cut < len(p) {
		w.held = append([]byte(nil), p[cut:]...)
		p = p[:cut]
	}
	return p
}

// write writes p to W, escaped.
func (w *Writer) write(p []byte) error {
	if utf8.Valid(p) && bytes.IndexFunc(p, func(r rune) bool { return !inLayout(r) }) < 0 {
		_, err := w.W.Write(p)
		return err
	}
	var b strings.Builder
	for len(p) > 0 {
		j := bytes.IndexAny(p, "\n\t")
		if j < 0 {
			b.WriteString(Escape(string(p)))
			break
		}
		b.WriteString(Escape(string(p[:j])))
		b.WriteByte(p[j])
		p = p[j+1:]
	}
	_, err := io.WriteString(w.W, b.String())
	return err
}

// cutAt returns the offset of the start of a character cut at the end of
// p, len(p) when none is.
func cutAt(p []byte) int {
	for i := len(p) - 1; i >= 0 && i > len(p)-utf8.UTFMax; i-- {
		if utf8.RuneStart(p[i]) {
			if !utf8.FullRune(p[i:]) {
				return i
			}
			break
		}
	}
	return len(p)
}

// A JSONWriter writes to W the JSON text it is written, escaped as JSON
// escapes it, for a JSON text written in pieces (printer.FprintJSON
// writes through a buffer, whose pieces may cut a character in two): a
// character cut at the end of a piece is held until the next one
// completes it. Flush writes what is held.
type JSONWriter struct {
	W    io.Writer
	held []byte // the start of a character that the next piece completes
}

// Write implements io.Writer. It reports len(p) written when W takes the
// whole of what p becomes.
func (w *JSONWriter) Write(p []byte) (int, error) {
	n := len(p)
	if len(w.held) > 0 {
		p = append(w.held, p...)
		w.held = nil
	}
	cut := cutAt(p)
	if cut < len(p) {
		w.held = append([]byte(nil), p[cut:]...)
	}
	if _, err := w.W.Write(JSON(p[:cut])); err != nil {
		return 0, err
	}
	return n, nil
}

// Flush writes what is held: the start of a character that no piece
// completed, as JSON writes a byte that is not UTF-8.
func (w *JSONWriter) Flush() error {
	if len(w.held) == 0 {
		return nil
	}
	held := w.held
	w.held = nil
	_, err := w.W.Write(JSON(held))
	return err
}
