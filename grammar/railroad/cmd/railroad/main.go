// Command railroad writes the page of railroad diagrams of RFC 1738's
// grammar, in English or French: each rule of section 5 as package
// grammar/bnf recovers it from the tags of package ast.
//
//	go run ./grammar/railroad/cmd/railroad -o docs/railroad.html
//	go run ./grammar/railroad/cmd/railroad -lang fr -o docs/railroad.fr.html
//
// Without -o it writes the page to standard output. go generate ./docs
// runs it for both languages.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/railroad"
)

func main() {
	out := flag.String("o", "", "write the page to this file instead of standard output")
	langFlag := flag.String("lang", "en", "the page's language: en or fr")
	flag.Parse()
	lang, err := grammar.ParseLang(*langFlag)
	if flag.NArg() > 0 || err != nil {
		fmt.Fprintln(os.Stderr, "usage: railroad [-lang en|fr] [-o file.html]")
		os.Exit(2)
	}
	page, err := railroad.Generate(lang)
	if err != nil {
		fmt.Fprintln(os.Stderr, "railroad:", err)
		os.Exit(1)
	}
	if *out == "" {
		_, err = os.Stdout.Write(page)
	} else if old, rerr := os.ReadFile(*out); rerr == nil && bytes.Equal(old, page) {
		return // up to date: leave the file and its time alone
	} else {
		err = os.WriteFile(*out, page, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "railroad:", err)
		os.Exit(1)
	}
}
