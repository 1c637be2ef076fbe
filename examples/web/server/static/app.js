// The live page: each keystroke sends the URL box's text to the parser,
// which runs in a web worker (worker.js) so that typing never waits for
// it; the page shows the latest answer. When the base box has a URL, the
// URL box's text is a reference that the parser resolves against it by
// RFC 1808, and the page shows how, step by step, then the resolved URL.
"use strict";

// slashWhy says, in English and in French, why an http URL's "/" after
// the host may be left out, quoting RFC 1738 section 3.3, for the
// exercise's verdicts.
const slashWhy = "which RFC 1738 section 3.3 lets an http URL with neither path nor search leave out: \"If neither <path> nor <searchpart> is present, the \"/\" may also be omitted.\"";
const slashWhyFr = "que la section 3.3 de la RFC 1738 permet d'omettre dans une URL http sans chemin ni recherche (citation traduite : « Si ni le <path> ni le <searchpart> ne sont présents, le “/” peut aussi être omis »).";

const words = {
  en: {
    title: "How a URL is built: RFC 1738, live",
    language: "Language",
    intro: "Type a URL: each part is named under its span, in the words of the general form",
    intro2: "and of the RFC's grammar.",
    // Said only where the page's parser reads schemes by other RFCs
    // (its server's /schemes.json): explain reads RFC 1738's alone,
    // unless told otherwise.
    introRegistered: (list) => `This page also reads ${list}, rules of other RFCs than RFC 1738; the command-line tool explain reads these schemes so only with its option -scheme.`,
    introScheme: (names, reg) => `${names} by ${reg.production}${reg.rfc ? ` (${reg.rfc} section ${reg.section})` : ""}`,
    and: "and",
    template: "<scheme>://<user>:<password>@<host>:<port>/<url-path>",
    url: "URL",
    clear: "Clear",
    examples: "Examples:",
    loading: "Loading the parser…",
    error: "Error",
    diagram: "Labelled diagram",
    tree: "Syntax tree",
    treeNote: "The part of the input that parsed:",
    json: "For programs: the tree in JSON, with JSON's escapes and key names",
    grammar: "The RFC's rules for this URL: railroad diagrams",
    grammarNote: "Each name below names a part of the URL above: a rule of the grammar, RFC 1738's (section 5) or a registered scheme's own RFC's; or gopher-path, a name of RFC 1738's prose (section 3.4.1) that section 5 writes no rule for. Point at a name to read its rule; click it to see its railroad diagram in the frame below. Follow the rails from left to right: every path through a diagram spells out a text that the rule accepts.",
    // With a base, the names are the resolved URL's, and the reference's
    // RFC 1808 rules are a section of the railroad page.
    grammarNoteResolved: "With a base, the URL typed is a reference, read by the rules of RFC 1808 (URL, relativeURL, rel_path…) that the resolution above labels; the first name below leads to their railroad diagrams. Each other name names a part of the resolved URL: a rule of the grammar, RFC 1738's (section 5) or a registered scheme's own RFC's; or gopher-path, a name of RFC 1738's prose (section 3.4.1) that section 5 writes no rule for. Point at a name to read its rule; click it to see its railroad diagram in the frame below. Follow the rails from left to right: every path through a diagram spells out a text that the rule accepts.",
    railroadTitle: "Railroad diagrams of RFC 1738's grammar",
    railroadMissing: (id) => `The railroad diagrams have no rule “${id}”: their server draws another parser's grammar than this page's. Start it with the options of the page's parser: server.Main(wasm, opts...).`,
    openRailroad: "Open the railroad diagrams on their own page",
    railroadBoth: "The frame shows the railroad diagrams in English; the same diagrams in French, at the same rule, are one click away:",
    railroadFrench: "the French railroad page",
    footer: "Everything on this page happens in your browser: the URL you type is read here, on your computer, and nothing is sent over the network or fetched from it.",
    spanNote: "[a,b): the bytes at offsets a up to but not including b, counted from 0.",
    hoverNote: "Point at a part, in the diagram, the table or the tree: the same part lights up in all three, in the URL, and in the railroad diagrams below.",
    table: "The parts, one by one",
    colPart: "Part",
    colText: "Text",
    colDecoded: "Decoded",
    colProduction: "Production",
    colMeaning: "Meaning",
    absent: "What the URL leaves out",
    empty: "Type a URL in the box above.",
    canonical: "Canonical form",
    canonicalNote: "The same URL in its canonical spelling: the scheme in lower case (RFC 1738 section 2.1: \"programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names\"); the host in lower case, as the DNS compares names (RFC 4343), on which RFC 1738 says nothing; the scheme's default port dropped; escapes of unreserved characters decoded (RFC 1738 section 5: unreserved = alpha | digit | safe | extra, the letters, digits and \"$-_.+!*'(),\"; section 2.2 says that \"usually a URL has the same interpretation when an octet is represented by a character and when it encoded\", which makes this a reading: a server may still read \"+\" and \"%2B\" apart, as HTML forms do in a search), but for an escaped \".\" that would make a \".\" or \"..\" segment, which RFC 1808 resolution would remove; the other escapes' hex digits in capitals (section 2.2 writes them from \"0123456789ABCDEF\" and allows \"abcdef\" too); a \"?\" in a user or password written %3F, since later parsers end the host at a \"?\". And where a scheme says that two spellings mean the same: a file URL's host \"localhost\" written as the empty host, since both are interpreted as \"the machine from which the URL is being interpreted\" (section 3.10); a telnet URL's final \"/\", which \"may be omitted\" (section 3.8), always written; in a mailto address, which reserves no character (section 3.5), the escapes of reserved characters decoded too, but for \"/\", \";\" and \"?\", which RFC 1808 resolution reads as delimiters. And, by a reading, an ftp type code's letter in lower case: section 5's rule ftptype = \"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\" lists both cases, section 3.2.2 names only \"a\", \"i\" and \"d\", and neither says that \"A\" and \"a\" mean the same.",
    canonicalSame: "The URL is already in canonical form.",
    canonicalDiffers: "Another spelling of the URL, which the rules above take for the same one; some of those rules are readings.",
    neturl: "What RFC 3986, the later URI standard, reads",
    colField: "Field",
    neturlPath: "Each path is shown as written, its escapes kept: RFC 3986 splits a URI into its components first, and decodes their escapes only after that, when the URI is dereferenced (section 2.4). RFC 1738's column shows its url-path, which starts after the \"/\" that follows the host: that \"/\" \"is NOT part of the url-path\" (RFC 1738 section 3.1). RFC 3986's path starts with it, so a path is marked ≠ only where the two differ after it. The query is RFC 1738's search where \"?\" starts it, in http and wais URLs; a gopher search starts after %09 instead.",
    neturlIntro: "RFC 3986 (2005), the URI standard after RFC 1738, updates RFC 1738 and obsoletes RFC 1808. Its column is what one parser by RFC 3986 reads (the URL library of the Go language), which in places goes beyond the RFC, as said below the table. Each field as each reads it:",
    neturlIntroResolved: "RFC 3986 (2005), the URI standard after RFC 1738, updates RFC 1738 and obsoletes RFC 1808. Its column is what one parser by RFC 3986 reads (the URL library of the Go language), which in places goes beyond the RFC, as said below the table. The resolved URL, its fragment set aside, as each reads it:",
    neturlAgree: "= Both read the same parts.",
    neturlBothRefuse: (err) => `Neither reads this text as a URL; for the RFC 3986 parser, ${err}.`,
    neturlOnlyNetURL: "≠ The RFC 3986 parser accepts this text, which is not a URL of RFC 1738:",
    neturlOnlyRFC1738: (err, reg) => reg
      ? `≠ The RFC 3986 parser refuses this URL of ${reg.production}${reg.rfc ? ` (${reg.rfc} section ${reg.section})` : ""}: ${err}.`
      : `≠ The RFC 3986 parser refuses this URL of RFC 1738: ${err}.`,
    neturlDiffer: "≠ The two read it differently (the rows marked ≠):",
    neturlUnexplained: "A difference here has no reason on record.",
    neturlFirstOnly: "RFC 1738's reading stops at its first error: the reasons above are those of that error, and the text after it may hold more that the two read apart.",
    neturlResolved: (url, same) => same ? `= By RFC 3986 (section 5), the reference resolves to the same URL, “${url}”.`
      : `≠ By RFC 3986 (section 5), the reference resolves to “${url}”, not to the URL of RFC 1808.`,
    // RFC 1808 gave no URL; the parser may take text RFC 3986 refuses.
    neturlResolvedAlone: (url, outside) => outside
      ? `≠ RFC 1808 reads no URL here, but the RFC 3986 parser resolves the text to “${url}”, though RFC 3986 does not allow ${outside} there (section 2): that parser goes beyond RFC 3986 here.`
      : `≠ RFC 1808 reads no URL here; by RFC 3986 (section 5), the reference resolves to “${url}”.`,
    neturlNoResolution: "The RFC 3986 parser cannot read the base or the reference.",
    none: "—",
    valid: (scheme) => `✓ A URL of RFC 1738, scheme “${scheme}”.`,
    statusReadings: (n) => n > 1 ? "It is one only by readings of the RFC, in the words of the table of parts:" :
      "It is one only by a reading of the RFC, in the words of the table of parts:",
    validRegistered: (scheme, reg) => `✓ A URL of scheme “${scheme}”, by its production ${reg.production}${reg.rfc ? ` (${reg.rfc} section ${reg.section})` : ""}.`,
    invalid: (offset) => `✗ Not a URL of RFC 1738: error at offset ${offset}.`,
    failed: "The parser could not be loaded: ",
    schemeGrammar: (scheme) => `the grammar of “${scheme}”`,
    genericGrammar: "the generic grammar",
    referenceGrammar: "the reference's grammar: relative URLs (RFC 1808)",
    base: "Base",
    scrollCue: "Wider than its panel: scroll it sideways to see the rest →",
    basePlaceholder: "optional base URL (RFC 1808)",
    basePlaceholderBoth: "base URL / URL de base",
    relativeExamples: "Relative URLs, against the base of RFC 1808's examples, “http://a/b/c/d;p?q#f” (section 5):",
    resolution: "Resolution against the base (RFC 1808)",
    referenceNote: "The URL typed, a reference, by the productions of RFC 1808:",
    stepsNote: "The steps of RFC 1808 section 4 that applied:",
    diagramNote: "The resolved URL, by RFC 1738:",
    noResult: "No URL was resolved: the error is above.",
    resolvedValid: (url, scheme) => `✓ Resolved by RFC 1808 to “${url}”, a URL of RFC 1738, scheme “${scheme}”.`,
    resolvedValidFragment: (url, scheme) => `✓ Resolved by RFC 1808 to “${url}”: a URL of RFC 1738, scheme “${scheme}”, before its “#”, and a fragment, which is not part of the URL (RFC 1808 section 2.4.1).`,
    resolvedRegistered: (url, scheme, reg) => `✓ Resolved by RFC 1808 to “${url}”, a URL of scheme “${scheme}”, by its production ${reg.production}${reg.rfc ? ` (${reg.rfc} section ${reg.section})` : ""}.`,
    resolvedInvalid: (url, offset) => `✗ Resolved by RFC 1808 to “${url}”, which is not a URL of RFC 1738: error at offset ${offset}.`,
    referenceInvalid: (offset) => `✗ Not a reference of RFC 1808: error at offset ${offset} of the URL.`,
    baseInvalid: (offset) => `✗ This base cannot resolve the reference (RFC 1808): error at offset ${offset} of the base.`,
    refused: "✗ RFC 1808 cannot write the resolved URL.",
    errorIn: { reference: "In the URL typed, a reference:", base: "In the base:", result: "In the resolved URL:" },
    trace: "How the parser reads it: the trace",
    traceNote: "Each production the grammar's interpreter entered, with the text it matched, the alternative taken at each choice and each lookahead's decision. Steps that failed are marked ✗ and closed: click one to see how far it read and why it failed.",
    traceMode: "Steps shown:",
    traceSummary: "the derivation",
    traceFull: "every step tried",
    traceToError: "the error and its notes are in the Error panel above",
    note: "note:",
    baseTitle: "optional: a base URL, against which the URL above is resolved as a relative URL (RFC 1808)",
    exercise: "Exercise: fix this URL",
    exerciseNote: "The page proposes a text that is not a URL, with a mistake often made. Edit it in the URL box until the page says it is a URL: the page then shows what the automatic repair makes of the same text, and whether your answer means the same. The repair takes only some of the notes' advice: it escapes a character, or removes the “<URL:” and “>” around a URL, where that keeps what the text names; the rest is yours to follow.",
    exerciseNext: "Give me a broken URL",
    exerciseStop: "Stop",
    exerciseBroken: (broken) => `Fix this text, which is not a URL: “${broken}”.`,
    exerciseNotYet: "Not a URL yet: read the error below, then edit the URL box.",
    exerciseSolved: "✓ Your answer is a URL.",
    exerciseSolvedReading: (n) => `✓ Your answer is a URL, but only by ${n > 1 ? "readings" : "a reading"} of the RFC: see below.`,
    exerciseReadings: (n) => n > 1 ? "The readings that make your answer a URL, in the words of the table of parts:" :
      "The reading that makes your answer a URL, in the words of the table of parts:",
    exerciseFixed: (fixed) => `The automatic repair makes “${fixed}” of the same text, by these changes:`,
    exerciseNoFix: (n) => n === 0 ? "The automatic repair makes no URL of this text, and no note says how to go on where it stops." :
      n > 1 ? "The automatic repair makes no URL of this text: it stops where these notes give advice it does not take, which is yours to follow:" :
        "The automatic repair makes no URL of this text: it stops where this note gives advice it does not take, which is yours to follow:",
    exerciseExpected: (list, n) => n > 1 ? `The answers expected: ${list}.` : `The answer expected: ${list}.`,
    exerciseSame: "= Your answer means the same URL (their canonical forms are the same).",
    exerciseOneOf: "= Your answer is one of the expected answers (its canonical form is one of theirs).",
    exerciseTheOne: "= Your answer is the expected answer (their canonical forms are the same).",
    // The same verdicts, where the answer's canonical form differs only
    // by the "/" that section 3.3 lets an http URL leave out.
    exerciseSameSlash: `= Your answer means the same URL: the two differ only by the "/" after the host, ${slashWhy}`,
    exerciseOneOfSlash: `= Your answer is one of the expected answers: it differs from one only by the "/" after the host, ${slashWhy}`,
    exerciseTheOneSlash: `= Your answer is the expected answer: the two differ only by the "/" after the host, ${slashWhy}`,
    // What an exercise needs said beside its expected answers: why the
    // repair leaves the text alone, or why the answers are not the same
    // URL.
    exerciseWhy: {
      "ftp://ftp.iec.ch/pub/a;b": "The repair leaves the \";\" alone: in an ftp URL it is reserved, the start of \";type=\" (RFC 1738 section 3.2.2), and escaping a reserved character \"may change the semantics of a URL\" (section 2.2). Whether \";b\" belongs to the file's name (write %3B) or is a \";type=\" mistyped, only the writer knows: both readings are honest answers, which are not the same URL. For the second, the type code is \"a\", \"i\" or \"d\" (section 3.2.2), and \"b\" is none of them (section 5: ftptype = \"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\").",
      "ftp://anon:pa:ss@ftp.iec.ch/": "These answers are not the same URL, and both are honest: the text does not say which \":\" ends the user name (RFC 1738 section 3.1: the password \"follows the user name separated from it by a colon\", and any \":\" within either \"must be encoded\": one \":\" separates them, the others are written %3A, and the text does not say which one separates). The user may be \"anon\" with the password \"pa:ss\", or \"anon:pa\" with the password \"ss\"; only the writer knows which.",
      "http://[::1]/": "These answers are not the same URL: ::1 is an IPv6 address (RFC 2732 brought them into URLs), localhost a host name, 127.0.0.1 an IPv4 address; each names this machine in its own way.",
      "news://news.iso.org/comp.os.unix": "These answers are not the same URL: a news URL names a newsgroup wherever it is read, location-independent (RFC 1738 section 3.6); an nntp URL names it on one server (section 3.7).",
    },
    exerciseDiffers: "≠ Your answer is another URL: compare the two.",
    // Where the repair made no URL, there is no other URL to compare
    // with: only the expected answers, if any.
    exerciseNotExpected: (n) => n > 1 ? "≠ Your answer is a URL, but none of the expected answers: compare it with them." :
      n === 1 ? "≠ Your answer is a URL, but not the expected answer: compare the two." :
        "≠ Your answer is a URL, but the page has no expected answer to compare it with.",
    exercisePlus: "A \"+\" in a URL is a \"+\", not a space: HTML forms write a space so in the searches they send, but RFC 1738 makes a space unsafe (section 2.2: \"All unsafe characters must always be encoded within a URL\"), so it is written %20.",
  },
  fr: {
    title: "Comment une URL est construite : la RFC 1738, en direct",
    language: "Langue",
    intro: "Tapez une URL : chaque partie est nommée sous le texte qu'elle couvre, avec les mots de la forme générale",
    intro2: "et de la grammaire de la RFC.",
    introRegistered: (list) => `Cette page lit aussi ${list}, des règles d'autres RFC que la RFC 1738 ; l'outil en ligne de commande explain ne lit ainsi ces modes qu'avec son option -scheme.`,
    introScheme: (names, reg) => `${names} selon ${reg.production}${reg.rfc ? ` (${reg.rfc}, section ${reg.section})` : ""}`,
    and: "et",
    template: "<mode>://<utilisateur>:<motdepasse>@<hôte>:<port>/<chemin URL>",
    url: "URL",
    clear: "Effacer",
    examples: "Exemples :",
    loading: "Chargement de l'analyseur…",
    error: "Erreur",
    diagram: "Diagramme annoté",
    tree: "Arbre syntaxique",
    treeNote: "La partie de l'entrée qui a été analysée :",
    json: "Pour les programmes : l'arbre en JSON, avec ses échappements et ses noms de clés",
    grammar: "Les règles de la RFC pour cette URL : diagrammes syntaxiques",
    grammarNote: "Chaque nom ci-dessous nomme une partie de l'URL ci-dessus : une règle de la grammaire, celle de la RFC 1738 (section 5) ou celle de la RFC d'un mode ajouté à l'analyseur ; ou gopher-path, un nom que donne la prose de la RFC 1738 (section 3.4.1) et dont la section 5 n'écrit pas de règle. Survolez un nom pour lire sa règle ; cliquez dessus pour voir son diagramme syntaxique dans le cadre ci-dessous. Suivez les rails de gauche à droite : chaque chemin à travers un diagramme forme un texte que la règle accepte.",
    grammarNoteResolved: "Avec une base, l'URL tapée est une référence, lue selon les règles de la RFC 1808 (URL, relativeURL, rel_path…) que nomme la résolution ci-dessus ; le premier nom ci-dessous mène à leurs diagrammes syntaxiques. Chacun des autres noms nomme une partie de l'URL résolue : une règle de la grammaire, celle de la RFC 1738 (section 5) ou celle de la RFC d'un mode ajouté à l'analyseur ; ou gopher-path, un nom que donne la prose de la RFC 1738 (section 3.4.1) et dont la section 5 n'écrit pas de règle. Survolez un nom pour lire sa règle ; cliquez dessus pour voir son diagramme syntaxique dans le cadre ci-dessous. Suivez les rails de gauche à droite : chaque chemin à travers un diagramme forme un texte que la règle accepte.",
    railroadBoth: "Le cadre montre les diagrammes syntaxiques en anglais ; les mêmes, en français et à la même règle, sont à un clic :",
    railroadFrench: "la page française des diagrammes syntaxiques",
    railroadTitle: "Diagrammes syntaxiques de la grammaire de la RFC 1738",
    railroadMissing: (id) => `Les diagrammes syntaxiques n'ont pas de règle « ${id} » : leur serveur dessine la grammaire d'un autre analyseur que celui de cette page. Lancez-le avec les options de l'analyseur de la page : server.Main(wasm, opts...).`,
    openRailroad: "Ouvrir les diagrammes syntaxiques dans leur propre page",
    footer: "Tout se passe dans votre navigateur : l'URL que vous tapez est lue ici, sur votre ordinateur, et rien n'est envoyé sur le réseau ni chargé depuis celui-ci.",
    spanNote: "[a,b) : les octets des positions a à b, b non compris, comptées à partir de 0.",
    hoverNote: "Survolez une partie, dans le diagramme, le tableau ou l'arbre : la même partie s'éclaire dans les trois, dans l'URL, et dans les diagrammes syntaxiques plus bas.",
    table: "Les parties, une à une",
    colPart: "Partie",
    colText: "Texte",
    colDecoded: "Décodé",
    colProduction: "Production",
    colMeaning: "Sens",
    absent: "Ce que l'URL omet",
    empty: "Tapez une URL dans le champ ci-dessus.",
    canonical: "Forme canonique",
    canonicalNote: "La même URL sous sa forme canonique : le mode en minuscules (RFC 1738, section 2.1, citation traduite : « les programmes qui interprètent des URL devraient traiter les majuscules comme équivalentes aux minuscules dans les noms de mode ») ; l'hôte en minuscules, comme le DNS compare les noms (RFC 4343), ce dont la RFC 1738 ne dit rien ; le port implicite du mode retiré ; les échappements de caractères non réservés décodés (RFC 1738, section 5 : unreserved = alpha | digit | safe | extra, les lettres, les chiffres et « $-_.+!*'(), » ; la section 2.2 dit que d'ordinaire une URL a le même sens, qu'un octet y soit écrit comme caractère ou encodé, ce qui en fait une lecture : un serveur peut encore distinguer « + » de « %2B », comme les formulaires HTML dans une recherche), sauf un « . » échappé qui formerait un segment « . » ou « .. », que la résolution de la RFC 1808 retirerait ; les chiffres hexadécimaux des autres échappements en majuscules (la section 2.2 les écrit parmi « 0123456789ABCDEF » et admet aussi « abcdef ») ; un « ? » dans un nom d'utilisateur ou un mot de passe écrit %3F, car des analyseurs plus récents terminent l'hôte à un « ? ». Et là où un mode dit que deux écritures ont le même sens : l'hôte « localhost » d'une URL file écrit comme l'hôte vide, car tous deux désignent « la machine depuis laquelle l'URL est interprétée » (section 3.10, citation traduite) ; le « / » final d'une URL telnet, qui « peut être omis » (section 3.8, citation traduite), toujours écrit ; dans une adresse mailto, qui ne réserve aucun caractère (section 3.5), les échappements des caractères réservés décodés aussi, sauf « / », « ; » et « ? », que la résolution de la RFC 1808 lit comme des délimiteurs. Et, par une lecture, la lettre du type d'une URL ftp en minuscule : la règle ftptype = \"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\" de la section 5 liste les deux casses, la section 3.2.2 ne nomme que « a », « i » et « d », et aucune des deux ne dit que « A » et « a » ont le même sens.",
    canonicalSame: "L'URL est déjà sous forme canonique.",
    canonicalDiffers: "Une autre écriture de l'URL, que les règles ci-dessus tiennent pour la même ; certaines de ces règles sont des lectures.",
    neturl: "Ce que lit la RFC 3986, la norme des URI qui a suivi",
    colField: "Champ",
    neturlPath: "Chaque chemin est montré tel qu'il est écrit, avec ses échappements : la RFC 3986 sépare d'abord l'URI en composants, et n'en décode les échappements qu'ensuite, quand l'URI est déréférencée (section 2.4). La colonne de la RFC 1738 montre son chemin URL, qui commence après le « / » qui suit l'hôte : ce « / » « ne fait PAS partie du chemin URL » (RFC 1738, section 3.1, citation traduite). Le chemin de la RFC 3986 commence par lui : un chemin n'est donc marqué ≠ que là où les deux diffèrent après lui. La requête est la recherche de la RFC 1738 là où « ? » l'ouvre, dans les URL http et wais ; une recherche gopher s'ouvre plutôt après %09.",
    neturlIntro: "La RFC 3986 (2005), la norme des URI venue après la RFC 1738, met à jour la RFC 1738 et rend obsolète la RFC 1808. Sa colonne est ce que lit un analyseur selon la RFC 3986 (la bibliothèque d'URL du langage Go), qui par endroits va au-delà de la RFC, comme le disent les lignes sous le tableau. Chaque champ, tel que chacun le lit :",
    neturlIntroResolved: "La RFC 3986 (2005), la norme des URI venue après la RFC 1738, met à jour la RFC 1738 et rend obsolète la RFC 1808. Sa colonne est ce que lit un analyseur selon la RFC 3986 (la bibliothèque d'URL du langage Go), qui par endroits va au-delà de la RFC, comme le disent les lignes sous le tableau. L'URL résolue, sans son fragment, telle que chacun la lit :",
    neturlAgree: "= Les deux lisent les mêmes parties.",
    neturlBothRefuse: (err) => `Aucun des deux ne lit ce texte comme une URL ; pour l'analyseur selon la RFC 3986, ${err}.`,
    neturlOnlyNetURL: "≠ L'analyseur selon la RFC 3986 accepte ce texte, qui n'est pas une URL de la RFC 1738 :",
    neturlOnlyRFC1738: (err, reg) => reg
      ? `≠ L'analyseur selon la RFC 3986 refuse cette URL ${reg.production}${reg.rfc ? ` (${reg.rfc}, section ${reg.section})` : ""} : ${err}.`
      : `≠ L'analyseur selon la RFC 3986 refuse cette URL de la RFC 1738 : ${err}.`,
    neturlDiffer: "≠ Les deux le lisent différemment (les lignes marquées ≠) :",
    neturlUnexplained: "Aucune raison répertoriée n'explique cette différence.",
    neturlFirstOnly: "La lecture selon la RFC 1738 s'arrête à sa première erreur : les raisons ci-dessus sont celles de cette erreur, et le texte qui la suit peut en cacher d'autres, que les deux lisent différemment.",
    neturlResolved: (url, same) => same ? `= Selon la RFC 3986 (section 5), la référence se résout en la même URL, « ${url} ».`
      : `≠ Selon la RFC 3986 (section 5), la référence se résout en « ${url} », et non en l'URL obtenue selon la RFC 1808.`,
    neturlResolvedAlone: (url, outside) => outside
      ? `≠ La RFC 1808 ne lit ici aucune URL, mais l'analyseur selon la RFC 3986 résout le texte en « ${url} », bien que la RFC 3986 n'admette pas ${outside} à cet endroit (section 2) : cet analyseur va ici au-delà de la RFC 3986.`
      : `≠ La RFC 1808 ne lit ici aucune URL ; selon la RFC 3986 (section 5), la référence se résout en « ${url} ».`,
    neturlNoResolution: "L'analyseur selon la RFC 3986 ne peut pas lire la base ou la référence.",
    none: "—",
    valid: (scheme) => `✓ Une URL de la RFC 1738, mode « ${scheme} ».`,
    statusReadings: (n) => n > 1 ? "C'en est une seulement par des lectures de la RFC, dans les mots du tableau des parties :" :
      "C'en est une seulement par une lecture de la RFC, dans les mots du tableau des parties :",
    validRegistered: (scheme, reg) => `✓ Une URL du mode « ${scheme} », selon sa production ${reg.production}${reg.rfc ? ` (${reg.rfc}, section ${reg.section})` : ""}.`,
    invalid: (offset) => `✗ Pas une URL de la RFC 1738 : erreur à la position ${offset}.`,
    failed: "L'analyseur n'a pas pu être chargé : ",
    schemeGrammar: (scheme) => `la grammaire du mode « ${scheme} »`,
    genericGrammar: "la grammaire générique",
    referenceGrammar: "la grammaire de la référence : URL relatives (RFC 1808)",
    base: "Base",
    scrollCue: "Plus large que son cadre : le faire défiler de côté pour voir la suite →",
    basePlaceholder: "URL de base facultative (RFC 1808)",
    basePlaceholderBoth: "base URL / URL de base",
    relativeExamples: "URL relatives, par rapport à la base des exemples de la RFC 1808, « http://a/b/c/d;p?q#f » (section 5) :",
    resolution: "Résolution par rapport à la base (RFC 1808)",
    referenceNote: "L'URL tapée, une référence, selon les productions de la RFC 1808 :",
    stepsNote: "Les étapes de la section 4 de la RFC 1808 qui ont servi :",
    diagramNote: "L'URL résolue, selon la RFC 1738 :",
    noResult: "Aucune URL n'a été résolue : l'erreur est ci-dessus.",
    resolvedValid: (url, scheme) => `✓ Résolue selon la RFC 1808 en « ${url} », une URL de la RFC 1738, mode « ${scheme} ».`,
    resolvedValidFragment: (url, scheme) => `✓ Résolue selon la RFC 1808 en « ${url} » : une URL de la RFC 1738, mode « ${scheme} », avant son « # », et un fragment, qui ne fait pas partie de l'URL (RFC 1808, section 2.4.1).`,
    resolvedRegistered: (url, scheme, reg) => `✓ Résolue selon la RFC 1808 en « ${url} », une URL du mode « ${scheme} », selon sa production ${reg.production}${reg.rfc ? ` (${reg.rfc}, section ${reg.section})` : ""}.`,
    resolvedInvalid: (url, offset) => `✗ Résolue selon la RFC 1808 en « ${url} », qui n'est pas une URL de la RFC 1738 : erreur à la position ${offset}.`,
    referenceInvalid: (offset) => `✗ Pas une référence de la RFC 1808 : erreur à la position ${offset} de l'URL.`,
    baseInvalid: (offset) => `✗ Cette base ne peut pas résoudre la référence (RFC 1808) : erreur à la position ${offset} de la base.`,
    refused: "✗ La RFC 1808 ne permet pas d'écrire l'URL résolue.",
    errorIn: { reference: "Dans l'URL tapée, une référence :", base: "Dans la base :", result: "Dans l'URL résolue :" },
    trace: "Comment l'analyseur la lit : la trace",
    traceNote: "Chaque production dans laquelle l'interpréteur de la grammaire est entré, avec le texte qu'elle a reconnu, l'alternative retenue à chaque choix et la décision de chaque lecture anticipée. Les étapes en échec sont marquées ✗ et fermées : cliquez sur l'une d'elles pour voir jusqu'où elle a lu et pourquoi elle a échoué.",
    traceMode: "Étapes affichées :",
    traceSummary: "la dérivation",
    traceFull: "toutes les étapes essayées",
    traceToError: "l'erreur et ses remarques sont dans le cadre Erreur ci-dessus",
    note: "remarque :",
    baseTitle: "facultative : une URL de base, par rapport à laquelle l'URL ci-dessus est résolue comme URL relative (RFC 1808)",
    exercise: "Exercice : corriger cette URL",
    exerciseNote: "La page propose un texte qui n'est pas une URL, avec une erreur fréquente. Modifiez-le dans le champ URL jusqu'à ce que la page dise que c'est une URL : elle montre alors ce que la réparation automatique fait du même texte, et si votre réponse a le même sens. La réparation ne suit qu'une partie des conseils des remarques : elle échappe un caractère, ou retire les « <URL: » et « > » autour d'une URL, quand cela garde ce que le texte désigne ; les autres conseils sont à suivre par vous.",
    exerciseNext: "Proposez-moi une URL fautive",
    exerciseStop: "Arrêter",
    exerciseBroken: (broken) => `Corrigez ce texte, qui n'est pas une URL : « ${broken} ».`,
    exerciseNotYet: "Pas encore une URL : lisez l'erreur ci-dessous, puis modifiez le champ URL.",
    exerciseSolved: "✓ Votre réponse est une URL.",
    exerciseSolvedReading: (n) => `✓ Votre réponse est une URL, mais seulement par ${n > 1 ? "des lectures" : "une lecture"} de la RFC : voir plus bas.`,
    exerciseReadings: (n) => n > 1 ? "Les lectures qui font de votre réponse une URL, dans les mots du tableau des parties :" :
      "La lecture qui fait de votre réponse une URL, dans les mots du tableau des parties :",
    exerciseFixed: (fixed) => `À partir du même texte, la réparation automatique donne « ${fixed} », avec ces modifications :`,
    exerciseNoFix: (n) => n === 0 ? "La réparation automatique ne fait de ce texte aucune URL, et aucune remarque ne dit comment continuer là où elle s'arrête." :
      n > 1 ? "La réparation automatique ne fait de ce texte aucune URL : elle s'arrête là où ces remarques donnent des conseils qu'elle ne suit pas, et qui sont à suivre par vous :" :
        "La réparation automatique ne fait de ce texte aucune URL : elle s'arrête là où cette remarque donne un conseil qu'elle ne suit pas, et qui est à suivre par vous :",
    exerciseExpected: (list, n) => n > 1 ? `Les réponses attendues : ${list}.` : `La réponse attendue : ${list}.`,
    exerciseSame: "= Votre réponse désigne la même URL (leurs formes canoniques sont identiques).",
    exerciseOneOf: "= Votre réponse fait partie des réponses attendues (sa forme canonique est celle de l'une d'elles).",
    exerciseTheOne: "= Votre réponse est la réponse attendue (leurs formes canoniques sont identiques).",
    exerciseSameSlash: `= Votre réponse désigne la même URL : les deux ne diffèrent que par le « / » après l'hôte, ${slashWhyFr}`,
    exerciseOneOfSlash: `= Votre réponse fait partie des réponses attendues : elle ne diffère de l'une d'elles que par le « / » après l'hôte, ${slashWhyFr}`,
    exerciseTheOneSlash: `= Votre réponse est la réponse attendue : les deux ne diffèrent que par le « / » après l'hôte, ${slashWhyFr}`,
    exerciseWhy: {
      "ftp://ftp.iec.ch/pub/a;b": "La réparation laisse le « ; » tel quel : dans une URL ftp, il est réservé, c'est le début de « ;type= » (RFC 1738, section 3.2.2), et échapper un caractère réservé « peut changer la sémantique d'une URL » (section 2.2, citation traduite). « ;b » fait-il partie du nom du fichier (écrire %3B), ou est-ce un « ;type= » mal tapé ? Seul l'auteur le sait : les deux lectures donnent des réponses honnêtes, qui ne sont pas la même URL. Pour la seconde, le type est « a », « i » ou « d » (section 3.2.2), et « b » n'en est aucun (section 5 : ftptype = \"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\").",
      "ftp://anon:pa:ss@ftp.iec.ch/": "Ces réponses ne sont pas la même URL, et toutes deux sont honnêtes : le texte ne dit pas quel « : » termine le nom d'utilisateur (RFC 1738, section 3.1, citation traduite : le mot de passe « suit le nom d'utilisateur, dont un deux-points le sépare », et tout « : » dans l'un ou l'autre « doit être encodé » : un « : » les sépare, les autres s'écrivent %3A, et le texte ne dit pas lequel les sépare). L'utilisateur peut être « anon » avec le mot de passe « pa:ss », ou « anon:pa » avec le mot de passe « ss » ; seul l'auteur sait lequel.",
      "http://[::1]/": "Ces réponses ne sont pas la même URL : ::1 est une adresse IPv6 (la RFC 2732 les a fait entrer dans les URL), localhost un nom d'hôte, 127.0.0.1 une adresse IPv4 ; chacune désigne cette machine à sa façon.",
      "news://news.iso.org/comp.os.unix": "Ces réponses ne sont pas la même URL : une URL news désigne un groupe de nouvelles où qu'on le lise, indépendamment de tout serveur (RFC 1738, section 3.6) ; une URL nntp le désigne sur un serveur (section 3.7).",
    },
    exerciseDiffers: "≠ Votre réponse est une autre URL : comparez les deux.",
    exerciseNotExpected: (n) => n > 1 ? "≠ Votre réponse est une URL, mais aucune des réponses attendues : comparez-la avec elles." :
      n === 1 ? "≠ Votre réponse est une URL, mais pas la réponse attendue : comparez les deux." :
        "≠ Votre réponse est une URL, mais la page n'a pas de réponse attendue à laquelle la comparer.",
    exercisePlus: "Un « + » dans une URL est un « + », pas une espace : les formulaires HTML écrivent ainsi une espace dans les recherches qu'ils envoient, mais la RFC 1738 tient l'espace pour non sûre (section 2.2, citation traduite : « tous les caractères non sûrs doivent toujours être encodés dans une URL »), si bien qu'elle s'écrit « %20 ».",
  },
};

const $ = (id) => document.getElementById(id);
let lang = "en";
let worker = null;
let sent = 0;        // the id of the last request sent to the worker
let busy = false;    // the worker is working on request `sent`
let pending = false; // the input changed since: send it when the worker is done

// langs are the page's language choices: English, French, and both,
// the French under the English, for a lesson given in both.
const langs = ["en", "fr", "both"];

// tl returns the page's words for key in language l, "en" or "fr": a
// text, a function that puts values in a sentence, or texts by name.
// French comes with the no-break spaces of French typography
// (frenchSpaces).
function tl(l, key) {
  const w = words[l][key];
  return l === "fr" ? frenchSpaces(w) : w;
}

// t returns the page's words for key in its language; with both, in
// English, the French being added where the page shows both (say).
function t(key) { return tl(lang === "fr" ? "fr" : "en", key); }

// placeholderOf returns the placeholder of key in the page's language. A
// placeholder is one line: with both languages, the English and the
// French on it, in the shorter words of key + "Both" where the two would
// not fit in the box.
function placeholderOf(key) {
  if (!both()) return t(key);
  const short = words.en[key + "Both"];
  return short !== undefined ? short : `${t(key)} / ${tl("fr", key)}`;
}

// both says whether the page shows both languages.
function both() { return lang === "both"; }

// say puts text in el; with both languages, fr, the same in French, on
// a line of its own under it, when given and not the same text. pieces
// cuts each text where it may wrap: refPieces unless given.
function say(el, text, fr, pieces) {
  const cut = pieces || refPieces;
  el.replaceChildren(...cut(text));
  if (both() && fr !== undefined && fr !== null && fr !== text) el.append(frenchLine(fr, "span", cut));
}

// frenchLine is a line of French under its English, with both languages.
function frenchLine(text, tag, pieces) {
  const e = document.createElement(tag || "span");
  e.className = "fr";
  e.lang = "fr";
  e.append(...(pieces || refPieces)(text));
  return e;
}

// refPieces returns text's pieces as breakable does, each reference to
// an RFC or to its section ("RFC 1738", "section 2.1", "sections 3.1
// et 3.3"), each literal of the RFCs' grammars (";type=", quoted,
// without spaces), each repetition that opens a group ("*[", "1*["),
// and each escape with the letters before it ("pa%3A"), in a piece of
// its own that never breaks across lines: a reader finds "section 2.1"
// whole, not "section 2." over "1"; ";type=", not ";" over "type=";
// "*[", not "*" over "["; a password "pa%3Ass", not "pa" over "%3Ass".
// So is a short value in quotes, “:” or « %3A », as explain keeps it,
// never a quotation mark alone on a line; and a rule's "]" with the
// word before it, which would else start a line and close nothing
// there. A long quoted URL still wraps, between its parts.
function refPieces(text) {
  return keptPieces(text, /(\S{1,16}(?: \])+|RFC \d+|sections? \d+(?:\.\d+)*|"[^"\s]{1,16}"|“[^”\s]{1,16}”|«\u00a0[^»\s]{1,16}\u00a0»|\d*\*[[(]|[^\s/.@:;?&=#,%"«»“”]{1,16}(?:%[0-9A-Fa-f]{2})+)/, "ref");
}

// keptPieces splits text by re, whose one group captures the pieces to
// keep whole: those go in a span of className, which the style sheet
// keeps on one line, and the text between them is breakable.
function keptPieces(text, re, className) {
  const out = [];
  String(text).split(re).forEach((piece, i) => {
    if (i % 2 === 0) {
      if (piece !== "") out.push(...breakable(piece));
      return;
    }
    const kept = document.createElement("span");
    kept.className = className;
    kept.textContent = piece;
    out.push(kept);
  });
  return out;
}

// breakable returns text's pieces with a line break allowed after each
// delimiter of a URL ("/", "@", ":", ";", "?", "&", "=", "#", ",") but
// one that a "/" follows, and before a "." and an escape ("%"), which
// stays whole: a long URL wraps between its parts, never inside a word
// or an escape, nor inside "//" or "://", where a reader copying the
// first line would take "ftp:/" for the URL's start. A line never ends
// with the ".", as URLs are broken in print: "pub/doc." over "txt" reads
// as a sentence's end, "pub/doc" over ".txt" as a name going on; a "."
// that ends a sentence (a space or the end after it) is never put
// alone on a line. Nor does a line end with an opening quotation mark,
// or start with a closing one, whose value would then be cut from it.
function breakable(text) {
  const out = [];
  for (const piece of String(text).split(/(?<=[/@:;?&=#,])(?![\/”»"\u00a0)\]])|(?<![.\/@:;?&=#,“«"\u00a0])(?=\.(?!\s|$))|(?<![“«"\u00a0])(?=%)/)) {
    if (out.length > 0) out.push(document.createElement("wbr"));
    out.push(piece);
  }
  return out;
}

// frenchSpaces gives French words w, written with plain spaces, the
// no-break spaces (U+00A0) of French typography, as grammar.FrenchSpaces
// gives them to the French of the parser, describe and explain: after «
// and before », and before ":", ";", "?" and "!", so that the browser
// never breaks a line between a value and its guillemets or before a
// colon. A function's sentence gets them, not the values put in it: a
// URL or net/url's error is shown as it is.
function frenchSpaces(w) {
  const nbsp = (s) => s.replace(/« /g, "«\u00a0").replace(/ »/g, "\u00a0»").replace(/ ([:;?!])/g, "\u00a0$1");
  if (typeof w === "string") return nbsp(w);
  if (typeof w === "function") {
    return (...args) => {
      const marks = args.map((a, i) => typeof a === "string" ? `\u0000${i}\u0000` : a);
      return nbsp(w(...marks)).replace(/\u0000(\d+)\u0000/g, (_, i) => args[i]);
    };
  }
  return Object.fromEntries(Object.entries(w).map(([k, v]) => [k, frenchSpaces(v)]));
}

// traceAsked is the trace the page asks the worker for: "summary" or
// "full" while the trace panel is open, "" (none) while it is closed,
// so that a keystroke costs no trace that nobody reads.
function traceAsked() {
  if (!$("trace-open").open) return "";
  return $("trace-full").checked ? "full" : "summary";
}

// request asks the worker about the box's text, now or as soon as it is
// free; requests made meanwhile are folded into one. The page's address
// follows what is asked (see writeHash).
function request() {
  writeHash();
  if (!worker) return;
  if (busy) { pending = true; return; }
  busy = true;
  pending = false;
  sent++;
  worker.postMessage({ id: sent, input: $("url").value, base: $("base").value, lang, trace: traceAsked(), exercise });
}

function answered(msg) {
  busy = false;
  if (msg.error) {
    $("status").textContent = t("failed") + msg.error;
    $("status").className = "status bad";
    return;
  }
  const ms = Math.round(msg.ms);
  document.body.dataset.lastMs = ms;
  document.body.dataset.maxMs = Math.max(ms, Number(document.body.dataset.maxMs || 0));
  $("status").title = `${ms} ms`;
  show(msg.result);
  if (pending) request(); // the text changed meanwhile: ask about it now

}

// last is the result on screen, for the links between its parts.
let last = null;

// show puts a result of view.Explain, or of view.Resolve, on screen.
function show(r) {
  const status = $("status");
  last = r;
  clearHighlight();
  document.body.dataset.ready = "true";
  document.body.dataset.lang = r.fr ? "both" : r.lang;
  showExercise(r);
  document.body.dataset.resolved = r.resolution ? "true" : "false";
  showResolution(r);
  showNetURL(r);
  if (r.input === "" && !r.resolution) { // with a base, "" is a reference: the base itself (step 2a)
    status.textContent = t("empty");
    status.className = "status";
    $("error-panel").hidden = true;
    $("diagram").textContent = "";
    $("tree").textContent = "";
    $("json").textContent = "";
    $("tree-note").hidden = true;
    showTreeNotes(r);
    $("warnings").hidden = true;
    showTable(r);
    showCanonical(r);
    showProductions(r);
    showTrace(r);
    return;
  }
  if (r.valid) {
    say(status, validStatus(r, "en" === r.lang ? "en" : "fr"), r.fr && validStatus(r.fr, "fr"));
    status.className = "status good";
    $("error-panel").hidden = true;
  } else {
    say(status, statusOfError(r, r.lang === "fr" ? "fr" : "en"), r.fr && r.fr.error && statusOfError(r.fr, "fr"));
    status.className = "status bad";
    showError(r.error, r.fr && r.fr.error);
    $("error-panel").hidden = false;
  }
  const fr = both() && r.fr ? r.fr : null;
  showLines($("diagram"), r.diagramLines, r.diagram, fr && fr.diagramLines, fr && fr.diagram);
  $("tree-note").hidden = r.valid || r.tree === "";
  showLines($("tree"), r.treeLines, r.tree, fr && fr.treeLines, fr && fr.tree);
  showTreeNotes(r);
  showScrollCues();
  $("json").textContent = r.json;
  const ws = $("warnings");
  const frWarnings = (r.fr && r.fr.warnings) || [];
  ws.replaceChildren(...(r.warnings || []).map((w, i) => {
    const li = document.createElement("li");
    say(li, w, frWarnings[i]);
    return li;
  }));
  ws.hidden = ws.children.length === 0;
  showTable(r);
  showCanonical(r);
  showProductions(r);
  showTrace(r);
}

// showTreeNotes shows under the tree the lines the table has under it,
// on the same conditions, read in the tree: what ⟨%XX⟩ in a decoded text
// is, and that a decoded text showing UTF-8 as characters is a reading.
function showTreeNotes(r) {
  const fr = r.fr || {};
  for (const [id, key] of [["tree-hidden-note", "treeHidden"], ["tree-utf8-note", "treeUTF8"]]) {
    $(id).hidden = !r[key];
    say($(id), r[key] || "", fr[key]);
  }
}

// scrollCues are the panels' texts that may be wider than the panel, each
// with the line above it that says it scrolls sideways.
const scrollCues = [["diagram", "diagram-scroll"], ["tree", "tree-scroll"], ["error", "error-scroll"], ["trace", "trace-scroll"]];

// showScrollCues shows the line above the diagram, the tree, the
// error's line and the trace, and the shadow on their right edge, where
// they are wider than their panel: a touch screen shows no scroll bar, and the
// text would look cut (the error's caret out of sight).
function showScrollCues() {
  for (const [id, cue] of scrollCues) {
    const el = $(id), scrolls = el.textContent !== "" && el.scrollWidth > el.clientWidth + 1;
    el.classList.toggle("scrolls", scrolls);
    $(cue).hidden = !scrolls;
  }
}
window.addEventListener("resize", showScrollCues);

// showTrace fills the trace panel (package tracetext's lines): each
// line a step, a step with steps under it a <details> that opens and
// closes; the derivation open, a failed alternative or iteration (✗)
// closed unless it failed where the interpreter got furthest in a text
// that is not a URL. For such a text, the trace ends where the attempt
// ended, then the verdict, which points at the error's panel above
// rather than saying its message again.
function showTrace(r) {
  const box = $("trace");
  const tr = r.trace;
  if (!tr || !$("trace-open").open) { // an answer asked for before the panel closed
    box.replaceChildren();
    showScrollCues();
    return;
  }
  const nodes = traceNodes(tr, lang === "fr" ? "fr" : "en");
  const fr = both() && r.fr && r.fr.trace;
  if (fr) nodes.push(frenchHeading("p"), ...traceNodes(fr, "fr"));
  box.replaceChildren(...nodes);
  showScrollCues();
}

// frenchHeading is the line that starts the French, under the English,
// in a panel that shows both whole (the diagram, the tree, the trace),
// as explain -lang both writes it.
function frenchHeading(tag) {
  const e = document.createElement(tag);
  e.className = "fr-heading";
  e.lang = "fr";
  e.textContent = "— en français —";
  return e;
}

// traceNodes are the elements of a trace in l: its lines, how the
// attempt ended, and the verdict, whose link is in l too.
function traceNodes(tr, l) {
  const nodes = tr.lines.map(traceLine);
  for (const s of tr.end || []) nodes.push(traceSentence(s, "trace-end"));
  // What its counts ×N mean, as explain -trace says under the trace.
  if (tr.counts) nodes.push(traceSentence(tr.counts, "trace-end trace-counts"));
  if (tr.verdict) {
    const p = traceSentence(tr.verdict + " ", "trace-end trace-verdict");
    const a = document.createElement("a");
    a.href = "#error-panel";
    a.textContent = tl(l, "traceToError");
    a.addEventListener("click", (ev) => {
      ev.preventDefault();
      $("error-panel").scrollIntoView({ block: "start", behavior: scrollBehavior() });
    });
    p.append(a, ".");
    nodes.push(p);
  }
  return nodes;
}

function traceSentence(text, cls) {
  const p = document.createElement("p");
  p.className = cls;
  p.textContent = text;
  return p;
}

// traceLine is the element of a line of the trace and the lines under it.
function traceLine(l) {
  const text = traceText(l);
  const kids = l.children || [];
  if (kids.length === 0) {
    text.classList.add("tl");
    return text;
  }
  const d = document.createElement("details");
  d.open = !(l.failed && (l.kind === "alternative" || l.kind === "iteration") && !l.furthest);
  if (l.failed) d.className = "failed";
  const sum = document.createElement("summary");
  sum.append(...text.childNodes);
  sum.className = text.className;
  const sub = document.createElement("div");
  sub.className = "sub";
  sub.append(...kids.map(traceLine));
  d.append(sum, sub);
  return d;
}

// traceText is a line's text: its name, span, text and what it did in
// their styles, or its one sentence; "(×N)" when it stands for N.
function traceText(l) {
  const div = document.createElement("div");
  if (l.failed) div.classList.add("failed");
  if (l.hidden) div.classList.add("hidden-steps");
  const cls = ["tname", "tspan", "ttext", "twhat"];
  l.cols.forEach((c, i) => {
    if (c === "") return;
    if (div.childNodes.length > 0) div.append("  ");
    const span = document.createElement("span");
    span.className = cls[Math.min(i, 3)];
    span.textContent = c;
    div.append(span);
  });
  if (l.count > 1) div.append(` (×${l.count})`);
  return div;
}

// link gives el the span and production of a part of the URL, for the
// links between the views (see highlight).
function link(el, pos, end, production, part) {
  el.dataset.p = pos;
  el.dataset.e = end;
  if (production) el.dataset.n = production;
  if (part) el.dataset.c = part;
}

// showLines writes the diagram's or the tree's lines into pre, each
// piece that stands for a part of the URL in a span of its own, linked
// to the part; its text is the text of the diagram, or of the tree,
// exactly, so that the columns stay aligned. With both languages, the
// French, frLines and frText, follows under a heading, linked alike.
function showLines(pre, lines, text, frLines, frText) {
  const out = lineNodes(lines, text);
  if (frText) {
    if (!text.endsWith("\n")) out.push("\n");
    out.push(frenchHeading("span"), "\n", ...lineNodes(frLines, frText));
  }
  pre.replaceChildren(...out);
}

// lineNodes are the nodes of showLines for one language.
function lineNodes(lines, text) {
  if (!lines || lines.length === 0) return [text || ""];
  const out = [];
  lines.forEach((line, i) => {
    if (i > 0) out.push("\n");
    for (const seg of line) {
      if (!seg.k) { out.push(seg.t); continue; }
      const span = document.createElement("span");
      span.className = "seg " + seg.k;
      span.dataset.k = seg.k;
      span.textContent = seg.t;
      link(span, seg.p, seg.e, seg.n, seg.c);
      out.push(span);
    }
  });
  if (text.endsWith("\n")) out.push("\n");
  return out;
}

// showTable fills the table of the parts, explain's table: each part's
// name, text, decoded text, production and what it means; then what the
// URL leaves out of the note's general form. A text that is not a URL
// has none.
function showTable(r) {
  const table = r.table;
  $("table-panel").hidden = !table;
  if (!table) return;
  const frRows = (r.fr && r.fr.table && r.fr.table.rows) || [];
  $("parts").classList.toggle("no-decoded", !table.rows.some((row) => row.decoded));
  $("parts-body").replaceChildren(...table.rows.map((row, i) => {
    const fr = frRows[i];
    const tr = document.createElement("tr");
    link(tr, row.pos, row.end, row.name, row.note ? row.key : "");
    if (row.inPath) tr.className = "in-path";
    const cell = (cls, ...content) => {
      const td = document.createElement("td");
      td.className = cls;
      td.append(...content);
      return td;
    };
    // A short quoted value stays whole ("« www.iec.ch »", not "« www.iec"
    // over ".ch »"), as in the notes; a long one wraps between its parts.
    const code = (text) => {
      const c = document.createElement("code");
      c.append(...refPieces(text));
      return c;
    };
    const production = cell("production", code(row.shown));
    const cite = document.createElement("div");
    cite.className = "cite";
    say(cite, row.cite, fr && fr.cite);
    production.append(cite);
    const meaning = cell("meaning");
    (row.meaning || []).forEach((m, j) => {
      const p = document.createElement("p");
      say(p, m, fr && (fr.meaning || [])[j]);
      meaning.append(p);
    });
    const tag = cell("tag");
    say(tag, row.tag, fr && fr.tag);
    const text = cell("text", code(row.text));
    const decoded = cell("decoded", row.decoded ? code(row.decoded) : "");
    // In a narrow window each row's cells stack, each after its column's
    // name (style.css).
    for (const [td, key] of [[text, "colText"], [decoded, "colDecoded"], [production, "colProduction"], [meaning, "colMeaning"]]) {
      td.dataset.label = both() ? `${t(key)} / ${tl("fr", key)}` : t(key);
    }
    tr.append(tag, text, decoded, production, meaning);
    return tr;
  }));
  // What ⟨%XX⟩ in a decoded text is, as explain says under its table.
  $("hidden-note").hidden = !table.hidden;
  say($("hidden-note"), table.hidden || "", r.fr && r.fr.table && r.fr.table.hidden);
  // That a decoded text shows UTF-8 as its characters is a reading.
  $("utf8-note").hidden = !table.utf8;
  say($("utf8-note"), table.utf8 || "", r.fr && r.fr.table && r.fr.table.utf8);
  const absent = table.absent || [];
  $("absent-title").hidden = absent.length === 0;
  const frAbsent = (r.fr && r.fr.table && r.fr.table.absent) || [];
  $("absent").replaceChildren(...absent.map((a, i) => {
    const li = document.createElement("li");
    say(li, a, frAbsent[i]);
    return li;
  }));
}

// showCanonical shows the URL's canonical form, and whether it is the
// URL as typed (or, with a base, as resolved).
function showCanonical(r) {
  $("canonical-panel").hidden = !r.canonical;
  if (!r.canonical) return;
  $("canonical").replaceChildren(...breakable(r.canonical));
  const as = r.resolution ? r.netURL && r.netURL.input : r.input;
  const key = r.canonical === as ? "canonicalSame" : "canonicalDiffers";
  say($("canonical-same"), t(key), tl("fr", key));
}

// showNetURL fills the side panel: what net/url, by RFC 3986, reads in
// the same text, field by field beside RFC 1738's reading, the fields
// that differ marked, and why they differ, one sentence a reason; with
// a base, how net/url resolves the reference too.
function showNetURL(r) {
  const n = r.netURL;
  $("neturl-panel").hidden = !n;
  // A registered scheme's URL is read by its own production, not RFC 1738's.
  $("neturl-ours").textContent = r.registered ? r.registered.production : "RFC 1738";
  if (!n) return;
  const resolved = $("neturl-resolved");
  resolved.hidden = !r.resolution;
  if (r.resolution) {
    // The French page's own words for the character are in r.fr.
    const frOutside = (r.fr && r.fr.netURL && r.fr.netURL.outside) || n.outside;
    const words = (l) => !n.resolved ? tl(l, "neturlNoResolution")
      : n.noReference ? tl(l, "neturlResolvedAlone")(n.resolved, l === "fr" && lang !== "fr" ? frOutside : n.outside)
      : tl(l, "neturlResolved")(n.resolved, n.sameResolution);
    say(resolved, words(lang === "fr" ? "fr" : "en"), words("fr"));
    resolved.className = "neturl-resolved " + (n.resolved && n.sameResolution ? "same" : "differs");
  }
  // Neither reads the text: no field to set side by side.
  const fields = n.rfc1738 || n.netURL ? n.fields || [] : [];
  const introKey = r.resolution ? "neturlIntroResolved" : "neturlIntro";
  say($("neturl-intro"), t(introKey), tl("fr", introKey));
  $("neturl-intro").hidden = fields.length === 0;
  $("neturl-fields").hidden = fields.length === 0;
  $("neturl-path").hidden = fields.length === 0; // it explains the table's paths
  const frFields = (r.fr && r.fr.netURL && r.fr.netURL.fields) || [];
  $("neturl-body").replaceChildren(...fields.map((f, i) => {
    const tr = document.createElement("tr");
    if (f.Differs) tr.className = "differs";
    const td = (text, cls) => {
      const c = document.createElement("td");
      c.append(...breakable(text));
      if (cls) c.className = cls;
      return c;
    };
    // The Go name, RawQuery, is for programs only: a student reads the label.
    tr.dataset.field = f.Name;
    const name = document.createElement("td");
    name.className = "name";
    say(name, (f.Differs ? "≠ " : "") + f.label, frFields[i] && frFields[i].label);
    tr.append(name, td(f.HasRFC1738 ? f.RFC1738 : t("none"), "value"),
      td(f.HasNetURL ? f.NetURL : t("none"), "value"));
    return tr;
  }));
  // The verdict in l, with the RFC 3986 parser's refusal in l: the
  // French page's own words for it are in r.fr.
  const frError = (r.fr && r.fr.netURL && r.fr.netURL.error) || n.error;
  const verdict = (l) => {
    const err = l === "fr" && lang !== "fr" ? frError : n.error;
    if (!n.fields) return "";
    if (n.agree) return n.rfc1738 ? tl(l, "neturlAgree") : tl(l, "neturlBothRefuse")(err);
    if (!n.rfc1738) return tl(l, "neturlOnlyNetURL");
    if (!n.netURL) return tl(l, "neturlOnlyRFC1738")(err, r.registered);
    return tl(l, "neturlDiffer");
  };
  say($("neturl-verdict"), verdict(lang === "fr" ? "fr" : "en"), verdict("fr"));
  $("neturl-verdict").className = "verdict " + (n.agree ? "same" : "differs");
  const reasons = (n.reasons || []).slice();
  if (n.unexplained) reasons.push(t("neturlUnexplained"));
  const frReasons = ((r.fr && r.fr.netURL && r.fr.netURL.reasons) || []).slice();
  if (n.unexplained) frReasons.push(tl("fr", "neturlUnexplained"));
  // Only RFC 1738's first error is compared, and the text has more.
  if (n.moreAfter) {
    reasons.push(t("neturlFirstOnly"));
    frReasons.push(tl("fr", "neturlFirstOnly"));
  }
  $("neturl-reasons").replaceChildren(...reasons.map((text, i) => {
    const li = document.createElement("li");
    say(li, text, frReasons[i]);
    return li;
  }));
}

// The links between the views: pointing at a part (a piece of the
// diagram, a line of the tree, a row of the table) highlights every
// piece of the same span, the URL's characters in it, and its
// production's rule in the railroad diagrams.
function highlight(pos, end, production) {
  clearHighlight();
  for (const el of document.querySelectorAll(`[data-p="${pos}"][data-e="${end}"]`)) {
    if (el.dataset.k !== "url") el.classList.add("hl");
  }
  for (const el of document.querySelectorAll('#diagram [data-k="url"]')) {
    const p = Number(el.dataset.p), e = Number(el.dataset.e);
    if (pos <= p && e <= end && p < e) el.classList.add("hl");
  }
  if (!production) return;
  for (const a of document.querySelectorAll("#productions a")) {
    if (a.dataset.n === production) a.classList.add("hl");
  }
  highlightRailroad(anchorsOf(production));
}

function clearHighlight() {
  for (const el of document.querySelectorAll(".hl")) el.classList.remove("hl");
  highlightRailroad([]);
}

// anchorsOf is the ids of the railroad pages' sections that may hold
// the rule of the production named name, best first.
function anchorsOf(name) {
  const p = last && (last.productions || []).find((q) => q.name === name);
  return p ? p.anchors : [name];
}

// highlightRailroad marks, in the frame, the rule of the first of
// anchors that the frame's page holds, and every box and link of its
// diagrams that leads to it; none when anchors is empty.
function highlightRailroad(anchors) {
  const doc = $("railroad").contentDocument;
  if (!doc || !doc.body) return;
  if (!doc.getElementById("rfc1738-hl-style")) {
    const style = doc.createElement("style");
    style.id = "rfc1738-hl-style";
    style.textContent = ".rfc1738-hl { outline: 3px solid #d19a00; outline-offset: 2px; background: #fff4cc; }\n" +
      "a.rfc1738-hl { outline: none; background: #ffe08a; }\n" +
      "svg a.rfc1738-hl rect { fill: #ffe08a; stroke: #b07d00; stroke-width: 2px; }";
    doc.head.append(style);
  }
  for (const el of doc.querySelectorAll(".rfc1738-hl")) el.classList.remove("rfc1738-hl");
  const id = anchors.find((a) => doc.getElementById(a));
  noteMissing(id, anchors);
  if (!id) return;
  doc.getElementById(id).classList.add("rfc1738-hl");
  for (const a of doc.querySelectorAll(`a[href="#${CSS.escape(id)}"]`)) a.classList.add("rfc1738-hl");
}

function linkedOver(ev) {
  const el = ev.target.closest("[data-p]");
  if (!el) return;
  highlight(Number(el.dataset.p), Number(el.dataset.e), el.dataset.n || "");
}

function linkedOut(ev) {
  const from = ev.target.closest("[data-p]");
  const to = ev.relatedTarget && ev.relatedTarget.closest && ev.relatedTarget.closest("[data-p]");
  if (from && from !== to) clearHighlight();
}

// The page's address holds what is typed (#url=...&base=...&lang=fr),
// so that it can be shared and loads the page in that state; it follows
// each keystroke without adding to the history.

// hashText writes s for the address: "%", "&", "#", "=", "+", spaces,
// controls and what is not ASCII percent-encoded, the rest as it is.
function hashText(s) {
  return s.replace(/[%&#=+\s\u0000-\u001f\u007f-\uffff]/gu, (c) => {
    try { return encodeURIComponent(c); } catch { return ""; }
  });
}

function stateHash() {
  let h = "#url=" + hashText($("url").value);
  if ($("base").value !== "") h += "&base=" + hashText($("base").value);
  if (lang !== "en") h += "&lang=" + lang;
  return h;
}

// ownHash is the address's hash as the page last wrote or read it. When
// the address holds another, the user changed it (a typed address, a
// link) and its hashchange event is on its way: writing the page's state
// now, from an answer of the worker that arrived first, would put back
// the old address and lose the new one.
let ownHash = location.hash;

function writeHash() {
  if (location.hash !== ownHash) return; // applyHash takes it, then the page writes again
  const h = stateHash();
  if (location.hash !== h) history.replaceState(history.state, "", h);
  ownHash = location.hash;
}

// readHash returns the state in the page's address: {url, base, lang},
// each when given; null when it gives none of them. A teacher's link
// may give only the language (#lang=fr): the page opens in it, at its
// first URL.
function readHash() {
  const h = location.hash.replace(/^#/, "");
  const st = {};
  for (const kv of h.split("&")) {
    const i = kv.indexOf("=");
    if (i < 0) continue;
    let v = kv.slice(i + 1);
    try { v = decodeURIComponent(v); } catch { /* kept as written */ }
    st[kv.slice(0, i)] = v;
  }
  return "url" in st || "base" in st || "lang" in st ? st : null;
}

// applyHash puts the state of the page's address into the page.
function applyHash() {
  ownHash = location.hash;
  const st = readHash();
  if (!st) return false;
  if ("url" in st) $("url").value = st.url;
  $("base").value = st.base || "";
  $("lang-" + (langs.includes(st.lang) ? st.lang : "en")).checked = true; // no lang: English, as writeHash writes it
  return true;
}

// validStatus says what a valid result is: a URL of RFC 1738, or, for a
// scheme registered from outside it (r.registered), a URL of that
// scheme's own production, which is no RFC 1738 URL.
function validStatus(r, l) {
  const w = (key) => tl(l, key);
  if (r.registered) {
    return r.resolution ? w("resolvedRegistered")(r.resolution.result, r.scheme, r.registered) : w("validRegistered")(r.scheme, r.registered);
  }
  // A resolved text with a "#" is a URL and a fragment (RFC 1808
  // section 2.4.1), which the status says apart.
  const resolved = r.resolution && (r.resolution.result.includes("#") ? "resolvedValidFragment" : "resolvedValid");
  const status = r.resolution ? w(resolved)(r.resolution.result, r.scheme) : w("valid")(r.scheme);
  return status + readingsSaid(r.readings || [], l);
}

// readingsSaid says, after a valid result's status, the readings of the
// RFC by which it is a URL (view.Result's Readings, in l, the words of
// the exercise's list): "" when it is one by the letter of the RFC.
function readingsSaid(readings, l) {
  if (readings.length === 0) return "";
  // The view's French has its typography already.
  return " " + tl(l, "statusReadings")(readings.length) + " " + readings.join(l === "fr" ? "\u00a0; " : "; ") + ".";
}

// statusOfError says where the error of a result is: in the URL typed,
// or, with a base, in the reference, the base or the resolved URL.
function statusOfError(r, l) {
  const e = r.error;
  const w = (key) => tl(l, key);
  switch (r.resolution ? e.in : "url") {
    case "url": return w("invalid")(e.offset);
    case "reference": return w("referenceInvalid")(e.offset);
    case "base": return w("baseInvalid")(e.offset);
    case "result": return w("resolvedInvalid")(r.resolution.result, e.offset);
  }
  return w("refused");
}

// showError writes the text the error is in with the character at the
// error marked, a caret under it, and, under them, the parser's message,
// each of its notes and the scheme's rule, an item each, which wrap;
// with a base, it says first which text that is. An error in no text (a
// resolved URL RFC 1808 cannot write) is its message alone. fe is the
// same error in French, shown under each line with both languages.
function showError(e, fe) {
  const where = $("error-in");
  where.hidden = !e.in;
  where.textContent = e.in ? t("errorIn")[e.in] : "";
  const lines = e.lines || e.message.split("\n").map((text) => ({ kind: "error", text }));
  const frLines = (fe && (fe.lines || fe.message.split("\n").map((text) => ({ kind: "error", text })))) || [];
  const item = (line, l) => {
    const li = document.createElement("li");
    li.className = line.kind;
    if (line.kind === "note") {
      const label = document.createElement("span");
      label.className = "note-label";
      label.textContent = tl(l, "note");
      li.append(label, " ");
    }
    li.append(...refPieces(line.text));
    return li;
  };
  $("message").replaceChildren(...lines.map((line, i) => {
    const li = item(line, e.lines && lang === "fr" ? "fr" : "en");
    if (both() && frLines[i]) {
      const fr = item(frLines[i], "fr");
      fr.className += " fr";
      fr.lang = "fr";
      return [li, fr];
    }
    return [li];
  }).flat());
  const pre = $("error");
  if (document.body.dataset.resolved === "true" && !e.in) {
    pre.replaceChildren();
    return;
  }
  const mark = document.createElement("mark");
  mark.textContent = e.at === "" ? " " : e.at;
  const caret = document.createElement("span");
  caret.className = "caret";
  caret.textContent = " ".repeat([...e.before].length) + "^";
  pre.replaceChildren(e.before, mark, e.after + "\n", caret);
}

// showResolution fills the resolution's panel, shown when the page has
// a base: the reference's diagram and parts, the base's components, the
// steps of RFC 1808 section 4 that applied, and the result; or the
// error of the input the resolution refused, drawn. Its texts are
// package resolution's, explain -base's words.
function showResolution(r) {
  const res = r.resolution;
  $("resolution-panel").hidden = !res;
  $("diagram-note").hidden = !res;
  if (!res) return;
  // With both languages, each line in English, then in French; the
  // reference's diagram and table whole in each, as the trace is.
  const fr = both() && r.fr && r.fr.resolution ? r.fr.resolution : null;
  say($("diagram-note"), res.result ? t("diagramNote") : t("noResult"), res.result ? tl("fr", "diagramNote") : tl("fr", "noResult"));
  // The diagram as it is; the table of the reference's parts under it,
  // a line each, whose sentences wrap under their column.
  const split = (x) => {
    const lines = x.reference.split("\n");
    const at = x.tableLine === undefined ? lines.length : x.tableLine;
    return [lines.slice(0, at).join("\n"), lines.slice(at).filter((l) => l.trim() !== "").map(hangingLine)];
  };
  const [diagram, table] = split(res);
  $("reference").textContent = diagram;
  if (fr) {
    const [frDiagram, frTable] = split(fr);
    const pre = document.createElement("pre");
    pre.className = "mono";
    pre.lang = "fr";
    pre.textContent = frDiagram;
    for (const d of frTable) d.lang = "fr";
    table.push(frenchHeading("div"), pre, ...frTable);
  }
  $("reference-table").replaceChildren(...table);
  say($("base-line"), res.baseLine || "", fr && fr.baseLine);
  $("base-notes").replaceChildren(...(res.baseNotes || []).map((n, i) => {
    const li = document.createElement("li");
    say(li, n, fr && fr.baseNotes && fr.baseNotes[i]);
    return li;
  }));
  sayDrawn($("base-error"), res.baseError, fr && fr.baseError);
  const steps = res.steps || [];
  const frSteps = (fr && fr.steps) || [];
  $("steps-note").hidden = steps.length === 0 && !res.failure;
  $("steps").replaceChildren(...steps.map((s, i) => {
    const li = document.createElement("li");
    li.dataset.step = s.number;
    const label = document.createElement("span");
    label.className = "step-label";
    label.textContent = s.label;
    li.append(label, " ", s.text);
    for (const d of s.details || []) {
      const div = document.createElement("div");
      div.className = "step-detail";
      div.textContent = d;
      li.append(div);
    }
    const f = frSteps[i];
    if (f) {
      li.append(frenchLine(`${f.label} ${f.text}`, "div"));
      for (const d of f.details || []) {
        const div = frenchLine(d, "div");
        div.classList.add("step-detail");
        li.append(div);
      }
    }
    return li;
  }));
  sayDrawn($("failure"), res.failure, fr && fr.failure);
  say($("result-line"), res.resultLine || "", fr && fr.resultLine);
  say($("fragment-line"), res.fragmentLine || "", fr && fr.fragmentLine);
}

// sayDrawn sets a <pre>'s text, an error drawn under its bytes, and with
// both languages its French under it.
function sayDrawn(pre, text, fr) {
  pre.replaceChildren(text || "");
  if (fr && fr !== text) pre.append("\n", frenchLine(fr));
}

// hangingLine is a line of a table written in columns of spaces (the
// reference's parts), which wraps in the window: it starts in its column
// (in a narrow window, at most 40% of the way across), and its wrapped
// lines four columns right of that (style.css: div.hanging).
function hangingLine(text) {
  const div = document.createElement("div");
  // A quoted value stays whole with its guillemets, as frenchSpaces
  // keeps them: the table is written for a terminal, with plain spaces.
  const body = text.trimStart().replace(/« /g, "«\u00a0").replace(/ »/g, "\u00a0»");
  div.className = "hanging";
  div.style.marginLeft = `min(${text.length - text.trimStart().length}ch, 40%)`;
  div.append(...refPieces(body));
  return div;
}

// railroadPages are the railroad diagrams of RFC 1738's grammar, one
// page a language; the two have the same ids (the rules' RFC names).
const railroadPages = { en: "railroad.html", fr: "railroad.fr.html" };

// railroadPage is the railroad page of the page's language.
function railroadPage() { return railroadPages[lang] || railroadPages.en; }

// showProductions lists the productions of the tree shown, each a link
// to its railroad diagram in the frame below.
function showProductions(r) {
  const list = $("productions");
  const items = [];
  // With a base, the names below are the resolved URL's; the reference's
  // rules are RFC 1808's, drawn in the railroad page's section of
  // relative URLs.
  const note = $("grammar-note");
  note.dataset.i18n = r.resolution ? "grammarNoteResolved" : "grammarNote";
  sayWords(note, note.dataset.i18n);
  if (r.resolution) items.push(productionLink(t("referenceGrammar"), "", ["relative"]));
  if (r.section) {
    const text = r.section === "generic" ? t("genericGrammar") : t("schemeGrammar")(r.scheme);
    items.push(productionLink(text, "", [r.section]));
  }
  for (const p of r.productions || []) {
    const text = p.label === p.name ? p.name : `${p.label} (${p.name})`;
    const li = productionLink(text, p.cite, p.anchors);
    li.firstChild.dataset.n = p.name;
    items.push(li);
  }
  list.replaceChildren(...items);
}

function productionLink(text, title, anchors) {
  const li = document.createElement("li");
  const a = document.createElement("a");
  a.href = railroadPage() + "#" + anchors[0];
  a.textContent = text;
  if (title) a.title = title;
  a.addEventListener("click", (ev) => {
    ev.preventDefault();
    showRailroad(anchors);
  });
  li.append(a);
  return li;
}

// showRailroad scrolls the frame of railroad diagrams to the first of
// anchors that it holds, and brings the frame into view.
// noteMissing says, under the frame, that its page has none of anchors,
// the ids of a rule (id is the one found, undefined for none): the page's
// server draws another parser's grammar than the page's. Said, not
// passed over.
function noteMissing(id, anchors) {
  const missing = $("railroad-missing");
  missing.hidden = Boolean(id) || anchors.length === 0;
  if (!missing.hidden) missing.textContent = t("railroadMissing")(anchors[0]);
}

function showRailroad(anchors) {
  const frame = $("railroad");
  const doc = frame.contentDocument;
  const found = anchors.find((a) => doc && doc.getElementById(a));
  if (doc && doc.body) noteMissing(found, anchors);
  const id = found || anchors[0];
  sendFrame(railroadPage(), "#" + id, false);
  frame.scrollIntoView({ block: "start", behavior: scrollBehavior() });
}

// scrollBehavior is how the page scrolls to what a link names: smoothly,
// but at once for a reader who asks the system for less motion, whom a
// gliding page can make unwell (and whose next click a moving page would
// send elsewhere).
function scrollBehavior() {
  return matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

// The frame shows the railroad page of the page's language. frameWanted
// is where the page last sent it to another page ("http://…/
// railroad.fr.html#hostport"), from then until the frame's load event:
// meanwhile the frame's location is still that of the page it leaves.
let frameWanted = null;

// frameAt is the frame's location: where it is, or, before its first
// page has come, where its src sends it.
function frameAt() {
  const frame = $("railroad");
  const loc = frame.contentWindow.location;
  return new URL(loc.protocol === "about:" ? frame.src : loc.href);
}

// frameGoing is where the frame is, or is going.
function frameGoing() {
  return frameWanted ? new URL(frameWanted) : frameAt();
}

// pageOf is the name of the page of a URL: "railroad.fr.html".
function pageOf(u) { return u.pathname.split("/").pop(); }

// sendFrame takes the frame to page, a railroad page, at hash ("#hostport",
// or ""). A move to another page, or any move when replace is set,
// replaces the frame's entry in the history; a move on the page it is
// on otherwise adds one, which Back undoes. The link that opens the
// frame's page on its own follows.
function sendFrame(page, hash, replace) {
  const target = new URL(page + hash, document.baseURI).href;
  const loc = $("railroad").contentWindow.location;
  const samePage = pageOf(frameAt()) === page;
  const onItsWay = frameWanted !== null;
  // A move on the page the frame is on has no load event. While the
  // frame is on its way to another page, that move does not stop it: the
  // other page's load event (see start) sends the frame back here.
  frameWanted = samePage && !onItsWay ? null : target;
  if (samePage && !onItsWay && !replace) {
    loc.hash = hash;
  } else {
    loc.replace(target);
  }
  $("railroad-link").href = page + hash;
  showRailroadBoth(hash);
}

// showRailroadPage puts the frame on the railroad page of the page's
// language where the page of the other language was: at the same rule,
// the two having the same ids. The frame's title follows.
function showRailroadPage() {
  const frame = $("railroad");
  frame.title = t("railroadTitle");
  const at = frameGoing();
  if (pageOf(at) !== railroadPage()) {
    sendFrame(railroadPage(), at.hash, true);
  }
  $("railroad-link").href = railroadPage() + at.hash;
  showRailroadBoth(at.hash);
}

// showRailroadBoth says, with both languages, that the frame is the
// English page and links the French one at the same rule: the frame
// shows one page, and its "Version française" link is in English.
function showRailroadBoth(hash) {
  const p = $("railroad-both");
  p.hidden = !both();
  if (!both()) return;
  const line = (l) => {
    const a = document.createElement("a");
    a.href = railroadPages.fr + hash;
    a.target = "_blank";
    a.textContent = tl(l, "railroadFrench");
    const span = document.createElement("span");
    span.append(tl(l, "railroadBoth") + " ", a, ".");
    return span;
  };
  const fr = line("fr");
  fr.className = "fr";
  fr.lang = "fr";
  p.replaceChildren(line("en"), fr);
}

function setLang(l) {
  lang = langs.includes(l) ? l : "en";
  document.documentElement.lang = lang === "fr" ? "fr" : "en";
  for (const el of document.querySelectorAll("[data-i18n]")) {
    sayWords(el, el.dataset.i18n);
  }
  for (const el of document.querySelectorAll("[data-i18n-placeholder]")) {
    el.placeholder = placeholderOf(el.dataset.i18nPlaceholder);
  }
  for (const el of document.querySelectorAll("[data-i18n-title]")) {
    el.title = t(el.dataset.i18nTitle);
  }
  showExercise(last);
  showIntro();
  document.title = t("title");
  showRailroadPage();
  $("lang-" + lang).checked = true;
  request();
}

// showIntro writes the introduction, a sentence with the general form
// in it, in the page's language; with both, the French sentence whole,
// with its own general form, on a line under the English.
function showIntro() {
  const sentence = (l, id) => {
    const span = document.createElement("span");
    const code = document.createElement("code");
    code.className = "template";
    code.id = id;
    code.append(...breakable(tl(l, "template")));
    span.append(tl(l, "intro") + " ", code, " " + tl(l, "intro2"));
    const others = registeredSentence(l);
    if (others) span.append(" " + others);
    return span;
  };
  $("intro").replaceChildren(sentence(lang === "fr" ? "fr" : "en", "template"));
  if (both()) {
    const fr = sentence("fr", "template-fr");
    fr.className = "fr";
    fr.lang = "fr";
    $("intro").append(fr);
  }
}

// registered is the schemes the page's parser reads by productions from
// outside RFC 1738 (view.RegisteredSchemes), as its server lists them in
// /schemes.json; empty until they come, and for a parser with none.
let registered = [];

fetch("schemes.json").then((r) => r.ok ? r.json() : []).then((list) => {
  registered = Array.isArray(list) ? list : [];
  showIntro();
}).catch(() => {});

// registeredSentence says, in language l, which schemes the page reads
// by their own RFCs, those of one production together: "ldap by ldapurl
// (RFC 4516 section 2) and rtsp, rtspu by rtsp_URL (RFC 2326 section
// 3.2)"; "" for none.
function registeredSentence(l) {
  const byProduction = new Map();
  for (const r of registered) {
    const key = r.production + "\u0000" + r.rfc + "\u0000" + r.section;
    if (!byProduction.has(key)) byProduction.set(key, { reg: r, names: [] });
    byProduction.get(key).names.push(r.scheme);
  }
  const parts = [...byProduction.values()].map(({ reg, names }) => tl(l, "introScheme")(names.join(", "), reg));
  if (parts.length === 0) return "";
  const list = parts.length === 1 ? parts[0] : parts.slice(0, -1).join(", ") + " " + tl(l, "and") + " " + parts[parts.length - 1];
  return tl(l, "introRegistered")(list);
}

// sayWords puts the page's words for key in el: with both languages, a
// short text followed by its French after " / ", a sentence by its
// French on a line of its own.
function sayWords(el, key) {
  const en = t(key);
  if (!both()) {
    el.textContent = en;
    return;
  }
  const fr = tl("fr", key);
  if (en === fr) el.textContent = en;
  else if (en.length <= 40) el.textContent = `${en} / ${fr}`;
  else el.replaceChildren(en, frenchLine(fr));
}

// The exercise: the page proposes a text that is not a URL, with a
// mistake often made (the cases the notes' advice is for), which the
// student edits in the URL box until it is one; the page then shows
// what the parser's repair makes of the same text, and whether the
// answer means the same URL. Where the repair finds no URL near, the
// answers expected are the ones the notes advise.
const exercises = [
  { broken: "http:www.iec.ch", expected: ["http://www.iec.ch", "http://www.iec.ch/"] },
  { broken: "http://www.iec.ch/~user/", expected: [] },
  { broken: "http://www.iec.ch:/", expected: ["http://www.iec.ch/"] },
  { broken: "ftp://ftp.iec.ch/pub/a;b", expected: ["ftp://ftp.iec.ch/pub/a%3Bb", "ftp://ftp.iec.ch/pub/a;type=a", "ftp://ftp.iec.ch/pub/a;type=i", "ftp://ftp.iec.ch/pub/a;type=d"] },
  { broken: "<URL:http://www.iec.ch/>", expected: [] },
  { broken: "file:/etc/motd", expected: ["file:///etc/motd"] },
  { broken: "http://www.iec.ch/a b", expected: [] },
  { broken: "ftp://anon:pa:ss@ftp.iec.ch/", expected: ["ftp://anon:pa%3Ass@ftp.iec.ch/", "ftp://anon%3Apa:ss@ftp.iec.ch/"] },
  { broken: "http://www.iec.ch/100%", expected: [] },
  { broken: "http://[::1]/", expected: ["http://localhost/", "http://127.0.0.1/"] },
  { broken: "news://news.iso.org/comp.os.unix", expected: ["nntp://news.iso.org/comp.os.unix", "news:comp.os.unix"] },
  { broken: "mailto:<joe@example.org>", expected: [] },
  { broken: "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los Angeles", expected: [] },
];
let exercise = null; // the exercise on screen, one of exercises
let exerciseAt = -1;

// nextExercise puts the next exercise's broken text in the URL box.
function nextExercise() {
  exerciseAt = (exerciseAt + 1) % exercises.length;
  exercise = exercises[exerciseAt];
  $("url").value = exercise.broken;
  $("base").value = "";
  showExercise(null);
  $("url").focus();
  request();
}

function stopExercise() {
  exercise = null;
  showExercise(null);
}

// showExercise shows the exercise on screen and the verdict on the
// answer in the URL box, r.exercise, when it is this exercise's.
function showExercise(r) {
  $("exercise").hidden = !exercise;
  $("exercise-stop").hidden = !exercise;
  if (!exercise) return;
  const ex = r && r.exercise && r.exercise.broken === exercise.broken ? r.exercise : null;
  const prompt = (text) => promptPieces(text, exercise.broken);
  say($("exercise-broken"), t("exerciseBroken")(exercise.broken), tl("fr", "exerciseBroken")(exercise.broken), prompt);
  const verdict = $("exercise-verdict");
  const edits = $("exercise-edits");
  const compared = $("exercise-compared");
  edits.replaceChildren();
  compared.replaceChildren();
  showReadings(ex && ex.solved ? ex.readings || [] : []);
  if (!ex || !ex.solved) {
    say(verdict, t("exerciseNotYet"), tl("fr", "exerciseNotYet"));
    verdict.className = "verdict";
    return;
  }
  const n = (ex.readings || []).length;
  const lines = [n > 0 ? ["exerciseSolvedReading", n] : ["exerciseSolved"]];
  if (ex.fixed) lines.push(["exerciseFixed", ex.fixed]);
  else lines.push(["exerciseNoFix", (ex.left || []).length]);
  const said = (l) => lines.map(([k, ...a]) => { const w = tl(l, k); return typeof w === "function" ? w(...a) : w; }).join(" ");
  say(verdict, said(lang === "fr" ? "fr" : "en"), said("fr"));
  // "Same" is said only of the repair's URL; expected answers need not
  // be the same URL as one another.
  const ok = ex.same || ex.oneOfExpected;
  verdict.className = "verdict " + (ok ? "same" : "differs");
  // The repair's changes and the notes whose advice it did not take, as
  // the error panel words them (the view's French has its typography
  // already): the list that the verdict's "by these changes" announces.
  const items = (ex.edits || []).map((e) => [lang === "fr" ? e.fr : e.en, e.fr]);
  for (const a of ex.left || []) items.push([lang === "fr" ? a.fr : a.en, a.fr]);
  edits.replaceChildren(...items.map(([text, fr]) => {
    const li = document.createElement("li");
    say(li, text, fr);
    return li;
  }));
  compared.replaceChildren(...comparison(ex, ok));
}

// comparison returns the paragraphs that compare the answer ex with the
// repair's URL or the answers expected: those answers, where the repair
// made none, and why they differ; the verdict, marked ok or not; and
// what explains it. They follow the repair's changes, not among them:
// none of them is a change.
function comparison(ex, ok) {
  const paras = [];
  const quote = (l, u) => l === "fr" ? `«\u00a0${u}\u00a0»` : `“${u}”`; // a value: no frenchSpaces
  if (!ex.fixed && (ex.expected || []).length > 0) {
    const list = (l) => tl(l, "exerciseExpected")(ex.expected.map((u) => quote(l, u)).join(l === "fr" ? " ou " : " or "), ex.expected.length);
    paras.push([list(lang === "fr" ? "fr" : "en"), list("fr")]);
    const why = (l) => tl(l, "exerciseWhy")[ex.broken];
    if (why("en")) paras.push([why(lang === "fr" ? "fr" : "en"), why("fr")]);
  }
  const oneOf = (ex.expected || []).length > 1 ? "exerciseOneOf" : "exerciseTheOne";
  const verdictKey = ex.same ? "exerciseSame" : ex.oneOfExpected ? oneOf : ex.fixed ? "exerciseDiffers" : "exerciseNotExpected";
  const last = ex.slash ? verdictKey + "Slash" : verdictKey;
  const worded = (l) => { const w = tl(l, last); return typeof w === "function" ? w((ex.expected || []).length) : w; };
  const verdictAt = paras.length;
  paras.push([worded(lang === "fr" ? "fr" : "en"), worded("fr")]);
  if (ex.plus) paras.push([t("exercisePlus"), tl("fr", "exercisePlus")]);
  // Where the answer's tree has a node of another production than the
  // compared URLs' at the same place (the view's French has its
  // typography already).
  if (ex.otherKind) paras.push([lang === "fr" ? ex.otherKind.fr : ex.otherKind.en, ex.otherKind.fr]);
  return paras.map(([text, fr], i) => {
    const p = document.createElement("p");
    say(p, text, fr);
    if (i === verdictAt) p.className = ok ? "same" : "differs";
    return p;
  });
}

// promptPieces returns the exercise's prompt text in pieces, as
// refPieces does, but for the broken URL in it, whose spaces never end
// a line: a space there is the mistake to find, and at a line's end it
// would not be seen. The text copied is the same.
function promptPieces(text, broken) {
  const at = text.indexOf(broken);
  if (at < 0 || !/\s/.test(broken)) return refPieces(text);
  const out = refPieces(text.slice(0, at));
  out.push(...keptPieces(broken, /([^\s/.@:;?&=#,%]{0,16}\s+[^\s/.@:;?&=#,%]{0,16})/, "whole"));
  out.push(...refPieces(text.slice(at + broken.length)));
  return out;
}

// showReadings lists, under the exercise's verdict, the readings of the
// RFC by which the answer is a URL, each part with the table's words on
// it (view.Exercise's Readings); nothing when it needs none.
function showReadings(readings) {
  const intro = $("exercise-readings-intro");
  const list = $("exercise-readings");
  intro.hidden = list.hidden = readings.length === 0;
  const n = readings.length;
  say(intro, tl(lang === "fr" ? "fr" : "en", "exerciseReadings")(n), tl("fr", "exerciseReadings")(n));
  // The view's French has its typography already.
  list.replaceChildren(...readings.map((a) => {
    const li = document.createElement("li");
    say(li, lang === "fr" ? a.fr : a.en, a.fr);
    return li;
  }));
}

function start() {
  const box = $("url");
  const base = $("base");
  applyHash();
  window.addEventListener("hashchange", () => {
    if (!applyHash()) return;
    const checked = document.querySelector('input[name="lang"]:checked');
    setLang(checked ? checked.value : "en"); // also sends the request
  });
  for (const id of ["diagram", "tree", "parts-body"]) {
    $(id).addEventListener("mouseover", linkedOver);
    $(id).addEventListener("mouseout", linkedOut);
  }
  $("railroad").addEventListener("load", () => highlightRailroad([]));
  box.addEventListener("input", request);
  $("trace-open").addEventListener("toggle", () => { if ($("trace-open").open) request(); else { $("trace").replaceChildren(); showScrollCues(); } });
  // A step opened or closed in the trace may make it wider or narrower
  // than its panel; toggle does not bubble, so it is caught on its way.
  $("trace").addEventListener("toggle", showScrollCues, true);
  for (const r of document.querySelectorAll('input[name="trace-mode"]')) r.addEventListener("change", request);
  base.addEventListener("input", request);
  $("entry").addEventListener("submit", (ev) => ev.preventDefault());
  $("clear").addEventListener("click", () => {
    box.value = "";
    box.focus();
    request();
  });
  $("clear-base").addEventListener("click", () => {
    base.value = "";
    base.focus();
    request();
  });
  // An example sets the whole entry: a relative one its base too, an
  // absolute one no base, so that it is shown as a URL of RFC 1738.
  // An example's URL wraps after its delimiters in a narrow window.
  for (const b of document.querySelectorAll("button.example")) b.replaceChildren(...breakable(b.textContent));
  $("exercise-next").addEventListener("click", nextExercise);
  $("exercise-stop").addEventListener("click", stopExercise);
  for (const b of document.querySelectorAll("button.example")) {
    b.addEventListener("click", () => {
      stopExercise();
      box.value = b.textContent;
      base.value = b.dataset.base || "";
      request();
    });
  }
  // The railroad page opened on its own is the frame's, at the rule it
  // shows now: a click in the frame may have moved it.
  $("railroad-link").addEventListener("click", () => {
    $("railroad-link").href = railroadPage() + frameGoing().hash;
  });
  // A page the frame was sent to has come; or another did, when the
  // frame was moved on the page it was leaving meanwhile: it is sent on.
  $("railroad").addEventListener("load", () => {
    const wanted = frameWanted;
    frameWanted = null;
    if (wanted && pageOf(new URL(wanted)) !== pageOf(frameAt())) {
      frameWanted = wanted;
      $("railroad").contentWindow.location.replace(wanted);
    }
  });
  for (const r of document.querySelectorAll('input[name="lang"]')) {
    r.addEventListener("change", () => { if (r.checked) setLang(r.value); });
  }
  worker = new Worker("worker.js");
  worker.onmessage = (ev) => answered(ev.data);
  worker.onerror = (ev) => answered({ error: ev.message || "worker error" });
  const checked = document.querySelector('input[name="lang"]:checked');
  setLang(checked ? checked.value : "en"); // also sends the first request
  box.focus();
  box.setSelectionRange(box.value.length, box.value.length);
}

start();
