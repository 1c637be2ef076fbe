package printer_test

import "testing"

// mailtoCanonicalTests: mailto has no reserved characters (section 3.5),
// so escaped ones are decoded as well as unreserved ones, but for "/",
// ";" and "?", which RFC 1808 reads in the address when it resolves a
// reference against it, and the escaped dots of a dot segment.
var mailtoCanonicalTests = []struct{ name, in, want string }{
	{"scheme lower-cased", "MAILTO:Joe@Example.COM", "mailto:Joe@Example.COM"},
	{"escaped @ decoded", "mailto:joe%40example.com", "mailto:joe@example.com"},
	{"reserved decoded but / ; ?", "mailto:%3b%2F%3F%3a%40%26%3D@x", "mailto:%3B%2F%3F:@&=@x"},
	{"dot segment kept", "mailto:a/%2e%2E/b", "mailto:a/%2E%2E/b"},
	{"dots in a longer piece decoded", "mailto:a/%2E%2E%2E/%2Eb", "mailto:a/.../.b"},
	{"unreserved decoded", "mailto:%6Aoe%2Bx@x", "mailto:joe+x@x"},
	{"unsafe kept, hex upper-cased", "mailto:%22a%20b%22%3c%25%7e@x", "mailto:%22a%20b%22%3C%25%7E@x"},
	{"controls and 8-bit kept", "mailto:a%0d%0A%e9@x", "mailto:a%0D%0A%E9@x"},
	{"case kept", "mailto:AAS@SN.no", "mailto:AAS@SN.no"},
	{"escaped percent not re-read", "mailto:%2540@x", "mailto:%2540@x"},
	// "//" after "mailto:" would start an authority for net/url: the
	// escape that would make it stays.
	{"no authority from escapes", "mailto:%2F%2Fevil.com", "mailto:%2F%2Fevil.com"},
	{"no authority after a slash", "mailto:/%2Fevil.com", "mailto:/%2Fevil.com"},
	{"a lone escaped slash kept", "mailto:%2Fa@x", "mailto:%2Fa@x"},
	{"a written // kept", "mailto://evil.com", "mailto://evil.com"},
	// After a "//", net/url reads a host: no reserved character is
	// decoded, so that it reads the same one.
	{"after // no reserved decoded", "mailto://good.com%3F@evil.com", "mailto://good.com%3F@evil.com"},
	{"after // slash kept escaped", "mailto://good.com%2F@evil.com", "mailto://good.com%2F@evil.com"},
	{"after // nothing decoded", "mailto://%41@x", "mailto://%41@x"},
	{"after // hex upper-cased", "mailto://%2f%3f@x", "mailto://%2F%3F@x"},
}

func TestMailtoCanonical(t *testing.T) { checkNewsFamilyTable(t, mailtoCanonicalTests) }
