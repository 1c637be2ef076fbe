package parser

import "strings"

// maxCodeRun is the longest run of backticks that opens a code span: a
// longer one is text. It bounds how often a paragraph is searched for a
// closing run that is not there (finder.noClose).
const maxCodeRun = 16

// codeSpan skips the code span that the run of backticks at i opens, as
// CommonMark reads one: up to the next run of as many backticks, in the
// same paragraph. A paragraph ends at a blank line and at a line that
// opens a fenced code block (CommonMark reads the blocks before the
// spans, and a fence interrupts a paragraph), so that a span never runs
// into a block's fence. A run that closes nothing is text.
func (f *finder) codeSpan(i int) int {
	text := f.text
	k := backticks(text, i)
	if k > maxCodeRun || i < f.noClose[k] {
		return i + k
	}
	for j := i + k; j < len(text); {
		switch text[j] {
		case '`':
			n := backticks(text, j)
			if n == k {
				return j + n
			}
			j += n
			continue
		case '\n':
			if blankAfter(text, j) || opensFence(text, j+1) {
				f.noClose[k] = j
				return i + k
			}
		}
		j++
	}
	f.noClose[k] = len(text)
	return i + k
}

// backticks returns the length of the run of backticks at i.
func backticks(text string, i int) int {
	j := i
	for j < len(text) && text[j] == '`' {
		j++
	}
	return j - i
}

// fenceEnd returns, when the line at i opens a fenced code block (its
// first byte after spaces starts a run of at least three backticks or
// tildes, and a backtick fence's info string holds none), the offset
// after the line that closes it, a line of a run as long of the same
// byte and nothing else, or the text's length when none does; and true.
// Unlike CommonMark it lets a fence be indented any amount: a fence
// indented four spaces is in an indented code block, which is code too.
func fenceEnd(text string, i int) (int, bool) {
	n, ok := fenceOpen(text, i)
	if !ok {
		return 0, false
	}
	c, _, _ := fence(text, i)
	for j := nextLine(text, i); j < len(text); j = nextLine(text, j) {
		if d, m, rest := fence(text, j); d == c && m >= n && blank(text[rest:lineEnd(text, rest)]) {
			return nextLine(text, j), true
		}
	}
	return len(text), true
}

// opensFence reports whether the line at i opens a fenced code block.
func opensFence(text string, i int) bool {
	_, ok := fenceOpen(text, i)
	return ok
}

// fenceOpen returns the length of the run of backticks or tildes that
// opens a fenced code block at the line at i, and true, when the line
// opens one: the run is at least three long and, of backticks, followed
// by no backtick on the line.
func fenceOpen(text string, i int) (int, bool) {
	c, n, rest := fence(text, i)
	if n < 3 || c == '`' && strings.IndexByte(text[rest:lineEnd(text, rest)], '`') >= 0 {
		return 0, false
	}
	return n, true
}

// fence returns the byte, "`" or "~", of the run that the line at i
// starts with after spaces and tabs, its length, and where it ends.
func fence(text string, i int) (byte, int, int) {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i == len(text) || text[i] != '`' && text[i] != '~' {
		return 0, 0, i
	}
	c, j := text[i], i
	for j < len(text) && text[j] == c {
		j++
	}
	return c, j - i, j
}

// lineEnd returns the offset of the line break that ends the line at
// i, or the text's length.
func lineEnd(text string, i int) int {
	if j := strings.IndexByte(text[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(text)
}

// nextLine returns the offset of the line after the one at i, or the
// text's length.
func nextLine(text string, i int) int { return min(lineEnd(text, i)+1, len(text)) }

// blank reports whether s holds only spaces, tabs and carriage returns.
func blank(s string) bool {
	return strings.Trim(s, " \t\r") == ""
}

// link reads the destination of the Markdown inline link whose text
// ends with the "]" at i, followed by "(": a destination between "<"
// and ">" on one line (its spaces are part of it), or a run of bytes
// that are not whitespace, in which parentheses balance; then perhaps a
// title in quotes on the same line, and ")". A destination with a scheme
// is a finding; a relative one ("README.md", "#errors") is skipped.
// What is not a link is read again as text.
func (f *finder) link(i int) int {
	text := f.text
	start := skipSpace(text, i+2)
	var from, to, end int
	if start < len(text) && text[start] == '<' {
		from = start + 1
		to = from
		for to < len(text) && text[to] != '>' && text[to] != '<' && text[to] != '\n' {
			to++
		}
		if to == len(text) || text[to] != '>' {
			return i + 1
		}
		end = to + 1
	} else {
		from, to = start, destinationEnd(text, start)
		end = to
	}
	close := f.title(skipSpace(text, end))
	if close < 0 || to == from {
		return i + 1
	}
	if hasScheme(text[from:to]) {
		f.read(FormMarkdown, start, from, to, end, readEscaped)
	}
	return close + 1
}

// destinationEnd returns where the destination that starts at i ends:
// at whitespace, at a "[" or "]" (so that a text of many links is read
// once), or at a ")" that closes no "(" of it.
func destinationEnd(text string, i int) int {
	depth := 0
	for ; i < len(text); i++ {
		switch c := text[i]; {
		case c <= ' ' || c == '[' || c == ']':
			return i
		case c == '(':
			depth++
		case c == ')':
			if depth == 0 {
				return i
			}
			depth--
		}
	}
	return i
}

// title returns the offset of the ")" that ends a link, after its
// title, if any, at i: a text in '"' or "'" closed on its line; or -1
// when no ")" ends the link there.
func (f *finder) title(i int) int {
	text := f.text
	if i < len(text) && (text[i] == '"' || text[i] == '\'') {
		q := 0
		if text[i] == '\'' {
			q = 1
		}
		if i < f.noTitle[q] {
			return -1
		}
		// Byte by byte, not to the line's end: a line of many titles
		// would be read once for each.
		j := i + 1
		for j < len(text) && text[j] != text[i] && text[j] != '\n' {
			j++
		}
		if j == len(text) || text[j] == '\n' {
			f.noTitle[q] = j
			return -1
		}
		i = skipSpace(text, j+1)
	}
	if i < len(text) && text[i] == ')' {
		return i
	}
	return -1
}

// skipSpace returns the offset of the first byte at or after i that is
// not a space or tab, past one line break at most, as Markdown allows
// between a link's parts.
func skipSpace(text string, i int) int {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i < len(text) && text[i] == '\n' && !blankAfter(text, i) {
		i++
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
	}
	return i
}

// hasScheme reports whether s starts with a scheme name of two bytes
// or more and ":": a URL, not a relative reference or a drive letter.
func hasScheme(s string) bool {
	if s == "" || !isLetter(s[0]) {
		return false
	}
	i := 1
	for i < len(s) && isSchemeByte(s[i]) {
		i++
	}
	return i >= 2 && i < len(s) && s[i] == ':'
}
