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
var GroupP = RFC1738("group", "3.6", `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`)

// String returns the group name as written.
func (g *Group) String() string {
	if g == nil {
		return ""
	}
	return string(g.Text)
}

// Production returns GroupP.
func (*Group) Production() Production { return GroupP }
