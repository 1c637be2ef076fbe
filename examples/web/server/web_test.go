package server

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/parser"
)

var screenshots = flag.String("screenshots", "",
	"a `directory` to save the page's screenshots in, one a state: web.png (the ftp URL), web-hover.png (its host pointed at), "+
		"web-railroad.png (its hostport's railroad diagram), web-error.png, web-long-message.png, web-neturl.png (a query RFC 3986 splits off), "+
		"web-neturl-tilde.png, web-fr.png, web-fr-railroad.png (the French railroad page in the frame, at ftpurl), web-fr-note.png, "+
		"web-fr-table.png (what a URL leaves out, in French), web-fr-neturl.png, web-base.png (a reference resolved against a base), "+
		"web-base-error.png, web-base-fr.png, web-permalink.png (the page loaded from a #url=...&base=...&lang=fr address), "+
		"web-LANG-WIDTH-N.png (the layout's URLs at 1280, 800 and 400 px), web-LANG-WIDTH-base.png (a reference's table of parts at each), web-both.png and web-both-error.png (both languages), "+
		"web-exercise.png and web-exercise-differs.png; "+
		"each is checked first for text that overlaps or leaves the window")

// chromium is Debian's chromium package; .ci/run installs it.
const chromium = "/usr/bin/chromium"

const (
	ftpURL     = "ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a"
	invalidURL = "http://www.iec.ch:a"
	// section5Base is the base URL of RFC 1808 section 5's examples.
	section5Base = "http://a/b/c/d;p?q#f"
)

// TestPage builds the parser to WebAssembly, serves the page, and drives
// it in headless Chromium as a person would: it types into the URL box
// and reads what the page shows.
func TestPage(t *testing.T) {
	if _, err := os.Stat(chromium); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is missing, and CI must run this test: .ci/run installs Debian's chromium package", chromium)
		}
		t.Skipf("%s is absent: apt-get install chromium to run this test", chromium)
	}
	srv := httptest.NewServer(testSite(t)) // on 127.0.0.1
	defer srv.Close()

	b := newBrowser(t, srv.URL)
	b.do("load the page", chromedp.Navigate(srv.URL+"/"))
	b.waitJS("the first answer of the parser", `document.body.dataset.ready === "true"`)
	historyStart := b.historyLength()
	if h := b.hash(); h != "#url="+ftpURL {
		t.Errorf("the page's address ends in %q, want #url=%s", h, ftpURL)
	}

	// English, a URL with every part of the note's general form.
	b.checkNoDeveloperWords()
	b.typeURL(ftpURL)
	// The address follows each keystroke, and the history has no step
	// more: replaceState, not pushState.
	if h := b.hash(); h != "#url="+ftpURL {
		t.Errorf("after typing, the page's address ends in %q, want #url=%s", h, ftpURL)
	}
	if n := b.historyLength(); n != historyStart {
		t.Errorf("typing the URL took the history from %d steps to %d", historyStart, n)
	}
	status := b.text("#status")
	if !strings.HasPrefix(status, "✓") || !strings.Contains(status, "ftp") {
		t.Errorf("status = %q, want a valid ftp URL", status)
	}
	if b.visible("#error-panel") {
		t.Errorf("the error panel shows for a valid URL")
	}
	diagram := b.text("#diagram")
	b.checkLabels(diagram, ftpURL, map[string]int{
		"scheme": 0, "user": 6, "password": 11, "host": 18, "port": 29, "url-path": 32,
		"ftpurl": 0, "login": 6, "hostport": 18, "fpath": 32, "ftptype": 49,
	})
	tree := b.text("#tree")
	for _, want := range []string{"url ", "└─ ftpurl", "├─ scheme", "password", `[11,17)  "secret"`, "fsegment", `"doc.txt"`, "ftptype"} {
		if !strings.Contains(tree, want) {
			t.Errorf("the tree has no %q:\n%s", want, tree)
		}
	}
	if got := b.text("#productions"); !strings.Contains(got, "hostport") || !strings.Contains(got, `the grammar of “ftp”`) {
		t.Errorf("the grammar's links are %q, want hostport and ftp's grammar among them", got)
	}
	b.checkTable([]string{"<scheme>", "<user>", "<password>", "<host>", "<port>", "<url-path>", "fpath", "ftptype"}, map[string][]string{
		"<password>": {"“secret”", "password", "RFC 1738 section 5, explained in section 3.1: password = ", `FTP "PASS" command`},
		"<host>":     {"“ftp.iec.ch”", "host", `a hostname: domainlabel "ftp", domainlabel "iec", toplabel "ch"`},
		"ftptype":    {"“a”", "ftptype", `the <typecode>: "perform a TYPE command" with "a" as the argument`},
	}, nil)
	if got := b.text("#canonical"); got != "ftp://anon:secret@ftp.iec.ch/pub/doc.txt;type=a" {
		t.Errorf("the canonical form reads %q", got)
	}
	if got := b.text("#canonical-same"); got != "Another spelling of the URL, which the rules above take for the same one; some of those rules are readings." {
		t.Errorf("the canonical form's note reads %q", got)
	}
	// An upper-case scheme is read as its lower case by a reading of
	// section 2.1, which the status says.
	b.typeURL("HTTP://www.iec.ch/")
	if got := b.text("#status"); !strings.HasPrefix(got, "✓ A URL of RFC 1738, scheme “http”. It is one only by a reading of the RFC, in the words of the table of parts: "+
		`<scheme> “HTTP”: read as "http", a reading: section 5's scheme rule allows lower case only, but "for resiliency, programs interpreting URLs should treat upper case letters`) {
		t.Errorf("the status of an upper-case scheme reads %q", got)
	}
	b.typeURL(ftpURL)
	// RFC 1738 makes only scheme names case-insensitive (section 2.1);
	// a host's case is the DNS's (RFC 4343).
	if got := b.text(`[data-i18n="canonicalNote"]`); !strings.Contains(got, "the host in lower case, as the DNS compares names (RFC 4343), on which RFC 1738 says nothing") ||
		!strings.Contains(got, "RFC 1738 section 2.1") || strings.Contains(got, "scheme and host in lower case") {
		t.Errorf("the canonical form's explanation reads %q", got)
	}
	b.checkNetURL("= Both read the same parts.", nil, map[string][2]string{
		"Scheme": {"“ftp”", "“ftp”"}, "User": {"“anon”", "“anon”"}, "Port": {"“21”", "“21”"},
		"Path": {"“pub/doc.txt;type=a”", "“/pub/doc.txt;type=a”"}, "RawQuery": {"—", "—"}, "Fragment": {"—", "—"},
	}, nil)
	b.screenshot("web.png")

	// Pointing at a part lights it up everywhere: the host's label in the
	// diagram, then its row in the table, then its line in the tree.
	b.hover(`#diagram .label[data-n="host"]`)
	b.checkHighlight(18, 28, "host", []string{"ftp", ".", "iec", ".", "ch"}, "diagram:label diagram:mark parts-body tree:node")
	b.screenshot("web-hover.png")
	b.hover(`#parts-body tr[data-n="port"]`)
	b.checkHighlight(29, 31, "port", []string{"21"}, "diagram:label diagram:mark parts-body tree:node")
	b.hover(`#tree .node[data-n="fsegment"]`)
	b.checkHighlight(32, 35, "fsegment", []string{"pub"}, "diagram:label diagram:mark tree:node") // a piece of fpath's row
	// Away from the parts: nothing is lit.
	b.hover(`#template`)
	if n, err := chromedp.Run(b.ctx, chromedp.Evaluate[int](`document.querySelectorAll(".hl").length`)); err != nil || n != 0 {
		t.Errorf("%d parts still lit after the pointer left them (%v)", n, err)
	}

	// The railroad diagrams: the page's frame, scrolled to a production's
	// rule, under its RFC name, when its link is clicked.
	b.waitFrame("the English railroad page in the frame", "railroad.html", "", "RFC 1738 URL syntax: railroad diagrams")
	b.checkRailroadLinks("railroad.html", "Railroad diagrams of RFC 1738's grammar", "Open the railroad diagrams on their own page")
	b.clickProduction("hostport", "railroad.html#hostport", `RFC 1738 section 5, explained in section 3.1: hostport = host [ ":" port ]`)
	b.waitFrame("the frame at hostport's rule", "railroad.html", "hostport", "")
	b.checkRailroadLinks("railroad.html#hostport", "", "")
	b.screenshot("web-railroad.png")

	// An invalid URL: the error's caret, under the byte, and its message.
	b.typeURL(invalidURL)
	if !b.visible("#error-panel") {
		t.Errorf("the error panel is hidden for an invalid URL")
	}
	if status := b.text("#status"); !strings.HasPrefix(status, "✗") || !strings.Contains(status, "18") {
		t.Errorf("status = %q, want an error at offset 18", status)
	}
	const message = `offset 18: port: found "a", expected a digit`
	errText := b.text("#error")
	lines := strings.Split(errText, "\n")
	if len(lines) != 2 || lines[0] != invalidURL || lines[1] != strings.Repeat(" ", 18)+"^" {
		t.Errorf("the error panel shows\n%s\nwant the URL and a caret in column 18", errText)
	}
	if got := b.text("#message"); !strings.HasPrefix(got, message) || !strings.Contains(got, "\nthe scheme's own production: httpurl = ") {
		t.Errorf("the error's message reads\n%s\nwant %q, then httpurl's rule", got, message)
	}
	b.checkAligned("the error panel's caret under the marked character",
		`document.querySelector("#error mark")`, `charRange(document.getElementById("error"), 1, 18)`)
	diagram = b.text("#diagram")
	lines = strings.Split(diagram, "\n")
	if len(lines) < 3 || lines[0] != invalidURL || strings.Index(lines[1], "^") != 18 || strings.Index(lines[2], "error") != 18 {
		t.Errorf("the diagram shows\n%s\nwant the URL, a caret and \"error\" in column 18", diagram)
	}
	b.checkOnce(message)
	b.checkLabels(diagram, invalidURL, map[string]int{"scheme": 0, "host": 7})
	if b.visible("#table-panel") || b.visible("#canonical-panel") {
		t.Errorf("a text that is not a URL has a table of its parts or a canonical form")
	}
	b.checkNetURL("Neither reads this text as a URL; for the RFC 3986 parser, the port after the host, \":a\", is not a number.", nil, nil, nil)
	b.screenshot("web-error.png")

	// A long message, with its note and the scheme's rule: it wraps inside
	// the window, and is shown once.
	const longURL = "ftp://anon:pa:ss@ftp.example.org/"
	b.typeURL(longURL)
	b.waitJS("the long message", `document.getElementById("message").textContent.includes("note: offset 11: port")`)
	b.checkWrapped("#message li", 3)
	b.checkOnce(`offset 13: login: found ":"`)
	b.screenshot("web-long-message.png")

	// What net/url reads differently: in ftp, "?" is part of the path; in
	// RFC 1738, "~" is unsafe.
	b.typeURL("ftp://h/a?b")
	b.checkNetURL("≠ The two read it differently (the rows marked ≠):",
		[]string{`In RFC 1738, "?" starts a search only in http and wais URLs, and a gopher search follows %09 (section 5); in this URL "?" is part of the path. RFC 3986 splits a query off every URI at its first "?" (section 3.4).`},
		map[string][2]string{"Path": {"“a?b”", "“/a”"}, "RawQuery": {"—", "“b”"}, "Host": {"“h”", "“h”"}},
		[]string{"Path", "RawQuery"})
	b.screenshot("web-neturl.png")
	b.typeURL("http://h/~u")
	b.checkNetURL("≠ The RFC 3986 parser accepts this text, which is not a URL of RFC 1738:",
		[]string{`"~" is unsafe in RFC 1738 (section 2.2; section 5 puts it in the class national): write %7E; it is unreserved in RFC 3986 (section 2.3).`},
		map[string][2]string{"Path": {"—", "“/~u”"}, "Host": {"—", "“h”"}}, nil)
	b.screenshot("web-neturl-tilde.png")

	testTrace(t, b)
	testTraceNarrow(t, b)

	// French: the note's French words, after a click on "Français".
	b.typeURL(ftpURL)
	historyLength, err := chromedp.Run(b.ctx, chromedp.Evaluate[int](`history.length`))
	if err != nil {
		t.Fatal(err)
	}
	b.switchLang("lang-fr")
	b.waitJS("the French diagram",
		`document.body.dataset.lang === "fr" && document.getElementById("diagram").textContent.includes("utilisateur")`)
	diagram = b.text("#diagram")
	b.checkLabels(diagram, ftpURL, map[string]int{
		"mode": 0, "utilisateur": 6, "motdepasse": 11, "hôte": 18, "port": 29, "chemin URL": 32,
		"URL ftp": 0, "identification": 6, "hôte et port": 18, "type": 49,
	})
	if !strings.Contains(b.text("body"), "Arbre syntaxique") {
		t.Errorf("the page's headings are not in French")
	}
	if tree := b.text("#tree"); !strings.Contains(tree, "utilisateur (user)") || !strings.Contains(tree, "hôte et port (hostport)") {
		t.Errorf("the French tree has no \"utilisateur (user)\" or \"hôte et port (hostport)\":\n%s", tree)
	}
	if got := b.text("#template"); got != "<mode>://<utilisateur>:<motdepasse>@<hôte>:<port>/<chemin URL>" {
		t.Errorf("the general form reads %q in French", got)
	}
	b.screenshot("web-fr.png")

	// The French railroad page, in the frame since the switch, at the
	// rule it showed in English; the history has no step more.
	b.waitFrame("the French railroad page in the frame, still at hostport", "railroad.fr.html", "hostport",
		"Syntaxe des URL de la RFC 1738\u00a0: diagrammes syntaxiques")
	if n, err := chromedp.Run(b.ctx, chromedp.Evaluate[int](`history.length`)); err != nil || n != historyLength {
		t.Errorf("the history has %d steps after the switch to French, %d before (%v): the frame's move is one more", n, historyLength, err)
	}
	b.checkRailroadLinks("railroad.fr.html#hostport", "Diagrammes syntaxiques de la grammaire de la RFC 1738",
		"Ouvrir les diagrammes syntaxiques dans leur propre page")
	b.waitJS("the French productions", `document.getElementById("productions").textContent.includes("hôte et port (hostport)")`)
	b.clickProduction("URL ftp (ftpurl)", "railroad.fr.html#ftpurl", "RFC 1738, section 5, règle expliquée à la section 3.2\u00a0: "+`ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]`)
	b.waitFrame("the French frame at ftpurl's rule", "railroad.fr.html", "ftpurl", "")
	b.checkRailroadLinks("railroad.fr.html#ftpurl", "", "")
	b.checkNoDeveloperWords()
	b.screenshot("web-fr-railroad.png")

	// An example, clicked, in French: the error is labelled in French,
	// and its message is the parser's French one, in the diagram and in
	// the error panel.
	b.do("click the invalid example", chromedp.Click(chromedp.JSPath(
		`[...document.querySelectorAll("button.example")].find(b => b.textContent === "http://www.iec.ch:a")`)))
	const frMessage = "position 18, port\u00a0: on trouve «\u00a0a\u00a0» alors qu'on attendait un chiffre"
	b.waitJS("the French error", fmt.Sprintf(`document.getElementById("diagram").textContent.startsWith(%s) &&
		document.getElementById("message").textContent.startsWith(%s)`, jsString(invalidURL+"\n"), jsString(frMessage)))
	if diagram := b.text("#diagram"); strings.Index(strings.Split(diagram, "\n")[2], "erreur") != 18 {
		t.Errorf("the French error diagram has no \"erreur\" in column 18:\n%s", diagram)
	}
	if got := b.text("#message"); !strings.Contains(got, "\nla production propre au mode\u00a0: httpurl = ") {
		t.Errorf("the French message reads\n%s", got)
	}
	b.checkOnce(frMessage)
	b.checkFrench("#message")

	// A note, in French, after the message: "host:80x" cannot be a host
	// and port, so ftp reads it as a user and password.
	b.typeURL("ftp://host:80x/")
	const frNote = "remarque\u00a0: position 13, port\u00a0: lu comme hôte et port"
	b.waitJS("the French note", fmt.Sprintf(`document.getElementById("message").textContent.includes(%s)`, jsString(frNote)))
	b.checkWrapped("#message li", 2)
	b.checkFrench("#message")
	b.screenshot("web-fr-note.png")

	// Warnings, in French.
	b.typeURL("http://999.1.1.1:99999/")
	b.waitJS("the French warnings", `!document.getElementById("warnings").hidden`)
	if got := b.text("#warnings"); !strings.Contains(got, "le nombre 999 dépasse 255") || !strings.Contains(got, "le port 99999 dépasse 65535") {
		t.Errorf("the French warnings read\n%s", got)
	}
	b.checkFrench("#warnings")

	// The schemes registered on the page's parser (../wasm), read by
	// their own productions.
	for _, tc := range []struct{ url, production string }{
		{"ldap://h/o=x??sub", "ldapurl"},
		{"rtsp://h:554/a", "rtsp_URL"},
		{"rtspu://h/a", "rtsp_URL"},
	} {
		b.typeURL(tc.url)
		if got := b.text("#diagram"); !strings.Contains(got, "\n"+tc.production) {
			t.Errorf("the diagram of %s does not name %s:\n%s", tc.url, tc.production, got)
		}
		if got := b.text("#productions"); !strings.Contains(got, tc.production) {
			t.Errorf("the productions of %s do not name %s:\n%s", tc.url, tc.production, got)
		}
	}
	// A registered production's link leads to its rule, which the
	// server draws from the same parser's grammar.
	b.typeURL("ldap://h/o=x??sub")
	b.do("click the link ldapurl", chromedp.Click(chromedp.JSPath(`[...document.querySelectorAll("#productions a")].find(a => a.textContent === "ldapurl")`)))
	b.waitFrame("the frame at ldapurl's rule", "railroad.fr.html", "ldap:ldapurl", "")
	// A rule the frame's page lacks, as when the server draws another
	// parser's grammar, is said on the page.
	if got := b.text("#railroad-missing"); got != "" {
		t.Errorf("a note on a missing rule, with the rule on the page: %q", got)
	}
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`(() => { document.getElementById("railroad").contentDocument.getElementById("ldap:ldapurl").remove(); return true })()`)); err != nil {
		t.Fatalf("removing ldapurl's rule from the frame: %v", err)
	}
	b.do("click the link ldapurl again", chromedp.Click(chromedp.JSPath(`[...document.querySelectorAll("#productions a")].find(a => a.textContent === "ldapurl")`)))
	b.waitJS("the note on the missing rule", `!document.getElementById("railroad-missing").hidden`)
	if got := b.text("#railroad-missing"); !strings.Contains(got, "«\u00a0ldap:ldapurl\u00a0»") || !strings.Contains(got, "server.Main(wasm, opts...)") {
		t.Errorf("the note on a missing rule reads %q", got)
	}
	b.typeURL(ftpURL) // the frame back where the tests below expect it
	b.do("click the link ftpurl", chromedp.Click(chromedp.JSPath(`[...document.querySelectorAll("#productions a")].find(a => a.textContent === "URL ftp (ftpurl)")`)))
	b.waitFrame("the French frame back at ftpurl's rule", "railroad.fr.html", "ftpurl", "")

	// The table in French, with what the URL leaves out; the canonical
	// form; what net/url reads, in French.
	b.typeURL("http://WWW.iec.ch/%7Eabout/")
	b.checkTable([]string{"<mode>", "<hôte>", "<chemin URL>"}, map[string][]string{
		"<chemin URL>": {"«\u00a0%7Eabout/\u00a0»", "«\u00a0~about/\u00a0»", "hpath", "RFC 1738, section 5, règle expliquée à la section 3.3\u00a0: hpath = ",
			"le <path>, «\u00a0un sélecteur HTTP\u00a0» (traduit de la RFC 1738, section 3.3)"},
	}, []string{"sans <utilisateur>/<motdepasse>", "sans <port>\u00a0: la valeur implicite pour http est 80"})
	if got := b.text("#canonical"); got != "http://www.iec.ch/%7Eabout/" {
		t.Errorf("the canonical form reads %q", got)
	}
	b.checkFrench("#table-panel")
	b.screenshot("web-fr-table.png")
	b.typeURL("http://h/~u")
	b.checkNetURL("≠ L'analyseur selon la RFC 3986 accepte ce texte, qui n'est pas une URL de la RFC 1738\u00a0:",
		[]string{"«\u00a0~\u00a0» n'est pas sûr dans la RFC 1738 (section 2.2\u00a0; la section 5 le range dans la classe national)\u00a0: écrire «\u00a0%7E\u00a0»\u00a0; il est non réservé dans la RFC 3986 (section 2.3)."},
		nil, nil)
	b.checkFrench("#neturl-panel")
	b.screenshot("web-fr-neturl.png")

	testBase(t, b)
	testWidths(t, b)
	testBilingual(t, b)
	testExercise(t, b)
	b.switchLang("lang-fr")
	b.typeURL(ftpURL)

	// Two switches at once, French to English and back, the second
	// before the English page has come to the frame: the frame ends on
	// the French page, at the rule it showed, and stays there.
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](
		`document.getElementById("lang-en").click(); document.getElementById("lang-fr").click(); true`)); err != nil {
		t.Fatal(err)
	}
	b.waitFrame("the French page in the frame after two switches", "railroad.fr.html", "ftpurl", "")
	time.Sleep(300 * time.Millisecond)
	b.waitFrame("the French page in the frame, still", "railroad.fr.html", "ftpurl", "")
	if ok, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`document.body.dataset.lang === "fr" && frameWanted === null`)); err != nil || !ok {
		t.Errorf("after two switches, the page is not in French, or the frame is still on its way somewhere (%v)", err)
	}

	testRailroadNarrow(t, b, srv.URL)
	testPermalink(t, b, srv.URL)

	b.checkQuiet()
	if ms, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.body.dataset.maxMs`)); err == nil {
		t.Logf("the slowest answer of the parser in the browser took %s ms", ms)
	}
}

var built struct {
	once sync.Once
	site *site
	err  error
}

// testSite builds the site once for the package's tests.
func testSite(t *testing.T) *site {
	t.Helper()
	built.once.Do(func() {
		var log strings.Builder
		start := time.Now()
		p, err := parser.New(exampleschemes.Options()...)
		if err != nil {
			built.err = err
			return
		}
		built.site, built.err = buildSite(context.Background(), &log, Wasm, p)
		t.Logf("%sbuildSite took %.1fs", log.String(), time.Since(start).Seconds())
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.site
}

// A browser drives one tab of headless Chromium and records what the page
// logs and fetches.
type browser struct {
	t      *testing.T
	ctx    context.Context
	origin string

	mu       sync.Mutex
	problems []string // exceptions, console errors, browser log errors
	requests []string // the URLs the page asked for
}

func newBrowser(t *testing.T, origin string) *browser {
	b := &browser{t: t, origin: origin}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		// The page then scrolls to a link's target at once: a click that
		// follows lands where the page has settled, not where a smooth
		// scroll was when the click was aimed.
		chromedp.Flag("force-prefers-reduced-motion", true),
		chromedp.NoFirstRun,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 1000),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx, chromedp.WithListener(b.listen))
	t.Cleanup(func() { cancel(); cancelAlloc() }) // before TempDir's cleanup: the browser has stopped
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", chromium, err)
	}
	b.ctx = ctx
	return b
}

func (b *browser) listen(ev any) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch ev := ev.(type) {
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		text := d.Text
		if d.Exception != nil {
			text += " " + d.Exception.Description
		}
		b.problems = append(b.problems, fmt.Sprintf("exception at %s:%d: %s", d.URL, d.LineNumber, text))
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert {
			var args []string
			for _, a := range ev.Args {
				args = append(args, string(a.Value)+a.Description)
			}
			b.problems = append(b.problems, "console: "+strings.Join(args, " "))
		}
	case *log.EventEntryAdded:
		if ev.Entry.Level == log.EntryLevelError {
			b.problems = append(b.problems, fmt.Sprintf("log (%s): %s %s", ev.Entry.Source, ev.Entry.Text, ev.Entry.URL))
		}
	case *network.EventRequestWillBeSent:
		b.requests = append(b.requests, ev.Request.URL)
	}
}

// do runs an action, or fails the test saying what it was doing.
func (b *browser) do(what string, a chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	if _, err := chromedp.Run(ctx, a); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

// switchLang clicks the label of the language radio id ("lang-fr"), as
// a reader does, until the radio is checked (clickUntil).
func (b *browser) switchLang(id string) {
	b.t.Helper()
	b.clickUntil("the label of "+id, chromedp.Click(chromedp.CSS("label:has(#"+id+")")), `document.getElementById(`+jsString(id)+`).checked`)
}

// clickUntil runs click, a click, until the JavaScript expression
// done is true, three times at most: a click aimed while the page still
// lays out a panel, on a loaded machine, may land elsewhere, and a
// reader clicks again. A click that never does it fails here, saying
// so, rather than as a later wait's timeout.
func (b *browser) clickUntil(what string, click chromedp.Action[chromedp.Void], done string) {
	b.t.Helper()
	for try := 0; try < 3; try++ {
		b.do("clicking "+what, click)
		ctx, cancel := context.WithTimeout(b.ctx, 3*time.Second)
		_, err := chromedp.Run(ctx, chromedp.Action[chromedp.Void](func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
			_, err := chromedp.Poll[bool](done, chromedp.WithPollingTimeout(3*time.Second),
				chromedp.WithPollingInterval(20*time.Millisecond))(ctx, t)
			return chromedp.Void{}, err
		}))
		cancel()
		if err == nil {
			return
		}
	}
	b.t.Fatalf("three clicks on %s left %s false", what, done)
}

// waitJS waits until the JavaScript expression is true.
func (b *browser) waitJS(what, expr string) {
	b.t.Helper()
	b.do("waiting for "+what, func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		_, err := chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(20*time.Second),
			chromedp.WithPollingInterval(20*time.Millisecond))(ctx, t)
		return chromedp.Void{}, err
	})
}

// text returns the text of the first element that sel selects, as the
// page shows it (innerText).
func (b *browser) text(sel string) string {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))
	if err != nil {
		b.t.Fatalf("reading %s: %v", sel, err)
	}
	return strings.TrimRight(s, "\n")
}

// visible reports whether the element that sel selects takes room on
// the page.
func (b *browser) visible(sel string) bool {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(
		`(() => { const e = document.querySelector(%s); return e !== null && e.getClientRects().length > 0; })()`, jsString(sel))))
	if err != nil {
		b.t.Fatalf("is %s visible: %v", sel, err)
	}
	return v
}

// typeURL clears the URL box with its button and types s into it, key
// by key, then waits until the diagram shows s on its first line.
func (b *browser) typeURL(s string) {
	b.t.Helper()
	b.clickUntil("the clear button before typing "+s, chromedp.Click(chromedp.ID("clear")), `document.getElementById("url").value === ""`)
	b.do("type "+s, chromedp.SendKeys(chromedp.ID("url"), s))
	b.waitJS("the diagram of "+s, fmt.Sprintf(
		`document.getElementById("url").value === %[1]s && document.getElementById("diagram").textContent.startsWith(%[1]s + "\n")`,
		jsString(s)))
}

// checkLabels checks that the diagram shows url on its first line and
// each label of want starting in the column want gives, which is the
// column of the first byte of its part; and that the page draws each
// label's first letter right under the part's first character.
func (b *browser) checkLabels(diagram, url string, want map[string]int) {
	b.t.Helper()
	b.checkLabelsIn("diagram", diagram, url, want)
}

// checkLabelsIn is checkLabels for the diagram in the pre element whose
// id is pre.
func (b *browser) checkLabelsIn(pre, diagram, url string, want map[string]int) {
	b.t.Helper()
	lines := strings.Split(diagram, "\n")
	if lines[0] != url {
		b.t.Fatalf("the diagram's first line is %q, want %q", lines[0], url)
	}
	for label, col := range want {
		line, found := labelLine(lines, label, col)
		if !found {
			b.t.Errorf("no %q in column %d of the diagram:\n%s", label, col, diagram)
			continue
		}
		// Where the page draws it: the label's first letter and the URL's
		// character in that column share their left edge.
		b.checkAligned(fmt.Sprintf("the %s diagram's label %q (line %d) under column %d of the URL", pre, label, line, col),
			fmt.Sprintf(`charRange(document.getElementById(%q), 0, %d)`, pre, col),
			fmt.Sprintf(`charRange(document.getElementById(%q), %d, %d)`, pre, line, col))
	}
}

// typeInto clears the text box whose id is box with its clear button and
// types s into it, key by key; the caller waits for the page's answer.
func (b *browser) typeInto(box, clear, s string) {
	b.t.Helper()
	b.clickUntil("the clear button of the "+box+" box", chromedp.Click(chromedp.ID(clear)), `document.getElementById(`+jsString(box)+`).value === ""`)
	b.do("type "+s+" into the "+box+" box", chromedp.SendKeys(chromedp.ID(box), s))
}

// labelLine finds the line of lines, after the first, that has label
// starting in column col (in runes), as a word of its own.
func labelLine(lines []string, label string, col int) (int, bool) {
	word := regexp.MustCompile(`(^|[ |])` + regexp.QuoteMeta(label) + `($|[ |])`)
	for i, l := range lines[1:] {
		for _, m := range word.FindAllStringSubmatchIndex(l, -1) {
			start := m[3] // the end of the group before the label
			if utf8.RuneCountInString(l[:start]) == col {
				return i + 1, true
			}
		}
	}
	return 0, false
}

// checkAligned checks that the two things the JavaScript expressions
// give (elements or ranges) start at the same x on the screen: what
// says what they are.
func (b *browser) checkAligned(what, a, c string) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	xs, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](charRangeJS+fmt.Sprintf(
		`[(%s).getBoundingClientRect().left, (%s).getBoundingClientRect().left]`, a, c)))
	if err != nil {
		b.t.Fatalf("measuring %s: %v", what, err)
	}
	if d := xs[0] - xs[1]; d > 0.5 || d < -0.5 {
		b.t.Errorf("%s: drawn at x=%.1f and x=%.1f, %.1f pixels apart: the columns do not line up", what, xs[0], xs[1], d)
	}
}

// charRangeJS defines charRange(pre, line, col): a Range over the
// character in that column (in code points) of that line of pre's text.
const charRangeJS = `
function charRange(pre, line, col) {
  const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
  let l = 0, c = 0;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const s = n.data;
    for (let i = 0; i < s.length; ) {
      const cp = s.codePointAt(i), w = cp > 0xffff ? 2 : 1;
      if (l === line && c === col) {
        const r = document.createRange();
        r.setStart(n, i); r.setEnd(n, i + w);
        return r;
      }
      if (s[i] === "\n") { l++; c = 0; } else { c++; }
      i += w;
    }
  }
  throw new Error("no column " + col + " on line " + line);
}
`

// checkQuiet checks that the page logged no error and fetched nothing
// but from the test's server.
func (b *browser) checkQuiet() {
	b.t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, p := range b.problems {
		b.t.Errorf("the page logged: %s", p)
	}
	for _, u := range b.requests {
		if !strings.HasPrefix(u, b.origin+"/") && !strings.HasPrefix(u, "data:") {
			b.t.Errorf("the page fetched %s, outside the page's server", u)
		}
	}
	if len(b.requests) == 0 {
		b.t.Errorf("no request recorded: the listener saw nothing")
	}
}

// screenshot checks the page's layout (checkLayout), then saves a
// screenshot of the whole page in -screenshots, if set.
func (b *browser) screenshot(name string) {
	b.t.Helper()
	b.checkLayout(name)
	if *screenshots == "" {
		return
	}
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		b.t.Fatalf("screenshot: %v", err)
	}
	p := filepath.Join(*screenshots, name)
	if err := os.WriteFile(p, png, 0o644); err != nil {
		b.t.Fatal(err)
	}
	b.t.Logf("saved %s", p)
}

// jsString returns s as a JavaScript string literal.
func jsString(s string) string {
	q, _ := json.Marshal(s)
	return string(q)
}

// traceURL is a URL whose derivation has a failed alternative: its host
// is no hostname (a toplabel starts with a letter), so hostnumber is
// the alternative taken, after 1 failed.
const traceURL = "http://192.0.2.1:80/"

// testTrace drives the trace panel, in English then in French: the
// derivation of a URL, opened by a click; every step, where the failed
// alternative is closed and marked ✗ until a click opens it; and the
// attempt at a text that is not a URL, whose verdict links to the
// error's panel instead of saying its message again. It leaves the page
// in English, the panel closed.
func testTrace(t *testing.T, b *browser) {
	if open, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`document.getElementById("trace-open").open`)); err != nil || open {
		t.Errorf("the trace panel is open before a click (%v)", err)
	}
	for _, lang := range []string{"en", "fr"} {
		w := traceWords[lang]
		if lang == "fr" {
			b.switchLang("lang-fr")
			b.waitJS("the French page", `document.body.dataset.lang === "fr"`)
		}
		b.typeURL(traceURL)
		if lang == "en" {
			if n, err := chromedp.Run(b.ctx, chromedp.Evaluate[int](`document.querySelectorAll("#trace *").length`)); err != nil || n != 0 {
				t.Errorf("the closed trace panel holds %d elements (%v): the trace is computed for nobody", n, err)
			}
			b.do("open the trace", chromedp.Click(chromedp.CSS(`#trace-open > summary`)))
		}
		b.do("ask for the derivation", chromedp.Click(chromedp.ID("trace-summary")))
		b.waitJS("the derivation", fmt.Sprintf(`document.getElementById("trace").textContent.includes(%s)`, jsString(w.choice)))
		trace := b.text("#trace")
		for _, want := range []string{w.root, w.host, w.choice} {
			if !strings.Contains(trace, want) {
				t.Errorf("%s: the derivation has no %q:\n%s", lang, want, trace)
			}
		}
		if strings.Contains(trace, "✗") {
			t.Errorf("%s: the derivation of a URL marks a step ✗:\n%s", lang, trace)
		}
		b.checkTraceOpen(`document.querySelector("#trace > details")`, true)
		if lang == "fr" {
			b.checkFrench("#trace")
		}
		b.screenshot("web-" + lang + "-trace.png")

		// Every step: the failed alternative closed, then opened.
		b.do("ask for every step", chromedp.Click(chromedp.ID("trace-full")))
		failedAlt := fmt.Sprintf(`[...document.querySelectorAll("#trace details.failed > summary")].find(s => s.textContent.startsWith(%s))`, jsString(w.failedAlt))
		b.waitJS("the failed alternative", failedAlt+" !== undefined")
		b.checkTraceOpen(failedAlt+".parentElement", false)
		if shown, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](failedAlt+`.parentElement.querySelector(".sub").checkVisibility()`)); err != nil || shown {
			t.Errorf("%s: the failed alternative's lines show before a click (%v)", lang, err)
		}
		if got := b.text(`#trace details.failed > summary`); !strings.HasPrefix(got, "✗") {
			t.Errorf("%s: the failed alternative reads %q, without ✗", lang, got)
		}
		b.do("open the failed alternative", chromedp.Click(chromedp.JSPath(failedAlt)))
		b.checkTraceOpen(failedAlt+".parentElement", true)
		inside, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](failedAlt+`.parentElement.querySelector(".sub").innerText`))
		if err != nil || !strings.Contains(inside, w.why) {
			t.Errorf("%s: the failed alternative, opened, reads\n%s\nwant %q (%v)", lang, inside, w.why, err)
		}
		b.screenshot("web-" + lang + "-trace-failed.png")
		if lang == "en" {
			b.logTraceCost()
		}

		// A text that is not a URL: the attempt, where it ended, the
		// verdict and a link to the error, whose message is not repeated.
		b.do("ask for the derivation", chromedp.Click(chromedp.ID("trace-summary")))
		b.typeURL(invalidURL)
		b.waitJS("the attempt's verdict", fmt.Sprintf(`document.getElementById("trace").textContent.includes(%s)`, jsString(w.verdict)))
		trace = b.text("#trace")
		for _, want := range []string{w.attempt, w.furthest, w.verdict, w.link} {
			if !strings.Contains(trace, want) {
				t.Errorf("%s: the attempt's trace has no %q:\n%s", lang, want, trace)
			}
		}
		b.checkOnce(w.message)
		if href, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.querySelector("#trace .trace-verdict a").getAttribute("href")`)); err != nil || href != "#error-panel" {
			t.Errorf("%s: the verdict links to %q, want #error-panel (%v)", lang, href, err)
		}
		if lang == "fr" {
			b.checkFrench("#trace")
		}
		b.screenshot("web-" + lang + "-trace-error.png")
	}
	b.do("close the trace", chromedp.Click(chromedp.CSS(`#trace-open > summary`)))
	b.switchLang("lang-en")
	b.waitJS("the English page, the trace closed", `document.body.dataset.lang === "en" && document.getElementById("trace").childElementCount === 0`)
}

// logTraceCost logs what a keystroke costs in the browser with every
// step of the trace asked for and without it, for traceURL and for a
// URL of view.MaxLength bytes: the worker's time for the last answer.
func (b *browser) logTraceCost() {
	b.t.Helper()
	long := "http://h/" + strings.Repeat("ab/", (2048-9)/3)
	for _, in := range []string{traceURL, long} {
		for _, open := range []bool{true, false} {
			ms := 1e9
			for range 5 { // the fastest of 5
				if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(() => {
					document.getElementById("trace-open").open = %[2]v;
					const box = document.getElementById("url");
					box.value = %[1]s + " ";
					box.dispatchEvent(new Event("input"));
					box.value = %[1]s;
					box.dispatchEvent(new Event("input"));
					return true; })()`, jsString(in), open))); err != nil {
					b.t.Fatal(err)
				}
				b.waitJS("the answer", fmt.Sprintf(`document.getElementById("diagram").textContent.startsWith(%s + "\n") &&
					!busy && !pending && (document.getElementById("trace").childElementCount > 0) === %v`, jsString(in), open))
				got, err := chromedp.Run(b.ctx, chromedp.Evaluate[float64](`Number(document.body.dataset.lastMs)`))
				if err != nil {
					b.t.Fatal(err)
				}
				ms = min(ms, got)
			}
			b.t.Logf("a keystroke on a %d-byte URL, the trace panel open (every step): %v, takes %v ms in the worker", len(in), open, ms)
		}
	}
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`document.getElementById("trace-open").open = true`)); err != nil {
		b.t.Fatal(err)
	}
	b.typeURL(traceURL)
}

// traceWords are what testTrace expects to read in each language.
var traceWords = map[string]struct {
	root, host, choice, failedAlt, why, attempt, furthest, verdict, link, message string
}{
	"en": {
		root:      `genericurl [0,20) "http://192.0.2.1:80/"`,
		host:      "hostnumber [7,16)",
		choice:    "choice hostname | hostnumber: alternative 2 of 2 taken, hostnumber, after 1 failed",
		failedAlt: "✗ alternative 1 of 2, hostname",
		why:       "toplabel",
		attempt:   `✗ [ ":" port ]: read ":", then at 18 found "a", expected a digit`,
		furthest:  "the interpreter got furthest at 18, in port",
		verdict:   "verdict: the interpreter got no further than 18",
		link:      "the error and its notes are in the Error panel above",
		message:   `offset 18: port: found "a", expected a digit`,
	},
	"fr": {
		root:      "URL générique (genericurl) [0,20) «\u00a0http://192.0.2.1:80/\u00a0»",
		host:      "numéro d'hôte (hostnumber) [7,16)",
		choice:    "choix hostname | hostnumber\u00a0: alternative 2 sur 2 retenue, hostnumber, après 1 échec",
		failedAlt: "✗ alternative 1 sur 2, hostname",
		why:       "toplabel",
		attempt:   `✗ [ ":" port ]`,
		furthest:  "l'interpréteur est allé le plus loin à la position 18, dans la production port",
		verdict:   "verdict\u00a0: l'interpréteur n'est pas allé plus loin que la position 18",
		link:      "l'erreur et ses remarques sont dans le cadre Erreur ci-dessus",
		message:   "position 18, port\u00a0: on trouve «\u00a0a\u00a0» alors qu'on attendait un chiffre",
	},
}

// checkTraceOpen checks that the <details> the JavaScript expression
// el gives is open, or closed.
func (b *browser) checkTraceOpen(el string, open bool) {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](el+".open"))
	if err != nil || got != open {
		b.t.Errorf("%s is open: %v, want %v (%v)", el, got, open, err)
	}
}

// testBase drives the base box: a reference of RFC 1808 section 5
// resolved against its base, the steps and the resolved URL's diagram,
// in English; a reference that is not one; a base that is not generic;
// then an abnormal example in French.
func testBase(t *testing.T, b *browser) {
	b.switchLang("lang-en")
	b.waitFrame("the English railroad page back in the frame, at ftpurl", "railroad.html", "ftpurl", "RFC 1738 URL syntax: railroad diagrams")
	b.checkRailroadLinks("railroad.html#ftpurl", "Railroad diagrams of RFC 1738's grammar", "Open the railroad diagrams on their own page")
	b.typeInto("base", "clear-base", section5Base)
	b.typeInto("url", "clear", "g;x?y#s")
	b.waitJS("the resolution of g;x?y#s", `document.body.dataset.resolved === "true" && document.body.dataset.lang === "en" &&
		document.getElementById("result-line").textContent.includes("http://a/b/c/g;x?y#s") &&
		document.getElementById("reference").textContent.startsWith("g;x?y#s\n")`)
	if !b.visible("#resolution-panel") || b.visible("#error-panel") {
		t.Errorf("with a base, the resolution panel is hidden or the error panel shows")
	}
	if status := b.text("#status"); !strings.HasPrefix(status, "✓") || !strings.Contains(status, "http://a/b/c/g;x?y#s") {
		t.Errorf("status = %q, want the resolved URL", status)
	}
	b.checkSteps([]string{"2c", "3", "6", "7"}, map[string]string{
		"3": `step 3 the reference has no <net_loc>: it inherits the base's, "a"`,
		"6": `step 6 the base's <path> without its last segment (what follows its last "/"), "/b/c/", is inherited, and the reference's <path>, "g", replaces the base's last segment, "d": "/b/c/g"`,
	})
	b.checkLabelsIn("reference", b.text("#reference"), "g;x?y#s", map[string]int{
		"URL": 0, "relativeURL": 0, "rel_path": 0, "path": 0, "params": 2, "query": 4, "fragment": 6,
	})
	if got := b.text("#base-line"); !strings.Contains(got, `<net_loc> "a", <path> "/b/c/d"`) {
		t.Errorf("the base's components read %q", got)
	}
	b.checkLabels(b.text("#diagram"), "http://a/b/c/g;x?y", map[string]int{"scheme": 0, "host": 7, "url-path": 9, "httpurl": 0, "search": 17})
	if got := b.text("#fragment-line"); !strings.HasPrefix(got, `the fragment "s" is not part of the RFC 1738 URL`) {
		t.Errorf("the fragment's line reads %q", got)
	}
	b.screenshot("web-base.png")

	// A reference that is not one: its error, under its byte, in the
	// error panel and drawn in the resolution panel.
	b.typeInto("url", "clear", "g h")
	b.waitJS("the reference's error", `document.getElementById("reference").textContent.startsWith("g h\n") &&
		!document.getElementById("error-panel").hidden`)
	if status := b.text("#status"); !strings.HasPrefix(status, "✗ Not a reference of RFC 1808: error at offset 1") {
		t.Errorf("status = %q", status)
	}
	if got := b.text("#error-in"); got != "In the URL typed, a reference:" {
		t.Errorf("the error panel says the error is %q", got)
	}
	lines := strings.Split(b.text("#error"), "\n")
	if len(lines) != 2 || lines[0] != "g h" || lines[1] != " ^" || !strings.HasPrefix(b.text("#message"), `offset 1: URL: found "␣" (a space)`) {
		t.Errorf("the error panel shows\n%s\n%s", strings.Join(lines, "\n"), b.text("#message"))
	}
	b.checkAligned("the error panel's caret under the marked character",
		`document.querySelector("#error mark")`, `charRange(document.getElementById("error"), 1, 1)`)
	b.checkLabelsIn("reference", b.text("#reference"), "g h", map[string]int{"error": 1, "path": 0})
	b.screenshot("web-base-error.png")

	// A base RFC 1808 refuses for a relative reference: the error is in
	// the base.
	b.typeInto("base", "clear-base", "http://a//b")
	b.typeInto("url", "clear", "g")
	b.waitJS("the base's error", `document.getElementById("base-error").textContent.startsWith("http://a//b\n")`)
	if got := b.text("#error-in"); got != "In the base:" {
		t.Errorf("the error panel says the error is %q", got)
	}
	_, err := parser.Resolve("http://a//b", "g")
	var pe *parser.Error
	if !errors.As(err, &pe) {
		t.Fatalf("resolving g against http://a//b: %v", err)
	}
	at := strings.Repeat(" ", pe.Offset)
	if lines := strings.Split(b.text("#base-error"), "\n"); len(lines) < 3 || lines[1] != at+"^" || lines[2] != at+"error" {
		t.Errorf("the base's error is drawn\n%s\nwant the caret in column %d", strings.Join(lines, "\n"), pe.Offset)
	}

	// French, an abnormal example: the ".." RFC 1808 keeps.
	b.typeInto("base", "clear-base", section5Base)
	b.switchLang("lang-fr")
	b.typeInto("url", "clear", "../../../g")
	b.waitJS("the French resolution of ../../../g", `document.body.dataset.lang === "fr" &&
		document.getElementById("result-line").textContent.includes("http://a/../g") &&
		document.getElementById("steps").textContent.includes("étape 6c")`)
	b.checkSteps([]string{"2c", "3", "6", "6c", "7"}, map[string]string{
		"2c": "étape 2c la référence n'a pas de <mode> : celui de la base est hérité, « http »", // checkSteps reads its no-break spaces as spaces (strings.Fields)
	})
	if got := b.text(`#steps li[data-step="6c"]`); !strings.Contains(got, "«\u00a0/b/c/../../../g\u00a0» devient «\u00a0/../g\u00a0»") ||
		!strings.Contains(got, "la RFC 1808 le garde") {
		t.Errorf("French step 6c reads %q", got)
	}
	if status := b.text("#status"); !strings.HasPrefix(status, "✓ Résolue selon la RFC 1808 en «\u00a0http://a/../g\u00a0»") {
		t.Errorf("French status = %q", status)
	}
	b.checkLabels(b.text("#diagram"), "http://a/../g", map[string]int{"mode": 0, "hôte": 7, "chemin URL": 9})
	// The railroad chips are the resolved URL's rules, and the note says
	// so; the first leads to the reference's, RFC 1808's.
	if got := b.text("#grammar-note"); !strings.HasPrefix(got, "Avec une base, l'URL tapée est une référence, lue selon les règles de la RFC 1808") ||
		!strings.Contains(got, "une partie de l'URL résolue") {
		t.Errorf("with a base, the French note on the railroad chips reads %q", got)
	}
	if got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](`(a => a ? [a.textContent, a.getAttribute("href")] : [])(document.querySelector("#productions a"))`)); err != nil ||
		len(got) != 2 || got[0] != "la grammaire de la référence\u00a0: URL relatives (RFC 1808)" || got[1] != "railroad.fr.html#relative" {
		t.Errorf("with a base, the first railroad chip is %q (%v), want the reference's grammar, at railroad.fr.html#relative", got, err)
	}
	b.screenshot("web-base-fr.png")

	// An example of the page's, clicked: it sets the base too. Its result
	// is no RFC 1738 URL: httpurl has no login.
	b.do("clear the base", chromedp.Click(chromedp.ID("clear-base")))
	b.do("click the example with a login", chromedp.Click(chromedp.JSPath(
		`[...document.querySelectorAll("button.example")].find(b => b.textContent === "//anon@ftp.iec.ch/pub")`)))
	b.waitJS("the resolved URL's error", `document.getElementById("base").value === "http://a/b/c/d;p?q#f" &&
		document.getElementById("error-in").textContent === "Dans l'URL résolue\u00a0:"`)
	if status := b.text("#status"); status != "✗ Résolue selon la RFC 1808 en «\u00a0http://anon@ftp.iec.ch/pub\u00a0», qui n'est pas une URL de la RFC 1738\u00a0: erreur à la position 11." {
		t.Errorf("French status = %q", status)
	}
	if lines := strings.Split(b.text("#diagram"), "\n"); len(lines) < 3 || lines[0] != "http://anon@ftp.iec.ch/pub" || strings.Index(lines[2], "erreur") != 11 {
		t.Errorf("the diagram of the resolved URL's error:\n%s", strings.Join(lines, "\n"))
	}

	// No base: the page is back to URLs of RFC 1738.
	b.do("clear the base", chromedp.Click(chromedp.ID("clear-base")))
	b.typeURL(ftpURL)
	if b.visible("#resolution-panel") {
		t.Errorf("the resolution panel shows without a base")
	}
	if got := b.text("#grammar-note"); !strings.HasPrefix(got, "Chaque nom ci-dessous nomme une partie de l'URL ci-dessus\u00a0: une règle de la grammaire") {
		t.Errorf("without a base, the French note on the railroad chips reads %q", got)
	}
}

// clickProduction clicks the link of the grammar's list whose text is
// text, after checking its address, href (the railroad page and the
// rule's id), and its tooltip, the rule cited.
func (b *browser) clickProduction(text, href, title string) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	link := fmt.Sprintf(`[...document.querySelectorAll("#productions a")].find(a => a.textContent === %s)`, jsString(text))
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](fmt.Sprintf(`(a => a ? [a.href, a.title] : [])(%s)`, link)))
	if err != nil {
		b.t.Fatalf("reading the link %q: %v", text, err)
	}
	if len(got) != 2 {
		b.t.Fatalf("no link %q among the grammar's: %q", text, b.text("#productions"))
	}
	if got[0] != b.origin+"/"+href || got[1] != title {
		b.t.Errorf("the link %q goes to %s, tooltip %q; want %s/%s, %q", text, got[0], got[1], b.origin, href, title)
	}
	b.do("click the link "+text, chromedp.Click(chromedp.JSPath(link)))
}

// waitFrame waits until the frame of railroad diagrams shows page, all
// loaded, with its h1 reading heading (unless ""), and at the rule whose
// id is id (unless ""), its RFC name or a registered scheme's
// "scheme:name": the page's address has #id, the rule's
// section is the target, drawn, and scrolled to the frame's top.
func (b *browser) waitFrame(what, page, id, heading string) {
	b.t.Helper()
	check := fmt.Sprintf(`(() => {
		const w = document.getElementById("railroad").contentWindow, d = w.document;
		const page = %[1]s, id = %[2]s, heading = %[3]s;
		const at = w.location.pathname.split("/").pop() + w.location.hash;
		if (at !== page + (id ? "#" + id : "")) return "the frame is at " + at;
		if (d.readyState !== "complete") return "the frame's page is " + d.readyState;
		const h1 = d.querySelector("h1");
		if (heading && (!h1 || h1.textContent !== heading)) return "the frame's heading reads " + (h1 && h1.textContent);
		if (!id) return "";
		const s = d.querySelector("section.rule:target");
		if (!s || s.id !== id) return "the frame's target is " + (s ? s.id : "no rule");
		const dfn = s.querySelector("h3 dfn");
		// A registered scheme's own rule has the id "scheme:rule".
		if (!dfn || dfn.textContent !== id.slice(id.indexOf(":") + 1) || !s.querySelector("svg.railroad")) return "the rule " + id + " has no name or no diagram";
		const top = s.getBoundingClientRect().top;
		return Math.abs(top) < 2 ? "" : "the rule " + id + " is at y=" + top + " in the frame, not at its top";
	})()`, jsString(page), jsString(id), jsString(heading))
	deadline := time.Now().Add(20 * time.Second)
	for {
		why, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](check))
		if err == nil && why == "" {
			return
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("waiting for %s: %s %v", what, why, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// checkRailroadLinks checks the address of the link that opens the
// frame's page on its own, href (relative to the page), and, unless "",
// the frame's title and the link's text, in the page's language.
func (b *browser) checkRailroadLinks(href, title, text string) {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](
		`[document.getElementById("railroad-link").getAttribute("href"), document.getElementById("railroad").title,
		  document.getElementById("railroad-link").textContent]`))
	if err != nil {
		b.t.Fatalf("reading the railroad page's link: %v", err)
	}
	if got[0] != href || title != "" && got[1] != title || text != "" && got[2] != text {
		b.t.Errorf("the railroad page's link goes to %q, reads %q, and the frame's title is %q; want %q, %q and %q",
			got[0], got[2], got[1], href, text, title)
	}
}

// developerWords are words for the library's developers, Go's names of
// net/url's fields (RawQuery, Opaque) and of the package itself, and
// the quoting of Go and JSON (\" and \t, the key nodePos), that the page,
// written for students, does not show. The JSON form, for programs, is
// labelled so and left out.
var developerWords = []string{"EBNF", "go generate", "parser.", "participle", "WebAssembly", "Go library", "bibliothèque Go",
	"RawQuery", "Opaque", "net/url", "Go's", "paquet", "nodePos", `\"`, `\t`}

// checkNoDeveloperWords checks that the page's text, around the frame
// and without the JSON form, has none of developerWords; that it names
// the Go language only once a language, in the RFC 3986 panel's
// introduction, as the parser it shows; and that the JSON form is
// labelled as being for programs.
func (b *browser) checkNoDeveloperWords() {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](`(() => {
		const json = document.getElementById("json").innerText, intro = document.getElementById("neturl-intro").innerText;
		const text = document.body.innerText.replace(json, "");
		return [text, intro, document.querySelector("summary[data-i18n=json]").innerText];
	})()`))
	if err != nil {
		b.t.Fatalf("reading the page's text: %v", err)
	}
	text, intro, jsonLabel := got[0], got[1], got[2]
	for _, w := range developerWords {
		if strings.Contains(text, w) {
			b.t.Errorf("the page shows %q, words for developers:\n%s", w, text)
		}
	}
	goWord := regexp.MustCompile(`\bGo\b`)
	langs := 1
	if strings.Contains(jsonLabel, "\n") {
		langs = 2 // English and French
	}
	if n, m := len(goWord.FindAllString(text, -1)), len(goWord.FindAllString(intro, -1)); n != m || m > langs {
		b.t.Errorf("the page names Go %d times, %d of them in the RFC 3986 panel's introduction %q; want at most %d, there", n, m, intro, langs)
	}
	if !strings.HasPrefix(jsonLabel, "For programs: ") && !strings.HasPrefix(jsonLabel, "Pour les programmes\u00a0: ") {
		b.t.Errorf("the JSON form is labelled %q, not as being for programs", jsonLabel)
	}
}

// checkSteps checks the steps listed, by their numbers, the text of
// some of them, and that no step's label overlaps its sentence: each
// label ends left of where its sentence starts, on the same line.
func (b *browser) checkSteps(numbers []string, texts map[string]string) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](
		`[...document.querySelectorAll("#steps li")].map(li => li.dataset.step)`))
	if err != nil {
		b.t.Fatalf("reading the steps: %v", err)
	}
	if strings.Join(got, " ") != strings.Join(numbers, " ") {
		b.t.Errorf("the steps are %q, want %q", got, numbers)
	}
	for n, want := range texts {
		if text := b.text(fmt.Sprintf(`#steps li[data-step=%q]`, n)); strings.Join(strings.Fields(strings.Split(text, "\n")[0]), " ") != want {
			b.t.Errorf("step %s reads %q, want %q", n, text, want)
		}
	}
	overlaps, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("#steps li")].flatMap(li => {
		const label = li.querySelector(".step-label").getBoundingClientRect();
		const r = document.createRange();
		const text = li.childNodes[2]; // the sentence after the label and a space
		r.setStart(text, 0); r.setEnd(text, 1);
		const first = r.getClientRects()[0];
		return label.right <= first.left && Math.abs(label.top - first.top) < 4 ? [] :
			[li.dataset.step + ": label [" + label.left + "," + label.right + "] y " + label.top + ", text at x " + first.left + " y " + first.top];
	})`))
	if err != nil {
		b.t.Fatalf("measuring the steps: %v", err)
	}
	for _, o := range overlaps {
		b.t.Errorf("a step's label overlaps its sentence: %s", o)
	}
}

// historyLength is the number of steps in the tab's history.
func (b *browser) historyLength() int {
	b.t.Helper()
	n, err := chromedp.Run(b.ctx, chromedp.Evaluate[int](`history.length`))
	if err != nil {
		b.t.Fatalf("reading the history's length: %v", err)
	}
	return n
}

// hash is the page's address after "#", "#" included, decoded.
func (b *browser) hash() string {
	b.t.Helper()
	h, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`decodeURIComponent(location.hash)`))
	if err != nil {
		b.t.Fatalf("reading the page's address: %v", err)
	}
	return h
}

// checkTable checks the table of the parts: its rows' tags, in order;
// for some rows, that their text (the tag, text, decoded text,
// production and meaning) has each of the strings given; and that what
// the URL leaves out starts with the lines of absent, in order (nothing
// when absent is nil).
func (b *browser) checkTable(tags []string, rows map[string][]string, absent []string) {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[][]string](
		`[...document.querySelectorAll("#parts-body tr")].map(tr => [...tr.cells].map(td => td.innerText))`))
	if err != nil {
		b.t.Fatalf("reading the table: %v", err)
	}
	var gotTags []string
	for _, cells := range got {
		gotTags = append(gotTags, cells[0])
		for _, want := range rows[cells[0]] {
			if !strings.Contains(strings.Join(cells, "\n"), want) {
				b.t.Errorf("the table's row %s has no %q:\n%s", cells[0], want, strings.Join(cells, " | "))
			}
		}
	}
	if strings.Join(gotTags, " ") != strings.Join(tags, " ") {
		b.t.Errorf("the table's rows are %q, want %q", gotTags, tags)
	}
	lines, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("#absent li")].map(li => li.textContent)`))
	if err != nil {
		b.t.Fatalf("reading what the URL leaves out: %v", err)
	}
	for i, want := range absent {
		if i >= len(lines) || !strings.HasPrefix(lines[i], want) {
			b.t.Errorf("what the URL leaves out reads\n%s\nwant line %d to start with %q", strings.Join(lines, "\n"), i+1, want)
		}
	}
	if absent == nil && len(lines) > 0 || b.visible("#absent-title") != (len(lines) > 0) {
		b.t.Errorf("what the URL leaves out reads %q", lines)
	}
	if !b.visible("#table-panel") {
		b.t.Errorf("the table is hidden")
	}
}

// checkNetURL waits until the net/url panel's verdict reads verdict, then
// checks its reasons, the values of some fields (RFC 1738's, net/url's)
// and which fields are marked as differing (when differs is not nil).
func (b *browser) checkNetURL(verdict string, reasons []string, fields map[string][2]string, differs []string) {
	b.t.Helper()
	b.waitJS("the net/url panel's verdict "+verdict, fmt.Sprintf(`document.getElementById("neturl-verdict").textContent === %s`, jsString(verdict)))
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("#neturl-reasons li")].map(li => li.textContent)`))
	if err != nil {
		b.t.Fatalf("reading the net/url panel: %v", err)
	}
	if strings.Join(got, "\n") != strings.Join(reasons, "\n") {
		b.t.Errorf("the net/url panel's reasons read\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(reasons, "\n"))
	}
	rows, err := chromedp.Run(b.ctx, chromedp.Evaluate[[][]string](`[...document.querySelectorAll("#neturl-body tr")].map(tr =>
		[tr.dataset.field, tr.className, tr.cells[1].textContent, tr.cells[2].textContent])`))
	if err != nil {
		b.t.Fatalf("reading the net/url panel's fields: %v", err)
	}
	var gotDiffers []string
	seen := map[string]bool{}
	for _, r := range rows {
		seen[r[0]] = true
		if r[1] == "differs" {
			gotDiffers = append(gotDiffers, r[0])
		}
		if want, ok := fields[r[0]]; ok && (r[2] != want[0] || r[3] != want[1]) {
			b.t.Errorf("the net/url panel's %s reads %s and %s, want %s and %s", r[0], r[2], r[3], want[0], want[1])
		}
	}
	for f := range fields {
		if !seen[f] {
			b.t.Errorf("the net/url panel has no field %s", f)
		}
	}
	if differs != nil && strings.Join(gotDiffers, " ") != strings.Join(differs, " ") {
		b.t.Errorf("the net/url panel marks %q as differing, want %q", gotDiffers, differs)
	}
}

// hover moves the mouse over the middle of the first element that sel
// selects, scrolled into view.
func (b *browser) hover(sel string) {
	b.t.Helper()
	xy, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => {
		const e = document.querySelector(%s);
		if (!e) return [];
		e.scrollIntoView({block: "center"});
		const r = e.getClientRects()[0];
		return [r.left + r.width / 2, r.top + r.height / 2];
	})()`, jsString(sel))))
	if err != nil || len(xy) != 2 {
		b.t.Fatalf("finding %s to point at: %v", sel, err)
	}
	b.do("point at "+sel, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, xy[0], xy[1]))
}

// checkHighlight checks what is lit while a part of span [pos,end),
// production production, is pointed at: the carets and labels of that
// span in the diagram, its lines in the tree, its row in the table
// (views: the ids of the elements that hold them, with the kinds of
// their pieces), the pieces of the URL's line in it (urlText, in
// order), the production's
// link, and its rule in the railroad frame with the boxes that lead to
// it; and nothing else.
func (b *browser) checkHighlight(pos, end int, production string, urlText []string, views string) {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[map[string][]string](fmt.Sprintf(`(() => {
		const lit = [...document.querySelectorAll(".hl")];
		const doc = document.getElementById("railroad").contentDocument;
		const other = lit.filter(e => !(e.dataset.k === "url" || e.dataset.p === "%[1]d" && e.dataset.e === "%[2]d" ||
			e.matches("#productions a") && e.dataset.n === %[3]s));
		return {
			url: lit.filter(e => e.dataset.k === "url").map(e => e.textContent),
			views: [...new Set(lit.filter(e => e.dataset.p === "%[1]d" && e.dataset.k !== "url").map(e => e.closest("[id]").id + (e.dataset.k ? ":" + e.dataset.k : "")))].sort(),
			links: lit.filter(e => e.matches("#productions a")).map(e => e.dataset.n),
			frame: [...doc.querySelectorAll(".rfc1738-hl")].map(e => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (e.getAttribute("href") || "")),
			other: other.map(e => e.outerHTML),
		};
	})()`, pos, end, jsString(production))))
	if err != nil {
		b.t.Fatalf("reading what is lit: %v", err)
	}
	if strings.Join(got["url"], "") != strings.Join(urlText, "") || len(got["url"]) != len(urlText) {
		b.t.Errorf("pointing at %s [%d,%d) lights the URL's %q, want %q", production, pos, end, got["url"], urlText)
	}
	if strings.Join(got["views"], " ") != views {
		b.t.Errorf("pointing at %s lights it in %q, want %q", production, got["views"], views)
	}
	if strings.Join(got["links"], " ") != production {
		b.t.Errorf("pointing at %s lights the links of %q", production, got["links"])
	}
	frame := strings.Join(got["frame"], " ")
	if !strings.Contains(frame, "section#"+production) || !strings.Contains(frame, "#"+production) {
		b.t.Errorf("pointing at %s lights %q in the railroad frame, want its rule and the boxes that lead to it", production, got["frame"])
	}
	if len(got["other"]) > 0 {
		b.t.Errorf("pointing at %s lights other things too: %q", production, got["other"])
	}
}

// checkOnce checks that the page's text has s once only.
func (b *browser) checkOnce(s string) {
	b.t.Helper()
	if n := strings.Count(b.text("body"), s); n != 1 {
		b.t.Errorf("the page shows %q %d times, want once", s, n)
	}
}

// checkWrapped checks that the elements sel selects take at least lines
// lines between them, each inside the window: a long message wraps.
func (b *browser) checkWrapped(sel string, lines int) {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => {
		let n = 0, right = 0, left = Infinity;
		for (const e of document.querySelectorAll(%s)) {
			const r = document.createRange();
			r.selectNodeContents(e);
			const tops = new Set();
			for (const b of r.getClientRects()) { tops.add(Math.round(b.top)); right = Math.max(right, b.right); left = Math.min(left, b.left); }
			n += tops.size;
		}
		return [n, left, right, document.documentElement.clientWidth];
	})()`, jsString(sel))))
	if err != nil {
		b.t.Fatalf("measuring %s: %v", sel, err)
	}
	if int(got[0]) < lines || got[1] < 0 || got[2] > got[3] {
		b.t.Errorf("%s takes %v lines from x=%v to x=%v in a window %v wide: want %d lines or more, inside it", sel, got[0], got[1], got[2], got[3], lines)
	}
}

// englishWords are words that the French page's sentences do not have:
// each would be English left in them.
var englishWords = regexp.MustCompile(`\b(the|found|expected|offset|error|warning|is|and|of|not|RFC [0-9]+ section)\b|\bnote:`)

// checkFrench checks that the text of the element sel selects is French:
// it has none of englishWords, outside the quoted rules ("..." and
// the productions' rules after " = ").
func (b *browser) checkFrench(sel string) {
	b.t.Helper()
	for _, line := range strings.Split(b.text(sel), "\n") {
		prose := regexp.MustCompile(`"[^"]*"|[a-z0-9_-]+ = [^()]*`).ReplaceAllString(line, "")
		if w := englishWords.FindString(prose); w != "" {
			b.t.Errorf("%s has English %q in French:\n%s", sel, w, line)
		}
	}
}

// checkLayout checks that no two pieces of text on the page overlap and
// that every piece is inside the window, as far as it is shown: text in
// a box that scrolls (a diagram, the table) is clipped to the box. It
// runs before each screenshot.
func (b *browser) checkLayout(what string) {
	b.t.Helper()
	problems, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](layoutJS))
	if err != nil {
		b.t.Fatalf("measuring the page's text (%s): %v", what, err)
	}
	for _, p := range problems {
		b.t.Errorf("%s: %s", what, p)
	}
}

// layoutJS returns the overlaps and overflows of the page's text, as
// sentences: every text node shown, each of its line boxes clipped to the
// boxes that scroll around it, is tested against the window and against
// the line boxes of every other text node.
const layoutJS = `(() => {
  const problems = [];
  const vw = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > vw + 1) {
    problems.push("the page is " + document.documentElement.scrollWidth + "px wide, wider than the window's " + vw + "px");
  }
  const boxes = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.data.trim()) continue;
    const el = n.parentElement;
    if (!el || !el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true, opacityProperty: true })) continue;
    let clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (let a = el; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== "visible" || s.overflowY !== "visible") {
        const r = a.getBoundingClientRect();
        clip = { left: Math.max(clip.left, r.left), top: Math.max(clip.top, r.top),
                 right: Math.min(clip.right, r.right), bottom: Math.min(clip.bottom, r.bottom) };
      }
    }
    const range = document.createRange();
    range.selectNodeContents(n);
    for (const r of range.getClientRects()) {
      const b = { left: Math.max(r.left, clip.left), top: Math.max(r.top, clip.top),
                  right: Math.min(r.right, clip.right), bottom: Math.min(r.bottom, clip.bottom) };
      if (b.right - b.left < 1 || b.bottom - b.top < 1) continue;
      boxes.push({ b, n, text: n.data.trim().slice(0, 40) });
      if (b.left < -0.5 || b.right > vw + 0.5) {
        problems.push("«" + n.data.trim().slice(0, 60) + "» goes out of the window: x " + b.left.toFixed(1) + " to " + b.right.toFixed(1) + ", window " + vw);
      }
    }
  }
  boxes.sort((x, y) => x.b.top - y.b.top);
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i];
    for (let j = i + 1; j < boxes.length && boxes[j].b.top < a.b.bottom - 1; j++) {
      const c = boxes[j];
      if (c.n === a.n) continue;
      const w = Math.min(a.b.right, c.b.right) - Math.max(a.b.left, c.b.left);
      const h = Math.min(a.b.bottom, c.b.bottom) - Math.max(a.b.top, c.b.top);
      if (w > 1 && h > 1) {
        problems.push("«" + a.text + "» and «" + c.text + "» overlap by " + w.toFixed(1) + "×" + h.toFixed(1) + "px at y " + a.b.top.toFixed(1));
      }
    }
  }
  return problems.slice(0, 20);
})()`

// testPermalink loads the page from an address that holds its state, a
// reference, a base and French, then follows an address typed in the
// address bar (its hash changed), and checks that the address follows
// the base box too.
func testPermalink(t *testing.T, b *browser, origin string) {
	const ref, base = "g;x?y#s", "http://a/b/c/d;p?q#f"
	address := origin + "/#url=" + url.QueryEscape(ref) + "&base=" + url.QueryEscape(base) + "&lang=fr"
	b.do("load the page from its permalink", chromedp.Navigate(address))
	b.waitJS("the permalink's state", `document.body.dataset.ready === "true" && document.body.dataset.lang === "fr" &&
		document.body.dataset.resolved === "true"`)
	if got := b.text("#status"); !strings.HasPrefix(got, "✓ Résolue selon la RFC 1808 en «\u00a0http://a/b/c/g;x?y#s\u00a0»") ||
		!strings.Contains(got, "avant son «\u00a0#\u00a0», et un fragment, qui ne fait pas partie de l'URL (RFC 1808, section 2.4.1)") {
		t.Errorf("the permalink's page says %q", got)
	}
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](`[document.getElementById("url").value, document.getElementById("base").value,
		document.getElementById("lang-fr").checked ? "fr" : "en"]`))
	if err != nil || strings.Join(got, " ") != ref+" "+base+" fr" {
		t.Errorf("the permalink loads %q (%v), want %q, %q and fr", got, err, ref, base)
	}
	if h := b.hash(); h != "#url="+ref+"&base="+base+"&lang=fr" {
		t.Errorf("the permalink's page's address ends in %q", h)
	}
	if got := b.text("#neturl-resolved"); got != "= Selon la RFC 3986 (section 5), la référence se résout en la même URL, «\u00a0http://a/b/c/g;x?y#s\u00a0»." {
		t.Errorf("net/url's resolution reads %q", got)
	}
	b.checkNetURL("= Les deux lisent les mêmes parties.", nil, map[string][2]string{"Path": {"«\u00a0b/c/g;x\u00a0»", "«\u00a0/b/c/g;x\u00a0»"}, "RawQuery": {"«\u00a0y\u00a0»", "«\u00a0y\u00a0»"}}, nil)
	b.screenshot("web-permalink.png")

	// The address follows the base box, without steps in the history.
	n := b.historyLength()
	b.typeInto("base", "clear-base", "http://a/b/")
	b.waitJS("the address with the new base", `decodeURIComponent(location.hash) === "#url=g;x?y#s&base=http://a/b/&lang=fr"`)
	if m := b.historyLength(); m != n {
		t.Errorf("typing the base took the history from %d steps to %d", n, m)
	}

	// An address typed in the bar, its hash changed: the page follows,
	// "%", "&" and "#" in the URL included.
	const typed = "http://h/a%20b?x=1&y=2"
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](fmt.Sprintf(`location.hash = "url=" + encodeURIComponent(%s); true`, jsString(typed)))); err != nil {
		t.Fatal(err)
	}
	b.waitJS("the page at the typed address", fmt.Sprintf(`document.getElementById("url").value === %s &&
		document.getElementById("base").value === "" && document.body.dataset.lang === "en" &&
		document.getElementById("diagram").textContent.startsWith(%s)`, jsString(typed), jsString(typed+"\n")))
	if h, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`location.hash`)); err != nil || h != "#url=http://h/a%2520b?x%3D1%26y%3D2" {
		t.Errorf("the address of %q is %q (%v)", typed, h, err)
	}

	// A teacher's link that gives only the language opens the page in
	// it, at its first URL; then one typed in the bar.
	b.do("leave the page", chromedp.Navigate("about:blank"))
	b.do("load the page from a link with only lang=fr", chromedp.Navigate(origin+"/#lang=fr"))
	b.waitJS("the page in French from #lang=fr", `document.body.dataset.ready === "true" && document.body.dataset.lang === "fr" &&
		document.getElementById("lang-fr").checked`)
	if h := b.hash(); h != "#url="+ftpURL+"&lang=fr" {
		t.Errorf("the page loaded from #lang=fr has the address %q, want #url=%s&lang=fr", h, ftpURL)
	}
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`location.hash = "lang=both"; true`)); err != nil {
		t.Fatal(err)
	}
	b.waitJS("the page in both languages from #lang=both", `document.body.dataset.lang === "both" &&
		document.getElementById("lang-both").checked && document.getElementById("url").value === `+jsString(ftpURL))
}
