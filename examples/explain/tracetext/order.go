package tracetext

import (
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/grammar/bnf"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// orderNote says, under the line of choice e, that the parser tries its
// alternatives in another order than section 5's rule of them, and why,
// as -grammar says it (bnf.Readings): newsurl's article | ( "*" | group )
// is section 5's grouppart = "*" | group | article, article first, for
// only an article holds "@". A reader who compares the trace with
// section 5 would otherwise take the order for the RFC's. Said once a
// trace.
func (r *builder) orderNote(e *interp.Event, n *Line) {
	forms := r.flatForms(e.Node)
	for _, rd := range bnf.Readings() {
		if r.ordered[rd.Rule] || !reordered(rd.RFC, forms) {
			continue
		}
		r.ordered[rd.Rule] = true
		why := rd.Text(r.v.Lang)
		if rd.In != "" {
			for _, in := range bnf.ReadingsOf(rd.In) {
				if in.Rule == rd.In && in.In == "" {
					why = in.Text(r.v.Lang)
				}
			}
		}
		r.addLine(n, &Line{Cols: []string{r.v.French(r.v.F("the parser tries these alternatives in another order than section 5's rule, %s: %s",
			"l'analyseur essaie ces alternatives dans un autre ordre que la règle de la section 5, %s : %s", rd.RFC, why))}})
		return
	}
}

// flatForms returns the RFC's forms of the alternatives of choice node
// c, an alternative that is itself a choice, "( "*" | group )", giving
// its own.
func (r *builder) flatForms(c interp.Node) []string {
	var out []string
	for _, a := range alternatives(c) {
		f := r.altForm(c, a)
		if inner, ok := strings.CutPrefix(f, "( "); ok && strings.HasSuffix(inner, " )") && !strings.ContainsAny(inner[:len(inner)-2], "()[]") {
			out = append(out, strings.Split(inner[:len(inner)-2], " | ")...)
			continue
		}
		out = append(out, f)
	}
	return out
}

// reordered reports whether rule, "name = a | b | c" with no group in
// its alternatives, has forms as its alternatives in another order.
func reordered(rule string, forms []string) bool {
	_, body, ok := strings.Cut(rule, " = ")
	if !ok || strings.ContainsAny(body, "()[]") {
		return false
	}
	alts := strings.Split(body, " | ")
	if len(alts) < 2 || len(alts) != len(forms) || slices.Equal(alts, forms) {
		return false
	}
	a, b := slices.Clone(alts), slices.Clone(forms)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
