package server

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// narrowTraceURL is a URL whose trace of every step nests deep: a login
// whose second "@" its host's rules try and give back.
const narrowTraceURL = "ftp://user:p@ss@ftp.example.com/"

// testTraceNarrow checks the trace of every step, in both languages, in
// a window 400 px wide: each line shown keeps a readable width, however
// deep it is nested, and the trace, then wider than its panel, scrolls
// sideways under the cue the diagram and the tree have, rather than
// wrapping its deep lines into a column of two or three words. It
// leaves the page in English, 1280 px wide, the trace closed.
func testTraceNarrow(t *testing.T, b *browser) {
	b.switchLang("lang-both")
	b.waitJS("both languages", `document.body.dataset.lang === "both"`)
	b.do("a window 400 px wide", chromedp.EmulateViewport(400, 900))
	b.typeURL(narrowTraceURL)
	b.do("open the trace", chromedp.Click(chromedp.CSS(`#trace-open > summary`)))
	b.do("ask for every step", chromedp.Click(chromedp.ID("trace-full")))
	b.waitJS("every step, in both languages", `document.getElementById("trace").textContent.includes("— en français —") &&
		document.querySelectorAll("#trace details.failed").length > 0`)
	narrowest, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]float64](`(() => {
		let min = Infinity, n = 0;
		for (const l of document.querySelectorAll("#trace summary, #trace div.tl")) {
			if (!l.checkVisibility()) continue;
			n++;
			min = Math.min(min, l.getBoundingClientRect().width);
		}
		return [min, n, parseFloat(getComputedStyle(document.getElementById("trace")).fontSize)];
	})()`))
	if err != nil {
		t.Fatalf("measuring the trace's lines: %v", err)
	}
	// 36 characters of the trace's font, whose characters are about
	// 0.6 em wide.
	if readable := 36 * 0.6 * narrowest[2]; narrowest[1] == 0 || narrowest[0] < readable {
		t.Errorf("at 400 px, the narrowest of the trace's %.0f lines is %.0f px wide, want %.0f px or more", narrowest[1], narrowest[0], readable)
	}
	scrolls := false
	for _, id := range b.checkScrollCues("the trace of every step at 400 px") {
		scrolls = scrolls || id == "trace"
	}
	if !scrolls {
		t.Errorf("at 400 px, the trace of every step of %s does not scroll sideways under its cue", narrowTraceURL)
	}
	b.screenshot("web-both-400-trace.png")
	b.do("close the trace", chromedp.Click(chromedp.CSS(`#trace-open > summary`)))
	b.do("a window 1280 px wide again", chromedp.EmulateViewport(1280, 1000))
	b.switchLang("lang-en")
	b.waitJS("the English page, the trace closed", `document.body.dataset.lang === "en" && document.getElementById("trace").childElementCount === 0`)
	b.checkScrollCues("the trace closed")
}
