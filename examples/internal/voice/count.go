package voice

import "strconv"

// Count writes a small number in words, as a sentence does ("two",
// "deux"), and a larger one, or a negative one, in digits.
func (v Voice) Count(n int) string {
	if n < 0 || n >= len(numbers) {
		return strconv.Itoa(n)
	}
	return v.S(numbers[n][0], numbers[n][1])
}

// numbers are the numbers Count writes in words, in English and French.
var numbers = [...][2]string{
	{"zero", "zéro"}, {"one", "un"}, {"two", "deux"}, {"three", "trois"}, {"four", "quatre"},
	{"five", "cinq"}, {"six", "six"}, {"seven", "sept"}, {"eight", "huit"}, {"nine", "neuf"},
	{"ten", "dix"},
}
