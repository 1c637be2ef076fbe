package resolution

import (
	"cmp"
	"errors"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// steps words the steps of section 4 that applied to r, in order: each
// paraphrases its rule and says what it did, what it took from the base
// (parser.Step's Inherited and Values), and, for step 6 and its
// operations, the path before and after. refused is set when step 7
// could not write the result (parser.CodeResolvedNetLoc): r then has
// the steps the parser took (parser.ResolveError.Steps) and no Text.
func steps(v voice.Voice, r *parser.Resolution, refused bool) []Step {
	ref, base := r.Reference.Parts(), r.Base.Parts() // Base is nil, and its Parts empty, without a base
	var out []Step
	path := ""         // the path as step 6 and its operations left it
	written := ""      // the path step 7 writes, as the step before it left it
	reached5 := false  // step 5 applied: the only one that inherits the base's params and query
	skipped5b := false // step 5a skipped to step 7
	for _, s := range r.Steps {
		st := Step{Number: s.Number, Label: v.S("step ", "étape ") + s.Number}
		inherited := s.Value
		switch s.Number {
		case "1":
			st.Text = v.S("the base URL is the empty string (unknown): the reference is read as an absolute URL, and we are done",
				"l'URL de base est la chaîne vide (inconnue) : la référence est lue comme une URL absolue, et c'est terminé")
		case "2a":
			text := r.Reference.String()
			if text == "" {
				st.Text = v.F("the reference is entirely empty: it inherits the entire base URL, %s, and we are done",
					"la référence est entièrement vide : elle hérite de toute l'URL de base, %s, et c'est terminé", v.Q(inherited))
				break
			}
			st.Text = v.F("the reference %s counts as entirely empty: it inherits the entire base URL, %s, and we are done",
				"la référence %s compte comme entièrement vide : elle hérite de toute l'URL de base, %s, et c'est terminé",
				v.Q(text), v.Q(inherited))
			st.Details = emptyReference(v, r, text)
		case "2b":
			st.Text = v.F("the reference starts with a scheme name, %s: it is an absolute URL, and we are done",
				"la référence commence par un nom de mode, %s : c'est une URL absolue, et c'est terminé", v.Q(ref.Scheme))
			if loophole(r) {
				st.Details = append(st.Details, loopholeLine(v))
			}
		case "2c":
			st.Text = v.F("the reference has no %s: it inherits the base's, %s",
				"la référence n'a pas %s : celui de la base est hérité, %s", v.De(v.Tag("scheme")), v.Q(inherited))
		case "3":
			st.Text = step3(v, s, ref, inherited)
			written = ref.Path
		case "4":
			st.Text = v.F(`the reference's %s, %s, starts with "/": it is not relative; skip to step 7`,
				"le %s de la référence, %s, commence par « / » : il n'est pas relatif ; on passe à l'étape 7",
				v.Tag("path"), v.Q(ref.Path))
			if dots := dotSegments(strings.TrimPrefix(ref.Path, "/")); len(dots) > 0 {
				st.Details = append(st.Details, v.F(`so %s: only step 6 removes "." and ".." segments, as section 5.2's "/./g" gives "http://a/./g"`,
					"donc %s : seule l'étape 6 supprime les segments « . » et « .. », comme « /./g » donne « http://a/./g » dans sa section 5.2",
					stays(v, dots, false)))
			}
			written = ref.Path
		case "5":
			st.Text = v.F(`the reference's %s is empty (and not "/"): it inherits the base's, %s`,
				"le %s de la référence est vide (sans « / ») : celui de la base est hérité, %s", v.Tag("path"), v.Q(inherited))
			reached5, written = true, inherited
		case "5a":
			st.Text = step5a(v, s, ref, inherited)
			skipped5b = s.Done
		case "5b":
			st.Text = step5b(v, s, ref, inherited)
		case "6":
			path = s.Path
			st.Text = step6(v, base.Path, ref.Path, inherited, path)
			st.Details = unresolvedDots(v, ref)
			written = path
		case "6a", "6b", "6c", "6d":
			st.Text = v.F("%s: %s becomes %s", "%s : %s devient %s", pathOperation(v, s.Number), v.Q(path), v.Q(s.Path))
			path, written = s.Path, s.Path
		case "7":
			if refused {
				st.Text = v.F(`the components, with those inherited from the base, are to be recombined, with no %s and the path %s: written out, its "//" would read back as the start of a %s`,
					"les composants, avec ceux hérités de la base, sont à réassembler, sans %s et avec le chemin %s : une fois l'URL écrite, le « // » de ce chemin serait relu comme le début d'un %s",
					v.Tag("net_loc"), v.Q(written), v.Tag("net_loc"))
				break
			}
			st.Text = v.F("the components, with those inherited from the base, are recombined: %s",
				"les composants, avec ceux hérités de la base, sont réassemblés : %s", v.Q(r.Text))
			st.Details = step7(v, r, base, written, reached5, skipped5b)
		default: // a step this package does not know: say what the parser says
			st.Text = v.F("inherited from the base: %s %s", "hérité de la base : %s %s", s.Inherited, v.Q(s.Value))
		}
		out = append(out, st)
	}
	if last := lastPathStep(out); last >= 0 {
		if n := abovePath(path); n > 0 {
			out[last].Details = append(out[last].Details, dotDotsLeft(v, n))
		}
	}
	return out
}

// emptyReference says why a reference that is not the empty string is
// "entirely empty" (step 2a): each of its components is an empty params,
// query or fragment, which section 2.4 makes the same as an absent one;
// and that this is the library's reading, with what the other one would
// give.
func emptyReference(v voice.Voice, r *parser.Resolution, text string) []string {
	p := r.Reference.Parts()
	var empties, quotes, delims []string
	plural := false
	if p.HasParams {
		empties = append(empties, v.F("empty %s", "des %s vides", v.Tag("params")))
		quotes = append(quotes, v.S(`"If the semicolon is the last character, or no semicolon is present, then <params> is empty" (section 2.4.5)`,
			"« si le point-virgule est le dernier caractère, ou s'il n'y en a pas, les paramètres sont vides » (traduit de la section 2.4.5)"))
		delims = append(delims, v.Q(";"))
		plural = true
	}
	if p.HasQuery {
		empties = append(empties, v.F("an empty %s", "une %s vide", v.Tag("query")))
		quotes = append(quotes, v.S(`"If the question mark is the last character, or no question mark is present, then the query information is empty" (section 2.4.4)`,
			"« si le point d'interrogation est le dernier caractère, ou s'il n'y en a pas, l'information de requête est vide » (traduit de la section 2.4.4)"))
		delims = append(delims, v.Q("?"))
	}
	if p.HasFragment {
		empties = append(empties, v.F("an empty %s", "un %s vide", v.Tag("fragment")))
		quotes = append(quotes, v.S(`"If the crosshatch is the last character, or no crosshatch is present, then the fragment identifier is empty" (section 2.4.1)`,
			"« si le croisillon est le dernier caractère, ou s'il n'y en a pas, l'identificateur de fragment est vide » (traduit de la section 2.4.1)"))
		delims = append(delims, v.Q("#"))
	}
	plural = plural || len(empties) > 1
	same := v.S("is the same as none", "équivaut à son absence")
	if plural {
		same = v.S("are the same as none", "équivalent à leur absence")
	}
	only := v.And(empties) // "only" in English; "que" and its elision in French
	if v.Lang == grammar.French {
		if strings.HasPrefix(only, "u") {
			only = "qu'" + only
		} else {
			only = "que " + only
		}
	}
	first := v.F("by section 2.4, %s has only %s, which %s: %s; so all its components are empty, and step 2a applies",
		"selon la section 2.4, %s n'a %s, qui %s : %s ; tous ses composants sont donc vides, et l'étape 2a s'applique",
		v.Q(text), only, same, strings.Join(quotes, v.S("; ", " ; ")))
	written := v.F("that the %s written makes the reference not empty", "où le %s écrit rend la référence non vide", delims[0])
	if len(delims) > 1 {
		written = v.F("that the %s written make the reference not empty", "où les %s écrits rendent la référence non vide", v.And(delims))
	}
	var other string
	if b := r.Base; b != nil && b.Absolute != nil && b.Absolute.Opaque != nil {
		other = v.S("would refuse it, as the base is not generic-RL (section 2)", "la refuserait, la base n'étant pas generic-RL (section 2)")
	} else {
		// Steps 2c to 5b inherit every component of the base but its
		// fragment, and step 7 writes no empty one.
		bp := r.Base.Parts()
		bp.Fragment, bp.HasFragment = "", false
		switch o := bp.String(); {
		case o == r.Text:
			other = v.S("would take it through steps 2c to 5b, to the same URL here", "la ferait passer par les étapes 2c à 5b, pour la même URL ici")
		case r.Base.Parts().Fragment != "":
			other = v.F("would take it through steps 2c to 5b and give %s, without the base's fragment",
				"la ferait passer par les étapes 2c à 5b et donnerait %s, sans le fragment de la base", v.Q(o))
		default:
			other = v.F("would take it through steps 2c to 5b and give %s", "la ferait passer par les étapes 2c à 5b et donnerait %s", v.Q(o))
		}
	}
	second := v.F(`this is this library's reading, one of those it documents where section 4 leaves a case open; the other reading, %s, %s`,
		"c'est la lecture de cette bibliothèque, l'une de celles qu'elle documente là où la section 4 laisse un cas ouvert ; l'autre lecture, %s, %s", written, other)
	return []string{first, second}
}

// unresolvedDots says, for step 6, that the "." and ".." segments in
// the reference's params, query or fragment stay: those components are
// not part of its path, and no step of section 4 looks into them.
func unresolvedDots(v voice.Voice, ref ast.Parts) []string {
	var out []string
	for _, c := range []struct {
		name, text, delim, section string
	}{
		{"params", ref.Params, ";", "2.4.5"},
		{"query", ref.Query, "?", "2.4.4"},
		{"fragment", ref.Fragment, "#", "2.4.1"},
	} {
		dots := dotSegments(c.text)
		if len(dots) == 0 {
			continue
		}
		switch c.name {
		case "params":
			out = append(out, v.F(`the reference's %s, %s, are what follows its first %s (section %s), not part of its path: no step of section 4 looks into them, so %s; "Parameters ... do not form a part of the URL path and thus do not affect the resolving of relative paths" (section 4)`,
				"les %s de la référence, %s, sont ce qui suit son premier %s (section %s), hors de son chemin : aucune étape de la section 4 n'en examine le contenu, et %s ; « les paramètres […] ne font pas partie du chemin de l'URL et n'affectent donc pas la résolution des chemins relatifs » (traduit de la section 4)",
				v.Tag(c.name), v.Q(c.text), v.Q(c.delim), c.section, stays(v, dots, true)))
		default:
			out = append(out, v.F(`the reference's %s, %s, is what follows its first %s (section %s), not part of its path: no step of section 4 looks into it, so %s`,
				"%s de la référence, %s, est ce qui suit son premier %s (section %s), hors de son chemin : aucune étape de la section 4 n'en examine le contenu, et %s",
				the(v, c.name), v.Q(c.text), v.Q(c.delim), c.section, stays(v, dots, false)))
		}
	}
	return out
}

// stays says that the dot segments dots of a component stay: "its "."
// stays", "their "." and ".." stay" (plural, for params), in French
// "son « . » reste", "leurs « . » et « .. » restent".
func stays(v voice.Voice, dots []string, plural bool) string {
	quoted := make([]string, len(dots))
	for i, d := range dots {
		quoted[i] = v.Q(d)
	}
	which := v.And(quoted)
	switch {
	case plural && len(dots) > 1:
		return v.F("their %s stay", "leurs %s restent", which)
	case plural:
		return v.F("their %s stays", "leur %s reste", which)
	case len(dots) > 1:
		return v.F("its %s stay", "ses %s restent", which)
	}
	return v.F("its %s stays", "son %s reste", which)
}

// dotSegments returns the complete segments "." and "..", in that order,
// that text has, split at its "/".
func dotSegments(text string) []string {
	var dot, dotdot bool
	for _, seg := range strings.Split(text, "/") {
		dot = dot || seg == "."
		dotdot = dotdot || seg == ".."
	}
	var out []string
	if dot {
		out = append(out, ".")
	}
	if dotdot {
		out = append(out, "..")
	}
	return out
}

// step7 says what step 7 did besides recombining: the "/" it wrote
// after the net_loc, and which of the base's params, query and fragment
// the result did not inherit, and why. written is the path as the steps
// before it left it; reached5 is set when step 5 applied, and skipped5b
// when step 5a skipped to step 7.
func step7(v voice.Voice, r *parser.Resolution, base ast.Parts, written string, reached5, skipped5b bool) []string {
	var out []string
	p := r.Parts
	if p.HasNetLoc && !strings.HasPrefix(written, "/") && strings.HasPrefix(p.Path, "/") {
		// The "/" Parts.String writes after the net_loc: read back
		// without it, what follows would be in the net_loc.
		at := len(p.Scheme) + len("://") + len(p.NetLoc)
		without := ast.SplitParts(r.Text[:at] + r.Text[at+1:])
		out = append(out, v.F(`step 7 writes "/" after the %s, %s, before the path, params or query, as net_path = "//" net_loc [ abs_path ] writes them (section 2.2): without it, %s would read back with the %s %s (section 2.4.3)`,
			"l'étape 7 écrit « / » après l'%s, %s, avant le chemin, les paramètres ou la requête, comme les écrit net_path = \"//\" net_loc [ abs_path ] (section 2.2) : sans lui, %s serait relue avec l'%s %s (section 2.4.3)",
			v.Tag("net_loc"), v.Q(p.NetLoc), v.Q(r.Text[:at]+r.Text[at+1:]), v.Tag("net_loc"), v.Q(without.NetLoc)))
	}
	params, query := base.Params != "", base.Query != ""
	switch {
	case !reached5 && params && query:
		out = append(out, v.F("the base's %s, %s, and its %s, %s, are not inherited: only step 5 inherits them, and this resolution did not reach it",
			"les %s de la base, %s, et sa %s, %s, ne sont pas hérités : seule l'étape 5 en hérite, et cette résolution ne l'a pas atteinte",
			v.Tag("params"), v.Q(base.Params), v.Tag("query"), v.Q(base.Query)))
	case !reached5 && params:
		out = append(out, v.F("the base's %s, %s, are not inherited: only step 5 inherits them, and this resolution did not reach it",
			"les %s de la base, %s, ne sont pas hérités : seule l'étape 5 en hérite, et cette résolution ne l'a pas atteinte",
			v.Tag("params"), v.Q(base.Params)))
	case !reached5 && query, skipped5b && query:
		why := v.S("only step 5 inherits it, and this resolution did not reach it", "seule l'étape 5 en hérite, et cette résolution ne l'a pas atteinte")
		if reached5 {
			why = v.S("step 5a skipped to step 7, past step 5b, which inherits it", "l'étape 5a a renvoyé directement à l'étape 7, sautant l'étape 5b, qui en hérite")
		}
		out = append(out, v.F("the base's %s, %s, is not inherited: %s", "la %s de la base, %s, n'est pas héritée : %s",
			v.Tag("query"), v.Q(base.Query), why))
	}
	if base.Fragment != "" {
		out = append(out, v.F("the base's %s, %s, is not inherited: only an entirely empty reference takes it (step 2a)",
			"le %s de la base, %s, n'est pas hérité : seule une référence entièrement vide le reçoit (étape 2a)",
			v.Tag("fragment"), v.Q(base.Fragment)))
	}
	return out
}

// dotDotsLeft says that n ".." are left at the start of the path, which
// no segment precedes: steps 6c and 6d cannot remove them.
func dotDotsLeft(v voice.Voice, n int) string {
	if n == 1 {
		return v.S(`one ".." is left with no segment before it to remove: RFC 1808 keeps it, as section 5.2's "../../../g" gives "http://a/../g" (RFC 3986 would drop it)`,
			"il reste un « .. » qui n'a devant lui aucun segment à supprimer : la RFC 1808 le garde, comme « ../../../g » donne « http://a/../g » dans sa section 5.2 (la RFC 3986 le supprimerait)")
	}
	return v.F(`%s ".." are left with no segment before them to remove: RFC 1808 keeps them, as section 5.2's "../../../../g" gives "http://a/../../g" (RFC 3986 would drop them)`,
		"il reste %s « .. » qui n'ont devant eux aucun segment à supprimer : la RFC 1808 les garde, comme « ../../../../g » donne « http://a/../../g » dans sa section 5.2 (la RFC 3986 les supprimerait)",
		v.Count(n))
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

// abovePath returns how many ".." a path that step 6 left starts with,
// after its "/" if any: ".." that no segment precedes, which steps 6c
// and 6d cannot remove.
func abovePath(path string) int {
	n := 0
	for _, seg := range strings.Split(strings.TrimPrefix(path, "/"), "/") {
		if seg != ".." {
			break
		}
		n++
	}
	return n
}

// step3 words step 3: a net_loc of the reference's own ends the
// resolution; otherwise the base's, if any, is inherited.
func step3(v voice.Voice, s parser.Step, ref ast.Parts, inherited string) string {
	switch {
	case s.Done:
		return v.F("the reference's %s, %s, is not empty: skip to step 7",
			"l'%s de la référence, %s, n'est pas vide : on passe à l'étape 7", v.Tag("net_loc"), v.Q(ref.NetLoc))
	case s.Inherited != "" && ref.HasNetLoc:
		return v.F("the reference's %s is empty: it inherits the base's, %s",
			"l'%s de la référence est vide : celui de la base est hérité, %s", v.Tag("net_loc"), v.Q(inherited))
	case s.Inherited != "":
		return v.F("the reference has no %s: it inherits the base's, %s",
			"la référence n'a pas d'%s : celui de la base est hérité, %s", v.Tag("net_loc"), v.Q(inherited))
	case ref.HasNetLoc:
		return v.F("the reference's %s is empty, and the base has none: the result has none",
			"l'%s de la référence est vide, et la base n'en a pas : le résultat n'en a pas", v.Tag("net_loc"))
	}
	return v.F("neither the reference nor the base has a %s: none is inherited",
		"ni la référence ni la base n'ont d'%s : aucun n'est hérité", v.Tag("net_loc"))
}

// step5a words step 5a: the reference's params, or the base's.
func step5a(v voice.Voice, s parser.Step, ref ast.Parts, inherited string) string {
	switch {
	case s.Done:
		return v.F("the reference's %s, %s, are not empty: skip to step 7",
			"les %s de la référence, %s, ne sont pas vides : on passe à l'étape 7", v.Tag("params"), v.Q(ref.Params))
	case s.Inherited != "":
		return v.F("the reference has no %s: it inherits the base's, %s",
			"la référence n'a pas de %s : ceux de la base sont hérités, %s", v.Tag("params"), v.Q(inherited))
	}
	return v.F("neither the reference nor the base has %s: none are inherited",
		"ni la référence ni la base n'ont de %s : aucun n'est hérité", v.Tag("params"))
}

// step5b words step 5b: the reference's query, or the base's; either
// way, step 7 follows.
func step5b(v voice.Voice, s parser.Step, ref ast.Parts, inherited string) string {
	switch {
	case ref.Query != "":
		return v.F("the reference's %s, %s, is not empty: skip to step 7",
			"la %s de la référence, %s, n'est pas vide : on passe à l'étape 7", v.Tag("query"), v.Q(ref.Query))
	case s.Inherited != "":
		return v.F("the reference has no %s: it inherits the base's, %s, and we skip to step 7",
			"la référence n'a pas de %s : celle de la base est héritée, %s, et on passe à l'étape 7", v.Tag("query"), v.Q(inherited))
	}
	return v.F("neither the reference nor the base has a %s: none is inherited, and we skip to step 7",
		"ni la référence ni la base n'ont de %s : aucune n'est héritée, et on passe à l'étape 7", v.Tag("query"))
}

// step6 words step 6: the base's path without its last segment, what
// the step inherits, and the reference's path in place of that segment.
func step6(v voice.Voice, basePath, refPath, dir, path string) string {
	switch {
	case basePath == "":
		return v.F(`the base has no %s: the reference's %s, %s, is the new path`,
			"la base n'a pas de %s : le %s de la référence, %s, est le nouveau chemin",
			v.Tag("path"), v.Tag("path"), v.Q(refPath))
	case dir == "":
		return v.F(`the base's %s, %s, has no "/": all of it is its last segment, and the reference's %s, %s, replaces it: %s`,
			"le %s de la base, %s, n'a pas de « / » : il forme à lui seul son dernier segment, et le %s de la référence, %s, le remplace : %s",
			v.Tag("path"), v.Q(basePath), v.Tag("path"), v.Q(refPath), v.Q(path))
	}
	return v.F(`the base's %s without its last segment (what follows its last "/"), %s, is inherited, and the reference's %s, %s, replaces the base's last segment, %s: %s`,
		"le %s de la base sans son dernier segment (ce qui suit son dernier « / »), %s, est hérité, et le %s de la référence, %s, remplace le dernier segment de la base, %s : %s",
		v.Tag("path"), v.Q(dir), v.Tag("path"), v.Q(refPath), v.Q(basePath[len(dir):]), v.Q(path))
}

// pathOperation paraphrases operations a to d of step 6.
func pathOperation(v voice.Voice, number string) string {
	switch number {
	case "6a":
		return v.S(`every "./" where "." is a complete path segment is removed`,
			"chaque « ./ » dont le « . » est un segment complet est supprimé")
	case "6b":
		return v.S(`the path ends with "." as a complete segment: that "." is removed`,
			"le chemin finit par « . », segment complet : ce « . » est supprimé")
	case "6c":
		return v.S(`every "<segment>/../", where <segment> is a complete segment other than "..", is removed, leftmost first, until none is left`,
			"chaque « <segment>/../ », où <segment> est un segment complet autre que « .. », est supprimé, le plus à gauche d'abord, jusqu'à ce qu'il n'en reste aucun")
	}
	return v.S(`the path ends with "<segment>/..", where <segment> is a complete segment other than "..": that whole "<segment>/.." is removed`,
		"le chemin finit par « <segment>/.. », où <segment> est un segment complet autre que « .. » : tout ce « <segment>/.. » est supprimé")
}

// resultLines introduce the resolved URL, saying whether it is an RFC
// 1738 URL, and say what its fragment is, when it has one.
func resultLines(v voice.Voice, r *parser.Resolution) (result, fragment string) {
	url, frag, hasFragment := strings.Cut(r.Text, "#")
	if p, ok := registeredProduction(r.URL); ok {
		return registeredResultLines(v, r, p)
	}
	var pe *parser.Error
	switch {
	case r.URL == nil && errors.As(r.URLError, &pe) && registeredError(pe):
		result = v.F("the result, %s, is not %s:", "le résultat, %s, n'est pas %s :", v.Q(r.Text), registeredWhat(v, r.Parts.Scheme, pe.Scheme))
	case r.URL == nil:
		result = v.F("the result, %s, is not an RFC 1738 URL:", "le résultat, %s, n'est pas une URL de la RFC 1738 :", v.Q(r.Text))
	case hasFragment:
		result = v.F("the result, %s, is the RFC 1738 URL %s and the fragment %s:",
			"le résultat, %s, est l'URL de la RFC 1738 %s et le fragment %s :", v.Q(r.Text), v.Q(url), v.Q(frag))
	default:
		result = v.F("the result, %s, is an RFC 1738 URL:", "le résultat, %s, est une URL de la RFC 1738 :", v.Q(r.Text))
	}
	if hasFragment {
		fragment = v.F(`the fragment %s is not part of the RFC 1738 URL: RFC 1808's URL carries it after "#" (%s)`,
			"le fragment %s ne fait pas partie de l'URL de la RFC 1738 : l'URL de la RFC 1808 le porte après « # » (%s)",
			v.Q(frag), v.Cite(ast.ReferenceP))
	}
	return result, fragment
}

// registeredResultLines are resultLines for a result of a scheme
// registered from outside RFC 1738, p its part's production.
func registeredResultLines(v voice.Voice, r *parser.Resolution, p ast.Production) (result, fragment string) {
	what := registeredURL(v, r.URL, p)
	url, frag, hasFragment := strings.Cut(r.Text, "#")
	if !hasFragment {
		return v.F("the result, %s, is %s:", "le résultat, %s, est %s :", v.Q(r.Text), what), ""
	}
	result = v.F("the result, %s, is %s, %s, and the fragment %s:", "le résultat, %s, est %s, %s, et le fragment %s :",
		v.Q(r.Text), v.Q(url), what, v.Q(frag))
	fragment = v.F(`the fragment %s is not part of the %s URL: RFC 1808's URL carries it after "#" (%s)`,
		"le fragment %s ne fait pas partie de l'URL %s : l'URL de la RFC 1808 le porte après « # » (%s)",
		v.Q(frag), r.URL.Scheme.Name(), v.Cite(ast.ReferenceP))
	return result, fragment
}

// resultNotes say why the result of a valid resolution is not an RFC
// 1738 URL, when the parser's error is a character of one of its
// components that RFC 1808's production for that component allows and
// RFC 1738's production there does not: "/" and "?" in an http query,
// an "@" in the net_loc of an http URL, an escape in its host. Other
// errors get none: the URL ends too early, a validator's finding, or a
// letter or digit where RFC 1738's scheme wants another structure
// ("http:g", 5.2's loophole, has no "//"), which is not a character RFC
// 1738 refuses but a place.
func resultNotes(v voice.Voice, r *parser.Resolution) []string {
	var pe *parser.Error
	if r.URL != nil || !errors.As(r.URLError, &pe) || pe.Code != parser.CodeSyntax || pe.Found == "" || pe.Production.Name == "" {
		return nil
	}
	if c := pe.Found[0]; 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
		return nil
	}
	text := r.Absolute()
	var in *located
	for _, l := range locate(text, ast.SplitParts(text)) {
		if l.pos <= pe.Offset && pe.Offset < l.end {
			in = &l
			break
		}
	}
	if in == nil {
		return nil
	}
	allowed := v.Q(pe.Found)
	if in.name == "query" && pe.Production.Name == "search" {
		// What a query takes and a search does not: reserved's "/" and
		// "?" (the others, ";", ":", "@", "&" and "=", search takes).
		allowed = v.Q("/") + v.S(" and ", " et ") + v.Q("?")
	}
	url := v.S("an RFC 1738 URL", "une URL de la RFC 1738")
	switch {
	case registeredError(pe):
		url = registeredWhat(v, r.Parts.Scheme, pe.Scheme)
	case pe.Scheme.Name != "":
		url = v.F("an RFC 1738 %s URL", "une URL %s de la RFC 1738", strings.ToLower(r.Parts.Scheme))
	}
	allows := v.S("allows", "admet")
	if in.name == "params" {
		allows = v.S("allow", "admettent")
	}
	rfc1808 := componentProduction(in.name)
	// The production may be a registered scheme's own (RFC 2384's
	// popurl), which is no RFC 1738 production.
	rfc := cmp.Or(pe.Production.RFC, "RFC 1738")
	return []string{v.F("RFC 1808's %s %s %s (%s), %s's %s does not (%s): so the result of a valid resolution is not %s",
		"%s de la RFC 1808 %s %s (%s), ce que la production %s de la %s n'admet pas (%s) : le résultat d'une résolution valide n'est donc pas %s",
		the(v, in.name), allows, allowed, rfc1808.Rule, v.S(rfc, pe.Production.Name), v.S(pe.Production.Name, rfc), pe.Production.Rule, url)}
}
