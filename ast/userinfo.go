package ast

// UserInfoPart is implemented by a scheme author's part that holds a
// user, and maybe a password, in nodes of its own types rather than in a
// *Login: IMAP's "imap://joe;AUTH=KERBEROS_V4@host/" (RFC 2192) and
// POP's "pop://joe;auth=+APOP@host" (RFC 2384), whose user productions
// differ from RFC 1738's. It tells the conversions to and from net/url
// (the root package's URL.NetURL and FromNetURLWith) which nodes map to
// url.URL.User:
//
//   - UserInfo returns the node whose text is the user, and the one whose
//     text is the password, each nil when the URL has none (a part whose
//     production has no password always returns a nil one). Their texts
//     decoded (Decode) are url.URL.User's user name and password.
//   - NetURL carries them only when the part reads, between its "//" and
//     its host, the user, then ":" and the password if there is one,
//     then "@", and nothing else: anything else there (IMAP's ";AUTH=")
//     has no url.URL field, and NetURL says so rather than drop it.
//   - FromNetURLWith writes url.URL.User back escaped as no user
//     production can misread: every byte but letters, digits, "-", "."
//     and "_" escaped (section 2.2 makes an escaped octet that is not
//     reserved mean the octet), and reads it back from these nodes, to
//     check that the part's production read the same user and password.
//
// A part with an *ast.Login field needs no UserInfo: the login's user and
// password are url.URL.User's, as in RFC 1738's own schemes.
type UserInfoPart interface {
	SchemePart
	// UserInfo returns the nodes that hold the URL's user and password,
	// nil for each it does not have. They are nodes of the part's tree.
	UserInfo() (user, password Node)
}

// EmptyUser reports whether u's part holds its user in nodes of its own
// (UserInfoPart), holds none, and has an "@" right after its "//",
// before its host: POP's "pop://@host" (RFC 2384), the empty user that
// url.URL writes for url.User(""). The host is the part's child
// *HostPort, or *Host for a part with a host and no port.
func EmptyUser(u *URL) bool {
	if u == nil || IsNil(u.Part) {
		return false
	}
	p, ok := u.Part.(UserInfoPart)
	if !ok {
		return false
	}
	if user, _ := p.UserInfo(); !IsNil(user) {
		return false
	}
	for _, k := range ChildrenOf(u.Part) {
		switch k.(type) {
		case *HostPort, *Host:
			text, at := u.Part.String(), k.Pos()-u.Part.Pos()
			return 0 <= at && at <= len(text) && text[:at] == "//@"
		}
	}
	return false
}
