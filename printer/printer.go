package printer

import "github.com/urlsyntax/rfc1738/ast"

// A printer accumulates the text of one Fprint call.
type printer struct {
	canonical   bool // print in canonical form
	defaultPort int  // the default port of the URL being printed,
	hasDefault  bool // if it has one
	buf         []byte
	err         error // the first error, from a node the printer does not know
}

// node prints n, whatever its type. A scheme-specific production is
// printed by adding its case here.
func (p *printer) node(n ast.Node) {
	switch n := n.(type) {
	case nil:
	case *ast.URL:
		p.url(n)
	case *ast.Scheme:
		p.schemeName(n)
	case *ast.IPSchemePart:
		p.ipSchemePart(n)
	case *ast.OpaquePart:
		p.opaquePart(n)
	case *ast.Login:
		p.login(n)
	case *ast.User:
		p.user(n)
	case *ast.Password:
		p.password(n)
	case *ast.HostPort:
		p.hostPort(n)
	case *ast.Host:
		p.host(n)
	case *ast.Hostname:
		p.hostname(n)
	case *ast.DomainLabel:
		p.domainLabel(n)
	case *ast.TopLabel:
		p.topLabel(n)
	case *ast.Hostnumber:
		p.hostnumber(n)
	case *ast.Digits:
		p.digits(n)
	case *ast.Port:
		p.port(n)
	case *ast.URLPath:
		p.urlPath(n)
	case *ast.Reference:
		p.reference(n)
	case *ast.AbsoluteURL:
		p.absoluteURL(n)
	case *ast.OpaqueRL:
		p.opaqueRL(n)
	case *ast.RelativeURL:
		p.relativeURL(n)
	case *ast.NetPath:
		p.netPath(n)
	case *ast.NetLoc:
		p.netLoc(n)
	case *ast.AbsPath:
		p.absPath(n)
	case *ast.RelPath:
		p.relPath(n)
	case *ast.Path:
		p.path(n)
	case *ast.Params:
		p.params(n)
	case *ast.Query:
		p.query(n)
	case *ast.Fragment:
		p.fragment(n)
	case *ast.FTPPart:
		p.ftpPart(n)
	case *ast.FPath:
		p.fpath(n)
	case *ast.FSegment:
		p.fsegment(n)
	case *ast.FTPType:
		p.ftpType(n)
	case *ast.FilePart:
		p.filePart(n)
	case *ast.TelnetPart:
		p.telnetPart(n)
	case *ast.WAISPart:
		p.waisPart(n)
	case *ast.Database:
		p.database(n)
	case *ast.WType:
		p.wType(n)
	case *ast.WPath:
		p.wPath(n)
	case *ast.ProsperoPart:
		p.prosperoPart(n)
	case *ast.PPath:
		p.pPath(n)
	case *ast.PSegment:
		p.pSegment(n)
	case *ast.FieldSpec:
		p.fieldSpec(n)
	case *ast.FieldName:
		p.fieldName(n)
	case *ast.FieldValue:
		p.fieldValue(n)
	case *ast.MailtoPart:
		p.mailtoPart(n)
	case *ast.Encoded822Addr:
		p.encoded822Addr(n)
	case *ast.NewsPart:
		p.newsPart(n)
	case *ast.Group:
		p.group(n)
	case *ast.Article:
		p.article(n)
	case *ast.Unique:
		p.unique(n)
	case *ast.NNTPPart:
		p.nntpPart(n)
	case *ast.ArticleNumber:
		p.articleNumber(n)
	case *ast.HTTPPart:
		p.httpPart(n)
	case *ast.HPath:
		p.hPath(n)
	case *ast.HSegment:
		p.hSegment(n)
	case *ast.Search:
		p.search(n)
	case *ast.GopherPart:
		p.gopherPart(n)
	case *ast.GopherPath:
		p.gopherPath(n)
	case *ast.GType:
		p.gopherGType(n)
	case *ast.Selector:
		p.gopherSelector(n)
	case *ast.GopherSearch:
		p.gopherSearch(n)
	case *ast.GopherPlus:
		p.gopherPlus(n)
	default:
		p.other(n)
	}
}

// literal appends s as it is.
func (p *printer) literal(s string) { p.buf = append(p.buf, s...) }
