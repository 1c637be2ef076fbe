// Package ldap declares the LDAP URL of RFC 4516 as a scheme of package
// parser, in the way any scheme author would: outside the library, with
// the library's nodes where RFC 4516 shares RFC 1738's syntax and nodes
// of its own where it has rules of its own.
//
//	p, err := parser.New(parser.WithScheme(ldap.Scheme()))
//	u, err := p.Parse("ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)")
//	part := u.Part.(*ldap.Part)
//	part.SearchFilter() // "(cn=Babs Jensen)"
//
// Registered so, the scheme's automaton is built from Part's tags when
// the parser is, and its trees by the grammar's interpreter. Package
// ldapparse (ldap/ldapparse) holds the parser and the automaton that
// command rfc1738gen generates from Part's tags, and ldapparse.Scheme()
// is this Scheme with them: the same trees and errors, a few times
// faster.
// It is a package of its own because the generator is compiled with this
// package, which must therefore compile whatever state the generated
// file is in.
//
// # The grammar
//
// RFC 4516 section 2 gives
//
//	ldapurl = scheme COLON SLASH SLASH [host [COLON port]]
//	          [SLASH dn [QUESTION [attributes]
//	          [QUESTION [scope] [QUESTION [filter]
//	          [QUESTION extensions]]]]]
//
// and Part declares it as participle tags: "//", an optional
// *ast.HostPort, then the nested optional fields, each a node of this
// package (DN, Attributes of Selectors, Scope, Filter, Extensions of
// Extension with ExType and ExValue). The tags fix the structure: the
// delimiters "/", "?", "," and "!" and "=" of an extension, and the
// extension type's oid. The DN, selectors, scope, filter and extension
// values are captured as text, because RFC 4516 section 2.1 lets them be
// percent-encoded and their grammars (RFC 4514's DN, RFC 4511's
// attribute selector, RFC 4515's filter) apply to the decoded text,
// which no grammar over the URL's characters can see. Validate checks
// them; RDNs, SearchFilter and the other accessors decode them.
//
// # Readings
//
//   - The host is RFC 1738's, hostname or hostnumber, as *ast.HostPort
//     parses it. RFC 4516 takes RFC 3986's host instead, which also
//     allows an IP literal ("ldap://[2001:db8::7]/", RFC 4516 section 2
//     says so), a reg-name with "_" or escapes, a trailing dot, and an
//     empty host with a port ("ldap://:389/"). This package rejects
//     those: it shows how a scheme reuses the library's nodes, and the
//     library's host is RFC 1738's.
//   - The characters are RFC 4516's, RFC 3986's reserved and unreserved
//     ones and escapes. That is RFC 1738's xchar and "~", which RFC 3986
//     made unreserved: "(cn~=Jensen)" is a filter, unescaped. "[", "]"
//     and "#", which RFC 3986 reserves, must be escaped in data (RFC
//     4516 appendix A.1), so they are rejected unescaped as RFC 1738
//     rejects them, and so is "?" inside a field.
//   - The scope is captured as text and checked by Validate, in any case
//     (see Scope for why). An escaped scope ("%62ase") is accepted, as
//     RFC 3986 section 2.3 makes it equivalent, with a warning.
//   - "attributes" and "attrdesc" describe the same list; Attributes holds
//     its selectors. A selector may not be empty ("?cn,,sn" is an error),
//     but the list may ("??sub").
//   - "extensions" is one or more: "ldap:///????" is an error at its end.
//   - Absent and empty fields differ in the tree ("ldap://h" has no DN,
//     "ldap://h/" an empty one) and print back as written; RFC 4516
//     section 3 gives them the same meaning, which the accessors return.
//   - No URL extensions are defined (RFC 4516 section 2), so a critical
//     one ("!e-bindname") is a warning: the URL is valid, but a client
//     must not process it.
//
// The examples RFC 4516 gives are in its section 4; the tests parse each.
//
// # Printing
//
// Package printer does not know these nodes, so printer.Fprint and
// printer.Canonical print the scheme part by its String method: Fprint
// gives back the URL as written, and Canonical lower-cases only the
// scheme. Canonical, here, is the LDAP URL's canonical form.
package ldap
