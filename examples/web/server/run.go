package server

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"time"

	"github.com/urlsyntax/rfc1738/examples/internal/term"
	"github.com/urlsyntax/rfc1738/parser"
)

// ErrUsage is Run's error for a wrong command line, which the flag
// package has already described.
var ErrUsage = errors.New("usage")

// Main serves the live page whose parser is the package wasm, an import
// path, on the command line's arguments (os.Args; -addr), and exits
// with status 1 when it cannot. It is the main function of the page's
// server, the page's own or a scheme author's. opts are the options of
// the parser that wasm's main gives view.Main: the server draws the
// railroad diagrams of that parser's grammar (view.Railroad),
// with a section for each scheme registered from outside RFC 1738. A
// scheme registered with parser.Register in an init function needs no
// option: importing its package registers it here as in wasm.
//
//	func main() { server.Main("example.com/imap/page/wasm", imap.Option()) }
func Main(wasm string, opts ...parser.Option) {
	if err := Run(os.Args[1:], os.Stdout, os.Stderr, wasm, opts...); err != nil {
		fail(os.Stderr, err)
		os.Exit(1)
	}
}

// fail reports on w the error that ended Run, unless it is ErrUsage,
// which Run has reported. The error may repeat an argument (-addr's
// value): it is escaped (term.Escape).
func fail(w io.Writer, err error) {
	if !errors.Is(err, ErrUsage) {
		fmt.Fprintln(w, "web:", term.Escape(err.Error()))
	}
}

// Run serves the live page whose parser is the package wasm, an import
// path (Wasm for the page's own), on the address that args' -addr gives
// (127.0.0.1:8080 by default), until the process is interrupted. It
// builds wasm first, with the go command, in the current directory,
// which must be in a module that requires wasm's (buildSite). Progress
// and usage errors go to stderr, the page's address to stdout. A usage
// error is ErrUsage, which Run has reported already (Main says nothing
// more of it). opts are those of the parser of wasm, as Main's.
func Run(args []string, stdout, stderr io.Writer, wasm string, opts ...parser.Option) error {
	fs := flag.NewFlagSet("web", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // its errors repeat the arguments: written below, escaped
	addr := fs.String("addr", "127.0.0.1:8080", "the `address` to serve on (port 0 picks a free one)")
	if err := fs.Parse(args); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, term.Escape(err.Error()))
		}
		fs.SetOutput(stderr)
		fs.Usage()
		return ErrUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "web: unexpected argument %q\n", fs.Arg(0))
		return ErrUsage
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	p := parser.Default()
	if len(opts) > 0 {
		var err error
		if p, err = parser.New(opts...); err != nil {
			return err
		}
	}
	s, err := buildSite(ctx, stderr, wasm, p)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	fmt.Fprintf(stdout, "serving the live page on http://%s/ (Ctrl-C stops)\n", ln.Addr())
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
