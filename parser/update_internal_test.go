package parser

import "flag"

// Update is the -update flag of package parser's tests: with it, each
// test that compares with a file it can write (the golden files of Find
// and of the resolution differences, the fuzz targets' seed corpora)
// writes it instead. Package parser's tests and package parser_test's
// are one binary, with one set of flags, so the flag is declared once,
// here, and exported to parser_test.
var Update = flag.Bool("update", false, "rewrite the golden files and seed corpora of the tests that run, instead of comparing with them")
