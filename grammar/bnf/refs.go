package bnf

// Refs returns the names of the rules x refers to, each once, in the
// order they are first written: the rules a diagram links to, and those
// a rule needs beside it to be read whole.
func Refs(x Expr) []string {
	var out []string
	seen := map[string]bool{}
	var walk func(Expr)
	walk = func(x Expr) {
		switch x := x.(type) {
		case Ref:
			if !seen[string(x)] {
				seen[string(x)] = true
				out = append(out, string(x))
			}
		case Seq:
			for _, y := range x {
				walk(y)
			}
		case Alt:
			for _, y := range x {
				walk(y)
			}
		case Opt:
			walk(x.X)
		case Rep:
			walk(x.X)
		}
	}
	walk(x)
	return out
}
