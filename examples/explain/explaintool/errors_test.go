package explaintool

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// noteURLsByKind are texts that are not URLs, one for each kind of note
// the parser may add to a syntax error, with the note explain must show
// in each language after the message.
var noteURLsByKind = []struct {
	input          string
	en, fr         string // how the error line starts, in each language
	enNote, frNote string // the note it holds, in each language (the French with plain spaces: see TestErrorNotes)
}{
	{"ftp://host:80x/",
		"error: offset 14: login: found \"/\"", "erreur : position 14, identification (login) : on trouve « / » alors qu'on attendait",
		`; note: offset 13: port: read as host and port, the text stops here: a port is digits, and "x" is not one`,
		" ; remarque : position 13, port : lu comme hôte et port, le texte s'arrête ici : un port ne s'écrit qu'avec des chiffres, et « x » n'en est pas un"},
	{"http://a/b%zz",
		"error: offset 11: escape: found \"z\", expected a hex digit", "erreur : position 11, échappement (escape) : on trouve « z » alors qu'on attendait un chiffre hexadécimal",
		`; note: offset 10: escape: "%" starts an escape`,
		" ; remarque : position 10, échappement (escape) : « % » commence un échappement"},
	{"http://anon@www.iec.ch/",
		"error: offset 11: httpurl: found \"@\"", "erreur : position 11, URL http (httpurl) : on trouve « @ »",
		`; note: offset 11: httpurl: likely meant: a user name (perhaps with ":" and a password) that this "@" ends; httpurl has no place for one`,
		" ; remarque : position 11, URL http (httpurl) : sans doute : un nom d'utilisateur (éventuellement suivi de « : » et d'un mot de passe) que termine ce « @ » ; httpurl n'a pas de place pour lui"},
	{"http://9lives",
		"error: offset 13: hostname: found the end of the URL", "erreur : position 13, nom d'hôte (hostname) : l'URL s'arrête alors qu'on attendait",
		`; note: offset 7: toplabel: the last label of a hostname, the toplabel, starts with a letter; "9lives" starts with a digit`,
		" ; remarque : position 7, étiquette de premier niveau (toplabel) : la dernière étiquette d'un nom d'hôte, l'étiquette de premier niveau, commence par une lettre ; « 9lives » commence par un chiffre"},
	{"http://a./",
		"error: offset 9: hostname: found \"/\"", "erreur : position 9, nom d'hôte (hostname) : on trouve « / »",
		`; note: offset 8: hostname: a hostname does not end with "."`,
		" ; remarque : position 8, nom d'hôte (hostname) : un nom d'hôte ne finit pas par « . »"},
	{"http://a-/",
		"error: offset 9: hostname: found \"/\"", "erreur : position 9, nom d'hôte (hostname) : on trouve « / »",
		`; note: offset 8: toplabel: a label starts and ends with a letter or a digit, not with "-"`,
		" ; remarque : position 8, étiquette de premier niveau (toplabel) : une étiquette commence et finit par une lettre ou un chiffre, pas par « - »"},
	{"http://1.2.3/",
		"error: offset 12: host: found \"/\"", "erreur : position 12, hôte (host) : on trouve « / »",
		`; note: offset 7: hostnumber: a hostnumber is four numbers, digits "." digits "." digits "." digits, and "1.2.3" has 3`,
		" ; remarque : position 7, numéro d'hôte (hostnumber) : une adresse IP est faite de quatre nombres"},
	{"ftp://h;type=a",
		"error: offset 14: login: found the end of the URL", "erreur : position 14, identification (login) : l'URL s'arrête",
		`; note: offset 7: ftpurl: ";type=" follows the path, after a "/": write "/;type=" here`,
		" ; remarque : position 7, URL ftp (ftpurl) : « ;type= » suit le chemin, après un « / » : écrire « /;type= » ici"},
	{"http://x/a b",
		"error: offset 10: httpurl: found \"␣\" (a space)", "erreur : position 10, URL http (httpurl) : on trouve « ␣ » (une espace)",
		`; note: offset 10: httpurl: RFC 1738 section 2.2 allows "␣" (a space) only escaped: write %20`,
		" ; remarque : position 10, URL http (httpurl) : la section 2.2 de la RFC 1738 n'admet « ␣ » (une espace) qu'échappé : écrire « %20 »"},
	{"http://x/#frag",
		"error: offset 9: httpurl: found \"#\"", "erreur : position 9, URL http (httpurl) : on trouve « # »",
		`; note: offset 9: httpurl: "#" starts a fragment`,
		" ; remarque : position 9, URL http (httpurl) : « # » commence un fragment"},
}

// TestErrorNotes checks that the error line of a text that is not a URL
// holds the parser's message, and the lines after it its notes, each on
// a line of its own, in English and in French, in every output.
func TestErrorNotes(t *testing.T) {
	for _, tc := range noteURLsByKind {
		for _, k := range kinds {
			for _, lang := range langs {
				var stdout, stderr bytes.Buffer
				if got := run(append(append([]string{"-lang", lang}, k.flags...), "--", tc.input), &stdout, &stderr); got != exitInvalid {
					t.Errorf("%s -lang %s %q: exit status %d, want %d", k.name, lang, tc.input, got, exitInvalid)
				}
				out := stdout.String()
				if k.name == "json" {
					out = stderr.String()
				}
				start, note := tc.en, tc.enNote
				if lang == "fr" { // with the no-break spaces of French typography
					start, note = grammar.FrenchSpaces(tc.fr), grammar.FrenchSpaces(tc.frNote)
				}
				// Each note on a line of its own, after the error's, even
				// unwrapped (the tests' output is no terminal: width 0).
				note = strings.TrimLeft(note, " \u00a0;")
				lines := strings.Split(out, "\n")
				at := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, start) })
				switch {
				case at < 0:
					t.Errorf("%s -lang %s %q: no line starts with %q:\n%s", k.name, lang, tc.input, start, out)
				case strings.Contains(lines[at], note):
					t.Errorf("%s -lang %s %q: the note %q is on the error's line:\n%s", k.name, lang, tc.input, note, lines[at])
				case !slices.ContainsFunc(lines[at+1:], func(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), note) }):
					t.Errorf("%s -lang %s %q: no line after the error's is the note %q:\n%s", k.name, lang, tc.input, note, out)
				}
			}
		}
	}
}

// TestTooLong checks that a text longer than parser.DefaultMaxLength is
// an error at the limit, said in each language, and that the usage
// gives the limit, as a number (a student reads -h first: no Go name).
func TestTooLong(t *testing.T) {
	limit := parser.DefaultMaxLength
	input := "http://a/" + strings.Repeat("x", limit)
	length := strconv.Itoa(len(input))
	for _, tc := range []struct {
		lang, want string
	}{
		{"en", "error: offset " + strconv.Itoa(limit) + ": the input is " + length + " bytes long, more than the limit of " + strconv.Itoa(limit) + " (MaxLength)"},
		{"fr", grammar.FrenchSpaces("erreur : position " + strconv.Itoa(limit) + " : l'entrée fait " + length + " octets, plus que la limite de " + strconv.Itoa(limit) + " (MaxLength)")},
	} {
		var stdout, stderr bytes.Buffer
		if got := run([]string{"-lang", tc.lang, "-tree", input}, &stdout, &stderr); got != exitInvalid {
			t.Errorf("-lang %s: exit status %d, want %d", tc.lang, got, exitInvalid)
		}
		if stdout.String() != tc.want+"\n" {
			t.Errorf("-lang %s: the output is %.200q, want only %q", tc.lang, stdout.String(), tc.want)
		}
	}
	var stdout, stderr bytes.Buffer
	run([]string{"-h"}, &stdout, &stderr)
	if want := "than " + strconv.Itoa(limit) + " bytes is refused"; !strings.Contains(strings.Join(strings.Fields(stdout.String()), " "), want) {
		t.Errorf("usage does not say %q:\n%s", want, stdout.String())
	}
}
