// Command hello parses one URL with the root package and prints its
// host: the program whose binary TestLinkedPackages measures.
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
	fmt.Println(u.Hostname())
}
