// Package docs holds the project's documentation pages, in Markdown,
// which the README links to, and the generated documentation of the
// grammar: railroad.html and its French version railroad.fr.html, the railroad
// diagram of every rule of RFC 1738 section 5, as package grammar/bnf
// recovers them from the tags, drawn by grammar/railroad. Regenerate them
// with
//
//	go generate ./docs
//
// and commit the result; the package's test fails when a committed page
// is not what the generator writes now.
package docs

//go:generate go run ../grammar/railroad/cmd/railroad -o railroad.html
//go:generate go run ../grammar/railroad/cmd/railroad -lang fr -o railroad.fr.html
