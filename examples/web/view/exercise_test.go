package view

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestExercise checks the verdict on answers to the page's exercises:
// one the parser's repair fixes, whose answer is compared with the
// repair's, in canonical form; one it leaves to the student, compared
// with the exercise's expected answers, of which it is one and not the
// same URL as any; and an answer that is no URL.
func TestExercise(t *testing.T) {
	pg := defaultPage()
	for _, tc := range []struct {
		broken, answer string
		expected       []string
		lang           string
		want           Exercise
	}{{
		"http://www.iec.ch/~user", "HTTP://www.iec.ch/%7euser", nil, "en",
		Exercise{Broken: "http://www.iec.ch/~user", Answer: "HTTP://www.iec.ch/%7euser", Solved: true,
			Fixed: "http://www.iec.ch/%7Euser", Edits: []string{"“~” → “%7E”"}, Same: true},
	}, {
		"http://www.iec.ch/~user", "http://www.iec.ch/user", nil, "fr",
		Exercise{Broken: "http://www.iec.ch/~user", Answer: "http://www.iec.ch/user", Solved: true,
			Fixed: "http://www.iec.ch/%7Euser", Edits: []string{"«\u00a0~\u00a0» → «\u00a0%7E\u00a0»"}},
	}, {
		"http:www.iec.ch", "http://www.iec.ch:80", []string{"http://www.iec.ch"}, "en",
		Exercise{Broken: "http:www.iec.ch", Answer: "http://www.iec.ch:80", Solved: true, Expected: []string{"http://www.iec.ch"}, OneOfExpected: true},
	}, {
		// Expected answers need not be the same URL: one of them is
		// no more than that.
		"http://[::1]/", "http://127.0.0.1:80/", []string{"http://localhost/", "http://127.0.0.1/"}, "en",
		Exercise{Broken: "http://[::1]/", Answer: "http://127.0.0.1:80/", Solved: true,
			Expected: []string{"http://localhost/", "http://127.0.0.1/"}, OneOfExpected: true},
	}, {
		"http:www.iec.ch", "http:/www.iec.ch", []string{"http://www.iec.ch"}, "en",
		Exercise{Broken: "http:www.iec.ch", Answer: "http:/www.iec.ch", Expected: []string{"http://www.iec.ch"}},
	}, {
		// RFC 1738 section 3.3: with neither path nor search, the "/"
		// may be omitted; the canonical form keeps both spellings.
		"<URL:http://www.iec.ch/>", "http://www.iec.ch", nil, "en",
		Exercise{Broken: "<URL:http://www.iec.ch/>", Answer: "http://www.iec.ch", Solved: true,
			Fixed: "http://www.iec.ch/", Edits: []string{"“<URL:” → “” (empty)", "“>” → “” (empty)"}, Same: true, Slash: true},
	}, {
		"http://www.iec.ch:/", "HTTP://www.iec.ch", []string{"http://www.iec.ch/"}, "en",
		Exercise{Broken: "http://www.iec.ch:/", Answer: "HTTP://www.iec.ch", Solved: true,
			Expected: []string{"http://www.iec.ch/"}, OneOfExpected: true, Slash: true},
	}, {
		// An answer that is one of the expected answers as written: no
		// word of the "/", though another expected answer lacks it.
		"http:www.iec.ch", "http://www.iec.ch/", []string{"http://www.iec.ch", "http://www.iec.ch/"}, "en",
		Exercise{Broken: "http:www.iec.ch", Answer: "http://www.iec.ch/", Solved: true,
			Expected: []string{"http://www.iec.ch", "http://www.iec.ch/"}, OneOfExpected: true},
	}, {
		// Only an http URL may leave its "/" out: an ftp URL's empty
		// url-path after "/" is no absent one.
		"ftp:ftp.iec.ch", "ftp://ftp.iec.ch", []string{"ftp://ftp.iec.ch/"}, "en",
		Exercise{Broken: "ftp:ftp.iec.ch", Answer: "ftp://ftp.iec.ch", Solved: true, Expected: []string{"ftp://ftp.iec.ch/"}},
	}, {
		// A "+" for a space, as HTML forms write it: another URL, and
		// the page says why.
		"gopher://h/00/Los Angeles", "gopher://h/00/Los+Angeles", nil, "en",
		Exercise{Broken: "gopher://h/00/Los Angeles", Answer: "gopher://h/00/Los+Angeles", Solved: true,
			Fixed: "gopher://h/00/Los%20Angeles", Edits: []string{"“␣” → “%20”"}, Plus: true},
	}, {
		// Nor may one with a search, empty or not.
		"http:www.iec.ch", "http://www.iec.ch", []string{"http://www.iec.ch/?"}, "en",
		Exercise{Broken: "http:www.iec.ch", Answer: "http://www.iec.ch", Solved: true, Expected: []string{"http://www.iec.ch/?"}},
	}} {
		got := pg.Exercise(tc.broken, tc.answer, tc.expected, tc.lang)
		if diff := cmp.Diff(tc.want, got, cmpopts.IgnoreFields(Exercise{}, "Left")); diff != "" {
			t.Errorf("Exercise(%q, %q) (-want +got):\n%s", tc.broken, tc.answer, diff)
		}
		// The advice the repair left is that of the notes where it
		// stopped, in both languages; none when it made a URL.
		if (len(got.Left) > 0) == (got.Fixed != "") {
			t.Errorf("Exercise(%q): Fixed %q with the advice left %q", tc.broken, got.Fixed, got.Left)
		}
		for _, a := range got.Left {
			if !strings.HasPrefix(a.En, "offset ") || !strings.HasPrefix(a.Fr, "position ") {
				t.Errorf("Exercise(%q): advice left %q", tc.broken, a)
			}
		}
	}
	// The advice left for a ":" inside a login: the %3A note, not the
	// reading of the text as a host and port, which advises nothing.
	left := pg.Exercise("ftp://anon:pa:ss@ftp.iec.ch/", "", nil, "en").Left
	if len(left) != 1 || !strings.Contains(left[0].En, "write %3A") || !strings.Contains(left[0].Fr, "%3A") {
		t.Errorf("the advice left for ftp://anon:pa:ss@ftp.iec.ch/: %q", left)
	}
	left = pg.Exercise("http:www.iec.ch", "", nil, "en").Left
	if len(left) != 1 || !strings.Contains(left[0].En, `"http://www.iec.ch"`) || !strings.Contains(left[0].Fr, "«\u00a0http://www.iec.ch\u00a0»") {
		t.Errorf("the advice left for http:www.iec.ch: %q", left)
	}
	// The JSON the page reads: the advice left, after solved.
	got := pg.ExerciseJSON("http:www.iec.ch", "HTTP://www.iec.ch", `["http://www.iec.ch"]`, "en")
	if !strings.HasPrefix(got, `{"broken":"http:www.iec.ch","answer":"HTTP://www.iec.ch","solved":true,"left":[{"en":"offset 5: httpurl: `) ||
		!strings.HasSuffix(got, `}],"expected":["http://www.iec.ch"],"same":false,"oneOfExpected":true}`) {
		t.Errorf("ExerciseJSON = %s", got)
	}
}
