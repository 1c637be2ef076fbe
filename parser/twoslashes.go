package parser

import "strings"

// startsWithTwoSlashes reports whether a+b starts with "//".
func startsWithTwoSlashes(a, b string) bool {
	switch len(a) {
	case 0:
		return strings.HasPrefix(b, "//")
	case 1:
		return a == "/" && strings.HasPrefix(b, "/")
	}
	return strings.HasPrefix(a, "//")
}
