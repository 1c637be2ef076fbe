package main

import "os"

// main runs the command on the process's arguments and standard streams.
func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
