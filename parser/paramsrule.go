package parser

import (
	"strconv"

	"github.com/urlsyntax/rfc1738/ast"
)

// A ParamsRule is how Resolve reads the params of a scheme's URLs, the
// text after the first ";" of their path (RFC 1808 section 2.4.5), when
// it resolves a relative reference against a base of the scheme. The
// zero value is RFC 1808's rule.
type ParamsRule uint8

const (
	// ParamsOwnComponent is RFC 1808's rule: params are a component of
	// their own, which step 5 inherits and step 6 leaves out of the
	// path's segments, so that "g;x/../h" keeps its "/../" and the
	// base's params are dropped by any reference with a path.
	ParamsOwnComponent ParamsRule = iota
	// ParamsInPath reads the params as part of the path, in both the
	// base and the reference, as RFC 2192 section 6 asks of IMAP URLs
	// ("parameters are treated as part of the normal path with respect
	// to relative URL resolution"): a reference ";UID=21" replaces the
	// base's last segment, as "g" would, and its "/" and ".." segments
	// are resolved wherever they stand. Step 5 then inherits the params
	// with the path, and step 5a finds none to inherit.
	ParamsInPath
)

// String returns the rule's name: "ParamsOwnComponent" or
// "ParamsInPath".
func (r ParamsRule) String() string {
	switch r {
	case ParamsOwnComponent:
		return "ParamsOwnComponent"
	case ParamsInPath:
		return "ParamsInPath"
	}
	return "ParamsRule(" + strconv.Itoa(int(r)) + ")"
}

// paramsInPath returns p with its params, and the ";" before them, moved
// to the end of its path.
func paramsInPath(p ast.Parts) ast.Parts {
	if p.HasParams {
		p.Path += ";" + p.Params
		p.Params, p.HasParams = "", false
	}
	return p
}
