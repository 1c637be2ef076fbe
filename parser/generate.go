package parser

// The generated parsers of the built-in grammar (zz_generated.go) are
// written from the participle tags of the ast types; regenerate them
// after changing a tag.
//go:generate go run ../grammar/gen/cmd/rfc1738gen -o zz_generated.go -pkg parser
