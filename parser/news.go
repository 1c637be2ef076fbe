package parser

import (
	"fmt"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// newsScheme is the news scheme of section 3.6.
var newsScheme = Scheme{Name: "news", Part: &ast.NewsPart{}, Validate: validateNews}

// validateNews checks a news URL. Its errors are for trees a program
// built or changed, since a parsed URL cannot break these rules: a part
// that is not an *ast.NewsPart; a grouppart that is none or more than
// one of "*", group and article; a group or an article's unique part
// with characters their rules do not allow; an article without a host.
//
// It warns about what the BNF allows and section 3.6 does not mean: a
// group name with an empty component ("comp..misc", "comp."), where the
// section says a group name is "a period-delimited hierarchical name";
// an article whose unique part starts with "//" ("news://host/id@dom"),
// which reads as a server but is, by the BNF, part of the Message-ID;
// and an article whose unique part decodes to a character that the
// section's "Message-ID of section 2.1.5 of RFC 1036" does not allow:
// there "unique is any string of printing ASCII characters, not including
// "<" (left angle bracket), ">" (right angle bracket), or "@" (at sign)".
// The grammar lets none of these through unescaped, so only an escape
// ("%40", "%20", "%3C", "%0A", "%E9") can bring one in. (RFC 1036 also
// says slashes "are strongly discouraged", but the BNF names "/" among
// the unique part's characters, so it is not warned about.)
func validateNews(u *ast.URL) ErrorList {
	p, ok := u.Part.(*ast.NewsPart)
	if !ok || p == nil {
		return ErrorList{wrongPart(u, "news", "*ast.NewsPart", ast.NewsURLP)}
	}
	switch newsGroupParts(p) {
	case 0:
		return ErrorList{{Offset: p.Pos(), Message: `a news URL needs a grouppart: "*", a group or an article; the part has none`, Production: ast.GroupPartP}}
	case 1:
	default:
		var set []string
		if p.Article != nil {
			set = append(set, "an article")
		}
		if p.All {
			set = append(set, `"*"`)
		}
		if p.Group != nil {
			set = append(set, "a group")
		}
		return ErrorList{{Offset: p.Pos(), Found: p.String(), Message: "a grouppart is one of \"*\", a group and an article; the part has " + strings.Join(set, " and "), Production: ast.GroupPartP}}
	}
	switch {
	case p.Group != nil:
		return checkGroup(p.Group)
	case p.Article != nil:
		return checkArticle(p.Article)
	}
	return nil
}

// newsGroupParts counts the grouppart alternatives p holds: an article,
// "*", a group. Only a part with more than one needs them named.
func newsGroupParts(p *ast.NewsPart) int {
	n := 0
	if p.Article != nil {
		n++
	}
	if p.All {
		n++
	}
	if p.Group != nil {
		n++
	}
	return n
}

// checkGroup checks a group, of a news or an nntp URL: its syntax, for
// a tree a program built, and, with a warning, its components.
func checkGroup(g *ast.Group) ErrorList {
	text := string(g.Text)
	if text == "" {
		return ErrorList{{Offset: g.Pos(), Message: "the group name is empty; a group starts with a letter", Production: ast.GroupP}}
	}
	if grammar.Class(text[0]) != grammar.Alpha {
		return ErrorList{{Offset: g.Pos(), Found: rawAt(text, 0), Message: fmt.Sprintf("a group name starts with a letter, not %q", rawAt(text, 0)), Production: ast.GroupP}}
	}
	for i := 1; i < len(text); i++ {
		if !isGroupByte(text[i]) {
			return ErrorList{notAllowed(g, text, i, "a group name", ast.GroupP)}
		}
	}
	if i := strings.Index(text, ".."); i >= 0 || strings.HasSuffix(text, ".") {
		if i < 0 {
			i = len(text) - 1
		}
		return ErrorList{{
			Offset:     g.Pos() + i,
			Found:      text,
			Message:    fmt.Sprintf("group name %q has an empty component; section 3.6 calls a newsgroup name \"a period-delimited hierarchical name\"", text),
			Production: ast.GroupP,
			Severity:   SeverityWarning,
		}}
	}
	return nil
}

// isGroupByte reports whether c may follow a group's first letter:
// alpha, digit, "-", ".", "+" or "_".
func isGroupByte(c byte) bool {
	switch grammar.Class(c) {
	case grammar.Alpha, grammar.Digit:
		return true
	}
	return strings.IndexByte("-.+_", c) >= 0
}

// isUniqueByte reports whether c, outside an escape, may be part of an
// article's unique part: a uchar or one of ";/?:&=" (every xchar but
// "@").
func isUniqueByte(c byte) bool { return c != '@' && isXchar(c) }

// checkArticle checks an article: its syntax, for a tree a program
// built, and, with warnings, that its unique part does not start with
// "//" and decodes to what RFC 1036 allows in a Message-ID.
func checkArticle(a *ast.Article) ErrorList {
	if a.Unique == nil || a.Unique.Text == "" {
		return ErrorList{{Offset: a.Pos(), Message: `an article's unique part, before the "@", is empty; it needs at least one character`, Production: ast.ArticleP}}
	}
	text := string(a.Unique.Text)
	if i := indexNotIn(text, isUniqueByte); i >= 0 {
		return ErrorList{notAllowed(a.Unique, text, i, "an article's unique part", ast.ArticleP)}
	}
	if a.Host == nil || a.Host.Name == nil && a.Host.Number == nil {
		return ErrorList{{Offset: a.End(), Message: `an article needs a host after its "@"; Host is empty`, Production: ast.ArticleP}}
	}
	var list ErrorList
	if strings.HasPrefix(text, "//") {
		list = append(list, &Error{
			Offset:     a.Unique.Pos(),
			Found:      text,
			Message:    fmt.Sprintf(`the article's unique part starts with "//", as if the URL named a news server; section 3.6 gives news URLs no server and no "//", so this is the Message-ID <%s>`, a.MessageID()),
			Production: ast.ArticleP,
			Severity:   SeverityWarning,
		})
	}
	if i := indexNotMessageID(text); i >= 0 {
		list = append(list, &Error{
			Offset:     a.Unique.Pos() + i,
			Found:      rawAt(text, i),
			Message:    fmt.Sprintf(`the unique part holds %q, which a Message-ID may not: RFC 1036 section 2.1.5 makes it "any string of printing ASCII characters, not including "<" (left angle bracket), ">" (right angle bracket), or "@" (at sign)"`, ast.Decode(rawAt(text, i))),
			Production: ast.ArticleP,
			Severity:   SeverityWarning,
		})
	}
	return list
}

// indexNotMessageID returns the offset in text, an article's unique part
// as written, of the first character or escape that does not decode to a
// printing ASCII character other than "<", ">" and "@", or -1.
func indexNotMessageID(text string) int {
	for i := 0; i < len(text); i++ {
		c, n := decodedAt(text, i)
		if c <= ' ' || c >= 0x7f || c == '<' || c == '>' || c == '@' {
			return i
		}
		i += n - 1
	}
	return -1
}
