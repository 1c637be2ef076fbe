package describe

import (
	"strings"

	"github.com/urlsyntax/rfc1738/examples/internal/voice"
)

// Wrap breaks s, a sentence, into lines of at most width columns
// (voice.Width), at its spaces, the first line starting with first and the
// others with rest (a hanging indent): the lines explain writes in a
// terminal. A word longer than the room left, a long URL or a run of
// escapes, is not broken: its line is longer. Spaces that must not break
// are not broken either: those after « and before », ":", ";", "!" and
// "?" (French puts a space there), those of "RFC 1738", "section 3.1",
// "step 6", those after a rule's "|", "[" and "(" and before its "]"
// and ")", and no-break spaces, which are no spaces to Wrap. A width of
// 0 or less does not wrap: s is one line.
func Wrap(s string, width int, first, rest string) []string {
	if width <= 0 || voice.Width(first)+voice.Width(s) <= width {
		return []string{first + s}
	}
	var lines []string
	line, n := first, voice.Width(first)
	empty := true // line holds no word yet
	for _, w := range words(s) {
		wn := voice.Width(w)
		switch {
		case empty:
			line, n, empty = line+w, n+wn, false
		case n+1+wn > width:
			lines = append(lines, strings.TrimRight(line, " "))
			line, n = rest+w, voice.Width(rest)+wn
		default:
			line, n = line+" "+w, n+1+wn
		}
	}
	return append(lines, line)
}

// words splits s at the spaces Wrap may break, keeping together what
// must not be broken.
func words(s string) []string {
	var out []string
	for _, t := range strings.Split(s, " ") {
		if len(out) > 0 && glued(out[len(out)-1], t) {
			out[len(out)-1] += " " + t
			continue
		}
		out = append(out, t)
	}
	return out
}

// glued reports whether the space between the words a and b must not
// break.
func glued(a, b string) bool {
	if b == "" || b == "=" || a == "" || strings.HasSuffix(a, "«") || strings.ContainsAny(b[:1], ":;!?") || strings.HasPrefix(b, "»") {
		return true
	}
	// In a rule, a line breaks before a "|", not after it, nor inside the
	// brackets' spaces.
	if strings.HasSuffix(a, "|") || strings.HasSuffix(a, "[") || strings.HasSuffix(a, "(") ||
		strings.HasPrefix(b, "]") || strings.HasPrefix(b, ")") {
		return true
	}
	if b[0] >= '0' && b[0] <= '9' {
		last := a[strings.LastIndexAny(a, " (")+1:]
		switch last {
		case "RFC", "section", "step", "étape", "sections", "offset", "position":
			return true
		}
	}
	return false
}

// WrapLine wraps line, a line of text that may start with spaces, to
// width, its following lines indented hang columns more than it.
func WrapLine(line string, width, hang int) []string {
	body := strings.TrimLeft(line, " ")
	indent := line[:len(line)-len(body)]
	return Wrap(body, width, indent, indent+strings.Repeat(" ", hang))
}
