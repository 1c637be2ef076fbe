package netdiff

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestHostSchemes checks the schemes read from package ast's parts:
// those whose production starts with "//" (section 5) and https, and of
// them those with a hostport or host where ip-schemepart has a login.
func TestHostSchemes(t *testing.T) {
	withHost := map[string]bool{"ftp": true, "http": true, "https": true, "gopher": true, "nntp": true, "telnet": true, "wais": true, "file": true, "prospero": true,
		"mailto": false, "news": false}
	withoutLogin := map[string]bool{"http": true, "https": true, "gopher": true, "nntp": true, "wais": true, "file": true, "prospero": true,
		"ftp": false, "telnet": false, "mailto": false, "news": false}
	if d := cmp.Diff(withHost, schemesWithHost); d != "" {
		t.Errorf("schemesWithHost (-want +got):\n%s", d)
	}
	if d := cmp.Diff(withoutLogin, schemesWithoutLogin); d != "" {
		t.Errorf("schemesWithoutLogin (-want +got):\n%s", d)
	}
}
