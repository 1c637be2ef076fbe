package describe

import "slices"

// derivedBy says, after the line on the scheme's own production, name,
// that section 5 derives the URL by it, as the syntax tree shows it, when its url
// lists it: "; section 5 derives the URL as url = ... | ftpurl | ...".
// Otherwise it returns "".
func derivedBy(v speaker, name string) string {
	if !InURL(name) {
		return ""
	}
	return v.F("; section 5 derives the URL as url = ... | %s | ...", " ; la section 5 dérive l'URL par url = ... | %s | ...", name)
}

// InURL reports whether section 5's url lists the production name among
// its alternatives: url = httpurl | ftpurl | ... | prosperourl |
// otherurl. A later RFC's httpsurl or ldapurl is none of them.
func InURL(name string) bool { return slices.Contains(urlAlternatives, name) }

// urlAlternatives are the productions of the schemes that section 5's
// url lists.
var urlAlternatives = []string{"httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl", "gopherurl", "waisurl", "mailtourl", "fileurl", "prosperourl"}
