package main

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// report is the verdict on one URL. Its fields, in this order, are the
// keys of the JSON output; the parts are raw substrings of the URL, nil
// when absent.
type report struct {
	URL      string       `json:"url"`
	Valid    bool         `json:"valid"`
	Scheme   *string      `json:"scheme"`
	User     *string      `json:"user"`
	Password *string      `json:"password"`
	Host     *string      `json:"host"`
	Port     *string      `json:"port"`
	Path     *string      `json:"path"`
	Errors   []diagnostic `json:"errors"`
	Warnings []diagnostic `json:"warnings"`
}

// diagnostic is one error or warning: its byte offset in the URL and
// its full message.
type diagnostic struct {
	Offset  int    `json:"offset"`
	Message string `json:"message"`
}

// check parses line with p and reports what it found.
func check(p *parser.Parser, line string) report {
	r := report{URL: line, Errors: []diagnostic{}, Warnings: []diagnostic{}}
	u, err := p.Parse(line)
	if err != nil {
		// An invalid URL has no tree, so it has no parts to give either.
		r.Errors = diagnostics(err)
		return r
	}
	r.Valid = true
	r.Scheme = lower(raw(line, u.Scheme))
	if l := u.Login(); l != nil {
		if l.User != nil {
			r.User = raw(line, l.User)
		}
		if l.Password != nil {
			r.Password = raw(line, l.Password)
		}
		r.Host = raw(line, l.HostPort.Host)
		if l.HostPort.Port != nil {
			r.Port = raw(line, l.HostPort.Port)
		}
	}
	if ip, ok := u.Part.(*ast.IPSchemePart); ok && ip.Path != nil {
		r.Path = raw(line, ip.Path)
	}
	r.Warnings = append(r.Warnings, diagnostics(parser.Validate(u).Warnings())...)
	return r
}

// raw returns the text of n as it is in input.
func raw(input string, n ast.Node) *string {
	s := input[n.Pos():n.End()]
	return &s
}

// lower returns *s in lower case.
func lower(s *string) *string {
	l := strings.ToLower(*s)
	return &l
}

// diagnostics lists the diagnostics that err holds, an *parser.Error or
// a parser.ErrorList, in input order.
func diagnostics(err error) []diagnostic {
	switch err := err.(type) {
	case *parser.Error:
		return []diagnostic{{err.Offset, err.Error()}}
	case parser.ErrorList:
		out := make([]diagnostic, len(err))
		for i, e := range err {
			out[i] = diagnostic{e.Offset, e.Error()}
		}
		return out
	}
	return []diagnostic{{0, err.Error()}}
}
