package bnf

// Comment returns the comment that RFC 1738's section 5 writes after r,
// on the rule's own line ("; depends on protocol see section 3.1" after
// urlpath); "" for a rule it writes none after, or a rule of another
// RFC. A reader told the rule "as the RFC writes it" is told these too:
// urlpath's says that its *xchar is not the whole story.
func (r *Rule) Comment() string {
	if r.Production.RFC != "RFC 1738" {
		return ""
	}
	switch r.Name {
	case "urlpath":
		return "; depends on protocol see section 3.1"
	case "encoded822addr":
		return "; further defined in RFC822"
	}
	return ""
}
