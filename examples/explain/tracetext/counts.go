package tracetext

import (
	"strings"

	"github.com/urlsyntax/rfc1738/examples/internal/voice"
)

// countsLegend says, in v's language, what the counts "×N" of lines
// mean, of the kinds they have: a run of characters read N times, a
// step taken N times in a row that one line stands for (Line.Count),
// and the steps of each kind that a line leaves out (Line.Hidden). ""
// when they have none. It reads the lines as they are shown, collapsed.
func countsLegend(v voice.Voice, lines []*Line) string {
	var k countKinds
	k.of(lines)
	var kinds []string
	if k.runs {
		kinds = append(kinds, v.S(`after a text, ×N: its repetition read N times, a character or an escape each time ("stops at" says where it stopped, and on what)`,
			"après un texte, ×N : sa répétition lue N fois, un caractère ou un échappement à chaque fois (« s'arrête » dit où elle s'est arrêtée, et sur quoi)"))
	}
	if k.repeated {
		kinds = append(kinds, v.S("at the end of a line, (×N): the same step, taken N times in a row",
			"en fin de ligne, (×N) : la même étape, faite N fois de suite"))
	}
	if k.hidden {
		kinds = append(kinds, v.S(`in a line "… N more", a name ×N: how many steps of that kind it leaves out`,
			"dans une ligne « … N de plus », un nom ×N : combien d'étapes de cette sorte elle omet"))
	}
	if len(kinds) == 0 {
		return ""
	}
	return v.S("(counts: ", "(nombres : ") + strings.Join(kinds, v.S("; ", " ; ")) + ")"
}

// countKinds are the kinds of count that lines have.
type countKinds struct{ runs, repeated, hidden bool }

// of notes the kinds of count of lines and of the lines under them.
func (k *countKinds) of(lines []*Line) {
	for _, l := range lines {
		k.repeated = k.repeated || l.Count > 1
		k.hidden = k.hidden || l.Hidden > 0
		// A run's count starts the column of what its step did.
		k.runs = k.runs || len(l.Cols) > 3 && strings.HasPrefix(l.Cols[3], "×")
		k.of(l.Children)
	}
}
