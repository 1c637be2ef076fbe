package resolution

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// steps words the steps of section 4 that applied to r, in order: each
// paraphrases its rule and says what it did, what it took from the base
// (parser.Step's Inherited and Values), and, for step 6 and its
// operations, the path before and after.
func steps(v voice, r *parser.Resolution) []Step {
	ref, base := r.Reference.Parts(), r.Base.Parts() // Base is nil, and its Parts empty, without a base
	var out []Step
	path := "" // the path as step 6 and its operations left it
	for _, s := range r.Steps {
		st := Step{Number: s.Number, Label: v.s("step ", "étape ") + s.Number}
		inherited := s.Value
		switch s.Number {
		case "1":
			st.Text = v.s("the base URL is the empty string (unknown): the reference is read as an absolute URL, and we are done",
				"l'URL de base est la chaîne vide (inconnue) : la référence est lue comme une URL absolue, et c'est terminé")
		case "2a":
			st.Text = v.f("the reference is entirely empty: it inherits the entire base URL, %s, and we are done",
				"la référence est entièrement vide : elle hérite de toute l'URL de base, %s, et c'est terminé", v.q(inherited))
			if r.Reference.String() != "" {
				st.Details = append(st.Details, v.f(
					`%s is empty too: section 2.4 makes an empty %s, %s or %s the same as an absent one`,
					"%s l'est aussi : la section 2.4 fait d'un %s, d'une %s ou de %s vides l'équivalent de leur absence",
					v.q(r.Reference.String()), v.tag("fragment"), v.tag("query"), v.tag("params")))
			}
		case "2b":
			st.Text = v.f("the reference starts with a scheme name, %s: it is an absolute URL, and we are done",
				"la référence commence par un nom de mode, %s : c'est une URL absolue, et c'est terminé", v.q(ref.Scheme))
		case "2c":
			st.Text = v.f("the reference has no %s: it inherits the base's, %s",
				"la référence n'a pas de %s : celui de la base est hérité, %s", v.tag("scheme"), v.q(inherited))
		case "3":
			st.Text = step3(v, s, ref, inherited)
		case "4":
			st.Text = v.f(`the reference's %s, %s, is preceded by "/": it is not relative; skip to step 7`,
				"le %s de la référence, %s, commence par « / » : il n'est pas relatif ; on passe à l'étape 7",
				v.tag("path"), v.q(ref.Path))
		case "5":
			st.Text = v.f(`the reference's %s is empty (and not "/"): it inherits the base's, %s`,
				"le %s de la référence est vide (sans « / ») : celui de la base est hérité, %s", v.tag("path"), v.q(inherited))
		case "5a":
			st.Text = step5a(v, s, ref, inherited)
		case "5b":
			st.Text = step5b(v, s, ref, inherited)
		case "6":
			path = s.Path
			st.Text = step6(v, base.Path, ref.Path, inherited, path)
		case "6a", "6b", "6c", "6d":
			st.Text = v.f("%s: %s becomes %s", "%s : %s devient %s", pathOperation(v, s.Number), v.q(path), v.q(s.Path))
			path = s.Path
		case "7":
			st.Text = v.f("the components, with those inherited from the base, are recombined: %s",
				"les composants, avec ceux hérités de la base, sont réassemblés : %s", v.q(r.Text))
			if base.Fragment != "" {
				st.Details = append(st.Details, v.f("the base's %s, %s, is not inherited: only an entirely empty reference takes it",
					"le %s de la base, %s, n'est pas hérité : seule une référence entièrement vide le reçoit",
					v.tag("fragment"), v.q(base.Fragment)))
			}
		default: // a step this package does not know: say what the parser says
			st.Text = v.f("inherited from the base: %s %s", "hérité de la base : %s %s", s.Inherited, v.q(s.Value))
		}
		out = append(out, st)
	}
	if last := lastPathStep(out); last >= 0 && abovePath(path) {
		out[last].Details = append(out[last].Details, v.f(
			`a ".." is left with no segment before it to remove: RFC 1808 keeps it, as section 5.2's "../../../g" gives "http://a/../g" (RFC 3986 would drop it)`,
			"il reste un « .. » sans segment avant lui à supprimer : la RFC 1808 le garde, comme « ../../../g » donne « http://a/../g » dans sa section 5.2 (la RFC 3986 le supprimerait)"))
	}
	return out
}

// lastPathStep returns the index of the last of step 6 and its
// operations in steps, or -1.
func lastPathStep(steps []Step) int {
	last := -1
	for i, s := range steps {
		if strings.HasPrefix(s.Number, "6") {
			last = i
		}
	}
	return last
}

// abovePath reports whether a path that step 6 left starts with "..",
// after its "/" if any: a ".." that no segment precedes, which steps 6c
// and 6d cannot remove.
func abovePath(path string) bool {
	path = strings.TrimPrefix(path, "/")
	return path == ".." || strings.HasPrefix(path, "../")
}

// step3 words step 3: a net_loc of the reference's own ends the
// resolution; otherwise the base's, if any, is inherited.
func step3(v voice, s parser.Step, ref ast.Parts, inherited string) string {
	switch {
	case s.Done:
		return v.f("the reference's %s, %s, is not empty: skip to step 7",
			"l'%s de la référence, %s, n'est pas vide : on passe à l'étape 7", v.tag("net_loc"), v.q(ref.NetLoc))
	case s.Inherited != "" && ref.HasNetLoc:
		return v.f("the reference's %s is empty: it inherits the base's, %s",
			"l'%s de la référence est vide : celui de la base est hérité, %s", v.tag("net_loc"), v.q(inherited))
	case s.Inherited != "":
		return v.f("the reference has no %s: it inherits the base's, %s",
			"la référence n'a pas d'%s : celui de la base est hérité, %s", v.tag("net_loc"), v.q(inherited))
	case ref.HasNetLoc:
		return v.f("the reference's %s is empty, and the base has none: the result has none",
			"l'%s de la référence est vide, et la base n'en a pas : le résultat n'en a pas", v.tag("net_loc"))
	}
	return v.f("neither the reference nor the base has a %s: none is inherited",
		"ni la référence ni la base n'ont d'%s : aucun n'est hérité", v.tag("net_loc"))
}

// step5a words step 5a: the reference's params, or the base's.
func step5a(v voice, s parser.Step, ref ast.Parts, inherited string) string {
	switch {
	case s.Done:
		return v.f("the reference's %s, %s, are not empty: skip to step 7",
			"les %s de la référence, %s, ne sont pas vides : on passe à l'étape 7", v.tag("params"), v.q(ref.Params))
	case s.Inherited != "":
		return v.f("the reference has no %s: it inherits the base's, %s",
			"la référence n'a pas de %s : ceux de la base sont hérités, %s", v.tag("params"), v.q(inherited))
	}
	return v.f("neither the reference nor the base has %s: none are inherited",
		"ni la référence ni la base n'ont de %s : aucun n'est hérité", v.tag("params"))
}

// step5b words step 5b: the reference's query, or the base's; either
// way, step 7 follows.
func step5b(v voice, s parser.Step, ref ast.Parts, inherited string) string {
	switch {
	case ref.Query != "":
		return v.f("the reference's %s, %s, is not empty: skip to step 7",
			"la %s de la référence, %s, n'est pas vide : on passe à l'étape 7", v.tag("query"), v.q(ref.Query))
	case s.Inherited != "":
		return v.f("the reference has no %s: it inherits the base's, %s, and we skip to step 7",
			"la référence n'a pas de %s : celle de la base est héritée, %s, et on passe à l'étape 7", v.tag("query"), v.q(inherited))
	}
	return v.f("neither the reference nor the base has a %s: none is inherited, and we skip to step 7",
		"ni la référence ni la base n'ont de %s : aucune n'est héritée, et on passe à l'étape 7", v.tag("query"))
}

// step6 words step 6: the base's path without its last segment, what
// the step inherits, with the reference's path in its place.
func step6(v voice, basePath, refPath, dir, path string) string {
	if dir == "" {
		return v.f(`the base's %s, %s, has no "/": all of it is its last segment and is removed, and the reference's %s, %s, is the new path`,
			"le %s de la base, %s, n'a pas de « / » : il est tout entier son dernier segment et disparaît, et le %s de la référence, %s, est le nouveau chemin",
			v.tag("path"), v.q(basePath), v.tag("path"), v.q(refPath))
	}
	return v.f(`the base's %s without its last segment (what follows its last "/") is inherited, %s, and the reference's %s, %s, appended in its place: %s`,
		"le %s de la base, sans son dernier segment (ce qui suit son dernier « / »), est hérité, %s, et le %s de la référence, %s, prend sa place : %s",
		v.tag("path"), v.q(dir), v.tag("path"), v.q(refPath), v.q(path))
}

// pathOperation paraphrases operations a to d of step 6.
func pathOperation(v voice, number string) string {
	switch number {
	case "6a":
		return v.s(`every "./" where "." is a complete path segment is removed`,
			"chaque « ./ » dont le « . » est un segment complet est supprimé")
	case "6b":
		return v.s(`the path ends with "." as a complete segment, which is removed`,
			"le chemin finit par « . », segment complet, qui est supprimé")
	case "6c":
		return v.s(`every "<segment>/../", where <segment> is a complete segment other than "..", is removed, leftmost first, until none is left`,
			"chaque « <segment>/../ », où <segment> est un segment complet autre que « .. », est supprimé, le plus à gauche d'abord, jusqu'à ce qu'il n'en reste aucun")
	}
	return v.s(`the path ends with "<segment>/..", where <segment> is a complete segment other than "..", which is removed`,
		"le chemin finit par « <segment>/.. », où <segment> est un segment complet autre que « .. », qui est supprimé")
}

// resultLines introduce the resolved URL, saying whether it is an RFC
// 1738 URL, and say what its fragment is, when it has one.
func resultLines(v voice, r *parser.Resolution) (result, fragment string) {
	url, frag, hasFragment := strings.Cut(r.Text, "#")
	switch {
	case r.URL == nil:
		result = v.f("the result, %s, is not an RFC 1738 URL:", "le résultat, %s, n'est pas une URL de la RFC 1738 :", v.q(r.Text))
	case hasFragment:
		result = v.f("the result, %s, is the RFC 1738 URL %s and the fragment %s:",
			"le résultat, %s, est l'URL de la RFC 1738 %s et le fragment %s :", v.q(r.Text), v.q(url), v.q(frag))
	default:
		result = v.f("the result, %s, is an RFC 1738 URL:", "le résultat, %s, est une URL de la RFC 1738 :", v.q(r.Text))
	}
	if hasFragment {
		fragment = v.f(`the fragment %s is not part of the RFC 1738 URL: RFC 1808's URL carries it after "#" (%s)`,
			"le fragment %s ne fait pas partie de l'URL de la RFC 1738 : l'URL de la RFC 1808 le porte après « # » (%s)",
			v.q(frag), v.cite(ast.ReferenceP))
	}
	return result, fragment
}
