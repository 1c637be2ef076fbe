package printer

// pieceName names the piece of a node that declares the production of
// its parent because the parent's rule gives its piece of it no name of
// its own: the text of an article before the "@" is what section 3.6
// calls <unique>.
func pieceName(production string) (string, bool) {
	switch production {
	case "article":
		return "unique", true
	}
	return "", false
}
