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
	// The table's words on the readings, after each part's tag and text.
	upperHTTP := Advice{
		En: `<scheme> “HTTP”: read as "http", a reading: section 5's scheme rule allows lower case only, but "for resiliency, programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names (e.g., allow "HTTP" as well as "http")" (RFC 1738 section 2.1)`,
		Fr: "<mode> «\u00a0HTTP\u00a0»\u00a0: lu «\u00a0http\u00a0», une lecture\u00a0: la règle scheme de la section 5 n'admet que les minuscules, mais «\u00a0par robustesse, les programmes qui interprètent des URL devraient traiter les majuscules comme équivalentes aux minuscules dans les noms de mode (par exemple, admettre “HTTP” comme “http”)\u00a0» (traduit de la RFC 1738, section 2.1)",
	}
	upperI := Advice{
		En: `ftptype “I”: the <typecode>, read as "i" (a reading: section 5 allows "I", but section 3.2.2 names only "a", "i" and "d", and neither says what "I" means)`,
		Fr: "type «\u00a0I\u00a0»\u00a0: le <typecode>, lu «\u00a0i\u00a0» (c'est une lecture\u00a0: la section 5 admet «\u00a0I\u00a0», mais la section 3.2.2 ne nomme que «\u00a0a\u00a0», «\u00a0i\u00a0» et «\u00a0d\u00a0», et aucune des deux ne dit ce que «\u00a0I\u00a0» signifie)",
	}
	upperFTP := Advice{
		En: strings.Replace(upperHTTP.En, `“HTTP”: read as "http"`, `“FTP”: read as "ftp"`, 1),
		Fr: strings.Replace(upperHTTP.Fr, "«\u00a0HTTP\u00a0»\u00a0: lu «\u00a0http\u00a0»", "«\u00a0FTP\u00a0»\u00a0: lu «\u00a0ftp\u00a0»", 1),
	}
	semicolon := []string{"ftp://ftp.iec.ch/pub/a%3Bb", "ftp://ftp.iec.ch/pub/a;type=a", "ftp://ftp.iec.ch/pub/a;type=i", "ftp://ftp.iec.ch/pub/a;type=d"}
	for _, tc := range []struct {
		broken, answer string
		expected       []string
		want           Exercise
	}{{
		"http://www.iec.ch/~user", "HTTP://www.iec.ch/%7euser", nil,
		Exercise{Broken: "http://www.iec.ch/~user", Answer: "HTTP://www.iec.ch/%7euser", Solved: true, Readings: []Advice{upperHTTP},
			Fixed: "http://www.iec.ch/%7Euser", Edits: []Advice{{"“~” → “%7E”", "«\u00a0~\u00a0» → «\u00a0%7E\u00a0»"}}, Same: true},
	}, {
		"http://www.iec.ch/~user", "http://www.iec.ch/user", nil,
		Exercise{Broken: "http://www.iec.ch/~user", Answer: "http://www.iec.ch/user", Solved: true,
			Fixed: "http://www.iec.ch/%7Euser", Edits: []Advice{{"“~” → “%7E”", "«\u00a0~\u00a0» → «\u00a0%7E\u00a0»"}}},
	}, {
		"http:www.iec.ch", "http://www.iec.ch:80", []string{"http://www.iec.ch"},
		Exercise{Broken: "http:www.iec.ch", Answer: "http://www.iec.ch:80", Solved: true, Expected: []string{"http://www.iec.ch"}, OneOfExpected: true},
	}, {
		// Expected answers need not be the same URL: one of them is
		// no more than that.
		"http://[::1]/", "http://127.0.0.1:80/", []string{"http://localhost/", "http://127.0.0.1/"},
		Exercise{Broken: "http://[::1]/", Answer: "http://127.0.0.1:80/", Solved: true,
			Expected: []string{"http://localhost/", "http://127.0.0.1/"}, OneOfExpected: true},
	}, {
		"http:www.iec.ch", "http:/www.iec.ch", []string{"http://www.iec.ch"},
		Exercise{Broken: "http:www.iec.ch", Answer: "http:/www.iec.ch", Expected: []string{"http://www.iec.ch"}},
	}, {
		// RFC 1738 section 3.3: with neither path nor search, the "/"
		// may be omitted; the canonical form keeps both spellings.
		"<URL:http://www.iec.ch/>", "http://www.iec.ch", nil,
		Exercise{Broken: "<URL:http://www.iec.ch/>", Answer: "http://www.iec.ch", Solved: true,
			Fixed: "http://www.iec.ch/", Edits: []Advice{{"“<URL:” → “” (empty)", "«\u00a0<URL:\u00a0» → «\u00a0» (vide)"}, {"“>” → “” (empty)", "«\u00a0>\u00a0» → «\u00a0» (vide)"}}, Same: true, Slash: true},
	}, {
		"http://www.iec.ch:/", "HTTP://www.iec.ch", []string{"http://www.iec.ch/"},
		Exercise{Broken: "http://www.iec.ch:/", Answer: "HTTP://www.iec.ch", Solved: true, Readings: []Advice{upperHTTP},
			Expected: []string{"http://www.iec.ch/"}, OneOfExpected: true, Slash: true},
	}, {
		// An answer that is one of the expected answers as written: no
		// word of the "/", though another expected answer lacks it.
		"http:www.iec.ch", "http://www.iec.ch/", []string{"http://www.iec.ch", "http://www.iec.ch/"},
		Exercise{Broken: "http:www.iec.ch", Answer: "http://www.iec.ch/", Solved: true,
			Expected: []string{"http://www.iec.ch", "http://www.iec.ch/"}, OneOfExpected: true},
	}, {
		// Only an http URL may leave its "/" out: an ftp URL's empty
		// url-path after "/" is no absent one.
		"ftp:ftp.iec.ch", "ftp://ftp.iec.ch", []string{"ftp://ftp.iec.ch/"},
		Exercise{Broken: "ftp:ftp.iec.ch", Answer: "ftp://ftp.iec.ch", Solved: true, Expected: []string{"ftp://ftp.iec.ch/"}},
	}, {
		// A "+" for a space, as HTML forms write it: another URL, and
		// the page says why.
		"gopher://h/00/Los Angeles", "gopher://h/00/Los+Angeles", nil,
		Exercise{Broken: "gopher://h/00/Los Angeles", Answer: "gopher://h/00/Los+Angeles", Solved: true,
			Fixed: "gopher://h/00/Los%20Angeles", Edits: []Advice{{"“␣” → “%20”", "«\u00a0␣\u00a0» → «\u00a0%20\u00a0»"}}, Plus: true},
	}, {
		// Nor may one with a search, empty or not.
		"http:www.iec.ch", "http://www.iec.ch", []string{"http://www.iec.ch/?"},
		Exercise{Broken: "http:www.iec.ch", Answer: "http://www.iec.ch", Solved: true, Expected: []string{"http://www.iec.ch/?"}},
	}, {
		// A typecode in upper case is one of section 5's, which section
		// 3.2.2 does not name: the verdict says it is read so.
		"ftp://ftp.iec.ch/pub/a;b", "ftp://ftp.iec.ch/pub/a;type=I", semicolon,
		Exercise{Broken: "ftp://ftp.iec.ch/pub/a;b", Answer: "ftp://ftp.iec.ch/pub/a;type=I", Solved: true, Readings: []Advice{upperI},
			Expected: semicolon, OneOfExpected: true},
	}, {
		// Another scheme's production, at the top of the tree.
		"ftp://ftp.iec.ch/pub/a;b", "HTTP://ftp.iec.ch/pub/a%3Bb", semicolon,
		Exercise{Broken: "ftp://ftp.iec.ch/pub/a;b", Answer: "HTTP://ftp.iec.ch/pub/a%3Bb", Solved: true, Readings: []Advice{upperHTTP},
			Expected: semicolon, OtherKind: &Advice{
				En: `At the same place in the tree, your answer has the node httpurl, where the expected answers “ftp://ftp.iec.ch/pub/a%3Bb”, “ftp://ftp.iec.ch/pub/a;type=a”, “ftp://ftp.iec.ch/pub/a;type=i” and “ftp://ftp.iec.ch/pub/a;type=d” have the node ftpurl. httpurl: RFC 1738 section 5, explained in section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]].`,
				Fr: "Au même endroit de l'arbre, votre réponse a le nœud URL http (httpurl), là où les réponses attendues «\u00a0ftp://ftp.iec.ch/pub/a%3Bb\u00a0», «\u00a0ftp://ftp.iec.ch/pub/a;type=a\u00a0», «\u00a0ftp://ftp.iec.ch/pub/a;type=i\u00a0» et «\u00a0ftp://ftp.iec.ch/pub/a;type=d\u00a0» ont le nœud URL ftp (ftpurl). URL http (httpurl)\u00a0: RFC 1738, section 5, règle expliquée à la section 3.3\u00a0: httpurl = \"http://\" hostport [ \"/\" hpath [ \"?\" search ]].",
			}},
	}, {
		"ftp://ftp.iec.ch/pub/a;b", "ftp://ftp.iec.ch/pub/a%3Bb", semicolon,
		Exercise{Broken: "ftp://ftp.iec.ch/pub/a;b", Answer: "ftp://ftp.iec.ch/pub/a%3Bb", Solved: true,
			Expected: semicolon, OneOfExpected: true},
	}, {
		// Both readings, in the order of the URL.
		"ftp://ftp.iec.ch/pub/a;b", "FTP://ftp.iec.ch/pub/a;type=I", semicolon,
		Exercise{Broken: "ftp://ftp.iec.ch/pub/a;b", Answer: "FTP://ftp.iec.ch/pub/a;type=I", Solved: true, Readings: []Advice{upperFTP, upperI},
			Expected: semicolon, OneOfExpected: true},
	}, {
		// An answer that is no URL has no reading.
		"ftp://ftp.iec.ch/pub/a;b", "FTP://ftp.iec.ch/pub/a;type=X", semicolon,
		Exercise{Broken: "ftp://ftp.iec.ch/pub/a;b", Answer: "FTP://ftp.iec.ch/pub/a;type=X", Expected: semicolon},
	}} {
		got := pg.Exercise(tc.broken, tc.answer, tc.expected)
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
	left := pg.Exercise("ftp://anon:pa:ss@ftp.iec.ch/", "", nil).Left
	if len(left) != 1 || !strings.Contains(left[0].En, "write %3A") || !strings.Contains(left[0].Fr, "%3A") {
		t.Errorf("the advice left for ftp://anon:pa:ss@ftp.iec.ch/: %q", left)
	}
	left = pg.Exercise("http:www.iec.ch", "", nil).Left
	if len(left) != 1 || !strings.Contains(left[0].En, `"http://www.iec.ch"`) || !strings.Contains(left[0].Fr, "«\u00a0http://www.iec.ch\u00a0»") {
		t.Errorf("the advice left for http:www.iec.ch: %q", left)
	}
	// The JSON the page reads: the readings, after solved, then the
	// advice left.
	got := pg.ExerciseJSON("http:www.iec.ch", "HTTP://www.iec.ch", `["http://www.iec.ch"]`)
	if !strings.HasPrefix(got, `{"broken":"http:www.iec.ch","answer":"HTTP://www.iec.ch","solved":true,"readings":[{"en":"\u003cscheme\u003e “HTTP”: read as \"http\", a reading: `) ||
		!strings.Contains(got, `"left":[{"en":"offset 5: httpurl: `) ||
		!strings.HasSuffix(got, `}],"expected":["http://www.iec.ch"],"same":false,"oneOfExpected":true}`) {
		t.Errorf("ExerciseJSON = %s", got)
	}
}

// TestExerciseOtherKind checks what the verdict says where the answer's
// tree has a node of another production than the compared URLs' at the
// same place: an article where the expected news URL has a group (the
// nntp URL, another scheme's, has no node at that place), a hostnumber
// where both expected answers have a hostname; and nothing where the
// answer only has a part more or less, or where one expected answer
// has the answer's production at that place.
func TestExerciseOtherKind(t *testing.T) {
	pg := defaultPage()
	news := []string{"nntp://news.iso.org/comp.os.unix", "news:comp.os.unix"}
	article := &Advice{
		En: `At the same place in the tree, your answer has the node article “comp.os.unix@news.iso.org”, where the expected answer “news:comp.os.unix” has the node group “comp.os.unix”. article: RFC 1738 section 5, explained in section 3.6: article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host.`,
		Fr: "Au même endroit de l'arbre, votre réponse a le nœud article «\u00a0comp.os.unix@news.iso.org\u00a0», là où la réponse attendue «\u00a0news:comp.os.unix\u00a0» a le nœud groupe (group) «\u00a0comp.os.unix\u00a0». article\u00a0: RFC 1738, section 5, règle expliquée à la section 3.6\u00a0: article = 1*[ uchar | \";\" | \"/\" | \"?\" | \":\" | \"&\" | \"=\" ] \"@\" host.",
	}
	hostnumber := &Advice{
		En: `At the same place in the tree, your answer has the node hostnumber “10.0.0.1”, where the expected answers “http://www.iec.ch” and “http://www.iec.ch/” have the node hostname. hostnumber: RFC 1738 section 5, explained in section 3.1: hostnumber = digits "." digits "." digits "." digits.`,
		Fr: "Au même endroit de l'arbre, votre réponse a le nœud numéro d'hôte (hostnumber) «\u00a010.0.0.1\u00a0», là où les réponses attendues «\u00a0http://www.iec.ch\u00a0» et «\u00a0http://www.iec.ch/\u00a0» ont le nœud nom d'hôte (hostname). numéro d'hôte (hostnumber)\u00a0: RFC 1738, section 5, règle expliquée à la section 3.1\u00a0: hostnumber = digits \".\" digits \".\" digits \".\" digits.",
	}
	ftpOverHTTP := &Advice{
		En: `At the same place in the tree, your answer has the node ftpurl, where the repair's URL “http://www.iec.ch/%7Euser/” has the node httpurl. ftpurl: RFC 1738 section 5, explained in section 3.2: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]].`,
		Fr: "Au même endroit de l'arbre, votre réponse a le nœud URL ftp (ftpurl), là où l'URL de la réparation «\u00a0http://www.iec.ch/%7Euser/\u00a0» a le nœud URL http (httpurl). URL ftp (ftpurl)\u00a0: RFC 1738, section 5, règle expliquée à la section 3.2\u00a0: ftpurl = \"ftp://\" login [ \"/\" fpath [ \";type=\" ftptype ]].",
	}
	for _, tc := range []struct {
		broken, answer string
		expected       []string
		want           *Advice
	}{
		{"news://news.iso.org/comp.os.unix", "news:comp.os.unix@news.iso.org", news, article},
		{"http:www.iec.ch", "http://10.0.0.1/", []string{"http://www.iec.ch", "http://www.iec.ch/"}, hostnumber},
		{"http://www.iec.ch/~user/", "ftp://www.iec.ch/%7Euser/", nil, ftpOverHTTP},
		// The same productions, another group.
		{"news://news.iso.org/comp.os.unix", "nntp://news.iso.org/comp.os.misc", news, nil},
		// A part more: an article number, a port.
		{"news://news.iso.org/comp.os.unix", "nntp://news.iso.org/comp.os.unix/12", news, nil},
		{"http://www.iec.ch/~user/", "http://www.iec.ch:80/%7Euser/", nil, nil},
		// A part less: the password.
		{"ftp://anon:pa:ss@ftp.iec.ch/", "ftp://anon@ftp.iec.ch/", []string{"ftp://anon:pa%3Ass@ftp.iec.ch/", "ftp://anon%3Apa:ss@ftp.iec.ch/"}, nil},
		// A hostnumber, as one expected answer has, where the other has
		// a hostname.
		{"http://[::1]/", "http://127.0.0.2/", []string{"http://localhost/", "http://127.0.0.1/"}, nil},
		// One of the expected answers: nothing to compare.
		{"news://news.iso.org/comp.os.unix", "news:comp.os.unix", news, nil},
	} {
		got := pg.Exercise(tc.broken, tc.answer, tc.expected).OtherKind
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("Exercise(%q, %q).OtherKind (-want +got):\n%s", tc.broken, tc.answer, diff)
		}
	}
}
