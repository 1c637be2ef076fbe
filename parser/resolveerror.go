package parser

import "github.com/urlsyntax/rfc1738/ast"

// ResolveError is why Resolve or ParseBase gave no result: Which says
// which input is at fault, "base" or "reference", or "result" when the
// fault is in what the two make together (CodeResolvedNetLoc), and Err
// is the *Error at that input's first impossible byte, or one of the
// codes below. errors.As finds the *Error through it.
type ResolveError struct {
	Which string
	Err   error
	// Steps are the steps of section 4 taken before the resolution was
	// refused, for a teaching tool to show how it came to that: step 7,
	// whose result has a path that reads as a net_loc, for
	// CodeResolvedNetLoc. Nil for a syntax error.
	Steps []Step
}

// Error returns the input's name and its error.
func (e *ResolveError) Error() string {
	if e == nil || e.Err == nil {
		return "resolve: no error"
	}
	return e.Which + ": " + e.Err.Error()
}

// Unwrap returns Err.
func (e *ResolveError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}

// The errors of resolution itself (RFC 1808 sections 2 and 4), beside
// the syntax errors of the base and the reference.
const (
	// CodeNoBase: a relative reference and no base URL (step 1: with
	// no base, the reference must be absolute).
	CodeNoBase Code = "resolve-no-base"
	// CodeBaseNotAbsolute: a base URL without a scheme.
	CodeBaseNotAbsolute Code = "resolve-base-not-absolute"
	// CodeBaseNotGeneric: a relative reference against a base that is
	// not generic-RL (section 2).
	CodeBaseNotGeneric Code = "resolve-base-not-generic"
	// CodeResolvedNetLoc: a result without a net_loc whose path starts
	// with "//", which would be read back as a net_loc. Arg: path. The
	// fault is in what the base and the reference make together, at
	// no byte of either: Which is "result", Offset 0 and Found "".
	CodeResolvedNetLoc Code = "resolve-path-as-net-loc"
)

// resolveTexts are the texts of this file's codes, in English and French.
var resolveTexts = []codeMessage{
	{code: CodeNoBase, Message: Message{
		`a relative reference needs a base URL; without one, a reference must be absolute, with a scheme (RFC 1808 section 4, step 1)`,
		"une référence relative demande une URL de base ; sans elle, une référence doit être absolue, avec un mode (RFC 1808, section 4, étape 1)",
	}},
	{code: CodeBaseNotAbsolute, Message: Message{
		`a base URL must be absolute: it needs a scheme and ":" (RFC 1808 section 3)`,
		"une URL de base doit être absolue : il lui faut un mode et « : » (RFC 1808, section 3)",
	}},
	{code: CodeBaseNotGeneric, Message: Message{
		`this base is not in the generic-RL syntax ("//" follows its net_loc), and relative references cannot be used with it (RFC 1808 section 2); only an empty or an absolute reference can`,
		"cette base n'est pas dans la syntaxe generic-RL (« // » suit son emplacement réseau, net_loc), et on ne peut pas lui appliquer de référence relative (RFC 1808, section 2) ; seule une référence vide ou absolue le peut",
	}},
	{code: CodeResolvedNetLoc, Message: Message{
		`the resolved URL has no net_loc and its path {path:q} starts with "//", so it would be read back with a net_loc; RFC 1808 gives no way to write it`,
		"l'URL résolue n'a pas d'emplacement réseau (net_loc) et son chemin {path:q} commence par « // » : elle serait relue avec un emplacement réseau ; la RFC 1808 ne permet pas de l'écrire",
	}},
}

// resolveError returns the error of code about input at offset.
func resolveError(code Code, input string, offset int) *Error {
	e := &Error{Code: code, Offset: offset, Found: foundAt(input, offset), Production: ast.AbsoluteURLP}
	switch code {
	case CodeNoBase:
		e.Production = ast.ReferenceP
	case CodeResolvedNetLoc:
		// The fault is in the result, at no byte of either input.
		e.Found, e.Production, e.Args = "", ast.ReferenceP, map[string]string{"path": input}
	}
	return e
}
