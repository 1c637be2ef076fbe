package voice

import "strconv"

// Span writes the byte span [pos,end) as every teaching output does:
// "[7,17)", the bytes from offset 7 up to but not including 17, counted
// from 0, as ast.Span holds them.
func Span(pos, end int) string { return string(AppendSpan(nil, pos, end)) }

// AppendSpan appends the span [pos,end) to dst as Span writes it, for a
// line built in a buffer.
func AppendSpan(dst []byte, pos, end int) []byte {
	dst = append(dst, '[')
	dst = strconv.AppendInt(dst, int64(pos), 10)
	dst = append(dst, ',')
	dst = strconv.AppendInt(dst, int64(end), 10)
	return append(dst, ')')
}

// SpanWidth is the width of the span [pos,end) as Span writes it, to size
// a column without writing every span twice.
func SpanWidth(pos, end int) int {
	return len("[,)") + len(strconv.Itoa(pos)) + len(strconv.Itoa(end))
}
