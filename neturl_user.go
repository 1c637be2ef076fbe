package rfc1738

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// This file maps the user and password of a scheme author's part that
// holds them in nodes of its own (ast.UserInfoPart) to url.URL.User and
// back; a login's (*ast.Login) are mapped in neturl.go.

// ownUserNodes returns the user and password nodes of t's part when it
// is an ast.UserInfoPart, each nil when absent; ok is false for any
// other part.
func ownUserNodes(t *ast.URL) (user, password ast.Node, ok bool) {
	p, ok := t.Part.(ast.UserInfoPart)
	if !ok || ast.IsNil(p) {
		return nil, nil, ok // a nil part holds no user
	}
	user, password = p.UserInfo()
	if ast.IsNil(user) {
		user = nil
	}
	if ast.IsNil(password) {
		password = nil
	}
	return user, password, true
}

// userOf returns the user and password that t holds, decoded: its
// login's, or its own nodes' (ast.UserInfoPart). A part of its own whose
// text has an "@" and no user before its host ("pop://@host", which RFC
// 2384's server production allows) holds the empty user, as url.URL
// writes url.User("").
func userOf(t *ast.URL) (user, pass string, hasUser, hasPass bool) {
	if l := t.Login(); l != nil && l.User != nil {
		user, hasUser = l.User.Decoded(), true
		if l.Password != nil {
			pass, hasPass = l.Password.Decoded(), true
		}
		return user, pass, hasUser, hasPass
	}
	u, p, own := ownUserNodes(t)
	if u != nil {
		user, hasUser = ast.Decode(u.String()), true
	} else if own {
		hasUser = ast.EmptyUser(t)
	}
	if p != nil {
		pass, hasPass = ast.Decode(p.String()), true
	}
	return user, pass, hasUser, hasPass
}

// setOwnUser sets nu.User from the user and password nodes of t's part,
// an ast.UserInfoPart, parsed from text by p, whose host is host. It
// refuses, rather than drops, what stands between the part's "//" and
// its host beside the user, the ":" and the password, and an "@":
// url.URL has no field for it. It refuses too a user that url.URL would
// write as text the part reads otherwise: url.URL escapes a user by RFC
// 3986, which leaves ";" and "=" as they are, and POP's and IMAP's
// production read ";AUTH=" there.
func setOwnUser(p *parser.Parser, nu *url.URL, t *ast.URL, text string, host ast.Node) error {
	user, password, _ := ownUserNodes(t)
	before := text[t.Part.Pos():host.Pos()]
	inner := strings.TrimSuffix(strings.TrimPrefix(before, "//"), "@")
	if user == nil && password == nil && before == "//@" {
		nu.User = url.User("") // written back "//@", as it was
		return nil
	}
	if user == nil || !strings.HasPrefix(before, "//") || !strings.HasSuffix(before, "@") {
		return fmt.Errorf("rfc1738: NetURL: the %s part holds %q before its host, which is no user (and password) of its UserInfo between \"//\" and \"@\": a url.URL has no field for it", t.Scheme.Name(), strings.TrimPrefix(before, "//"))
	}
	start := t.Part.Pos() + len("//")
	want := user.String()
	if password != nil {
		want += ":" + password.String()
	}
	if user.Pos() != start || inner != want {
		if password != nil { // an error message spreads no password
			inner = strings.Replace(inner, ":"+password.String(), ":xxxxx", 1)
		}
		rest := strings.TrimPrefix(inner, user.String())
		return fmt.Errorf("rfc1738: NetURL: the %s part holds %q before its host, where url.URL.User holds only its user %q and a password after \":\": a url.URL has no field for %q", t.Scheme.Name(), inner, user.String(), rest)
	}
	if password != nil {
		nu.User = url.UserPassword(ast.Decode(user.String()), ast.Decode(password.String()))
	} else {
		nu.User = url.User(ast.Decode(user.String()))
	}
	return sameOwnUserWritten(p, nu, t)
}

// sameOwnUserWritten checks that the text url.URL writes for nu's user
// and host, read by p, holds the user and password t holds, when it is
// a URL at all: url.URL writes "~" as it is, which no RFC 1738 URL holds
// unescaped, and a text that is no URL misleads no reader of this
// package into another user.
func sameOwnUserWritten(p *parser.Parser, nu *url.URL, t *ast.URL) error {
	written := (&url.URL{Scheme: nu.Scheme, User: nu.User, Host: nu.Host}).String()
	back, err := parse(p, written)
	if err != nil {
		return nil
	}
	user, pass, hasUser, hasPass := userOf(t)
	u2, p2, hu2, hp2 := userOf(back)
	if u2 == user && p2 == pass && hu2 == hasUser && hp2 == hasPass {
		return nil
	}
	return fmt.Errorf("rfc1738: NetURL: url.URL writes the %s URL's %s as %q, where the %s part reads %s: a url.URL cannot carry this user", t.Scheme.Name(), describeUser(user, hasUser, hasPass), written, t.Scheme.Name(), describeUser(u2, hu2, hp2))
}

// ownUserIn reports whether p (the default parser when nil) reads the
// URLs of scheme by a part that holds its user in nodes of its own.
func ownUserIn(p *parser.Parser, scheme string) bool {
	if p == nil {
		p = parser.Default()
	}
	s, ok := p.Scheme(scheme)
	if !ok {
		return false
	}
	_, own := s.Part.(ast.UserInfoPart)
	return own
}

// escapeOwnLogin returns a user or password as FromNetURL writes it for
// a part with a user of its own (ast.UserInfoPart): every byte escaped
// but letters, digits, "-", "." and "_". Which characters the author's
// production reserves in a user (";" in IMAP's and POP's, which starts
// ";AUTH=") is known only to the production; an escaped octet that is
// not reserved means the octet (section 2.2), so the escaped text reads
// as the same user whatever the production reserves.
func escapeOwnLogin(s string, _ Component) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isAlphaDigit(c) || c == '-' || c == '.' || c == '_' {
			b.WriteByte(c)
			continue
		}
		fmt.Fprintf(&b, "%%%02X", c)
	}
	return b.String()
}

// userNotCarried explains why p refused text, the URL FromNetURL wrote
// from nu, when it reads the URL written without nu's password, or
// without its user: the scheme's production has no place for it. It
// returns nil when neither reads, and the parser's error is the answer.
// Whether the production has a login at all is read from the tree
// without the user, so that every scheme, built in or registered, is
// answered by its own production.
func userNotCarried(p *parser.Parser, nu *url.URL, esc func(string, Component) string, refused error) error {
	prod := productionRefusing(p, nu.Scheme, refused)
	name := cite(prod)
	if _, hasPass := nu.User.Password(); hasPass {
		if text, err := netURLText(nu, url.User(nu.User.Username()), esc); err == nil {
			if check(p, text) == nil {
				return &NetURLError{Field: "User", Text: nu.User.String(), Err: refused,
					Reason: name + " reads the URL without the password, not with it: its production has no place for this password"}
			}
		}
	}
	if text, err := netURLText(nu, nil, esc); err == nil && check(p, text) == nil {
		if t, err := parse(p, text); err == nil {
			if hostWithoutLogin(t) {
				return &NetURLError{Field: "User", Text: nu.User.String(), Reason: citeFirst(prod) + " has a host but no login: it cannot carry a user or password"}
			}
			return &NetURLError{Field: "User", Text: nu.User.String(), Err: refused,
				Reason: name + " reads the URL without the user, not with it: " + noPlaceForUser(p, nu, esc)}
		}
	}
	return nil
}

// noPlaceForUser says why the production has no place for nu's user: an
// empty user where it reads a user only of one character or more, which
// it tells by reading the URL with a user "x" instead, or any user.
func noPlaceForUser(p *parser.Parser, nu *url.URL, esc func(string, Component) string) string {
	if nu.User.Username() == "" {
		if text, err := netURLText(nu, url.User("x"), esc); err == nil {
			if check(p, text) == nil {
				return "the user is empty, and its production needs a user of one character or more"
			}
		}
	}
	return "its production has no place for this user" + passwordToo(nu)
}

// passwordToo returns ", nor for its password" when nu has a password.
func passwordToo(nu *url.URL) string {
	if _, ok := nu.User.Password(); ok {
		return ", nor for its password"
	}
	return ""
}

// hostWithoutLogin reports whether t's production has a host and no
// login, neither section 3.1's nor a user of its own (ast.UserInfoPart):
// a user there is no field the production lacks a value for, but one it
// does not have, and the parser's error on it says nothing more.
func hostWithoutLogin(t *ast.URL) bool {
	_, _, own := ownUserNodes(t)
	servers := serversOfURL(t)
	return len(servers) == 1 && servers[0].login == nil && !own
}

// productionRefusing returns the production p reads scheme's URLs by, the
// generic syntax's when none: the one refused, p's error, cites as its
// scheme's when it cites one, so that a scheme of the same kind as one of
// RFC 1738's is named by its own production (httpsurl, RFC 2818), not by
// its part's (httpurl).
func productionRefusing(p *parser.Parser, scheme string, refused error) ast.Production {
	var pe *parser.Error
	if errors.As(refused, &pe) && pe.Scheme.Name != "" {
		return pe.Scheme
	}
	if p == nil {
		p = parser.Default()
	}
	if s, ok := p.Scheme(scheme); ok {
		return grammar.Of(s.Part)
	}
	return grammar.GenericURL
}

// cite names prod with its citation: "imapurl (RFC 2192 section 3)".
func cite(prod ast.Production) string {
	if prod.RFC == "" {
		return prod.Name
	}
	return prod.Name + " (" + prod.RFC + " section " + prod.Section + ")"
}

// citeFirst names prod with its citation, the RFC first: "RFC 2818's
// httpsurl (section 2.4)".
func citeFirst(prod ast.Production) string {
	if prod.RFC == "" {
		return prod.Name
	}
	return prod.RFC + "'s " + prod.Name + " (section " + prod.Section + ")"
}

// parse parses text with p, the default parser when nil.
func parse(p *parser.Parser, text string) (*ast.URL, error) {
	if p == nil {
		p = parser.Default()
	}
	return p.Parse(text)
}

// check checks text with p, or with the default parser when p is nil:
// Check's verdict is Parse's, without a tree, where only the verdict is
// needed, so that a refusal costs one tree at most.
func check(p *parser.Parser, text string) error {
	if p == nil {
		p = parser.Default()
	}
	return p.Check(text)
}

// describeUser says which user and password a URL holds, without the
// password's text, which an error message should not spread.
func describeUser(user string, hasUser, hasPass bool) string {
	switch {
	case !hasUser:
		return "no user"
	case hasPass:
		return "user " + strconv.Quote(user) + " with a password"
	}
	return "user " + strconv.Quote(user) + " without a password"
}
