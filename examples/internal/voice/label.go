package voice

import "github.com/urlsyntax/rfc1738/grammar"

// Label returns the glossary's label of the production (or piece) key:
// "host", "hôte"; "urlpath" is "url-path", "chemin URL"; RFC 1808's
// "net_loc" is "emplacement réseau". The glossary is the one place a
// production's words are chosen, so every tool says the same.
func (v Voice) Label(key string) string { return grammar.Label(key, v.Lang) }

// Tag is how a sentence or a table writes a part by its production: its
// label in angle brackets, as the note writes the parts of its general
// form (<host>, <hôte>) and RFC 1808 section 2.1 its components
// (<net_loc>, <emplacement réseau>).
func (v Voice) Tag(key string) string { return "<" + v.Label(key) + ">" }
