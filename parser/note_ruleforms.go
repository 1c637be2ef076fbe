package parser

import "github.com/urlsyntax/rfc1738/ast"

// The rule-only forms of the notes that name a URL ("did you mean …",
// "write …"). A note names a URL only where that URL parses whole; where
// a later mistake of the input makes it no URL ("http://h:/a b", whose
// space remains once the ":" is dropped), the note's rule still explains
// the first mistake, and is given alone, with no URL: a second mistake
// must not silence the hint for the first. NoteSchemeSlashesRule and
// NoteAngleBracketsRule are two more such forms.
const (
	// NoteSchemeColonRule: NoteSchemeColon where the input with the
	// ":" has a second mistake.
	NoteSchemeColonRule Code = "note-scheme-colon-rule"
	// NoteEmptyPortRule: NoteEmptyPort where the input without the
	// ":" has a second mistake.
	NoteEmptyPortRule Code = "note-empty-port-rule"
	// NotePortColonsRule: NotePortColons where the input with one ":"
	// has a second mistake.
	NotePortColonsRule Code = "note-port-colons-rule"
	// NoteHostEscapeRule: NoteHostEscape where the input with the
	// host's escapes decoded has a second mistake after the host.
	// Argument: decoded, as for NoteHostEscape.
	NoteHostEscapeRule Code = "note-host-escape-rule"
	// NoteHostSpaceRule: NoteHostSpace where the input without the
	// space has a second mistake after the host.
	NoteHostSpaceRule Code = "note-host-space-rule"
	// NoteFilePathRule: NoteFilePath where the file on this machine
	// has a second mistake in its path.
	NoteFilePathRule Code = "note-file-path-rule"
	// NoteFileDriveRule: NoteFileDrive where the path that holds the
	// drive letter has a second mistake. Argument: drive.
	NoteFileDriveRule Code = "note-file-drive-rule"
	// NoteFileDriveBarRule: NoteFileDriveBar where the path with the
	// ":" has a second mistake. Argument: drive.
	NoteFileDriveBarRule Code = "note-file-drive-bar-rule"
	// NoteBackslashRule: NoteBackslash where the input with "/" for
	// the "\" has a second mistake.
	NoteBackslashRule Code = "note-backslash-rule"
	// NoteQuoteMarksRule: NoteQuoteMarks where the text between the
	// quote marks is no URL either.
	NoteQuoteMarksRule Code = "note-quote-marks-rule"
	// NoteSpaceAroundRule: NoteSpaceAround where the input without the
	// whitespace is no URL either.
	NoteSpaceAroundRule Code = "note-space-around-rule"
	// NoteLineBreakRule: NoteLineBreak where the input without the line
	// break is no URL either.
	NoteLineBreakRule Code = "note-line-break-rule"
	// NoteNewsNNTPRule: NoteNewsNNTP where the nntp URL would have a
	// second mistake after the article's number.
	NoteNewsNNTPRule Code = "note-news-nntp-rule"
	// NoteNNTPGroupRule: NoteNNTPGroup where the input with the group
	// has a second mistake after the article's number.
	NoteNNTPGroupRule Code = "note-nntp-group-rule"
	// NoteNoLoginRule: NoteNoLogin where the input without the login
	// has a second mistake. Arguments: as for NoteNoLogin.
	NoteNoLoginRule Code = "note-no-login-rule"
)

// ruleFormTexts are the texts of the codes above, in English and French:
// each is its note's text up to the URL it names.
var ruleFormTexts = []codeMessage{
	{code: NoteSchemeColonRule, Message: Message{
		`a scheme name ends with ":" (RFC 1738 section 2.1), which this one lacks before its "//"`,
		"un nom de mode est suivi de « : » (RFC 1738, section 2.1), qui manque ici avant « // »",
	}},
	{code: NoteEmptyPortRule, Message: Message{
		`a ":" after the host starts a port, which is digits (RFC 1738 section 5, explained in section 3.1: hostport = host [ ":" port ]): with no port, the ":" is left out too`,
		"un « : » après l'hôte introduit un port, fait de chiffres (RFC 1738, section 5, règle expliquée à la section 3.1 : hostport = host [ \":\" port ]) : sans port, on omet aussi le « : »",
	}},
	{code: NotePortColonsRule, Message: Message{
		`one ":" separates the host from its port (RFC 1738 section 5, explained in section 3.1: hostport = host [ ":" port ])`,
		"un seul « : » sépare l'hôte de son port (RFC 1738, section 5, règle expliquée à la section 3.1 : hostport = host [ \":\" port ])",
	}},
	{code: NoteHostEscapeRule, Message: Message{
		`a host holds no escapes, only letters, digits, "-" and "." (RFC 1738 section 5, explained in section 3.1: domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit); {found:q} is {decoded:q} escaped, which the host holds as it is`,
		"un hôte ne contient pas d'échappement, seulement des lettres, des chiffres, « - » et « . » (RFC 1738, section 5, règle expliquée à la section 3.1 : domainlabel = alphadigit | alphadigit *[ alphadigit | \"-\" ] alphadigit) ; {found:q} est {decoded:q} échappé, que l'hôte contient tel quel",
	}},
	{code: NoteHostSpaceRule, Message: Message{
		`a host name holds no space, only letters, digits, "-" and "." (RFC 1738 section 3.1), and "insignificant spaces may be introduced when URLs are transcribed or typeset" (RFC 1738 section 2.2): the host is the name without it`,
		"un nom d'hôte ne contient pas d'espace, seulement des lettres, des chiffres, « - » et « . » (RFC 1738, section 3.1), et « des espaces non significatives peuvent être introduites quand les URL sont transcrites ou composées » (citation traduite ; RFC 1738, section 2.2) : l'hôte est le nom sans cette espace",
	}},
	{code: NoteFilePathRule, Message: Message{
		`a file URL's path follows its host and a "/" (RFC 1738 section 3.10); for a file on this machine, the host is empty, and "file:///" starts the path`,
		"le chemin d'une URL file suit son hôte et un « / » (RFC 1738, section 3.10) ; pour un fichier de la machine locale, l'hôte est vide, et « file:/// » précède le chemin",
	}},
	{code: NoteFileDriveRule, Message: Message{
		`a drive letter, {drive:q}, is not a host: after "file://" come a host, or nothing for this machine, then "/" and the path (RFC 1738 section 3.10), which holds the drive letter, as in "file:///C:/x"`,
		"une lettre de lecteur, {drive:q}, n'est pas un hôte : après « file:// » viennent un hôte, ou rien pour la machine locale, puis « / » et le chemin (RFC 1738, section 3.10), qui contient la lettre de lecteur, comme dans « file:///C:/x »",
	}},
	{code: NoteFileDriveBarRule, Message: Message{
		`"|" after a drive letter stands for its ":", an old spelling that some programs wrote in file URLs (RFC 8089, appendix E, lists it among nonstandard forms) and that RFC 1738 does not know; as in "file:///C:/x", the path holds the drive letter with its ":" (RFC 8089, appendix E.2; RFC 1738 section 3.10 says nothing of drive letters), here {drive:q}`,
		"« | » après une lettre de lecteur tient lieu de son « : », une ancienne graphie que certains programmes écrivaient dans les URL file (la RFC 8089, annexe E, la range parmi les formes non standard) et que la RFC 1738 ne connaît pas ; comme dans « file:///C:/x », le chemin contient la lettre de lecteur avec son « : » (RFC 8089, annexe E.2 ; la section 3.10 de la RFC 1738 ne dit rien des lettres de lecteur), ici {drive:q}",
	}},
	{code: NoteBackslashRule, Message: Message{
		`"\" separates nothing in a URL: "/" ends the host (RFC 1738 section 3.1) and separates the segments of a path, where Windows puts "\" between the parts of a file name`,
		"« \\ » ne sépare rien dans une URL : « / » termine l'hôte (RFC 1738, section 3.1) et sépare les segments d'un chemin, là où Windows met « \\ » entre les parties d'un nom de fichier",
	}},
	{code: NoteQuoteMarksRule, Message: Message{
		`"the quote mark (""") is used to delimit URLs in some systems" (RFC 1738 section 2.2), and is no part of the URL`,
		"le guillemet droit sert dans certains systèmes à délimiter les URL (RFC 1738, section 2.2) et ne fait pas partie de l'URL",
	}},
	{code: NoteLineBreakRule, Message: Message{
		`a line break is no part of a URL: RFC 1738's appendix ("Recommendations for URLs in Context") says that whitespace "added to break long URLs across lines" "should be ignored when extracting the URL"`,
		"un saut de ligne ne fait pas partie d'une URL : l'annexe de la RFC 1738 (intitulée en anglais « Recommendations for URLs in Context ») dit que les blancs « ajoutés pour couper une longue URL sur plusieurs lignes » « devraient être ignorés quand on extrait l'URL » (citation traduite)",
	}},
	{code: NoteSpaceAroundRule, Message: Message{
		`whitespace at the start or the end is no part of the URL, but of the text around it: no rule of section 5 holds a space, which section 2.2 calls unsafe, as "insignificant spaces may be introduced when URLs are transcribed or typeset"`,
		"les blancs au début ou à la fin ne font pas partie de l'URL, mais du texte qui l'entoure : aucune règle de la section 5 n'admet d'espace, que la section 2.2 dit non sûre, car « des espaces non significatives peuvent être introduites quand les URL sont transcrites ou composées » (citation traduite)",
	}},
	{code: NoteNewsNNTPRule, Message: Message{
		`a news URL names an article by its message-id, not by a number; an article of a group by its number is an nntp URL, which names the server that numbers it (RFC 1738 section 5, explained in section 3.7: nntpurl = "nntp://" hostport "/" group [ "/" digits ])`,
		"une URL news désigne un article par son message-id, non par un numéro ; un article d'un groupe désigné par son numéro est une URL nntp, qui nomme le serveur qui le numérote (RFC 1738, section 5, règle expliquée à la section 3.7 : nntpurl = \"nntp://\" hostport \"/\" group [ \"/\" digits ])",
	}},
	{code: NoteNNTPGroupRule, Message: Message{
		`an nntp URL names the group, then the article's number in it (RFC 1738 section 5, explained in section 3.7: nntpurl = "nntp://" hostport "/" group [ "/" digits ])`,
		"une URL nntp nomme le groupe, puis le numéro de l'article dans ce groupe (RFC 1738, section 5, règle expliquée à la section 3.7 : nntpurl = \"nntp://\" hostport \"/\" group [ \"/\" digits ])",
	}},
	{code: NoteNoLoginRule, Message: Message{
		`likely meant: a user name (perhaps with ":" and a password) that this "@" ends; {scheme} has no place for one ({cite}: {rule})`,
		"sans doute : un nom d'utilisateur (éventuellement suivi de « : » et d'un mot de passe) que termine ce « @ » ; {scheme} n'a pas de place pour lui ({cite} : {rule})",
	}},
}

// advised returns the note of code at off, in production p, naming url
// where url is a URL; or, where url is no URL but gets past the first
// mistake (the automaton reads it further than mapped, the offset in url
// of what the advice fixes), the note of rule, with no URL: a later
// mistake of the input remains. Where url does not even get past
// mapped, the advice was wrong, and there is no note.
func (c *noteContext) advised(code, rule Code, off int, p ast.Production, url string, mapped int, args ...string) *Note {
	if c.valid(url) {
		return c.keep(note(code, off, p, c, append(args, "url", url)...))
	}
	if c.fixes(url, mapped) {
		return c.keep(note(rule, off, p, c, args...))
	}
	return nil
}
