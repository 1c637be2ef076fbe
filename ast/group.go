package ast

// Group is a newsgroup name, shared by news and nntp URLs:
//
//	group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
//
// (sections 3.6 and 3.7).
type Group struct {
	Span
	Text Text `parser:"@( Alpha (Alpha | Digit | '-' | '.' | '+' | '_')* )"`
}

// GroupP is the group production.
var GroupP = Production{Name: "group", RFC: "RFC 1738", Section: "3.6", Rule: `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`}

// String returns the group name as written.
func (g *Group) String() string {
	if g == nil {
		return ""
	}
	return string(g.Text)
}

// Production returns GroupP.
func (*Group) Production() Production { return GroupP }
