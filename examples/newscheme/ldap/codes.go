package ldap

import "github.com/urlsyntax/rfc1738/parser"

// The codes of Validate's findings, registered with the parser's
// catalogue of messages so that an LDAP URL's diagnostics have their
// text in English and in French like the parser's own. The arguments
// expected and note are written by this package's checkers of RFC 4514,
// 4515, 4512 and 4511 syntax, in English only.
const (
	// CodePartType: the scheme part is not an *ldap.Part. Argument: got.
	CodePartType parser.Code = "ldap-part-type"
	// CodeField, CodeFieldExpected, CodeFieldNote,
	// CodeFieldExpectedNote: a field whose decoded text breaks the rule of
	// the RFC that defines it. Arguments: field, the field's name; text,
	// its decoded text; at, what stands at the fault; expected and note,
	// when set.
	CodeField             parser.Code = "ldap-field"
	CodeFieldExpected     parser.Code = "ldap-field-expected"
	CodeFieldNote         parser.Code = "ldap-field-note"
	CodeFieldExpectedNote parser.Code = "ldap-field-expected-note"
	// CodeScope: a scope other than base, one and sub. Argument: scope.
	CodeScope parser.Code = "ldap-scope"
	// CodeScopeEscaped: a warning, a scope written with escapes.
	// Arguments: scope, as written; value, decoded.
	CodeScopeEscaped parser.Code = "ldap-scope-escaped"
	// CodeExtensionNoType: an extension without a type.
	CodeExtensionNoType parser.Code = "ldap-extension-no-type"
	// CodeCritical: a warning, a critical extension. Argument: type.
	CodeCritical parser.Code = "ldap-critical"
)

func init() {
	err := parser.RegisterMessages(map[parser.Code]parser.Message{
		CodePartType: {
			English: "the scheme part is a {got}, not an LDAP URL's *ldap.Part",
			French:  "la partie propre au mode est un {got}, pas le *ldap.Part d'une URL LDAP"},
		CodeField: {
			English: "in the decoded {field} {text:q}: found {at}",
			French:  "dans le champ {field} décodé {text:q} : {at} trouvé"},
		CodeFieldExpected: {
			English: "in the decoded {field} {text:q}: found {at}, expected {expected}",
			French:  "dans le champ {field} décodé {text:q} : {at} trouvé alors qu'on attendait {expected}"},
		CodeFieldNote: {
			English: "in the decoded {field} {text:q}: found {at}; {note}",
			French:  "dans le champ {field} décodé {text:q} : {at} trouvé ; {note}"},
		CodeFieldExpectedNote: {
			English: "in the decoded {field} {text:q}: found {at}, expected {expected}; {note}",
			French:  "dans le champ {field} décodé {text:q} : {at} trouvé alors qu'on attendait {expected} ; {note}"},
		CodeScope: {
			English: "scope {scope:q} is not base, one or sub (in any case)",
			French:  "la portée {scope:q} n'est ni base, ni one, ni sub (quelle que soit la casse)"},
		CodeScopeEscaped: {
			English: "scope {scope:q} is written with escapes; it decodes to {value:q}, but RFC 4516 spells the scope as a word",
			French:  "la portée {scope:q} est écrite avec des échappements ; elle se décode en {value:q}, mais la RFC 4516 l'écrit comme un mot"},
		CodeExtensionNoType: {
			English: "an extension has a type",
			French:  "une extension doit avoir un type"},
		CodeCritical: {
			English: `critical extension {type:q} is not implemented here: RFC 4516 section 2 says "If an extension is not implemented and is marked critical, the implementation MUST NOT process the URL"`,
			French:  "l'extension critique {type:q} n'est pas mise en œuvre ici : la RFC 4516, section 2, dit « si une extension n'est pas mise en œuvre et qu'elle est marquée critique, l'implémentation NE DOIT PAS traiter l'URL »"},
	})
	if err != nil {
		panic(err)
	}
}
