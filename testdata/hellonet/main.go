// Command hellonet is hello with net/url: the binary TestLinkedPackages
// compares hello's with.
package main

import (
	"fmt"
	"net/url"
	"os"
)

func main() {
	u, err := url.Parse(os.Args[1])
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Hostname())
}
