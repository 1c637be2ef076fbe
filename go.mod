module github.com/urlsyntax/rfc1738

go 1.22

require (
	github.com/alecthomas/participle/v2 v2.1.4
	github.com/google/go-cmp v0.7.0
)
