package explaintool

import (
	"io"

	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap/ldapparse"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp/rtspparse"
	"github.com/urlsyntax/rfc1738/parser"
)

// command is explain as examples/explain's main runs it, with the
// example schemes for -scheme: the tests' goldens are its outputs.
var command = Config{
	Extra: append([]parser.Scheme{ldapparse.Scheme()}, rtspparse.Schemes()...),
	ExtraUsage: `also read the URLs of an example scheme declared outside
               RFC 1738, as a scheme author would, with its generated
               parser: ldap (RFC 4516), rtsp or rtspu (RFC 2326), from
               examples/newscheme; repeatable.
               Its URLs are then shown as RFC 1738's are: labels, table,
               trace, errors at the first impossible byte; -grammar
               adds its rules (ldapurl, rtsp_URL)
`,
}

// run runs explain as the command does.
func run(args []string, stdout, stderr io.Writer) int { return command.Run(args, stdout, stderr) }
