package gen

import (
	"fmt"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"go/format"
	"go/parser"
	"go/token"
	"io"
	"path"
	"reflect"
	"strconv"
	"strings"

	rfcast "github.com/urlsyntax/rfc1738/ast"
)

// AuthorScheme is a scheme a scheme author declared in their own
// package, given to the generator to write a parser for: the values of
// the parser.Scheme they register that the generator reads.
type AuthorScheme struct {
	// Name is the scheme's name, in lower case, as parser.Scheme.Name.
	Name string
	// Unit names the scheme's entry functions: parse<Unit> and
	// Parse<Unit>. Empty means UnitName(Name), e.g. "LDAP" for "ldap".
	Unit string
	// Part is a value of the scheme part's type, as parser.Scheme.Part.
	Part rfcast.SchemePart
}

// UnitName returns the unit name WriteSchemes gives scheme name when
// AuthorScheme.Unit is empty: name in upper case, with "+", "-" and "."
// as "_" and a "_" before a leading digit, so that "ldap" gets
// ParseLDAP, "svn+ssh" ParseSVN_SSH and "9p" Parse_9P.
func UnitName(name string) string {
	if name != "" && '0' <= name[0] && name[0] <= '9' {
		name = "_" + name
	}
	return strings.Map(func(r rune) rune {
		switch r {
		case '+', '-', '.':
			return '_'
		}
		return r
	}, strings.ToUpper(name))
}

// WriteSchemes writes to w the gofmt'ed Go source, in package pkg, of a
// generated parser for each scheme: EmitUnits' code, with one unit per
// scheme, each rooted at ast.URL with the scheme part's production (the
// grammar that parser.WithScheme builds from Part), and for each two
// exported entry functions
//
//	func Parse<Unit>(input string) *ast.URL
//	func Automaton<Unit>() *automaton.Automaton
//
// to set as the Generated and Automaton fields of the scheme's
// parser.Scheme.
//
// pkg must not be the package that declares the scheme parts' types: the
// generated code imports that package, and the generator is compiled
// with it (command rfc1738gen's -scheme), so a generated file that no
// longer compiles after a change of the types must not stop the
// generator that would replace it from compiling.
func WriteSchemes(w io.Writer, pkg string, schemes ...AuthorScheme) error {
	if !token.IsIdentifier(pkg) {
		return fmt.Errorf("gen: WriteSchemes: package name %q is not an identifier", pkg)
	}
	if len(schemes) == 0 {
		return fmt.Errorf("gen: WriteSchemes: no scheme")
	}
	units := make([]Unit, 0, len(schemes))
	names, unitOf := map[string]bool{}, map[string]string{}
	for _, s := range schemes {
		if !IsSchemeName(s.Name) {
			return fmt.Errorf("gen: WriteSchemes: %q is not a lower-case scheme name (RFC 1738 section 5: scheme = 1*[ lowalpha | digit | \"+\" | \"-\" | \".\" ])", s.Name)
		}
		if names[s.Name] {
			return fmt.Errorf("gen: WriteSchemes: scheme %q given twice", s.Name)
		}
		names[s.Name] = true
		unit := s.Unit
		if unit == "" {
			unit = UnitName(s.Name)
		}
		if !token.IsIdentifier(unit) {
			return fmt.Errorf("gen: WriteSchemes: scheme %q: unit name %q is not an identifier", s.Name, unit)
		}
		if other, ok := unitOf[unit]; ok {
			return fmt.Errorf("gen: WriteSchemes: schemes %q and %q both have the unit name %q", other, s.Name, unit)
		}
		unitOf[unit] = s.Name
		if rfcast.IsNil(s.Part) {
			return fmt.Errorf("gen: WriteSchemes: scheme %q: no Part", s.Name)
		}
		g, err := interp.ReadURL(s.Part)
		if err == nil {
			err = g.CheckDeclared()
		}
		if err != nil {
			return fmt.Errorf("gen: WriteSchemes: scheme %q: %w", s.Name, err)
		}
		units = append(units, Unit{Name: unit, Grammar: g})
	}
	src, err := EmitUnits(pkg, units...)
	if err != nil {
		return err
	}
	astName, err := importName(src, "github.com/urlsyntax/rfc1738/ast")
	if err != nil {
		return err
	}
	autoName, err := importName(src, "github.com/urlsyntax/rfc1738/grammar/automaton")
	if err != nil {
		return err
	}
	var b strings.Builder
	b.Write(src)
	for i, s := range schemes {
		u := units[i].Name
		part := reflect.TypeOf(s.Part).String()
		fmt.Fprintf(&b, `
// Parse%[1]s parses input, a URL of scheme %[2]q that the scheme's
// automaton accepts, by the grammar of %[3]s, and returns its tree, or
// nil where it leaves the tree to the grammar's interpreter. Set it as
// the Generated field of the scheme's parser.Scheme.
func Parse%[1]s(input string) *%[4]s.URL {
	return parse%[1]s(input)
}

// Automaton%[1]s returns the automaton of the grammar of %[3]s, which
// names the first byte of an input that no URL of scheme %[2]q has there.
// Set it as the Automaton field of the scheme's parser.Scheme.
func Automaton%[1]s() *%[5]s.Automaton {
	return automaton%[1]s
}
`, u, s.Name, part, astName, autoName)
	}
	out, err := format.Source([]byte(b.String()))
	if err != nil {
		return fmt.Errorf("gen: WriteSchemes: generated code does not parse (a bug in the generator): %w", err)
	}
	_, err = w.Write(out)
	return err
}

// importName returns the name under which src, a Go file, imports pkg.
func importName(src []byte, pkg string) (string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "", src, parser.ImportsOnly)
	if err != nil {
		return "", fmt.Errorf("gen: WriteSchemes: generated code does not parse (a bug in the generator): %w", err)
	}
	for _, spec := range f.Imports {
		if p, _ := strconv.Unquote(spec.Path.Value); p == pkg {
			if spec.Name != nil {
				return spec.Name.Name, nil
			}
			return path.Base(p), nil
		}
	}
	return "", fmt.Errorf("gen: WriteSchemes: the generated code does not import %s (a bug in the generator)", pkg)
}

// IsSchemeName reports whether s is a scheme name as the BNF spells it,
// in lower case: 1*[ lowalpha | digit | "+" | "-" | "." ].
// AuthorScheme.Name must be one.
func IsSchemeName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

// AsSchemePart returns v as an ast.SchemePart or, when it is not one, an
// error that names each method of ast.SchemePart that v's type lacks or
// declares with another signature. Command rfc1738gen's -scheme gives it
// a new value of the type the flag names, so that a type that is not a
// scheme part is refused with that message rather than a compiler error
// in a program the author never wrote.
func AsSchemePart(v any) (rfcast.SchemePart, error) {
	if p, ok := v.(rfcast.SchemePart); ok {
		return p, nil
	}
	t := reflect.TypeOf(v)
	if t == nil {
		return nil, fmt.Errorf("gen: nil is not an ast.SchemePart")
	}
	iface := reflect.TypeOf((*rfcast.SchemePart)(nil)).Elem()
	var why []string
	for i := 0; i < iface.NumMethod(); i++ {
		want := iface.Method(i)
		got, ok := t.MethodByName(want.Name)
		if !ok {
			why = append(why, fmt.Sprintf("it has no method %s%s", want.Name, signature(want.Type)))
		} else if sig := withoutReceiver(got.Type); sig != want.Type {
			why = append(why, fmt.Sprintf("its method %s is %s%s, not %s%s", want.Name, want.Name, signature(sig), want.Name, signature(want.Type)))
		}
	}
	msg := fmt.Sprintf("gen: %v is not an ast.SchemePart (a pointer to the struct whose participle tags declare the scheme's production, with the methods of ast.SchemePart)", t)
	if len(why) > 0 {
		msg += ": " + strings.Join(why, "; ")
	}
	return nil, fmt.Errorf("%s", msg)
}

// withoutReceiver returns the type of a method value of method type m,
// a func type whose first parameter is the receiver.
func withoutReceiver(m reflect.Type) reflect.Type {
	var in, out []reflect.Type
	for i := 1; i < m.NumIn(); i++ {
		in = append(in, m.In(i))
	}
	for i := 0; i < m.NumOut(); i++ {
		out = append(out, m.Out(i))
	}
	return reflect.FuncOf(in, out, m.IsVariadic())
}

// signature returns func type f as a method's signature is written after
// its name: "() (int, bool)".
func signature(f reflect.Type) string {
	return strings.TrimPrefix(f.String(), "func")
}
