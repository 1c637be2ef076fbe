package printer

// pieceNames names the nodes that declare the production of their
// parent because the parent's rule gives their piece of it no name of
// its own, by that production: the text of an article before the "@" is
// what section 3.6 calls <unique>.
var pieceNames = map[string]string{
	"article": "unique",
}
