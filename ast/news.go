package ast

// NewsPart is the scheme part of a news URL (section 3.6), its grouppart:
//
//	newsurl   = "news:" grouppart
//	grouppart = "*" | group | article
//	group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
//	article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
//
// Exactly one of All, Article and Group is set in a parsed URL. Section
// 3.6 tells them apart by the "@": "A message identifier may be
// distinguished from a news group name by the presence of the commercial
// at "@" character." So the tags do just that: a grouppart with an "@"
// anywhere in it is an article, and an error in it is an article's error;
// one without is "*" or a group. (No group holds an "@", and every
// article does, so the BNF reads no grouppart both ways.) The look-ahead
// for the "@" costs one extra pass over the text.
//
// A news URL has no "//" and no server: "news://host/x" is not a news
// URL, for a group starts with a letter and there is no "@" to make an
// article. "news://host/id@dom", though, is one: an article whose unique
// part is "//host/id", which the BNF allows ("/" is one of its
// characters); the validator warns about it.
//
//rfc:1738 3.6 NewsURLP
//rfc:1738 3.6 GroupPartP grouppart
//rfc:scheme news
type NewsPart struct {
	Span
	Article *Article `parser:"  (?= (Alpha | Digit | Safe | Extra | Escape | ';' | '/' | '?' | ':' | '&' | '=' | National | Punctuation | Space | Control | NonASCII)* '@') @@"`
	All     bool     `parser:"| (?! (Alpha | Digit | Safe | Extra | Escape | ';' | '/' | '?' | ':' | '&' | '=' | National | Punctuation | Space | Control | NonASCII)* '@') ( @'*'"`
	Group   *Group   `parser:"| @@ )"`
}

// IsAll reports whether the URL is news:*, which section 3.6 says
// refers to "all available news groups".
func (p *NewsPart) IsAll() bool { return p != nil && p.All && p.Article == nil }

// GroupName returns the newsgroup's name, e.g. "comp.infosystems.www.misc",
// and false when the URL names an article or all groups. A group name
// has no escapes: its characters are letters, digits and "-.+_".
func (p *NewsPart) GroupName() (string, bool) {
	if p == nil || p.Group == nil || p.All || p.Article != nil {
		return "", false
	}
	return string(p.Group.Text), true
}

// MessageID returns the article's Message-ID without the "<" and ">"
// that RFC 1036 section 2.1.5 puts around it, its unique part decoded
// (unique@full_domain_name), and false when the URL names no article.
func (p *NewsPart) MessageID() (string, bool) {
	if p == nil || p.Article == nil {
		return "", false
	}
	return p.Article.MessageID(), true
}

// Article is one USENET article, named by its Message-ID:
//
//	article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
//
// Section 3.6 writes it <unique>@<full_domain_name>. The unique part may
// hold "/", "?", ":" and the rest plainly ("No additional characters are
// reserved within the components of a news URL"), but no "@": the first
// "@" ends it.
//
//rfc:1738 3.6 ArticleP
type Article struct {
	Span
	Unique *Unique `parser:"@@ '@'"`
	Host   *Host   `parser:"@@"`
}

// MessageID returns unique@host with the unique part decoded: the
// Message-ID of RFC 1036 section 2.1.5 without its "<" and ">".
func (a *Article) MessageID() string {
	if a == nil {
		return ""
	}
	s := a.Unique.Decoded() + "@"
	if a.Host != nil {
		s += a.Host.String()
	}
	return s
}

// Unique is the part of an article before its "@", which section 3.6
// calls <unique>: 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ]. The
// RFC gives it no production of its own, so it answers to article's.
//
//rfc:use ArticleP
type Unique struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ';' | '/' | '?' | ':' | '&' | '=')+ )"`
}

// Decoded returns the unique part with its escapes decoded.
func (u *Unique) Decoded() string {
	if u == nil {
		return ""
	}
	return u.Text.Decoded()
}
