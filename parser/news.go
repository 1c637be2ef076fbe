package parser

import (
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// validateNews checks a news URL, given its part as its type
// (builtinValidator). Its errors are for trees a program built or
// changed, since a parsed URL cannot break these rules: a grouppart
// that is none or more than one of "*", group and article; a group or
// an article's unique part with characters their rules do not allow; an
// article without a host.
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
func validateNews(u *ast.URL, p *ast.NewsPart) ErrorList {
	switch n := newsGroupParts(p); n {
	case 0:
		return ErrorList{finding(CodeNewsNoGroupPart, p, ast.GroupPartP)}
	case 1:
	default:
		return ErrorList{about(CodeNewsGroupPartMany, p, ast.GroupPartP, "count", strconv.Itoa(n))}
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
	if errs := textErrors(g); errs != nil {
		return errs
	}
	text := string(g.Text)
	if i := strings.Index(text, ".."); i >= 0 || strings.HasSuffix(text, ".") {
		if i < 0 {
			i = len(text) - 1
		}
		e := warning(CodeGroupEmptyComponent, g, ast.GroupP, "group", text)
		e.Offset = g.Pos() + i
		return ErrorList{e}
	}
	return nil
}

// checkArticle checks an article: its syntax, for a tree a program
// built, and, with warnings, that its unique part does not start with
// "//" and decodes to what RFC 1036 allows in a Message-ID.
func checkArticle(a *ast.Article) ErrorList {
	if a.Unique == nil {
		return ErrorList{finding(CodeArticleNoUnique, a, ast.ArticleP)}
	}
	if errs := textErrors(a.Unique); errs != nil {
		return errs
	}
	if hostless(a.Host) {
		return ErrorList{required(CodeArticleNoHost, a, ast.ArticleP)}
	}
	var list ErrorList
	text := string(a.Unique.Text)
	if strings.HasPrefix(text, "//") {
		list = append(list, warning(CodeArticleServer, a.Unique, ast.ArticleP, "id", a.MessageID()))
	}
	if i := indexNotMessageID(text); i >= 0 {
		e := warning(CodeArticleMessageID, a.Unique, ast.ArticleP, "char", ast.Decode(rawAt(text, i)))
		e.Offset, e.Found = a.Unique.Pos()+i, rawAt(text, i)
		list = append(list, e)
	}
	return list
}

// Codes of the news validator (CodeGroupEmptyComponent is nntp's too).
const (
	// CodeNewsNoGroupPart: a news URL without a grouppart.
	CodeNewsNoGroupPart Code = "news-no-grouppart"
	// CodeNewsGroupPartMany: a grouppart that is more than one of "*", a
	// group and an article. Argument: count, how many.
	CodeNewsGroupPartMany Code = "news-grouppart-many"
	// CodeGroupEmptyComponent: a warning, a group name with an empty
	// component. Argument: group.
	CodeGroupEmptyComponent Code = "group-empty-component"
	// CodeArticleNoUnique: an article without its unique part.
	CodeArticleNoUnique Code = "article-no-unique"
	// CodeArticleNoHost: an article without a host.
	CodeArticleNoHost Code = "article-no-host"
	// CodeArticleServer: a warning, a unique part that starts with "//".
	// Argument: id, the Message-ID it makes.
	CodeArticleServer Code = "article-server"
	// CodeArticleMessageID: a warning, a unique part that decodes to a
	// character no Message-ID has. Argument: char, decoded.
	CodeArticleMessageID Code = "article-message-id"
)

// newsTexts are the texts of this file's codes, in English and French.
var newsTexts = []codeMessage{
	{code: CodeNewsNoGroupPart, Message: Message{
		`a news URL needs a grouppart: "*", a group or an article; the part has none`,
		"une URL news demande une partie groupe : « * », un groupe ou un article ; celle-ci n'en contient aucun",
	}},
	{code: CodeNewsGroupPartMany, Message: Message{
		`a grouppart is one of "*", a group and an article; the part has {count}`,
		"une partie groupe est soit « * », soit un groupe, soit un article ; celle-ci en contient {count}",
	}},
	{code: CodeGroupEmptyComponent, Message: Message{
		`group name {group:q} has an empty component; section 3.6 calls a newsgroup name "a period-delimited hierarchical name"`,
		"le nom de groupe {group:q} a un niveau vide ; un nom de groupe est « un nom hiérarchique dont les niveaux sont séparés par des points » (traduit de la section 3.6)",
	}},
	{code: CodeArticleNoUnique, Message: Message{
		`an article has a unique part before its "@"; Unique is nil`,
		"un article a un identificateur avant son « @ » ; Unique est nil",
	}},
	{code: CodeArticleNoHost, Message: Message{
		`an article needs a host after its "@"; Host is empty`,
		"un article demande un hôte après son « @ » ; Host est vide",
	}},
	{code: CodeArticleServer, Message: Message{
		`the article's unique part starts with "//", as if the URL named a news server; section 3.6 gives news URLs no server and no "//", so this is the Message-ID <{id}>`,
		"l'identificateur de l'article commence par « // », comme si l'URL nommait un serveur de news ; la section 3.6 ne donne aux URL news ni serveur ni « // » : c'est donc le Message-ID <{id}>",
	}},
	{code: CodeArticleMessageID, Message: Message{
		`the unique part holds {char:q}, which a Message-ID may not: RFC 1036 section 2.1.5 makes it "any string of printing ASCII characters, not including "<" (left angle bracket), ">" (right angle bracket), or "@" (at sign)"`,
		`l'identificateur contient {char:q}, ce qu'un Message-ID ne peut pas contenir : un Message-ID est « toute chaîne de caractères ASCII imprimables, sauf “<” (chevron ouvrant), “>” (chevron fermant) et “@” (arobase) » (traduit de la RFC 1036, section 2.1.5)`,
	}},
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
