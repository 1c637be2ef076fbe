package server

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// railroadCues are, for each diagram of a railroad page, whether it is
// wider than its box by more than a pixel, as the page's style sheet
// and the live page's cue measure it (in fractions of a pixel, which
// scrollWidth rounds), whether its cue line shows, and whether its box
// draws a shadow, with the rule's id.
const railroadCues = `[...document.querySelectorAll("section.rule div.diagram")].map((d) => {
  const cue = d.previousElementSibling;
  return {
    id: d.closest("section.rule").id,
    scrolls: d.querySelector("svg").getBoundingClientRect().width > d.getBoundingClientRect().width + 1,
    cue: cue !== null && cue.classList.contains("scroll-cue") && cue.getBoundingClientRect().height > 0 && cue.textContent !== "",
    shadow: getComputedStyle(d).backgroundImage.includes("radial-gradient"),
  };
})`

// A railroadCue is one diagram's measure (railroadCues).
type railroadCue struct {
	ID      string `json:"id"`
	Scrolls bool   `json:"scrolls"`
	Cue     bool   `json:"cue"`
	Shadow  bool   `json:"shadow"`
}

// testRailroadNarrow checks the railroad pages, in both languages, in a
// window 400 px wide, where gopherurl's diagram and others are wider
// than their rule's box: each of those shows the cue line above it and
// its shadow, as the live page's diagram does, and no diagram that fits
// shows the cue; at 1280 px, the same for the fewer wide ones. It
// leaves the window 1280 px wide, on the railroad page.
func testRailroadNarrow(t *testing.T, b *browser, origin string) {
	defer b.forgetFavicon()
	for _, page := range []string{"railroad.html", "railroad.fr.html"} {
		b.do("load "+page, chromedp.Navigate(origin+"/"+page))
		for _, w := range []int64{400, 1280} {
			b.do(fmt.Sprintf("a window %d px wide", w), chromedp.EmulateViewport(w, 900))
			got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]railroadCue](railroadCues))
			if err != nil {
				t.Fatalf("measuring %s's diagrams: %v", page, err)
			}
			var wide []string
			for _, d := range got {
				if d.Scrolls {
					wide = append(wide, d.ID)
				}
				if d.Cue != d.Scrolls || !d.Shadow {
					t.Errorf("at %d px, %s's diagram of %s: wider than its box %v, its cue shown %v, its shadow drawn %v", w, page, d.ID, d.Scrolls, d.Cue, d.Shadow)
				}
			}
			if w == 400 && !slices.Contains(wide, "gopherurl") {
				t.Errorf("at 400 px, %s's diagrams wider than their box are %q, without gopherurl: the test measures nothing", page, wide)
			}
			t.Logf("at %d px, %s: %d of %d diagrams scroll sideways under their cue", w, page, len(wide), len(got))
		}
	}
}

// forgetFavicon drops from the problems logged the railroad page's
// request for /favicon.ico, which the site does not serve: the live
// page names an empty icon, and the railroad pages, self-contained,
// link to nothing (grammar/railroad's TestPageSelfContained).
func (b *browser) forgetFavicon() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.problems = slices.DeleteFunc(b.problems, func(p string) bool {
		return strings.Contains(p, "404") && strings.HasSuffix(p, b.origin+"/favicon.ico")
	})
}
