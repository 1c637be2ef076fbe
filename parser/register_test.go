package parser

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
)

// regPart is a scheme author's part: "//" hostport.
type regPart struct {
	ast.Span
	HostPort *ast.HostPort `parser:"'/' '/' @@"`
}

var regPartP = ast.Production{Name: "regurl", RFC: "this test", Section: "1", Rule: `regurl = "//" hostport`}

func (r *regPart) String() string           { return "//" + r.HostPort.String() }
func (*regPart) DefaultPort() (int, bool)   { return 0, false }
func (*regPart) Production() ast.Production { return regPartP }

// restoreDefault makes the default parser, at the end of t, the one it
// is now: Register changes it for the whole test binary.
func restoreDefault(t *testing.T) {
	saved := defaultParser()
	t.Cleanup(func() { defaultPtr.Store(saved) })
}

// TestRegister checks that a registered scheme is read by the default
// parser's functions and by the parsers New builds afterwards, and not by
// those built before.
func TestRegister(t *testing.T) {
	restoreDefault(t)
	before, err := New()
	if err != nil {
		t.Fatal(err)
	}
	if err := Register(Scheme{Name: "x-reg", Part: &regPart{}}); err != nil {
		t.Fatal(err)
	}
	after, err := New(MaxLength(100))
	if err != nil {
		t.Fatal(err)
	}
	partType := func(parse func(string) (*ast.URL, error), in string) string {
		u, err := parse(in)
		if err != nil {
			return "error"
		}
		return fmt.Sprintf("%T", u.Part)
	}
	parse := func(in string) (*ast.URL, error) { return Parse(in) }
	extracted := func(in string) (*ast.URL, error) {
		q := Extract("see <URL:" + in + ">")
		return q[0].URL, q[0].Err
	}
	got := map[string]string{
		"Parse":        partType(parse, "x-reg://h"),
		"Parse path":   partType(parse, "x-reg://h/p"),
		"Check path":   fmt.Sprint(Check("x-reg://h/p") != nil),
		"Extract":      partType(extracted, "x-reg://h"),
		"New after":    partType(after.Parse, "x-reg://h"),
		"New before":   partType(before.Parse, "x-reg://h"),
		"Default":      partType(Default().Parse, "X-REG://h"),
		"http is kept": partType(parse, "http://h/p"),
	}
	want := map[string]string{
		"Parse":        "*parser.regPart",
		"Parse path":   "error",
		"Check path":   "true",
		"Extract":      "*parser.regPart",
		"New after":    "*parser.regPart",
		"New before":   "*ast.IPSchemePart",
		"Default":      "*parser.regPart",
		"http is kept": "*ast.HTTPPart",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

// TestSchemeClash checks that Register and WithScheme refuse a scheme
// that has the name of a built-in one or of one registered before,
// unless it says it replaces it.
func TestSchemeClash(t *testing.T) {
	restoreDefault(t)
	if err := Register(Scheme{Name: "x-first", Part: &regPart{}}); err != nil {
		t.Fatal(err)
	}
	own := func(name string, replace bool) Scheme {
		return Scheme{Name: name, Part: &regPart{}, Replace: replace}
	}
	newWith := func(schemes ...Scheme) error {
		var opts []Option
		for _, s := range schemes {
			opts = append(opts, WithScheme(s))
		}
		_, err := New(opts...)
		return err
	}
	errText := func(err error) string {
		if err == nil {
			return ""
		}
		return err.Error()
	}
	builtin := "is one of the schemes built into every parser; set Scheme.Replace to replace it"
	earlier := "is a scheme registered before (by Register, or an earlier WithScheme); set Scheme.Replace to replace it"
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"Register a built-in", Register(own("http", false)), `parser: Register("http"): http ` + builtin},
		{"WithScheme a built-in", newWith(own("ftp", false)), `parser: WithScheme("ftp"): ftp ` + builtin},
		{"WithScheme a same-kind built-in", newWith(own("https", false)), `parser: WithScheme("https"): https ` + builtin},
		{"Register again", Register(own("x-first", false)), `parser: Register("x-first"): x-first ` + earlier},
		{"WithScheme a registered one", newWith(own("x-first", false)), `parser: WithScheme("x-first"): x-first ` + earlier},
		{"WithScheme twice", newWith(own("x-two", false), own("x-two", false)), `parser: WithScheme("x-two"): x-two ` + earlier},
		{"WithScheme a built-in, replacing", newWith(own("ftp", true)), ""},
		{"WithScheme twice, replacing", newWith(own("x-two", false), own("x-two", true)), ""},
		{"WithScheme a registered one, replacing", newWith(own("x-first", true)), ""},
		{"Register again, replacing", Register(own("x-first", true)), ""},
		{"Register a built-in, replacing", Register(own("gopher", true)), ""},
	} {
		if d := cmp.Diff(tc.want, errText(tc.err)); d != "" {
			t.Errorf("%s: (-want +got):\n%s", tc.name, d)
		}
	}
	if u, err := Parse("gopher://h"); err != nil || fmt.Sprintf("%T", u.Part) != "*parser.regPart" {
		t.Errorf("gopher after Register with Replace: %v, %v", u, err)
	}
}

// TestRegisterConcurrent parses with the default parser while schemes are
// registered, which the race detector checks: each parse reads by the
// schemes of the parser it started with, and every scheme registered
// ends up registered.
func TestRegisterConcurrent(t *testing.T) {
	restoreDefault(t)
	const n = 8
	var wg sync.WaitGroup
	errs := make(chan error, 2*n)
	for i := range n {
		wg.Add(2)
		go func() {
			defer wg.Done()
			errs <- Register(Scheme{Name: fmt.Sprintf("x-conc%d", i), Part: &regPart{}})
		}()
		go func() {
			defer wg.Done()
			for range 50 {
				if _, err := Parse("http://h/p"); err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	var missing []string
	for i := range n {
		if u, err := Parse(fmt.Sprintf("x-conc%d://h", i)); err != nil || !strings.HasSuffix(fmt.Sprintf("%T", u.Part), "regPart") {
			missing = append(missing, fmt.Sprint(i))
		}
	}
	if len(missing) > 0 {
		t.Errorf("schemes x-conc%s not registered", strings.Join(missing, ", "))
	}
}

// TestRegisterKeepsParseFree checks that Parse and Check allocate no more
// once a scheme is registered: the default parser is one atomic load.
func TestRegisterKeepsParseFree(t *testing.T) {
	restoreDefault(t)
	const in = "http://h.example/p"
	parse := func() { _, _ = Parse(in) }
	check := func() { _ = Check(in) }
	wantParse, wantCheck := testing.AllocsPerRun(100, parse), testing.AllocsPerRun(100, check)
	if err := Register(Scheme{Name: "x-free", Part: &regPart{}}); err != nil {
		t.Fatal(err)
	}
	if got := testing.AllocsPerRun(100, parse); got != wantParse {
		t.Errorf("Parse: %.0f allocations after Register, %.0f before", got, wantParse)
	}
	if got := testing.AllocsPerRun(100, check); got != 0 || wantCheck != 0 {
		t.Errorf("Check: %.0f allocations after Register, %.0f before; want 0", got, wantCheck)
	}
}

// TestRegisterRefusesLikeWithScheme checks that Register refuses what
// WithScheme refuses, naming itself, and leaves the default parser as it
// was.
func TestRegisterRefusesLikeWithScheme(t *testing.T) {
	restoreDefault(t)
	before := defaultParser()
	err := Register(Scheme{Name: "X-Upper", Part: &regPart{}})
	if err == nil || !strings.HasPrefix(err.Error(), `parser: Register("X-Upper"): `) {
		t.Errorf("Register: %v", err)
	}
	if defaultParser() != before {
		t.Error("a refused Register changed the default parser")
	}
	if errors.Unwrap(err) == nil {
		t.Errorf("Register's error %v wraps nothing", err)
	}
}
