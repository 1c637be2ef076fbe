package ast

// TelnetPart is the scheme part of a telnet URL (section 3.8):
//
//	telneturl = "telnet://" login [ "/" ]
//
// A telnet URL names an interactive service, not a data object, so it
// has no path: the login may be followed by a "/" and nothing else.
// Slash records whether that "/" was written; section 3.8 says "The final
// "/" character may be omitted", so both spellings name the same service.
//
//rfc:1738 3.8 TelnetURLP
//rfc:scheme telnet 23
type TelnetPart struct {
	Span
	Login *Login `parser:"'/' '/' @@"`
	Slash bool   `parser:"@'/'?"`
}

// LoginPart returns the login, so that URL.Login finds it.
func (p *TelnetPart) LoginPart() *Login {
	if p == nil {
		return nil
	}
	return p.Login
}

// User returns the suggested user name, decoded, and false when the URL
// gives none. Section 3.8: the user and password "are advisory only:
// clients accessing a telnet URL merely advise the user of the suggested
// username and password".
func (p *TelnetPart) User() (string, bool) {
	if p == nil || p.Login == nil || p.Login.User == nil {
		return "", false
	}
	return p.Login.User.Decoded(), true
}

// Password returns the suggested password, decoded, and false when the
// URL gives none.
func (p *TelnetPart) Password() (string, bool) {
	if p == nil || p.Login == nil || p.Login.User == nil || p.Login.Password == nil {
		return "", false
	}
	return p.Login.Password.Decoded(), true
}
