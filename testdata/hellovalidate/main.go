// Command hellovalidate is hello that also runs the validators: the
// smallest thing a parse does not run, which TestLinkedPackages checks
// its size bound still catches.
package main

import (
	"fmt"
	"os"

	"github.com/urlsyntax/rfc1738"
)

func main() {
	var u rfc1738.URL
	if err := u.UnmarshalText([]byte(os.Args[1])); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Hostname(), len(rfc1738.Validate(u.URL)))
}
