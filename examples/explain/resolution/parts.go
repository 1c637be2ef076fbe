package resolution

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
)

// GenericRLP is RFC 1808's generic-RL, the form of an absolute URL that
// relative references resolve against (section 2), which the grammar
// writes inside absoluteURL and so no node declares.
var GenericRLP = ast.RFC1808("generic-RL", "2.2", `generic-RL = scheme ":" relativeURL`)

// located is a component with its span in the text it was read from.
type located struct {
	name, text string
	pos, end   int
}

// locate returns the components of text that p has, as section 2.4
// parses them (p is ast.SplitParts of text), in section 2.1's order,
// each with its span in text. The spans follow from the components'
// lengths and the delimiters before them, in the order section 2.4
// splits them off: the fragment from the end, then the scheme from the
// start, the net_loc after it, and from the end again the query and the
// params; the path is what is left.
func locate(text string, p ast.Parts) []located {
	var out []located
	at, end := 0, len(text)
	var fragment, query, params *located
	if p.HasFragment {
		fragment = &located{"fragment", p.Fragment, end - len(p.Fragment), end}
		end = fragment.pos - 1
	}
	if p.Scheme != "" {
		out = append(out, located{"scheme", p.Scheme, 0, len(p.Scheme)})
		at = len(p.Scheme) + 1
	}
	if p.HasNetLoc {
		out = append(out, located{"net_loc", p.NetLoc, at + 2, at + 2 + len(p.NetLoc)})
		at += 2 + len(p.NetLoc)
	}
	if p.HasQuery {
		query = &located{"query", p.Query, end - len(p.Query), end}
		end = query.pos - 1
	}
	if p.HasParams {
		params = &located{"params", p.Params, end - len(p.Params), end}
		end = params.pos - 1
	}
	if p.Path != "" {
		out = append(out, located{"path", p.Path, at, end})
	}
	for _, l := range []*located{params, query, fragment} {
		if l != nil {
			out = append(out, *l)
		}
	}
	return out
}

// referenceParts lists ref's components, each with its span and
// production, and says what kind of reference it is and which
// components it lacks.
func referenceParts(v voice.Voice, ref *ast.Reference) ([]Part, []string) {
	text := ref.String()
	p := ref.Parts()
	opaque := ref.Absolute != nil && ref.Absolute.Relative == nil && ref.Absolute.Opaque != nil
	var parts []Part
	has := map[string]bool{}
	for _, l := range locate(text, p) {
		has[l.name] = true
		part := Part{Name: l.name, Tag: v.Tag(l.name), Text: l.text, Pos: l.pos, End: l.end}
		prod := componentProduction(l.name)
		switch {
		case opaque && l.name != "scheme" && l.name != "fragment":
			prod = ast.AbsoluteURLP
		case l.name == "path" && l.text == "/":
			prod = ast.AbsPathP
		case l.name == "path" && strings.HasPrefix(l.text, "/"):
			part = slashApart(v, part)
		}
		part.Production = prod.Name + " (" + v.Cite(prod) + ")"
		if l.text == "" {
			part.Details = append(part.Details, emptyPart(v, l.name))
		}
		parts = append(parts, part)
	}

	var notes []string
	relative := p.Scheme == "" && (p.HasNetLoc || p.Path != "" || p.HasParams || p.HasQuery)
	switch {
	case text == "":
		return parts, []string{v.S("the empty reference: no component at all", "la référence vide : aucun composant")}
	case p.Scheme == "" && !relative:
		return parts, []string{v.S("a fragment alone, with no other component", "un fragment seul, sans autre composant")}
	case relative:
		kind := ast.RelPathP
		if p.HasNetLoc {
			kind = ast.NetPathP
		} else if strings.HasPrefix(p.Path, "/") {
			kind = ast.AbsPathP
		}
		notes = append(notes, v.F("a relative URL, %s: no %s (%s)", "une URL relative, un %s : sans %s (%s)",
			v.An(kind.Name), v.Tag("scheme"), v.Cite(kind)))
	case opaque:
		notes = append(notes, v.F(
			`an absolute URL that is not generic-RL: "//" follows its %s, which only absoluteURL's second alternative allows (%s); section 2.4 still reads its components`,
			"une URL absolue qui n'est pas generic-RL : « // » suit son %s, ce que seule la seconde forme d'absoluteURL permet (%s) ; la section 2.4 en lit tout de même les composants",
			v.Tag("net_loc"), v.Cite(ast.AbsoluteURLP)))
	default:
		notes = append(notes, v.F("an absolute URL, generic-RL: a %s, then a relativeURL (%s)",
			"une URL absolue, generic-RL : un %s, puis une URL relative (%s)", v.Tag("scheme"), v.Cite(GenericRLP)))
	}
	var absent []string
	for _, name := range components[1:] {
		if !has[name] {
			absent = append(absent, v.Tag(name))
		}
	}
	if len(absent) > 0 {
		notes = append(notes, v.S("no ", "sans ")+v.Nor(absent))
	}
	return parts, notes
}

// slashApart returns part, a path that starts with "/", without that
// "/", which is abs_path's (abs_path = "/" rel_path) and cannot start
// a path (fsegment = 1*pchar): its text and span are then those the
// rule cited beside them matches, and a line says where the "/" went.
// The steps of section 4 still write the "/" with the path, as section
// 2.4.6 says is often done.
func slashApart(v voice.Voice, part Part) Part {
	part.Details = append(part.Details, v.F(
		`the "/" before it, at [%d,%d), is abs_path's (abs_path = "/" rel_path), not the path's (fsegment = 1*pchar): it makes the path absolute. The steps below write it with the path, as section 2.4.6 says is often done ("storing the preceding slash along with the path")`,
		"le « / » qui le précède, en [%d,%d), est celui d'abs_path (abs_path = \"/\" rel_path), non celui du chemin (fsegment = 1*pchar) : il rend le chemin absolu. Les étapes ci-dessous l'écrivent avec le chemin, ce qui se fait souvent : « souvent, on le fait simplement en conservant la barre oblique qui précède avec le chemin » (traduit de la section 2.4.6)",
		part.Pos, part.Pos+1))
	part.Text, part.Pos = part.Text[1:], part.Pos+1
	return part
}

// componentProduction is the production that defines a component.
func componentProduction(name string) ast.Production {
	switch name {
	case "scheme":
		return SchemeP
	case "net_loc":
		return ast.NetLocP
	case "path":
		return ast.PathP
	case "params":
		return ast.ParamsP
	case "query":
		return ast.QueryP
	}
	return grammar.FragmentP
}

// emptyPart says what an empty component, written with its delimiter,
// stands for: the same as none, by section 2.4, but for the net_loc.
func emptyPart(v voice.Voice, name string) string {
	switch name {
	case "net_loc":
		return v.F(`an empty %s is still one: section 2.4.3 reads one after any "//"`,
			"un %s vide en est tout de même un : la section 2.4.3 en lit un après tout « // »", v.Tag(name))
	case "params":
		return v.F("empty %s are the same as none (section 2.4.5)", "des %s vides valent leur absence (section 2.4.5)", v.Tag(name))
	case "query":
		return v.F("an empty %s is the same as none (section 2.4.4)", "une %s vide vaut son absence (section 2.4.4)", v.Tag(name))
	}
	return v.F("an empty %s is the same as none (section 2.4.1)", "un %s vide vaut son absence (section 2.4.1)", v.Tag(name))
}

// baseLine lists the base's components, which the steps inherit, and
// those it lacks; or says that there is no base.
func baseLine(v voice.Voice, text string, base *ast.Reference) string {
	if base == nil {
		return v.S("no base URL: the base is the empty string", "pas d'URL de base : la base est la chaîne vide")
	}
	has := map[string]bool{}
	var words []string
	for _, l := range locate(text, base.Parts()) {
		has[l.name] = true
		w := v.Tag(l.name) + " " + v.Q(l.text)
		if l.name == "path" && strings.HasPrefix(l.text, "/") {
			// Section 2.4.6 keeps the slash with the path, though it is
			// no part of it: said, or the steps' "/b/c/" reads as the
			// RFC's path.
			w += v.S(` (with the "/" before it: section 2.4.6 says "the initial slash is not part of the URL path", and "Often this is done by simply storing the preceding slash along with the path")`,
				" (avec le « / » qui le précède : la section 2.4.6 dit que « la barre initiale ne fait pas partie du chemin de l'URL », et que « souvent, on la garde simplement avec le chemin », citation traduite)")
		}
		words = append(words, w)
	}
	s := v.F("the base %s, by RFC 1808 section 2.4: %s", "la base %s, selon la RFC 1808, section 2.4 : %s", v.Q(text), strings.Join(words, ", "))
	var absent []string
	for _, name := range components {
		if !has[name] {
			absent = append(absent, v.Tag(name))
		}
	}
	if len(absent) > 0 {
		s += v.S("; no ", " ; sans ") + v.Nor(absent)
	}
	return s
}

// schemeNote says what section 2.3 says of relative URLs with the base's
// scheme, for the schemes it names as never used with them, or as
// using reserved characters outside the generic-RL syntax; "" for the
// others, which it says can always be parsed by that syntax (file, ftp,
// http, nntp) or does not name.
func schemeNote(v voice.Voice, scheme string) string {
	switch strings.ToLower(scheme) {
	case "mailto", "news", "telnet":
		return v.F(`RFC 1808 section 2.3: %s URLs are "never used with relative URLs"; but "these scheme-specific differences can be ignored by the resolution process", so the steps are the same, and RFC 1738 judges the result`,
			"RFC 1808, section 2.3 (citations traduites) : les URL %s ne sont « jamais utilisées avec des URL relatives » ; mais « ces différences propres aux modes peuvent être ignorées par la résolution » : les étapes sont les mêmes, et la RFC 1738 juge le résultat",
			strings.ToLower(scheme))
	case "gopher":
		return v.S(`RFC 1808 section 2.3: gopher-type information "is almost always included at the beginning of what would be the generic-RL path", and it "prevents relative-path references to documents with differing gopher-types"`,
			"RFC 1808, section 2.3 (citations traduites) : le type gopher « est presque toujours au début de ce qui serait le chemin generic-RL », et il « empêche les références par chemin relatif à des documents d'un autre type gopher »")
	case "prospero", "wais":
		return v.F(`RFC 1808 section 2.3: %s URLs may use reserved characters outside the generic-RL syntax, but relative URLs "can be used with these schemes whenever the applicable base URL follows the generic-RL syntax"`,
			"RFC 1808, section 2.3 (citations traduites) : les URL %s peuvent employer des caractères réservés hors de la syntaxe generic-RL, mais les URL relatives « peuvent être utilisées avec ces modes chaque fois que l'URL de base suit la syntaxe generic-RL »",
			strings.ToLower(scheme))
	}
	return ""
}

// components are the six components of section 2.1, in its order:
//
//	<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>
var components = []string{"scheme", "net_loc", "path", "params", "query", "fragment"}
