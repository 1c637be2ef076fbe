package server

import (
	"fmt"

	"github.com/chromedp/chromedp"
)

// quotedSelectors are the sentences that quote short values, “:” or
// « %3A »: the error's message and notes, the exercise's prompt, the
// repair's changes and the comparison of the answer.
const quotedSelectors = "#message li, #exercise-broken, #exercise-edits li, #exercise-compared p"

// charTopsJS defines charTops(el): each character of el's text, in
// order, with the top of the line the browser lays it on (null for one
// it does not show), which the line checks compare.
const charTopsJS = `const charTops = (el) => {
	const out = [];
	const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
	for (let n = walker.nextNode(); n; n = walker.nextNode()) {
		for (let i = 0; i < n.data.length; i++) {
			const r = document.createRange();
			r.setStart(n, i); r.setEnd(n, i + 1);
			const rects = r.getClientRects();
			out.push({ ch: n.data[i], top: rects.length ? Math.round(rects[0].top) : null });
		}
	}
	return out;
};
`

// checkQuotes checks that no line of sel's texts, as the browser lays
// them out, ends with an opening quotation mark (“, «) or starts with a
// closing one (”, ») or a "]": each would part a value from its quotes,
// or a rule's "]" from what it closes, as explain never does.
func (b *browser) checkQuotes(what, sel string) {
	b.t.Helper()
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](fmt.Sprintf(`(() => {
		`+charTopsJS+`
		const bad = [];
		for (const el of document.querySelectorAll(%s)) {
			if (!el.checkVisibility()) continue;
			// Each character that shows, with the top of its line; the
			// spaces, at a line's end or start, are left out.
			const chars = charTops(el).filter((c) => c.top !== null && !/\s/.test(c.ch));
			const text = chars.map((c) => c.ch).join("");
			for (let k = 1; k < chars.length; k++) {
				const a = chars[k - 1], z = chars[k];
				if (z.top <= a.top + 2) continue;
				if (/[“«]/.test(a.ch)) bad.push("a line ends with «" + a.ch + "» in «" + text.slice(0, 80) + "»");
				if (/[”»\]]/.test(z.ch)) bad.push("a line starts with «" + z.ch + "» in «" + text.slice(0, 80) + "»");
			}
		}
		return bad.slice(0, 10);
	})()`, jsString(sel))))
	if err != nil {
		b.t.Fatalf("reading where %s wraps (%s): %v", sel, what, err)
	}
	for _, p := range got {
		b.t.Errorf("%s: %s", what, p)
	}
}
