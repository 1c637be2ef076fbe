package server

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// layoutWidths are the window widths the page's layout is checked at: a
// desktop's, a small laptop's or a tablet's, and a phone's.
var layoutWidths = []int64{1280, 800, 400}

// layoutURLs are URLs whose texts are long words between delimiters,
// in the table, the canonical box and the net/url panel; a text whose
// error has notes; a URL of every part of the general form, whose rules
// in the table have "*[" and whose parts decode to themselves; and a
// text longer than the error panel at 400 px, its error near its end;
// the page's own ftp example, whose "doc.txt" a French cell of 800 px
// would break after the ".".
var layoutURLs = []string{"news:XYZ123@news.iso.org", "ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a", "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles", "ftp://anon:pa:ss@ftp.example.org/",
	"ftp://user:secret@ftp.example.com:2121/pub/files/report-2024.txt;type=i", "http://www.example.com/path/to/some/deep/file name.html"}

// testWidths checks the page at each of layoutWidths, in English and in
// French: no text leaves the window or overlaps another (checkLayout);
// no text of the URL in the table, the canonical box or the net/url
// panel is broken inside a word; the base box's placeholder is whole in
// its box; each panel is inside the window and wide enough to read; the
// table of the parts fits its panel, every column shown. It leaves the
// page in French, at 1280 px.
func testWidths(t *testing.T, b *browser) {
	cued := map[string]bool{} // the panels whose cue was shown, at some width
	for _, lang := range []string{"en", "fr"} {
		b.switchLang("lang-" + lang)
		b.waitJS("the page in "+lang, `document.body.dataset.lang === "`+lang+`"`)
		for _, w := range layoutWidths {
			b.do(fmt.Sprintf("a window %d px wide", w), chromedp.EmulateViewport(w, 900))
			for i, in := range layoutURLs {
				b.typeURL(in)
				name := fmt.Sprintf("web-%s-%d-%d.png", lang, w, i)
				b.checkWords(name)
				b.checkQuotes(name, quotedSelectors)
				b.checkPlaceholder(name)
				b.checkPanels(name)
				for _, id := range b.checkScrollCues(name) {
					cued[fmt.Sprintf("%s at %d px", id, w)] = true
				}
				if b.visible("#table-panel") {
					// The table of the parts: every column read without
					// scrolling sideways.
					b.checkInside(name, "#table-panel div.table-wrap")
					b.checkDecodedColumn(name)
				}
				b.screenshot(name)
			}
			// A reference resolved against a base: the table of its parts
			// wraps inside the resolution's panel.
			b.typeInto("base", "clear-base", section5Base)
			b.typeInto("url", "clear", layoutReference)
			b.waitJS("the resolution of "+layoutReference, `document.body.dataset.resolved === "true" &&
				document.getElementById("reference-table").textContent.includes("abs_path")`)
			name := fmt.Sprintf("web-%s-%d-base.png", lang, w)
			b.checkWords(name)
			b.checkInside(name, "#reference-table")
			b.screenshot(name)
			b.typeInto("base", "clear-base", "")
		}
	}
	b.do("a window 1280 px wide again", chromedp.EmulateViewport(1280, 1000))
	// The layout's URLs are wider than the diagram's panel at 400 px and
	// than the tree's at 800 px: the cue must have been seen there, or
	// checkScrollCues checked nothing.
	for _, want := range []string{"diagram at 400 px", "tree at 800 px", "error at 400 px"} {
		if !cued[want] {
			t.Errorf("no layout URL showed the scroll cue of the %s (cues shown: %v)", want, cued)
		}
	}
}

// checkScrollCues checks that the diagram, the tree, the error's line
// and the trace, where they are wider than their panel, say so: the line above each is shown, and
// its right edge has the shadow (class scrolls); and that neither is
// shown where the text fits. It returns the ids of those that scroll.
func (b *browser) checkScrollCues(what string) []string {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](`(() => {
		const out = [];
		for (const [id, cue] of [["diagram", "diagram-scroll"], ["tree", "tree-scroll"], ["error", "error-scroll"], ["trace", "trace-scroll"]]) {
			const el = document.getElementById(id), c = document.getElementById(cue);
			if (!el.checkVisibility()) continue;
			const wide = el.scrollWidth > el.clientWidth + 1, shown = c.checkVisibility() && c.getBoundingClientRect().height > 0;
			if (wide && !(shown && el.classList.contains("scrolls"))) out.push("bad:" + id + " is " + el.scrollWidth + " px wide in " + el.clientWidth + " px, and does not say it scrolls");
			if (!wide && (shown || el.classList.contains("scrolls"))) out.push("bad:" + id + " fits, and says it scrolls");
			if (wide) out.push(id);
		}
		return out;
	})()`))
	if err != nil {
		b.t.Fatalf("measuring the diagram and the tree (%s): %v", what, err)
	}
	var wide []string
	for _, s := range got {
		if bad, ok := strings.CutPrefix(s, "bad:"); ok {
			b.t.Errorf("%s: %s", what, bad)
			continue
		}
		wide = append(wide, s)
	}
	return wide
}

// layoutReference is a reference whose table of parts has a sentence
// longer than a window 1280 px wide, in French.
const layoutReference = "//anon@ftp.iec.ch/pub"

// checkInside checks that no line of the element sel leaves it: none is
// cut at its right edge, nor needs a scroll bar to be read.
func (b *browser) checkInside(what, sel string) {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](fmt.Sprintf(`(() => {
		const el = document.querySelector(%s), bad = [];
		if (!el || !el.checkVisibility()) return ["no " + %[1]s + " shown"];
		const box = el.getBoundingClientRect();
		if (el.scrollWidth > el.clientWidth + 1) bad.push(%[1]s + " is " + el.scrollWidth + " px wide inside, " + el.clientWidth + " px shown");
		const r = document.createRange();
		r.selectNodeContents(el);
		for (const rect of r.getClientRects()) {
			if (rect.right > box.right + 1) bad.push(%[1]s + " has text up to x " + rect.right.toFixed(0) + ", its box ends at " + box.right.toFixed(0));
		}
		return bad.slice(0, 5);
	})()`, jsString(sel))))
	if err != nil {
		b.t.Fatalf("measuring %s (%s): %v", sel, what, err)
	}
	for _, p := range got {
		b.t.Errorf("%s: %s", what, p)
	}
}

// breakableSelectors are the elements whose text is a URL or a part of
// one, which wraps only after a delimiter, or before a "." or an escape.
const breakableSelectors = "#parts-body td.text code, #parts-body td.decoded code, #parts-body td.tag, #canonical, #neturl-body td.value, #status"

// checkWords checks that no text of breakableSelectors is broken inside
// a word, that no word of the table's or the error panel's sentences
// is, and that no URL shown, in those or in the exercise or the
// examples, is broken inside its "//" or "://".
func (b *browser) checkWords(what string) {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](fmt.Sprintf(`(() => {
		const bad = [];
		const check = (sel, ok, urlBreaks) => {
			for (const el of document.querySelectorAll(sel)) {
				if (!el.checkVisibility()) continue;
				const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
				let prev = null, parent = null;
				for (let n = walker.nextNode(); n; n = walker.nextNode()) {
					if (n.parentElement !== parent) prev = null; // another box: a line of its own
					parent = n.parentElement;
					for (let i = 0; i < n.data.length; i++) {
						const r = document.createRange();
						r.setStart(n, i); r.setEnd(n, i + 1);
						const rects = r.getClientRects();
						if (rects.length === 0) continue;
						const top = Math.round(rects[rects.length - 1].top), ch = n.data[i];
						if (prev && top > prev.top + 2 && !ok.test(prev.ch) && !/\s/.test(ch) && !(urlBreaks && (ch === "%%" || ch === "."))) {
							bad.push("«" + el.textContent.slice(0, 60) + "» is broken between «" + prev.ch + "» and «" + ch + "»");
						}
						prev = { top, ch };
					}
				}
			}
		};
		check(%[1]s, /[\s\/.@:;?&=#,«»“”-]/, true);
		check("#parts-body td.meaning, #parts-body td.production, #message li, #neturl-reasons li", /[\s\/.@:;?&=#,«»“”()\[\]-]/, true);
		// A repetition that opens a group is whole: "*[", never "*" over
		// "[".
		check("#parts-body td.meaning, #parts-body td.production, #message li, #neturl-reasons li, #exercise-edits li, #exercise-compared p", /[^*]/, false);
		// A reference to an RFC or its section is whole on its line:
		// "section 2.1", never "section 2." over "1"; so is a literal of
		// the RFCs' grammars: ";type=", never ";" over "type="; and so is
		// a URL's "//" or "://", never "ftp:/" over "/", whose first line
		// a reader copying it would take for the URL's start.
		const whole = (sel, re) => {
			for (const el of document.querySelectorAll(sel)) {
				if (!el.checkVisibility()) continue;
				const chars = [];
				const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
				for (let n = walker.nextNode(); n; n = walker.nextNode()) {
					for (let i = 0; i < n.data.length; i++) chars.push([n, i]);
				}
				const text = chars.map(([n, i]) => n.data[i]).join("");
				const top = (k) => {
					const r = document.createRange();
					r.setStart(chars[k][0], chars[k][1]); r.setEnd(chars[k][0], chars[k][1] + 1);
					const rects = r.getClientRects();
					return rects.length ? Math.round(rects[0].top) : null;
				};
				for (const m of text.matchAll(re)) {
					const a = top(m.index), z = top(m.index + m[0].length - 1);
					if (a !== null && z !== null && z > a + 2) bad.push("«" + m[0] + "» is broken across lines in «" + text.slice(0, 60) + "»");
				}
			}
		};
		whole("#parts-body td.production, #parts-body td.meaning, #message li, #neturl-reasons li, #reference-table", /RFC \d+|sections? \d+(?:\.\d+)*|"[^"\s]{1,16}"/g);
		// No line ends with a URL's ".": "doc.txt" breaks, where it must,
		// into "doc" and ".txt", never "doc." and "txt", which reads as a
		// sentence's end.
		whole(%[1]s, /\.[^\s\/.@:;?&=#,%%]/g);
		// A short quoted value of the table of parts is whole: "«
		// www.iec.ch »", never "« www.iec" over ".ch »".
		whole("#parts-body td.text code, #parts-body td.decoded code", /«\u00a0[^»\s]{1,16}\u00a0»|“[^”\s]{1,16}”|"[^"\s]{1,16}"/g);
		whole(%[1]s + ", #parts-body td.meaning, #message li, #neturl-reasons li, #reference-table, #exercise-edits li, #exercise-compared p, #exercise-broken, button.example", /:?\/\//g);
		return bad.slice(0, 10);
	})()`, jsString(breakableSelectors))))
	if err != nil {
		b.t.Fatalf("reading where the page's texts wrap (%s): %v", what, err)
	}
	for _, p := range got {
		b.t.Errorf("%s: %s", what, p)
	}
}

// checkPlaceholder checks that the base box's placeholder fits whole in
// the box, as wide as it is now: in English and in French, or, with both
// languages, the one that holds both, the French in it.
func (b *browser) checkPlaceholder(what string) {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]float64](`(() => {
		const box = document.getElementById("base");
		const s = getComputedStyle(box, "::placeholder"), bs = getComputedStyle(box);
		const c = document.createElement("canvas").getContext("2d");
		c.font = s.fontStyle + " " + s.fontWeight + " " + s.fontSize + " " + s.fontFamily;
		const room = box.clientWidth - parseFloat(bs.paddingLeft) - parseFloat(bs.paddingRight);
		return [room, c.measureText(words.en.basePlaceholder).width, c.measureText(frenchSpaces(words.fr.basePlaceholder)).width,
			box.value.length, document.documentElement.clientWidth, c.measureText(words.en.basePlaceholderBoth).width,
			!both() || box.placeholder.includes("URL de base") ? 1 : 0, both() ? 1 : 0];
	})()`))
	if err != nil {
		b.t.Fatalf("measuring the base box's placeholder (%s): %v", what, err)
	}
	if got[3] != 0 {
		b.t.Fatalf("%s: the base box is not empty", what)
	}
	// The placeholder shown: in one language, either's; in both, the
	// one that holds both.
	if got[7] == 0 && (got[1] > got[0] || got[2] > got[0]) || got[7] == 1 && got[5] > got[0] {
		b.t.Errorf("%s: the base box has room for %.0f px of text, its placeholder takes %.0f px in English, %.0f px in French, %.0f px in both", what, got[0], got[1], got[2], got[5])
	}
	if got[6] != 1 {
		b.t.Errorf("%s: with both languages, the base box's placeholder has no French", what)
	}
	b.t.Logf("%s: window %.0f px, base box %.0f px of text, placeholder %.0f px (en) and %.0f px (fr)", what, got[4], got[0], got[1], got[2])
}

// checkPanels checks that each panel shown is inside the window and at
// least 300 px wide, or as wide as the page's text where that is less,
// and that its text is 12 px or larger.
func (b *browser) checkPanels(what string) {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](`(() => {
		const bad = [], vw = document.documentElement.clientWidth;
		const body = document.body.getBoundingClientRect();
		const bs = getComputedStyle(document.body);
		const text = body.width - parseFloat(bs.paddingLeft) - parseFloat(bs.paddingRight);
		for (const p of document.querySelectorAll("section.panel")) {
			if (!p.checkVisibility()) continue;
			const r = p.getBoundingClientRect();
			if (r.left < 0 || r.right > vw) bad.push(p.id + " goes out of the window: x " + r.left.toFixed(0) + " to " + r.right.toFixed(0) + ", window " + vw);
			if (r.width < Math.min(300, text)) bad.push(p.id + " is " + r.width.toFixed(0) + " px wide, the page's text " + text.toFixed(0));
			if (parseFloat(getComputedStyle(p).fontSize) < 12) bad.push(p.id + "'s text is " + getComputedStyle(p).fontSize);
		}
		return bad;
	})()`))
	if err != nil {
		b.t.Fatalf("measuring the panels (%s): %v", what, err)
	}
	for _, p := range got {
		b.t.Errorf("%s: %s", what, p)
	}
}

// testBilingual checks the page in both languages at once: the status,
// the error with its notes, the warnings and the table each say it in
// English, then in French; the diagram, the tree and the trace are each
// whole in English, then in French; and the address keeps the choice. It leaves
// the page in French.
func testBilingual(t *testing.T, b *browser) {
	b.switchLang("lang-both")
	b.waitJS("the page in both languages", `document.body.dataset.lang === "both"`)
	b.typeURL("ftp://host:80x/")
	b.waitJS("both answers", `document.body.dataset.lang === "both" && document.querySelector("#message .fr") !== null`)
	// The base box's placeholder in both languages, at each width.
	for _, w := range layoutWidths {
		b.do(fmt.Sprintf("a window %d px wide", w), chromedp.EmulateViewport(w, 900))
		b.checkPlaceholder(fmt.Sprintf("both, %d px", w))
	}
	b.do("a window 1280 px wide again", chromedp.EmulateViewport(1280, 1000))
	status := b.text("#status")
	for _, want := range []string{"✗ Not a URL of RFC 1738: error at offset 14.", "✗ Pas une URL de la RFC 1738\u00a0: erreur à la position 14."} {
		if !strings.Contains(status, want) {
			t.Errorf("in both languages, the status reads %q, without %q", status, want)
		}
	}
	msg := b.text("#message")
	for _, want := range []string{"note: offset 13: port: read as host and port", "remarque\u00a0: position 13, port\u00a0: lu comme hôte et port",
		"the scheme's own production: ftpurl = ", "la production propre au mode\u00a0: ftpurl = "} {
		if !strings.Contains(msg, want) {
			t.Errorf("in both languages, the error panel reads\n%s\nwithout %q", msg, want)
		}
	}
	if h := b.hash(); !strings.HasSuffix(h, "&lang=both") {
		t.Errorf("in both languages, the address ends in %q", h)
	}
	b.screenshot("web-both-error.png")
	b.typeURL(ftpURL)
	b.waitJS("both tables", `document.querySelector("#parts-body .fr") !== null`)
	table := b.text("#parts-body")
	for _, want := range []string{"<password>", "<motdepasse>", `FTP "PASS" command`, "RFC 1738, section 5, règle expliquée à la section 3.1\u00a0: password = "} {
		if !strings.Contains(table, want) {
			t.Errorf("in both languages, the table has no %q:\n%s", want, table)
		}
	}
	if got := b.text("#status"); !strings.Contains(got, "✓ A URL of RFC 1738, scheme “ftp”.") || !strings.Contains(got, "✓ Une URL de la RFC 1738, mode «\u00a0ftp\u00a0».") {
		t.Errorf("in both languages, the status reads %q", got)
	}
	// An upper-case typecode is a URL's by a reading, as an upper-case
	// scheme is: the status says so, in the words of the exercise's
	// list of readings, in both languages.
	b.typeURL("ftp://ftp.iec.ch/pub/a;type=A")
	b.waitJS("both statuses of a reading", `document.querySelector("#status .fr") !== null && document.getElementById("status").textContent.includes("typecode")`)
	for _, want := range []string{
		"✓ A URL of RFC 1738, scheme “ftp”. It is one only by a reading of the RFC, in the words of the table of parts: " +
			`ftptype “A”: the <typecode>, read as "a" (a reading: section 5 allows "A", but section 3.2.2 names only "a", "i" and "d", and neither says what "A" means).`,
		"✓ Une URL de la RFC 1738, mode «\u00a0ftp\u00a0». C'en est une seulement par une lecture de la RFC, dans les mots du tableau des parties\u00a0: " +
			"type «\u00a0A\u00a0»\u00a0: le <typecode>, lu «\u00a0a\u00a0» (c'est une lecture\u00a0: la section 5 admet «\u00a0A\u00a0», mais la section 3.2.2 ne nomme que «\u00a0a\u00a0», «\u00a0i\u00a0» et «\u00a0d\u00a0», et aucune des deux ne dit ce que «\u00a0A\u00a0» signifie).",
	} {
		if got := b.text("#status"); !strings.Contains(got, want) {
			t.Errorf("in both languages, the status of an upper-case typecode reads\n%s\nwithout\n%s", got, want)
		}
	}
	b.typeURL("FILE:///etc/motd")
	b.waitJS("both statuses of a scheme's reading", `document.getElementById("status").textContent.includes("FILE")`)
	if got := b.text("#status"); !strings.Contains(got, "✓ A URL of RFC 1738, scheme “file”. It is one only by a reading of the RFC, in the words of the table of parts: <scheme> “FILE”: read as \"file\"") ||
		!strings.Contains(got, "✓ Une URL de la RFC 1738, mode «\u00a0file\u00a0». C'en est une seulement par une lecture de la RFC, dans les mots du tableau des parties\u00a0: <mode> «\u00a0FILE\u00a0»\u00a0: lu «\u00a0file\u00a0»") {
		t.Errorf("in both languages, the status of an upper-case scheme reads %q", got)
	}
	b.typeURL(ftpURL)
	b.waitJS("both statuses without a reading", `document.querySelector("#status .fr") !== null && !document.getElementById("status").textContent.includes("lecture")`)
	// The introduction: each sentence whole, with the general form in
	// its words, and the schemes the page reads by other RFCs than
	// explain does unless told, as its server lists them.
	b.waitJS("the introduction's schemes of other RFCs", `document.getElementById("intro").textContent.includes("rtsp_URL")`)
	intro := strings.ReplaceAll(b.text("#intro"), "\u00a0", " ")
	for _, want := range []string{"Type a URL: each part is named under its span, in the words of the general form <scheme>://<user>:<password>@<host>:<port>/<url-path> and of the RFC's grammar.",
		"Tapez une URL : chaque partie est nommée sous le texte qu'elle couvre, avec les mots de la forme générale <mode>://<utilisateur>:<motdepasse>@<hôte>:<port>/<chemin URL> et de la grammaire de la RFC.",
		"This page also reads ldap by ldapurl (RFC 4516 section 2) and rtsp, rtspu by rtsp_URL (RFC 2326 section 3.2), rules of other RFCs than RFC 1738; the command-line tool explain reads these schemes so only with its option -scheme.",
		"Cette page lit aussi ldap selon ldapurl (RFC 4516, section 2) et rtsp, rtspu selon rtsp_URL (RFC 2326, section 3.2), des règles d'autres RFC que la RFC 1738 ; l'outil en ligne de commande explain ne lit ainsi ces modes qu'avec son option -scheme."} {
		if !strings.Contains(intro, want) {
			t.Errorf("in both languages, the introduction has no %q:\n%s", want, intro)
		}
	}
	// The verdicts of the RFC 3986 panel and of the canonical form, in
	// English, then in French.
	for sel, wants := range map[string][]string{
		"#neturl-verdict": {"= Both read the same parts.", "= Les deux lisent les mêmes parties."},
		"#canonical-same": {"Another spelling of the URL, which the rules above take for the same one; some of those rules are readings.", "Une autre écriture de l'URL, que les règles ci-dessus tiennent pour la même\u00a0; certaines de ces règles sont des lectures."},
	} {
		got := b.text(sel)
		for _, want := range wants {
			if !strings.Contains(got, want) {
				t.Errorf("in both languages, %s has no %q:\n%s", sel, want, got)
			}
		}
	}
	// The railroad frame shows one page, the English: a line says so,
	// and links the French.
	if got := b.text("#railroad-both"); !strings.Contains(got, "the French railroad page") || !strings.Contains(got, "la page française des diagrammes syntaxiques") {
		t.Errorf("in both languages, the line under the railroad frame reads %q", got)
	}
	// The diagram, the tree and the trace: each whole in English, then
	// in French under a heading, as explain -lang both writes them.
	b.waitJS("both diagrams", `document.getElementById("diagram").textContent.includes("— en français —")`)
	for sel, wants := range map[string][]string{
		"#diagram": {"password", "motdepasse", "— en français —"},
		"#tree":    {"├─ password", "motdepasse (password)", "— en français —"},
	} {
		got := b.text(sel)
		for _, want := range wants {
			if !strings.Contains(got, want) {
				t.Errorf("in both languages, %s has no %q:\n%s", sel, want, got)
			}
		}
	}
	// The RFC 3986 panel's introduction, in English, then in French.
	intro = b.text("#neturl-intro")
	for _, want := range []string{"RFC 3986 (2005), the URI standard after RFC 1738, updates RFC 1738",
		"La RFC 3986 (2005), la norme des URI venue après la RFC 1738, met à jour la RFC 1738"} {
		if !strings.Contains(intro, want) {
			t.Errorf("in both languages, the RFC 3986 panel's introduction has no %q:\n%s", want, intro)
		}
	}
	spans := b.text("#tree-panel")
	for _, want := range []string{"[a,b): the bytes at offsets a up to but not including b, counted from 0.",
		"[a,b)\u00a0: les octets des positions a à b, b non compris, comptées à partir de 0."} {
		if !strings.Contains(spans, want) {
			t.Errorf("in both languages, the tree's panel has no %q:\n%s", want, spans)
		}
	}
	// The line under the table on ⟨%XX⟩, in both languages, as explain
	// writes it.
	b.typeURL("http://h/a%09b")
	b.waitJS("the line on ⟨%XX⟩", `!document.getElementById("hidden-note").hidden && document.querySelector("#hidden-note .fr") !== null`)
	if got, want := b.text("#hidden-note"), "(in a decoded text, ⟨%XX⟩ gives in hexadecimal a byte, or the bytes of a character, that is not printable or would pass for the ASCII space; %XX alone is the three characters)\n"+
		"(dans un texte décodé, ⟨%XX⟩ donne en hexadécimal un octet, ou les octets d'un caractère, non imprimable ou qu'on prendrait pour l'espace ASCII\u00a0; %XX seul, ces trois caractères)"; got != want {
		t.Errorf("in both languages, the line under the table reads %q, want %q", got, want)
	}
	// The tree shows the same decoded text: the same line under it.
	if got, want := b.text("#tree-hidden-note"), b.text("#hidden-note"); !b.visible("#tree-hidden-note") || got != want {
		t.Errorf("in both languages, the line under the tree reads %q, want the table's %q", got, want)
	}
	b.typeURL("http://h/a%20b")
	b.waitJS("no line on ⟨%XX⟩", `document.getElementById("hidden-note").hidden && document.getElementById("tree-hidden-note").hidden`)
	if b.visible("#utf8-note") || b.visible("#tree-utf8-note") {
		t.Errorf("a line on UTF-8 under a table or a tree of ASCII texts")
	}
	// A decoded text in UTF-8: the line says it is read so, a reading.
	b.typeURL("http://h/%C3%A4")
	b.waitJS("the line on UTF-8", `!document.getElementById("utf8-note").hidden && document.querySelector("#utf8-note .fr") !== null`)
	if got := b.text("#utf8-note"); !strings.Contains(got, "(a decoded text shows octets that form UTF-8 as their characters: a reading, since RFC 1738 names no character set") ||
		!strings.Contains(got, "(un texte décodé montre les octets qui forment de l'UTF-8 comme leurs caractères\u00a0: une lecture") {
		t.Errorf("in both languages, the line on UTF-8 reads %q", got)
	}
	if got, want := b.text("#tree-utf8-note"), b.text("#utf8-note"); !b.visible("#tree-utf8-note") || got != want {
		t.Errorf("in both languages, the line on UTF-8 under the tree reads %q, want the table's %q", got, want)
	}
	// The part of an input that parsed has a tree and no table: the
	// line is under the tree alone.
	b.typeURL("http://h/a%09b c")
	b.waitJS("the line on ⟨%XX⟩ under the part that parsed", `!document.getElementById("tree-hidden-note").hidden && document.getElementById("table-panel").hidden`)
	if got := b.text("#tree-hidden-note"); !strings.HasPrefix(got, "(in a decoded text, ⟨%XX⟩ gives in hexadecimal a byte, or the bytes of a character, that is not printable") {
		t.Errorf("in both languages, the line under the tree of the part that parsed reads %q", got)
	}
	b.typeURL(traceURL)
	b.do("open the trace", chromedp.Click(chromedp.CSS(`#trace-open > summary`)))
	b.waitJS("both traces", `document.getElementById("trace").textContent.includes("— en français —")`)
	trace := b.text("#trace")
	for _, want := range []string{traceWords["en"].root, "— en français —", traceWords["fr"].root} {
		if !strings.Contains(trace, want) {
			t.Errorf("in both languages, the trace has no %q:\n%s", want, trace)
		}
	}
	// The French trace's verdict points at the error in French.
	b.typeURL(invalidURL)
	b.waitJS("both traces' verdicts", `document.querySelectorAll("#trace .trace-verdict").length === 2`)
	trace = b.text("#trace")
	if en, fr, ok := strings.Cut(trace, "— en français —"); !ok || !strings.Contains(en, traceWords["en"].link) ||
		!strings.Contains(fr, traceWords["fr"].link) || strings.Contains(fr, traceWords["en"].link) {
		t.Errorf("in both languages, the French trace does not end in French:\n%s", fr)
	}
	b.do("close the trace", chromedp.Click(chromedp.CSS(`#trace-open > summary`)))
	// The resolution's panel: each line in English, then in French; the
	// reference's table whole in each.
	b.typeInto("base", "clear-base", section5Base)
	b.typeInto("url", "clear", "g;x?y")
	// The panel answers each keystroke: wait for the one of the whole
	// text, whose result ends in "y", and its French half.
	b.waitJS("both resolutions of g;x?y", `document.querySelector("#result-line .fr") !== null &&
		document.getElementById("result-line").textContent.includes("http://a/b/c/g;x?y")`)
	res := strings.ReplaceAll(b.text("#resolution-panel"), "\u00a0", " ")
	for _, want := range []string{`step 3 the reference has no <net_loc>: it inherits the base's, "a"`,
		"étape 3 la référence n'a pas d'<emplacement réseau> : celui de la base est hérité, « a »",
		"la base « http://a/b/c/d;p?q#f », selon la RFC 1808, section 2.4",
		"le résultat, « http://a/b/c/g;x?y », est une URL de la RFC 1738", "— en français —"} {
		if !strings.Contains(res, want) {
			t.Errorf("in both languages, the resolution's panel has no %q:\n%s", want, res)
		}
	}
	b.typeInto("base", "clear-base", "")
	b.typeURL(ftpURL)
	b.checkNoDeveloperWords()
	b.screenshot("web-both.png")
	b.switchLang("lang-fr")
	b.waitJS("the French page", `document.body.dataset.lang === "fr"`)
}

// testExercise drives the exercise, in English: a broken text the
// parser's repair cannot fix, answered as expected; one it fixes,
// answered with the same URL spelled otherwise, then with another URL;
// then the exercise stopped.
func testExercise(t *testing.T, b *browser) {
	const noFix = "✓ Your answer is a URL. The automatic repair makes no URL of this text: it stops where this note gives advice it does not take, which is yours to follow:"
	b.switchLang("lang-en")
	b.waitJS("the English page", `document.body.dataset.lang === "en"`)
	if b.visible("#exercise") {
		t.Errorf("an exercise shows before it is asked for")
	}
	b.do("ask for an exercise", chromedp.Click(chromedp.ID("exercise-next")))
	b.waitJS("the first exercise", `document.getElementById("url").value === "http:www.iec.ch" &&
		document.getElementById("exercise-verdict").textContent === "Not a URL yet: read the error below, then edit the URL box."`)
	if got := b.text("#exercise-broken"); got != "Fix this text, which is not a URL: “http:www.iec.ch”." {
		t.Errorf("the exercise reads %q", got)
	}
	b.typeURL("HTTP://www.iec.ch")
	// The repair stops where the note advises "//", which it does not
	// add: the note is listed, as the error panel words it. The answer
	// is a URL by section 2.1's reading of an upper-case scheme, which
	// the verdict says, in the table's words.
	b.checkExercise(strings.Replace(noFix, "URL.", "URL, but only by a reading of the RFC: see below.", 1),
		`offset 5: httpurl: in this scheme, "//" follows the ":" and starts the host (RFC 1738 section 3.1): did you mean "http://www.iec.ch"?`,
		"The answers expected: “http://www.iec.ch” or “http://www.iec.ch/”.\n= Your answer is one of the expected answers (its canonical form is one of theirs).")
	b.checkReadings("The reading that makes your answer a URL, in the words of the table of parts:\n" +
		`<scheme> “HTTP”: read as "http", a reading: section 5's scheme rule allows lower case only, but "for resiliency, programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names (e.g., allow "HTTP" as well as "http")" (RFC 1738 section 2.1)`)
	b.screenshot("web-exercise.png")

	b.do("ask for the next exercise", chromedp.Click(chromedp.ID("exercise-next")))
	b.waitJS("the second exercise", `document.getElementById("url").value === "http://www.iec.ch/~user/"`)
	b.typeURL("http://www.iec.ch/%7euser/")
	const fixed = "✓ Your answer is a URL. The automatic repair makes “http://www.iec.ch/%7Euser/” of the same text, by these changes:"
	b.checkExercise(fixed, "“~” → “%7E”", "= Your answer means the same URL (their canonical forms are the same).")
	b.checkReadings("")
	b.typeURL("http://www.iec.ch/user/")
	b.checkExercise(fixed, "“~” → “%7E”", "≠ Your answer is another URL: compare the two.")
	b.screenshot("web-exercise-differs.png")

	// A "+" for a space, as HTML forms write one: another URL, and why.
	const losAngeles = "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los"
	b.gotoExercise(losAngeles + " Angeles")
	b.typeURL(losAngeles + "+Angeles")
	b.checkExercise("✓ Your answer is a URL. The automatic repair makes “"+losAngeles+"%20Angeles” of the same text, by these changes:",
		"“␣” → “%20”", "≠ Your answer is another URL: compare the two.\n"+
			`A "+" in a URL is a "+", not a space: HTML forms write a space so in the searches they send, but RFC 1738 makes a space unsafe (section 2.2: "All unsafe characters must always be encoded within a URL"), so it is written %20.`)

	// The IPv6 exercise, which the repair leaves to the student: an
	// answer of the list expected, which is not the same URL as the
	// others, and why.
	b.gotoExercise("http://[::1]/")
	b.typeURL("http://localhost/")
	b.checkExercise(noFix,
		`offset 7: host: RFC 1738's host is a name or four numbers (section 3.1); IPv6 addresses in "[" and "]" came later, with RFC 2732`,
		"The answers expected: “http://localhost/” or “http://127.0.0.1/”.\n"+
			"These answers are not the same URL: ::1 is an IPv6 address (RFC 2732 brought them into URLs), localhost a host name, 127.0.0.1 an IPv4 address; each names this machine in its own way.\n"+
			"= Your answer is one of the expected answers (its canonical form is one of theirs).")
	// The news exercise, which the repair leaves to the student: an
	// answer that is none of the expected ones, with no repair's URL to
	// compare it with, whose "@" makes it an article where the expected
	// news URL names a group.
	b.gotoExercise("news://news.iso.org/comp.os.unix")
	b.typeURL("news:comp.os.unix@news.iso.org")
	b.waitJS("the news exercise's verdict", `document.getElementById("exercise-verdict").textContent.startsWith("✓ Your answer is a URL. The automatic repair makes no URL of this text")`)
	const article = "≠ Your answer is a URL, but none of the expected answers: compare it with them.\n" +
		`At the same place in the tree, your answer has the node article “comp.os.unix@news.iso.org”, where the expected answer “news:comp.os.unix” has the node group “comp.os.unix”. article: RFC 1738 section 5, explained in section 3.6: article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host.`
	if got := b.lines("#exercise-compared > p"); !strings.HasSuffix(got, "\n"+article) || strings.Contains(got, "compare the two") {
		t.Errorf("the news exercise's verdict lists\n%s\nwant it to end with\n%s", got, article)
	}
	if got, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`tl("fr", "exerciseNotExpected")(2) + " " + tl("fr", "exerciseNotExpected")(1)`)); err != nil ||
		got != "≠ Votre réponse est une URL, mais aucune des réponses attendues\u00a0: comparez-la avec elles. ≠ Votre réponse est une URL, mais pas la réponse attendue\u00a0: comparez les deux." {
		t.Errorf("the French of an answer none of the expected ones reads %q (%v)", got, err)
	}
	if got, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`tl("fr", "exerciseExpected")("«\u00a0a\u00a0» ou «\u00a0b\u00a0»", 2) + " " + tl("fr", "exerciseOneOf")`)); err != nil ||
		got != "Les réponses attendues\u00a0: «\u00a0a\u00a0» ou «\u00a0b\u00a0». = Votre réponse fait partie des réponses attendues (sa forme canonique est celle de l'une d'elles)." {
		t.Errorf("the French of an expected answer's verdict reads %q (%v)", got, err)
	}
	// The French of a repair's verdict.
	if got, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`tl("fr", "exerciseFixed")("http://h/")`)); err != nil ||
		got != "À partir du même texte, la réparation automatique donne «\u00a0http://h/\u00a0», avec ces modifications\u00a0:" {
		t.Errorf("the French of a repair's verdict reads %q (%v)", got, err)
	}
	// The French of a verdict by readings.
	if got, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`tl("fr", "exerciseSolvedReading")(2) + " " + tl("fr", "exerciseReadings")(1)`)); err != nil ||
		got != "✓ Votre réponse est une URL, mais seulement par des lectures de la RFC\u00a0: voir plus bas. La lecture qui fait de votre réponse une URL, dans les mots du tableau des parties\u00a0:" {
		t.Errorf("the French of a verdict by readings reads %q (%v)", got, err)
	}
	// The French of the exercise's quotations of the RFC: each
	// translation in « », as explain words it.
	for expr, want := range map[string]string{
		`tl("fr", "exercisePlus")`: "Un «\u00a0+\u00a0» dans une URL est un «\u00a0+\u00a0», pas une espace\u00a0: les formulaires HTML écrivent ainsi une espace dans les recherches qu'ils envoient, " +
			"mais la RFC 1738 tient l'espace pour non sûre (section 2.2, citation traduite\u00a0: «\u00a0tous les caractères non sûrs doivent toujours être encodés dans une URL\u00a0»), si bien qu'elle s'écrit «\u00a0%20\u00a0».",
		`tl("fr", "exerciseSameSlash")`: "= Votre réponse désigne la même URL\u00a0: les deux ne diffèrent que par le «\u00a0/\u00a0» après l'hôte, que la section 3.3 de la RFC 1738 permet d'omettre dans une URL http sans chemin ni recherche " +
			"(citation traduite\u00a0: «\u00a0Si ni le <path> ni le <searchpart> ne sont présents, le “/” peut aussi être omis\u00a0»).",
	} {
		if got, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](expr)); err != nil || got != want {
			t.Errorf("%s reads\n%q (%v), want\n%q", expr, got, err, want)
		}
	}

	// An http URL with neither path nor search may leave out its "/"
	// (RFC 1738 section 3.3): the same URL as the repair's.
	b.gotoExercise("<URL:http://www.iec.ch/>")
	b.typeURL("http://www.iec.ch")
	b.checkExercise("✓ Your answer is a URL. The automatic repair makes “http://www.iec.ch/” of the same text, by these changes:",
		"“<URL:” → “” (empty)\n“>” → “” (empty)",
		`= Your answer means the same URL: the two differ only by the "/" after the host, which RFC 1738 section 3.3 lets an http URL with neither path nor search leave out: "If neither <path> nor <searchpart> is present, the "/" may also be omitted."`)

	// Why the repair leaves an ftp path's ";", and both readings of it
	// honest answers: an escaped ";", or a ";type=" mistyped; an
	// upper-case typecode is a URL's by a reading, which the verdict
	// says.
	b.gotoExercise("ftp://ftp.iec.ch/pub/a;b")
	for _, tc := range []struct{ answer, verdict, readings string }{
		{"ftp://ftp.iec.ch/pub/a%3Bb", noFix, ""},
		{"ftp://ftp.iec.ch/pub/a;type=A", strings.Replace(noFix, "URL.", "URL, but only by a reading of the RFC: see below.", 1),
			"The reading that makes your answer a URL, in the words of the table of parts:\n" +
				`ftptype “A”: the <typecode>, read as "a" (a reading: section 5 allows "A", but section 3.2.2 names only "a", "i" and "d", and neither says what "A" means)`},
	} {
		b.typeURL(tc.answer)
		b.checkExercise(tc.verdict,
			`offset 22: fsegment: in an FTP path, ";" starts ";type=" (RFC 1738 section 3.2.2): elsewhere, write %3B`,
			"The answers expected: “ftp://ftp.iec.ch/pub/a%3Bb” or “ftp://ftp.iec.ch/pub/a;type=a” or “ftp://ftp.iec.ch/pub/a;type=i” or “ftp://ftp.iec.ch/pub/a;type=d”.\n"+
				`The repair leaves the ";" alone: in an ftp URL it is reserved, the start of ";type=" (RFC 1738 section 3.2.2), and escaping a reserved character "may change the semantics of a URL" (section 2.2). Whether ";b" belongs to the file's name (write %3B) or is a ";type=" mistyped, only the writer knows: both readings are honest answers, which are not the same URL. For the second, the type code is "a", "i" or "d" (section 3.2.2), and "b" is none of them (section 5: ftptype = "A" | "I" | "D" | "a" | "i" | "d").`+"\n"+
				"= Your answer is one of the expected answers (its canonical form is one of theirs).")
		b.checkReadings(tc.readings)
	}

	// Both readings of a login's ":", the advice without the reading
	// of a port, which advises nothing; at each width in both
	// languages, no escape broken from its password, no value parted
	// from its quotes.
	b.gotoExercise("ftp://anon:pa:ss@ftp.iec.ch/")
	b.typeURL("ftp://anon%3Apa:ss@ftp.iec.ch/")
	b.checkExercise(noFix,
		`offset 13: login: in a user name or a password, ":", "@" and "/" are written escaped (RFC 1738 section 3.1: "Within the user and password field, any ":", "@", or "/" must be encoded"): write %3A`,
		"The answers expected: “ftp://anon:pa%3Ass@ftp.iec.ch/” or “ftp://anon%3Apa:ss@ftp.iec.ch/”.\n"+
			`These answers are not the same URL, and both are honest: the text does not say which ":" ends the user name (RFC 1738 section 3.1: the password "follows the user name separated from it by a colon", and any ":" within either "must be encoded": one ":" separates them, the others are written %3A, and the text does not say which one separates). The user may be "anon" with the password "pa:ss", or "anon:pa" with the password "ss"; only the writer knows which.`+"\n"+
			"= Your answer is one of the expected answers (its canonical form is one of theirs).")
	b.switchLang("lang-both")
	b.waitJS("both languages", `document.body.dataset.lang === "both"`)
	for _, w := range layoutWidths {
		name := fmt.Sprintf("the exercise at %d px, both languages", w)
		b.do(fmt.Sprintf("a window %d px wide", w), chromedp.EmulateViewport(w, 900))
		// The broken text's error, whose French note quotes “:” and
		// « %3A »: no value parted from its quotes.
		b.typeURL("ftp://anon:pa:ss@ftp.iec.ch/")
		b.waitJS("the error in both languages", `document.getElementById("message").textContent.includes("écrire")`)
		b.checkQuotes(name, quotedSelectors)
		b.typeURL("ftp://anon:pa%3Ass@ftp.iec.ch/")
		b.waitJS("the verdict in both languages", `document.getElementById("exercise-compared").textContent.includes("Votre réponse fait partie des réponses attendues")`)
		b.checkEscapesWhole(name, "#exercise-edits li, #exercise-compared p, #exercise-broken")
		b.checkQuotes(name, quotedSelectors)
	}
	// The space to find in a prompt never ends a line, where it would
	// not be seen.
	b.gotoExercise(losAngeles + " Angeles")
	for _, w := range layoutWidths {
		b.do(fmt.Sprintf("a window %d px wide", w), chromedp.EmulateViewport(w, 900))
		b.checkWhole(fmt.Sprintf("the prompt at %d px, both languages", w), "#exercise-broken", "/Los Angeles/g")
	}
	b.do("a window 1280 px wide again", chromedp.EmulateViewport(1280, 1000))
	b.switchLang("lang-en")
	b.waitJS("the English page", `document.body.dataset.lang === "en"`)

	b.do("stop the exercise", chromedp.Click(chromedp.ID("exercise-stop")))
	if b.visible("#exercise") || b.visible("#exercise-stop") {
		t.Errorf("the exercise still shows after Stop")
	}
}

// checkExercise waits until the exercise's verdict reads verdict, then
// checks the repair's changes listed under it, one a line, and the
// paragraphs that compare the answer, after that list and not in it.
func (b *browser) checkExercise(verdict, edits, compared string) {
	b.t.Helper()
	b.waitJS("the exercise's verdict "+verdict, fmt.Sprintf(`document.getElementById("exercise-verdict").textContent === %s`, jsString(verdict)))
	if got := b.lines("#exercise-edits > li"); got != edits {
		b.t.Errorf("the exercise's verdict %q lists the changes\n%s\nwant\n%s", verdict, got, edits)
	}
	if got := b.lines("#exercise-compared > p"); got != compared {
		b.t.Errorf("the exercise's verdict %q compares the answer so:\n%s\nwant\n%s", verdict, got, compared)
	}
	if got, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`!!document.querySelector("#exercise-edits .same, #exercise-edits .differs") ||
		!document.querySelector("#exercise-edits + #exercise-compared")`)); err != nil || got {
		b.t.Errorf("the exercise's comparison is in the list of the repair's changes, or not right after it (%v)", err)
	}
}

// lines returns the texts of the elements sel selects, one a line, as
// the page shows them.
func (b *browser) lines(sel string) string {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](fmt.Sprintf(`[...document.querySelectorAll(%s)].map((e) => e.innerText.trimEnd())`, jsString(sel))))
	if err != nil {
		b.t.Fatalf("reading %s: %v", sel, err)
	}
	return strings.Join(got, "\n")
}

// checkReadings checks the readings listed under the exercise's verdict,
// after the line that introduces them, one a line; "" for none, which
// the page hides.
func (b *browser) checkReadings(want string) {
	b.t.Helper()
	if want == "" {
		if b.visible("#exercise-readings-intro") || b.visible("#exercise-readings") {
			b.t.Errorf("readings listed for an answer that needs none: %q", b.text("#exercise-readings"))
		}
		return
	}
	if got := b.text("#exercise-readings-intro") + "\n" + b.text("#exercise-readings"); !b.visible("#exercise-readings") || got != want {
		b.t.Errorf("the exercise's readings read\n%s\nwant\n%s", got, want)
	}
}

// checkDecodedColumn checks that the table's column of decoded texts is
// shown only when some part's decoded text is there to fill it.
func (b *browser) checkDecodedColumn(what string) {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]bool](`(() => {
		const th = document.querySelector("#parts th.decoded");
		const filled = [...document.querySelectorAll("#parts-body td.decoded")].some((td) => td.textContent !== "");
		return [th.checkVisibility(), filled];
	})()`))
	if err != nil {
		b.t.Fatalf("reading the decoded column (%s): %v", what, err)
	}
	if got[0] != got[1] {
		b.t.Errorf("%s: the decoded column is shown: %v, and a part has a decoded text: %v", what, got[0], got[1])
	}
}

// checkEscapesWhole checks that no text of sel breaks a line inside an
// escape or between an escape and the letters before it ("pa" over
// "%3Ass"), nor inside "*[", nor inside a URL's "//" or "://" ("ftp:/"
// over "/").
func (b *browser) checkEscapesWhole(what, sel string) {
	b.t.Helper()
	b.checkWhole(what, sel, `/[^\s\/.@:;?&=#,«»“”]%[0-9A-Fa-f]{2}|\*\[|:?\/\//g`)
}

// checkWhole checks that no text of sel breaks a line inside a match
// of re, a JavaScript regular expression with the flag g.
func (b *browser) checkWhole(what, sel, re string) {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](fmt.Sprintf(`(() => {
		`+charTopsJS+`
		const bad = [];
		for (const el of document.querySelectorAll(%s)) {
			if (!el.checkVisibility()) continue;
			const chars = charTops(el);
			const text = chars.map((c) => c.ch).join("");
			for (const m of text.matchAll(%s)) {
				const a = chars[m.index].top, z = chars[m.index + m[0].length - 1].top;
				if (a !== null && z !== null && z > a + 2) bad.push("«" + m[0] + "» is broken across lines in «" + text.slice(0, 80) + "»");
			}
		}
		return bad;
	})()`, jsString(sel), re)))
	if err != nil {
		b.t.Fatalf("reading where %s wraps (%s): %v", sel, what, err)
	}
	for _, p := range got {
		b.t.Errorf("%s: %s", what, p)
	}
}

// gotoExercise asks for exercises until the one of broken is on screen.
func (b *browser) gotoExercise(broken string) {
	b.t.Helper()
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(() => {
		for (let i = 0; i < 20 && document.getElementById("url").value !== %[1]s; i++) document.getElementById("exercise-next").click();
		return true;
	})()`, jsString(broken)))); err != nil {
		b.t.Fatal(err)
	}
	b.waitJS("the exercise "+broken, fmt.Sprintf(`document.getElementById("url").value === %s`, jsString(broken)))
}
