// Package rfc1738 parses Uniform Resource Locators exactly as RFC 1738
// (December 1994) defines them, into a typed syntax tree with the byte
// offset of every part, and prints them back.
//
//	<scheme>://<user>:<password>@<host>:<port>/<url-path>
//
// This package holds what most programs need: Parse, MustParse,
// ParseReference, Validate and Canonical. Package parser has the parser
// itself and its options, package ast the tree, package printer the
// printers, and package grammar the grammar that all of them follow.
package rfc1738
