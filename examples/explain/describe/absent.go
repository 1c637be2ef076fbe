package describe

import (
	"regexp"
	"strings"
	"sync"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// absent says, in v's language, which parts of the note's template u,
// explained as ps, leaves out, and why: a part the scheme's production
// has a place for is optional and left out, with what that means (the
// default port, for instance); a part it has no place for cannot be
// written, and one line says so for all of them. The note says it
// first: "In some cases, certain parts may be omitted", « Selon le cas,
// certaines parties peuvent être omises ».
func absent(v speaker, u *ast.URL, ps []part) []string {
	places := placesOf(u)
	have := map[string]bool{}
	for _, p := range ps {
		if p.note {
			have[p.key] = true
		}
	}
	scheme := grammar.OfPart(u).Name
	var noPlace []string
	for _, k := range template {
		if !have[k] && !places[k] {
			noPlace = append(noPlace, k)
		}
	}
	no := func(keys ...string) string { return v.S("no ", "sans ") + listOf(v, keys) }
	var lines []string
	said := false // the line on the parts with no place is written
	for _, k := range template {
		switch {
		case have[k]:
		case !places[k]:
			if !said {
				lines = append(lines, no(noPlace...)+v.S(": ", " : ")+whyNoPlace(v, u, len(noPlace)))
				said = true
			}
		case k == userKey && ast.EmptyUser(u):
			lines = append(lines, v.S(`an empty <user>: "@" with nothing before it after "//", as net/url reads an empty user`,
				`un <utilisateur> vide : « @ » sans rien avant lui après « // », comme net/url lit un utilisateur vide`))
		case k == userKey && !loginSyntax(u):
			lines = append(lines, no(userKeys(places)...))
		case k == userKey:
			lines = append(lines, no(userKey, passwordKey)+v.S(`: no "@" before the host`, ` : pas de « @ » avant l'hôte`)+remark(v, scheme, k))
		case k == passwordKey:
			if have[userKey] && !loginSyntax(u) {
				lines = append(lines, no(k))
			} else if have[userKey] {
				lines = append(lines, no(k)+v.S(`: no ":" after the user`, ` : pas de « : » après le nom d'utilisateur`)+remark(v, scheme, k))
			}
		case k == portKey:
			lines = append(lines, noPort(v, u))
		case k == urlPathKey:
			// The note's words, not RFC 1738's, which says only that the
			// "/" may be left out (section 3.3, of http).
			lines = append(lines, no(k)+v.S(` (nor the "/" before it): NOTE 1 on the general form of a URL, whose labels this table uses, says that then "a default resource is accessed"`,
				` (ni le « / » qui le précède) : la NOTE 1 sur la forme générale d'une adresse URL, dont ce tableau reprend les étiquettes, dit qu'alors « on obtient une ressource implicite »`)+remark(v, scheme, k))
		default:
			lines = append(lines, no(k)+remark(v, scheme, k))
		}
	}
	return lines
}

// placesOf returns the keys of the note's parts that u's scheme part has
// a place for, whether u fills them or not: those of the productions its
// rule names, and of a login and a hostport, which the rules of section
// 3.1 expand into user, password, host and port. The tree adds the login
// or hostport that a rule names only through others (waisurl's forms). A
// scheme part with a host has a place for the url-path, the rest of the
// URL (section 3.1), when its rule names more than the login or
// hostport: a path, or the productions that take the url-path's place
// (gopher's gopher-path, nntp's group, ...).
//
// A scheme author's part is read by its fields instead (ownPlaces).
func placesOf(u *ast.URL) map[string]bool {
	if ownPart(u.Part) {
		places, _ := ownPlaces(u.Part)
		return places
	}
	places := map[string]bool{}
	rest := false // the rule names more than a login or hostport
	var add func(p ast.Production, server bool)
	add = func(p ast.Production, server bool) {
		for _, name := range namesIn(p.Rule) {
			isNote := glossaryNote[name]
			if isNote {
				places[name] = true
			}
			if q, ok := grammar.Server(name); ok && !isNote {
				add(q, true) // login, hostport: the parts of the note's template they hold
			} else if !server && (!isNote || name == urlPathKey) {
				rest = true // what a server holds is no rest (POP's ";AUTH=")
			}
		}
	}
	add(grammar.Of(u.Part), false)
	if u.Login() != nil {
		add(grammar.LoginP, true)
	}
	if u.HostPort() != nil {
		add(grammar.HostPortP, true)
	}
	if _, ok := u.Part.(ast.UserInfoPart); ok {
		places[userKey] = true // a user in a node of its own (ast.UserInfoPart)
	}
	if places[hostKey] && rest {
		places[urlPathKey] = true
	}
	return places
}

// loginSyntax reports whether u's user and password, if it has a place
// for them, are written as section 3.1's login writes them, user ":"
// password "@": RFC 1738's schemes and an author's part with a
// *ast.Login. An author's own user nodes (ast.UserInfoPart) may be
// written otherwise (IMAP's ";AUTH=").
func loginSyntax(u *ast.URL) bool {
	if !ownPart(u.Part) {
		return true
	}
	_, login := ownPlaces(u.Part)
	return login
}

// userKeys returns the keys of the user and of the password, or of the
// user alone when the part has no place for a password.
func userKeys(places map[string]bool) []string {
	if places[passwordKey] {
		return []string{userKey, passwordKey}
	}
	return []string{userKey}
}

var (
	quotedText = regexp.MustCompile(`"[^"]*"`)
	ruleName   = regexp.MustCompile(`[a-z][a-z0-9+_-]*`)
)

// namesIn returns the names of the productions that the right-hand side
// of rule refers to; quoted literals ("http://", "localhost") are not
// names.
//
// The names of each rule are found once and kept (ruleNames): the rules
// are the grammar's, a few dozen, and a table of a URL asks for them
// again each time. The slice is shared, not to be changed.
func namesIn(rule string) []string {
	if names, ok := ruleNames.Load(rule); ok {
		return names.([]string)
	}
	_, rhs, _ := strings.Cut(rule, "=")
	names := ruleName.FindAllString(quotedText.ReplaceAllString(rhs, ""), -1)
	ruleNames.Store(rule, names)
	return names
}

// ruleNames holds namesIn's answers, by rule.
var ruleNames sync.Map

// listOf writes the note's parts keys as a list of its words:
// "<user>/<password>" for that pair, "<a>, <b> or <c>" otherwise
// (« <a>, <b> ni <c> » in French, after « sans »).
func listOf(v speaker, keys []string) string {
	tags := tagsOf(v, keys)
	if len(keys) == 2 && keys[0] == userKey && keys[1] == passwordKey {
		return tags[0] + "/" + tags[1]
	}
	return v.Nor(tags)
}

// tagsOf returns the tags of the note's parts keys.
func tagsOf(v speaker, keys []string) []string {
	tags := make([]string, len(keys))
	for i, k := range keys {
		tags[i] = v.Tag(k)
	}
	return tags
}

// whyNoPlace says why u cannot have the n parts of the template its
// scheme part has no place for.
func whyNoPlace(v speaker, u *ast.URL, n int) string {
	g := grammar.OfPart(u) // httpsurl for https, whose remarks are httpurl's
	r, ok := noPlaceRemarks[grammar.Of(u.Part).Name]
	var why string
	switch {
	case g == grammar.SchemePartP:
		return v.S(`with no "//" after the scheme, the schemepart is not in the common Internet syntax of RFC 1738 section 3.1 but in the scheme's own syntax`,
			`sans « // » après le mode, la partie qui le suit (schemepart) ne se lit pas selon la syntaxe Internet commune de la RFC 1738, section 3.1, mais selon la syntaxe propre au mode`)
	case len(placesOf(u)) == 0:
		why = v.F(`%s does not follow the common Internet syntax of RFC 1738 section 3.1 ("//" and a login): it has none of them`,
			`%s ne suit pas la syntaxe Internet commune de la RFC 1738, section 3.1 (« // » et une identification) : elle ne prévoit aucune de ces parties`, ownProduction(v, g))
		if ok {
			why += v.S("; ", " ; ") + r.in(v)
		}
	default:
		them := v.S("them", "ces parties")
		if n == 1 {
			them = v.S("it", "cette partie")
		}
		why = v.F("%s has no place for %s", "%s ne prévoit pas %s", ownProduction(v, g), them)
		if ok {
			why += v.S(": ", " : ") + r.in(v)
		}
	}
	if !ok && g.Of == nil { // noPlaceIn cites the section it names
		why += " (" + v.Section(g.RFC, g.Section) + ")"
	}
	return why
}

// ownProduction names g, the production of u's scheme, as the subject
// of a sentence on what it has no place for: "httpurl, the scheme's own
// production,"; or, for a production that is this grammar's reading of
// a later RFC that writes no rule (httpsurl), the production of RFC 1738
// it is read by, as the short line names it (noPlaceIn): "httpurl of RFC
// 1738 section 3.3, by which httpsurl is read,". RFC 2818 writes no
// httpsurl to be the scheme's own.
func ownProduction(v speaker, g ast.Production) string {
	if g.Of != nil {
		return noPlaceIn(v, g)
	}
	return v.F("%s, the scheme's own production,", "%s, la production propre au mode,", g.Name)
}

// noPlaceRemarks are what section 3 says of the parts of the template
// that a scheme's production has no place for, by the production.
var noPlaceRemarks = map[string]sentence{
	ast.HTTPURLP.Name: {`"No user name or password is allowed" (RFC 1738 section 3.3)`,
		`« aucun nom d'utilisateur ni mot de passe n'est admis » (traduit de la RFC 1738, section 3.3)`},
	ast.ProsperoURLP.Name: {`"No username or password is allowed" (RFC 1738 section 3.11)`,
		`« aucun nom d'utilisateur ni mot de passe n'est admis » (traduit de la RFC 1738, section 3.11)`},
	ast.TelnetURLP.Name: {`a telnet URL "does not designate a data object, but rather an interactive service" (RFC 1738 section 3.8)`,
		`une URL telnet « ne désigne pas un objet de données, mais un service interactif » (traduit de la RFC 1738, section 3.8)`},
	ast.NewsURLP.Name: {`news URLs "are location-independent" (RFC 1738 section 3.6)`,
		`les URL news « ne dépendent pas du lieu » (traduit de la RFC 1738, section 3.6)`},
	ast.MailtoURLP.Name: {`"No additional information other than an Internet mailing address is present or implied" (RFC 1738 section 3.5)`,
		`« aucune autre information qu'une adresse électronique Internet n'est présente ni sous-entendue » (traduit de la RFC 1738, section 3.5)`},
	ast.FileURLP.Name: {`the file scheme "does not specify an Internet protocol or access method" (RFC 1738 section 3.10)`,
		`le mode file « ne précise ni protocole Internet ni méthode d'accès » (traduit de la RFC 1738, section 3.10)`},
}

// omittedRemarks are what section 3 says it means to leave out a part
// of the template, where that is more than the note says, by the
// scheme's production and the part's key.
var omittedRemarks = map[use]sentence{
	{ast.FTPURLP.Name, userKey}: {
		`; if the FTP server asks for them, "the conventions for "anonymous" FTP are to be used": the user name "anonymous", and as password the end user's e-mail address (RFC 1738 section 3.2.1)`,
		` ; si le serveur FTP les demande, « les conventions du FTP “anonyme” s'appliquent » : le nom d'utilisateur « anonymous » et, pour mot de passe, l'adresse électronique de l'utilisateur final (traduit de la RFC 1738, section 3.2.1)`},
	{ast.FTPURLP.Name, passwordKey}: {
		`; if the server asks for one, "the program interpreting the FTP URL should request one from the user" (RFC 1738 section 3.2.1)`,
		` ; si le serveur en demande un, « le programme qui interprète l'URL FTP devrait le demander à l'utilisateur » (traduit de la RFC 1738, section 3.2.1)`},
	{ast.GopherURLP.Name, urlPathKey}: {
		`; for gopher, "the entire <gopher-path> may also be empty, in which case the delimiting "/" is also optional and the <gophertype> defaults to "1"" (RFC 1738 section 3.4.1)`,
		` ; pour gopher, « le <gopher-path> tout entier peut aussi être vide, auquel cas le “/” qui le délimite est lui aussi facultatif et le <gophertype> vaut “1” par défaut » (traduit de la RFC 1738, section 3.4.1)`},
	{ast.HTTPURLP.Name, urlPathKey}: {
		`; for http, RFC 1738 says only: "If neither <path> nor <searchpart> is present, the "/" may also be omitted" (RFC 1738 section 3.3)`,
		` ; pour http, la RFC 1738 dit seulement : « Si ni le <path> ni le <searchpart> ne sont présents, le “/” peut aussi être omis » (traduit de la RFC 1738, section 3.3)`},
	{ast.FileURLP.Name, hostKey}: {
		": the host is empty, which is \"interpreted as `the machine from which the URL is being interpreted'\" (RFC 1738 section 3.10); as the note says, the host \"is omitted for local Internet resources\"",
		` : l'hôte est vide, ce qui « s'interprète comme “la machine depuis laquelle l'URL est interprétée” » (traduit de la RFC 1738, section 3.10) ; comme le dit la note, l'hôte « est omis pour des ressources Internet locales »`},
}

// remark is what omittedRemarks says of leaving out the part k in a URL
// whose scheme part is read by scheme, or "".
func remark(v speaker, scheme, k string) string {
	if r, ok := omittedRemarks[use{scheme, k}]; ok {
		return r.in(v)
	}
	for _, same := range ast.SameKindSchemes() {
		// httpsurl is read as httpurl: what section 3.3 says holds.
		if same.Production.Name == scheme && same.Production.Of != nil {
			if r, ok := omittedRemarks[use{same.Production.Of.Name, k}]; ok {
				return r.in(v)
			}
		}
	}
	return ""
}

// noPort says what port u, which gives none, uses: in the note's words,
// the port "has a default which depends on the protocol", « a une valeur
// implicite qui dépend du protocole ».
func noPort(v speaker, u *ast.URL) string {
	s := u.Scheme.Name()
	no := v.S("no ", "sans ") + v.Tag(portKey)
	if p, ok := u.DefaultPort(); ok {
		return no + v.F(": the default for %s is %d", " : la valeur implicite pour %s est %d", s, p)
	}
	return no + v.F(": RFC 1738 gives %s no default port", " : la RFC 1738 ne donne pas de valeur implicite au port pour %s", v.S(grammar.Quoted(s, grammar.English), s))
}

// brief says in one line what absent says: the parts of the note's
// template u, explained as ps, leaves out, each with what that means in
// a few words, or "" when it leaves out none: "no <port> (80 by
// default) or <url-path> (by NOTE 1, a default resource); <user>/<password>:
// httpurl has no place for them".
func brief(v speaker, u *ast.URL, ps []part) string {
	places := placesOf(u)
	have := map[string]bool{}
	for _, p := range ps {
		if p.note {
			have[p.key] = true
		}
	}
	g := grammar.OfPart(u)
	scheme := g.Name
	var noPlace []string
	for _, k := range template {
		if !have[k] && !places[k] {
			noPlace = append(noPlace, k)
		}
	}
	var items []string
	item := func(s, why string) {
		if why != "" {
			s += " (" + why + ")"
		}
		items = append(items, s)
	}
	said := false    // the parts with no place are listed
	noPlaceWhy := "" // why the scheme part has no place for noPlace
	noPlaceAt := 0   // where noPlace goes among items, in the template's order
	for _, k := range template {
		switch {
		case have[k]:
		case !places[k]:
			if said {
				continue
			}
			said = true
			var why string
			switch {
			case g == grammar.SchemePartP:
				why = v.S(`no "//": not the common Internet syntax`, `sans « // », hors de la syntaxe Internet commune`)
			case len(noPlace) == 1:
				// French names the part: « n'en prévoit pas » after
				// « sans <utilisateur>/<motdepasse>, et sans <chemin URL> »
				// reads as if telneturl had no place for a user either.
				in := noPlaceIn(v, g)
				why = v.S(in+" has no place for one", in+" ne prévoit pas "+v.De(v.Tag(noPlace[0])))
			default:
				why = v.F("%s has no place for them", "%s ne les prévoit pas", noPlaceIn(v, g))
			}
			noPlaceWhy, noPlaceAt = why, len(items)
		case k == userKey:
			why := ""
			if scheme == ast.FTPURLP.Name {
				why = v.S("anonymous FTP", "FTP anonyme")
			}
			item(listOf(v, userKeys(places)), why)
		case k == passwordKey:
			if have[userKey] {
				why := ""
				if scheme == ast.FTPURLP.Name {
					why = v.S("asked of the user if needed", "demandé à l'utilisateur au besoin")
				}
				item(v.Tag(k), why)
			}
		case k == portKey:
			if p, ok := u.DefaultPort(); ok {
				item(v.Tag(k), v.F("%d by default", "implicite : %d", p))
			} else {
				item(v.Tag(k), v.S("no default", "pas de port implicite"))
			}
		case k == urlPathKey:
			// The note's short name, which the line fits: -v's line says
			// it is the one the labels come from.
			why := v.S("by NOTE 1, a default resource", "selon la NOTE 1, une ressource implicite")
			if scheme == ast.GopherURLP.Name {
				why = v.S(`gophertype "1" by default`, `gophertype « 1 » par défaut`)
			}
			item(v.Tag(k), why)
		case k == hostKey && scheme == ast.FileURLP.Name:
			item(v.Tag(k), v.S("the local machine", "la machine locale"))
		default:
			item(v.Tag(k), "")
		}
	}
	nested := len(noPlace) > 2 || len(noPlace) == 2 && noPlace[0] != userKey // a list of its own
	switch {
	case !said && len(items) == 0:
		return ""
	case !said:
		return v.S("no ", "sans ") + v.Nor(items)
	case len(items) == 0:
		return v.S("no ", "sans ") + listOf(v, noPlace) + " (" + noPlaceWhy + ")"
	case !nested && noPlaceAt == len(items):
		// Last, a clause of its own, so that its reason is not read as
		// the others' too: telneturl has a place for a user, not for a
		// url-path.
		return v.S("no ", "sans ") + v.Nor(items) + v.S(", and no ", ", et sans ") + listOf(v, noPlace) + " (" + noPlaceWhy + ")"
	case !nested:
		all := append(append(items[:noPlaceAt:noPlaceAt], listOf(v, noPlace)+" ("+noPlaceWhy+")"), items[noPlaceAt:]...)
		return v.S("no ", "sans ") + v.Nor(all)
	}
	// Several parts the scheme part has no place for are a list of their
	// own, after the others, not one more item of theirs: "no <host> (the
	// local machine); <user>, <password> and <port>: fileurl has no place
	// for them", with no list within a list (« sans A ni B (…) ni C »).
	return v.S("no ", "sans ") + v.Nor(items) + v.S("; ", " ; ") + andList(v, noPlace) + v.S(": ", " : ") + noPlaceWhy
}

// andList writes the note's parts keys as a list of its words, as
// listOf does, its last two joined by "and", « et ».
func andList(v speaker, keys []string) string {
	if len(keys) == 2 && keys[0] == userKey && keys[1] == passwordKey {
		return listOf(v, keys)
	}
	return v.And(tagsOf(v, keys))
}

// noPlaceIn names the production that has no place for a part: g, or,
// for a scheme of the same kind as one of RFC 1738's (httpsurl), the
// production of RFC 1738 it is read by, which says so, where the later
// RFC writes no rule: "httpurl of RFC 1738 section 3.3, by which
// httpsurl is read,", with the comma that closes the clause.
func noPlaceIn(v speaker, g ast.Production) string {
	if g.Of == nil {
		return g.Name
	}
	return v.F("%s of %s, by which %s is read,", "la production %s de la %s, selon laquelle se lit %s,",
		g.Of.Name, v.Section(g.Of.RFC, g.Of.Section), g.Name)
}
