// Command railroad writes the page of railroad diagrams of every
// production of the default parser's grammars: the generic syntax and
// each scheme's, drawn from the EBNF that participle prints.
//
//	go run ./grammar/railroad/cmd/railroad -o docs/railroad.html
//
// Without -o it writes the page to standard output. go generate ./docs
// runs it.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"

	"github.com/urlsyntax/rfc1738/grammar/railroad"
)

func main() {
	out := flag.String("o", "", "write the page to this file instead of standard output")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: railroad [-o file.html]")
		os.Exit(2)
	}
	page, err := railroad.Generate()
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
