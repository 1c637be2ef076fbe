// Package docs holds the generated documentation of the grammar:
// railroad.html, the railroad diagram of every production of every
// scheme, drawn from the parsers' EBNF by grammar/railroad. Regenerate it
// with
//
//	go generate ./docs
//
// and commit the result; the package's test fails when the committed page
// is not what the generator writes now.
package docs

//go:generate go run ../grammar/railroad/cmd/railroad -o railroad.html
