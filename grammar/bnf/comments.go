package bnf

// Comment returns the comment that RFC 1738's section 5 writes after a
// rule, on the rule's own line ("; depends on protocol see section
// 3.1" after urlpath), by the rule's name; "" for a rule it writes none
// after. A reader told the rule "as the RFC writes it" is told these
// too: urlpath's says that its *xchar is not the whole story.
func Comment(name string) string {
	switch name {
	case "urlpath":
		return "; depends on protocol see section 3.1"
	case "encoded822addr":
		return "; further defined in RFC822"
	}
	return ""
}
