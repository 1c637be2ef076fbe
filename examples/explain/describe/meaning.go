package describe

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A use is a production used within a scheme's production: what a part
// means depends on both.
type use struct {
	scheme     string // the scheme part's production, e.g. "httpurl"
	production string // the part's own production, e.g. "search"
}

// A sentence is one of explain's sentences in both languages.
type sentence struct{ en, fr string }

// in returns the sentence in v's language.
func (s sentence) in(v speaker) string { return v.S(s.en, s.fr) }

// meanings says what a part means, in the words of RFC 1738 section 3,
// by the production it is used in and its own. The words in angle
// brackets are the section's own (<path>, <searchpart>, ...); the French
// quotes the section in translation.
var meanings = map[use]sentence{
	{ast.FTPURLP.Name, grammar.UserP.Name}: {
		`the user name, used in the FTP "USER" command "after first making the connection to the FTP server" (RFC 1738 section 3.2.1)`,
		`le nom d'utilisateur, envoyé dans la commande FTP USER, « après avoir établi la connexion avec le serveur FTP » (traduit de la RFC 1738, section 3.2.1)`},
	{ast.FTPURLP.Name, grammar.PasswordP.Name}: {
		`the password, used in the FTP "PASS" command (RFC 1738 section 3.2.1)`,
		`le mot de passe, envoyé dans la commande FTP PASS (RFC 1738, section 3.2.1)`},
	{ast.TelnetURLP.Name, grammar.UserP.Name}:     telnetLogin,
	{ast.TelnetURLP.Name, grammar.PasswordP.Name}: telnetLogin,
	{ast.HTTPURLP.Name, ast.HPathP.Name}: {
		`the <path> of RFC 1738 section 3.3: "an HTTP selector"`,
		`le <path>, « un sélecteur HTTP » (traduit de la RFC 1738, section 3.3)`},
	{ast.HTTPURLP.Name, ast.SearchP.Name}: {
		`the <searchpart> of RFC 1738 section 3.3: "a query string"`,
		`le <searchpart>, « une chaîne de requête » (traduit de la RFC 1738, section 3.3)`},
	{ast.GopherURLP.Name, ast.GTypeP.Name}: {
		`the <gophertype> of RFC 1738 section 3.4.1: the Gopher type of the resource`,
		`le <gophertype> de la RFC 1738, section 3.4.1 : le type Gopher de la ressource`},
	{ast.GopherURLP.Name, ast.SelectorP.Name}: {
		`the Gopher selector string (RFC 1738 section 3.4.1), which the client sends to the server "after decoding" (section 3.4.2)`,
		`le sélecteur Gopher (RFC 1738, section 3.4.1), que le client envoie au serveur « après décodage » (traduit de la section 3.4.2)`},
	{ast.GopherURLP.Name, ast.SearchP.Name}: {
		`the search string, which the client sends to a Gopher search engine after the selector and a tab (RFC 1738 section 3.4.2)`,
		`la chaîne de recherche, que le client envoie à un moteur de recherche Gopher après le sélecteur et une tabulation (RFC 1738, section 3.4.2)`},
	{ast.GopherURLP.Name, ast.GopherPlusP.Name}: {
		`the Gopher+ string, the commands the client sends after the search and a tab (RFC 1738 section 3.4.3)`,
		`la chaîne Gopher+, les commandes que le client envoie après la recherche et une tabulation (RFC 1738, section 3.4.3)`},
	{ast.MailtoURLP.Name, ast.Encoded822AddrP.Name}: {
		`the <rfc822-addr-spec> of RFC 1738 section 3.5, encoded: "the Internet mailing address of an individual or service"`,
		`le <rfc822-addr-spec> encodé, « l'adresse électronique Internet d'une personne ou d'un service » (traduit de la RFC 1738, section 3.5)`},
	{ast.NewsURLP.Name, ast.GroupP.Name}: {
		`the <newsgroup-name> of RFC 1738 section 3.6, the name of a forum: "a period-delimited hierarchical name"`,
		`le <newsgroup-name>, le nom d'un groupe de discussion : « un nom hiérarchique dont les niveaux sont séparés par des points » (traduit de la RFC 1738, section 3.6)`},
	{ast.NewsURLP.Name, grammar.HostP.Name}: {
		`the <full_domain_name> of the <message-id>, not a server to fetch the article from: news URLs "are location-independent" (RFC 1738 section 3.6); the note's "stored on the host" says more than RFC 1738 does`,
		`le <full_domain_name> du <message-id>, et non un serveur où aller chercher l'article : les URL news « ne dépendent pas du lieu » (traduit de la RFC 1738, section 3.6) ; le « situé dans l'hôte » de la note en dit plus que la RFC 1738`},
	{ast.NNTPURLP.Name, ast.GroupP.Name}: {
		`the <newsgroup-name> of RFC 1738 section 3.7: "the name of the group"`,
		`le <newsgroup-name>, « le nom du groupe » (traduit de la RFC 1738, section 3.7)`},
	{ast.NNTPURLP.Name, ast.ArticleNumberP.Name}: {
		`the <article-number> of RFC 1738 section 3.7: "the numeric id of the article within that newsgroup"`,
		`le <article-number>, « l'identificateur numérique de l'article dans ce groupe » (traduit de la RFC 1738, section 3.7)`},
	{ast.WAISURLP.Name, ast.DatabaseP.Name}: {
		`the <database> of RFC 1738 section 3.9: "the name of the WAIS database being queried"`,
		`le <database>, « le nom de la base de données WAIS interrogée » (traduit de la RFC 1738, section 3.9)`},
	{ast.WAISURLP.Name, ast.SearchP.Name}: {
		`the <search> of RFC 1738 section 3.9: with it, the URL "designates a particular search"`,
		`le <search> : avec lui, l'URL « désigne une recherche particulière » (traduit de la RFC 1738, section 3.9)`},
	{ast.WAISURLP.Name, ast.WTypeP.Name}: {
		`the <wtype> of RFC 1738 section 3.9: "the WAIS designation of the type of the object"`,
		`le <wtype>, « la désignation WAIS du type de l'objet » (traduit de la RFC 1738, section 3.9)`},
	{ast.WAISURLP.Name, ast.WPathP.Name}: {
		`the <wpath> of RFC 1738 section 3.9: the WAIS document-id, which "should be treated opaquely"`,
		`le <wpath>, l'identificateur de document WAIS, qui « devrait être traité comme opaque » (traduit de la RFC 1738, section 3.9)`},
	{ast.ProsperoURLP.Name, ast.PPathP.Name}: {
		`the <hsoname> of RFC 1738 section 3.11: "the host-specific object name", opaque and interpreted by the Prospero server; no significance may be assumed for a "/" in it`,
		`le <hsoname>, « le nom de l'objet propre à l'hôte » (traduit de la RFC 1738, section 3.11), opaque et interprété par le serveur Prospero ; on ne peut attribuer aucun sens à un « / » qu'il contient`},
	{ast.ProsperoURLP.Name, ast.FieldNameP.Name}: {
		`the <field> of a ";<field>=<value>" pair, which serves "to identify the target of the URL" (RFC 1738 section 3.11)`,
		`le <field> d'une paire « ;<field>=<value> », qui sert « à identifier la cible de l'URL » (traduit de la RFC 1738, section 3.11)`},
	{ast.ProsperoURLP.Name, ast.FieldValueP.Name}: {
		`the <value> of that field (RFC 1738 section 3.11)`,
		`la <value> de ce champ (RFC 1738, section 3.11)`},
}

// telnetLogin is what a telnet URL's user and password mean.
var telnetLogin = sentence{
	`advisory only: "clients accessing a telnet URL merely advise the user of the suggested username and password" (RFC 1738 section 3.8)`,
	`à titre indicatif seulement : « les clients qui accèdent à une URL telnet se contentent d'indiquer à l'utilisateur le nom d'utilisateur et le mot de passe suggérés » (traduit de la RFC 1738, section 3.8)`,
}

// meaning returns what the production named production means within
// scheme, in v's language, and whether the table says.
func meaning(v speaker, scheme, production string) (string, bool) {
	k := use{scheme, production}
	m, ok := meanings[k]
	if !ok || v.memo == nil {
		return m.in(v), ok
	}
	if s, done := v.memo.meanings[k]; done {
		return s, true
	}
	if v.memo.meanings == nil {
		v.memo.meanings = map[use]string{}
	}
	s := m.in(v)
	v.memo.meanings[k] = s
	return s, true
}

// detailsOf says what more there is to know about part p of u, with
// what each line is: how an upper-case scheme is read, whether it is
// the appendix's "URL:" prefix or a Windows drive letter, and which
// production reads the scheme part; the pieces of a part shown whole;
// what the part means; and what the RFC makes of its particular text.
// With structure false, the lines of Kind Structure are left out.
func detailsOf(v speaker, p part, u *ast.URL, structure bool) ([]string, []Kind) {
	var lines []string
	var kinds []Kind
	add := func(k Kind, ls ...string) {
		if k == Structure && !structure {
			return
		}
		for _, l := range ls {
			lines, kinds = append(lines, l), append(kinds, k)
		}
	}
	switch n := p.node.(type) {
	case *ast.Scheme:
		if r := schemeReading(v, n); r != "" {
			add(Particular, r)
		}
		if r := urlPrefixReading(v, n, u); r != "" {
			add(Particular, r)
		}
		if r := driveLetterReading(v, n, u); r != "" {
			add(Particular, r)
		}
		line, k := schemePartLine(v, u)
		add(k, line...)
	case *ast.Host:
		if structure { // a hostname's labels, as many as its bytes
			add(Structure, hostDetails(v, n)...)
		}
	default:
		ls, ks := pieces(v, p.node, *p.scheme, structure)
		lines, kinds = append(lines, ls...), append(kinds, ks...)
	}
	name := grammar.Of(p.node).Name
	if piece, unnamed := unnamedPieces[name]; !unnamed || p.key != piece {
		// (a piece its rule leaves unnamed does not mean what the whole does)
		if m, ok := meaning(v, p.scheme.Name, name); ok {
			add(Meaning, m)
		}
	}
	if s := sharedRule(v, grammar.Of(p.node), *p.scheme); s != "" {
		add(Meaning, s)
	}
	add(Particular, particulars(v, p, u)...)
	return lines, kinds
}

// schemePartLine says which production reads u's scheme part: the
// scheme's own, or the generic syntax of section 3.1 when RFC 1738 gives
// the scheme none; the line on the scheme's own is Structure, what the
// diagram shows, the other a Meaning.
func schemePartLine(v speaker, u *ast.URL) ([]string, Kind) {
	g := grammar.Of(u.Part)
	schemepart := v.S("the schemepart", "la partie qui suit le mode (schemepart)") // not « propre au mode », which the production is
	if k := grammar.OfPart(u); k.Of != nil {
		return []string{sameKindLine(v, u, k, schemepart)}, Meaning
	}
	switch sp := u.Part.(type) {
	case *ast.OpaquePart:
		return nil, Structure // its own part line says it
	case *ast.IPSchemePart:
		return []string{v.F("RFC 1738 gives %s no production of its own: %s follows the common Internet syntax, %s (%s); section 5 derives the URL as url = ... | otherurl, then otherurl = genericurl",
			"la RFC 1738 ne donne pas de production propre au mode %s : %s se lit selon la syntaxe Internet commune, %s (%s) ; la section 5 dérive l'URL par url = ... | otherurl, puis otherurl = genericurl",
			v.S(grammar.Quoted(u.Scheme.Name(), grammar.English), u.Scheme.Name()), schemepart, g.Name, v.cite(g))}, Meaning
	case *ast.WAISPart:
		f := sp.Form().Production()
		return []string{v.F("%s follows the scheme's own production, %s, here in its %s form (%s)",
			"%s se lit selon la production propre au mode, %s, ici sous sa forme %s (%s)",
			schemepart, g.Name, f.Name, v.cite(f)) + derivedBy(v, g.Name)}, Structure
	}
	return []string{v.F("%s follows the scheme's own production, %s (%s)", "%s se lit selon la production propre au mode, %s (%s)",
		schemepart, g.Name, v.cite(g)) + derivedBy(v, g.Name)}, Structure
}

// sameKindLine says that u's scheme part, of a scheme that a later RFC
// defines as one of RFC 1738's under another name, follows that
// scheme's production, k (httpsurl, whose Of is httpurl): this grammar's
// reading of RFC 2818 section 2.4, which says only that https URLs are
// written as http URLs with "https", and whose section 2.3 gives port
// 443.
func sameKindLine(v speaker, u *ast.URL, k ast.Production, schemepart string) string {
	var same ast.SameKind
	for _, s := range ast.SameKindSchemes() {
		if s.Production == k {
			same = s
		}
	}
	return v.F("%s follows %s (%s), as %s (%s); port %d by default (%s)",
		"%s se lit selon %s (%s), comme %s (%s) ; port %d par défaut (%s)",
		schemepart, k.Name, v.cite(k), k.Of.Name, v.cite(*k.Of), same.Port, v.Section(k.RFC, same.PortSection))
}

// pieces lists the children of n, a part shown whole: each run of
// pieces of one production on a line, by its label, with that production,
// and then what the production means within scheme, where the table
// says: the lines, and what each is.
//
// With structure false, the lines of Kind Structure are left out, and
// not made.
func pieces(v speaker, n ast.Node, scheme ast.Production, structure bool) ([]string, []Kind) {
	kids := ast.ChildrenOf(n)
	var lines []string
	var kinds []Kind
	for i := 0; i < len(kids); {
		g := grammar.Of(kids[i])
		j := i
		for j < len(kids) && grammar.Of(kids[j]) == g {
			j++
		}
		if structure {
			lines, kinds = append(lines, piecesLine(v, n, kids[i:j], g)+afterCite(v, sharedRule(v, g, scheme))), append(kinds, Structure)
		}
		if m, ok := meaning(v, scheme.Name, g.Name); ok {
			lines, kinds = append(lines, v.Label(g.Name)+v.S(": ", " : ")+m), append(kinds, Meaning)
		}
		i = j
	}
	return lines, kinds
}

// sharedRule says, beside the citation of g in a URL of scheme, that
// g's rule is one section 5 defines once, under HTTP, for other schemes
// to use: "search (RFC 1738 section 3.3)" beside a gopher URL reads as a
// mistake unless it says so. It is "" for another production, or in an
// http URL.
func sharedRule(v speaker, g, scheme ast.Production) string {
	if g.Name != "search" || g.Section != "3.3" || scheme.Name == "httpurl" || scheme.Name == "" {
		return ""
	}
	return v.S(`search is a rule shared: section 5 defines it once, among HTTP's rules (section 3.3), and gopherurl and waisindex use it`,
		`search est une règle partagée : la section 5 la définit une seule fois, parmi les règles de HTTP (section 3.3), et gopherurl et waisindex l'emploient`)
}

// afterCite is s after a citation on the same line, or "" for no s.
func afterCite(v speaker, s string) string {
	if s == "" {
		return ""
	}
	return v.S("; ", " ; ") + s
}

// piecesLine lists kids, children of n of production g, by their
// labels and texts, then cites g: made at its length, for a path may
// have a piece a byte.
func piecesLine(v speaker, n ast.Node, kids []ast.Node, g ast.Production) string {
	texts := make([]string, len(kids))
	cite := v.cite(g)
	size := len(" (") + len(cite) + len(")") + len(", ")*(len(kids)-1)
	for k, c := range kids {
		texts[k] = textOf(v, c)
		size += len(v.Label(keyOf(c, n))) + len(" ") + len(texts[k])
	}
	var b strings.Builder
	b.Grow(size)
	for k, c := range kids {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(v.Label(keyOf(c, n)))
		b.WriteString(" ")
		b.WriteString(texts[k])
	}
	b.WriteString(" (")
	b.WriteString(cite)
	b.WriteString(")")
	return b.String()
}

// encodedSlash says that an escaped "/" in a path is no separator: its
// segment stays one, though it decodes with a "/" in it. It quotes the
// first segment that holds one, and its escape, as the input writes
// them: "%2f" stays "%2f". why is the RFC's word on it: section 2.2's
// for http, where only that section speaks of it, and section 3.2.2's
// for ftp, which says a "/" in a <cwd> or <name> must be encoded.
func encodedSlash(v speaker, segments []string, why string) string {
	seg, esc := "", ""
	for _, g := range segments {
		if i := strings.Index(strings.ToUpper(g), "%2F"); i >= 0 {
			seg, esc = g, g[i:i+3]
			break
		}
	}
	return v.F(`%s is a "/" inside a segment, not a separator between two: %s is one segment; %s`,
		`%s est un « / » dans un segment, non un séparateur entre deux : %s est un seul segment ; %s`,
		esc, v.Q(seg), why)
}

// httpSlashWhy is encodedSlash's reason in an http path.
func httpSlashWhy(v speaker) string {
	return v.S(`"encoding a character reserved for a particular scheme may change the semantics of a URL" (RFC 1738 section 2.2)`,
		`« encoder un caractère réservé par un mode particulier peut changer la sémantique d'une URL » (traduit de la RFC 1738, section 2.2)`)
}

// ftpSlashWhy is encodedSlash's reason in an ftp path.
func ftpSlashWhy(v speaker) string {
	return v.S(`within a <cwd> or <name>, the characters "/" and ";" "are reserved and must be encoded" (RFC 1738 section 3.2.2): the decoded "/" is part of the <cwd> or <name>`,
		`dans un <cwd> ou un <name>, les caractères « / » et « ; » « sont réservés et doivent être encodés » (traduit de la RFC 1738, section 3.2.2) : le « / » décodé fait partie du <cwd> ou du <name>`)
}

// segmentTexts returns the texts of a path's segments, as the input
// writes them.
func segmentTexts[S interface{ String() string }](segments []S) []string {
	out := make([]string, len(segments))
	for i, g := range segments {
		out[i] = g.String()
	}
	return out
}

// particulars says what RFC 1738 makes of p's particular text, where
// that depends on more than its production: the commands an ftp path
// stands for, an ftp typecode, a file URL's local host, an empty Gopher
// selector, a mail address's halves, a news article's message-id, and
// news:*.
func particulars(v speaker, p part, u *ast.URL) []string {
	switch n := p.node.(type) {
	case *ast.FPath:
		var lines []string
		switch sp := u.Part.(type) {
		case *ast.FTPPart:
			lines = ftpPath(v, sp)
			if strings.Contains(strings.ToUpper(n.String()), "%2F") {
				lines = append(lines, encodedSlash(v, segmentTexts(n.FSegments), ftpSlashWhy(v)))
			}
		case *ast.FilePart:
			lines = []string{v.F("%s of the <path> of RFC 1738 section 3.10", "%s du <path> de la RFC 1738, section 3.10",
				dirsAndName(v, sp.Segments(), "<directory>"))}
			if segs := sp.Segments(); len(segs) > 0 && isDrive(segs[0]) {
				lines = append(lines, driveLetter(v, segs[0]))
			}
		}
		if strings.Contains(n.String(), "?") {
			lines = append(lines, rfc1808QuestionMark(v))
		}
		return lines
	case *ast.HPath:
		var lines []string
		if strings.Contains(n.String(), ";") {
			lines = append(lines, rfc1808Semicolon(v))
		}
		if strings.Contains(strings.ToUpper(n.String()), "%2F") {
			lines = append(lines, encodedSlash(v, segmentTexts(n.Segments), httpSlashWhy(v)))
		}
		return lines
	case *ast.FTPType:
		return []string{ftpType(v, n, p.parent)}
	case *ast.Host:
		if f, ok := u.Part.(*ast.FilePart); ok {
			if f.IsLocal() {
				return []string{v.S(`"localhost": "the machine from which the URL is being interpreted" (RFC 1738 section 3.10)`,
					`« localhost » : « la machine depuis laquelle l'URL est interprétée » (traduit de la RFC 1738, section 3.10)`)}
			}
			return []string{v.S(`the fully qualified domain name of the system on which the <path> is accessible (RFC 1738 section 3.10)`,
				`le nom de domaine complet du système sur lequel le <path> est accessible (RFC 1738, section 3.10)`)}
		}
	case *ast.GopherPath:
		if n.GType == nil {
			return []string{v.S(`empty: "the entire <gopher-path> may also be empty, in which case ... the <gophertype> defaults to "1"" (RFC 1738 section 3.4.1)`,
				`vide : « le <gopher-path> tout entier peut aussi être vide, auquel cas […] le <gophertype> vaut “1” par défaut » (traduit de la RFC 1738, section 3.4.1)`)}
		}
		var lines []string
		if line := gopherTypeLine(v, n.GType); line != "" {
			lines = append(lines, line)
		}
		if doubledGopherType(n) {
			lines = append(lines, v.F(`the selector starts with %s, the gophertype again: "some Gopher <selector> strings begin with a copy of the <gophertype> character, in which case that character will occur twice consecutively" (RFC 1738 section 3.4.1)`,
				`le sélecteur commence par %s, le type gopher une seconde fois : « certaines chaînes <selector> Gopher commencent par une copie du caractère <gophertype>, qui apparaît alors deux fois de suite » (traduit de la RFC 1738, section 3.4.1)`,
				v.Q(string(n.GType.Text))))
		}
		if n.Selector != nil && n.Selector.Text == "" {
			lines = append(lines, v.S(`the selector is empty: "this is how Gopher clients refer to the top-level directory" (RFC 1738 section 3.4.1)`,
				`le sélecteur est vide : « c'est ainsi que les clients Gopher désignent le répertoire de premier niveau » (traduit de la RFC 1738, section 3.4.1)`))
		}
		return lines
	case *ast.Encoded822Addr:
		var lines []string
		if local, domain, err := n.AddrSpec(); err == nil {
			lines = append(lines, v.F("an RFC 822 addr-spec: local-part %s, domain %s", "une addr-spec de la RFC 822 : partie locale (local-part) %s, domaine (domain) %s",
				v.Q(local), v.Q(domain)))
		}
		if line := mailtoList(v, string(n.Text)); line != "" {
			lines = append(lines, line)
		}
		if line := mailtoHeaders(v, string(n.Text)); line != "" {
			lines = append(lines, line)
		}
		return lines
	case *ast.Unique:
		if a, ok := p.parent.(*ast.Article); ok {
			// The whole message-id identifies the article, not its
			// <unique> alone (section 3.6: "A message identifier ... takes
			// the form <unique>@<full_domain_name>"), though the note, and
			// its French label « identificateur », say "XYZ123".
			return []string{v.F(`the <unique> of the article's <message-id> %s, which RFC 1738 section 3.6 writes <unique>@<full_domain_name>; the whole <message-id>, not its <unique> alone, is the "message identifier" that identifies the article (the note calls this part alone its identifier)`,
				"le <unique> du <message-id> %s de l'article, que la RFC 1738, section 3.6, écrit <unique>@<full_domain_name> ; c'est le <message-id> entier, et non son seul <unique>, qui identifie l'article (la note appelle « identificateur » cette seule partie)",
				v.Q(a.MessageID()))}
		}
	case *ast.NewsPart:
		if n.IsAll() {
			// The grammar reads the "*" as a literal of grouppart, which
			// no node of its own stands for: the row of newsurl, which
			// holds it, says where it is and what it is.
			return []string{v.F(`the "*" at [%d,%d) is the grouppart, "all available news groups" (RFC 1738 section 3.6; %s); the rule writes it as a literal, so neither the diagram nor the tree has a part for it alone`,
				`le « * » en [%d,%d) est la partie groupe, « tous les groupes de discussion disponibles » (traduit de la RFC 1738, section 3.6 ; %s) ; la règle l'écrit comme un littéral : ni le diagramme ni l'arbre n'ont de partie pour lui seul`,
				n.Pos(), n.End(), v.Cite(ast.GroupPartP))}
		}
	}
	return nil
}

// mailtoList says, of a mailto address as written whose part before any
// "?" holds a ",", that it is one address for RFC 1738, where RFC 2368,
// later, reads a list (mailto:a@x.org,b@y.org): a reader who knows
// today's mailto URLs would count two. It is "" for an address with no
// ",".
func mailtoList(v speaker, raw string) string {
	to, _, _ := strings.Cut(raw, "?")
	if !strings.Contains(to, ",") {
		return ""
	}
	return v.F(`the "," does not separate two addresses here: RFC 1738's mailto URL holds one address (section 3.5); RFC 2368 later allowed a list of addresses separated by ",", which RFC 1738 does not know`,
		"la « , » ne sépare pas ici deux adresses : l'URL mailto de la RFC 1738 ne contient qu'une adresse (section 3.5) ; la RFC 2368 a plus tard admis une liste d'adresses séparées par « , », que la RFC 1738 ne connaît pas")
}

// mailtoHeaders says, of a mailto address as written that holds a "?",
// that RFC 1738 reads the "?" and what follows as the address, where RFC
// 2368, later, reads headers (mailto:joe@example.org?subject=hi): a
// reader who knows today's mailto URLs would take them for headers.
// It is "" for an address with no "?".
func mailtoHeaders(v speaker, raw string) string {
	_, after, ok := strings.Cut(raw, "?")
	if !ok {
		return ""
	}
	return v.F(`the "?" and what follows it, %s, are part of the address: RFC 1738 gives mailto URLs no headers; RFC 2368 later made what follows "?" headers, which RFC 1738 does not know`,
		"le « ? » et ce qui le suit, %s, font partie de l'adresse : la RFC 1738 ne donne pas d'en-têtes aux URL mailto ; la RFC 2368 a plus tard fait de ce qui suit « ? » des en-têtes, que la RFC 1738 ne connaît pas",
		v.Q(after))
}

// ftpPath says what the path of sp stands for (section 3.2.2).
func ftpPath(v speaker, sp *ast.FTPPart) []string {
	segs := sp.Segments()
	line := v.F("%s of RFC 1738 section 3.2.2", "%s de la RFC 1738, section 3.2.2", dirsAndName(v, segs, "<cwd>"))
	if len(segs) > 1 {
		line += v.S(`: each <cwd> "is to be supplied, sequentially, as the argument to a CWD (change working directory) command"`,
			` : chaque <cwd> « doit être fourni, dans l'ordre, comme argument d'une commande CWD (changement de répertoire de travail) » (traduit de la section 3.2.2)`)
	}
	return []string{line}
}

// isDrive reports whether a decoded path segment is a drive letter, a
// letter and ":" (or "|", as some file URLs write it).
func isDrive(seg string) bool {
	return len(seg) == 2 && (seg[1] == ':' || seg[1] == '|') &&
		('a' <= seg[0] && seg[0] <= 'z' || 'A' <= seg[0] && seg[0] <= 'Z')
}

// driveLetter says what a file path's first segment that is a drive
// letter is, which RFC 1738 does not: a student who reads it as a
// <directory> would not know why it holds a ":".
func driveLetter(v speaker, seg string) string {
	return v.F(`%s is a drive letter, as DOS and Windows name a disk. RFC 1738 section 3.10 says nothing of drive letters: it shows only by an example how a system's file name becomes a <path> (the VMS file DISK$USER:[MY.NOTES]NOTE123456.TXT as disk$user/my/notes/note12345.txt, its disk the first <directory>)`,
		`%s est une lettre de lecteur, comme DOS et Windows nomment un disque. La RFC 1738, section 3.10, ne parle pas de lettres de lecteur : elle montre seulement par un exemple comment le nom d'un fichier devient un <path> (le fichier VMS DISK$USER:[MY.NOTES]NOTE123456.TXT en disk$user/my/notes/note12345.txt, son disque en premier <directory>)`,
		v.qd(seg))
}

// dirsAndName names the decoded segments of a path as the RFC does: each
// but the last a dir (<cwd> in section 3.2.2, <directory> in 3.10), and
// the last the <name>.
func dirsAndName(v speaker, segs []string, dir string) string {
	if len(segs) == 0 {
		return v.S("no path", "aucun chemin")
	}
	dirs := make([]string, len(segs)-1)
	for i, s := range segs[:len(segs)-1] {
		dirs[i] = v.S("", "le ") + segmentNamed(v, dir, s)
	}
	name := v.S("the ", "le ") + segmentNamed(v, "<name>", segs[len(segs)-1])
	if len(dirs) == 0 {
		return name
	}
	return v.S("the ", "") + strings.Join(dirs, ", ") + v.S(" and ", " et ") + name
}

// segmentNamed writes a decoded segment after the RFC's word for it:
// `<name> "a"`, or, for an empty one, "empty <name>", « <name> vide »,
// rather than a quoted nothing.
func segmentNamed(v speaker, word, s string) string {
	if s == "" {
		return v.F("empty %s", "%s vide", word)
	}
	return word + " " + v.qd(s)
}

// ftpType says what typecode t, a child of parent, asks for (section
// 3.2.2). Section 3.2.2 names only the lower-case letters, which section
// 5 allows in upper case too: an upper-case one is read as its lower
// case, and the text says that this is a reading.
func ftpType(v speaker, t *ast.FTPType, parent ast.Node) string {
	c := string(t.Letter())
	typecode, _ := typecodeWords(v, t)
	name := `<name>`
	if f, ok := parent.(*ast.FTPPart); ok {
		name += " " + v.qd(f.Name())
	}
	if c == "d" {
		return v.F(`%s: "perform a NLST (name list) command" with the %s as the argument, "and interpret the results as a file directory listing" (RFC 1738 section 3.2.2)`,
			`%s : « exécuter une commande NLST (liste de noms) » avec le %s comme argument, « et interpréter le résultat comme la liste d'un répertoire de fichiers » (traduit de la RFC 1738, section 3.2.2)`,
			typecode, name)
	}
	return v.F(`%s: "perform a TYPE command" with %s as the argument, and then access the file %s (RFC 1738 section 3.2.2)`,
		`%s : « exécuter une commande TYPE » avec %s comme argument, puis accéder au fichier %s (traduit de la RFC 1738, section 3.2.2)`,
		typecode, v.Q(c), name)
}

// schemeReading says how n, a scheme written with upper case, is read:
// as its lower case, a reading, since section 5's scheme has only
// lowalpha and the prose asks programs to be lenient. It is "" for a
// scheme in lower case.
func schemeReading(v speaker, n *ast.Scheme) string {
	if string(n.Text) == n.Name() {
		return ""
	}
	return v.F(`read as %s, a reading: section 5's scheme rule allows lower case only, but "for resiliency, programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names (e.g., allow "HTTP" as well as "http")" (%s)`,
		"lu %s, une lecture : la règle scheme de la section 5 n'admet que les minuscules, mais « par robustesse, les programmes qui interprètent des URL devraient traiter les majuscules comme équivalentes aux minuscules dans les noms de mode (par exemple, admettre “HTTP” comme “http”) » (traduit de la %s)",
		v.Q(n.Name()), v.Section(grammar.SchemeP.RFC, grammar.SchemeP.Section))
}

// typecodeWords names t as ftpType's line does, "the <typecode>", with,
// for an upper-case letter, how it is read, which is a reading (reading
// true): section 3.2.2 names only the lower-case letters.
func typecodeWords(v speaker, t *ast.FTPType) (words string, reading bool) {
	c := string(t.Letter())
	words = v.S("the <typecode>", "le <typecode>")
	if string(t.Text) == c {
		return words, false
	}
	return words + v.F(", read as %s (a reading: section 5 allows %s, but section 3.2.2 names only \"a\", \"i\" and \"d\", and neither says what %s means)",
		", lu %s (c'est une lecture : la section 5 admet %s, mais la section 3.2.2 ne nomme que « a », « i » et « d », et aucune des deux ne dit ce que %s signifie)",
		v.Q(c), v.Q(string(t.Text)), v.Q(string(t.Text))), true
}

// rfc1808QuestionMark is RFC 1808 section 2.3's note on a "?" that RFC
// 1738's section 5 allows in an ftp or file path segment.
func rfc1808QuestionMark(v speaker) string {
	return v.S(`RFC 1808 section 2.3 notes that RFC 1738 section 5 allows "?" in an ftp or file path segment, which "is not true in practice and is believed to be an error in the RFC": write %3F for a "?" that belongs to a name`,
		`la RFC 1808, section 2.3, remarque que la section 5 de la RFC 1738 admet « ? » dans un segment de chemin ftp ou file, ce qui « n'est pas vrai en pratique et passe pour une erreur de la RFC » (traduit) : écrire « %3F » pour un « ? » qui fait partie d'un nom`)
}

// rfc1808Semicolon is RFC 1808 section 2.3's note on a ";" that RFC
// 1738 allows in an http path segment without saying what it means.
func rfc1808Semicolon(v speaker) string {
	return v.S(`RFC 1808 section 2.3 notes that RFC 1738 allows ";" within an http path segment, "but does not define its semantics; the correct semantics are as defined by this document for <params>": what follows the first ";" of the path is <params> (RFC 1808 section 2.4.5)`,
		`la RFC 1808, section 2.3, remarque que la RFC 1738 admet « ; » dans un segment de chemin http, « sans en définir le sens ; le sens correct est celui que ce document définit pour <params> » (traduit de la RFC 1808) : ce qui suit le premier « ; » du chemin est <params> (RFC 1808, section 2.4.5)`)
}

// doubledGopherType reports whether g's selector starts with its
// gophertype's character, the copy section 3.4.1 speaks of
// (".../00/Weather/...": type "0", selector "0/Weather/...").
func doubledGopherType(g *ast.GopherPath) bool {
	if g.GType == nil || g.Selector == nil {
		return false
	}
	return strings.HasPrefix(string(g.Selector.Text), string(g.GType.Text))
}
