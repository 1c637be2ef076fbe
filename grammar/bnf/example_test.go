package bnf_test

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/grammar/bnf"
)

// The grammar as RFC 1738 section 5 writes it, recovered from the tags
// of package ast: a production by its RFC name or its Go type's, and a
// class.
func ExampleBuiltIn() {
	g, err := bnf.BuiltIn()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Rule("FTPPart"))
	fmt.Println(g.Rule("hsegment"))
	fmt.Println(g.Rule("uchar"))
	login := g.Rule("login")
	fmt.Println(login, login.Types)
	// Output:
	// ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ] ]
	// hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
	// uchar = unreserved | escape
	// login = [ user [ ":" password ] "@" ] hostport [Login]
}

// The rules a rule refers to, each once, in the order it writes them:
// those a diagram of ftpurl links to, and a name written twice.
func ExampleRefs() {
	g, err := bnf.BuiltIn()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(bnf.Refs(g.Rule("ftpurl").Expr))
	fmt.Println(bnf.Refs(bnf.Seq{bnf.Ref("user"), bnf.Opt{X: bnf.Seq{bnf.Lit(":"), bnf.Ref("password")}}, bnf.Alt{bnf.Ref("user"), bnf.Lit("@")}}))
	fmt.Println(bnf.Refs(bnf.Lit("ftp://")) == nil)
	// Output:
	// [login fpath ftptype]
	// [user password]
	// true
}
