package parser

import (
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// Resolution is a reference resolved against a base URL by RFC 1808
// section 4: the absolute URL it stands for, how each step of the
// algorithm took part in it, and, when that URL is an RFC 1738 URL, its
// tree.
type Resolution struct {
	// Base is the base URL's tree, nil when there is none (step 1).
	Base *ast.Reference
	// Reference is the reference's tree.
	Reference *ast.Reference
	// Steps are the steps of section 4 that applied, in order, each with
	// what it took from the base.
	Steps []Step
	// steps is Steps' first array. Only step 6's operations take a
	// resolution past six steps, to eight at most; the array stops
	// there because each reference allocates a Resolution.
	steps [6]Step
	// Parts are the absolute URL's components, the fragment included,
	// as section 2.4 reads them from Text (ast.SplitParts(Text)).
	Parts ast.Parts
	// Text is the absolute URL, its fragment included, as section 5
	// writes results: the components recombined (step 7), or, when the
	// algorithm ends at step 1, 2a or 2b ("we are done"), the base or
	// the reference as written. It may be longer than the parser's
	// MaxLength, which then refuses to parse it again (URLError says
	// so).
	Text string
	// URL is Text without its fragment, parsed by RFC 1738 with the
	// parser's schemes, and Fragment the fragment's tree (nil when
	// Parts has none). URL is nil when the text is no RFC 1738 URL, and
	// URLError then says why.
	URL      *ast.URL
	Fragment *ast.Fragment
	URLError error
	// fragment is what Fragment points to: a fragment's tree is one
	// node, its text, which the Resolution holds rather than allocating
	// it apart.
	fragment ast.Fragment
}

// Step is one step of section 4's algorithm that applied to a
// resolution.
type Step struct {
	// Number is the step's number as section 4 writes it: "1", "2a",
	// "2b", "2c", "3", "4", "5", "5a", "5b", "6", "6a" to "6d", "7".
	Number string
	// Inherited is the component this step took from the base, by its
	// RFC name ("scheme", "net_loc", "path", "params", "query"; "URL",
	// the whole base, for step 2a), and Value its text; "" when it took
	// none. For step 6, the path is the base's without its last
	// segment.
	Inherited string
	Value     string
	// Path is, for step 6 and each of its operations that changed it,
	// the path after the step.
	Path string
	// Done is set on the step after which the resolution goes to step 7
	// (or, for steps 1, 2a and 2b, is complete): "we are done", "skip to
	// step 7".
	Done bool
}

// Base is a base URL (RFC 1808 section 3), parsed once to resolve many
// references against, as a crawler resolves the links of a page. A nil
// *Base is no base: Resolve then takes the reference as absolute (step
// 1). A Base is safe for concurrent use.
type Base struct {
	p       *Parser
	text    string
	tree    *ast.Reference
	parts   ast.Parts
	generic bool       // generic-RL: relative references can be resolved against it
	params  ParamsRule // how its scheme reads params (see paramsRule)
}

// ParseBase parses base as a base URL with the default parser; see
// Parser.ParseBase.
func ParseBase(base string, opts ...Option) (*Base, error) {
	p := defaultParser()
	if len(opts) > 0 {
		var err error
		if p, err = New(opts...); err != nil {
			return nil, err
		}
	}
	return p.ParseBase(base)
}

// ParseBase parses base by RFC 1808's grammar (ParseRelative) as a base
// URL: it must be absolute, and may have a fragment. Errors are
// *ResolveError, Which "base". The Base resolves references with p,
// whose schemes parse the results.
func (p *Parser) ParseBase(base string) (*Base, error) {
	tree, err := p.ParseRelative(base)
	if err != nil {
		return nil, &ResolveError{Which: "base", Err: err}
	}
	if tree.Absolute == nil {
		return nil, &ResolveError{Which: "base", Err: resolveError(CodeBaseNotAbsolute, base, 0)}
	}
	b := &Base{p: p, text: base, tree: tree, parts: ast.SplitParts(base), generic: tree.Absolute.Opaque == nil}
	b.params = b.paramsRule()
	return b, nil
}

// paramsRule returns how the base's scheme reads params: its
// Scheme.ResolveParams, or RFC 1808's rule for a scheme b's parser reads
// by the generic syntax.
func (b *Base) paramsRule() ParamsRule {
	if s := b.p.schemeNamed(b.parts.Scheme); s != nil {
		return s.ResolveParams
	}
	return ParamsOwnComponent
}

// String returns the base URL as written.
func (b *Base) String() string {
	if b == nil {
		return ""
	}
	return b.text
}

// Tree returns the base URL's tree.
func (b *Base) Tree() *ast.Reference {
	if b == nil {
		return nil
	}
	return b.tree
}

// Resolve resolves ref against base by RFC 1808 section 4, with the
// default parser; see Parser.Resolve.
func Resolve(base, ref string, opts ...Option) (*Resolution, error) {
	p := defaultParser()
	if len(opts) > 0 {
		var err error
		if p, err = New(opts...); err != nil {
			return nil, err
		}
	}
	return p.Resolve(base, ref)
}

// Resolve resolves the reference ref against the base URL base by the
// algorithm of RFC 1808 section 4, and parses the result, its fragment
// set aside, as an RFC 1738 URL with p's schemes. To resolve many
// references against one base, parse it once with ParseBase.
//
// Both are parsed by RFC 1808's grammar (ParseRelative); an error in
// either is a *ResolveError that wraps the *Error at its first
// impossible byte. base must be an absolute URL (it may have a
// fragment), or "" for none (step 1: ref must then be absolute).
// Section 2 says relative references cannot be used with a base that is
// not generic-RL (absoluteURL's second alternative, "http://a//b"):
// Resolve refuses one unless ref is empty or absolute, which need no
// base's components.
//
// The readings of section 4 this follows are listed in the package
// documentation ("Relative URLs"); the steps that applied are in the
// result's Steps.
func (p *Parser) Resolve(base, ref string) (*Resolution, error) {
	var b *Base
	if base != "" {
		var err error
		if b, err = p.ParseBase(base); err != nil {
			return nil, err
		}
	}
	return b.resolve(p, ref)
}

// Resolve resolves ref against b as Parser.Resolve does; b may be nil,
// for no base.
func (b *Base) Resolve(ref string) (*Resolution, error) {
	p := defaultParser()
	if b != nil {
		p = b.p
	}
	return b.resolve(p, ref)
}

func (b *Base) resolve(p *Parser, ref string) (*Resolution, error) {
	r := &Resolution{Base: b.Tree()}
	r.Steps = r.steps[:0]
	var err error
	if r.Reference, err = p.ParseRelative(ref); err != nil {
		return nil, &ResolveError{Which: "reference", Err: err}
	}
	if err := r.resolve(b, ref); err != nil {
		if re, ok := err.(*ResolveError); ok && len(r.Steps) > 0 {
			re.Steps = slices.Clone(r.Steps)
		}
		return nil, err
	}
	r.parseResult(p)
	return r, nil
}

// resolve runs the steps of section 4 on the reference ref, which
// parsed, filling r.Steps, r.Parts and r.Text, or returns the
// *ResolveError that stops them.
func (r *Resolution) resolve(base *Base, ref string) error {
	text, err := resolveSteps(base, ref, r)
	if err != nil {
		return err
	}
	// Parts are read back from the text, so that they are the
	// result's as written: "http://a" and "g" recombine as
	// "http://a/g", whose path is "/g".
	r.Text, r.Parts = text, ast.SplitParts(text)
	return nil
}

// resolveSteps runs the steps of section 4 on the reference ref, whose
// syntax is RFC 1808's, and returns the absolute URL's text, or the
// *ResolveError that stops them. Each step that applies is recorded in
// r; a nil r records none, and then step 6 writes only the path it
// ends with (see mergePath), which is what ResolveText needs.
func resolveSteps(base *Base, ref string, r *Resolution) (string, error) {
	refParts := ast.SplitParts(ref) // the tree's components: ref parsed
	if base == nil {
		// Step 1: no base, so the reference is taken as absolute.
		if refParts.Scheme == "" {
			return "", &ResolveError{Which: "reference", Err: resolveError(CodeNoBase, ref, 0)}
		}
		r.step(Step{Number: "1", Done: true})
		return ref, nil
	}
	b := base.parts
	// Step 2: both are parsed (above).
	if empty(refParts) {
		r.step(Step{Number: "2a", Done: true, Inherited: "URL", Value: base.text})
		return base.text, nil
	}
	if refParts.Scheme != "" {
		r.step(Step{Number: "2b", Done: true})
		return ref, nil
	}
	if !base.generic {
		// The first byte that is no generic-RL: the second "/" of the
		// "//" after the net_loc.
		at := len(b.Scheme) + len("://") + len(b.NetLoc) + 1
		return "", &ResolveError{Which: "base", Err: resolveError(CodeBaseNotGeneric, base.text, at)}
	}
	if base.params == ParamsInPath {
		b, refParts = paramsInPath(b), paramsInPath(refParts)
	}
	out := refParts
	out.Scheme = b.Scheme
	r.step(Step{Number: "2c", Inherited: "scheme", Value: b.Scheme})
	if out.HasNetLoc && out.NetLoc != "" {
		r.step(Step{Number: "3", Done: true})
		return r.finish(out)
	}
	out.NetLoc, out.HasNetLoc = b.NetLoc, b.HasNetLoc
	r.step(inherit("3", "net_loc", b.NetLoc, b.HasNetLoc))
	if strings.HasPrefix(out.Path, "/") {
		r.step(Step{Number: "4", Done: true})
		return r.finish(out)
	}
	if out.Path == "" {
		r.step5(&out, b)
		return r.finish(out)
	}
	// Step 6: the path is the base's directory and the reference's
	// path, which finish writes without joining them first when no
	// operation changed it.
	dir := b.Path[:strings.LastIndexByte(b.Path, '/')+1]
	var texts strings.Builder // see step6
	if path, changed := r.step6(&texts, dir, out); changed {
		out.Path = path
		return r.finishInto(&texts, out)
	}
	return r.finishMerged(out, dir)
}

// Absolute returns the absolute URL without its fragment, which RFC
// 1808 keeps out of the URL (section 2.4.1): Text up to its first "#".
// It is the text that URL, when set, was parsed from.
func (r *Resolution) Absolute() string {
	if r == nil {
		return ""
	}
	if i := strings.IndexByte(r.Text, '#'); i >= 0 {
		return r.Text[:i]
	}
	return r.Text
}

// step5 is step 5: an empty path inherits the base's path, and its
// params and query unless the reference has its own.
func (r *Resolution) step5(out *ast.Parts, b ast.Parts) {
	out.Path = b.Path
	r.step(Step{Number: "5", Inherited: "path", Value: b.Path})
	if out.Params != "" {
		r.step(Step{Number: "5a", Done: true})
		return
	}
	out.Params, out.HasParams = b.Params, b.HasParams
	r.step(inherit("5a", "params", b.Params, b.HasParams))
	if out.Query != "" {
		r.step(Step{Number: "5b", Done: true})
		return
	}
	out.Query, out.HasQuery = b.Query, b.HasQuery
	s := inherit("5b", "query", b.Query, b.HasQuery)
	s.Done = true
	r.step(s)
}

// inherit is a step that takes component name from the base when the
// base has it.
func inherit(number, name, value string, has bool) Step {
	if !has {
		return Step{Number: number}
	}
	return Step{Number: number, Inherited: name, Value: value}
}

// step6 is step 6: dir, the base path without its last segment, the
// reference's path (out.Path) appended, and the operations a to d
// applied in turn to its segments, split once; each operation that
// changes the path is a step of its own, with the path after it. It
// returns the path and true when an operation changed it. Otherwise the
// path is dir+out.Path, which finishMerged writes into the text and the
// step's Path takes from there, so that it costs no string of its own.
//
// The paths r records, or with no r the path alone, are written into
// texts, which finishInto then writes the result's text into: one
// allocation for every string of the resolution, however many
// operations change the path.
func (r *Resolution) step6(texts *strings.Builder, dir string, out ast.Parts) (string, bool) {
	six, refPath := r.stepIndex(), out.Path
	r.step(Step{Number: "6", Inherited: "path", Value: dir})
	// A path with no "." has no segment that the operations remove or
	// empty.
	if strings.IndexByte(dir, '.') < 0 && strings.IndexByte(refPath, '.') < 0 {
		return "", false
	}
	var buf [32]string // most paths have fewer segments: no allocation
	segments := slices.Grow(buf[:0], strings.Count(dir, "/")+strings.Count(refPath, "/")+1)
	// dir is empty or ends with "/": its last segment, empty, is where
	// refPath's first one goes.
	root, segments := splitPath(segments, dir)
	_, segments = splitPath(segments[:len(segments)-1], refPath)
	path, changed := "", false
	for _, number := range [...]string{"6a", "6b", "6c", "6d"} {
		n, last := len(segments), segments[len(segments)-1]
		segments = removeSegments(number, segments)
		// Each operation removes segments or empties the last one, so
		// the path changed exactly when one of these did.
		if len(segments) == n && segments[len(segments)-1] == last {
			continue
		}
		if !changed && r != nil {
			texts.Grow(step6Size(len(dir)+len(refPath), out, recordedPaths(segments)))
			r.Steps[six].Path = written(texts, dir, nil, refPath)
		}
		path, changed = "", true
		if r != nil {
			path = written(texts, root, segments, "")
			r.step(Step{Number: number, Path: path})
		}
	}
	if changed && r == nil {
		texts.Grow(step6Size(len(dir)+len(refPath), out, 1))
		path = written(texts, root, segments, "")
	}
	return path, changed
}

// step6Size is how many bytes step6 and finishInto write, at most, for
// a merged path of merged bytes of which they write paths, each no
// longer than the merged path, and the text.
func step6Size(merged int, out ast.Parts, paths int) int {
	text := len(out.Scheme) + len(out.NetLoc) + merged + len(out.Params) + len(out.Query) + len(out.Fragment) + 7
	return merged*paths + text
}

// recordedPaths is how many paths step6 records when an operation left
// segments: the merged path, the operation's, and one for each that may
// still change it (those of "." when one is left, 6a and 6b, and those
// of "..", 6c and 6d).
func recordedPaths(segments []string) int {
	ops := 1
	if slices.Contains(segments, ".") {
		ops += 2
	}
	if slices.Contains(segments, "..") {
		ops += 2
	}
	return 1 + min(ops, 4)
}

// written writes a, segments joined by "/", and b to texts, and returns
// them as one string, which shares texts' bytes.
func written(texts *strings.Builder, a string, segments []string, b string) string {
	start := texts.Len()
	texts.WriteString(a)
	for i, s := range segments {
		if i > 0 {
			texts.WriteByte('/')
		}
		texts.WriteString(s)
	}
	texts.WriteString(b)
	return texts.String()[start:]
}

// removeSegments applies operation number of step 6 ("6a" to "6d") to
// segments. A switch rather than a table of functions, so that the
// segments stay in step6's frame.
func removeSegments(number string, segments []string) []string {
	switch number {
	case "6a":
		return removeDots(segments)
	case "6b":
		return removeFinalDot(segments)
	case "6c":
		return removeDotDots(segments)
	}
	return removeFinalDotDot(segments)
}

// finish is step 7: the components recombined. A result with no net_loc
// whose path starts with "//" would be read back with the path's first
// segment as a net_loc, so it is refused rather than written.
func (r *Resolution) finish(out ast.Parts) (string, error) {
	return r.finishInto(nil, out)
}

// finishInto is finish, which writes the text into texts when they are
// not nil (step6).
func (r *Resolution) finishInto(texts *strings.Builder, out ast.Parts) (string, error) {
	r.step(Step{Number: "7"})
	if !out.HasNetLoc && strings.HasPrefix(out.Path, "//") {
		return "", &ResolveError{Which: "result", Err: resolveError(CodeResolvedNetLoc, out.Path, 0)}
	}
	if texts == nil {
		return out.String(), nil
	}
	start := texts.Len()
	out.JoinInto(texts, "")
	return texts.String()[start:], nil
}

// finishMerged is finish for a result whose path is dir and out.Path
// (step 6 that changed nothing), written into the text without being
// joined first; step 6's Path is that part of the text.
func (r *Resolution) finishMerged(out ast.Parts, dir string) (string, error) {
	if !out.HasNetLoc && startsWithTwoSlashes(dir, out.Path) {
		out.Path = dir + out.Path
		if r != nil {
			r.Steps[len(r.Steps)-1].Path = out.Path // step 6's
		}
		return r.finish(out)
	}
	r.step(Step{Number: "7"})
	text, at := out.Join(dir)
	if r != nil {
		r.Steps[len(r.Steps)-2].Path = text[at : at+len(dir)+len(out.Path)]
	}
	return text, nil
}

// stepIndex returns the index the next step recorded takes.
func (r *Resolution) stepIndex() int {
	if r == nil {
		return 0
	}
	return len(r.Steps)
}

// step records s; a nil r records nothing.
func (r *Resolution) step(s Step) {
	if r != nil {
		r.Steps = append(r.Steps, s)
	}
}

// empty reports whether a reference is "entirely empty" (step 2a): no
// component, and section 2.4 makes an empty params, query or fragment
// the same as an absent one. "//" is not empty: it has a net_loc, even
// if empty.
func empty(p ast.Parts) bool {
	return p.Scheme == "" && !p.HasNetLoc && p.Path == "" && p.Params == "" && p.Query == "" && p.Fragment == ""
}

// splitPath splits a path into the "/" that precedes it, if any, and its
// complete segments, appended to dst, which grows once when they do not
// fit: the leading "/" is not part of the path (section 2.4.6), which is
// why "../../../g" keeps a ".." under the root.
func splitPath(dst []string, path string) (root string, segments []string) {
	if strings.HasPrefix(path, "/") {
		root, path = "/", path[1:]
	}
	dst = slices.Grow(dst, strings.Count(path, "/")+1)
	for {
		i := strings.IndexByte(path, '/')
		if i < 0 {
			return root, append(dst, path)
		}
		dst, path = append(dst, path[:i]), path[i+1:]
	}
}

// removeDots is step 6a: every "./" where "." is a complete segment,
// that is, every "." segment but the last.
func removeDots(s []string) []string {
	out := s[:0]
	for i, seg := range s {
		if seg == "." && i < len(s)-1 {
			continue
		}
		out = append(out, seg)
	}
	return out
}

// removeFinalDot is step 6b: a final "." segment is removed, the "/"
// before it kept ("a/." is "a/").
func removeFinalDot(s []string) []string {
	if n := len(s); s[n-1] == "." {
		s[n-1] = ""
	}
	return s
}

// removeDotDots is step 6c: every "<segment>/../" where <segment> is
// complete and not "..", leftmost first, until none is left. A ".."
// followed by "/" (not the last segment) removes the segment before it
// when there is one and it is not ".."; reading left to right with a
// stack removes the same pairs in the same order.
func removeDotDots(s []string) []string {
	out := s[:0] // a stack that never outgrows what it has read
	for i, seg := range s {
		if seg == ".." && i < len(s)-1 && len(out) > 0 && out[len(out)-1] != ".." {
			out = out[:len(out)-1]
			continue
		}
		out = append(out, seg)
	}
	return out
}

// removeFinalDotDot is step 6d: a final "<segment>/.." where <segment>
// is complete and not "..", once. What is left ends with "/" when
// segments remain before it ("a/b/.." is "a/"), and is empty otherwise.
func removeFinalDotDot(s []string) []string {
	n := len(s)
	if n < 2 || s[n-1] != ".." || s[n-2] == ".." {
		return s
	}
	s[n-2] = ""
	return s[:n-1]
}

// parseResult parses the resolved text, its fragment aside, as an RFC
// 1738 URL. It runs the validators that can refuse a parsed tree
// (errors), as Parse does, not the generic checks: on a tree the parser
// built they only warn, and a Resolution keeps no warnings, so building
// them would cost the result's parse its time again for nothing.
//
// A valid fragment's tree is a single node, its text, which r holds:
// the URL before it is parsed alone, as ParseReference parses it, and
// the fragment's node is written in place rather than parsed into a
// block of its own. Any other text goes through ParseReference's own
// path, whose error it then gives.
func (r *Resolution) parseResult(p *Parser) {
	hash := strings.IndexByte(r.Text, '#')
	if hash < 0 || p.checkLength(r.Text) != nil || !automatonFragment.Valid(r.Text[hash+1:]) {
		r.URL, r.Fragment, r.URLError = p.parseReference(r.Text, p.errors)
		return
	}
	u, _, err := p.parseReference(r.Text[:hash], p.errors)
	if err != nil {
		r.URLError = err
		return
	}
	r.fragment = ast.Fragment{Span: ast.At(hash+1, len(r.Text)), Text: ast.Text(r.Text[hash+1:])}
	r.URL, r.Fragment = u, &r.fragment
}
