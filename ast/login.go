package ast

// Login is the login of section 3.1:
//
//	login = [ user [ ":" password ] "@" ] hostport
//
// A Password is written only after a User: the grammar has no password
// without a user.
//
// Whether a login starts with a user is known only at the "@", so the
// tag looks ahead for user [ ":" password ] "@" before committing to it;
// without an "@" the text is read as hostport alone, and an error in it
// is reported as a hostport error.
//
// User is nil when there is no "@"; a present but empty user (as in
// "ftp://@host/") is a *User with empty Text. Password likewise is nil
// when no ":" follows the user.
//
//rfc:1738 3.1 LoginP
//rfc:grammar LoginP
type Login struct {
	Span
	User     *User     `parser:"( (?= (Alpha | Digit | Safe | Extra | Escape | ';' | '?' | '&' | '=')* ( ':' (Alpha | Digit | Safe | Extra | Escape | ';' | '?' | '&' | '=')* )? '@' ) @@ ( ':'"`
	Password *Password `parser:"@@ )? '@' )?"`
	HostPort *HostPort `parser:"@@"`
}

// User is the user name of a login:
//
//	user = *[ uchar | ";" | "?" | "&" | "=" ]
//
// Within it ":", "@"
// and "/" must be escaped (section 3.1).
//
//rfc:1738 3.1 UserP
//rfc:grammar UserP
type User struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ';' | '?' | '&' | '=')* )"`
}

// Decoded returns the user name with its escapes decoded.
func (u *User) Decoded() string {
	if u == nil {
		return ""
	}
	return u.Text.Decoded()
}

// Password is the password of a login:
//
//	password = *[ uchar | ";" | "?" | "&" | "=" ]
//
//rfc:1738 3.1 PasswordP
//rfc:grammar PasswordP
type Password struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ';' | '?' | '&' | '=')* )"`
}

// Decoded returns the password with its escapes decoded.
func (p *Password) Decoded() string {
	if p == nil {
		return ""
	}
	return p.Text.Decoded()
}
