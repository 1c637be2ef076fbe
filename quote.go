package rfc1738

import "strconv"

func quote(s string) string { return strconv.Quote(s) }
