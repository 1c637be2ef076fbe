// Newscheme shows URL schemes added to the parser from outside the
// library. The smallest is RTSP (RFC 2326), in package rtsp (this
// directory's rtsp/): one part type of three fields whose tags are its
// production, its Production, DefaultPort and String, and two registry
// entries, rtsp and rtspu; the library reads its children and its
// hostport from its fields, and rtsp/rtspparse holds its generated
// parser, tested with package grammar/gen/schemetest.
//
// The larger is the LDAP URL of RFC 4516, declared in package ldap (this
// directory's ldap/), with the parser that command rfc1738gen generates
// from its participle tags in package ldapparse (ldap/ldapparse/, written
// by go generate), and registered with
//
//	p, err := parser.New(parser.WithScheme(ldapparse.Scheme()))
//
// ldapparse.Scheme is ldap.Scheme with the generated parser and
// automaton set as its Generated and Automaton fields; registered
// without them, with ldap.Scheme(), the scheme gets its automaton from
// its tags when the parser is built and its trees from the grammar's
// interpreter: the same trees and errors, several times slower.
//
// Usage:
//
//	newscheme [URL ...]
//
// For each URL it prints the search the URL describes, field by field,
// with the defaults of RFC 4516 section 3 for the fields it leaves out;
// the warnings of the scheme's validator; the syntax tree, one node a
// line with its production, byte span and text; the canonical form; and
// how a parser built without the scheme reads the URL. With no URL it
// does so for the examples of RFC 4516 section 4.
//
//	$ go run ./examples/newscheme 'ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)'
//	ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)
//	  host        ldap1.example.net
//	  port        6666
//	  dn          "o=University of Michigan,c=US"
//	    rdn 1     o = "University of Michigan"
//	    rdn 2     c = "US"
//	  attributes  all user attributes (the default)
//	  scope       sub (the whole subtree)
//	  filter      (cn=Babs Jensen)
//	  extensions  none
//	  tree:
//	    ...
//
// A URL the parser or the validator rejects is printed with a caret under
// the byte at fault and the error, which names the production broken;
// the exit status is then 1. What a terminal acts on, in the URL or in a
// part decoded from its escapes (a filter, an attribute, a value), is
// shown by its Go escape ("\x1b", "\u202e"), never as it is.
package main
